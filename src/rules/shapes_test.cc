#include "rules/shapes.h"

#include <gtest/gtest.h>

#include "rules/engine_testing.h"

namespace carc {
namespace {

using test_support::BundledSet;

const TileShape& Shape(const ShapeCatalog& c, const char* id, int quarters) {
  return c.Get(c.Find(id), quarters);
}

std::string Edges(const TileShape& s) {
  std::string out;
  for (Terrain t : s.edges) out += TerrainLetter(t);
  return out;
}

TEST(ShapesTest, QuarterTurnMovesEdgesAndSegmentsClockwise) {
  ShapeCatalog c(BundledSet("base-c1"));
  const TileShape& d = Shape(c, "D", 1);
  EXPECT_EQ(Edges(d), "RCRF");
  EXPECT_EQ(d.edge_code, 1 | 2 << 2 | 1 << 4 | 0 << 6);
  const Segment& city = d.segments[d.side_segment[int(Side::E)]];
  EXPECT_EQ(city.kind, FeatureKind::City);
  EXPECT_EQ(city.sides, Bit(Side::E));
  EXPECT_EQ(d.side_segment[int(Side::N)], d.side_segment[int(Side::S)]);
  // D's field {Wn, En} along the city turns into {Ne, Se}; the other does not touch it.
  const Segment& near = d.segments[d.half_segment[int(Half::Ne)]];
  EXPECT_EQ(near.halves, Bit(Half::Ne) | Bit(Half::Se));
  EXPECT_EQ(near.cities, 1u);
  EXPECT_EQ(d.segments[d.half_segment[int(Half::Nw)]].cities, 0u);
  EXPECT_EQ(d.half_segment[int(Half::En)], -1);
}

TEST(ShapesTest, FieldsKnowTheCitiesTheyRunAlong) {
  ShapeCatalog c(BundledSet("base-c1"));
  const TileShape& i = Shape(c, "I", 0);
  EXPECT_EQ(i.segments[i.half_segment[int(Half::Es)]].cities, 0b11u);  // both caps
  const TileShape& s = Shape(c, "S", 0);
  EXPECT_NE(s.half_segment[int(Half::Se)], s.half_segment[int(Half::Sw)]);  // the road splits
  EXPECT_EQ(s.segments[s.half_segment[int(Half::Se)]].cities, 1u);
  EXPECT_EQ(s.segments[s.half_segment[int(Half::Sw)]].cities, 1u);
  const TileShape& a = Shape(c, "A", 2);
  EXPECT_EQ(a.segments[a.half_segment[0]].halves, 0xFF);  // the road to the monastery does not
  EXPECT_GE(a.monastery, 0);
}

TEST(ShapesTest, RotationsThatLookTheSameAreListedOnce) {
  ShapeCatalog c(BundledSet("base-c1"));
  auto n = [&](const char* id) { return c.DistinctRotations(c.Find(id)).size(); };
  EXPECT_EQ(n("B"), 1u);
  EXPECT_EQ(n("C"), 1u);
  EXPECT_EQ(n("X"), 1u);
  EXPECT_EQ(n("U"), 2u);
  EXPECT_EQ(n("F"), 2u);
  EXPECT_EQ(n("H"), 2u);
  EXPECT_EQ(n("D"), 4u);
  EXPECT_EQ(n("V"), 4u);
  EXPECT_EQ(c.start_type(), c.Find("D"));
}

TEST(ShapesTest, TheCatalogsFieldCitiesAreThoseOfEachTurnedTile) {
  // The catalog works out which cities each field runs along once per type;
  // worked out afresh on each turned tile it is the same.
  for (const char* set : {"base-c1", "river", "inns-cathedrals", "pnp-demo"}) {
    ShapeCatalog c(BundledSet(set));
    for (int t = 0; t < c.TypeCount(); ++t)
      for (int q = 0; q < kSides; ++q) {
        TileShape fresh = MakeShape(Rotated(c.set().tiles[size_t(t)], q), t, q);
        const TileShape& kept = c.Get(t, q);
        ASSERT_EQ(kept.segment_count, fresh.segment_count) << set << " " << t << " " << q;
        for (int i = 0; i < fresh.segment_count; ++i)
          EXPECT_EQ(kept.segments[size_t(i)].cities, fresh.segments[size_t(i)].cities)
              << set << " type " << t << " turned " << q << " segment " << i;
      }
  }
}

TEST(ShapesTest, EdgesMatchWhenEveryPlacedNeighbourShowsTheSameTerrain) {
  for (int code = 0; code < 256; ++code)
    for (int need = 0; need < kEdgeNeeds; ++need) {
      bool match = true;
      for (int s = 0; s < kSides; ++s) {
        int want = NeedOn(EdgeNeed(need), s);  // 0: no neighbour, else 1 + its terrain
        if (want != 0 && want != ((code >> (2 * s)) & 3) + 1) match = false;
      }
      EXPECT_EQ(EdgesMatch(uint8_t(code), EdgeNeed(need)), match) << "code " << code << ", need " << need;
    }
}

TEST(ShapesTest, FitCountsCountEachFitRowsRotationsAndWhetherAnyFits) {
  ShapeCatalog c(BundledSet("inns-cathedrals"));
  for (int t = 0; t < c.TypeCount(); ++t)
    for (int need = 0; need < kEdgeNeeds; ++need) {
      uint8_t row = c.FitRow(t)[need];
      uint64_t counts = c.FitCounts(t)[need];
      EXPECT_EQ(counts & 0xffffffffu, uint64_t(__builtin_popcount(row)));
      EXPECT_EQ(counts >> 32, uint64_t(row != 0));
    }
}

}  // namespace
}  // namespace carc
