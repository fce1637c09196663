// Games between every kind of player: every move legal, followers conserved,
// and the figures a designer reads right on sets small enough to know them.
#include "play/match.h"

#include <algorithm>

#include <gtest/gtest.h>

#include "rules/engine_testing.h"
#include "play/play_figures.h"
#include "play/simulate.h"
#include "spec/validator.h"

namespace carc {
namespace {

using test_support::BundledSet;
using test_support::LastPlacementIsLegal;
using test_support::OnBoard;

const PlayerSpec kRandom, kGreedy{PlayerKind::Greedy}, kMcts{PlayerKind::Mcts, 10},
    kMctsRandom{PlayerKind::Mcts, 10, true};

/// A set written inline, loaded and validated.
TileSet LoadSet(const std::string& yaml) {
  TileSet set;
  Diagnostics diags;
  EXPECT_TRUE(LoadTileSetFromString("tiny.yaml", yaml, &set, &diags).ok());
  Validate(set, &diags);
  std::string errors;
  for (const Diagnostic& d : diags.Sorted()) errors += d.Format() + "\n";
  EXPECT_FALSE(diags.HasErrors()) << errors;
  return set;
}

/// The follower placed this turn stands on a feature nobody else held.
bool FollowerWasFree(const Game& g, const DrawRecord& d) {
  if (d.segment < 0) return true;
  int p = int(g.placements().size()) - 1;
  int root = g.forest().FindConst(g.NodeOf(p, d.segment));
  // Scored and returned at once, or standing alone on its feature.
  return g.forest().node(root).done || g.forest().node(root).followers == 1;
}

void CheckEveryMove(const TileSet& set, const std::vector<PlayerSpec>& seats, int games) {
  ShapeCatalog catalog(set);
  Match match(catalog, seats);
  int players = int(seats.size());
  for (int i = 0; i < games; ++i) {
    match.Start(GameSeed(5, uint64_t(i)), i % players);
    const Game& g = match.game();
    auto conserved = [&] {
      for (int p = 0; p < players; ++p) {
        ASSERT_EQ(g.supply(p) + OnBoard(g, p), set.followers + set.large_followers)
            << seats[0].Name() << " game " << i;
        ASSERT_EQ(g.large_supply(p) + test_support::LargeOnBoard(g, p), set.large_followers);
      }
      ASSERT_EQ(int(g.placements().size()) + match.set_aside() + match.deck_left(), set.TileCount());
    };
    while (match.PlayTurn()) {
      ASSERT_TRUE(LastPlacementIsLegal(g)) << seats[0].Name() << " game " << i;
      ASSERT_TRUE(FollowerWasFree(g, match.draws().back())) << seats[0].Name() << " game " << i;
      conserved();
    }
    match.Finish();
    conserved();
  }
}

TEST(MatchTest, EveryMoveOfEveryPlayerKindIsLegalAndFollowersAreConserved) {
  const TileSet& base = BundledSet("base-c1");
  CheckEveryMove(base, {kGreedy, kGreedy}, 40);
  CheckEveryMove(base, {kGreedy, kRandom, kGreedy, kRandom, kGreedy}, 20);
  CheckEveryMove(base, {kMcts, kGreedy}, 2);
  CheckEveryMove(base, {kMctsRandom, kRandom, kMcts}, 1);
  CheckEveryMove(BundledSet("pnp-demo"), {kGreedy, kGreedy, kGreedy}, 30);
  CheckEveryMove(BundledSet("pnp-demo"), {kMcts, kRandom}, 2);
  // The River's rules too: Match refuses a river tile that does not continue
  // the river or turns back (it throws), so these games had none.
  CheckEveryMove(BundledSet("river"), {kGreedy, kGreedy}, 20);
  CheckEveryMove(BundledSet("river"), {kMcts, kMctsRandom}, 1);
  // Inns & Cathedrals: six players of every kind, large followers.
  const TileSet& ic = BundledSet("inns-cathedrals");
  CheckEveryMove(ic, {kGreedy, kRandom, kMcts, kMctsRandom, kGreedy, kRandom}, 1);
  CheckEveryMove(ic, {kGreedy, kGreedy, kGreedy, kGreedy, kGreedy, kGreedy}, 6);
}

TEST(MatchTest, EveryKindPutsItsLargeFollowerDown) {
  const TileSet& ic = BundledSet("inns-cathedrals");
  ShapeCatalog catalog(ic);
  for (const PlayerSpec& kind : {kRandom, kGreedy, kMcts}) {
    Match match(catalog, std::vector<PlayerSpec>{kind, kind});
    int large = 0;
    for (int i = 0; i < 3; ++i) {
      match.Play(GameSeed(11, uint64_t(i)));
      for (const DrawRecord& d : match.draws()) large += d.large;
    }
    EXPECT_GE(large, 3) << kind.Name();  // at least once a game and player, less returns
  }
}

TEST(MatchTest, EveryKindIsDeterministicForASeedAtAnyThreadCount) {
  for (const auto& seats : std::vector<std::vector<PlayerSpec>>{
           {kGreedy, kRandom}, {kMcts, kGreedy}, {kMctsRandom, kGreedy}}) {
    SimulationOptions options;
    options.games = seats[0].kind == PlayerKind::Mcts ? 4 : 60;
    options.seats = seats;
    options.rotate_seats = true;
    SimulationResult one = Simulate(BundledSet("base-c1"), options);
    options.threads = 3;
    SimulationResult three = Simulate(BundledSet("base-c1"), options);
    for (size_t s = 0; s < seats.size(); ++s) {
      EXPECT_EQ(one.totals.seats[s].histogram, three.totals.seats[s].histogram) << seats[0].Name();
      EXPECT_EQ(one.totals.entries[s].points, three.totals.entries[s].points) << seats[0].Name();
    }
    EXPECT_EQ(one.totals.turns, three.totals.turns);
    EXPECT_EQ(one.totals.open_edges, three.totals.open_edges);
  }
}

// A type whose edges nothing shows (cities, in a set of fields only) can
// never be placed: every copy drawn is set aside, whoever draws it.
TEST(MatchTest, ATypeThatFitsNowhereIsSetAsideEveryTimeItIsDrawn) {
  // `validate` refuses this set (X can never be placed), but the engine sets
  // aside whatever fits nowhere when drawn, in any set it is given.
  TileSet set;
  Diagnostics diags;
  ASSERT_TRUE(LoadTileSetFromString("tiny.yaml", R"(set:
  name: Fields and one city
tiles:
  - {id: S, count: 1, start: true, edges: FFFF, monastery: true}
  - {id: F, count: 8, edges: FFFF}
  - {id: X, count: 3, edges: CCCC, cities: [{sides: [N, E, S, W]}]}
)", &set, &diags).ok());
  for (const PlayerSpec& kind : {kRandom, kGreedy, kMcts}) {
    SimulationOptions options;
    options.games = kind.kind == PlayerKind::Mcts ? 5 : 100;
    options.seats = {kind, kind};
    SimulationResult r = Simulate(set, options);
    TypeFigures x = FiguresOf(r.totals.types[2], r.totals.games);
    EXPECT_EQ(r.totals.types[2].drawn, 3 * r.totals.games) << kind.Name();
    EXPECT_EQ(x.set_aside, 1.0) << kind.Name();
    EXPECT_EQ(x.placements, 0.0) << kind.Name();
    EXPECT_EQ(FiguresOf(r.totals.types[1], r.totals.games).set_aside, 0.0) << kind.Name();
    EXPECT_EQ(r.totals.set_aside, 3 * r.totals.games);
    EXPECT_EQ(r.totals.turns, 8 * r.totals.games);
  }
}

TEST(MatchTest, ASetWithoutMonasteriesShowsNone) {
  SimulationOptions options;
  options.games = 50;
  options.seats = {kGreedy, kRandom};
  SimulationResult r = Simulate(BundledSet("pnp-demo"), options);
  EXPECT_GT(r.totals.features[int(FeatureKind::Monastery)].count, 0);  // the demo has two
  TileSet set = LoadSet(R"(set:
  name: Roads only
tiles:
  - {id: U, count: 10, start: true, edges: FRFR, roads: [{sides: [E, W]}]}
  - {id: V, count: 10, edges: FFRR, roads: [{sides: [S, W]}]}
)");
  r = Simulate(set, options);
  const FeatureTotals& m = r.totals.features[int(FeatureKind::Monastery)];
  EXPECT_EQ(m.count, 0);
  EXPECT_EQ(r.totals.in_play[int(ScoreKind::Monastery)] + r.totals.final_scoring[int(ScoreKind::Monastery)], 0);
  for (const TypeTotals& t : r.totals.types) EXPECT_EQ(t.followers[int(FeatureKind::Monastery)], 0);
}

// Two tiles: the start tile's city cap and one more cap. The greedy player
// closes the city, with a knight on it; a random player lays the cap
// anywhere it fits and rarely closes the city.
TEST(MatchTest, OnATwoTileSetTheGreedyPlayerCompletesTheCityARandomPlayerLeavesOpen) {
  TileSet set = LoadSet(R"(set:
  name: Two caps
tiles:
  - {id: D, count: 1, start: true, edges: CFFF, cities: [{sides: [N]}]}
  - {id: E, count: 1, edges: CFFF, cities: [{sides: [N]}]}
)");
  SimulationOptions options;
  options.games = 200;
  options.seats = {kGreedy};
  options.players = 1;
  SimulationResult greedy = Simulate(set, options);
  EXPECT_EQ(FeatureFiguresOf(greedy.totals, FeatureKind::City).completion, 1.0);
  EXPECT_EQ(greedy.totals.seats[0].points, 4 * 200);  // a 2-tile city: 4 points now
  options.seats = {kRandom};
  SimulationResult random = Simulate(set, options);
  FeatureFigures f = FeatureFiguresOf(random.totals, FeatureKind::City);
  EXPECT_LT(f.completion, 0.3);
  EXPECT_GT(f.completion, 0.0);
}

TEST(MatchTest, SeatsRotateSoEveryPlayerMovesFirstEquallyOften) {
  SimulationOptions options;
  options.games = 90;
  options.players = 3;
  options.seats = {kGreedy, kRandom, kRandom};
  options.rotate_seats = true;
  SimulationResult r = Simulate(BundledSet("base-c1"), options);
  // 71 turns among 3 seats: 24, 24, 23; each player sits in each seat 30 times.
  EXPECT_NEAR(Ratio(r.totals.entries[0].turns, 90), (24 + 24 + 23) / 3.0, 0.2);
  EXPECT_NEAR(Ratio(r.totals.seats[0].turns, 90), 24, 0.2);
  EXPECT_NEAR(Ratio(r.totals.seats[2].turns, 90), 23, 0.2);
  EXPECT_TRUE(UnequalTurns(r.totals));
  EXPECT_EQ(r.totals.entries[0].wins, 90);
}

}  // namespace
}  // namespace carc

namespace carc {
namespace {

TEST(MatchTest, RandomPlayersFollowTheirPolicy) {
  SimulationOptions options;
  options.games = 50;
  options.policy.follower_percent = 0;
  SimulationResult none = Simulate(test_support::BundledSet("pnp-demo"), options);
  for (const TypeTotals& t : none.totals.types)
    for (long long n : t.followers) EXPECT_EQ(n, 0);
  EXPECT_EQ(none.totals.in_play[int(ScoreKind::City)] + none.totals.final_scoring[int(ScoreKind::City)], 0);
}

/// The types drawn in game `seed` of `set` with random players, dealt as
/// `counts` (empty: the set's own deck).
std::vector<int> Draws(const TileSet& set, const std::vector<int>& counts, uint64_t seed) {
  ShapeCatalog catalog(set);
  Match match(catalog, 2);
  match.DealAs(counts);
  match.Start(seed);
  std::vector<int> drawn;
  size_t seen = 0;
  while (match.PlayTurn())
    for (; seen < match.draws().size(); ++seen) drawn.push_back(match.draws()[seen].type);
  return drawn;
}

TEST(MatchTest, DealingAsAnotherCountKeepsTheDealWhereTheSetsAgree) {
  const TileSet& demo = BundledSet("pnp-demo");
  std::vector<int> counts;
  for (const TileType& t : demo.tiles) counts.push_back(t.count);
  int tt = 19;  // T, a road, 5 copies
  ASSERT_EQ(demo.tiles[size_t(tt)].id, "T");
  for (uint64_t seed : {1, 2, 3}) {
    std::vector<int> own = Draws(demo, {}, seed);
    // Its own counts: exactly its own deal.
    EXPECT_EQ(Draws(demo, counts, seed), own);
    // Two copies of T fewer: the same order, less the two Ts drawn last.
    TileSet fewer = demo;
    fewer.tiles[size_t(tt)].count = 3;
    std::vector<int> expected = own;
    for (int removed = 0; removed < 2;) {
      auto last = std::find(expected.rbegin(), expected.rend(), tt);
      expected.erase(std::next(last).base());
      ++removed;
    }
    std::vector<int> dealt;
    {
      ShapeCatalog catalog(fewer);
      Match match(catalog, 2);
      match.DealAs(counts);
      match.Start(seed);
      while (match.PlayTurn()) continue;
      for (const DrawRecord& d : match.draws()) dealt.push_back(d.type);
    }
    // The random players choose differently once the boards differ, and a
    // tile set aside depends on the board, but the deal is the same order.
    EXPECT_EQ(dealt, expected) << "seed " << seed;
    // Two more: every copy of the original deal, in its order, with two Ts put in.
    TileSet more = demo;
    more.tiles[size_t(tt)].count = 7;
    std::vector<int> with = Draws(more, counts, seed);
    ASSERT_EQ(with.size(), own.size() + 2);
    std::vector<int> without_two;
    int extra = 2;
    // Removing two Ts somewhere gives back the original order.
    for (size_t i = 0, j = 0; i < with.size(); ++i) {
      if (j < own.size() && with[i] == own[j]) {
        without_two.push_back(with[i]);
        ++j;
      } else {
        EXPECT_EQ(with[i], tt);
        --extra;
      }
    }
    EXPECT_EQ(without_two, own);
    EXPECT_EQ(extra, 0);
  }
  // Counts for another number of types change nothing.
  EXPECT_EQ(Draws(demo, {1, 2}, 1), Draws(demo, {}, 1));
}

}  // namespace
}  // namespace carc
