// Tile sheets measured on rasterized pages (pdftoppm): tiles land where the
// layout says at the right size, each back lands behind its front under the
// chosen flip, and every tile appears exactly `count` times.
#include "print/sheets.h"

#include <gtest/gtest.h>

#include <cmath>
#include <map>

#include "art/tile_art.h"
#include "base/test_util.h"
#include "draw/raster.h"
#include "print/print_marks.h"
#include "spec/spec_loader.h"

namespace carc {
namespace {

using test_support::TempDir;
using test_support::WriteFile;

constexpr double kSizeTolMm = 0.2;  // tile position and size, as the issue asks

TileSet LoadSet(const TempDir& tmp, const std::string& yaml) {
  std::string path = tmp.Path("set.yaml");
  WriteFile(path, yaml);
  TileSet set;
  Diagnostics diags;
  Status s = LoadValidTileSet(path, &set, &diags);
  for (const Diagnostic& d : diags.all()) ADD_FAILURE() << d.Format();
  EXPECT_TRUE(s.ok());
  return set;
}

/// A theme that draws every plain field tile as one flat colour and every back
/// as another, so edges can be found exactly.
Theme FlatTheme() {
  Theme t;
  t.field = {0, 0.8, 0, 1};
  t.grass_tufts = 0;
  t.trees = 0;
  t.field_patches = false;
  t.back = t.back_mark = {0, 0, 0.8, 1};
  t.start_back = t.start_mark = {0.8, 0, 0, 1};
  t.start_label = "";
  return t;
}

/// Whether pixel (x, y) carries at least half of `ink`'s difference from white.
bool Inked(const Raster& r, int x, int y, const Color& ink) {
  double full = 0, here = 0;
  for (int c = 0; c < 3; ++c) {
    double v = c == 0 ? ink.r : c == 1 ? ink.g : ink.b;
    full += 255 - v;
    here += 255 - r.At(x, y, c);
  }
  return here >= full / 2;
}

/// The inked extent found scanning across `expected` (grown by `slack`)
/// through its middle row and column.
RectMm MeasureRect(const Raster& r, const RectMm& expected, Mm slack) {
  Color ink = MeanColor(r, {expected.x + Mm(5), expected.y + Mm(5), Mm(3), Mm(3)});
  int cy = r.Px(expected.y + expected.h / 2), cx = r.Px(expected.x + expected.w / 2);
  int x0 = r.Px(expected.x - slack), x1 = r.Px(expected.right() + slack);
  int y0 = r.Px(expected.y - slack), y1 = r.Px(expected.bottom() + slack);
  int left = -1, right = -1, top = -1, bottom = -1;
  for (int x = x0; x <= x1; ++x) {
    if (!Inked(r, x, cy, ink)) continue;
    if (left < 0) left = x;
    right = x;
  }
  for (int y = y0; y <= y1; ++y) {
    if (!Inked(r, cx, y, ink)) continue;
    if (top < 0) top = y;
    bottom = y;
  }
  double mm = 25.4 / r.dpi;
  return {Mm(left * mm), Mm(top * mm), Mm((right - left + 1) * mm), Mm((bottom - top + 1) * mm)};
}

void ExpectRectNear(const RectMm& got, const RectMm& want, const std::string& what) {
  EXPECT_NEAR(got.x.v, want.x.v, kSizeTolMm) << what;
  EXPECT_NEAR(got.y.v, want.y.v, kSizeTolMm) << what;
  EXPECT_NEAR(got.w.v, want.w.v, kSizeTolMm) << what;
  EXPECT_NEAR(got.h.v, want.h.v, kSizeTolMm) << what;
}

/// Where paper turned over `flip` puts the back of `front` on a portrait page,
/// worked out here independently of Imposition::BackRect.
RectMm Behind(Flip flip, SizeMm page, const RectMm& front) {
  if (flip == Flip::LongEdge) return {page.w - front.x - front.w, front.y, front.w, front.h};
  return {front.x, page.h - front.y - front.h, front.w, front.h};
}

const char* kPlainSet = R"(set:
  name: Plain
tiles:
  - id: P
    count: 7
    start: true
    edges: FFFF
)";

TEST(SheetsTest, TilesAndBacksLandWhereTheLayoutSaysAtTheRightSize) {
  TempDir tmp;
  TileSet set = LoadSet(tmp, kPlainSet);
  SheetLayout layout;
  layout.bleed = Mm(0);  // flat tiles separated by white gutters
  std::string pdf = tmp.Path("sheets.pdf");
  SheetPages pages;
  ASSERT_TRUE(WriteTileSheets(pdf, set, layout, FlatTheme(), {}, &pages).ok());
  ASSERT_EQ(pages.fronts, std::vector<int>({1}));
  ASSERT_EQ(pages.backs, std::vector<int>({2}));
  const Imposition& imp = pages.imposition;
  Raster front = RasterizePdfPage(pdf, 1, 254), back = RasterizePdfPage(pdf, 2, 254);
  ASSERT_FALSE(front.empty());
  ASSERT_FALSE(back.empty());
  for (const SheetTile& p : pages.sheets[0]) {
    RectMm cut = imp.cuts[size_t(p.cell)];
    ExpectRectNear(MeasureRect(front, cut, Mm(2.5)), cut, "front of cell " + std::to_string(p.cell));
    RectMm behind = Behind(Flip::LongEdge, imp.page, cut);
    ExpectRectNear(MeasureRect(back, behind, Mm(2.5)), behind, "back of cell " + std::to_string(p.cell));
  }
  // Cells 7..14 are empty on both sides: their mirror images are white.
  for (int cell = 7; cell < imp.per_page(); ++cell) {
    Color c = MeanColor(back, Behind(Flip::LongEdge, imp.page, imp.cuts[size_t(cell)]));
    EXPECT_GT(c.r + c.g + c.b, 3 * 250.0) << "cell " << cell;
  }
}

TEST(SheetsTest, ButtedTilesAreExactlyTheirSize) {
  TempDir tmp;
  TileSet set = LoadSet(tmp, R"(set:
  name: One
tiles:
  - id: P
    count: 1
    start: true
    edges: FFFF
  - id: Q
    count: 1
    edges: FFFF
    monastery: true
)");
  SheetLayout layout;
  layout.cuts = CutStyle::Butted;
  layout.bleed = Mm(0);
  layout.tile = Mm(38);
  layout.backs = false;
  std::string pdf = tmp.Path("sheets.pdf");
  SheetPages pages;
  ASSERT_TRUE(WriteTileSheets(pdf, set, layout, FlatTheme(), {}, &pages).ok());
  EXPECT_TRUE(pages.backs.empty());
  Raster page = RasterizePdfPage(pdf, 1, 254);
  RectMm cut = pages.imposition.cuts[0];
  // Scan leftwards and upwards only from tile 0 (its right neighbour is inked too).
  RectMm got = MeasureRect(page, {cut.x, cut.y, cut.w, cut.h}, Mm(2));
  EXPECT_NEAR(got.x.v, cut.x.v, kSizeTolMm);
  EXPECT_NEAR(got.y.v, cut.y.v, kSizeTolMm);
  EXPECT_NEAR(got.h.v, 38, kSizeTolMm);
  EXPECT_EQ(test_support::Squeeze(test_support::PdfInfo(pdf)).find("Pages: 1\n") != std::string::npos, true);
}

// A few base types with distinct looks; D is the start type.
const char* kMixedSet = R"(set:
  name: Mixed
tiles:
  - id: A
    count: 2
    edges: FFRF
    monastery: true
    roads: [{sides: [S], end: monastery}]
  - id: C
    count: 1
    edges: CCCC
    cities: [{sides: [N, E, S, W], shields: 1}]
  - id: D
    count: 4
    start: true
    edges: CRFR
    cities: [{sides: [N]}]
    roads: [{sides: [E, W]}]
  - id: V
    count: 9
    edges: FFRR
    roads: [{sides: [W, S]}]
  - id: W
    count: 4
    edges: FRRR
    roads: [{sides: [E], end: village}, {sides: [S], end: village}, {sides: [W], end: village}]
)";

/// A tile's fingerprint: the mean colours of a 3 × 3 grid over `cut` (one
/// mean over the whole tile cannot tell, say, a curve from a village).
using Fingerprint = std::vector<Color>;

Fingerprint FingerprintOf(const Raster& r, const RectMm& cut) {
  Fingerprint out;
  for (int row = 0; row < 3; ++row)
    for (int col = 0; col < 3; ++col)
      out.push_back(MeanColor(r, {cut.x + cut.w * (col / 3.0), cut.y + cut.h * (row / 3.0), cut.w / 3, cut.h / 3}));
  return out;
}

/// The fingerprint of one tile type drawn alone at `dpi`.
Fingerprint ReferenceFingerprint(const TileType& t, const Theme& theme, Mm size, double dpi) {
  int px = int(std::lround(size.px(dpi)));
  SurfacePtr s(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, px, px));
  cairo_surface_set_device_scale(s.get(), px / size.pt(), px / size.pt());
  {
    ContextPtr cr(cairo_create(s.get()));
    DrawTileFront(cr.get(), t, theme, {{Mm(0), Mm(0), size, size}, Mm(0), 0});
  }
  Raster r = FromSurface(s.get());
  r.dpi = dpi;
  return FingerprintOf(r, {Mm(0), Mm(0), size, size});
}

double Distance(const Color& a, const Color& b) {
  return std::sqrt((a.r - b.r) * (a.r - b.r) + (a.g - b.g) * (a.g - b.g) + (a.b - b.b) * (a.b - b.b));
}

double Distance(const Fingerprint& a, const Fingerprint& b) {
  double sum = 0;
  for (size_t i = 0; i < a.size(); ++i) sum += Distance(a[i], b[i]) * Distance(a[i], b[i]);
  return std::sqrt(sum);
}

/// Which reference `c` is nearest; fails unless clearly so.
int Classify(const Fingerprint& c, const std::vector<Fingerprint>& refs) {
  int best = -1;
  double d1 = 1e9, d2 = 1e9;
  for (size_t i = 0; i < refs.size(); ++i) {
    double d = Distance(c, refs[i]);
    if (d < d1) {
      d2 = d1;
      d1 = d;
      best = int(i);
    } else if (d < d2) {
      d2 = d;
    }
  }
  EXPECT_LT(d1 * 3, d2) << "ambiguous tile";
  return best;
}

void CheckCountsAndBacks(Flip flip) {
  TempDir tmp;
  TileSet set = LoadSet(tmp, kMixedSet);
  Theme theme;
  SheetLayout layout;
  layout.flip = flip;
  std::string pdf = tmp.Path("mixed.pdf");
  SheetPages pages;
  ASSERT_TRUE(WriteTileSheets(pdf, set, layout, theme, {}, &pages).ok());
  const Imposition& imp = pages.imposition;
  ASSERT_EQ(pages.fronts.size(), 2u);  // 20 tiles, 15 per page
  ASSERT_EQ(pages.backs.size(), 2u);
  const double dpi = 60;
  std::vector<Fingerprint> refs;
  for (const TileType& t : set.tiles) refs.push_back(ReferenceFingerprint(t, theme, layout.tile, dpi));
  std::map<std::string, int> counted;
  int start_backs = 0;
  for (size_t sheet = 0; sheet < pages.fronts.size(); ++sheet) {
    Raster front = RasterizePdfPage(pdf, pages.fronts[sheet], dpi);
    Raster back = RasterizePdfPage(pdf, pages.backs[sheet], dpi);
    ASSERT_FALSE(front.empty());
    std::map<int, std::string> by_cell;
    for (int cell = 0; cell < imp.per_page(); ++cell) {
      Color c = MeanColor(front, imp.cuts[size_t(cell)]);
      if (c.r + c.g + c.b > 3 * 250.0) continue;  // an empty cell
      by_cell[cell] = set.tiles[size_t(Classify(FingerprintOf(front, imp.cuts[size_t(cell)]), refs))].id;
      ++counted[by_cell[cell]];
    }
    // Behind every front is a back, behind every empty cell nothing; the
    // start tile's back (blue) is behind the first D.
    for (int cell = 0; cell < imp.per_page(); ++cell) {
      ASSERT_FALSE(imp.landscape);
      Color c = MeanColor(back, Behind(flip, imp.page, imp.cuts[size_t(cell)]));
      bool empty = c.r + c.g + c.b > 3 * 250.0;
      EXPECT_EQ(empty, by_cell.count(cell) == 0) << "sheet " << sheet << " cell " << cell;
      if (empty) continue;
      double to_start = Distance(c, {theme.start_back.r * 255, theme.start_back.g * 255, theme.start_back.b * 255, 1});
      double to_back = Distance(c, {theme.back.r * 255, theme.back.g * 255, theme.back.b * 255, 1});
      bool is_start = to_start < to_back;
      bool first_d = sheet == 0 && by_cell[cell] == "D" && (cell == 0 || by_cell[cell - 1] != "D");
      EXPECT_EQ(is_start, first_d) << "sheet " << sheet << " cell " << cell;
      start_backs += is_start;
    }
  }
  EXPECT_EQ(start_backs, 1);
  for (const TileType& t : set.tiles) EXPECT_EQ(counted[t.id], t.count) << "tile " << t.id;
}

TEST(SheetsTest, EveryTileAppearsCountTimesAndEachBackIsBehindItsFrontLongEdge) {
  CheckCountsAndBacks(Flip::LongEdge);
}

TEST(SheetsTest, EveryTileAppearsCountTimesAndEachBackIsBehindItsFrontShortEdge) {
  CheckCountsAndBacks(Flip::ShortEdge);
}

TEST(SheetsTest, PlacesEveryCopyInSpecOrderAndMarksOneStartTile) {
  TempDir tmp;
  TileSet set = LoadSet(tmp, kMixedSet);
  auto sheets = PlaceTiles(set, 8);
  ASSERT_EQ(sheets.size(), 3u);
  EXPECT_EQ(sheets[2].size(), 4u);
  std::map<int, int> counts;
  int starts = 0;
  for (const auto& sheet : sheets)
    for (const SheetTile& p : sheet) {
      ++counts[p.tile];
      starts += p.back == TileBack::Start;
    }
  for (size_t t = 0; t < set.tiles.size(); ++t) EXPECT_EQ(counts[int(t)], set.tiles[t].count);
  EXPECT_EQ(starts, 1);
  EXPECT_EQ(sheets[0][3].back, TileBack::Start);  // A, A, C, then the first D
}

TEST(SheetsTest, AppendsToASharedDocumentAndReportsItsPages) {
  TempDir tmp;
  TileSet set = LoadSet(tmp, kMixedSet);
  std::string pdf = tmp.Path("kit.pdf");
  PdfDocument doc(pdf, {"Kit", "", "", "", "test"});
  doc.BeginPage({Mm(210), Mm(297)}, "Cover");
  doc.EndPage();
  SheetPages pages;
  SheetLayout layout;
  ASSERT_TRUE(RenderTileSheets(doc, set, layout, Theme(), &pages).ok());
  EXPECT_EQ(pages.fronts, std::vector<int>({2, 4}));
  EXPECT_EQ(pages.backs, std::vector<int>({3, 5}));
  ASSERT_TRUE(doc.Finish().ok());
  std::string text = test_support::Squeeze(test_support::PdfText(pdf, 4));
  EXPECT_NE(text.find("Mixed"), std::string::npos) << text;
  EXPECT_NE(text.find("Tile fronts, sheet 2 of 2 \u00b7 page 4"), std::string::npos) << text;
  EXPECT_NE(text.find("50 mm: measure it to check the printer printed at 100 %"), std::string::npos);
}

/// The scale bar and the footer's left text are one form shared by every
/// sheet; they look exactly as if drawn on each page (text measured with the
/// PDF's unhinted metrics, not the recording surface's hinted ones).
TEST(SheetsTest, SharedScaleBarAndFooterLookAsIfDrawnOnThePage) {
  TempDir tmp;
  TileSet set = LoadSet(tmp, kMixedSet);
  SheetLayout layout;
  Imposition imp = Impose(layout);
  std::string sheets = tmp.Path("sheets.pdf"), direct = tmp.Path("direct.pdf");
  {
    PdfDocument doc(sheets, PdfMetadata());
    ASSERT_TRUE(RenderTileSheets(doc, set, layout, Theme(), nullptr).ok());
    ASSERT_TRUE(doc.Finish().ok());
  }
  {
    PdfDocument doc(direct, PdfMetadata());
    SheetWords words;
    doc.BeginPage(imp.page);
    DrawInlineScaleBar(doc.cr(), {imp.art.x, layout.margin}, layout.scale_bar,
                       words.ScaleBar(int(layout.scale_bar.v + 0.5)));
    DrawFooter(doc.cr(), imp.page, layout.margin + Mm(4), "Mixed", words.BackFooter(1, 2, 2, layout.flip));
    doc.EndPage();
    ASSERT_TRUE(doc.Finish().ok());
  }
  const double dpi = 200;
  Raster a = RasterizePdfPage(sheets, 2, dpi), b = RasterizePdfPage(direct, 1, dpi);
  ASSERT_FALSE(a.empty());
  ASSERT_EQ(a.width, b.width);
  auto px = [&](Mm v) { return int(v.v / 25.4 * dpi); };
  // The scale bar's rows and the footer's, clear of the crop marks.
  int bands[2][2] = {{px(layout.margin) - 2, px(layout.margin + InlineScaleBarHeight()) + 2},
                     {px(imp.page.h - layout.margin - Mm(3)) - 2, b.height}};
  long inked = 0, differing = 0;
  for (auto& band : bands)
    for (int y = band[0]; y < band[1]; ++y)
      for (int x = 0; x < a.width; ++x)
        for (int c = 0; c < 3; ++c) {
          inked += b.At(x, y, c) < 128;
          differing += a.At(x, y, c) != b.At(x, y, c);
        }
  EXPECT_GT(inked, 500);  // the bands hold the bar and the texts
  EXPECT_EQ(differing, 0);
}

TEST(SheetsTest, BadLayoutDrawsNothing) {
  TempDir tmp;
  TileSet set = LoadSet(tmp, kMixedSet);
  SheetLayout layout;
  layout.gutter = Mm(2);
  Status s = WriteTileSheets(tmp.Path("x.pdf"), set, layout, Theme(), {});
  EXPECT_TRUE(s.IsInvalid());
  EXPECT_EQ(s.ToString(),
            "error: bleed 3 mm needs a gutter of at least 6 mm (got 2 mm), or neighbouring tiles' art would overlap");
  EXPECT_TRUE(test_support::ReadFile(tmp.Path("x.pdf")).empty());
}

}  // namespace
}  // namespace carc
