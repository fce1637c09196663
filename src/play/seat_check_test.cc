#include "play/seat_check.h"

#include <gtest/gtest.h>

namespace carc {
namespace {

/// Totals of `games` games whose seats won or shared `wins` each.
SimulationTotals Wins(long long games, const std::vector<long long>& wins) {
  SimulationTotals t(int(wins.size()), 0);
  t.games = games;
  for (size_t s = 0; s < wins.size(); ++s) t.seats[s].wins = wins[s];
  return t;
}

TEST(SeatCheckTest, ASeatIsFavouredWhenItsWholeIntervalLiesAboveTheAverage) {
  SimulationTotals t = Wins(1000, {600, 420});
  EXPECT_DOUBLE_EQ(AverageWonShare(t), 0.51);
  EXPECT_EQ(LeanOf(t, 0), SeatLean::Favoured);    // [0.569, 0.630]
  EXPECT_EQ(LeanOf(t, 1), SeatLean::Unfavoured);  // [0.390, 0.451]
  EXPECT_EQ(LeanOf(Wins(1000, {520, 500}), 0), SeatLean::Even);
}

TEST(SeatCheckTest, KindsDisagreeWhenTheLeansDifferAndTheIntervalsAreApart) {
  std::vector<SeatComparison> c = CompareSeats(Wins(1000, {600, 400}), Wins(1000, {510, 490}));
  ASSERT_EQ(c.size(), 2u);
  EXPECT_EQ(c[0].lean_a, SeatLean::Favoured);
  EXPECT_EQ(c[0].lean_b, SeatLean::Even);
  EXPECT_TRUE(c[0].disagree);
  EXPECT_TRUE(c[1].disagree);
  // Both favour seat 1: no disagreement, however far apart.
  c = CompareSeats(Wins(1000, {700, 300}), Wins(1000, {580, 420}));
  EXPECT_FALSE(c[0].disagree);
  // Leans that differ with intervals that overlap: not a disagreement.
  c = CompareSeats(Wins(1000, {545, 455}), Wins(1000, {520, 480}));
  EXPECT_EQ(c[0].lean_a, SeatLean::Favoured);
  EXPECT_EQ(c[0].lean_b, SeatLean::Even);
  EXPECT_FALSE(c[0].disagree);
}

TEST(SeatCheckTest, FourSeats) {
  std::vector<SeatComparison> c =
      CompareSeats(Wins(2000, {850, 500, 420, 300}), Wins(2000, {530, 520, 500, 470}));
  ASSERT_EQ(c.size(), 4u);
  EXPECT_TRUE(c[0].disagree);   // favoured by one kind only
  EXPECT_FALSE(c[1].disagree);  // even with both
  EXPECT_TRUE(c[3].disagree);   // unfavoured by one kind only
  EXPECT_TRUE(CompareSeats(Wins(10, {5, 5}), Wins(10, {5, 5, 0})).empty());
}

}  // namespace
}  // namespace carc
