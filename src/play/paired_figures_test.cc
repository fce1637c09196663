#include "play/paired_figures.h"

#include <gtest/gtest.h>

#include "play/simulate.h"
#include "rules/engine_testing.h"

namespace carc {
namespace {

using test_support::BundledSet;

SimulationResult PlayKept(const TileSet& set, long long games, uint64_t seed, int threads = 1) {
  SimulationOptions o;
  o.games = games;
  o.seed = seed;
  o.threads = threads;
  o.keep_scores = true;
  return Simulate(set, o);
}

TypeRowsView View(const SimulationResult& r, int type) {
  return {&r.type_games, int(r.type_ids.size()), type};
}

TEST(PairedFiguresTest, EachGamesRowsAddUpToTheRunsTotals) {
  SimulationResult r = PlayKept(BundledSet("pnp-demo"), 60, 3, 3);
  size_t types = r.type_ids.size();
  ASSERT_EQ(r.type_games.size(), 60 * types * kTypeGameFields);
  for (size_t t = 0; t < types; ++t) {
    long long sums[kTypeGameFields] = {};
    for (size_t g = 0; g < 60; ++g)
      for (int f = 0; f < kTypeGameFields; ++f)
        sums[f] += r.type_games[(g * types + t) * kTypeGameFields + size_t(f)];
    const TypeTotals& s = r.totals.types[t];
    EXPECT_EQ(sums[kWithPlayers], s.with.margin.n);
    EXPECT_EQ(sums[kWithWins], s.with.wins);
    EXPECT_EQ(sums[kWithMargin], s.with.margin.sum);
    EXPECT_EQ(sums[kWithoutPlayers], s.without.margin.n);
    EXPECT_EQ(sums[kWithoutMargin], s.without.margin.sum);
    EXPECT_EQ(sums[kOwnCopies], s.own_points.n);
    EXPECT_EQ(sums[kOwnPoints], s.own_points.sum);
    EXPECT_EQ(sums[kDrawnCopies], s.drawn);
    EXPECT_EQ(sums[kSetAsideCopies], s.set_aside);
    EXPECT_EQ(sums[kLegalSum], s.legal);
    EXPECT_EQ(sums[kFitCellsSum], s.fit_cells);
    EXPECT_EQ(sums[kFrontierSum], s.frontier);
    // Every game: each player is with or without the type.
    for (size_t g = 0; g < 60; ++g) {
      const int32_t* row = &r.type_games[(g * types + t) * kTypeGameFields];
      EXPECT_EQ(row[kWithPlayers] + row[kWithoutPlayers], 2);
    }
  }
}

TEST(PairedFiguresTest, TheSameGamesTwiceDifferByNothing) {
  SimulationResult a = PlayKept(BundledSet("pnp-demo"), 80, 5), b = PlayKept(BundledSet("pnp-demo"), 80, 5, 2);
  for (int t = 0; t < int(a.type_ids.size()); ++t)
    for (PairedTypeFigure f : kPairedTypeFigures) {
      MeanEstimate d = PairedTypeDifference(View(a, t), View(b, t), f);
      if (!d.ci.known) continue;  // a rare type's margin: too few player-games
      EXPECT_EQ(d.mean, 0) << a.type_ids[size_t(t)] << " " << PairedTypeFigureKey(f);
      EXPECT_EQ(d.ci.Width(), 0);
      EXPECT_FALSE(d.ci.Excludes(0));
    }
}

TEST(PairedFiguresTest, ARatiosDifferenceByHand) {
  // Three games of one type: 20 draws each; 10, 20, 30 legal placements in
  // run a (1 a draw) and 20, 20, 40 in run b (4/3). Linearised per game,
  // (y - R x) / mean x: a -0.5, 0, 0.5; b -1/3, -1/3, 2/3; their differences
  // 1/6, -1/3, 1/6 have sd sqrt((1/36 + 1/9 + 1/36) / 2) = sqrt(1/12), so the
  // standard error is sqrt(1/12 / 3) = 1/6.
  auto rows = [](std::initializer_list<int> legal) {
    std::vector<int32_t> out;
    for (int l : legal) {
      int32_t row[kTypeGameFields] = {};
      row[kDrawnCopies] = 20;
      row[kLegalSum] = l;
      out.insert(out.end(), row, row + kTypeGameFields);
    }
    return out;
  };
  std::vector<int32_t> a = rows({10, 20, 30}), b = rows({20, 20, 40});
  MeanEstimate d = PairedTypeDifference({&a, 1, 0}, {&b, 1, 0}, PairedTypeFigure::Placements);
  EXPECT_EQ(d.n, 3);
  EXPECT_NEAR(d.mean, 1.0 / 3, 1e-12);
  EXPECT_NEAR(d.ci.low, 1.0 / 3 - kZ95 / 6, 1e-12);
  EXPECT_NEAR(d.ci.high, 1.0 / 3 + kZ95 / 6, 1e-12);
  // Too few draws for an interval: none.
  std::vector<int32_t> few = rows({1, 2, 3});
  for (size_t g = 0; g < 3; ++g) few[g * kTypeGameFields + kDrawnCopies] = 9;
  EXPECT_FALSE(PairedTypeDifference({&few, 1, 0}, {&few, 1, 0}, PairedTypeFigure::Placements).ci.known);
  // Runs of different lengths do not pair.
  std::vector<int32_t> two = rows({10, 20});
  EXPECT_FALSE(PairedTypeDifference({&a, 1, 0}, {&two, 1, 0}, PairedTypeFigure::Placements).ci.known);
}

TEST(PairedFiguresTest, PairingTheSameDealsNarrowsTheInterval) {
  // One follower fewer keeps the deck, so the same seed deals the same tiles
  // in the same order: paired with those games (seed 1 on both) rather than
  // with other games (seed 2), most of the luck of the draw cancels.
  const TileSet& demo = BundledSet("pnp-demo");
  TileSet fewer = demo;
  fewer.followers -= 1;
  SimulationResult a = PlayKept(demo, 300, 1), same = PlayKept(fewer, 300, 1),
                   other = PlayKept(fewer, 300, 2);
  int u = 20;  // U, a straight road
  ASSERT_EQ(a.type_ids[size_t(u)], "U");
  for (PairedTypeFigure f : {PairedTypeFigure::Placements, PairedTypeFigure::Fit,
                             PairedTypeFigure::OwnPoints}) {
    MeanEstimate paired = PairedTypeDifference(View(a, u), View(same, u), f);
    MeanEstimate unpaired = PairedTypeDifference(View(a, u), View(other, u), f);
    ASSERT_TRUE(paired.ci.known && unpaired.ci.known);
    EXPECT_LT(paired.ci.Width(), 0.8 * unpaired.ci.Width()) << PairedTypeFigureKey(f);
  }
}

TEST(PairedFiguresTest, ATypeGivenShieldsScoresClearlyMoreOverTheSameGames) {
  // Version 2 of a set gives the city cap E two shields: the same deck, so
  // the same deals, and E's own points per copy are clearly higher.
  const TileSet& demo = BundledSet("pnp-demo");
  TileSet shields = demo;
  int e = -1;
  for (size_t i = 0; i < shields.tiles.size(); ++i)
    if (shields.tiles[i].id == "E") {
      shields.tiles[i].cities[0].shields = 2;
      e = int(i);
    }
  ASSERT_GE(e, 0);
  SimulationOptions o;
  o.games = 400;
  o.keep_scores = true;
  o.seats = {PlayerSpec{PlayerKind::Greedy}, PlayerSpec{PlayerKind::Greedy}};
  SimulationResult a = Simulate(demo, o), b = Simulate(shields, o);
  MeanEstimate d = PairedTypeDifference(View(a, e), View(b, e), PairedTypeFigure::OwnPoints);
  ASSERT_TRUE(d.ci.known);
  EXPECT_GT(d.ci.low, 0) << d.mean;
  // Where it is placed does not change: the same edges.
  MeanEstimate fit = PairedTypeDifference(View(a, e), View(b, e), PairedTypeFigure::Fit);
  EXPECT_FALSE(fit.ci.Excludes(0)) << fit.mean;
}

}  // namespace
}  // namespace carc
