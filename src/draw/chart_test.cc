// Tests for the chart primitives of chart.h, measured on a raster.
#include "draw/chart.h"

#include <gtest/gtest.h>

#include "draw/raster.h"

namespace carc {
namespace {

/// A white image 60 mm by 10 mm at 254 dpi (10 pixels a mm), drawn in
/// points scaled to it, holding what `draw` draws.
template <typename Draw>
Raster Drawn(Draw draw) {
  const double dpi = 254;
  cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 600, 100);
  cairo_t* cr = cairo_create(surface);
  cairo_scale(cr, dpi / 72, dpi / 72);
  draw(cr);
  cairo_destroy(cr);
  cairo_surface_flush(surface);
  Raster raster = FromSurface(surface);
  cairo_surface_destroy(surface);
  raster.dpi = dpi;
  return raster;
}

/// The first and last columns of row `y` darker than mid-grey, or {-1, -1}.
std::pair<int, int> InkedColumns(const Raster& r, int y) {
  int first = -1, last = -1;
  for (int x = 0; x < r.width; ++x)
    if (r.At(x, y, 0) < 128) {
      if (first < 0) first = x;
      last = x;
    }
  return {first, last};
}

TEST(ChartTest, AWhiskerSpansItsIntervalWithCapsAtBothEnds) {
  // A scale of 0..100 over 10..50 mm; the interval 25..75 is 20..40 mm.
  ChartScale scale{0, 100, Mm(10), Mm(50)};
  Raster r = Drawn([&](cairo_t* cr) { DrawWhisker(cr, scale, 25, 75, Mm(5), Mm(4), Color{0, 0, 0}); });
  auto [first, last] = InkedColumns(r, r.Px(Mm(5)));
  EXPECT_NEAR(first, r.Px(Mm(20)), 3);
  EXPECT_NEAR(last, r.Px(Mm(40)), 3);
  // The caps stand 2 mm above and below the line; nothing between them.
  auto [cap_first, cap_last] = InkedColumns(r, r.Px(Mm(3.5)));
  EXPECT_NEAR(cap_first, r.Px(Mm(20)), 3);
  EXPECT_NEAR(cap_last, r.Px(Mm(40)), 3);
  for (int x = r.Px(Mm(21)); x < r.Px(Mm(39)); ++x) EXPECT_GT(r.At(x, r.Px(Mm(3.5)), 0), 200) << x;
  EXPECT_EQ(InkedColumns(r, r.Px(Mm(2.5))).first, -1);  // above the caps
  // Beyond the scale's ends it stops at them.
  Raster wide = Drawn([&](cairo_t* cr) { DrawWhisker(cr, scale, -50, 150, Mm(5), Mm(4), Color{0, 0, 0}); });
  auto [lo, hi] = InkedColumns(wide, wide.Px(Mm(5)));
  EXPECT_NEAR(lo, wide.Px(Mm(10)), 3);
  EXPECT_NEAR(hi, wide.Px(Mm(50)), 3);
}

}  // namespace
}  // namespace carc
