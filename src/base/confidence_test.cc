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

}  // namespace
}  // namespace carc
