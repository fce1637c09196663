#include "art/meeple.h"

#include <gtest/gtest.h>

#include <set>
#include <tuple>

namespace carc {
namespace {

TEST(MeepleTest, PlayersNamedAfterAColourGetIt) {
  std::vector<PlayerColor> c = PlayerColors({"blue", "Alice", "RED", "Gray", "Bob"});
  ASSERT_EQ(c.size(), 5u);
  EXPECT_EQ(c[0].id, "blue");
  EXPECT_EQ(c[1].id, "green");  // the first classic colour nobody named
  EXPECT_EQ(c[2].id, "red");
  EXPECT_EQ(c[3].id, "grey");
  EXPECT_EQ(c[4].id, "yellow");
}

TEST(MeepleTest, ThirtyTwoPlayersGetThirtyTwoColours) {
  std::vector<std::string> names;
  for (int i = 0; i < 32; ++i) names.push_back("player " + std::to_string(i));
  std::set<std::tuple<int, int, int>> seen;
  for (const PlayerColor& c : PlayerColors(names))
    seen.insert({int(c.fill.r * 255), int(c.fill.g * 255), int(c.fill.b * 255)});
  EXPECT_EQ(seen.size(), 32u);
}

TEST(MeepleTest, TheSameColourIsNotGivenTwice) {
  std::vector<PlayerColor> c = PlayerColors({"red", "red"});
  EXPECT_EQ(c[0].id, "red");
  EXPECT_NE(c[1].id, "red");
}

}  // namespace
}  // namespace carc

namespace carc {
namespace {

TEST(MeepleTest, KitColoursAreTheClassicFiveThenGreyPinkAndPurple) {
  std::vector<std::string> ids;
  for (const PlayerColor& c : KitColors(8)) ids.push_back(c.id);
  EXPECT_EQ(ids, (std::vector<std::string>{"red", "blue", "green", "yellow", "black", "grey", "pink",
                                           "purple"}));
  EXPECT_EQ(KitColors(5).size(), 5u);
  EXPECT_EQ(KitColors(6).back().id, "grey");
  EXPECT_EQ(KitColors(40).size(), 8u);
  // Board files give a sixth player grey too.
  EXPECT_EQ(PlayerColors({"a", "b", "c", "d", "e", "f"})[5].id, "grey");
}

}  // namespace
}  // namespace carc
