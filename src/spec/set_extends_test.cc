#include "spec/set_extends.h"

#include <gtest/gtest.h>

#include "base/test_util.h"
#include "spec/spec_loader.h"
#include "spec/validator.h"

namespace carc {
namespace {

/// Loads and validates a spec that must be valid.
TileSet LoadValid(const std::string& path) {
  TileSet set;
  Diagnostics diags;
  Status s = LoadValidTileSet(path, &set, &diags);
  EXPECT_TRUE(s.ok()) << path;
  for (const Diagnostic& d : diags.all()) ADD_FAILURE() << d.Format();
  return set;
}

std::string Deck(const TileSet& set) {
  std::string out;
  for (const TileType& t : set.tiles)
    out += t.id + std::to_string(t.count) + (t.inherited ? "* " : " ");
  return out;
}

TEST(SetExtendsTest, ComposedDeckRemovesChangesAndAddsTypes) {
  TileSet set = LoadValid("tests/specs/extends/expansion.yaml");
  // B removed with count 0, C changed to 2, X and Y added after the base's types.
  EXPECT_EQ(Deck(set), "A3* C2* X3 Y2 ");
  EXPECT_EQ(set.TileCount(), 10);
  EXPECT_EQ(set.total, 10);  // checked against the composed deck, not the base's 9
  EXPECT_EQ(set.id, "expansion");
  EXPECT_EQ(set.name, "Small expansion");
  EXPECT_EQ(set.base_id, "base");
  EXPECT_EQ(set.base_name, "Small base");
  EXPECT_EQ(set.followers, 6);    // overridden
  EXPECT_FALSE(set.farmers);      // inherited
  EXPECT_EQ(set.layout, "compact");  // inherited
  EXPECT_EQ(set.edition, "B1");      // inherited
  EXPECT_EQ(set.StartTile()->id, "A");
  EXPECT_EQ(set.tiles[0].file, "tests/specs/extends/base.yaml");
  EXPECT_EQ(set.tiles[2].file, "tests/specs/extends/expansion.yaml");
  EXPECT_EQ(set.sources, (std::vector<std::string>{"tests/specs/extends/expansion.yaml",
                                                   "tests/specs/extends/base.yaml"}));
}

TEST(SetExtendsTest, ChainsComposeEveryLink) {
  TileSet set = LoadValid("tests/specs/extends/chain.yaml");
  // X comes from the middle link and has its count changed by the last one.
  EXPECT_EQ(Deck(set), "A3* C2* X1* Y2* Z1 ");
  EXPECT_EQ(set.followers, 6);  // from the middle link
  EXPECT_FALSE(set.farmers);    // from the first
  EXPECT_EQ(set.sources.size(), 3u);
  EXPECT_EQ(set.base_id, "expansion");
}

TEST(SetExtendsTest, OnlyNewTilesKeepsTheSpecsOwnTypes) {
  TileSet set = LoadValid("tests/specs/extends/expansion.yaml");
  TileSet only = OnlyNewTiles(set);
  EXPECT_TRUE(only.only_new);
  EXPECT_EQ(Deck(only), "X3 Y2 ");
  EXPECT_EQ(only.name, set.name);
  TileSet base = LoadValid("tests/specs/extends/base.yaml");
  EXPECT_FALSE(OnlyNewTiles(base).only_new);  // nothing to narrow
  EXPECT_EQ(OnlyNewTiles(base).tiles.size(), 3u);
}

TEST(SetExtendsTest, BundledRiverIsTheBaseGamePlusTwelveRiverTiles) {
  TileSet set = LoadValid("tilesets/river.yaml");
  EXPECT_EQ(set.TileCount(), 84);
  EXPECT_EQ(set.base_id, "base-c1");
  EXPECT_TRUE(set.HasRiver());
  EXPECT_EQ(set.StartTile()->id, "spring");
  EXPECT_EQ(set.MarkedStart()->id, "D");
  EXPECT_EQ(set.start_tile, StartTileDeck::WithBase);
  EXPECT_NE(set.description.find("JCloisterZone"), std::string::npos);
  std::string river;
  int river_tiles = 0;
  for (const TileType& t : set.tiles) {
    if (!t.HasWater()) continue;
    river += t.id + std::to_string(t.count) + " " + t.EdgeCode() + ", ";
    river_tiles += t.count;
    EXPECT_FALSE(t.inherited);
  }
  EXPECT_EQ(river_tiles, 12);
  EXPECT_EQ(river,
            "spring1 FFWF, lake1 WFFF, river2 WFWF, bend2 WWFF, city-bend1 CCWW, caps1 CWCW, "
            "city-bridge1 CWRW, monastery1 RWFW, road-bend1 RRWW, bridge1 RWRW, ");
  SetSummary s = Summarize(set);
  EXPECT_EQ(s.river_tiles, 12);
  EXPECT_EQ(s.monasteries, 7);
  EXPECT_EQ(s.start, "spring");
  EXPECT_EQ(OnlyNewTiles(set).TileCount(), 12);
}

TEST(SetExtendsTest, ResolvesBundledNamesAndRelativePaths) {
  std::string why;
  EXPECT_EQ(ResolveExtends("tests/specs/extends/chain.yaml", "./expansion.yaml", &why),
            "tests/specs/extends/expansion.yaml");
  EXPECT_EQ(ResolveExtends("tests/specs/extends/chain.yaml", "base-c1", &why),
            "tilesets/base-c1.yaml");
  EXPECT_EQ(ResolveExtends("x/y.yaml", "base.yaml", &why), "");
  EXPECT_EQ(why, "there is no file x/base.yaml (a path is read from the spec's folder, x/)");
  // A bundled set's name written as a file name gets the hint to drop `.yaml`.
  EXPECT_EQ(ResolveExtends("tests/specs/extends/chain.yaml", "base-c1.yaml", &why), "");
  EXPECT_EQ(why, "there is no file tests/specs/extends/base-c1.yaml (a path is read from the spec's folder, "
                 "tests/specs/extends/); to build on the bundled set base-c1, write 'extends: base-c1'");
  EXPECT_EQ(ResolveExtends("tests/specs/extends/chain.yaml", "../../base.yaml", &why), "");
  EXPECT_EQ(why, "there is no file tests/base.yaml (a path is read from the spec's folder, tests/specs/extends/)");
}

TEST(SetExtendsTest, SpecFromMemoryResolvesAgainstItsName) {
  TileSet set;
  Diagnostics diags;
  std::string spec =
      "set: {name: In memory, extends: base.yaml}\n"
      "tiles:\n"
      "  - {id: B, count: 1}\n";
  ASSERT_TRUE(LoadTileSetFromString("tests/specs/extends/memory.yaml", spec, &set, &diags).ok());
  EXPECT_EQ(Deck(set), "A3* B1* C4* ");
}

/// Writes a chain of `links` specs link0.yaml -> link1.yaml -> ... in `dir`,
/// each adding one tile type and changing the count of its base's, the last
/// extending nothing; returns the first one's path.
std::string WriteChain(const test_support::TempDir& dir, int links) {
  for (int i = 0; i < links; ++i) {
    std::string spec = "set:\n  name: Link " + std::to_string(i) + "\n";
    if (i + 1 < links) spec += "  extends: ./link" + std::to_string(i + 1) + ".yaml\n";
    spec += "tiles:\n";
    if (i + 1 < links) spec += "  - {id: T" + std::to_string(i + 1) + ", count: 2}\n";
    spec += "  - {id: T" + std::to_string(i) + ", count: 1, edges: FRFR, roads: [{sides: [E, W]}]" +
            (i + 1 == links ? ", start: true" : "") + "}\n";
    test_support::WriteFile(dir.Path("link" + std::to_string(i) + ".yaml"), spec);
  }
  return dir.Path("link0.yaml");
}

std::vector<std::string> Formatted(const Diagnostics& diags) {
  std::vector<std::string> lines;
  for (const Diagnostic& d : diags.Sorted()) lines.push_back(d.Format());
  return lines;
}

TEST(SetExtendsTest, AChainOfTheLimitComposesEveryLink) {
  test_support::TempDir dir;
  TileSet set;
  Diagnostics diags;
  ASSERT_TRUE(LoadTileSet(WriteChain(dir, kMaxExtendsChain), &set, &diags).ok());
  EXPECT_TRUE(Formatted(diags).empty()) << Formatted(diags)[0];
  EXPECT_EQ(set.tiles.size(), size_t(kMaxExtendsChain));
  EXPECT_EQ(set.TileCount(), 2 * kMaxExtendsChain - 1);  // every link but the last doubled its base's
}

TEST(SetExtendsTest, AChainOverTheLimitIsOneErrorAtTheLinkThatPassesIt) {
  for (int links : {kMaxExtendsChain + 1, 6000}) {  // 6000 used to overflow the stack
    test_support::TempDir dir;
    TileSet set;
    Diagnostics diags;
    std::string first = WriteChain(dir, links);
    EXPECT_TRUE(LoadTileSet(first, &set, &diags).IsInvalid());
    std::string last = dir.Path("link" + std::to_string(kMaxExtendsChain - 1) + ".yaml");
    EXPECT_EQ(Formatted(diags),
              std::vector<std::string>{last + ":3:12: error: extends './link" +
                                       std::to_string(kMaxExtendsChain) +
                                       ".yaml': this makes a chain of more than 16 specs, each "
                                       "extending the next (from " + first + "); that is the limit"})
        << links;
    EXPECT_TRUE(set.incomplete);
  }
}

TEST(SetExtendsTest, ABaseThatCannotBeReadIsOneErrorAndNothingThatFollows) {
  test_support::TempDir dir;
  std::string base = test_support::BaseSetTimes(1);
  test_support::WriteFile(dir.Path("base.yaml"), base);
  test_support::WriteFile(dir.Path("child.yaml"),
                     "set:\n  name: Child\n  extends: ./base.yaml\ntiles:\n  - {id: D, count: 2}\n");
  InputLimits limits;
  limits.max_bytes = 2000;  // the child fits, the base does not
  TileSet set;
  Diagnostics diags;
  EXPECT_FALSE(LoadTileSet(dir.Path("child.yaml"), &set, &diags, limits).ok());
  EXPECT_EQ(Formatted(diags).size(), 1u) << Formatted(diags).back();
  EXPECT_NE(Formatted(diags)[0].find(dir.Path("base.yaml") + ": error: file is "), std::string::npos)
      << Formatted(diags)[0];
  EXPECT_TRUE(set.incomplete);
}

TEST(SetExtendsTest, AnInheritedLayoutIsNamedByTheBaseThatGivesIt) {
  TileSet set;
  Diagnostics diags;
  ASSERT_TRUE(LoadTileSet("tests/bad/extends-layout/a/child.yaml", &set, &diags).ok());
  EXPECT_EQ(set.layout, "mylayout.yaml");
  EXPECT_EQ(set.layout_file, "tests/bad/extends-layout/b/base.yaml");
  EXPECT_EQ(set.layout_loc.line, 3);
  EXPECT_EQ(set.layout_loc.column, 11);
}

}  // namespace
}  // namespace carc
