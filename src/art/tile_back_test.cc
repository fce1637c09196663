// Tile backs: plain to the cut, so that a duplex printer's offset between a
// sheet's sides cannot be seen, and the three designs told apart.
#include "art/tile_back.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>

#include "draw/raster.h"

namespace carc {
namespace {

constexpr double kDpi = 200;

/// A back `size` wide with `bleed`, rasterized at kDpi.
Raster DrawBack(TileBack back, const Theme& theme, Mm size, Mm bleed) {
  Mm full = size + bleed * 2;
  int px = int(std::lround(full.px(kDpi)));
  SurfacePtr s(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, px, px));
  cairo_surface_set_device_scale(s.get(), px / full.pt(), px / full.pt());
  {
    ContextPtr cr(cairo_create(s.get()));
    DrawTileBack(cr.get(), back, theme, {{bleed, bleed, size, size}, bleed, 0});
  }
  Raster r = FromSurface(s.get());
  r.dpi = kDpi;
  return r;
}

/// Pixels between `outer` mm outside the cut and `inner` mm inside it whose
/// colour is off `fill` by more than 3 in a channel: what a duplex offset of
/// up to `outer` (and `inner`) would show lopsided.
long OffRing(const Raster& r, Mm bleed, Mm size, Mm outer, Mm inner, const Color& fill) {
  int want[3] = {int(std::lround(fill.r * 255)), int(std::lround(fill.g * 255)), int(std::lround(fill.b * 255))};
  int a = r.Px(bleed - outer), b = r.Px(bleed + inner), c = r.Px(bleed + size - inner), d = r.Px(bleed + size + outer);
  long off = 0;
  for (int y = a; y < d; ++y)
    for (int x = a; x < d; ++x) {
      bool ring = x < b || x >= c || y < b || y >= c;
      if (!ring) continue;
      for (int ch = 0; ch < 3; ++ch)
        if (std::abs(r.At(x, y, ch) - want[ch]) > 3) {
          ++off;
          break;
        }
    }
  return off;
}

// From 1 mm outside the cut to 5 mm inside it every back is its plain
// colour, at 45 mm and at the demo's 40: a sheet printed 1 mm off (or cut
// 1 mm off) shows the same back. The emblems sit inside (the start star's
// tip 6 mm from the cut at 40 mm).
TEST(TileBackTest, PlainColourToTheCutSoADuplexOffsetIsInvisible) {
  Theme theme;
  for (Mm size : {Mm(45), Mm(40)})
    for (TileBack back : {TileBack::Regular, TileBack::Start, TileBack::River}) {
      const Color& fill = back == TileBack::Start ? theme.start_back
                          : back == TileBack::River ? theme.river_back
                                                    : theme.back;
      Raster r = DrawBack(back, theme, size, Mm(3));
      EXPECT_EQ(OffRing(r, Mm(3), size, Mm(1), Mm(5), fill), 0) << int(back) << " at " << size.v << " mm";
    }
}

// A theme may ask for the old frame line 2.5 mm inside the cut.
TEST(TileBackTest, FrameOnlyWhenTheThemeAsksForIt) {
  Theme theme;
  theme.back_frame = true;
  Raster r = DrawBack(TileBack::Regular, theme, Mm(45), Mm(3));
  EXPECT_GT(OffRing(r, Mm(3), Mm(45), Mm(1), Mm(5), theme.back), 1000);
  int x = r.Px(Mm(3 + 22.5)), y = r.Px(Mm(3 + 2.5));  // the frame's top line, mid-tile
  EXPECT_NEAR(r.At(x, y, 0), theme.back_mark.r * 255, 12);
  EXPECT_NEAR(r.At(x, y, 1), theme.back_mark.g * 255, 12);
}

// Face down the three stacks stay apart: each back's colour differs from
// the others' by far more than a printer's drift.
TEST(TileBackTest, StartAndRiverBacksStayDistinct) {
  Theme theme;
  Mm size(45);
  Color mean[3];
  for (TileBack back : {TileBack::Regular, TileBack::Start, TileBack::River})
    mean[int(back)] = MeanColor(DrawBack(back, theme, size, Mm(0)), {Mm(0), Mm(0), size, size});
  for (int a = 0; a < 3; ++a)
    for (int b = a + 1; b < 3; ++b) {
      double d = std::abs(mean[a].r - mean[b].r) + std::abs(mean[a].g - mean[b].g) + std::abs(mean[a].b - mean[b].b);
      EXPECT_GT(d, 60) << a << " " << b;  // 0..255 per channel
    }
}

}  // namespace
}  // namespace carc
