// Must NOT compile: the rules stage may not see the art stage's headers.
// CMakeLists.txt builds this file against carc_rules alone and expects the
// compiler to say that art/tile_art.h does not exist (Layering.* tests).
#include "art/tile_art.h"
#include "rules/game.h"
