#include "play/simulate.h"

#include <gtest/gtest.h>

#include "rules/engine_testing.h"

namespace carc {
namespace {

using test_support::BundledSet;
using test_support::LastPlacementIsLegal;
using test_support::OnBoard;

/// Plays `games` seeded games and checks the invariants after every turn.
void CheckInvariants(const TileSet& set, int players, int games) {
  ShapeCatalog catalog(set);
  Match rg(catalog, players);
  for (int i = 0; i < games; ++i) {
    rg.Play(GameSeed(7, uint64_t(i)));  // warm the reused game: Reset must leave nothing behind
    rg.Start(GameSeed(99, uint64_t(i)));
    const Game& g = rg.game();
    std::vector<int> last(size_t(players), 0);
    auto check = [&] {
      for (int p = 0; p < players; ++p) {
        ASSERT_EQ(g.supply(p) + OnBoard(g, p), set.followers + set.large_followers)
            << "game " << i << " player " << p;
        ASSERT_EQ(g.large_supply(p) + test_support::LargeOnBoard(g, p), set.large_followers);
        ASSERT_GE(g.supply(p), 0);
        int total = g.score(p).Total();
        ASSERT_GE(total, last[p]) << "game " << i << " player " << p;
        last[p] = total;
      }
      // Placed (start included) + set aside + still in the deck = every tile.
      ASSERT_EQ(int(g.placements().size()) + rg.set_aside() + rg.deck_left(), set.TileCount());
    };
    check();
    while (rg.PlayTurn()) {
      ASSERT_TRUE(LastPlacementIsLegal(g)) << "game " << i << " turn " << rg.turns();
      check();
    }
    rg.Finish();
    check();
    EXPECT_EQ(rg.deck_left(), 0);
    EXPECT_EQ(rg.turns() + 1, int(g.placements().size()));
    // Scored features hold no follower any more.
    for (int n = 0; n < g.forest().size(); ++n) {
      const FeatureNode& node = g.forest().node(n);
      if (node.parent == n && node.done) {
        EXPECT_EQ(node.followers, 0);
      }
    }
  }
}

TEST(SimulateTest, NoFollowerIsLostOrDuplicatedAndEveryTileIsPlacedOrSetAside) {
  CheckInvariants(BundledSet("base-c1"), 2, 300);
  CheckInvariants(BundledSet("base-c1"), 5, 100);
  CheckInvariants(BundledSet("pnp-demo"), 3, 200);
}

TEST(SimulateTest, InnsAndCathedralsGamesKeepTheInvariants) {
  CheckInvariants(BundledSet("inns-cathedrals"), 2, 150);
  CheckInvariants(BundledSet("inns-cathedrals"), 6, 60);
}

/// Replays a finished random game with the river into a fresh game and checks
/// every placement against the rules: edges, the river's course, and its
/// order (the river stack, then the lake, then the rest).
void CheckRiverGame(const Game& played, int game) {
  const ShapeCatalog& catalog = played.catalog();
  const TileSet& set = catalog.set();
  Game replay(catalog, played.players(), set.followers, set.farmers, set.TileCount());
  const auto& placements = played.placements();
  ASSERT_TRUE(set.tiles[placements[0].type].IsSpring());
  replay.PlaceStart(placements[0].type, placements[0].quarters);
  enum Phase { kRiver, kLake, kMain } phase = kRiver;
  for (size_t p = 1; p < placements.size(); ++p) {
    const PlacedTile& t = placements[p];
    const Board& b = played.board();
    int cell = replay.board().Cell(b.X(t.cell), b.Y(t.cell));
    const TileType& type = set.tiles[t.type];
    Phase now = type.IsLake() ? kLake : type.HasWater() ? kRiver : kMain;
    if (now == kMain && phase == kRiver && type.start) now = kRiver;  // start_tile: with-river
    ASSERT_GE(int(now), int(phase)) << "game " << game << " placement " << p << " " << type.id;
    phase = now;
    ASSERT_TRUE(replay.board().Fits(catalog.Get(t.type, t.quarters), cell))
        << "game " << game << " placement " << p;
    ASSERT_EQ(replay.CheckRiver(t.type, t.quarters, cell), RiverProblem::None)
        << "game " << game << " placement " << p << " " << type.id;
    replay.PlaceTile(t.type, t.quarters, cell, t.player);
  }
}

TEST(SimulateTest, RiverGamesKeepTheInvariantsAndTheRiversRules) {
  CheckInvariants(BundledSet("river"), 2, 200);
  CheckInvariants(BundledSet("river"), 4, 50);
  ShapeCatalog catalog(BundledSet("river"));
  Match rg(catalog, 3);
  int lakes = 0;
  for (int i = 0; i < 300; ++i) {
    rg.Play(GameSeed(5, uint64_t(i)));
    CheckRiverGame(rg.game(), i);
    for (const PlacedTile& t : rg.game().placements()) lakes += catalog.set().tiles[t.type].IsLake();
  }
  EXPECT_GT(lakes, 290);  // the river nearly always reaches its lake
}

TEST(SimulateTest, TilesThatFitNowhereAreSetAside) {
  // C fits only against a city edge; once E has capped D's city, there is none.
  TileSet set;
  Diagnostics diags;
  ASSERT_TRUE(LoadTileSetFromString("tiny.yaml", R"(set:
  name: Tiny
tiles:
  - {id: D, count: 1, start: true, edges: CRFR, cities: [{sides: [N]}], roads: [{sides: [E, W]}]}
  - {id: E, count: 1, edges: CFFF, cities: [{sides: [N]}]}
  - {id: C, count: 1, edges: CCCC, cities: [{sides: [N, E, S, W]}]}
)", &set, &diags).ok());
  CheckInvariants(set, 2, 200);
  SimulationOptions options;
  options.games = 400;
  SimulationResult r = Simulate(set, options);
  EXPECT_GT(r.totals.games_with_set_aside, 20);
  EXPECT_LT(r.totals.games_with_set_aside, 100);
  EXPECT_EQ(r.totals.set_aside_max, 1);
  EXPECT_EQ(r.totals.turns + r.totals.set_aside, 2 * r.totals.games);
}

TEST(SimulateTest, GameSeedsDependOnSeedAndIndexOnly) {
  EXPECT_EQ(GameSeed(1, 5), GameSeed(1, 5));
  EXPECT_NE(GameSeed(1, 5), GameSeed(1, 6));
  EXPECT_NE(GameSeed(1, 5), GameSeed(2, 5));
}

void ExpectSameSeats(const std::vector<SeatTotals>& a, const std::vector<SeatTotals>& b) {
  ASSERT_EQ(a.size(), b.size());
  for (size_t i = 0; i < a.size(); ++i) {
    EXPECT_EQ(a[i].points, b[i].points);
    EXPECT_EQ(a[i].squares, b[i].squares);
    EXPECT_EQ(a[i].min, b[i].min);
    EXPECT_EQ(a[i].max, b[i].max);
    EXPECT_EQ(a[i].wins, b[i].wins);
    EXPECT_EQ(a[i].ties, b[i].ties);
    EXPECT_EQ(a[i].turns, b[i].turns);
    EXPECT_EQ(a[i].empty_supply, b[i].empty_supply);
    EXPECT_EQ(a[i].histogram, b[i].histogram);
  }
}

void ExpectSameTotals(const SimulationTotals& a, const SimulationTotals& b) {
  EXPECT_EQ(a.games, b.games);
  EXPECT_EQ(a.set_aside, b.set_aside);
  EXPECT_EQ(a.set_aside_max, b.set_aside_max);
  EXPECT_EQ(a.games_with_set_aside, b.games_with_set_aside);
  ExpectSameSeats(a.seats, b.seats);
  ExpectSameSeats(a.entries, b.entries);
  EXPECT_EQ(a.in_play, b.in_play);
  EXPECT_EQ(a.final_scoring, b.final_scoring);
  for (int k = 0; k < kFeatureKinds; ++k) {
    EXPECT_EQ(a.features[k].count, b.features[k].count);
    EXPECT_EQ(a.features[k].completed, b.features[k].completed);
    EXPECT_EQ(a.features[k].completed_tiles, b.features[k].completed_tiles);
    EXPECT_EQ(a.features[k].open_tiles, b.features[k].open_tiles);
  }
  ASSERT_EQ(a.types.size(), b.types.size());
  for (size_t t = 0; t < a.types.size(); ++t) {
    EXPECT_EQ(a.types[t].drawn, b.types[t].drawn);
    EXPECT_EQ(a.types[t].set_aside, b.types[t].set_aside);
    EXPECT_EQ(a.types[t].legal, b.types[t].legal);
    EXPECT_EQ(a.types[t].placed, b.types[t].placed);
    EXPECT_EQ(a.types[t].followers, b.types[t].followers);
    EXPECT_EQ(a.types[t].feature_points, b.types[t].feature_points);
  }
  EXPECT_EQ(a.open_edges, b.open_edges);
  EXPECT_EQ(a.turns, b.turns);
  EXPECT_EQ(a.turns_min, b.turns_min);
  EXPECT_EQ(a.turns_max, b.turns_max);
  EXPECT_EQ(a.highest.index, b.highest.index);
  EXPECT_EQ(a.lowest.index, b.lowest.index);
  ASSERT_EQ(a.remembered.size(), b.remembered.size());
  for (size_t i = 0; i < a.remembered.size(); ++i) {
    EXPECT_EQ(a.remembered[i].index, b.remembered[i].index);
    EXPECT_EQ(a.remembered[i].total, b.remembered[i].total);
  }
}

TEST(SimulateTest, SameSeedGivesTheSameFiguresWhateverTheThreadCount) {
  SimulationOptions options;
  options.games = 301;
  options.seed = 42;
  SimulationResult one = Simulate(BundledSet("base-c1"), options);
  options.threads = 3;
  SimulationResult three = Simulate(BundledSet("base-c1"), options);
  ExpectSameTotals(one.totals, three.totals);
  options.seed = 43;
  SimulationResult other = Simulate(BundledSet("base-c1"), options);
  EXPECT_NE(one.totals.seats[0].points, other.totals.seats[0].points);
}

TEST(SimulateTest, RandomPlayersKeepTheirFiguresForASeed) {
  // Figures of `carckit simulate base-c1 --games 1000 --seed 1 --players 3`
  // from the engine before players had kinds: the random player and the deck
  // draw the same numbers from the same generator as then.
  SimulationOptions options;
  options.games = 1000;
  options.players = 3;
  options.threads = 2;
  SimulationResult r = Simulate(BundledSet("base-c1"), options);
  const SimulationTotals& t = r.totals;
  EXPECT_EQ(t.seats[0].points, 17993);
  EXPECT_EQ(t.seats[1].points, 17557);
  EXPECT_EQ(t.seats[2].points, 17182);
  EXPECT_EQ(t.seats[0].wins, 381);
  EXPECT_EQ(t.seats[1].wins, 347);
  EXPECT_EQ(t.seats[2].wins, 332);
  EXPECT_EQ(t.seats[2].max, 52);
  EXPECT_EQ(t.set_aside, 14);
  EXPECT_EQ(t.in_play, (std::array<long long, kScoreKinds>{3323, 4864, 171, 0}));
  EXPECT_EQ(t.final_scoring, (std::array<long long, kScoreKinds>{10775, 16835, 7212, 9552}));
  EXPECT_EQ(t.features[int(FeatureKind::Road)].completed, 4280);
  EXPECT_EQ(t.features[int(FeatureKind::City)].count, 27728);
  EXPECT_EQ(t.features[int(FeatureKind::Monastery)].completed, 45);
  EXPECT_EQ(t.turns, 70986);
}

}  // namespace
}  // namespace carc
