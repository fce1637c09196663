#include "play/seat_check.h"

#include "play/play_figures.h"

namespace carc {

const char* SeatLeanName(SeatLean lean) {
  switch (lean) {
    case SeatLean::Even: return "even";
    case SeatLean::Favoured: return "favoured";
    case SeatLean::Unfavoured: return "unfavoured";
  }
  return "?";
}

double AverageWonShare(const SimulationTotals& t) {
  long long wins = 0;
  for (const SeatTotals& s : t.seats) wins += s.wins;
  return Ratio(wins, t.games * (long long)t.seats.size());
}

SeatLean LeanOf(const SimulationTotals& t, int seat) {
  ShareEstimate won = EstimateShare(t.seats[size_t(seat)].wins, t.games);
  double average = AverageWonShare(t);
  if (!won.ci.known) return SeatLean::Even;
  if (won.ci.low > average) return SeatLean::Favoured;
  if (won.ci.high < average) return SeatLean::Unfavoured;
  return SeatLean::Even;
}

std::vector<SeatComparison> CompareSeats(const SimulationTotals& a, const SimulationTotals& b) {
  std::vector<SeatComparison> out;
  if (a.seats.size() != b.seats.size()) return out;
  for (int s = 0; s < int(a.seats.size()); ++s) {
    SeatComparison c;
    c.seat = s;
    c.won_a = EstimateShare(a.seats[size_t(s)].wins, a.games);
    c.won_b = EstimateShare(b.seats[size_t(s)].wins, b.games);
    c.lean_a = LeanOf(a, s);
    c.lean_b = LeanOf(b, s);
    bool apart = c.won_a.ci.known && c.won_b.ci.known &&
                 (c.won_a.ci.low > c.won_b.ci.high || c.won_b.ci.low > c.won_a.ci.high);
    c.disagree = c.lean_a != c.lean_b && apart;
    out.push_back(c);
  }
  return out;
}

}  // namespace carc
