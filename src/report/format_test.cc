#include "report/format.h"

#include <gtest/gtest.h>

namespace carc {
namespace {

TEST(FormatTest, FixedRoundsToTheDigitsAsked) {
  EXPECT_EQ(Fixed(19.25), "19.2");  // binary 19.25 is exact: round half to even
  EXPECT_EQ(Fixed(19.26), "19.3");
  EXPECT_EQ(Fixed(2.0 / 3, 2), "0.67");
  EXPECT_EQ(Fixed(7, 0), "7");
  EXPECT_EQ(Fixed(-0.04), "-0.0");
}

TEST(FormatTest, PercentHasOneDecimal) {
  EXPECT_EQ(Percent(0.58), "58.0%");
  EXPECT_EQ(Percent(0.045), "4.5%");
  EXPECT_EQ(Percent(0), "0.0%");
  EXPECT_EQ(Percent(1), "100.0%");
}

TEST(FormatTest, ChartPercentIsShortAndShowsRareEvents) {
  EXPECT_EQ(ChartPercent(0.58), "58%");
  EXPECT_EQ(ChartPercent(0.1), "10%");
  EXPECT_EQ(ChartPercent(0.045), "4.5%");
  EXPECT_EQ(ChartPercent(0.0004), "<0.1%");
  EXPECT_EQ(ChartPercent(0), "0%");
}

TEST(FormatTest, FiguresCarryTheirIntervals) {
  Interval ci{0.498, 0.544, true};
  EXPECT_EQ(IntervalText(ci, 100), "[49.8, 54.4]");
  EXPECT_EQ(IntervalText(Interval()), "-");
  EXPECT_EQ(ShareWithInterval(EstimateShare(500, 1000)), "50.0% [46.9, 53.1]");
  EXPECT_EQ(ShareWithInterval(EstimateShare(0, 0)), "-");
  EXPECT_EQ(MeanWithInterval(EstimateMean(4, 8, 20)), "2.0 [0.9, 3.1]");
  EXPECT_EQ(MeanWithInterval(EstimateMean(1, 8, 64)), "-");  // one value: no interval
}

TEST(FormatTest, DifferencesHaveASignAndAMarkWhenClear) {
  EXPECT_EQ(DifferenceText({1.1, 5.3, true}, 3.2), "+3.2 [1.1, 5.3]");
  EXPECT_EQ(Difference({1.1, 5.3, true}, 3.2), "+3.2 [1.1, 5.3] *");
  EXPECT_EQ(Difference({-0.021, 0.013, true}, -0.004, 100), "-0.4 [-2.1, 1.3]");
  EXPECT_EQ(Difference(Interval(), 1), "-");
}

TEST(FormatTest, CountOfNamesOneOrMany) {
  EXPECT_EQ(CountOf(1, "tile", "tiles"), "1 tile");
  EXPECT_EQ(CountOf(0, "tile", "tiles"), "0 tiles");
  EXPECT_EQ(CountOf(3, "city", "cities"), "3 cities");
}

}  // namespace
}  // namespace carc
