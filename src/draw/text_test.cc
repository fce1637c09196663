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

namespace carc {
namespace {

TEST(BreakableTextTest, LongRunsGetAnInvisibleBreakOpportunity) {
  const std::string zwsp = "\u200B";
  std::string run(kMaxUnbrokenRun, 'x');
  EXPECT_EQ(BreakableText("short words stay as they are", false), "short words stay as they are");
  EXPECT_EQ(BreakableText(run + run + "x", false), run + zwsp + run + zwsp + "x");
  EXPECT_EQ(BreakableText(run.substr(1) + " " + run.substr(1), false),
            run.substr(1) + " " + run.substr(1));  // spaces break the runs
  // Characters, not bytes: a run of é is cut between characters.
  std::string e;
  for (size_t i = 0; i < kMaxUnbrokenRun; ++i) e += "\u00e9";
  EXPECT_EQ(BreakableText(e + "\u00e9", false), e + zwsp + "\u00e9");
}

TEST(BreakableTextTest, MarkupTagsAndEntitiesAreLeftWhole) {
  const std::string zwsp = "\u200B";
  std::string half(kMaxUnbrokenRun / 2, 'x');
  std::string tag = "<span foreground=\"#123456789abcdef0123456789abcdef0123\">";
  EXPECT_EQ(BreakableText(half + tag + half + "</span>y", true),
            half + tag + half + zwsp + "</span>y");
  std::string amps;
  for (size_t i = 0; i < kMaxUnbrokenRun; ++i) amps += "&amp;";
  EXPECT_EQ(BreakableText(amps + "x", true), amps + zwsp + "x");
}

}  // namespace
}  // namespace carc
