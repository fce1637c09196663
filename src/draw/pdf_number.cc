#include "draw/pdf_number.h"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace carc {

namespace {

/// std::llround(x), the halves away from zero, without the library call:
/// within ±2^52 the fraction x - trunc(x) is exact, so comparing it with a
/// half decides as llround does. Larger values go to llround itself.
long long RoundHalfAway(double x) {
  if (!(std::abs(x) < 4503599627370496.0)) return std::llround(x);
  long long t = static_cast<long long>(x);  // truncates toward zero
  double fraction = x - static_cast<double>(t);
  return fraction >= 0.5 ? t + 1 : fraction <= -0.5 ? t - 1 : t;
}

}  // namespace

// The numbers of every path drawn (tens of thousands a tile set) go through
// here: digits are written backwards into a small buffer, then copied once.
int FormatPdfNumber(char* out, double v, int decimals) {
  static const double kPow10[] = {1, 10, 100, 1e3, 1e4, 1e5, 1e6};
  decimals = std::clamp(decimals, 0, 6);
  long long m = RoundHalfAway(v * kPow10[decimals]);
  bool negative = m < 0;
  unsigned long long u = negative ? 0ULL - (unsigned long long)m : (unsigned long long)m;
  int fraction = decimals;  // decimals left after dropping trailing zeros
  while (fraction > 0 && u != 0 && u % 10 == 0) u /= 10, --fraction;
  if (u == 0) fraction = 0, negative = false;
  char buf[kPdfNumberMax], *p = buf + sizeof buf;
  for (int k = 0; u > 0 || k <= fraction; ++k, u /= 10) {
    if (k == fraction && fraction > 0) *--p = '.';
    *--p = char('0' + u % 10);
  }
  if (negative) *--p = '-';
  int n = int(buf + sizeof buf - p);
  std::memcpy(out, p, size_t(n));
  return n;
}

void AppendPdfNumber(std::string* out, double v, int decimals) {
  char buf[kPdfNumberMax];
  out->append(buf, size_t(FormatPdfNumber(buf, v, decimals)));
}

std::string PdfNumber(double v) {
  std::string s;
  AppendPdfNumber(&s, v, 6);
  return s;
}

}  // namespace carc
