// 95 % confidence intervals for the figures a simulation reports: Wilson's
// interval for a share, the normal interval for a mean, the intervals of a
// difference between two independent samples (Newcombe's for shares), and
// the variance of a ratio of sums whose terms come in games that are not
// independent inside (GameProductSums).
#pragma once

#include <array>
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
      sums[std::size_t(i)] += x[std::size_t(i)];
      for (int j = i; j < N; ++j) products[std::size_t(i * N + j)] += x[std::size_t(i)] * x[std::size_t(j)];
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

}  // namespace carc
