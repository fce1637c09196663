#include "art/follower_spot.h"

#include <gtest/gtest.h>

#include "rules/engine_testing.h"

namespace carc {
namespace {

using test_support::BundledSet;

const TileType& Tile(const std::string& id) { return *BundledSet("base-c1").Find(id); }

/// The field of `tile` that touches half-side `h`.
int FieldAt(const TileType& tile, Half h) {
  for (size_t f = 0; f < tile.fields.size(); ++f)
    if (tile.fields[f].halves & Bit(h)) return int(f);
  return -1;
}

double RoadDistance(const TileShapes& shapes, Vec p) {
  double d = 1e9;
  for (const RoadShape& r : shapes.roads) d = std::min(d, PolylineDistance(p, r.centre.Flatten()));
  return d;
}

bool InAnyCity(const TileShapes& shapes, Vec p) {
  for (const CityShape& c : shapes.cities)
    if (InsidePolygon(p, c.outline.Flatten())) return true;
  return false;
}

// Every feature of every tile in both bundled sets: a knight stands inside
// its own city and off its shields, a thief on its road, a monk on the
// monastery, a farmer on open ground of its field, off roads and cities and
// clear of the tile's edge.
TEST(FollowerSpotTest, EveryFollowerStandsOnItsFeature) {
  for (const char* name : {"base-c1", "pnp-demo"}) {
    for (const TileType& t : BundledSet(name).tiles) {
      TileShapes shapes = ComputeShapes(t);
      for (size_t c = 0; c < t.cities.size(); ++c) {
        Vec p = FollowerSpot(t, FeatureKind::City, int(c));
        EXPECT_TRUE(InsidePolygon(p, shapes.cities[c].outline.Flatten())) << name << " " << t.id;
        for (Vec s : shapes.cities[c].shields) EXPECT_GT(Length(p - s), 0.08) << t.id;
      }
      for (size_t r = 0; r < t.roads.size(); ++r) {
        Vec p = FollowerSpot(t, FeatureKind::Road, int(r));
        EXPECT_LT(PolylineDistance(p, shapes.roads[r].centre.Flatten()), 0.01) << t.id;
        EXPECT_FALSE(InAnyCity(shapes, p)) << t.id;
      }
      for (size_t f = 0; f < t.fields.size(); ++f) {
        Vec p = FollowerSpot(t, FeatureKind::Field, int(f));
        EXPECT_FALSE(InAnyCity(shapes, p)) << name << " " << t.id << " field " << f;
        EXPECT_GT(RoadDistance(shapes, p), shapes.params.road_half) << name << " " << t.id << " field " << f;
        EXPECT_TRUE(p.x > 0.05 && p.x < 0.95 && p.y > 0.05 && p.y < 0.95) << t.id;
      }
      if (t.monastery) {
        Vec p = FollowerSpot(t, FeatureKind::Monastery, 0);
        EXPECT_NEAR(p.x, shapes.monastery.centre.x, 1e-9);
        EXPECT_NEAR(p.y, shapes.monastery.centre.y, 1e-9);
      }
    }
  }
}

// A farmer goes to its own field, on the right side of the road that
// bounds it, and well away from that road when the field is roomy.
TEST(FollowerSpotTest, FarmersLieInTheirOwnField) {
  const TileType& d = Tile("D");  // city N, road E-W, field S
  Vec between = FollowerSpot(d, FeatureKind::Field, FieldAt(d, Half::En));
  Vec south = FollowerSpot(d, FeatureKind::Field, FieldAt(d, Half::Se));
  EXPECT_LT(between.y, 0.45);
  EXPECT_GT(south.y, 0.6);
  EXPECT_NEAR(south.x, 0.5, 0.1);  // the middle of the open half, not a corner
  const TileType& x = Tile("X");  // crossroads: four quarter fields
  Vec ne = FollowerSpot(x, FeatureKind::Field, FieldAt(x, Half::Ne));
  EXPECT_GT(ne.x, 0.6);
  EXPECT_LT(ne.y, 0.4);
  Vec sw = FollowerSpot(x, FeatureKind::Field, FieldAt(x, Half::Sw));
  EXPECT_LT(sw.x, 0.4);
  EXPECT_GT(sw.y, 0.6);
}

// Every piece stands wholly on its tile: its centre 0.2 of a tile from the
// edge, half a meeple and a little more.
TEST(FollowerSpotTest, PiecesStayOnTheirTile) {
  for (const TileType& t : BundledSet("base-c1").tiles) {
    std::vector<Vec> spots;
    for (size_t c = 0; c < t.cities.size(); ++c) spots.push_back(FollowerSpot(t, FeatureKind::City, int(c)));
    for (size_t f = 0; f < t.fields.size(); ++f) spots.push_back(FollowerSpot(t, FeatureKind::Field, int(f)));
    for (size_t r = 0; r < t.roads.size(); ++r) spots.push_back(FollowerSpot(t, FeatureKind::Road, int(r)));
    for (Vec p : spots) {
      EXPECT_GE(std::min(p.x, p.y), 0.2 - 1e-12) << t.id;
      EXPECT_LE(std::max(p.x, p.y), 0.8 + 1e-12) << t.id;
    }
  }
}

TEST(FollowerSpotTest, ThievesStandMidRoad) {
  const TileType& u = Tile("U");  // a straight road E-W
  Vec p = FollowerSpot(u, FeatureKind::Road, 0);
  EXPECT_NEAR(p.x, 0.5, 0.01);
  EXPECT_NEAR(p.y, 0.5, 0.01);
}

TEST(FollowerSpotTest, TurningMovesTheSpotWithTheTile) {
  Vec n = TurnPoint({0.5, 0.1}, 1);
  EXPECT_NEAR(n.x, 0.9, 1e-12);
  EXPECT_NEAR(n.y, 0.5, 1e-12);
  Vec back = TurnPoint({0.5, 0.1}, 4);
  EXPECT_NEAR(back.y, 0.1, 1e-12);
  const TileSet& set = BundledSet("base-c1");
  FollowerSpots spots(set);
  ShapeCatalog catalog(set);
  int e = catalog.Find("E");
  // E's cap turned 90 lies on the east side: the knight stands there.
  const TileShape& turned = catalog.Get(e, 1);
  Vec knight = spots.Spot(e, 1, turned.segments[size_t(turned.side_segment[int(Side::E)])]);
  EXPECT_GT(knight.x, 0.75);
  EXPECT_NEAR(knight.y, 0.5, 0.1);
}

}  // namespace
}  // namespace carc
