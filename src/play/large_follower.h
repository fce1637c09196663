// When the simulated players put down the large follower (Inns & Cathedrals):
// a rule of thumb shared by the greedy and MCTS players. The large follower
// wins majorities, so it is worth most where features get shared: on cities
// and on the high-stakes inn roads and cathedral cities. Late in the game a
// large follower still in the supply would score nothing, so it goes anywhere.
#pragma once

#include "rules/game.h"

namespace carc {

/// Whether `player`, about to put a follower on segment `segment` of the tile
/// just placed in `game`, should use the large one; `tiles_left` are the
/// tiles not yet drawn.
bool PreferLargeFollower(const Game& game, int player, int segment, int tiles_left);

}  // namespace carc
