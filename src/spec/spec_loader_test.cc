#include "spec/spec_loader.h"

#include <gtest/gtest.h>

#include "base/test_util.h"
#include "spec/set_extends.h"
#include "spec/validator.h"

namespace carc {
namespace {

TEST(SpecLoaderTest, IssueExampleLoadsAsWritten) {
  TileSet set;
  Diagnostics diags;
  ASSERT_TRUE(LoadValidTileSet("tests/specs/example.yaml", &set, &diags).ok());
  EXPECT_TRUE(diags.all().empty());
  EXPECT_EQ(set.name, "Example set");
  EXPECT_EQ(set.edition, "custom");
  EXPECT_EQ(set.total, 4);
  EXPECT_EQ(set.followers, 7);
  EXPECT_TRUE(set.farmers);
  ASSERT_EQ(set.tiles.size(), 3u);
  const TileType& d = set.tiles[0];
  EXPECT_EQ(d.id, "D");
  EXPECT_EQ(d.count, 2);
  EXPECT_TRUE(d.start);
  EXPECT_EQ(d.EdgeCode(), "CRFR");
  EXPECT_FALSE(d.fields_derived);
  ASSERT_EQ(d.fields.size(), 2u);
  EXPECT_EQ(HalvesText(d.fields[1].halves), "{Es, Se, Sw, Ws}");
  EXPECT_EQ(set.tiles[1].roads[0].end, RoadEnd::Monastery);
  EXPECT_EQ(set.tiles[2].cities[0].shields, 1);
  EXPECT_EQ(set.tiles[2].cities[0].sides, Bit(Side::N) | Bit(Side::W));
  EXPECT_TRUE(set.tiles[2].fields_derived);
}

TEST(SpecLoaderTest, BaseGameSummaryIsExact) {
  TileSet set;
  Diagnostics diags;
  ASSERT_TRUE(LoadValidTileSet("tilesets/base-c1.yaml", &set, &diags).ok());
  EXPECT_TRUE(diags.all().empty());
  SetSummary s = Summarize(set);
  EXPECT_EQ(s.tiles, 72);
  EXPECT_EQ(s.types, 24);
  EXPECT_EQ(s.shields, 10);
  EXPECT_EQ(s.monasteries, 6);
  EXPECT_EQ(s.city_segments, 49);
  EXPECT_EQ(s.road_segments, 62);
  EXPECT_EQ(s.field_segments, 126);
  EXPECT_EQ(s.start, "D");
  EXPECT_EQ(set.followers, 7);
  EXPECT_TRUE(set.farmers);
}

TEST(SpecLoaderTest, DemoSetHasTheDemoCountsAndSaysItIsAReconstruction) {
  TileSet set;
  Diagnostics diags;
  ASSERT_TRUE(LoadValidTileSet("tilesets/pnp-demo.yaml", &set, &diags).ok());
  EXPECT_TRUE(diags.all().empty());
  std::string counts;
  for (const TileType& t : set.tiles) counts += t.id + std::to_string(t.count) + " ";
  EXPECT_EQ(counts, "A1 B2 C1 D4 E2 F1 G2 H1 I2 J3 K2 L2 M2 N4 O2 P1 Q1 R2 S1 T5 U4 V3 ");
  EXPECT_EQ(Summarize(set).tiles, 48);
  EXPECT_EQ(Summarize(set).start, "D");
  EXPECT_EQ(set.followers, 5);
  EXPECT_FALSE(set.farmers);
  EXPECT_NE(set.description.find("reconstruction"), std::string::npos);
}

TEST(SpecLoaderTest, InnsAndCathedralsHasTheSourcesCountsAndFeatures) {
  TileSet set;
  Diagnostics diags;
  ASSERT_TRUE(LoadValidTileSet("tilesets/inns-cathedrals.yaml", &set, &diags).ok());
  EXPECT_TRUE(diags.all().empty());  // valid, and no warning
  // The 18 tiles it adds: 16 types of its own and a sixth cap E (the wiki's G).
  std::string added;
  int new_tiles = 0;
  for (const TileType& t : OnlyNewTiles(set).tiles) {
    added += t.id + std::to_string(t.count) + " ";
    new_tiles += t.count;
  }
  EXPECT_EQ(added, "E1 EA1 EB1 EC1 ED1 EE1 EF1 EH1 EI1 EJ1 EK2 EL1 EM1 EN1 EO1 EP1 EQ1 ");
  EXPECT_EQ(new_tiles, 18);
  SetSummary s = Summarize(set);
  EXPECT_EQ(s.tiles, 90);
  EXPECT_EQ(s.types, 24 + 16);
  EXPECT_EQ(s.shields, 10 + 3);  // EL, EP, EQ
  EXPECT_EQ(s.monasteries, 6 + 1);  // ED
  EXPECT_EQ(s.inns, 6);
  EXPECT_EQ(s.cathedrals, 2);
  EXPECT_EQ(s.start, "D");
  EXPECT_EQ(set.followers, 7);
  EXPECT_EQ(set.large_followers, 1);
  EXPECT_EQ(set.max_players, 6);
  EXPECT_EQ(set.base_large_followers, 0);
  EXPECT_EQ(set.base_max_players, 5);
}

TEST(SpecLoaderTest, ModifiersLoadTurnWithTheirTileAndTellTypesApart) {
  TileSet set;
  Diagnostics diags;
  ASSERT_TRUE(LoadTileSetFromString("m.yaml", R"(
set: {name: M}
tiles:
  - {id: A, count: 1, start: true, edges: FRFR, roads: [{sides: [E, W], inn: true}]}
  - {id: B, count: 1, edges: FRFR, roads: [{sides: [E, W]}]}
  - {id: C, count: 1, edges: CCCC, cities: [{sides: [N, E, S, W], cathedral: true}]}
  - {id: D, count: 1, edges: CCCC, cities: [{sides: [N, E, S, W], cathedral: false}]}
  - {id: E, count: 1, edges: CFFF, cities: [{sides: [N]}]}
)", &set, &diags).ok());
  Validate(set, &diags);
  EXPECT_TRUE(diags.all().empty());  // A and B, C and D differ: no "the same as" warning
  EXPECT_EQ(set.tiles[0].roads[0].modifiers, ModifierBit(Modifier::Inn));
  EXPECT_EQ(set.tiles[1].roads[0].modifiers, 0);
  EXPECT_EQ(Rotated(set.tiles[0], 1).roads[0].modifiers, ModifierBit(Modifier::Inn));
  EXPECT_EQ(set.tiles[2].cities[0].modifiers, ModifierBit(Modifier::Cathedral));
  EXPECT_EQ(set.tiles[3].cities[0].modifiers, 0);
  EXPECT_EQ(set.tiles[0].CountModifier(Modifier::Inn), 1);
  EXPECT_EQ(InfoOf(Modifier::Cathedral).key, std::string("cathedral"));
}

TEST(SpecLoaderTest, MissingFileIsAnIoError) {
  TileSet set;
  Diagnostics diags;
  Status s = LoadTileSet("tests/specs/no-such-file.yaml", &set, &diags);
  EXPECT_TRUE(s.IsIo());
  EXPECT_EQ(s.ToString(),
            "tests/specs/no-such-file.yaml: error: cannot read: No such file or directory");
}

TEST(SpecLoaderTest, ArtPathIsResolvedAgainstTheSpecFolder) {
  TileSet set;
  Diagnostics diags;
  LoadTileSetFromString("sets/custom.yaml",
                        "set: {name: X}\n"
                        "tiles:\n"
                        "  - {id: A, count: 2, start: true, edges: FFFF, art: img/a.png}\n",
                        &set, &diags);
  ASSERT_EQ(set.tiles.size(), 1u);
  EXPECT_EQ(set.tiles[0].art, "sets/img/a.png");
}

TEST(SpecLoaderTest, RotationTurnsEdgesFeaturesAndFields) {
  TileSet set;
  Diagnostics diags;
  ASSERT_TRUE(LoadValidTileSet("tilesets/base-c1.yaml", &set, &diags).ok());
  TileType d = Rotated(*set.Find("D"), 1);
  EXPECT_EQ(d.EdgeCode(), "RCRF");
  EXPECT_EQ(d.cities[0].sides, Bit(Side::E));
  EXPECT_EQ(d.roads[0].sides, Bit(Side::N) | Bit(Side::S));
  EXPECT_EQ(HalvesText(d.fields[0].halves), "{Ne, Se}");  // between the cap and the road
}

}  // namespace
}  // namespace carc

namespace carc {
namespace {

TEST(SpecLoaderTest, TenThousandTypesLoadWithinTheLimits) {
  std::string spec = "set: {name: Synthetic}\ntiles:\n";
  for (int i = 0; i < 10000; ++i)
    spec += "  - {id: T" + std::to_string(i) + ", name: Tile, count: 1" +
            (i == 0 ? ", start: true" : "") +
            ", edges: CRRR, cities: [{sides: [N]}], roads: [{sides: [E], end: village}, "
            "{sides: [S], end: village}, {sides: [W], end: village}]}\n";
  TileSet set;
  Diagnostics diags;
  ASSERT_TRUE(LoadTileSetFromString("synthetic.yaml", spec, &set, &diags).ok())
      << (diags.all().empty() ? "" : diags.all()[0].Format());
  Validate(set, &diags);
  EXPECT_FALSE(diags.HasErrors());
  EXPECT_EQ(set.tiles.size(), 10000u);
  EXPECT_EQ(diags.WarningCount(), 9999);  // every type after the first repeats T0
}

}  // namespace
}  // namespace carc
