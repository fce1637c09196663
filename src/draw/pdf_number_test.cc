#include "draw/pdf_number.h"

#include <gtest/gtest.h>

#include <cmath>
#include <iomanip>
#include <random>

namespace carc {
namespace {

std::string Number(double v, int decimals) {
  std::string s;
  AppendPdfNumber(&s, v, decimals);
  return s;
}

TEST(PdfNumberTest, FixedDecimalsWithoutTrailingZeros) {
  EXPECT_EQ(Number(0, 2), "0");
  EXPECT_EQ(Number(144.566929, 2), "144.57");
  EXPECT_EQ(Number(12.5, 2), "12.5");
  EXPECT_EQ(Number(-3, 2), "-3");
  EXPECT_EQ(Number(100, 2), "100");
  EXPECT_EQ(Number(0.05, 2), "0.05");
  EXPECT_EQ(Number(-0.05, 2), "-0.05");
  EXPECT_EQ(Number(0.999, 2), "1");
  EXPECT_EQ(Number(-0.004, 2), "0");  // never "-0"
  EXPECT_EQ(Number(0.219607843, 3), "0.22");
  EXPECT_EQ(Number(1234567.891, 0), "1234568");
  EXPECT_EQ(Number(0.000001, 6), "0.000001");
}

/// The digits as the first version wrote them, with std::llround and
/// std::to_string: the fast path must agree on every value.
std::string Reference(double v, int decimals) {
  long long m = std::llround(v * std::pow(10.0, decimals));
  if (m == 0) return "0";
  std::string digits = std::to_string(m < 0 ? -m : m);
  if (decimals > 0) {
    if (int(digits.size()) <= decimals) digits.insert(0, size_t(decimals + 1 - int(digits.size())), '0');
    digits.insert(digits.size() - size_t(decimals), ".");
    while (digits.back() == '0') digits.pop_back();
    if (digits.back() == '.') digits.pop_back();
  }
  return (m < 0 ? "-" : "") + digits;
}

TEST(PdfNumberTest, RoundsHalvesAwayFromZeroAsLlroundDoes) {
  EXPECT_EQ(Number(0.5, 0), "1");
  EXPECT_EQ(Number(-0.5, 0), "-1");
  EXPECT_EQ(Number(2.5, 0), "3");
  EXPECT_EQ(Number(0.49999999999999994, 0), "0");  // adding a half would round up
  EXPECT_EQ(Number(-0.49999999999999994, 0), "0");
  EXPECT_EQ(Number(1e17, 0), "100000000000000000");  // past 2^52: llround itself
  std::mt19937_64 random(26);
  std::uniform_real_distribution<double> spread(-2000, 2000);
  for (int i = 0; i < 200000; ++i) {
    double v = spread(random);
    if (i % 4 == 1) v = std::round(v * 1000) / 1000 + 0.0005;  // halves at three decimals
    if (i % 4 == 2) v = std::nextafter(std::round(v) + 0.5, 0.0);
    if (i % 4 == 3) v /= 1e5;  // below one: leading zeros after the point
    int decimals = i % 7;
    ASSERT_EQ(Number(v, decimals), Reference(v, decimals)) << std::setprecision(17) << v << " " << decimals;
  }
}

}  // namespace
}  // namespace carc
