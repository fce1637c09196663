// The River's art: golden images of the twelve river tiles and the river
// back, and measurements that hold for any theme: the water where the spec
// puts it, its width at the tile's edge (so neighbours join), bridges over
// it, nothing planted in it, the monastery on its bank. Regenerate the
// goldens after an intended change with
//   CARCKIT_UPDATE_GOLDEN=1 ./build/art_tests --gtest_filter='RiverArt*'
// and look at every changed PNG before committing it.
#include "art/water_art.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <iostream>

#include "art/river_shapes.h"
#include "art/tile_back.h"
#include "base/test_util.h"
#include "draw/raster.h"
#include "spec/spec_loader.h"

namespace carc {
namespace {

constexpr double kDpi = 100;

const TileSet& River() {
  static TileSet set = [] {
    TileSet s;
    Diagnostics diags;
    EXPECT_TRUE(LoadValidTileSet(test_support::SourceDir() + "/tilesets/river.yaml", &s, &diags).ok());
    return s;
  }();
  return set;
}

const TileType& Tile(const std::string& id) {
  const TileType* t = River().Find(id);
  EXPECT_NE(t, nullptr) << id;
  return *t;
}

Raster Render(const TileType& tile, const Theme& theme, int quarters = 0, Mm bleed = Mm(0),
              double dpi = kDpi, TileBack back = TileBack::Regular, bool draw_back = false) {
  Mm size(45), full = size + bleed * 2;
  int px = int(std::lround(full.px(dpi)));
  SurfacePtr s(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, px, px));
  cairo_surface_set_device_scale(s.get(), px / full.pt(), px / full.pt());
  {
    ContextPtr cr(cairo_create(s.get()));
    TileFrame frame{{bleed, bleed, size, size}, bleed, quarters};
    if (draw_back) DrawTileBack(cr.get(), back, theme, frame);
    else DrawTileFront(cr.get(), tile, theme, frame);
  }
  Raster r = FromSurface(s.get());
  r.dpi = dpi;
  return r;
}

/// Whether pixel (x, y) is within `tol` of `c` in every channel.
bool Is(const Raster& r, int x, int y, const Color& c, int tol = 30) {
  return std::abs(r.At(x, y, 0) - c.r * 255) <= tol && std::abs(r.At(x, y, 1) - c.g * 255) <= tol &&
         std::abs(r.At(x, y, 2) - c.b * 255) <= tol;
}

/// Width in mm of the run of water colour through (x, y) along the column or row.
double WaterRun(const Raster& r, int x, int y, bool vertical, const Color& water) {
  int n = 0;
  for (int k = -r.width; k < r.width; ++k) {
    int px = vertical ? x : x + k, py = vertical ? y + k : y;
    if (px < 0 || py < 0 || px >= r.width || py >= r.height) continue;
    // The water band: water, its dark edge and its light ripples all count.
    n += Is(r, px, py, water, 40) || Is(r, px, py, Theme().water_deep, 40) ||
         Is(r, px, py, Theme().water_light, 40);
  }
  return n * 25.4 / r.dpi;
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
  long differing = DifferingPixels(got, want, 24);
  EXPECT_LE(differing, long(0.005 * got.width * got.height)) << name << ": " << differing
                                                             << " pixels differ";
}

class RiverArtGolden : public ::testing::TestWithParam<const char*> {};

TEST_P(RiverArtGolden, MatchesTheGoldenImage) {
  CheckGolden(std::string("tile-river-") + GetParam(), Render(Tile(GetParam()), Theme()));
}

INSTANTIATE_TEST_SUITE_P(River, RiverArtGolden,
                         ::testing::Values("spring", "lake", "river", "bend", "city-bend", "caps",
                                           "city-bridge", "monastery", "road-bend", "bridge"),
                         [](const ::testing::TestParamInfo<const char*>& info) {
                           std::string name = info.param;
                           for (char& c : name)
                             if (c == '-') c = '_';
                           return name;
                         });

TEST(RiverArtGoldenBacks, RiverBack) {
  CheckGolden("back-river", Render(Tile("spring"), Theme(), 0, Mm(0), kDpi, TileBack::River, true));
}

TEST(RiverArtTest, WaterRunsFromSideToSideAtTheRiversWidth) {
  Theme th;
  Raster r = Render(Tile("river"), th);  // N–S
  int mid = r.width / 2;
  for (int y : {0, r.height / 4, r.height / 2, r.height - 1}) {
    EXPECT_TRUE(Is(r, mid, y, th.water, 60)) << "y " << y;
    // The water's width, its dark edges included, at the same place on every row:
    // so it meets the next tile's river exactly.
    EXPECT_NEAR(WaterRun(r, mid, y, false, th.water), th.river_width + 0.8, 0.8) << "y " << y;
  }
  EXPECT_TRUE(Is(r, r.width / 8, r.height / 2, th.field, 40));  // dry land beside it
}

TEST(RiverArtTest, TurningABendTurnsItsWater) {
  Theme th;
  // bend: river N–E. Water at the N and E midpoints, none at S and W.
  Raster r = Render(Tile("bend"), th);
  int last = r.width - 1;
  EXPECT_TRUE(Is(r, r.width / 2, 0, th.water, 60));
  EXPECT_TRUE(Is(r, last, r.height / 2, th.water, 60));
  EXPECT_FALSE(Is(r, r.width / 2, last, th.water, 60));
  EXPECT_FALSE(Is(r, 0, r.height / 2, th.water, 60));
  Raster q = Render(Tile("bend"), th, 2);  // turned 180: S–W
  EXPECT_TRUE(Is(q, q.width / 2, last, th.water, 60));
  EXPECT_TRUE(Is(q, 0, q.height / 2, th.water, 60));
  EXPECT_FALSE(Is(q, q.width / 2, 0, th.water, 60));
}

TEST(RiverArtTest, WaterRunsIntoTheBleed) {
  Theme th;
  Raster r = Render(Tile("river"), th, 0, Mm(3));
  Color top = MeanColor(r, {Mm(25.5 - 0.8), Mm(0.3), Mm(1.6), Mm(2)});
  EXPECT_NEAR(top.b, th.water.b * 255, 25);
}

TEST(RiverArtTest, TheLakeFillsTheMiddleAndTheSpringRisesThere) {
  Theme th;
  Raster lake = Render(Tile("lake"), th);
  int water = 0;
  for (int y = 0; y < lake.height; ++y)
    for (int x = 0; x < lake.width; ++x) water += Is(lake, x, y, th.water, 40);
  EXPECT_GT(water, lake.width * lake.height / 5);  // a lake, not a pond
  EXPECT_TRUE(Is(lake, lake.width / 2, lake.height * 55 / 100, th.water, 50));
  Raster spring = Render(Tile("spring"), th);
  EXPECT_TRUE(Is(spring, spring.width / 2, spring.height * 3 / 4, th.water, 60));  // flowing south
  EXPECT_FALSE(Is(spring, spring.width / 2, spring.height / 8, th.water, 60));     // dry north
}

TEST(RiverArtTest, BridgesCarryTheRoadOverTheWater) {
  Theme th;
  Raster r = Render(Tile("bridge"), th);  // road N–S over river E–W
  int mid = r.width / 2;
  EXPECT_TRUE(Is(r, mid, r.height / 2, th.road, 20));    // the road over the water
  EXPECT_TRUE(Is(r, r.width / 4, r.height / 2, th.water, 60));
  // A parapet of bridge stone beside the road, over the water.
  int parapet = r.Px(Mm(45 * (0.5 + (th.road_width / 2 + th.road_edge_width + 0.5) / 45)));
  EXPECT_TRUE(Is(r, parapet, r.height / 2, th.bridge, 30));
  std::vector<BridgeShape> none = ComputeShapes(Tile("river")).bridges;
  EXPECT_TRUE(none.empty());
}

TEST(RiverArtTest, NoTreeOrTuftStandsInTheWater) {
  Theme th;
  for (const char* id : {"river", "bend", "lake", "spring", "road-bend"}) {
    Raster r = Render(Tile(id), th, 0, Mm(0), 200);
    TileShapes shapes = ComputeShapes(Tile(id));
    long planted = 0;
    for (int y = 0; y < r.height; ++y)
      for (int x = 0; x < r.width; ++x) {
        Vec p{(x + 0.5) / r.width, (y + 0.5) / r.height};
        // Well inside the water; the lake's bays reach in to 0.89 of its radius, and
        // its reeds grow on that shore.
        if (!shapes.NearWater(p, -0.05)) continue;
        bool in_bay = false;
        for (const RiverShape& w : shapes.rivers)
          in_bay |= w.pool_radius > 0 && Length(p - w.pool) > 0.85 * w.pool_radius &&
                    Length(p - w.pool) < 1.2 * w.pool_radius;
        if (in_bay) continue;
        planted += Is(r, x, y, th.tree, 12) || Is(r, x, y, th.grass, 12);
      }
    EXPECT_EQ(planted, 0) << id;
  }
}

TEST(RiverArtTest, TheMonasteryStandsOnTheBankItsRoadComesFrom) {
  TileShapes s = ComputeShapes(Tile("monastery"));  // road N, river E–W
  EXPECT_LT(s.monastery.centre.y, 0.5 - 0.09);
  EXPECT_NEAR(s.monastery.centre.x, 0.5, 1e-9);
  EXPECT_FALSE(s.NearWater(s.monastery.centre, 0.1));
  // Its yard reaches down to the bank, so the road's two sides are separate fields.
  EXPECT_TRUE(s.NearWater(s.monastery.centre + Vec{0, s.monastery.size * 0.5}, 0.02));
}

TEST(RiverArtTest, ARoadEndingAtTheRiverStopsAtTheWater) {
  TileType t;
  t.edges = {Terrain::Field, Terrain::Water, Terrain::Road, Terrain::Water};
  t.roads = {{Bit(Side::S), RoadEnd::River, false, {}}};
  t.rivers = {{Bit(Side::E) | Bit(Side::W), RiverEnd::None, {}}};
  TileShapes s = ComputeShapes(t);
  Vec end = s.roads[0].centre.End();
  EXPECT_NEAR(end.x, 0.5, 1e-9);
  EXPECT_GT(end.y, 0.5);
  EXPECT_LT(end.y, 0.5 + s.params.river_half);
}

TEST(RiverArtTest, EveryRotationIsTheSameArtTurned) {
  Theme th;
  const TileType& t = Tile("city-bridge");
  Raster base = Render(t, th);
  for (int q = 1; q < 4; ++q) {
    Raster direct = Render(t, th, q);
    // Turn `base` q quarters clockwise and compare.
    Raster turned = base;
    for (int k = 0; k < q; ++k) {
      Raster next = turned;
      for (int y = 0; y < next.height; ++y)
        for (int x = 0; x < next.width; ++x)
          for (int c = 0; c < 3; ++c)
            next.rgb[(size_t(y) * size_t(next.width) + size_t(x)) * 3 + size_t(c)] =
                uint8_t(turned.At(y, turned.height - 1 - x, c));
      turned = next;
    }
    EXPECT_LE(DifferingPixels(direct, turned, 40), long(0.003 * direct.width * direct.height))
        << "turned " << 90 * q;
  }
}

TEST(RiverArtTest, EveryThemeDrawsWaterInItsOwnColours) {
  Theme ink;
  Diagnostics diags;
  ASSERT_TRUE(LoadTheme("ink-saver", &ink, &diags).ok());
  Raster r = Render(Tile("river"), ink);
  EXPECT_TRUE(Is(r, r.width / 2 + 3, r.height / 3, ink.water, 20));
  EXPECT_FALSE(Is(r, r.width / 2 + 3, r.height / 3, Theme().water, 40));
}

TEST(RiverArtTest, TheRiverBackIsDarkerAndDiffersFromTheOthers) {
  for (const char* name : {"default", "ink-saver"}) {
    Theme th;
    Diagnostics diags;
    ASSERT_TRUE(LoadTheme(name, &th, &diags).ok());
    auto corner = [&](TileBack b) {
      return MeanColor(Render(Tile("spring"), th, 0, Mm(0), kDpi, b, true), {Mm(0.5), Mm(0.5), Mm(1), Mm(1)});
    };
    auto luma = [](Color c) { return 0.3 * c.r + 0.59 * c.g + 0.11 * c.b; };
    Color river = corner(TileBack::River), regular = corner(TileBack::Regular),
          start = corner(TileBack::Start);
    EXPECT_LT(luma(river), luma(regular) - 20) << name;
    EXPECT_GT(std::abs(river.r - start.r) + std::abs(river.g - start.g) + std::abs(river.b - start.b), 40)
        << name;
  }
}

TEST(RiverArtTest, BacksFollowTheStacks) {
  const TileSet& set = River();
  EXPECT_EQ(BackOf(set, Tile("spring"), 0), TileBack::River);
  EXPECT_EQ(BackOf(set, Tile("lake"), 0), TileBack::River);
  EXPECT_EQ(BackOf(set, Tile("bend"), 1), TileBack::River);
  EXPECT_EQ(BackOf(set, *set.Find("D"), 0), TileBack::Regular);  // the base start tile is ordinary
  TileSet with_river = set;
  with_river.start_tile = StartTileDeck::WithRiver;
  EXPECT_EQ(BackOf(with_river, *set.Find("D"), 0), TileBack::River);  // it hides in the river stack
  EXPECT_EQ(BackOf(with_river, *set.Find("D"), 1), TileBack::Regular);
}

}  // namespace
}  // namespace carc
