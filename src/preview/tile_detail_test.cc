#include "preview/tile_detail.h"

#include <gtest/gtest.h>

#include "spec/spec_loader.h"

namespace carc {
namespace {

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
