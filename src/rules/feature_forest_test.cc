#include "rules/feature_forest.h"

#include <string>

#include <gtest/gtest.h>

#include "rules/engine_testing.h"

namespace carc {
namespace {

TEST(FeatureForestTest, UnionAddsOpenEndsAndFollowersAndLinksTheMembers) {
  FeatureForest f;
  int a = f.Add(FeatureKind::City, 0, 0, 1);
  int b = f.Add(FeatureKind::City, 1, 0, 2);
  int c = f.Add(FeatureKind::City, 2, 0, 1);
  f.node(b).followers = 1;
  int r = f.Union(a, b);
  f.node(r).open -= 2;
  r = f.Union(r, c);
  f.node(r).open -= 2;
  EXPECT_EQ(f.Find(a), f.Find(c));
  EXPECT_EQ(f.node(r).open, 0);
  EXPECT_EQ(f.node(r).followers, 1);
  EXPECT_EQ(f.node(r).size, 3);
  int visited = 0;
  f.ForEach(c, [&](int) { ++visited; });
  EXPECT_EQ(visited, 3);
  EXPECT_EQ(f.Union(a, c), r);  // already one feature
}

/// Two nodes alike in every field.
void ExpectSameNode(const FeatureNode& a, const FeatureNode& b, const std::string& where) {
  EXPECT_EQ(a.parent, b.parent) << where;
  EXPECT_EQ(a.next, b.next) << where;
  EXPECT_EQ(a.placement, b.placement) << where;
  EXPECT_EQ(a.size, b.size) << where;
  EXPECT_EQ(a.open, b.open) << where;
  EXPECT_EQ(a.followers, b.followers) << where;
  EXPECT_EQ(a.owner, b.owner) << where;
  EXPECT_EQ(a.segment, b.segment) << where;
  EXPECT_EQ(a.kind, b.kind) << where;
  EXPECT_EQ(a.done, b.done) << where;
  EXPECT_EQ(a.large, b.large) << where;
  EXPECT_EQ(a.shields, b.shields) << where;
  EXPECT_EQ(a.modifiers, b.modifiers) << where;
  EXPECT_EQ(a.cities, b.cities) << where;
}

// The catalog's ready nodes (TileShape::nodes) give the same forest as the
// nodes made from the segments, for every shape of two sets (inns and
// cathedrals: modifiers), placed after other tiles so that numbering shows.
TEST(FeatureForestTest, AddTileCopiesTheCatalogsNodesAsItWouldMakeThem) {
  for (const char* name : {"base-c1", "inns-cathedrals"}) {
    ShapeCatalog catalog(test_support::BundledSet(name));
    FeatureForest copied, made;
    int placement = 0;
    for (int t = 0; t < catalog.TypeCount(); ++t)
      for (int q = 0; q < 4; ++q) {
        const TileShape& shape = catalog.Get(t, q);
        ASSERT_NE(shape.nodes, nullptr);
        TileShape bare = shape;
        bare.nodes = nullptr;
        ++placement;
        int first = copied.AddTile(shape, placement);
        EXPECT_EQ(made.AddTile(bare, placement), first);
        EXPECT_EQ(copied.size(), first + shape.segment_count);
      }
    ASSERT_EQ(copied.size(), made.size());
    for (int i = 0; i < copied.size(); ++i)
      ExpectSameNode(copied.node(i), made.node(i), std::string(name) + " node " + std::to_string(i));
    // What a made node holds, for one known segment: the first type's first.
    const TileShape& a = catalog.Get(0, 0);
    EXPECT_EQ(made.node(0).parent, 0);
    EXPECT_EQ(made.node(0).placement, 1);
    EXPECT_EQ(made.node(0).kind, a.segments[0].kind);
    EXPECT_EQ(made.node(0).open, a.segments[0].open);
  }
}

}  // namespace
}  // namespace carc
