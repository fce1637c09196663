#include "print/layout.h"

#include <gtest/gtest.h>

#include "base/test_util.h"

namespace carc {
namespace {

using test_support::TempDir;
using test_support::WriteFile;

constexpr double kTol = 1e-6;

TEST(LayoutTest, DefaultA4HoldsFifteenCentredTilesWithGutterAndBleed) {
  SheetLayout l;
  ASSERT_TRUE(SanitizeLayout(l).ok());
  Imposition imp = Impose(l);
  EXPECT_FALSE(imp.landscape);
  EXPECT_EQ(imp.cols, 3);
  EXPECT_EQ(imp.rows, 5);
  // 3 x 45 + 2 x 6 = 147 mm across, 5 x 45 + 4 x 6 = 249 mm down, centred.
  EXPECT_NEAR(imp.cuts[0].x.v, (210 - 147) / 2.0, kTol);
  EXPECT_NEAR(imp.cuts[0].y.v, (297 - 249) / 2.0, kTol);
  EXPECT_NEAR(imp.cuts[1].x.v - imp.cuts[0].x.v, 51, kTol);
  for (const RectMm& c : imp.cuts) {
    EXPECT_NEAR(c.w.v, 45, kTol);
    EXPECT_NEAR(c.h.v, 45, kTol);
  }
  RectMm art = imp.ArtRect(4);
  EXPECT_NEAR(art.x.v, imp.cuts[4].x.v - 3, kTol);
  EXPECT_NEAR(art.w.v, 51, kTol);
  EXPECT_EQ(imp.cut_xs.size(), 6u);
  EXPECT_EQ(imp.cut_ys.size(), 10u);
  EXPECT_NEAR(imp.art.x.v + imp.art.w.v / 2, 105, kTol);
  EXPECT_NEAR(imp.art.y.v + imp.art.h.v / 2, 148.5, kTol);
}

TEST(LayoutTest, ButtedTilesShareCutLinesAndBleedOnlyOutside) {
  SheetLayout l;
  l.cuts = CutStyle::Butted;
  l.bleed = Mm(1.5);
  l.margin = Mm(4);
  l.mark_style.offset = Mm(1);
  l.mark_style.length = Mm(2);
  Imposition imp = Impose(l);
  EXPECT_EQ(imp.cols, 4);
  EXPECT_EQ(imp.rows, 6);
  EXPECT_EQ(imp.cut_xs.size(), 5u);
  EXPECT_EQ(imp.cut_ys.size(), 7u);
  EXPECT_NEAR(imp.cuts[1].x.v - imp.cuts[0].x.v, 45, kTol);
  RectMm corner = imp.ArtRect(0), inner = imp.ArtRect(5);
  EXPECT_NEAR(corner.x.v, imp.cuts[0].x.v - 1.5, kTol);
  EXPECT_NEAR(corner.w.v, 46.5, kTol);
  EXPECT_NEAR(inner.x.v, imp.cuts[5].x.v, kTol);
  EXPECT_NEAR(inner.w.v, 45, kTol);
}

TEST(LayoutTest, AutoOrientationPicksTheOneHoldingMoreTiles) {
  SheetLayout l;
  l.paper = "letter";
  Imposition imp = Impose(l);
  EXPECT_TRUE(imp.landscape);
  EXPECT_EQ(imp.per_page(), 15);
  l.orientation = Orientation::Portrait;
  EXPECT_EQ(Impose(l).per_page(), 12);
  l.paper = "a4";
  l.orientation = Orientation::Auto;
  EXPECT_FALSE(Impose(l).landscape);  // a tie goes to portrait
}

TEST(LayoutTest, BacksMirrorUnderTheChosenFlipAndShiftByTheOffset) {
  SheetLayout l;
  Imposition imp = Impose(l);
  RectMm front = imp.cuts[0];  // top-left cell
  RectMm back = imp.BackRect(front);
  EXPECT_NEAR(back.x.v, imp.cuts[2].x.v, kTol);  // long edge, portrait: top-right
  EXPECT_NEAR(back.y.v, front.y.v, kTol);
  l.flip = Flip::ShortEdge;
  imp = Impose(l);
  back = imp.BackRect(front);
  EXPECT_NEAR(back.x.v, front.x.v, kTol);  // short edge: bottom-left
  EXPECT_NEAR(back.y.v, imp.cuts[12].y.v, kTol);
  l.back_offset_x = Mm(1.5);
  l.back_offset_y = Mm(-0.5);
  imp = Impose(l);
  back = imp.BackRect(front);
  EXPECT_NEAR(back.x.v, front.x.v + 1.5, kTol);
  EXPECT_NEAR(back.y.v, imp.cuts[12].y.v - 0.5, kTol);
  // Landscape: the long edge is horizontal, so rows mirror.
  l = SheetLayout();
  l.orientation = Orientation::Landscape;
  imp = Impose(l);
  back = imp.BackRect(imp.cuts[0]);
  EXPECT_NEAR(back.x.v, imp.cuts[0].x.v, kTol);
  EXPECT_NEAR(back.y.v, imp.cuts[size_t((imp.rows - 1) * imp.cols)].y.v, kTol);
}

TEST(LayoutTest, SanitizeNamesTheProblem) {
  SheetLayout l;
  l.bleed = Mm(4);
  EXPECT_EQ(SanitizeLayout(l).ToString(),
            "error: bleed 4 mm needs a gutter of at least 8 mm (got 6 mm), or neighbouring tiles' art "
            "would overlap");
  l = SheetLayout();
  l.paper = "b5";
  EXPECT_EQ(SanitizeLayout(l).ToString(), "error: unknown paper 'b5' (known: a4, letter, a3, legal, a5)");
  l = SheetLayout();
  l.tile = Mm(250);
  EXPECT_EQ(SanitizeLayout(l).ToString(),
            "error: no tile fits: a4 portrait or landscape, 250 mm tiles, gutter 6 mm, bleed 3 mm, margins 5 mm, "
            "with crop marks leaves no room for one tile");
  EXPECT_TRUE(SanitizeLayout(l).IsInvalid());
}

TEST(LayoutTest, BundledPresetsLoadAndFit) {
  for (const char* name : {"default", "compact", "demo", "letter"}) {
    SheetLayout l;
    Diagnostics diags;
    ASSERT_TRUE(LoadSheetLayout(name, &l, &diags).ok()) << name;
    EXPECT_TRUE(SanitizeLayout(l).ok()) << name;
  }
  SheetLayout compact, demo;
  Diagnostics diags;
  LoadSheetLayout("compact", &compact, &diags);
  LoadSheetLayout("demo", &demo, &diags);
  EXPECT_EQ(Impose(compact).per_page(), 24);
  EXPECT_EQ(Impose(demo).per_page(), 24);
  EXPECT_NEAR(demo.tile.v, 40, kTol);
}

TEST(LayoutTest, PresetErrorsHavePositions) {
  TempDir tmp;
  std::string path = tmp.Path("bad.yaml");
  WriteFile(path,
            "paper: a4\n"
            "orientaton: portrait\n"
            "cuts: glued\n"
            "bleed: 30\n"
            "back_offset: [1]\n");
  SheetLayout l;
  Diagnostics diags;
  EXPECT_TRUE(LoadSheetLayout(path, &l, &diags).IsInvalid());
  std::vector<std::string> got;
  for (const Diagnostic& d : diags.Sorted()) got.push_back(d.Format());
  ASSERT_EQ(got.size(), 4u);
  EXPECT_EQ(got[0], path + ":2:1: error: unknown key 'orientaton' in the layout; did you mean 'orientation'?");
  EXPECT_EQ(got[1], path + ":3:7: error: cuts must be butted or gutter, got 'glued'");
  EXPECT_EQ(got[2], path + ":4:8: error: bleed (mm) must be from 0 to 10, got 30");
  EXPECT_EQ(got[3], path + ":5:14: error: back_offset must be a list of two numbers [x, y] in mm");
}

TEST(LayoutTest, MissingPresetIsAnIoError) {
  SheetLayout l;
  Diagnostics diags;
  Status s = LoadSheetLayout("no-such-layout", &l, &diags);
  EXPECT_TRUE(s.IsIo());
  EXPECT_EQ(s.ToString(),
            "error: no layout 'no-such-layout' (looked for a file and for templates/layouts/no-such-layout.yaml)");
}

}  // namespace
}  // namespace carc
