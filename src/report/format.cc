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

}  // namespace carc
