// Single-tile files: a PDF's art covers its whole page (the bleed box),
// whatever fraction of a point the page's size ends in.
#include "print/tile_file.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "base/test_util.h"
#include "draw/raster.h"
#include "print/tile_export.h"
#include "spec/spec_loader.h"

namespace carc {
namespace {

using test_support::TempDir;

TileSet BaseSet() {
  TileSet set;
  Diagnostics diags;
  EXPECT_TRUE(LoadValidTileSet(test_support::SourceDir() + "/tilesets/base-c1.yaml", &set, &diags).ok());
  return set;
}

const TileType* Find(const TileSet& set, const std::string& id) {
  for (const TileType& t : set.tiles)
    if (t.id == id) return &t;
  return nullptr;
}

/// Pixels of the page at 600 dpi that no art reached: white in every channel
/// (no tile or back colour of the default theme is near white, save the
/// shield's charge, and tiles D and U have no shield). Every pixel wholly
/// inside the page counts; the last fraction of a pixel past them, where
/// the rasterizer's own rounding of the page edge decides, does not. The
/// old clip to whole points left 4.7 of them white on two sides.
long Unpainted(const std::string& pdf, Mm side) {
  Raster r = RasterizePdfPage(pdf, 1, 600);
  EXPECT_FALSE(r.empty()) << pdf;
  EXPECT_NEAR(r.width, side.px(600), 1) << pdf;
  EXPECT_NEAR(r.height, side.px(600), 1) << pdf;
  int whole = int(std::floor(side.px(600)));
  long n = 0;
  for (int y = 0; y < std::min(whole, r.height); ++y)
    for (int x = 0; x < std::min(whole, r.width); ++x)
      if (r.At(x, y, 0) >= 250 && r.At(x, y, 1) >= 250 && r.At(x, y, 2) >= 250) ++n;
  return n;
}

// 45 mm is 127.559 pt and 51 mm 144.567 pt: Cairo clips a page's own drawing
// to 127 and 144, which left the right and bottom 0.2 mm white.
TEST(TileFileTest, PdfArtCoversTheWholeBleedBox) {
  TempDir tmp;
  TileSet set = BaseSet();
  const TileType* d = Find(set, "D");
  ASSERT_NE(d, nullptr);
  struct Case { double bleed; int quarters; bool back; TileBack design; };
  for (const Case& c : {Case{3, 0, false, TileBack::Regular}, Case{0, 0, false, TileBack::Regular},
                        Case{3, 1, false, TileBack::Regular}, Case{3, 0, true, TileBack::Regular},
                        Case{0, 0, true, TileBack::Start}, Case{2, 0, true, TileBack::River}}) {
    TileFileOptions o;
    o.bleed = Mm(c.bleed);
    o.quarters = c.quarters;
    o.back = c.back;
    o.back_design = c.design;
    std::string pdf = tmp.Path("d.pdf");
    ASSERT_TRUE(WriteTileFile(pdf, *d, Theme(), nullptr, o).ok());
    EXPECT_EQ(Unpainted(pdf, o.size + o.bleed * 2), 0)
        << "bleed " << c.bleed << ", quarters " << c.quarters << ", back " << c.back;
  }
}

TEST(TileFileTest, ExportedPdfsCoverTheirWholePage) {
  TempDir tmp;
  ExportOptions o;
  o.format = ExportFormat::Pdf;
  o.bleed = Mm(3);
  o.tile = Mm(41);
  ASSERT_TRUE(ExportTiles(tmp.Path("x"), BaseSet(), Theme(), o, nullptr).ok());
  for (const char* name : {"D.pdf", "U.pdf", "back.pdf", "start-back.pdf"})
    EXPECT_EQ(Unpainted(tmp.Path("x") + "/" + name, Mm(47)), 0) << name;
}

}  // namespace
}  // namespace carc
