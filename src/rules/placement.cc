#include "rules/placement.h"

namespace carc {

int CountPlacements(const ShapeCatalog& catalog, const Board& board, int type) {
  const uint8_t* fits = catalog.FitRow(type);
  int total = 0;
  for (uint8_t need : board.FrontierNeeds()) total += kRotationBits[fits[need]];
  return total;
}

Placement NthPlacement(const ShapeCatalog& catalog, const Board& board, int type,
                       uint32_t index) {
  // Two cheap passes instead of listing every candidate: skip whole cells by
  // their count of fitting rotations, then drop the lower rotations.
  const uint8_t* fits = catalog.FitRow(type);
  const std::vector<uint8_t>& needs = board.FrontierNeeds();
  for (size_t i = 0; i < needs.size(); ++i) {
    unsigned mask = fits[needs[i]];
    uint32_t n = kRotationBits[mask];
    if (index >= n) {
      index -= n;
      continue;
    }
    for (; index > 0; --index) mask &= mask - 1;
    return Placement{board.Frontier()[i], __builtin_ctz(mask)};
  }
  return Placement{};
}

}  // namespace carc
