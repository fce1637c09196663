#include "art/tile_shapes.h"

#include <gtest/gtest.h>

#include "base/test_util.h"
#include "spec/spec_loader.h"
#include "spec/validator.h"

namespace carc {
namespace {

// Unusual but valid tiles whose features crowd each other.
const char* kOddTiles = R"(set:
  name: Odd tiles
tiles:
  - id: lens
    count: 1
    start: true
    edges: CCCF
    cities:
      - sides: [N, S]
      - sides: [E]
  - id: four-caps
    count: 1
    edges: CCCC
    cities: [{sides: [N]}, {sides: [E]}, {sides: [S]}, {sides: [W]}]
  - id: diagonal-and-cap
    count: 1
    edges: CCFC
    cities: [{sides: [N, W]}, {sides: [E]}]
  - id: monastery-curve
    count: 1
    edges: FFRR
    monastery: true
    roads: [{sides: [S, W]}]
  - id: village-between-caps
    count: 1
    edges: CRCR
    cities: [{sides: [N]}, {sides: [S]}]
    roads: [{sides: [E], end: village}, {sides: [W], end: village}]
  - id: road-into-cap
    count: 1
    edges: CFRF
    cities: [{sides: [N]}]
    roads: [{sides: [S], end: city}]
  - id: two-shields
    count: 1
    edges: CCCF
    cities: [{sides: [N, E, S], shields: 2}]
)";

std::vector<TileType> AllTiles() {
  std::vector<TileType> out;
  for (const char* set_name : {"tilesets/base-c1.yaml", "tilesets/pnp-demo.yaml"}) {
    TileSet set;
    Diagnostics diags;
    EXPECT_TRUE(LoadValidTileSet(testing::SourceDir() + "/" + set_name, &set, &diags).ok());
    out.insert(out.end(), set.tiles.begin(), set.tiles.end());
  }
  TileSet odd;
  Diagnostics diags;
  EXPECT_TRUE(LoadTileSetFromString("odd.yaml", kOddTiles, &odd, &diags).ok());
  Validate(odd, &diags);
  for (const Diagnostic& d : diags.all())
    EXPECT_NE(d.severity, Severity::Error) << d.Format();
  out.insert(out.end(), odd.tiles.begin(), odd.tiles.end());
  return out;
}

TEST(TileShapesTest, CapReachesAQuarterIntoTheTile) {
  TileType t;
  t.cities.push_back({Bit(Side::N), 0, {}});
  TileShapes s = ComputeShapes(t);
  ASSERT_EQ(s.cities.size(), 1u);
  ASSERT_EQ(s.cities[0].walls.size(), 1u);
  Vec mid = s.cities[0].walls[0].segs[0].At(0.5);
  EXPECT_NEAR(mid.x, 0.5, 1e-9);
  EXPECT_NEAR(mid.y, 0.26, 1e-9);
  std::vector<Vec> outline = s.cities[0].outline.Flatten();
  EXPECT_TRUE(InsidePolygon({0.5, 0.1}, outline));
  EXPECT_TRUE(InsidePolygon({0.5, -0.1}, outline));  // the city runs on into the bleed
  EXPECT_FALSE(InsidePolygon({0.5, 0.5}, outline));
}

TEST(TileShapesTest, FullCityCoversTheTileWithoutWalls) {
  TileType t;
  t.cities.push_back({kAllSides, 1, {}});
  TileShapes s = ComputeShapes(t);
  EXPECT_TRUE(s.cities[0].walls.empty());
  EXPECT_TRUE(InsidePolygon({0.01, 0.99}, s.cities[0].outline.Flatten()));
  ASSERT_EQ(s.cities[0].shields.size(), 1u);
  EXPECT_NEAR(s.cities[0].shields[0].x, 0.5, 0.03);
  EXPECT_NEAR(s.cities[0].shields[0].y, 0.5, 0.03);
}

// For every tile of the bundled sets and the odd ones: cities never overlap,
// roads stay out of cities (except the end of a road that enters one),
// shields sit inside their city, and the centre pieces are clear of cities.
TEST(TileShapesTest, FeaturesNeverOverlap) {
  for (const TileType& t : AllTiles()) {
    SCOPED_TRACE("tile " + t.id);
    TileShapes s = ComputeShapes(t);
    std::vector<std::vector<Vec>> outlines;
    for (const CityShape& c : s.cities) outlines.push_back(c.outline.Flatten());
    for (double y = 0.01; y < 1; y += 0.02) {
      for (double x = 0.01; x < 1; x += 0.02) {
        int in = 0;
        for (const auto& o : outlines) in += InsidePolygon({x, y}, o);
        ASSERT_LE(in, 1) << "cities overlap at " << x << ", " << y;
      }
    }
    for (const RoadShape& r : s.roads) {
      std::vector<Vec> line = r.centre.Flatten(40);
      for (Vec p : line) {
        if (p.x < 0 || p.y < 0 || p.x > 1 || p.y > 1) continue;
        if (r.gate && Length(p - r.gate_at) < 0.1) continue;
        for (size_t i = 0; i < outlines.size(); ++i) {
          if (r.gate && InsidePolygon(p, outlines[i])) continue;  // the hidden tail
          EXPECT_FALSE(InsidePolygon(p, outlines[i])) << "road " << r.road << " in city at " << p.x << ", " << p.y;
          for (const Path& w : s.cities[i].walls)
            EXPECT_GT(PolylineDistance(p, w.Flatten()), s.params.road_half)
                << "road " << r.road << " touches a wall at " << p.x << ", " << p.y;
        }
      }
    }
    for (size_t i = 0; i < s.cities.size(); ++i) {
      for (Vec sh : s.cities[i].shields) {
        EXPECT_TRUE(InsidePolygon(sh, outlines[i]));
        for (const Path& w : s.cities[i].walls) EXPECT_GT(PolylineDistance(sh, w.Flatten()), 0.07);
      }
    }
    for (const auto& o : outlines) {
      if (s.monastery.present) {
        EXPECT_FALSE(InsidePolygon(s.monastery.centre, o));
      }
      if (s.village.present) {
        EXPECT_FALSE(InsidePolygon(s.village.centre, o));
      }
    }
  }
}

TEST(TileShapesTest, DecorationSpotsAreClearOfFeatures) {
  TileType t;
  t.cities.push_back({Bit(Side::N), 0, {}});
  t.roads.push_back({Bit(Side::E) | Bit(Side::W), RoadEnd::None, false, {}});
  TileShapes s = ComputeShapes(t);
  EXPECT_FALSE(s.IsFree({0.5, 0.1}, 0.02));   // in the city
  EXPECT_FALSE(s.IsFree({0.3, 0.5}, 0.02));   // on the road
  EXPECT_TRUE(s.IsFree({0.3, 0.8}, 0.02));    // open field
  EXPECT_FALSE(s.IsFree({0.01, 0.8}, 0.02));  // too near the cut
}

}  // namespace
}  // namespace carc
