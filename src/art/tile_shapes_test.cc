#include "art/tile_shapes.h"

#include <gtest/gtest.h>

#include <cmath>

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
  for (const char* set_name : {"tilesets/base-c1.yaml", "tilesets/pnp-demo.yaml", "tests/specs/gates.yaml"}) {
    TileSet set;
    Diagnostics diags;
    EXPECT_TRUE(LoadValidTileSet(test_support::SourceDir() + "/" + set_name, &set, &diags).ok());
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
  Vec mid = s.cities[0].walls[0].At(0.5);
  EXPECT_NEAR(mid.x, 0.5, 1e-9);
  EXPECT_NEAR(mid.y, 0.26, 1e-9);
  std::vector<Vec> outline = s.cities[0].outline.Flatten();
  EXPECT_TRUE(InsidePolygon({0.5, 0.1}, outline));
  EXPECT_TRUE(InsidePolygon({0.5, -0.1}, outline));  // the city runs on into the bleed
  EXPECT_FALSE(InsidePolygon({0.5, 0.5}, outline));
}

// The grids that place squares and shields test a row's points against its
// crossings: the answer must be InsidePolygon's for every point, those on a
// vertex's row, on an edge and in the bleed included.
TEST(TileShapesTest, RowCrossingsAnswerAsInsidePolygonDoes) {
  int inside = 0, tested = 0;
  for (const TileType& t : AllTiles()) {
    for (const CityShape& city : ComputeShapes(t).cities) {
      std::vector<Vec> outline = city.outline.Flatten();
      std::vector<double> rows;
      for (int i = -20; i <= 220; ++i) rows.push_back(i * 0.005);
      for (size_t i = 0; i < outline.size(); i += 7) rows.push_back(outline[i].y);  // through vertices
      for (double y : rows) {
        RowCrossings row(outline, y);
        std::vector<double> xs;
        for (int i = -20; i <= 220; ++i) xs.push_back(i * 0.005);
        for (const Vec& v : outline) xs.push_back(v.x);  // on edges' ends
        for (double x : xs) {
          ASSERT_EQ(row.Inside(x), InsidePolygon({x, y}, outline)) << t.id << " at " << x << ", " << y;
          inside += row.Inside(x);
          ++tested;
        }
      }
    }
  }
  EXPECT_GT(inside, tested / 10);  // the points are not all outside
}

TEST(TileShapesTest, FullCityCoversTheTileWithoutWallsAndHasASquareWithAKeep) {
  TileType t;
  t.cities.push_back({kAllSides, 1, {}});
  TileShapes s = ComputeShapes(t);
  const CityShape& c = s.cities[0];
  EXPECT_TRUE(c.walls.empty());
  EXPECT_TRUE(InsidePolygon({0.01, 0.99}, c.outline.Flatten()));
  // The square in the middle; the keep at its back (north), the shield at its front.
  ASSERT_TRUE(c.plaza.present);
  EXPECT_NEAR(c.plaza.centre.x, 0.5, 1e-9);
  EXPECT_NEAR(c.plaza.centre.y, 0.56, 1e-9);
  EXPECT_NEAR(c.plaza.keep.at.x, 0.5, 1e-9);
  EXPECT_LT(c.plaza.keep.at.y, c.plaza.centre.y);
  ASSERT_EQ(c.shields.size(), 1u);
  EXPECT_NEAR(c.shields[0].x, 0.5, 1e-9);
  EXPECT_GT(c.shields[0].y, c.plaza.keep.at.y);
  EXPECT_LT(Length(c.shields[0] - c.plaza.centre), c.plaza.radius);
}

TEST(TileShapesTest, OnlyCitiesOfThreeOrFourSidesHaveASquare) {
  for (SideSet sides : {kAllSides, SideSet(Bit(Side::N) | Bit(Side::E) | Bit(Side::W))}) {
    TileType t;
    t.cities.push_back({sides, 0, {}});
    EXPECT_TRUE(ComputeShapes(t).cities[0].plaza.present) << int(sides);
  }
  for (SideSet sides : {SideSet(Bit(Side::N)), SideSet(Bit(Side::N) | Bit(Side::W)),
                        SideSet(Bit(Side::E) | Bit(Side::W))}) {
    TileType t;
    t.cities.push_back({sides, 0, {}});
    EXPECT_FALSE(ComputeShapes(t).cities[0].plaza.present) << int(sides);
  }
}

// Tile I: caps on N and W. The W cap is the N cap turned three quarters, so
// both look alike, and a clear wedge of field runs into the shared corner.
TEST(TileShapesTest, AdjacentCapsAreAlikeWithClearFieldBetween) {
  TileType t;
  t.cities.push_back({Bit(Side::N), 0, {}});
  t.cities.push_back({Bit(Side::W), 0, {}});
  TileShapes s = ComputeShapes(t);
  const Path& n = s.cities[0].walls[0];
  const Path& w = s.cities[1].walls[0];
  for (double u = 0; u <= 1; u += 0.05) {
    Vec turned = TurnUnit(n.At(u), 3);
    EXPECT_NEAR(Length(turned - w.At(u)), 0, 1e-9) << u;
  }
  // Along the diagonal from the shared corner, the field between the walls is
  // at least a wall's width wide from 4.5 mm (of 45) out. (Walls leaving the
  // corner at 40°, as they did, needed 9 mm: a thin sliver of green.)
  for (double d = 0.1; d < 0.3; d += 0.005) {
    Vec p{d / std::sqrt(2.0), d / std::sqrt(2.0)};
    double clear = std::min(PolylineDistance(p, s.cities[0].walls[0].Flatten(40)),
                            PolylineDistance(p, s.cities[1].walls[0].Flatten(40)));
    EXPECT_GT(clear, 2 * s.params.wall_half) << "at " << d;
  }
}

TileSet LoadSet(const std::string& path) {
  TileSet set;
  Diagnostics diags;
  EXPECT_TRUE(LoadValidTileSet(test_support::SourceDir() + "/" + path, &set, &diags).ok());
  return set;
}

// tests/specs/gates.yaml: two and three roads ending at one cap, two at a
// diagonal city, one from each side into a band. Every road gets its own
// gate, the gates stand apart along the wall, and the roads never meet.
TEST(TileShapesTest, EachRoadIntoACityHasItsOwnGate) {
  for (const TileType& t : LoadSet("tests/specs/gates.yaml").tiles) {
    SCOPED_TRACE("tile " + t.id);
    TileShapes s = ComputeShapes(t);
    std::vector<const RoadShape*> gated;
    for (const RoadShape& r : s.roads) {
      EXPECT_TRUE(r.gate) << "road " << r.road;
      gated.push_back(&r);
    }
    ASSERT_GE(gated.size(), 2u);
    for (size_t i = 0; i < gated.size(); ++i) {
      for (size_t j = i + 1; j < gated.size(); ++j) {
        EXPECT_GT(Length(gated[i]->gate_at - gated[j]->gate_at), 0.28) << i << " " << j;  // two towers and a road
        std::vector<Vec> a = gated[i]->centre.Flatten(40), b = gated[j]->centre.Flatten(40);
        for (Vec p : a) {
          if (p.x > 0 && p.y > 0 && p.x < 1 && p.y < 1 && Length(p - gated[i]->gate_at) > 0.02) {
            EXPECT_GT(PolylineDistance(p, b), 2 * s.params.road_half) << p.x << ", " << p.y;
          }
        }
      }
    }
  }
}

TEST(TileShapesTest, VillagesHaveASquareAndHousesAroundIt) {
  TileSet base = LoadSet("tilesets/base-c1.yaml");
  for (const char* id : {"L", "W", "X"}) {
    SCOPED_TRACE(id);
    TileShapes s = ComputeShapes(*base.Find(id));
    ASSERT_TRUE(s.village.present);
    EXPECT_GE(s.village.houses.size(), 9u);
    // Huddled: every house within 0.4 of the square's centre, some near it
    // in every gap between two roads.
    for (const BuildingSpot& h : s.village.houses) EXPECT_LT(Length(h.at - s.village.centre), 0.4);
    for (Vec arm : s.village.arms) {
      Vec next{-arm.y, arm.x};  // the quadrant clockwise of each arm
      bool near = false;
      for (const BuildingSpot& h : s.village.houses) {
        Vec d = h.at - s.village.centre;
        near |= d.x * arm.x + d.y * arm.y > 0 && d.x * next.x + d.y * next.y > 0 && Length(d) < 0.26;
      }
      EXPECT_TRUE(near) << arm.x << ", " << arm.y;
    }
  }
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
    for (const BuildingSpot& h : s.village.houses) {
      for (const RoadShape& r : s.roads)
        EXPECT_GT(PolylineDistance(h.at, r.centre.Flatten()), s.params.road_half + h.size * 0.5)
            << "house at " << h.at.x << ", " << h.at.y << " on road " << r.road;
      for (const auto& o : outlines) EXPECT_FALSE(InsidePolygon(h.at, o)) << "house in a city";
    }
    for (size_t i = 0; i < s.cities.size(); ++i) {
      const PlazaShape& p = s.cities[i].plaza;
      if (!p.present) continue;
      for (const Path& w : s.cities[i].walls) {
        EXPECT_GT(PolylineDistance(p.centre, w.Flatten()), p.radius);
        EXPECT_GT(PolylineDistance(p.keep.at, w.Flatten()), p.keep.size);
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

/// The early-out test answers as the distance does, also at the boundary.
TEST(TileShapesTest, PolylineNearerAgreesWithTheDistance) {
  std::vector<Vec> line{{0.1, 0.1}, {0.5, 0.2}, {0.5, 0.2}, {0.9, 0.7}};
  EXPECT_NEAR(PolylineDistance({0.1, 0.0}, line), 0.1, 1e-12);  // straight above the start
  Random rnd("nearer", 1);
  for (int i = 0; i < 2000; ++i) {
    Vec p{rnd.Next(), rnd.Next()};
    double exact = PolylineDistance(p, line);
    for (double d : {rnd.Next() * 0.5, exact, std::nextafter(exact, 1.0)})
      EXPECT_EQ(PolylineNearer(p, line, d), exact < d) << p.x << " " << p.y << " " << d;
  }
  EXPECT_TRUE(PolylineNearer({0.1, 0.2}, {{0.1, 0.1}}, 0.11));
  EXPECT_FALSE(PolylineNearer({0.1, 0.2}, {{0.1, 0.1}}, 0.09));
}

/// A line with its bounding box answers every question as the bare line
/// does: near, far, and just beyond the box's sides, where the box decides.
TEST(TileShapesTest, BoundedLinesAnswerAsTheirSegments) {
  TileType t;
  t.cities.push_back({Bit(Side::N) | Bit(Side::E), 0, {}});
  t.roads.push_back({Bit(Side::S) | Bit(Side::W), RoadEnd::None, false, {}});
  TileShapes s = ComputeShapes(t);
  std::vector<std::vector<Vec>> lines{s.cities[0].outline.Flatten(), s.roads[0].centre.Flatten()};
  for (const Path& w : s.cities[0].walls) lines.push_back(w.Flatten());
  for (const std::vector<Vec>& line : lines) {
    BoundedLine bounded(line);
    std::vector<double> xs, ys;  // a grid, and the box's own edges and their neighbours
    for (double v = -0.3; v <= 1.3; v += 0.013) xs.push_back(v), ys.push_back(v);
    for (double e : {bounded.bounds.x0, bounded.bounds.x1})
      for (double v : {std::nextafter(e, -1.0), e, std::nextafter(e, 2.0)}) xs.push_back(v);
    for (double e : {bounded.bounds.y0, bounded.bounds.y1})
      for (double v : {std::nextafter(e, -1.0), e, std::nextafter(e, 2.0)}) ys.push_back(v);
    for (double x : xs) {
      for (double y : ys) {
        Vec p{x, y};
        ASSERT_EQ(bounded.Inside(p), InsidePolygon(p, line)) << x << " " << y;
        for (double d : {0.0, 0.01, 0.05, 0.2})
          ASSERT_EQ(bounded.Nearer(p, d), PolylineNearer(p, line, d)) << x << " " << y << " " << d;
      }
    }
  }
}

/// Obstacles flattened once answer as TileShapes::IsFree would.
TEST(TileShapesTest, ObstaclesAnswerAsIsFree) {
  TileType t;
  t.cities.push_back({Bit(Side::N), 0, {}});
  t.roads.push_back({Bit(Side::E) | Bit(Side::W), RoadEnd::None, false, {}});
  TileShapes s = ComputeShapes(t);
  Obstacles obstacles(s);
  EXPECT_FALSE(obstacles.IsFree(s, {0.5, 0.1}, 0.02));   // in the city
  EXPECT_FALSE(obstacles.IsFree(s, {0.3, 0.5}, 0.02));   // on the road
  EXPECT_TRUE(obstacles.IsFree(s, {0.3, 0.8}, 0.02));    // open field
  EXPECT_FALSE(obstacles.IsFree(s, {0.5, 0.28}, 0.02));  // on the wall
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
