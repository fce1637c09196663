#include "base/geometry.h"

#include <gtest/gtest.h>

namespace carc {
namespace {

TEST(GeometryTest, FacingHalvesMeetAcrossTheEdge) {
  EXPECT_EQ(Facing(Half::Ne), Half::Se);
  EXPECT_EQ(Facing(Half::Nw), Half::Sw);
  EXPECT_EQ(Facing(Half::En), Half::Wn);
  EXPECT_EQ(Facing(Half::Es), Half::Ws);
  for (int h = 0; h < kHalves; ++h) {
    EXPECT_EQ(Facing(Facing(Half(h))), Half(h));
    EXPECT_EQ(SideOf(Facing(Half(h))), Opposite(SideOf(Half(h))));
  }
}

TEST(GeometryTest, QuarterTurnClockwiseMovesNorthToEast) {
  EXPECT_EQ(Rotate(Side::N, 1), Side::E);
  EXPECT_EQ(Rotate(Half::Nw, 1), Half::En);
  EXPECT_EQ(RotateSides(Bit(Side::W), 1), Bit(Side::N));
  EXPECT_EQ(RotateHalves(Bit(Half::Wn), 1), Bit(Half::Ne));
  EXPECT_EQ(RotateHalves(Bit(Half::Ws) | Bit(Half::Nw), 3), Bit(Half::Se) | Bit(Half::Ws));
}

TEST(GeometryTest, NamesRoundTrip) {
  for (int h = 0; h < kHalves; ++h) {
    Half out;
    ASSERT_TRUE(ParseHalf(HalfName(Half(h)), &out));
    EXPECT_EQ(out, Half(h));
  }
  Side s;
  EXPECT_FALSE(ParseSide("n", &s));
  EXPECT_EQ(SidesText(Bit(Side::E) | Bit(Side::W)), "E\u2013W");
  EXPECT_EQ(HalvesText(Bit(Half::Nw) | Bit(Half::Se)), "{Nw, Se}");
}

}  // namespace
}  // namespace carc
