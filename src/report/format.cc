#include "report/format.h"

#include <cstdio>

namespace carc {

std::string Fixed(double value, int digits) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", digits, value);
  return buf;
}

std::string Percent(double share) { return Fixed(100 * share) + "%"; }

std::string ChartPercent(double share) {
  if (share > 0 && share < 0.0005) return "<0.1%";  // happened, if rarely
  return Fixed(100 * share, share < 0.1 && share > 0 ? 1 : 0) + "%";
}

std::string IntervalText(const Interval& ci, double scale) {
  if (!ci.known) return "-";
  return "[" + Fixed(scale * ci.low) + ", " + Fixed(scale * ci.high) + "]";
}

std::string ShareWithInterval(const ShareEstimate& e) {
  if (!e.ci.known) return "-";
  return Percent(e.share) + " " + IntervalText(e.ci, 100);
}

std::string MeanWithInterval(const MeanEstimate& e) {
  if (!e.ci.known) return "-";
  return Fixed(e.mean) + " " + IntervalText(e.ci);
}

std::string DifferenceText(const Interval& d, double value, double scale) {
  if (!d.known) return "-";
  std::string v = Fixed(scale * value);
  if (value >= 0) v = "+" + v;
  return v + " " + IntervalText(d, scale);
}

std::string Difference(const Interval& d, double value, double scale) {
  return DifferenceText(d, value, scale) + (d.Excludes(0) ? " *" : "");
}

}  // namespace carc
