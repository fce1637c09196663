// Must NOT compile: art links the engine (rules), never the players (play), so
// it cannot see play's headers. CMakeLists.txt builds this file against
// carc_art alone and expects the compiler to say that play/match.h does not
// exist; were play linked into art, it would compile and the test would fail.
#include "art/tile_art.h"
#include "play/match.h"
