// The order the River's rules put on a game's tiles, checked move by move
// for board files: after the spring come the river tiles, the lake comes
// when every river tile is placed or set aside, and only then the other
// tiles. A river tile is set aside when it is drawn and fits nowhere; a board
// file does not say when that happened, so a type that fit nowhere after
// some earlier move may have been set aside then, and its copies still to
// come are no longer owed (the same for the lake). Random games keep this order by how they stack the
// deck (simulate.h).
#pragma once

#include <string>
#include <vector>

#include "rules/game.h"
#include "spec/tile.h"

namespace carc {

/// Tracks which river tiles are still to come.
class RiverOrder {
 public:
  /// The order for `set` (no constraint at all without a river).
  explicit RiverOrder(const TileSet& set);

  /// Why placing a copy of type `type` next breaks the order, given `game`
  /// so far; "" when it does not.
  std::string Problem(int type, const Game& game) const;
  /// Records that a copy of `type` was placed as move `move`.
  void Placed(int type, int move);
  /// Notes, after a move, which types of the river stack (and the lake)
  /// fit nowhere on `game`'s board: their copies may have been set aside.
  void Seen(const Game& game);

 private:
  /// Types in the river stack with copies left that fit somewhere now, as
  /// "bend ×2, caps"; `*copies` counts the copies, `*all_water` says whether
  /// they are all river tiles (the start tile may be in the stack).
  std::string Pending(const Game& game, int* copies, bool* all_water) const;
  /// The lake fits somewhere now and is still to come.
  bool LakePending(const Game& game) const;

  const TileSet& set_;
  bool river_ = false;
  std::vector<int> river_left_;  ///< per type: copies still in the river stack
  int lake_type_ = -1;
  int lake_move_ = 0;  ///< the move that placed the lake, 0 while it waits
  std::vector<bool> set_aside_;  ///< per type: fit nowhere after some move (Seen)
};

}  // namespace carc
