// 95 % confidence intervals for the figures a simulation reports: Wilson's
// interval for a share, the normal interval for a mean, and the intervals of
// a difference between two independent samples (Newcombe's for shares).
#pragma once

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

}  // namespace carc
