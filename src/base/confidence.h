// 95 % confidence intervals for the figures a simulation reports: Wilson's
// interval for a share, the normal interval for a mean, the intervals of a
// difference between two independent samples (Newcombe's for shares), and
// the variance of a ratio of sums whose terms come in games that are not
// independent inside (GameProductSums).
#pragma once

#include <array>
#include <cmath>
#include <cstddef>

namespace carc {

/// The normal quantile of a two-sided 95 % interval.
constexpr double kZ95 = 1.959963984540054;

/// A range of plausible values; unbounded (low > high never) when the sample
/// is too small to say anything.
struct Interval {
  double low = 0;
  double high = 0;
  bool known = false;  ///< false when there were too few values for an interval

  /// Whether the whole interval lies above or below `value`.
  bool Excludes(double value) const { return known && (low > value || high < value); }
  /// high - low.
  double Width() const { return high - low; }
};

/// `ci` cut at 0 from below: for a figure that cannot be negative (a count,
/// a size, points), whose normal interval may reach below 0 when it is
/// near 0.
inline Interval AtLeastZero(Interval ci) {
  if (ci.known && ci.low < 0) ci.low = 0;
  return ci;
}

/// A share with its 95 % Wilson score interval (`hits` of `n`).
struct ShareEstimate {
  long long hits = 0;
  long long n = 0;
  double share = 0;  ///< hits / n (0 when n is 0)
  Interval ci;       ///< unknown when n is 0
};

/// A mean with its standard deviation and 95 % interval (normal approximation).
struct MeanEstimate {
  long long n = 0;
  double mean = 0;  ///< 0 when n is 0
  double sd = 0;    ///< sample standard deviation; 0 when n < 2
  Interval ci;      ///< unknown when n < 2
};

/// `hits` of `n` with Wilson's interval, which stays inside [0, 1] and is
/// honest for shares near 0 or 1 and small samples.
ShareEstimate EstimateShare(long long hits, long long n);

/// Wilson's interval for `share` of `n` trials, n not necessarily whole (an
/// effective sample size); unknown when n <= 0.
Interval WilsonInterval(double share, double n);

/// The mean of `n` values whose sum is `sum` and whose squares sum to `squares`.
MeanEstimate EstimateMean(long long n, double sum, double squares);

/// b - a for two independent shares, with Newcombe's hybrid score interval.
Interval ShareDifference(const ShareEstimate& a, const ShareEstimate& b);

/// b - a for two independent means (Welch's normal interval).
Interval MeanDifference(const MeanEstimate& a, const MeanEstimate& b);

/// Sums over games of `N` per-game totals and of their pairwise products,
/// merged in any order. The players of one game are not independent (in a
/// two-player game one's win is the other's loss), nor are the copies of a
/// tile one player placed; each game is. These sums give the variance of a
/// ratio of two totals, or of a difference of two such ratios, with the game
/// as the unit (ClusteredVariance).
template <int N>
struct GameProductSums {
  long long games = 0;
  std::array<long long, N> sums{};
  std::array<long long, N * N> products{};  ///< [i * N + j], j >= i filled

  /// Adds one game's totals.
  void Add(const std::array<long long, N>& x) {
    ++games;
    for (int i = 0; i < N; ++i) {
      long long xi = x[std::size_t(i)];
      if (xi == 0) continue;  // often: a side with no player, a kind with no follower
      sums[std::size_t(i)] += xi;
      long long* row = &products[std::size_t(i * N)];
      for (int j = i; j < N; ++j) row[j] += xi * x[std::size_t(j)];
    }
  }
  /// Adds another run's sums.
  void Merge(const GameProductSums& o) {
    games += o.games;
    for (std::size_t i = 0; i < sums.size(); ++i) sums[i] += o.sums[i];
    for (std::size_t i = 0; i < products.size(); ++i) products[i] += o.products[i];
  }
  /// The sum over games of total i times total j.
  long long Product(int i, int j) const {
    return i <= j ? products[std::size_t(i * N + j)] : products[std::size_t(j * N + i)];
  }
};

/// The variance of an estimate whose per-game linearisation is
/// sum_i c[i] * (game's total i), the games independent and the
/// linearisation summing to zero over them: games / (games - 1) times the
/// sum over games of its square. A ratio A / M has c = {1 / M, -(A / M) / M}
/// on (A's total, M's total); 0 under two games.
template <int N>
double ClusteredVariance(const GameProductSums<N>& s, const std::array<double, std::size_t(N)>& c) {
  if (s.games < 2) return 0;
  double q = 0;
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < N; ++j) q += c[std::size_t(i)] * c[std::size_t(j)] * double(s.Product(i, j));
  return q < 0 ? 0 : q * double(s.games) / double(s.games - 1);
}

/// The run's totals weighted by `w` and summed: w . sums.
template <int N>
double Weighted(const GameProductSums<N>& s, const std::array<double, std::size_t(N)>& w) {
  double total = 0;
  for (std::size_t i = 0; i < std::size_t(N); ++i) total += w[i] * double(s.sums[i]);
  return total;
}

/// The ratio (num . totals) / (den . totals) of a run's sums, the totals
/// weighted by `num` and `den`; 0 when the denominator is.
template <int N>
double RatioOf(const GameProductSums<N>& s, const std::array<double, std::size_t(N)>& num,
               const std::array<double, std::size_t(N)>& den) {
  double b = Weighted(s, den);
  return b == 0 ? 0 : Weighted(s, num) / b;
}

/// RatioOf's per-game linearisation for ClusteredVariance:
/// (num - ratio * den) / (den . sums); all 0 when the denominator is.
template <int N>
std::array<double, std::size_t(N)> RatioLinearisation(const GameProductSums<N>& s,
                                                      const std::array<double, std::size_t(N)>& num,
                                                      const std::array<double, std::size_t(N)>& den) {
  std::array<double, std::size_t(N)> c{};
  double b = Weighted(s, den);
  if (b == 0) return c;
  double r = Weighted(s, num) / b;
  for (std::size_t i = 0; i < std::size_t(N); ++i) c[i] = (num[i] - r * den[i]) / b;
  return c;
}

/// The variance of RatioOf with each game one unit; 0 when the denominator is.
template <int N>
double RatioVariance(const GameProductSums<N>& s, const std::array<double, std::size_t(N)>& num,
                     const std::array<double, std::size_t(N)>& den) {
  return ClusteredVariance(s, RatioLinearisation(s, num, den));
}

/// RatioOf's 95 % normal interval, each game one unit; unknown under two
/// games or with a zero denominator.
template <int N>
Interval RatioInterval(const GameProductSums<N>& s, const std::array<double, std::size_t(N)>& num,
                       const std::array<double, std::size_t(N)>& den) {
  if (s.games < 2 || Weighted(s, den) == 0) return {};
  double r = RatioOf(s, num, den), half = kZ95 * std::sqrt(RatioVariance(s, num, den));
  return {r - half, r + half, true};
}

/// A share RatioOf whose denominator counts trials that come in games (a
/// game's features, draws or turns): Wilson's interval at the sample size
/// the games are worth, the trials divided by the design effect (never
/// more trials than there are).
template <int N>
ShareEstimate ShareInGames(const GameProductSums<N>& s, const std::array<double, std::size_t(N)>& hits,
                           const std::array<double, std::size_t(N)>& trials) {
  ShareEstimate e;
  double n = Weighted(s, trials), h = Weighted(s, hits);
  e.n = (long long)(n + 0.5);
  e.hits = (long long)(h + 0.5);
  if (n <= 0) return e;
  e.share = h / n;
  double binomial = e.share * (1 - e.share) / n, clustered = RatioVariance(s, hits, trials);
  double effect = binomial > 0 && clustered > binomial ? clustered / binomial : 1.0;
  e.ci = WilsonInterval(e.share, n / effect);
  return e;
}

}  // namespace carc
