// FeatureWorth's one pass over the nodes against a walk of each feature:
// roots, distinct tiles, shields, modifiers, worth, and each (feature, tile)
// pair once, over whole games of every bundled set, the same scratch reused
// from game to game as Simulate reuses it.
#include "play/play_stats.h"

#include <algorithm>
#include <set>
#include <utility>

#include <gtest/gtest.h>

#include "rules/engine_testing.h"
#include "rules/scoring_rules.h"

namespace carc {
namespace {

using test_support::BundledSet;

/// What a walk over the feature of `root` finds.
struct Walked {
  int tiles = 0;
  int shields = 0;
  ModifierSet modifiers = 0;
  int farm_cities = 0;  ///< completed cities along it (fields)
};

Walked Walk(const Game& g, int root) {
  const FeatureForest& forest = g.forest();
  Walked w;
  std::set<int> tiles, cities;
  forest.ForEach(root, [&](int i) {
    const FeatureNode& n = forest.node(i);
    tiles.insert(n.placement);
    w.shields += n.shields;
    w.modifiers |= n.modifiers;
    for (int c = 0; c < 4; ++c) {
      if (!((n.cities >> c) & 1)) continue;
      int city = forest.FindConst(i - n.segment + c);
      if (forest.node(city).done) cities.insert(city);
    }
  });
  w.tiles = int(tiles.size());
  w.farm_cities = int(cities.size());
  return w;
}

/// The worth FeatureWorth should find for the feature of `root`.
int ExpectedWorth(const Game& g, int root, const Walked& w) {
  const FeatureNode& n = g.forest().node(root);
  switch (n.kind) {
    case FeatureKind::Road: return RoadPoints(w.tiles, w.modifiers, !n.done);
    case FeatureKind::City: return CityPoints(w.tiles, w.shields, w.modifiers, !n.done);
    case FeatureKind::Monastery:
      return n.done ? points::kMonasteryComplete
                    : points::kMonasteryFinalBase +
                          g.placements()[n.placement].neighbours * points::kMonasteryPerNeighbourFinal;
    case FeatureKind::Field: return g.farmers() ? w.farm_cities * points::kFarmPerCompletedCity : 0;
  }
  return 0;
}

void CheckGames(const std::string& set_name, int players, int games) {
  const TileSet& set = BundledSet(set_name);
  ShapeCatalog catalog(set);
  Match match(catalog, players);
  FeatureScratch scratch;
  for (int game = 0; game < games; ++game) {
    match.Play(uint64_t(1000 + game));
    const Game& g = match.game();
    FeatureWorth(g, &scratch);
    const FeatureForest& forest = g.forest();
    std::vector<int32_t> roots;
    std::set<std::pair<int32_t, int32_t>> pairs;  // (placement, root)
    for (int i = 0; i < forest.size(); ++i) {
      int root = forest.FindConst(i);
      ASSERT_EQ(scratch.node[size_t(i)].root, root) << set_name << " game " << game << " node " << i;
      if (root == i) roots.push_back(i);
      pairs.insert({forest.node(i).placement, root});
    }
    ASSERT_EQ(scratch.roots, roots) << set_name << " game " << game;
    for (int32_t root : roots) {
      Walked w = Walk(g, root);
      const FeatureScratch::NodeSums& sums = scratch.node[size_t(root)];
      EXPECT_EQ(sums.tiles, w.tiles) << set_name << " game " << game << " root " << root;
      EXPECT_EQ(sums.shields, w.shields) << set_name << " game " << game << " root " << root;
      EXPECT_EQ(sums.modifiers, w.modifiers) << set_name << " game " << game << " root " << root;
      EXPECT_EQ(sums.worth, ExpectedWorth(g, root, w)) << set_name << " game " << game << " root " << root;
    }
    // Every pair once, in placement order.
    std::vector<std::pair<int32_t, int32_t>> listed;
    for (const FeatureScratch::OnTile& t : scratch.on_tiles) listed.push_back({t.placement, t.root});
    EXPECT_TRUE(std::is_sorted(listed.begin(), listed.end(),
                               [](const auto& a, const auto& b) { return a.first < b.first; }));
    std::sort(listed.begin(), listed.end());
    std::vector<std::pair<int32_t, int32_t>> expected(pairs.begin(), pairs.end());
    EXPECT_EQ(listed, expected) << set_name << " game " << game;
  }
}

TEST(FeatureWorthTest, MatchesAWalkOfEachFeatureInEveryBundledSet) {
  CheckGames("base-c1", 2, 20);
  CheckGames("river", 3, 10);
  CheckGames("inns-cathedrals", 4, 10);  // inns and cathedrals: modifiers
  CheckGames("pnp-demo", 2, 10);
}

}  // namespace
}  // namespace carc
