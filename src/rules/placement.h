// The legal placements of a drawn tile: every frontier cell with every
// rotation that looks different, whose touching edges all match and, for a
// river tile, that continues the river without a U-turn; listed in one fixed
// order (the frontier's, then rotations ascending) that every player and the
// statistics share.
#pragma once

#include <cstdint>

#include "rules/game.h"

namespace carc {

/// Where and how a tile goes: a board cell and clockwise quarter turns.
struct Placement {
  int cell = -1;     ///< the cell, as Board numbers it
  int quarters = 0;  ///< clockwise quarter turns, 0..3
};

/// Set bits of a 4-bit rotation mask.
constexpr uint8_t kRotationBits[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};

/// How a drawn tile fits the board.
struct FitCount {
  int placements = 0;  ///< legal placements: cells x rotations that look different
  int cells = 0;       ///< frontier cells with at least one legal placement
  int frontier = 0;    ///< frontier cells in all
};

/// How tile type `type` fits `game`'s board, in one pass over the frontier.
FitCount CountFit(const Game& game, int type);

/// Number of legal placements of tile type `type` in `game`.
int CountPlacements(const Game& game, int type);

/// Legal placement number `index` (0-based, in the fixed order);
/// `index` must be below CountPlacements.
Placement NthPlacement(const Game& game, int type, uint32_t index);

/// Calls `fn(Placement)` for every legal placement of `type`, in the fixed order.
template <typename Fn>
void ForEachPlacement(const Game& game, int type, Fn fn) {
  const ShapeCatalog& catalog = game.catalog();
  const uint8_t* fits = catalog.FitRow(type);
  const std::vector<EdgeNeed>& needs = game.board().FrontierNeeds();
  const std::vector<int>& cells = game.board().Frontier();
  bool river = catalog.Get(type, 0).river_count > 0;
  for (size_t i = 0; i < needs.size(); ++i)
    for (unsigned mask = fits[needs[i]]; mask; mask &= mask - 1) {
      int q = __builtin_ctz(mask);
      if (river && game.CheckRiver(type, q, cells[i]) != RiverProblem::None) continue;
      fn(Placement{cells[i], q});
    }
}

}  // namespace carc
