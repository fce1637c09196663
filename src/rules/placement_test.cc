#include "rules/placement.h"

#include <gtest/gtest.h>

#include <set>
#include <vector>

#include "rules/engine_testing.h"

namespace carc {
namespace {

using test_support::BundledSet;

std::vector<Placement> Listed(const Game& g, int type) {
  std::vector<Placement> out;
  ForEachPlacement(g, type, [&out](Placement p) { out.push_back(p); });
  return out;
}

/// NthPlacement(index) of every index, against the listed placements.
void ExpectNth(const Game& g, int type, const std::vector<Placement>& all) {
  for (size_t k = 0; k < all.size(); ++k) {
    Placement p = NthPlacement(g, type, uint32_t(k));
    EXPECT_EQ(p.cell, all[k].cell) << "type " << type << ", placement " << k;
    EXPECT_EQ(p.quarters, all[k].quarters) << "type " << type << ", placement " << k;
  }
}

/// CountFit and NthPlacement of every type against ForEachPlacement's list:
/// NthPlacement once with the blocks CountFit noted for that type, once
/// after CountFit of another type (so it counts the frontier afresh).
void ExpectPlacementsAgree(const Game& g) {
  int types = g.catalog().TypeCount();
  for (int t = 0; t < types; ++t) {
    std::vector<Placement> all = Listed(g, t);
    std::set<int> cells;
    for (const Placement& p : all) cells.insert(p.cell);
    FitCount fit = CountFit(g, t);
    EXPECT_EQ(fit.placements, int(all.size())) << "type " << t;
    EXPECT_EQ(fit.cells, int(cells.size())) << "type " << t;
    EXPECT_EQ(fit.frontier, int(g.board().Frontier().size()));
    EXPECT_EQ(CountPlacements(g, t), int(all.size()));
    ExpectNth(g, t, all);
    CountFit(g, (t + 1) % types);
    ExpectNth(g, t, all);
  }
}

TEST(PlacementTest, CountFitAndNthPlacementAgreeWithTheListAsTheBoardGrows) {
  const TileSet& set = BundledSet("base-c1");
  ShapeCatalog catalog(set);
  Game g(catalog, 2, set.followers, true, set.TileCount());
  g.PlaceStart(catalog.start_type(), 0);
  int types = catalog.TypeCount();
  for (int turn = 0; turn < 48; ++turn) {
    if (turn % 8 == 0) ExpectPlacementsAgree(g);
    int type = turn % types;
    std::vector<Placement> all = Listed(g, type);
    if (all.empty()) continue;
    Placement p = all[all.size() / 2];
    g.PlaceTile(type, p.quarters, p.cell, turn % 2);
    g.ScoreCompleted();
  }
  ExpectPlacementsAgree(g);
  // The frontier spans several blocks of FitBlocks::kCells cells and a partial one.
  EXPECT_GT(g.board().Frontier().size(), size_t(3 * FitBlocks::kCells));
}

}  // namespace
}  // namespace carc
