#include "app/page_setup.h"

#include <gtest/gtest.h>

namespace carc {
namespace {

TEST(LayoutChangesTest, OnlyTheGivenOptionsChangeThePreset) {
  SheetLayout preset;
  preset.paper = "letter";
  preset.tile = Mm(40);
  preset.theme = "mine.yaml";
  preset.theme_from = "layouts/mine.yaml";
  LayoutChanges c;
  c.bleed = Mm(1);
  c.back_offset = {{Mm(0.5), Mm(-1)}};
  c.no_marks = true;
  SheetLayout out = Changed(preset, c);
  EXPECT_EQ(out.paper, "letter");
  EXPECT_EQ(out.tile.v, 40);
  EXPECT_EQ(out.bleed.v, 1);
  EXPECT_EQ(out.back_offset_x.v, 0.5);
  EXPECT_EQ(out.back_offset_y.v, -1);
  EXPECT_FALSE(out.marks);
  EXPECT_TRUE(out.backs);
  EXPECT_EQ(out.theme_from, "layouts/mine.yaml");  // the preset's theme, found beside it
}

TEST(LayoutChangesTest, AThemeGivenIsFoundAsGivenNotBesideTheLayout) {
  SheetLayout preset;
  preset.theme = "mine.yaml";
  preset.theme_from = "layouts/mine.yaml";
  LayoutChanges c;
  c.theme = "ink-saver";
  c.no_backs = true;
  SheetLayout out = Changed(preset, c);
  EXPECT_EQ(out.theme, "ink-saver");
  EXPECT_EQ(out.theme_from, "");
  EXPECT_FALSE(out.backs);
}

}  // namespace
}  // namespace carc
