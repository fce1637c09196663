#include "draw/pdf_number.h"

#include <gtest/gtest.h>

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

}  // namespace
}  // namespace carc
