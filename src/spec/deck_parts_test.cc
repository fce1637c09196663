#include "spec/deck_parts.h"

#include <gtest/gtest.h>

#include <string>

#include "spec/spec_loader.h"

namespace carc {
namespace {

TileSet LoadValid(const std::string& path) {
  TileSet set;
  Diagnostics diags;
  EXPECT_TRUE(LoadValidTileSet(path, &set, &diags).ok()) << path;
  return set;
}

/// Every copy's stack, as "id:part" for the copies not in the main deck.
std::string NotMain(const TileSet& set, const DeckParts& parts) {
  static const char* names[] = {"start", "river", "lake", "main"};
  std::string out;
  for (const TileType& t : set.tiles)
    for (int k = 0; k < t.count; ++k)
      if (parts.Of(t, k) != DeckPart::Main)
        out += t.id + ":" + names[int(parts.Of(t, k))] + " ";
  return out;
}

TEST(DeckPartsTest, WithoutARiverOnlyTheFirstStartCopyIsApart) {
  TileSet set = LoadValid("tilesets/base-c1.yaml");
  DeckParts parts(set);
  EXPECT_FALSE(parts.river());
  EXPECT_EQ(NotMain(set, parts), "D:start ");
  EXPECT_EQ(CopiesIn(set, DeckPart::Main), 71);
}

TEST(DeckPartsTest, TheRiverHasItsSpringLakeAndStack) {
  TileSet set = LoadValid("tilesets/river.yaml");
  DeckParts parts(set);
  EXPECT_TRUE(parts.river());
  EXPECT_EQ(CopiesIn(set, DeckPart::Start), 1);
  EXPECT_EQ(CopiesIn(set, DeckPart::Lake), 1);
  EXPECT_EQ(CopiesIn(set, DeckPart::River), 10);
  EXPECT_EQ(CopiesIn(set, DeckPart::Main), 72);  // the base's start tile D joins the main deck
  // One answer for every copy, whichever way it is asked.
  for (const TileType& t : set.tiles)
    for (int k = 0; k < t.count; ++k) EXPECT_EQ(parts.Of(t, k), PartOf(set, t, k)) << t.id;
}

TEST(DeckPartsTest, TheRulesAreTakenWhenMadeNotWhenAsked) {
  // A DeckParts is for one state of the set: adding water afterwards needs a new one.
  TileSet set = LoadValid("tilesets/base-c1.yaml");
  DeckParts before(set);
  set.tiles[0].edges[0] = Terrain::Water;
  EXPECT_FALSE(before.river());
  EXPECT_TRUE(DeckParts(set).river());
  EXPECT_EQ(DeckParts(set).Of(set.tiles[0], 0), DeckPart::River);
}

}  // namespace
}  // namespace carc
