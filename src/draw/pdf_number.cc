#include "draw/pdf_number.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

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

/// "00" to "99": two digits at a time halve the divisions by ten.
constexpr char kPairs[] =
    "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
    "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
    "8081828384858687888990919293949596979899";

/// Writes the `count` lowest decimal digits of `u` (leading zeros included)
/// to out[0, count). 32-bit divisions by constants take half the
/// instructions of 64-bit ones, and nearly every number fits.
template <typename Unsigned>
void WriteDigitsOf(char* out, Unsigned u, int count) {
  char* p = out + count;
  for (; count >= 2; count -= 2, u /= 100) {
    const char* pair = kPairs + 2 * (u % 100);
    *--p = pair[1];
    *--p = pair[0];
  }
  if (count) *--p = char('0' + u % 10);
}

void WriteDigits(char* out, unsigned long long u, int count) {
  if (u <= 0xFFFFFFFFu) WriteDigitsOf(out, uint32_t(u), count);
  else WriteDigitsOf(out, u, count);
}

/// How many decimal digits `u` has (1 for 0).
int DigitCount(unsigned long long u) {
  int n = 1;
  for (; u >= 10000; u /= 10000) n += 4;
  uint32_t small = uint32_t(u);
  return n + (small >= 10) + (small >= 100) + (small >= 1000);
}

}  // namespace

// The numbers of every path drawn (tens of thousands a tile set) go through
// here: the integer part and the decimals left after dropping trailing zeros
// are each written once, forwards, two digits at a step.
int FormatPdfNumber(char* out, double v, int decimals) {
  static const double kPow10[] = {1, 10, 100, 1e3, 1e4, 1e5, 1e6};
  static const unsigned long long kPow10Int[] = {1, 10, 100, 1000, 10000, 100000, 1000000};
  decimals = std::clamp(decimals, 0, 6);
  long long m = RoundHalfAway(v * kPow10[decimals]);
  if (m == 0) {
    out[0] = '0';
    return 1;
  }
  char* p = out;
  if (m < 0) *p++ = '-';
  unsigned long long u = m < 0 ? 0ULL - (unsigned long long)m : (unsigned long long)m;
  unsigned long long whole = u / kPow10Int[decimals], fraction = u % kPow10Int[decimals];
  int digits = DigitCount(whole);
  WriteDigits(p, whole, digits);
  p += digits;
  if (fraction != 0) {
    int places = decimals;
    uint32_t decimal = uint32_t(fraction);  // below 10^6
    while (decimal % 10 == 0) decimal /= 10, --places;
    *p++ = '.';
    WriteDigitsOf(p, decimal, places);
    p += places;
  }
  return int(p - out);
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
