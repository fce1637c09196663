#include "base/confidence.h"

#include <algorithm>
#include <cmath>

namespace carc {

ShareEstimate EstimateShare(long long hits, long long n) {
  ShareEstimate e;
  e.hits = hits;
  e.n = n;
  if (n <= 0) return e;
  e.share = double(hits) / double(n);
  e.ci = WilsonInterval(e.share, double(n));
  return e;
}

Interval WilsonInterval(double p, double nn) {
  if (nn <= 0) return {};
  double z = kZ95, z2 = z * z;
  double centre = (p + z2 / (2 * nn)) / (1 + z2 / nn);
  double half = z / (1 + z2 / nn) * std::sqrt(p * (1 - p) / nn + z2 / (4 * nn * nn));
  // At 0 or 1 the bound is the share itself; rounding must not move it.
  double low = p <= 0 ? 0.0 : std::max(0.0, centre - half), high = p >= 1 ? 1.0 : std::min(1.0, centre + half);
  return {low, high, true};
}

MeanEstimate EstimateMean(long long n, double sum, double squares) {
  MeanEstimate e;
  e.n = n;
  if (n <= 0) return e;
  double nn = double(n);
  e.mean = sum / nn;
  if (n < 2) return e;
  double var = std::max(0.0, (squares - sum * sum / nn) / (nn - 1));
  e.sd = std::sqrt(var);
  double half = kZ95 * e.sd / std::sqrt(nn);
  e.ci = {e.mean - half, e.mean + half, true};
  return e;
}

Interval ShareDifference(const ShareEstimate& a, const ShareEstimate& b) {
  if (!a.ci.known || !b.ci.known) return {};
  double d = b.share - a.share;
  double below = std::sqrt((b.share - b.ci.low) * (b.share - b.ci.low) +
                           (a.ci.high - a.share) * (a.ci.high - a.share));
  double above = std::sqrt((b.ci.high - b.share) * (b.ci.high - b.share) +
                           (a.share - a.ci.low) * (a.share - a.ci.low));
  return {d - below, d + above, true};
}

Interval MeanDifference(const MeanEstimate& a, const MeanEstimate& b) {
  if (!a.ci.known || !b.ci.known) return {};
  double d = b.mean - a.mean;
  double se = std::sqrt(a.sd * a.sd / double(a.n) + b.sd * b.sd / double(b.n));
  return {d - kZ95 * se, d + kZ95 * se, true};
}

}  // namespace carc
