#include "art/dirt_road.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

namespace carc {
namespace {

/// The centre line of a straight road across the tile from W to E, running
/// on past both sides, as tile_shapes.h draws it.
Path Straight() {
  TileType t;
  t.roads.push_back({SideSet(Bit(Side::E) | Bit(Side::W)), RoadEnd::None, false, {}});
  return ComputeShapes(t).roads[0].centre;
}

/// The outline's distance from the centre line (y = 0.5) at x, on each side.
std::pair<double, double> HalfWidths(const std::vector<Vec>& outline, double x) {
  double above = 0, below = 0;
  for (size_t i = 0; i < outline.size(); ++i) {
    Vec a = outline[i], b = outline[(i + 1) % outline.size()];
    if ((a.x - x) * (b.x - x) > 0 || a.x == b.x) continue;
    double y = a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x);
    if (y < 0.5) above = std::max(above, 0.5 - y);
    else below = std::max(below, y - 0.5);
  }
  return {above, below};
}

TEST(DirtRoadTest, EnvelopeIsZeroOnAndPastTheSidesAndFullInside) {
  EXPECT_EQ(WanderEnvelope({0, 0.5}, 0.1), 0);
  EXPECT_EQ(WanderEnvelope({-0.1, 0.5}, 0.1), 0);
  EXPECT_EQ(WanderEnvelope({0.5, 1.0}, 0.1), 0);
  EXPECT_DOUBLE_EQ(WanderEnvelope({0.5, 0.5}, 0.1), 1);
  EXPECT_GT(WanderEnvelope({0.05, 0.5}, 0.1), 0);
  EXPECT_LT(WanderEnvelope({0.05, 0.5}, 0.1), 1);
}

// At the tile's sides the road is exactly its nominal width, so it meets the
// road of the neighbouring tile; inside, its edges wander off the ruler line.
TEST(DirtRoadTest, NominalWidthAtTheSidesWanderingInside) {
  DirtRoadParams params;
  Random rnd("U", 500);
  DirtRoad road = MakeDirtRoad(Straight(), params, rnd);
  for (double x : {-0.1, 0.0, 1.0, 1.1}) {
    auto surface = HalfWidths(road.surface, x), verge = HalfWidths(road.verge, x);
    EXPECT_NEAR(surface.first, params.half, 1e-9) << x;
    EXPECT_NEAR(surface.second, params.half, 1e-9) << x;
    EXPECT_NEAR(verge.first, params.half + params.edge, 1e-9) << x;
  }
  double low = 1, high = 0;
  for (double x = 0.15; x < 0.85; x += 0.01) {
    auto w = HalfWidths(road.surface, x);
    low = std::min({low, w.first, w.second});
    high = std::max({high, w.first, w.second});
    // The dark edge keeps its width all along.
    EXPECT_NEAR(HalfWidths(road.verge, x).first - w.first, params.edge, 1e-3) << x;
  }
  EXPECT_GT(high - low, params.wander);  // not ruler-straight
  EXPECT_LT(high - low, 2.2 * params.wander);
  EXPECT_GT(low, params.half - 1.1 * params.wander);
}

TEST(DirtRoadTest, RutsMeetTheSidesWhereTheNeighboursDoAndStayOnTheRoad) {
  DirtRoadParams params;
  Random rnd("V", 501);
  DirtRoad road = MakeDirtRoad(Straight(), params, rnd);
  ASSERT_GE(road.ruts.size(), 2u);
  double at_side = params.half * params.rut;
  int ends_at_sides = 0;
  for (const auto& rut : road.ruts) {
    for (Vec p : rut) {
      EXPECT_LT(std::abs(p.y - 0.5), params.half * 0.8);
      if (std::abs(p.x) < 1e-9 || std::abs(p.x - 1) < 1e-9) {
        EXPECT_NEAR(std::abs(p.y - 0.5), at_side, 1e-3);
        ++ends_at_sides;
      }
    }
  }
  EXPECT_GE(ends_at_sides, 4);  // two ruts, each crossing both sides
  for (Vec p : road.pebbles) EXPECT_LT(std::abs(p.y - 0.5), params.half);
}

TEST(DirtRoadTest, SameSeedSameRoad) {
  Random a("X", 7), b("X", 7);
  DirtRoad one = MakeDirtRoad(Straight(), DirtRoadParams(), a), two = MakeDirtRoad(Straight(), DirtRoadParams(), b);
  ASSERT_EQ(one.surface.size(), two.surface.size());
  for (size_t i = 0; i < one.surface.size(); ++i) EXPECT_EQ(Length(one.surface[i] - two.surface[i]), 0);
}

}  // namespace
}  // namespace carc
