// Must NOT compile: the engine (rules) may not see the players (play).
// CMakeLists.txt builds this file against carc_rules alone and expects the
// compiler to say that play/match.h does not exist (Layering.* tests).
#include "play/match.h"
#include "rules/game.h"
