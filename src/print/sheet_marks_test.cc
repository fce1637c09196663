// Crop marks measured on rasterized sheets: at least 2 mm from any text on
// every bundled preset, and on a part-filled last sheet only around the
// tiles it holds.
#include <gtest/gtest.h>

#include "art/theme.h"
#include "base/test_util.h"
#include "draw/raster.h"
#include "print/sheets.h"
#include "spec/spec_loader.h"

namespace carc {
namespace {

using test_support::TempDir;

constexpr double kDpi = 254;  // 10 pixels a millimetre

bool Dark(const Raster& r, int x, int y) { return r.At(x, y, 0) + r.At(x, y, 1) + r.At(x, y, 2) < 3 * 160; }

/// Whether the hairline of a crop mark at column `x` (give or take the pixel
/// it was snapped to) darkens row `y`.
bool MarkAt(const Raster& r, int x, int y) { return Dark(r, x - 1, y) || Dark(r, x, y) || Dark(r, x + 1, y); }

TileSet LoadSet(const TempDir& tmp, const std::string& yaml) {
  std::string path = tmp.Path("set.yaml");
  test_support::WriteFile(path, yaml);
  TileSet set;
  Diagnostics diags;
  EXPECT_TRUE(LoadValidTileSet(path, &set, &diags).ok());
  return set;
}

TileSet Base() {
  TileSet set;
  Diagnostics diags;
  EXPECT_TRUE(LoadValidTileSet(test_support::SourceDir() + "/tilesets/base-c1.yaml", &set, &diags).ok());
  return set;
}

/// Rows (pixels) of the last dark pixel of the bottom marks below the art,
/// and of the first dark pixel of the footer text below them.
void BottomGap(const Raster& r, const Imposition& imp, int* mark_end, int* text_top) {
  int from = r.Px(imp.art.bottom()) + 2;
  *mark_end = -1;
  for (Mm x : imp.cut_xs) {  // the mark is the first dark run below the art
    int y = from;
    while (y < r.height && !MarkAt(r, r.Px(x), y)) ++y;
    while (y < r.height && MarkAt(r, r.Px(x), y)) ++y;
    *mark_end = std::max(*mark_end, y - 1);
  }
  *text_top = -1;
  for (int y = *mark_end + 1; y < r.height && *text_top < 0; ++y)
    for (int x = 0; x < r.width; ++x)
      if (Dark(r, x, y)) {
        *text_top = y;
        break;
      }
}

/// Rows of the first dark pixel of the top marks and of the last dark pixel
/// of the scale bar and its caption above them.
void TopGap(const Raster& r, const Imposition& imp, int* mark_start, int* text_bottom) {
  int to = r.Px(imp.art.y) - 2;
  *mark_start = r.height;
  for (Mm x : imp.cut_xs) {  // the first dark run above the art
    int y = to;
    while (y >= 0 && !MarkAt(r, r.Px(x), y)) --y;
    while (y >= 0 && MarkAt(r, r.Px(x), y)) --y;
    *mark_start = std::min(*mark_start, y + 1);
  }
  *text_bottom = -1;
  for (int y = *mark_start - 1; y >= 0 && *text_bottom < 0; --y)
    for (int x = 0; x < r.width; ++x)
      if (Dark(r, x, y)) {
        *text_bottom = y;
        break;
      }
}

TEST(SheetMarksTest, MarksStayTwoMillimetresFromAnyTextOnEveryPreset) {
  TempDir tmp;
  TileSet set = Base();
  // The bundled presets, and the old compact preset (5 mm margin, 3 mm
  // marks), which now gives up a row rather than crowd its footer.
  for (const char* preset : {"default", "compact", "demo", "letter", "old-compact"}) {
    SheetLayout layout;
    Diagnostics diags;
    bool old = std::string(preset) == "old-compact";
    ASSERT_TRUE(LoadSheetLayout(old ? "compact" : preset, &layout, &diags).ok());
    if (old) {
      layout.margin = Mm(5);
      layout.mark_style.length = Mm(3);
    }
    std::string pdf = tmp.Path(std::string(preset) + ".pdf");
    SheetPages pages;
    ASSERT_TRUE(WriteTileSheets(pdf, set, layout, Theme(), {}, &pages).ok()) << preset;
    Raster page = RasterizePdfPage(pdf, 1, kDpi / 2);  // 5 px/mm: 0.2 mm steps
    ASSERT_FALSE(page.empty());
    int mark_end, text_top, mark_start, text_bottom;
    BottomGap(page, pages.imposition, &mark_end, &text_top);
    TopGap(page, pages.imposition, &mark_start, &text_bottom);
    ASSERT_GT(mark_end, 0) << preset;
    ASSERT_GT(text_top, 0) << preset << ": no footer found";
    ASSERT_GT(text_bottom, 0) << preset << ": no scale bar found";
    EXPECT_GE((text_top - mark_end - 1) / 5.0, 2.0) << preset << ": footer too close to the marks";
    EXPECT_GE((mark_start - text_bottom - 1) / 5.0, 2.0) << preset << ": scale bar too close to the marks";
  }
}

TEST(SheetMarksTest, CompactStillHoldsTwentyFourTiles) {
  SheetLayout layout;
  Diagnostics diags;
  ASSERT_TRUE(LoadSheetLayout("compact", &layout, &diags).ok());
  EXPECT_EQ(Impose(layout).per_page(), 24);
}

TEST(SheetMarksTest, APartFilledSheetIsMarkedOnlyAroundItsTiles) {
  TempDir tmp;
  // 26 tiles on the compact 4 x 6 grid: the second sheet holds two, in the
  // top-left corner.
  TileSet set = LoadSet(tmp, R"(set:
  name: Twenty-six
tiles:
  - {id: P, count: 26, start: true, edges: FFFF}
)");
  SheetLayout layout;
  Diagnostics diags;
  ASSERT_TRUE(LoadSheetLayout("compact", &layout, &diags).ok());
  std::string pdf = tmp.Path("s.pdf");
  SheetPages pages;
  ASSERT_TRUE(WriteTileSheets(pdf, set, layout, Theme(), {}, &pages).ok());
  ASSERT_EQ(pages.sheets[1].size(), 2u);
  const Imposition& imp = pages.imposition;
  Raster front = RasterizePdfPage(pdf, 3, kDpi);
  ASSERT_FALSE(front.empty());
  Mm reach = layout.bleed + layout.mark_style.offset + layout.mark_style.length / 2;
  auto mark_at = [&](Mm x, Mm y) { return Dark(front, front.Px(x), front.Px(y)); };
  // Vertical cuts at the left of column 0, between 0 and 1, right of 1: marked
  // above the grid and just below the first row.
  for (int c = 0; c <= 2; ++c) {
    Mm x = imp.cuts[0].x + layout.tile * c;
    EXPECT_TRUE(mark_at(x, imp.cuts[0].y - reach)) << "top mark of cut " << c;
    EXPECT_TRUE(mark_at(x, imp.cuts[0].bottom() + reach)) << "bottom mark of cut " << c;
  }
  // Cuts of the empty columns and rows get none.
  for (int c = 3; c <= 4; ++c)
    EXPECT_FALSE(mark_at(imp.cuts[0].x + layout.tile * c, imp.cuts[0].y - reach)) << "cut " << c;
  EXPECT_FALSE(mark_at(imp.cuts[0].x - reach, imp.cuts[4].bottom()));
  EXPECT_FALSE(mark_at(imp.cuts[0].x + layout.tile * 4, imp.cuts[23].bottom() + reach));
  // Horizontal cuts of the first row: marked left of the grid and right of tile 2.
  for (Mm y : {imp.cuts[0].y, imp.cuts[0].bottom()}) {
    EXPECT_TRUE(mark_at(imp.cuts[0].x - reach, y));
    EXPECT_TRUE(mark_at(imp.cuts[1].right() + reach, y));
  }
  // Tile 2's art runs on into the empty cell beside it, as bleed.
  Color bleed = MeanColor(front, {imp.cuts[1].right() + Mm(0.2), imp.cuts[1].y + Mm(10), Mm(1), Mm(20)});
  EXPECT_LT(bleed.r + bleed.g + bleed.b, 3 * 200.0);
  // The back page mirrors all of it: its marks sit behind the front's.
  Raster back = RasterizePdfPage(pdf, 4, kDpi);
  Mm right = imp.BackX(imp.cuts[0].x);  // the front's left cut, seen from the back
  EXPECT_TRUE(Dark(back, back.Px(right), back.Px(imp.cuts[0].y - reach)));
  EXPECT_FALSE(Dark(back, back.Px(imp.BackX(imp.cuts[3].right())), back.Px(imp.cuts[0].y - reach)));
}

}  // namespace
}  // namespace carc
