#include "base/confidence.h"

#include <gtest/gtest.h>

namespace carc {
namespace {

TEST(ConfidenceTest, WilsonIntervalMatchesPublishedValues) {
  // Newcombe (1998), table I: 81 of 263 gives 0.2553 to 0.3662.
  ShareEstimate e = EstimateShare(81, 263);
  EXPECT_NEAR(e.share, 0.30798, 1e-5);
  EXPECT_NEAR(e.ci.low, 0.2553, 1e-4);
  EXPECT_NEAR(e.ci.high, 0.3662, 1e-4);
  // 0 of 10: from 0 to 0.2775, never below 0.
  e = EstimateShare(0, 10);
  EXPECT_EQ(e.ci.low, 0.0);
  EXPECT_NEAR(e.ci.high, 0.2775, 1e-4);
  EXPECT_FALSE(EstimateShare(0, 0).ci.known);
}

TEST(ConfidenceTest, MeanIntervalFromSums) {
  // 1, 2, 3, 4: mean 2.5, sd 1.29099, half-width 1.96 * sd / 2.
  MeanEstimate e = EstimateMean(4, 10, 30);
  EXPECT_DOUBLE_EQ(e.mean, 2.5);
  EXPECT_NEAR(e.sd, 1.290994, 1e-6);
  EXPECT_NEAR(e.ci.high - e.mean, kZ95 * 1.290994 / 2, 1e-6);
  EXPECT_FALSE(EstimateMean(1, 5, 25).ci.known);
}

TEST(ConfidenceTest, DifferencesOfIndependentSamples) {
  // Newcombe (1998), table II, example (a): 56/70 - 48/80 = 0.2, 0.0524 to 0.3339.
  Interval d = ShareDifference(EstimateShare(48, 80), EstimateShare(56, 70));
  EXPECT_NEAR(d.low, 0.0524, 1e-4);
  EXPECT_NEAR(d.high, 0.3339, 1e-4);
  EXPECT_TRUE(d.Excludes(0));
  Interval same = MeanDifference(EstimateMean(4, 10, 30), EstimateMean(4, 10, 30));
  EXPECT_TRUE(same.known);
  EXPECT_FALSE(same.Excludes(0));
}

TEST(ConfidenceTest, ClusteredVarianceOfOneValueAGameIsTheMeansVariance) {
  // One value a game (1, 2, 3, 4): the ratio sum / count is the mean, whose
  // variance is sd^2 / n = 1.6667 / 4.
  GameProductSums<2> s;
  for (long long y : {1, 2, 3, 4}) s.Add({y, 1});
  double mean = double(s.sums[0]) / double(s.sums[1]);
  EXPECT_DOUBLE_EQ(mean, 2.5);
  double var = ClusteredVariance(s, {1.0 / 4, -mean / 4});
  EXPECT_NEAR(var, (5.0 / 3.0) / 4, 1e-12);
}

TEST(ConfidenceTest, ClusteredVarianceSeesPlayersOfOneGame) {
  // Two players a game, one with the tile and one without, margins y and -y
  // (y = 10, -10, 20, 0): the difference of the two sides' means is 2y's
  // mean (10), whose variance is var(2y) / 4 = 4 * 166.67 / 4. Taken as
  // independent samples it would be half that.
  GameProductSums<4> s;  // with's margins, with's players, without's margins, without's players
  for (long long y : {10, -10, 20, 0}) s.Add({y, 1, -y, 1});
  double with = double(s.sums[0]) / 4, without = double(s.sums[2]) / 4;
  EXPECT_DOUBLE_EQ(with - without, 10);
  double var = ClusteredVariance(s, {1.0 / 4, -with / 4, -1.0 / 4, without / 4});
  EXPECT_NEAR(var, 4 * (500.0 / 3.0) / 4, 1e-9);
  GameProductSums<4> merged;
  GameProductSums<4> half;
  half.Add({10, 1, -10, 1});
  half.Add({-10, 1, 10, 1});
  merged.Merge(half);
  half = GameProductSums<4>();
  half.Add({20, 1, -20, 1});
  half.Add({0, 1, 0, 1});
  merged.Merge(half);
  EXPECT_EQ(merged.games, 4);
  EXPECT_NEAR(ClusteredVariance(merged, {1.0 / 4, -with / 4, -1.0 / 4, without / 4}), var, 1e-9);
  EXPECT_EQ(ClusteredVariance(GameProductSums<4>(), {1, 1, 1, 1}), 0.0);
}

TEST(ConfidenceTest, ARatioOfOneValueAGameHasTheMeansInterval) {
  // (y, 1) a game: the ratio is the mean of y, with the normal interval.
  GameProductSums<2> s;
  for (long long y : {3, 7, 4, 9, 2, 5}) s.Add({y, 1});
  Interval ratio = RatioInterval(s, {1, 0}, {0, 1});
  MeanEstimate mean = EstimateMean(6, 30, 9 + 49 + 16 + 81 + 4 + 25);
  EXPECT_NEAR(ratio.low, mean.ci.low, 1e-12);
  EXPECT_NEAR(ratio.high, mean.ci.high, 1e-12);
  EXPECT_DOUBLE_EQ(RatioOf(s, {1, 0}, {0, 1}), 5.0);
  EXPECT_FALSE(RatioInterval(GameProductSums<2>(), {1, 0}, {0, 1}).known);
}

TEST(ConfidenceTest, ASharesTrialsCountAsTheGamesAreWorth) {
  // One trial a game: nearly Wilson's interval of as many trials (the games'
  // variance has games - 1 below it).
  GameProductSums<2> one;
  for (int g = 0; g < 40; ++g) one.Add({g % 4 == 0, 1});
  ShareEstimate e = ShareInGames(one, {1, 0}, {0, 1});
  EXPECT_EQ(e.n, 40);
  EXPECT_EQ(e.hits, 10);
  Interval wilson = WilsonInterval(0.25, 39);
  EXPECT_NEAR(e.ci.low, wilson.low, 1e-12);
  EXPECT_NEAR(e.ci.high, wilson.high, 1e-12);
  // Five trials a game, all hit or all missed: worth one trial a game, not five.
  GameProductSums<2> whole;
  for (int g = 0; g < 40; ++g) whole.Add({g % 4 == 0 ? 5 : 0, 5});
  e = ShareInGames(whole, {1, 0}, {0, 1});
  EXPECT_EQ(e.n, 200);
  EXPECT_NEAR(e.ci.low, wilson.low, 1e-12);
  EXPECT_NEAR(e.ci.high, wilson.high, 1e-12);
  // Trials independent of their game (each game the same share): never
  // narrower than Wilson's interval of all of them.
  GameProductSums<2> even;
  for (int g = 0; g < 40; ++g) even.Add({1, 4});
  e = ShareInGames(even, {1, 0}, {0, 1});
  Interval all = WilsonInterval(0.25, 160);
  EXPECT_NEAR(e.ci.low, all.low, 1e-12);
  EXPECT_NEAR(e.ci.high, all.high, 1e-12);
  EXPECT_EQ(AtLeastZero({-1, 2, true}).low, 0);
  EXPECT_EQ(AtLeastZero({1, 2, true}).low, 1);
}

}  // namespace
}  // namespace carc
