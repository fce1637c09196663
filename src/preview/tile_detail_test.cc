#include "preview/tile_detail.h"

#include <gtest/gtest.h>

#include "spec/spec_loader.h"

namespace carc {
namespace {

TEST(WilsonInterval, BracketsTheShareAndNarrowsWithTheSample) {
  double low = 0, high = 0;
  WilsonInterval(0, 1500, &low, &high);
  EXPECT_EQ(low, 0);
  EXPECT_NEAR(high, 0.00255, 0.00001);  // 0 of 1500: still up to a quarter of a percent
  WilsonInterval(50, 100, &low, &high);
  EXPECT_NEAR(low, 0.4038, 0.0001);
  EXPECT_NEAR(high, 0.5962, 0.0001);
  WilsonInterval(5000, 10000, &low, &high);
  EXPECT_NEAR(high - low, 0.0196, 0.0001);
  WilsonInterval(0, 0, &low, &high);  // never drawn: nothing known
  EXPECT_EQ(low, 0);
  EXPECT_EQ(high, 1);
}

TEST(PreviewGames, BigSetsPlayFewerGamesButNeverFewerThanTwenty) {
  TileSet set;
  set.tiles.resize(1);
  PreviewRunOptions options;
  set.tiles[0].count = 72;
  EXPECT_EQ(PreviewGames(set, options), 500);
  set.tiles[0].count = 800;
  EXPECT_EQ(PreviewGames(set, options), 50);
  set.tiles[0].count = 10000;
  EXPECT_EQ(PreviewGames(set, options), 20);
  options.games = 5;
  EXPECT_EQ(PreviewGames(set, options), 5);
}

TEST(OutlineSegments, EverySegmentOnceWithItsLabelAndShape) {
  TileSet set;
  Diagnostics diags;
  ASSERT_TRUE(LoadTileSet("tilesets/base-c1.yaml", &set, &diags).ok());
  const TileType* m = set.Find("M");  // a diagonal city with a shield, two fields
  ASSERT_TRUE(m);
  std::vector<SegmentOutline> o = OutlineSegments(*m);
  ASSERT_EQ(o.size(), 1 + m->roads.size() + m->fields.size());
  EXPECT_EQ(o[0].label, "C1");
  EXPECT_EQ(o[0].describe, "city N–W");
  EXPECT_EQ(o[0].shields, 1);
  EXPECT_EQ(o[0].path.substr(0, 1), "M");
  EXPECT_EQ(o[0].path.back(), 'Z');  // a city's outline is closed
  for (const SegmentOutline& s : o) {
    EXPECT_GE(s.x, 0);
    EXPECT_LE(s.x, 1);
    EXPECT_GE(s.y, 0);
    EXPECT_LE(s.y, 1);
  }
  const TileType* b = set.Find("B");
  std::vector<SegmentOutline> monastery = OutlineSegments(*b);
  ASSERT_EQ(monastery.size(), 2u);
  EXPECT_EQ(monastery[1].label, "M");
  EXPECT_EQ(monastery[0].path, "M0 0L0.5 0M0.5 0L1 0M1 0L1 0.5M1 0.5L1 1M1 1L0.5 1M0.5 1L0 1M0 1L0 0.5M0 0.5L0 0");
}

}  // namespace
}  // namespace carc
