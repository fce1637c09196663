// Seat effects checked with a second kind of player (`simulate --seat-check
// KIND`): the same games (same set, seeds and table size) played again by
// KIND in every seat, and each seat's won-or-shared share by both kinds side
// by side. A seat favoured by one kind and not by the other, the two
// intervals apart, is an effect of how a kind plays, not of the set.
#pragma once

#include <vector>

#include "base/confidence.h"
#include "play/play_stats.h"

namespace carc {

/// How a seat fares against the table's average.
enum class SeatLean {
  Even,         ///< its interval holds the average share
  Favoured,     ///< its whole interval lies above the average share
  Unfavoured,   ///< its whole interval lies below it
};

/// "even", "favoured", "unfavoured": as the reports name a lean.
const char* SeatLeanName(SeatLean lean);

/// The average won-or-shared share of the seats of `t` (above 1/players
/// when games are shared).
double AverageWonShare(const SimulationTotals& t);

/// How seat `seat` of `t` fares.
SeatLean LeanOf(const SimulationTotals& t, int seat);

/// One seat as the two kinds played it.
struct SeatComparison {
  int seat = 0;           ///< 0 moves first
  ShareEstimate won_a;    ///< won or shared, by the run's own players
  ShareEstimate won_b;    ///< ... by the second kind
  SeatLean lean_a = SeatLean::Even;
  SeatLean lean_b = SeatLean::Even;
  /// The leans differ and the intervals do not overlap.
  bool disagree = false;
};

/// Every seat of run `a` and of run `b` (the second kind), in seat order;
/// empty unless both have the same number of seats.
std::vector<SeatComparison> CompareSeats(const SimulationTotals& a, const SimulationTotals& b);

}  // namespace carc
