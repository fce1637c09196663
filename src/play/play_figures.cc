#include "play/play_figures.h"

#include <algorithm>
#include <cmath>

namespace carc {

double Ratio(long long num, long long den) { return den ? double(num) / double(den) : 0.0; }

SeatFigures FiguresOf(const SeatTotals& t, long long games) {
  SeatFigures f;
  f.mean = Ratio(t.points, games);
  f.sd = std::sqrt(std::max(0.0, Ratio(t.squares, games) - f.mean * f.mean));
  f.min = t.min;
  f.max = t.max;
  for (size_t i = 0; i < kScorePercentiles.size(); ++i)
    f.percentiles[i] = t.Percentile(kScorePercentiles[i], games);
  f.win_share = Ratio(t.wins, games);
  f.tie_share = Ratio(t.ties, games);
  f.turns = Ratio(t.turns, games);
  f.empty_supply = Ratio(t.empty_supply, t.turns);
  f.won = EstimateShare(t.wins, games);
  f.score = EstimateMean(games, double(t.points), double(t.squares));
  return f;
}

TypeFigures FiguresOf(const TypeTotals& t, long long games) {
  TypeFigures f;
  f.drawn = Ratio(t.drawn, games);
  f.set_aside = Ratio(t.set_aside, t.drawn);
  f.placements = Ratio(t.legal, t.drawn);
  long long followers = 0;
  for (int k = 0; k < kFeatureKinds; ++k) {
    followers += t.followers[k];
    f.follower_on[k] = Ratio(t.followers[k], t.placed);
  }
  f.follower = Ratio(followers, t.placed);
  f.feature_points = Ratio(t.feature_points, t.placed);
  f.ever_drawn = t.drawn > 0;
  f.fit = Ratio(t.fit_cells, t.frontier);
  f.fit_cells = Ratio(t.fit_cells, t.drawn);
  f.aside = EstimateShare(t.set_aside, t.drawn);
  return f;
}

namespace {

MeanEstimate Estimate(const SampleSums& s) {
  return EstimateMean(s.n, double(s.sum), double(s.squares));
}

}  // namespace

StrengthFigures StrengthOf(const TypeTotals& t) {
  StrengthFigures f;
  f.won_with = EstimateShare(t.with.wins, t.with.margin.n);
  f.won_without = EstimateShare(t.without.wins, t.without.margin.n);
  f.margin_with = Estimate(t.with.margin);
  f.margin_without = Estimate(t.without.margin);
  // A type nearly everyone places leaves a handful of player-games without
  // it: a mean's normal interval misleads on so few, and those few players
  // are unusual (they drew none of many copies), so neither difference is
  // given, let alone marked.
  if (f.margin_with.n >= kMinSampleForDifference && f.margin_without.n >= kMinSampleForDifference) {
    f.won_gain = ShareDifference(f.won_without, f.won_with);
    f.margin_gain = MeanDifference(f.margin_without, f.margin_with);
  }
  f.own_points = Estimate(t.own_points);
  return f;
}

namespace {

/// Whether seat `seat` won or shared game `game` of `scores`.
bool WonOrShared(const std::vector<int32_t>& scores, int players, size_t game, int seat) {
  int32_t mine = scores[game * size_t(players) + size_t(seat)];
  for (int p = 0; p < players; ++p)
    if (scores[game * size_t(players) + size_t(p)] > mine) return false;
  return true;
}

}  // namespace

MeanEstimate PairedDifference(const std::vector<int32_t>& a, const std::vector<int32_t>& b,
                              int players, int seat, bool wins) {
  if (a.empty() || a.size() != b.size() || players <= 0) return MeanEstimate();
  double sum = 0, squares = 0;
  size_t games = a.size() / size_t(players);
  for (size_t g = 0; g < games; ++g) {
    double d = wins ? double(WonOrShared(b, players, g, seat)) - double(WonOrShared(a, players, g, seat))
                    : double(b[g * size_t(players) + size_t(seat)]) -
                          double(a[g * size_t(players) + size_t(seat)]);
    sum += d;
    squares += d * d;
  }
  return EstimateMean((long long)games, sum, squares);
}

ScoreKind ScoreKindOf(FeatureKind kind) {
  switch (kind) {
    case FeatureKind::Road: return ScoreKind::Road;
    case FeatureKind::City: return ScoreKind::City;
    case FeatureKind::Monastery: return ScoreKind::Monastery;
    case FeatureKind::Field: return ScoreKind::Farm;
  }
  return ScoreKind::Road;
}

const char* FeatureReportName(FeatureKind kind) { return ScoreKindName(ScoreKindOf(kind)); }

FeatureFigures FeatureFiguresOf(const SimulationTotals& t, FeatureKind kind) {
  const FeatureTotals& ft = t.features[int(kind)];
  FeatureFigures f;
  f.count = Ratio(ft.count, t.games);
  f.completion = Ratio(ft.completed, ft.count);
  f.completed_size = Ratio(ft.completed_tiles, ft.completed);
  f.open_size = Ratio(ft.open_tiles, ft.count - ft.completed);
  int k = int(ScoreKindOf(kind));
  f.in_play = Ratio(t.in_play[k], t.games);
  f.final_scoring = Ratio(t.final_scoring[k], t.games);
  return f;
}

FeatureFigures ModifiedFiguresOf(const SimulationTotals& t, Modifier m) {
  const FeatureTotals& ft = t.modified[size_t(m)];
  FeatureFigures f;
  f.count = Ratio(ft.count, t.games);
  f.completion = Ratio(ft.completed, ft.count);
  f.completed_size = Ratio(ft.completed_tiles, ft.completed);
  f.open_size = Ratio(ft.open_tiles, ft.count - ft.completed);
  f.in_play = Ratio(t.modified_in_play[size_t(m)], t.games);
  f.final_scoring = Ratio(t.modified_final[size_t(m)], t.games);
  return f;
}

const char* ModifiedReportName(Modifier m) {
  switch (m) {
    case Modifier::Inn: return "road with an inn";
    case Modifier::Cathedral: return "city with a cathedral";
  }
  return "?";
}

bool UnequalTurns(const SimulationTotals& t) {
  if (t.games == 0 || t.seats.empty()) return false;
  auto [lo, hi] = std::minmax_element(t.seats.begin(), t.seats.end(),
                                      [](const SeatTotals& a, const SeatTotals& b) {
                                        return a.turns < b.turns;
                                      });
  return Ratio(hi->turns - lo->turns, t.games) >= 0.05;
}

double EmptySupplyShare(const SimulationTotals& t) {
  long long empty = 0, turns = 0;
  for (const SeatTotals& s : t.seats) {
    empty += s.empty_supply;
    turns += s.turns;
  }
  return Ratio(empty, turns);
}

}  // namespace carc
