#include "rules/placement.h"

namespace carc {

int CountPlacements(const Game& game, int type) {
  const ShapeCatalog& catalog = game.catalog();
  if (catalog.Get(type, 0).river_count > 0) {  // the river's rules rule some out
    int total = 0;
    ForEachPlacement(game, type, [&total](Placement) { ++total; });
    return total;
  }
  const uint8_t* fits = catalog.FitRow(type);
  int total = 0;
  for (EdgeNeed need : game.board().FrontierNeeds()) total += kRotationBits[fits[need]];
  return total;
}

FitCount CountFit(const Game& game, int type) {
  const ShapeCatalog& catalog = game.catalog();
  FitCount fit;
  fit.frontier = int(game.board().Frontier().size());
  if (catalog.Get(type, 0).river_count > 0) {
    int last = -1;  // placements come cell by cell
    ForEachPlacement(game, type, [&](Placement p) {
      ++fit.placements;
      fit.cells += p.cell != last;
      last = p.cell;
    });
    return fit;
  }
  const uint8_t* fits = catalog.FitRow(type);
  for (EdgeNeed need : game.board().FrontierNeeds()) {
    fit.placements += kRotationBits[fits[need]];
    fit.cells += fits[need] != 0;
  }
  return fit;
}

Placement NthPlacement(const Game& game, int type, uint32_t index) {
  const ShapeCatalog& catalog = game.catalog();
  if (catalog.Get(type, 0).river_count > 0) {
    Placement found;
    uint32_t seen = 0;
    ForEachPlacement(game, type, [&](Placement p) {
      if (seen++ == index) found = p;
    });
    return found;
  }
  // Two cheap passes instead of listing every candidate: skip whole cells by
  // their count of fitting rotations, then drop the lower rotations.
  const uint8_t* fits = catalog.FitRow(type);
  const std::vector<EdgeNeed>& needs = game.board().FrontierNeeds();
  for (size_t i = 0; i < needs.size(); ++i) {
    unsigned mask = fits[needs[i]];
    uint32_t n = kRotationBits[mask];
    if (index >= n) {
      index -= n;
      continue;
    }
    for (; index > 0; --index) mask &= mask - 1;
    return Placement{game.board().Frontier()[i], __builtin_ctz(mask)};
  }
  return Placement{};
}

}  // namespace carc
