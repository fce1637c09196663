#include "play/precision.h"

#include <gtest/gtest.h>

#include "play/play_figures.h"
#include "play/simulate.h"
#include "rules/engine_testing.h"
#include "spec/spec_loader.h"
#include "spec/validator.h"

namespace carc {
namespace {

using test_support::BundledSet;

std::vector<SimulationResult> Auto(const TileSet& set, const PrecisionGoal& goal, int threads) {
  SimulationOptions o;
  o.threads = threads;
  o.seed = 4;
  return SimulateToPrecision({&set}, {o}, goal);
}

TEST(PrecisionTest, StopsOnceEverySeatsShareIsPreciseEnough) {
  PrecisionGoal goal;
  goal.won = 0.03;     // about 1,070 games of two random players
  goal.margin = 100;   // any margin interval will do
  SimulationResult r = Auto(BundledSet("pnp-demo"), goal, 1)[0];
  ASSERT_TRUE(r.precision.used);
  EXPECT_EQ(r.precision.stop, PrecisionStop::Precise);
  EXPECT_TRUE(r.precision.wide.empty());
  EXPECT_FALSE(r.partial);
  EXPECT_EQ(r.options.games, r.totals.games);
  for (const SeatTotals& s : r.totals.seats)
    EXPECT_LE(FiguresOf(s, r.totals.games).won.ci.Width() / 2, goal.won);
  // It took more than the first batch, which was not precise yet.
  EXPECT_GT(r.precision.batches, 1);
  SimulationOptions first;
  first.games = kFirstPrecisionBatch;
  first.seed = 4;
  EXPECT_FALSE(WideFigures(Simulate(BundledSet("pnp-demo"), first), CheckedTypes(BundledSet("pnp-demo")), goal)
                   .empty());
  // And no more than a batch past what the goal needs: 1.96^2 / 4 / 0.03^2.
  EXPECT_LT(r.totals.games, 2 * 1068);
}

TEST(PrecisionTest, TheSameGamesWhateverTheThreadCount) {
  PrecisionGoal goal;
  goal.won = 0.035;
  goal.margin = 3;
  SimulationResult one = Auto(BundledSet("pnp-demo"), goal, 1)[0];
  SimulationResult three = Auto(BundledSet("pnp-demo"), goal, 3)[0];
  EXPECT_EQ(one.totals.games, three.totals.games);
  EXPECT_EQ(one.precision.batches, three.precision.batches);
  for (size_t s = 0; s < one.totals.seats.size(); ++s) {
    EXPECT_EQ(one.totals.seats[s].points, three.totals.seats[s].points);
    EXPECT_EQ(one.totals.seats[s].wins, three.totals.seats[s].wins);
  }
  for (size_t t = 0; t < one.totals.types.size(); ++t) {
    EXPECT_EQ(one.totals.types[t].with.margin.sum, three.totals.types[t].with.margin.sum);
    EXPECT_EQ(one.totals.types[t].own_points.sum, three.totals.types[t].own_points.sum);
  }
  // Batches continue the run: the games are those of one run of that many.
  SimulationOptions plain;
  plain.games = one.totals.games;
  plain.seed = 4;
  SimulationResult all = Simulate(BundledSet("pnp-demo"), plain);
  EXPECT_EQ(all.totals.seats[0].squares, one.totals.seats[0].squares);
  EXPECT_EQ(all.totals.turns, one.totals.turns);
}

TEST(PrecisionTest, ObeysTheCapAndSaysWhatIsStillWide) {
  PrecisionGoal goal;
  goal.won = 0.001;
  goal.max_games = 700;
  SimulationResult r = Auto(BundledSet("pnp-demo"), goal, 2)[0];
  EXPECT_EQ(r.totals.games, 700);
  EXPECT_EQ(r.precision.batches, 2);  // 500, then the cap
  EXPECT_EQ(r.precision.stop, PrecisionStop::Cap);
  ASSERT_FALSE(r.precision.wide.empty());
  EXPECT_EQ(r.precision.wide[0].what, "seat 1 won or shared");
  EXPECT_TRUE(r.precision.wide[0].share);
  EXPECT_GT(r.precision.wide[0].half_width, goal.won);
}

TEST(PrecisionTest, NextBatchFollowsTheWidestFigure) {
  PrecisionGoal goal;
  goal.max_games = 100000;
  // Twice the goal's width: four times the games, but at most twice as many.
  EXPECT_EQ(NextGames(2000, {{"w", true, true, 0.04, 0.02}}, goal), 4000);
  // 10 % too wide: 1.1^2 x 1.1 = 1.331 times the games.
  EXPECT_EQ(NextGames(10000, {{"w", false, true, 2.2, 2.0}}, goal), 13310);
  // At least a first batch more, never past the cap.
  EXPECT_EQ(NextGames(2000, {{"w", false, true, 2.001, 2.0}}, goal), 2000 + kFirstPrecisionBatch);
  goal.max_games = 12000;
  EXPECT_EQ(NextGames(10000, {{"w", false, false, 0, 2.0}}, goal), 12000);
}

TEST(PrecisionTest, ChecksTheTypesASetAddsOrChanges) {
  const char* yaml = R"(set:
  name: two new types
  extends: base-c1.yaml
tiles:
  - {id: B, count: 3}
  - {id: FFFF, count: 2, edges: FFFF}
)";
  TileSet set;
  Diagnostics diags;
  ASSERT_TRUE(LoadTileSetFromString(std::string(CARCKIT_SOURCE_DIR) + "/tilesets/two.yaml", yaml, &set, &diags).ok());
  bool own = false;
  std::vector<bool> checked = CheckedTypes(set, &own);
  EXPECT_TRUE(own);
  std::vector<std::string> ids;
  for (size_t i = 0; i < checked.size(); ++i)
    if (checked[i]) ids.push_back(set.tiles[i].id);
  EXPECT_EQ(ids, (std::vector<std::string>{"B", "FFFF"}));
  // A set of its own: every type with a copy to draw.
  checked = CheckedTypes(BundledSet("pnp-demo"), &own);
  EXPECT_FALSE(own);
  EXPECT_EQ(std::count(checked.begin(), checked.end(), true), 22);
}

}  // namespace
}  // namespace carc
