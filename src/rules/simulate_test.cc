#include "rules/simulate.h"

#include <gtest/gtest.h>

#include "rules/engine_testing.h"

namespace carc {
namespace {

using testing_support::BundledSet;

/// Followers of `player` standing on the board.
int OnBoard(const Game& g, int player) {
  int n = 0;
  for (int i = 0; i < g.forest().size(); ++i) n += g.forest().node(i).owner == player;
  return n;
}

/// Whether the last tile placed touches the board along an edge and matches
/// every neighbour, checked from the placed shapes alone.
bool LastPlacementIsLegal(const Game& g) {
  int p = int(g.placements().size()) - 1;
  const TileShape& shape = g.ShapeOf(p);
  int touching = 0;
  for (int s = 0; s < kSides; ++s) {
    int q = g.board().At(g.board().Neighbour(g.placements()[p].cell, Side(s)));
    if (q < 0) continue;
    ++touching;
    if (g.ShapeOf(q).edges[int(Opposite(Side(s)))] != shape.edges[s]) return false;
  }
  return touching > 0;
}

/// Plays `games` seeded games and checks the invariants after every turn.
void CheckInvariants(const TileSet& set, int players, int games) {
  ShapeCatalog catalog(set);
  RandomGame rg(catalog, players);
  for (int i = 0; i < games; ++i) {
    rg.Play(GameSeed(7, uint64_t(i)));  // warm the reused game: Reset must leave nothing behind
    rg.Start(GameSeed(99, uint64_t(i)));
    const Game& g = rg.game();
    std::vector<int> last(size_t(players), 0);
    auto check = [&] {
      for (int p = 0; p < players; ++p) {
        ASSERT_EQ(g.supply(p) + OnBoard(g, p), set.followers) << "game " << i << " player " << p;
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
  RandomGame rg(catalog, 3);
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

void ExpectSameTotals(const SimulationTotals& a, const SimulationTotals& b) {
  EXPECT_EQ(a.games, b.games);
  EXPECT_EQ(a.set_aside, b.set_aside);
  EXPECT_EQ(a.set_aside_max, b.set_aside_max);
  EXPECT_EQ(a.games_with_set_aside, b.games_with_set_aside);
  EXPECT_EQ(a.seat_points, b.seat_points);
  EXPECT_EQ(a.seat_min, b.seat_min);
  EXPECT_EQ(a.seat_max, b.seat_max);
  EXPECT_EQ(a.seat_wins, b.seat_wins);
  EXPECT_EQ(a.in_play, b.in_play);
  EXPECT_EQ(a.final_scoring, b.final_scoring);
  EXPECT_EQ(a.features, b.features);
  EXPECT_EQ(a.completed, b.completed);
  EXPECT_EQ(a.turns, b.turns);
  EXPECT_EQ(a.turns_min, b.turns_min);
  EXPECT_EQ(a.turns_max, b.turns_max);
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
  EXPECT_NE(one.totals.seat_points, other.totals.seat_points);
}

TEST(SimulateTest, TextReportForAFixedSeed) {
  SimulationOptions options;
  options.games = 200;
  options.seed = 1;
  SimulationResult r = Simulate(BundledSet("pnp-demo"), options);
  std::string text = SimulationText(r);
  text = text.substr(0, text.find("  throughput: "));
  EXPECT_EQ(text,
            "pnp-demo (Carcassonne print-and-play demo (2020)): 200 games, 2 players, seed 1\n"
            "  set aside as unplaceable: mean 0.04 tiles per game, max 1, in 3.5% of games\n"
            "  final score by seat:\n"
            "    seat 1: mean 19.3, min 7, max 34, won or shared 58.0%\n"
            "    seat 2: mean 18.6, min 8, max 42, won or shared 46.5%\n"
            "  mean points per game by feature, all players (during play + final = total):\n"
            "    road: 2.6 + 10.6 = 13.2\n"
            "    city: 4.7 + 15.8 = 20.5\n"
            "    monastery: 0.0 + 4.2 = 4.2\n"
            "    farm: 0.0 + 0.0 = 0.0\n"
            "  completed by the end of the game:\n"
            "    roads: 11.6% (2.8 of 24.4 per game)\n"
            "    cities: 11.2% (2.2 of 19.6 per game)\n"
            "    monasteries: 0.5% (0.0 of 3.0 per game)\n"
            "  game length: mean 47.0 turns, min 46, max 47\n");
}

}  // namespace
}  // namespace carc
