// Golden images of representative tiles, plus rotation, determinism and
// designers' own art. Goldens live in tests/golden/; regenerate them after an
// intended change of the art with
//   CARCKIT_UPDATE_GOLDEN=1 ./build/art_tests --gtest_filter='*TileArtGolden*'
// and look at every changed PNG before committing it.
#include "art/tile_art.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <filesystem>

#include "art/tile_back.h"
#include "base/test_util.h"
#include "draw/pdf_document.h"
#include "draw/raster.h"
#include "spec/spec_loader.h"

namespace carc {
namespace {

using test_support::TempDir;
using test_support::WriteFile;

// A pixel differs when a channel is off by more than kChannelTolerance; a
// golden matches when at most kDifferingShare of its pixels differ.
constexpr int kChannelTolerance = 24;
constexpr double kDifferingShare = 0.005;
constexpr double kGoldenDpi = 100;

Raster Draw(const TileType& tile, const Theme& theme, int quarters, bool back = false, Mm bleed = Mm(0),
            const TileImage* image = nullptr, double dpi = kGoldenDpi) {
  Mm size(45);
  Mm full = size + bleed * 2;
  int px = int(std::lround(full.px(dpi)));
  SurfacePtr s(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, px, px));
  cairo_surface_set_device_scale(s.get(), px / full.pt(), px / full.pt());
  {
    ContextPtr cr(cairo_create(s.get()));
    TileFrame frame{{bleed, bleed, size, size}, bleed, quarters};
    if (back) DrawTileBack(cr.get(), tile.start ? TileBack::Start : TileBack::Regular, theme, frame);
    else DrawTileFront(cr.get(), tile, theme, frame, image);
  }
  Raster r = FromSurface(s.get());
  r.dpi = dpi;
  return r;
}

const TileSet& Base() {
  static TileSet set = [] {
    TileSet s;
    Diagnostics diags;
    EXPECT_TRUE(LoadValidTileSet(test_support::SourceDir() + "/tilesets/base-c1.yaml", &s, &diags).ok());
    return s;
  }();
  return set;
}

void CheckGolden(const std::string& name, const Raster& got) {
  std::string path = test_support::SourceDir() + "/tests/golden/" + name + ".png";
  const char* update = std::getenv("CARCKIT_UPDATE_GOLDEN");
  if (update && std::string(update) == "1") {
    ASSERT_TRUE(WritePng(got, path)) << path;
    std::cout << "updated " << path << "\n";
    return;
  }
  Raster want = ReadPng(path);
  ASSERT_FALSE(want.empty()) << path << " is missing; create it with CARCKIT_UPDATE_GOLDEN=1";
  long differing = DifferingPixels(got, want, kChannelTolerance);
  long allowed = long(kDifferingShare * got.width * got.height);
  if (differing > allowed) WritePng(got, ::testing::TempDir() + "/" + name + ".actual.png");
  EXPECT_LE(differing, allowed) << name << ": " << differing << " pixels differ (actual image written to "
                                << ::testing::TempDir() << name << ".actual.png)";
}

class TileArtGolden : public ::testing::TestWithParam<const char*> {};

TEST_P(TileArtGolden, MatchesTheGoldenImage) {
  const TileType* t = Base().Find(GetParam());
  ASSERT_NE(t, nullptr);
  CheckGolden(std::string("tile-") + GetParam(), Draw(*t, Theme(), 0));
}

// A cap, two caps (adjacent, opposite), the band with a shield, a diagonal
// with a curve, three sides with a road into the city, the full city,
// villages, monasteries and the start type.
INSTANTIATE_TEST_SUITE_P(Base, TileArtGolden,
                         ::testing::Values("A", "B", "C", "D", "E", "F", "H", "I", "L", "N", "P", "R", "T", "V",
                                           "W", "X"),
                         [](const ::testing::TestParamInfo<const char*>& info) { return std::string(info.param); });

TEST(TileArtGoldenBacks, RegularAndStartBacks) {
  TileType regular, start;
  start.start = true;
  CheckGolden("back", Draw(regular, Theme(), 0, true));
  CheckGolden("back-start", Draw(start, Theme(), 0, true));
}

TEST(TileArtGoldenRotation, QuarterTurnOfK) {
  CheckGolden("tile-K-r90", Draw(*Base().Find("K"), Theme(), 1));
}

/// `r` turned a quarter clockwise.
Raster TurnClockwise(const Raster& r) {
  Raster out = r;
  out.width = r.height;
  out.height = r.width;
  for (int y = 0; y < out.height; ++y)
    for (int x = 0; x < out.width; ++x)
      for (int c = 0; c < 3; ++c)
        out.rgb[(size_t(y) * size_t(out.width) + size_t(x)) * 3 + size_t(c)] = uint8_t(r.At(y, r.height - 1 - x, c));
  return out;
}

TEST(TileArtTest, EveryRotationIsTheSameArtTurned) {
  for (const char* id : {"D", "P", "W", "T"}) {
    const TileType& t = *Base().Find(id);
    Raster turned = Draw(t, Theme(), 0);
    for (int q = 1; q < 4; ++q) {
      turned = TurnClockwise(turned);
      Raster direct = Draw(t, Theme(), q);
      EXPECT_LE(DifferingPixels(direct, turned, 40), long(0.002 * direct.width * direct.height))
          << id << " turned " << 90 * q;
    }
  }
}

TEST(TileArtTest, SameSpecSameArt) {
  const TileType& t = *Base().Find("L");
  EXPECT_EQ(DifferingPixels(Draw(t, Theme(), 0), Draw(t, Theme(), 0), 0), 0);
}

TEST(TileArtTest, ArtRunsIntoTheBleed) {
  const TileType& t = *Base().Find("D");  // city N, road E-W
  Raster r = Draw(t, Theme(), 0, false, Mm(3));
  Color city = MeanColor(r, {Mm(22), Mm(0.3), Mm(2), Mm(2)});       // in the bleed above the cap
  Color road = MeanColor(r, {Mm(0.3), Mm(25), Mm(2), Mm(0.6)});     // road centre line, left bleed
  Color field = MeanColor(r, {Mm(20), Mm(49.5), Mm(2), Mm(1)});     // bottom bleed
  Theme th;
  EXPECT_NEAR(city.r, th.city.r * 255, 12);
  EXPECT_NEAR(road.b, th.road.b * 255, 12);
  EXPECT_NEAR(field.g, th.field.g * 255, 25);
}

/// A theme without decoration or houses: what is left is the shapes.
Theme Plain() {
  Theme t;
  t.grass_tufts = 0;
  t.trees = 0;
  t.roofs = false;
  t.field_patches = false;
  return t;
}

// Four separate caps: each is the same cap turned, so the tile looks the same
// turned a quarter (up to the faint paving texture, under the tolerance).
TEST(TileArtTest, CapsOnEverySideLookAlike) {
  TileType t;
  t.id = "four-caps";
  for (Side s : {Side::N, Side::E, Side::S, Side::W}) t.cities.push_back({Bit(s), 0, {}});
  Raster r = Draw(t, Plain(), 0, false, Mm(0), nullptr, 150);
  EXPECT_LE(DifferingPixels(r, TurnClockwise(r), 24), long(0.002 * r.width * r.height));
}

// A road meets a tile's side exactly where, and as wide as, the road of the
// neighbouring tile: the straight road's two ends look the same, whatever its
// edges do inside, and its dark edges lie where the theme puts them.
TEST(TileArtTest, RoadsMeetTheSidesAtTheirNominalWidth) {
  const double dpi = 300;
  Theme theme;
  Raster r = Draw(*Base().Find("U"), theme, 0, false, Mm(0), nullptr, dpi);
  int differing = 0;
  for (int y = 0; y < r.height; ++y)
    for (int c = 0; c < 3; ++c) differing += std::abs(r.At(0, y, c) - r.At(r.width - 1, y, c)) > 40;
  EXPECT_LE(differing, 6);
  // Dark edge centres, 45 mm tile: 22.5 ± (road / 2 + edge / 2) mm.
  double half = theme.road_width / 2 + theme.road_edge_width / 2;
  for (double mm : {22.5 - half, 22.5 + half}) {
    int y = int(Mm(mm).px(dpi));
    EXPECT_LT(r.At(0, y, 1), 130) << mm;  // the edge's dark brown, not field or road
    EXPECT_LT(r.At(r.width - 1, y, 1), 130) << mm;
  }
  int inside = int(Mm(22.5).px(dpi));
  EXPECT_GT(r.At(0, inside, 2), 180);  // the pale road in between
}

/// `r`'s pixels in the rectangle at (`x`, `y`) `w` × `h` pixels.
Raster Crop(const Raster& r, int x, int y, int w, int h) {
  Raster out;
  out.width = w, out.height = h, out.dpi = r.dpi;
  for (int j = 0; j < h; ++j)
    for (int i = 0; i < w; ++i)
      for (int c = 0; c < 3; ++c) out.rgb.push_back(uint8_t(r.At(x + i, y + j, c)));
  return out;
}

// Sheets write every type's art once, as PDF operators of their own
// (PdfCanvas) with its houses and trees as symbols: printed, each type looks
// as Cairo draws it (the goldens). Two rasterizers differ by a few levels
// along edges, and in the outermost pixels, where poppler clips a form.
TEST(TileArtTest, FormsLookLikeTheArt) {
  TempDir tmp;
  std::string path = tmp.Path("forms.pdf");
  const double dpi = 127;  // 5 pixels a millimetre: every tile on whole pixels
  Theme theme;
  {
    PdfDocument doc(path, {});
    std::vector<int> forms;
    for (const TileType& t : Base().tiles) forms.push_back(AddTileFrontForm(doc, t, theme, Mm(45), Mm(0)));
    doc.BeginPage({Mm(200), Mm(290)});
    for (size_t i = 0; i < forms.size(); ++i)
      doc.PlaceForm(forms[i], {Mm(10 + 45 * double(i % 4)), Mm(10 + 45 * double(i / 4))});
    doc.EndPage();
    ASSERT_TRUE(doc.Finish().ok());
  }
  Raster page = RasterizePdfPage(path, 1, dpi);
  ASSERT_FALSE(page.empty());
  for (size_t i = 0; i < Base().tiles.size(); ++i) {
    const TileType& t = Base().tiles[i];
    Raster want = Draw(t, theme, 0, false, Mm(0), nullptr, dpi);
    int x = 50 + 225 * int(i % 4), y = 50 + 225 * int(i / 4);
    Raster got = Crop(page, x + 1, y + 1, want.width - 2, want.height - 2);
    want = Crop(want, 1, 1, want.width - 2, want.height - 2);
    EXPECT_LE(DifferingPixels(got, want, 60), long(0.005 * want.width * want.height)) << t.id;
  }
}

TileSet SetWithArt(const TempDir& tmp, const std::string& art) {
  std::string spec = tmp.Path("set.yaml");
  WriteFile(spec, "set:\n  name: Art\ntiles:\n  - id: Z\n    count: 2\n    start: true\n    edges: FFFF\n    art: " +
                      art + "\n");
  TileSet set;
  Diagnostics diags;
  // Loaded, not validated: validation refuses missing art itself, and these
  // tests are about what the art stage says when it meets such a file.
  EXPECT_TRUE(LoadTileSet(spec, &set, &diags).ok());
  return set;
}

TEST(TileImageTest, DrawsPngArtIntoTheTileAndItsBleed) {
  TempDir tmp;
  {
    SurfacePtr s(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 30, 30));
    ContextPtr cr(cairo_create(s.get()));
    cairo_set_source_rgb(cr.get(), 1, 0, 1);
    cairo_paint(cr.get());
    cairo_surface_write_to_png(s.get(), tmp.Path("face.png").c_str());
  }
  TileSet set = SetWithArt(tmp, "face.png");
  std::unique_ptr<TileImage> image;
  ASSERT_TRUE(TileImage::Load(set.tiles[0], set.path, &image).ok());
  Raster r = Draw(set.tiles[0], Theme(), 0, false, Mm(3), image.get());
  for (int x : {1, r.width / 2, r.width - 2}) {
    EXPECT_EQ(r.At(x, r.height / 2, 0), 255);
    EXPECT_EQ(r.At(x, r.height / 2, 1), 0);
    EXPECT_EQ(r.At(x, r.height / 2, 2), 255);
  }
}

TEST(TileImageTest, DrawsSvgArtThroughLibrsvg) {
  TempDir tmp;
  WriteFile(tmp.Path("face.svg"),
            "<svg xmlns='http://www.w3.org/2000/svg' width='100' height='100' viewBox='0 0 100 100'>"
            "<rect width='100' height='100' fill='#00ffff'/><rect width='50' height='100' fill='#000080'/></svg>");
  TileSet set = SetWithArt(tmp, "face.svg");
  std::unique_ptr<TileImage> image;
  ASSERT_TRUE(TileImage::Load(set.tiles[0], set.path, &image).ok());
  Raster r = Draw(set.tiles[0], Theme(), 1, false, Mm(0), image.get());
  // Turned a quarter clockwise, the dark left half is on top.
  EXPECT_EQ(r.At(r.width / 2, r.height / 4, 2), 128);
  EXPECT_EQ(r.At(r.width / 2, 3 * r.height / 4, 1), 255);
}

TEST(TileImageTest, MissingOrBrokenArtNamesTheSpecPosition) {
  TempDir tmp;
  TileSet set = SetWithArt(tmp, "missing.png");
  std::unique_ptr<TileImage> image;
  Status s = TileImage::Load(set.tiles[0], set.path, &image);
  EXPECT_TRUE(s.IsIo());
  EXPECT_EQ(s.ToString(), set.path + ":8:10: error: tile Z: art '" + tmp.Path("missing.png") + "' not found");
  WriteFile(tmp.Path("broken.png"), "not a png");
  set = SetWithArt(tmp, "broken.png");
  s = TileImage::Load(set.tiles[0], set.path, &image);
  EXPECT_EQ(s.ToString(), set.path + ":8:10: error: tile Z: art '" + tmp.Path("broken.png") +
                             "' is not a PNG image");
  WriteFile(tmp.Path("broken.svg"), "<svg");
  set = SetWithArt(tmp, "broken.svg");
  s = TileImage::Load(set.tiles[0], set.path, &image);
  EXPECT_EQ(s.ToString().rfind(set.path + ":8:10: error: tile Z: art '" + tmp.Path("broken.svg") +
                                  "' is not a readable SVG image (",
                              0),
            0u)
      << s.ToString();
  set = SetWithArt(tmp, "face.jpg");
  s = TileImage::Load(set.tiles[0], set.path, &image);
  EXPECT_EQ(s.ToString(), set.path + ":8:10: error: tile Z: art '" + tmp.Path("face.jpg") +
                             "' must be a .png or .svg file");
}

}  // namespace
}  // namespace carc
