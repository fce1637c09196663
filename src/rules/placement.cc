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

namespace {

/// CountFit without a river: the loop every draw runs over the whole
/// frontier (ShapeCatalog::FitCounts), kept apart from the river's path so
/// that it stays in registers, 8 cells a step (a block of FitBlocks), noting in `blocks` the placements
/// before each block.
FitCount CountFitNoRiver(const uint64_t* counts, const std::vector<EdgeNeed>& needs,
                         FitBlocks* blocks) {
  constexpr size_t kBlock = FitBlocks::kCells;
  static_assert(kBlock == 8, "the loop below adds 8 cells a step");
  size_t n = needs.size();
  const EdgeNeed* need = needs.data();
  blocks->before.resize((n + kBlock - 1) / kBlock);
  uint32_t* before = blocks->before.data();
  auto at = [&](size_t i) { return counts[need[i]]; };
  uint64_t sum = 0;
  size_t i = 0;
  for (; i + kBlock <= n; i += kBlock) {
    *before++ = uint32_t(sum);  // the low half: placements
    sum += ((at(i) + at(i + 1)) + (at(i + 2) + at(i + 3))) +
           ((at(i + 4) + at(i + 5)) + (at(i + 6) + at(i + 7)));
  }
  if (i < n) *before = uint32_t(sum);
  if (i + kBlock / 2 <= n) {  // the last block's cells 4 at a time, then 1
    sum += (at(i) + at(i + 1)) + (at(i + 2) + at(i + 3));
    i += kBlock / 2;
  }
  for (; i < n; ++i) sum += at(i);
  FitCount fit;
  fit.placements = int(sum & 0xffffffffu);
  fit.cells = int(sum >> 32);
  fit.frontier = int(n);
  return fit;
}

}  // namespace

FitCount CountFit(const Game& game, int type) {
  const ShapeCatalog& catalog = game.catalog();
  if (catalog.Get(type, 0).river_count == 0) {
    FitBlocks& blocks = game.fit_blocks();
    blocks.row = catalog.FitRow(type);
    blocks.version = game.board().version();
    return CountFitNoRiver(catalog.FitCounts(type), game.board().FrontierNeeds(), &blocks);
  }
  FitCount fit;
  fit.frontier = int(game.board().Frontier().size());
  int last = -1;  // placements come cell by cell
  ForEachPlacement(game, type, [&](Placement p) {
    ++fit.placements;
    fit.cells += p.cell != last;
    last = p.cell;
  });
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
  size_t i = 0;
  const FitBlocks& blocks = game.fit_blocks();
  constexpr size_t kBlock = FitBlocks::kCells;
  if (blocks.row == fits && blocks.version == game.board().version() && !blocks.before.empty()) {
    // CountFit has just counted this board: straight to the last block
    // with no more placements before it than `index`.
    // A frontier of a few dozen cells has a few blocks: a forward scan
    // finds the block in fewer steps than a binary search (and on any
    // frontier it takes an eighth of CountFit's steps, which came first).
    const uint32_t* before = blocks.before.data();
    size_t b = 0, last = blocks.before.size() - 1;
    while (b < last && before[b + 1] <= index) ++b;
    index -= before[b];
    i = b * kBlock;
  } else {
    // Whole blocks of 8 cells first, by their sum of fitting rotations (no
    // branch per cell), then cell by cell within the block that holds it.
    for (; i + kBlock <= needs.size(); i += kBlock) {
      uint32_t block = 0;
      for (size_t j = 0; j < kBlock; ++j) block += kRotationBits[fits[needs[i + j]]];
      if (index < block) break;
      index -= block;
    }
  }
  const uint64_t* counts = catalog.FitCounts(type);  // rotations in the low half
  for (size_t n = needs.size(); i < n; ++i) {
    uint32_t rotations = uint32_t(counts[needs[i]]);
    if (index >= rotations) {
      index -= rotations;
      continue;
    }
    unsigned mask = fits[needs[i]];
    for (; index > 0; --index) mask &= mask - 1;
    return Placement{game.board().Frontier()[i], __builtin_ctz(mask)};
  }
  return Placement{};
}

}  // namespace carc
