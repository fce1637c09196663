#include "art/pool_fit.h"

#include <gtest/gtest.h>

#include "art/fit_testing.h"
#include "art/river_shapes.h"

namespace carc {
namespace {

using test_support::OneTile;
using test_support::WallDistance;

TEST(PoolFitTest, ALakeAloneKeepsItsUsualPlaceAndSize) {
  TileType lake = OneTile("  - {id: L, count: 1, edges: WFFF, rivers: [{sides: [N], end: lake}]}\n");
  TileShapes shapes = ComputeShapes(lake);
  ASSERT_EQ(shapes.rivers.size(), 1u);
  EXPECT_DOUBLE_EQ(shapes.rivers[0].pool_radius, kLakeRadius);
  EXPECT_NEAR(shapes.rivers[0].pool.x, 0.5, 1e-12);
  EXPECT_NEAR(shapes.rivers[0].pool.y, 0.56, 1e-12);
}

TEST(PoolFitTest, ALakeBesideTwoCapsShrinksClearOfTheirWalls) {
  // The usual lake (radius 0.3 in the middle) would reach both walls and cut
  // the field between the caps from the rest.
  TileType t = OneTile(
      "  - {id: L, count: 1, edges: WFCC, rivers: [{sides: [N], end: lake}],\n"
      "     cities: [{sides: [S]}, {sides: [W]}]}\n");
  TileShapes shapes = ComputeShapes(t);
  const RiverShape& r = shapes.rivers[0];
  EXPECT_LT(r.pool_radius, kLakeRadius);
  EXPECT_GT(r.pool_radius, 0.1);
  double reach = PoolReach(r, r.pool_radius, shapes.params);
  EXPECT_GE(WallDistance(shapes, r.pool) - reach - shapes.params.wall_half, kFieldStrip - 1e-9);
  // Its channel still leaves the middle of the north side.
  Vec start = r.centre.segs.front().p1;
  EXPECT_NEAR(start.x, 0.5, 1e-12);
  EXPECT_NEAR(start.y, 0.0, 1e-12);
  EXPECT_NEAR(Length(r.centre.End() - r.pool), 0, 1e-12);
}

TEST(PoolFitTest, ASpringKeepsClearOfARoadCurvingPast) {
  TileType t = OneTile(
      "  - {id: S, count: 1, edges: RRWF, rivers: [{sides: [S], end: spring}], roads: [{sides: [N, E]}]}\n");
  TileShapes shapes = ComputeShapes(t);
  const RiverShape& r = shapes.rivers[0];
  double reach = PoolReach(r, r.pool_radius, shapes.params);
  double road = PolylineDistance(r.pool, shapes.roads[0].centre.Flatten()) - shapes.params.road_half;
  EXPECT_GE(road - reach, kFieldStrip - 1e-9);
}

TEST(PoolFitTest, APoolBesideAMonasteryLeavesItsBuildingStanding) {
  TileType t = OneTile("  - {id: M, count: 1, edges: FWFF, monastery: true, rivers: [{sides: [E], end: spring}]}\n");
  TileShapes shapes = ComputeShapes(t);
  const RiverShape& r = shapes.rivers[0];
  const MonasteryShape& m = shapes.monastery;
  // The building steps back west, away from the spring's mouth, and the
  // pool stays east of its yard.
  EXPECT_LT(m.centre.x, 0.5);
  EXPECT_GT(r.pool.x - PoolReach(r, r.pool_radius, shapes.params), m.centre.x + 0.56 * m.size);
}

}  // namespace
}  // namespace carc
