#include "art/hub_fit.h"

#include <gtest/gtest.h>

#include "art/fit_testing.h"
#include "art/room.h"

namespace carc {
namespace {

using test_support::OneTile;
using test_support::WallDistance;

TEST(MonasteryFitTest, AMonasteryAloneStaysInTheMiddle) {
  TileShapes shapes = ComputeShapes(OneTile("  - {id: B, count: 1, edges: FFFF, monastery: true}\n"));
  EXPECT_NEAR(shapes.monastery.centre.x, 0.5, 1e-12);
  EXPECT_NEAR(shapes.monastery.centre.y, 0.5, 1e-12);
  EXPECT_DOUBLE_EQ(shapes.monastery.size, 0.34);
}

TEST(MonasteryFitTest, ItStepsAwayFromACapUntilItsCrossClearsTheWall) {
  // In the middle, the bell tower's cross would touch the cap's wall and cut
  // the field beside the monastery in two.
  TileShapes shapes = ComputeShapes(OneTile(
      "  - {id: M, count: 1, edges: CFRR, monastery: true, cities: [{sides: [N]}], roads: [{sides: [S, W]}]}\n"));
  const MonasteryShape& m = shapes.monastery;
  Vec cross = m.centre + Vec{-0.32, -0.84} * m.size;
  EXPECT_GE(WallDistance(shapes, cross) - shapes.params.wall_half, kFieldStrip - 0.01);
  EXPECT_GT(m.centre.y, 0.5);
}

TEST(MonasteryFitTest, ItsRoadFollowsItToItsNewPlace) {
  TileShapes shapes = ComputeShapes(OneTile(
      "  - {id: M, count: 1, edges: CFFR, monastery: true, cities: [{sides: [N]}],\n"
      "     roads: [{sides: [W], end: monastery}]}\n"));
  ASSERT_EQ(shapes.roads.size(), 1u);
  Vec end = shapes.roads[0].centre.End();
  EXPECT_NEAR(end.x, shapes.monastery.centre.x, 1e-12);
  EXPECT_NEAR(end.y, shapes.monastery.centre.y, 1e-12);
}

TEST(MonasteryFitTest, ARoadFromAcrossAStraightRiverEndsAtTheWater) {
  TileShapes shapes = ComputeShapes(OneTile(
      "  - {id: M, count: 1, edges: WRWR, monastery: true, rivers: [{sides: [N, S]}],\n"
      "     roads: [{sides: [E], end: monastery}, {sides: [W], end: monastery}]}\n"));
  const MonasteryShape& m = shapes.monastery;
  int far = 0;
  for (const RoadShape& r : shapes.roads) {
    Vec start = r.centre.segs.front().p1;
    if ((start.x - 0.5) * (m.centre.x - 0.5) > 0) continue;
    ++far;
    EXPECT_NEAR(std::abs(r.centre.End().x - 0.5), shapes.params.river_half * 0.8, 1e-6);
  }
  EXPECT_EQ(far, 1);
}

TEST(MonasteryFitTest, ARoadEndingAtACurvedRiverReachesItsBank) {
  // The river bends round the south-east corner, far from straight below
  // the road: the road bends to meet it where it is nearest.
  TileShapes shapes = ComputeShapes(OneTile(
      "  - {id: R, count: 1, edges: RWWF, rivers: [{sides: [E, S]}], roads: [{sides: [N], end: river}]}\n"));
  Vec end = shapes.roads[0].centre.End();
  EXPECT_NEAR(Length(end - Vec{1, 1}), 0.5 + shapes.params.river_half * 0.8, 0.01);
}

}  // namespace
}  // namespace carc
