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
  f.tied = EstimateShare(t.ties, games);
  f.turns_estimate = EstimateMean(games, double(t.turns), double(t.turn_squares));
  f.turns_estimate.ci = AtLeastZero(f.turns_estimate.ci);
  f.empty = ShareInGames(t.supply_games, {1, 0}, {0, 1});
  return f;
}

namespace {

/// The weights that pick total `i` of `N`.
template <int N>
std::array<double, std::size_t(N)> Pick(int i) {
  std::array<double, std::size_t(N)> c{};
  c[size_t(i)] = 1;
  return c;
}

/// The interval of total `num` over total `den`, game by game: totals
/// that cannot be negative (counts, sizes, points), so neither can it.
template <int N>
Interval Over(const GameProductSums<N>& s, int num, int den) {
  return AtLeastZero(RatioInterval(s, Pick<N>(num), Pick<N>(den)));
}

/// The share total `hits` is of total `trials`, game by game.
template <int N>
ShareEstimate ShareOver(const GameProductSums<N>& s, int hits, int trials) {
  return ShareInGames(s, Pick<N>(hits), Pick<N>(trials));
}

/// The intervals of a TypeFigures, from the type's game-by-game sums.
void TypeIntervals(const TypeTotals& t, TypeFigures* f) {
  f->aside = ShareOver(t.draw_games, kSetAsideInGame, kDrawnInGame);
  f->fit_ci = ShareOver(t.draw_games, kFitCellsInGame, kFrontierInGame).ci;
  f->fit_cells_ci = Over(t.draw_games, kFitCellsInGame, kDrawnInGame);
  f->placements_ci = Over(t.draw_games, kLegalInGame, kDrawnInGame);
  constexpr int kPlaced = kFeatureKinds;
  std::array<double, kFeatureKinds + 1> all{};
  for (int k = 0; k < kFeatureKinds; ++k) {
    all[size_t(k)] = 1;
    f->follower_on_ci[size_t(k)] = ShareOver(t.follower_games, k, kPlaced).ci;
  }
  f->follower_ci = ShareInGames(t.follower_games, all, Pick<kFeatureKinds + 1>(kPlaced)).ci;
}

}  // namespace

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
  // Totals merged from runs without game-by-game sums (made-up figures in
  // tests) keep the independent interval of the set-aside share.
  if (t.draw_games.games > 0) TypeIntervals(t, &f);
  return f;
}

namespace {

MeanEstimate Estimate(const SampleSums& s) {
  return EstimateMean(s.n, double(s.sum), double(s.squares));
}

/// The variance of (total `with` / players with) - (total `without` /
/// players without), each game one unit: the two ratios' linearisations
/// subtracted.
double DifferenceVariance(const GameProductSums<kStrengthGameTotals>& s, int with, int without) {
  std::array<double, kStrengthGameTotals> c = RatioLinearisation(s, Pick<kStrengthGameTotals>(with),
                                                                 Pick<kStrengthGameTotals>(kPlayersWith));
  std::array<double, kStrengthGameTotals> other = RatioLinearisation(
      s, Pick<kStrengthGameTotals>(without), Pick<kStrengthGameTotals>(kPlayersWithout));
  for (size_t i = 0; i < c.size(); ++i) c[i] -= other[i];
  return ClusteredVariance(s, c);
}

/// How many times the variance of the independent-samples interval
/// `independent` the game-by-game `clustered` one is; never below 1, so a
/// game's players are never taken for more than independent ones.
double DesignEffect(double clustered, double independent) {
  return independent > 0 ? std::max(1.0, clustered / independent) : 1.0;
}

/// `independent`, an interval around `value`, widened `effect` times in variance.
Interval Widened(Interval independent, double value, double effect) {
  double f = std::sqrt(effect);
  return {value - f * (value - independent.low), value + f * (independent.high - value), true};
}

/// won_with - won_without: Newcombe's interval, widened by the design effect
/// of the players of a game.
Interval WonGain(const StrengthFigures& f, const TypeTotals& t) {
  Interval independent = ShareDifference(f.won_without, f.won_with);
  double pw = f.won_with.share, po = f.won_without.share;
  double wald = pw * (1 - pw) / double(f.won_with.n) + po * (1 - po) / double(f.won_without.n);
  double effect = DesignEffect(DifferenceVariance(t.strength_games, kWinsWith, kWinsWithout), wald);
  Interval wide = Widened(independent, pw - po, effect);
  return {std::max(-1.0, wide.low), std::min(1.0, wide.high), true};
}

/// margin_with - margin_without: Welch's interval, widened by the design
/// effect of the players of a game.
Interval MarginGain(const StrengthFigures& f, const TypeTotals& t) {
  Interval independent = MeanDifference(f.margin_without, f.margin_with);
  const MeanEstimate &w = f.margin_with, &o = f.margin_without;
  double welch = w.sd * w.sd / double(w.n) + o.sd * o.sd / double(o.n);
  double effect = DesignEffect(DifferenceVariance(t.strength_games, kMarginWith, kMarginWithout), welch);
  return Widened(independent, w.mean - o.mean, effect);
}

/// Own points per copy: the copies' mean and deviation, with an interval
/// that takes each game as one unit (copies share features).
MeanEstimate OwnPoints(const TypeTotals& t) {
  MeanEstimate e = Estimate(t.own_points);
  if (!e.ci.known) return e;
  double clustered = RatioVariance(t.own_games, Pick<kOwnGameTotals>(kOwnPointsInGame),
                                   Pick<kOwnGameTotals>(kCopiesInGame));
  e.ci = Widened(e.ci, e.mean, DesignEffect(clustered, e.sd * e.sd / double(e.n)));
  return e;
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
    f.won_gain = WonGain(f, t);
    f.margin_gain = MarginGain(f, t);
  }
  f.own_points = OwnPoints(t);
  return f;
}

StrengthMarks StrengthMarksOf(const SimulationTotals& t) {
  StrengthMarks m;
  for (size_t i = 0; i < t.types.size(); ++i) {
    if (!t.same_tile.empty() && t.same_tile[i] != int32_t(i)) continue;  // its twin's figures again
    StrengthFigures f = StrengthOf(t.types[i]);
    if (!f.margin_gain.known) continue;
    ++m.tested;
    m.marked += f.clear();
  }
  m.by_chance = 0.05 * m.tested;
  return m;
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

namespace {

/// The intervals of a FeatureFigures from its game-by-game sums.
void FeatureIntervals(const GameProductSums<kFeatureGameTotals>& s, FeatureFigures* f) {
  f->count_ci = Over(s, kFeaturesInGame, kOneGame);
  f->completion_ci = ShareOver(s, kCompletedInGame, kFeaturesInGame).ci;
  f->completed_size_ci = Over(s, kCompletedTilesInGame, kCompletedInGame);
  std::array<double, kFeatureGameTotals> open{};
  open[kFeaturesInGame] = 1;
  open[kCompletedInGame] = -1;
  f->open_size_ci = AtLeastZero(RatioInterval(s, Pick<kFeatureGameTotals>(kOpenTilesInGame), open));
  f->in_play_ci = Over(s, kPointsInPlayInGame, kOneGame);
  f->final_ci = Over(s, kPointsFinalInGame, kOneGame);
  std::array<double, kFeatureGameTotals> total{};
  total[kPointsInPlayInGame] = 1;
  total[kPointsFinalInGame] = 1;
  f->total_ci = AtLeastZero(RatioInterval(s, total, Pick<kFeatureGameTotals>(kOneGame)));
}

}  // namespace

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
  FeatureIntervals(t.feature_games[size_t(kind)], &f);
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
  FeatureIntervals(t.modified_games[size_t(m)], &f);
  return f;
}

RunFigures RunFiguresOf(const SimulationTotals& t) {
  RunFigures f;
  // Counts a game: never negative, nor their intervals.
  auto per_game = [&t](const SampleSums& s) {
    MeanEstimate e = EstimateMean(t.games, double(s.sum), double(s.squares));
    e.ci = AtLeastZero(e.ci);
    return e;
  };
  f.set_aside = per_game(t.set_aside_games);
  f.games_with_set_aside = EstimateShare(t.games_with_set_aside, t.games);
  f.river_set_aside = per_game(t.river_set_aside_games);
  f.lakes = EstimateShare(t.lakes, t.games);
  f.turns = per_game(t.turn_games);
  f.empty_supply = ShareInGames(t.supply_games, {1, 0}, {0, 1});
  // A terrain first seen after some games has no values for them: they were 0.
  for (const SampleSums& s : t.open_edge_games) f.open_edges.push_back(per_game(s));
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
