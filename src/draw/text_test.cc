// Tests for the Pango text helpers of text.h.
#include <gtest/gtest.h>

#include "draw/text.h"

namespace carc {
namespace {

TEST(InputLimitsTest, MissingGlyphsNamesEachUndrawableCharacterOnce) {
  EXPECT_EQ(MissingGlyphs("DejaVu Sans", "Café — ok"), "");
  EXPECT_EQ(MissingGlyphs("DejaVu Sans", "a\xcd\xb8 b\xcd\xb8\x07"), "\xcd\xb8\x07");
}

}  // namespace
}  // namespace carc
