#include "draw/pdf_number.h"

#include <algorithm>
#include <cmath>

namespace carc {

void AppendPdfNumber(std::string* out, double v, int decimals) {
  static const double kPow10[] = {1, 10, 100, 1e3, 1e4, 1e5, 1e6};
  decimals = std::clamp(decimals, 0, 6);
  long long m = std::llround(v * kPow10[decimals]);
  bool negative = m < 0;
  unsigned long long u = negative ? 0ULL - (unsigned long long)m : (unsigned long long)m;
  int fraction = decimals;  // decimals left after dropping trailing zeros
  while (fraction > 0 && u != 0 && u % 10 == 0) u /= 10, --fraction;
  if (u == 0) fraction = 0, negative = false;
  char buf[32], *p = buf + sizeof buf;
  for (int k = 0; u > 0 || k <= fraction; ++k, u /= 10) {
    if (k == fraction && fraction > 0) *--p = '.';
    *--p = char('0' + u % 10);
  }
  if (negative) *--p = '-';
  out->append(p, size_t(buf + sizeof buf - p));
}

std::string PdfNumber(double v) {
  std::string s;
  AppendPdfNumber(&s, v, 6);
  return s;
}

}  // namespace carc
