#include "spec/topology.h"

#include <gtest/gtest.h>

#include <array>
#include <map>

#include "base/test_util.h"
#include "spec/spec_loader.h"
#include "spec/validator.h"

namespace carc {
namespace {

/// One row of the base game's field table (tilesets/base-c1.yaml): a field's half-sides and whether it touches a city.
struct ExpectedField {
  std::string halves;
  bool touches_city;
};

/// The fields of each base type, as tilesets/base-c1.yaml draws them.
const std::map<std::string, std::vector<ExpectedField>> kBaseFields = {
    {"A", {{"{Nw, Ne, En, Es, Se, Sw, Ws, Wn}", false}}},
    {"B", {{"{Nw, Ne, En, Es, Se, Sw, Ws, Wn}", false}}},
    {"C", {}},
    {"D", {{"{En, Wn}", true}, {"{Es, Se, Sw, Ws}", false}}},
    {"E", {{"{En, Es, Se, Sw, Ws, Wn}", true}}},
    {"F", {{"{Nw, Ne}", true}, {"{Se, Sw}", true}}},
    {"G", {{"{Nw, Ne}", true}, {"{Se, Sw}", true}}},
    {"H", {{"{En, Es, Ws, Wn}", true}}},
    {"I", {{"{En, Es, Se, Sw}", true}}},
    {"J", {{"{En, Sw, Ws, Wn}", true}, {"{Es, Se}", false}}},
    {"K", {{"{En, Es, Se, Wn}", true}, {"{Sw, Ws}", false}}},
    {"L", {{"{En, Wn}", true}, {"{Es, Se}", false}, {"{Sw, Ws}", false}}},
    {"M", {{"{En, Es, Se, Sw}", true}}},
    {"N", {{"{En, Es, Se, Sw}", true}}},
    {"O", {{"{En, Sw}", true}, {"{Es, Se}", false}}},
    {"P", {{"{En, Sw}", true}, {"{Es, Se}", false}}},
    {"Q", {{"{Se, Sw}", true}}},
    {"R", {{"{Se, Sw}", true}}},
    {"S", {{"{Se}", true}, {"{Sw}", true}}},
    {"T", {{"{Se}", true}, {"{Sw}", true}}},
    {"U", {{"{Nw, Ne, En, Wn}", false}, {"{Es, Se, Sw, Ws}", false}}},
    {"V", {{"{Nw, Ne, En, Es, Se, Wn}", false}, {"{Sw, Ws}", false}}},
    {"W", {{"{Nw, Ne, En, Wn}", false}, {"{Es, Se}", false}, {"{Sw, Ws}", false}}},
    {"X", {{"{Nw, Wn}", false}, {"{Ne, En}", false}, {"{Es, Se}", false}, {"{Sw, Ws}", false}}},
};

TileSet LoadBase() {
  TileSet set;
  Diagnostics diags;
  EXPECT_TRUE(LoadValidTileSet(test_support::SourceDir() + "/tilesets/base-c1.yaml", &set, &diags).ok());
  return set;
}

bool TouchesAnyCity(const TileType& t, int field) {
  for (size_t c = 0; c < t.cities.size(); ++c)
    if (FieldTouchesCity(t, field, int(c))) return true;
  return false;
}

TEST(TopologyTest, DerivedFieldsMatchTheBaseTileTableInEveryRotation) {
  TileSet set = LoadBase();
  ASSERT_EQ(set.tiles.size(), 24u);
  for (const TileType& tile : set.tiles) {
    const auto& expected = kBaseFields.at(tile.id);
    ASSERT_EQ(tile.fields.size(), expected.size()) << tile.id;
    for (int q = 0; q < 4; ++q) {
      TileType turned = Rotated(tile, q);
      std::vector<HalfSet> derived = DeriveFields(turned);
      ASSERT_EQ(derived.size(), expected.size()) << tile.id << " q=" << q;
      for (size_t f = 0; f < turned.fields.size(); ++f) {
        // Fields were derived at load time; turning them must match deriving anew.
        EXPECT_NE(std::find(derived.begin(), derived.end(), turned.fields[f].halves), derived.end())
            << tile.id << " q=" << q;
        if (q == 0) {
          EXPECT_EQ(HalvesText(turned.fields[f].halves), expected[f].halves) << tile.id;
        }
        EXPECT_EQ(TouchesAnyCity(turned, int(f)), expected[f].touches_city)
            << tile.id << " field " << f << " q=" << q;
      }
    }
  }
}

TEST(TopologyTest, RoadToCitySplitsFieldButRoadToMonasteryDoesNot) {
  TileSet set = LoadBase();
  EXPECT_EQ(set.Find("A")->fields.size(), 1u);  // road ends at the monastery
  EXPECT_EQ(set.Find("S")->fields.size(), 2u);  // road ends at the city wall
}

TEST(TopologyTest, TwoCapsTouchTheSameFieldSeparately) {
  TileType h = *LoadBase().Find("H");
  EXPECT_TRUE(FieldTouchesCity(h, 0, 0));
  EXPECT_TRUE(FieldTouchesCity(h, 0, 1));
}

TEST(TopologyTest, InterleaveDetectsCrossingPointSets) {
  City band;
  band.sides = Bit(Side::N) | Bit(Side::S);
  Road across;
  across.sides = Bit(Side::E) | Bit(Side::W);
  Road curve;
  curve.sides = Bit(Side::E) | Bit(Side::S);
  EXPECT_TRUE(Interleave(CityPoints(band), RoadPoints(across)));
  Road straight;
  straight.sides = Bit(Side::N) | Bit(Side::S);
  EXPECT_TRUE(Interleave(RoadPoints(straight), RoadPoints(across)));
  City cap;
  cap.sides = Bit(Side::N);
  EXPECT_FALSE(Interleave(CityPoints(cap), RoadPoints(across)));
  EXPECT_FALSE(Interleave(RoadPoints(curve), CityPoints(cap)));
}

TEST(TopologyTest, VillageWithTwoRoadsSplitsTheFieldInTwo) {
  TileType t;
  t.edges = {Terrain::Road, Terrain::Field, Terrain::Road, Terrain::Field};
  t.roads = {{Bit(Side::N), RoadEnd::Village, false, {}}, {Bit(Side::S), RoadEnd::Village, false, {}}};
  std::vector<HalfSet> fields = DeriveFields(t);
  ASSERT_EQ(fields.size(), 2u);
  EXPECT_EQ(HalvesText(fields[0]), "{Nw, Sw, Ws, Wn}");
  EXPECT_EQ(HalvesText(fields[1]), "{Ne, En, Es, Se}");
}

/// The fields of each river tile of tilesets/river.yaml, derived (or, for the
/// monastery, given) and whether each runs along a city wall: the same farms
/// as JCloisterZone's River I definitions.
TEST(TopologyTest, RiverTilesDivideFieldsLikeRoads) {
  TileSet set;
  Diagnostics diags;
  ASSERT_TRUE(LoadTileSet("tilesets/river.yaml", &set, &diags).ok());
  const std::map<std::string, std::vector<ExpectedField>> expected = {
      {"spring", {{"{Nw, Ne, En, Es, Se, Sw, Ws, Wn}", false}}},  // fields go round it
      {"lake", {{"{Nw, Ne, En, Es, Se, Sw, Ws, Wn}", false}}},
      {"river", {{"{Nw, Sw, Ws, Wn}", false}, {"{Ne, En, Es, Se}", false}}},
      {"bend", {{"{Nw, Es, Se, Sw, Ws, Wn}", false}, {"{Ne, En}", false}}},
      {"city-bend", {{"{Se, Wn}", true}, {"{Sw, Ws}", false}}},
      {"caps", {{"{En, Wn}", true}, {"{Es, Ws}", true}}},
      {"city-bridge", {{"{En}", true}, {"{Es, Se}", false}, {"{Sw, Ws}", false}, {"{Wn}", true}}},
      {"monastery", {{"{Nw, Wn}", false}, {"{Ne, En}", false}, {"{Es, Se, Sw, Ws}", false}}},
      {"road-bend", {{"{Nw, Es, Se, Wn}", false}, {"{Ne, En}", false}, {"{Sw, Ws}", false}}},
      {"bridge", {{"{Nw, Wn}", false}, {"{Ne, En}", false}, {"{Es, Se}", false}, {"{Sw, Ws}", false}}},
  };
  for (const auto& [id, fields] : expected) {
    const TileType* t = set.Find(id);
    ASSERT_NE(t, nullptr) << id;
    ASSERT_EQ(t->fields.size(), fields.size()) << id;
    for (size_t f = 0; f < fields.size(); ++f) {
      EXPECT_EQ(HalvesText(t->fields[f].halves), fields[f].halves) << id;
      bool touches = false;
      for (size_t c = 0; c < t->cities.size(); ++c) touches |= FieldTouchesCity(*t, int(f), int(c));
      EXPECT_EQ(touches, fields[f].touches_city) << id << " field " << f;
    }
  }
}

TEST(TopologyTest, RoadEndingAtTheRiverCutsItsBankInTwo) {
  TileType t;
  t.edges = {Terrain::Field, Terrain::Water, Terrain::Road, Terrain::Water};
  t.roads = {{Bit(Side::S), RoadEnd::River, false, {}}};
  t.rivers = {{Bit(Side::E) | Bit(Side::W), RiverEnd::None, {}}};
  std::vector<HalfSet> fields = DeriveFields(t);
  ASSERT_EQ(fields.size(), 3u);
  EXPECT_EQ(HalvesText(fields[0]), "{Nw, Ne, En, Wn}");
  EXPECT_EQ(HalvesText(fields[1]), "{Es, Se}");
  EXPECT_EQ(HalvesText(fields[2]), "{Sw, Ws}");
}

TEST(TopologyTest, RoadToAMonasteryOnTheBankCutsTheBankInTwo) {
  // The river's middle is water, so the monastery stands on the bank and its
  // road and the river part the north field (river.yaml's monastery tile).
  TileType t;
  t.edges = {Terrain::Road, Terrain::Water, Terrain::Field, Terrain::Water};
  t.monastery = true;
  t.roads = {{Bit(Side::N), RoadEnd::Monastery, false, {}}};
  t.rivers = {{Bit(Side::E) | Bit(Side::W), RiverEnd::None, {}}};
  std::vector<HalfSet> fields = DeriveFields(t);
  ASSERT_EQ(fields.size(), 3u);
  EXPECT_EQ(HalvesText(fields[0]), "{Nw, Wn}");
  EXPECT_EQ(HalvesText(fields[1]), "{Ne, En}");
  EXPECT_EQ(HalvesText(fields[2]), "{Es, Se, Sw, Ws}");
  t.rivers = {};  // without the river it stands in the middle: one field round it
  t.edges = {Terrain::Road, Terrain::Field, Terrain::Field, Terrain::Field};
  EXPECT_EQ(DeriveFields(t).size(), 1u);
}

TEST(TopologyTest, RiversTurnWithTheTile) {
  TileType t;
  t.edges = {Terrain::Water, Terrain::Field, Terrain::Field, Terrain::Water};
  t.rivers = {{Bit(Side::N) | Bit(Side::W), RiverEnd::None, {}}};
  TileType r = Rotated(t, 1);
  EXPECT_EQ(r.EdgeCode(), "WWFF");
  EXPECT_EQ(r.rivers[0].sides, Bit(Side::N) | Bit(Side::E));
}

TileType TileOfRoads(std::array<Terrain, kSides> edges, std::vector<Road> roads, bool monastery) {
  TileType t;
  t.edges = edges;
  t.roads = std::move(roads);
  t.monastery = monastery;
  return t;
}

TEST(TopologyTest, TwoOrMoreRoadsIntoAMonasteryDivideItsFieldAsAVillagesDo) {
  constexpr Terrain F = Terrain::Field, R = Terrain::Road;
  auto end = [](Side s) { return Road{Bit(s), RoadEnd::Monastery, false, {}}; };
  EXPECT_EQ(DeriveFields(TileOfRoads({F, F, R, F}, {end(Side::S)}, true)).size(), 1u);
  std::vector<HalfSet> two = DeriveFields(TileOfRoads({F, R, F, R}, {end(Side::E), end(Side::W)}, true));
  ASSERT_EQ(two.size(), 2u);
  EXPECT_EQ(HalvesText(two[0]), "{Nw, Ne, En, Wn}");
  EXPECT_EQ(HalvesText(two[1]), "{Es, Se, Sw, Ws}");
  std::vector<HalfSet> corner = DeriveFields(TileOfRoads({R, R, F, F}, {end(Side::N), end(Side::E)}, true));
  ASSERT_EQ(corner.size(), 2u);
  EXPECT_EQ(HalvesText(corner[1]), "{Ne, En}");
  std::vector<HalfSet> four = DeriveFields(
      TileOfRoads({R, R, R, R}, {end(Side::N), end(Side::E), end(Side::S), end(Side::W)}, true));
  ASSERT_EQ(four.size(), 4u);
  EXPECT_EQ(HalvesText(four[0]), "{Nw, Wn}");
  EXPECT_EQ(HalvesText(four[1]), "{Ne, En}");
  EXPECT_EQ(HalvesText(four[2]), "{Es, Se}");
  EXPECT_EQ(HalvesText(four[3]), "{Sw, Ws}");
}

TEST(TopologyTest, WallsMeetingOnlyAtCornersLeaveAFieldThatTouchesNoSide) {
  TileType caps;
  caps.edges = {Terrain::City, Terrain::City, Terrain::City, Terrain::City};
  for (Side s : {Side::N, Side::E, Side::S, Side::W}) caps.cities.push_back({Bit(s), 0, {}});
  EXPECT_TRUE(DeriveFields(caps).empty());
  EXPECT_EQ(DeriveCornerFields(caps), std::vector<CornerSet>{0xf});
  caps.fields = {{0, 0xf, {}}};
  for (int c = 0; c < 4; ++c) EXPECT_TRUE(FieldTouchesCity(caps, 0, c));
  // A band N-S with caps E and W: a lens between the walls on each side.
  TileType band = caps;
  band.cities = {{Bit(Side::N) | Bit(Side::S), 0, {}}, {Bit(Side::E), 0, {}}, {Bit(Side::W), 0, {}}};
  EXPECT_EQ(DeriveCornerFields(band), (std::vector<CornerSet>{0x3, 0xc}));
  band.fields = {{0, 0x3, {}}, {0, 0xc, {}}};
  EXPECT_TRUE(FieldTouchesCity(band, 0, 0));
  EXPECT_TRUE(FieldTouchesCity(band, 0, 1));
  EXPECT_FALSE(FieldTouchesCity(band, 0, 2));
  // One city all round, or a cap beside field sides: no such field.
  TileType whole = caps;
  whole.cities = {{0xf, 0, {}}};
  EXPECT_TRUE(DeriveCornerFields(whole).empty());
  TileType cap;
  cap.edges = {Terrain::City, Terrain::Field, Terrain::Field, Terrain::Field};
  cap.cities = {{Bit(Side::N), 0, {}}};
  EXPECT_TRUE(DeriveCornerFields(cap).empty());
  EXPECT_EQ(Rotated(band, 1).fields[0].corners, 0x6);
}

TEST(TopologyTest, QuartersOfAMonasteryCrossroadsWrittenByHandDrawNoWarning) {
  // The validator's "drawn as one" warning asks the same chords that derive
  // the fields: four quarters written out are what the picture shows.
  TileSet set;
  Diagnostics diags;
  ASSERT_TRUE(LoadTileSetFromString("x.yaml", R"(set: {name: X}
tiles:
  - id: X
    count: 2
    start: true
    edges: RRRR
    monastery: true
    roads:
      - {sides: [N], end: monastery}
      - {sides: [E], end: monastery}
      - {sides: [S], end: monastery}
      - {sides: [W], end: monastery}
    fields: [[Nw, Wn], [Ne, En], [Es, Se], [Sw, Ws]]
)", &set, &diags).ok());
  Validate(set, &diags);
  EXPECT_TRUE(diags.all().empty()) << diags.all()[0].Format();
}

}  // namespace
}  // namespace carc
