#include "spec/shape_key.h"

#include <gtest/gtest.h>

#include <map>

#include "base/test_util.h"
#include "spec/spec_loader.h"

namespace carc {
namespace {

TileSet Load(const std::string& name) {
  TileSet set;
  Diagnostics diags;
  EXPECT_TRUE(LoadValidTileSet(test_support::SourceDir() + "/tilesets/" + name + ".yaml", &set, &diags).ok());
  return set;
}

const TileType& Find(const TileSet& set, const std::string& id) {
  for (const TileType& t : set.tiles)
    if (t.id == id) return t;
  throw std::runtime_error("no tile " + id);
}

TEST(ShapeKeyTest, AnyTurnOfATileHasItsKeyAndNoOtherTileDoes) {
  TileSet base = Load("base-c1");
  std::map<std::string, std::string> seen;  // key -> id
  for (const TileType& t : base.tiles) {
    std::string key = ShapeKey(t);
    for (int q = 1; q < 4; ++q) EXPECT_EQ(ShapeKey(Rotated(t, q)), key) << t.id << " turned " << q;
    EXPECT_TRUE(seen.emplace(key, t.id).second) << t.id << " looks like " << seen[key];
  }
  EXPECT_EQ(seen.size(), base.tiles.size());
}

// Ids mean nothing across sets: the demo's F is a crossroads, the base
// game's F a city band; the demo's F is the base game's X.
TEST(ShapeKeyTest, MatchesTilesAcrossSetsByWhatTheyShow) {
  TileSet base = Load("base-c1"), demo = Load("pnp-demo");
  EXPECT_NE(ShapeKey(Find(demo, "F")), ShapeKey(Find(base, "F")));
  EXPECT_EQ(ShapeKey(Find(demo, "F")), ShapeKey(Find(base, "X")));
  // A shield is part of the shape: the base game's city caps with and
  // without one differ.
  TileType plain = Find(base, "E"), shielded = plain;
  shielded.cities[0].shields = 1;
  EXPECT_NE(ShapeKey(plain), ShapeKey(shielded));
  // The id, name and count are not.
  TileType renamed = plain;
  renamed.id = "Z";
  renamed.name = "another";
  renamed.count = 9;
  EXPECT_EQ(ShapeKey(renamed), ShapeKey(plain));
}

}  // namespace
}  // namespace carc
