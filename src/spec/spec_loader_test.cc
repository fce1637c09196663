#include "spec/spec_loader.h"

#include <gtest/gtest.h>

#include "base/test_util.h"
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

TEST(SpecLoaderTest, MissingFileIsAnIoError) {
  TileSet set;
  Diagnostics diags;
  Status s = LoadTileSet("tests/specs/no-such-file.yaml", &set, &diags);
  EXPECT_TRUE(s.IsIo());
  EXPECT_EQ(s.message(),
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
