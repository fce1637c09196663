#include "rules/feature_forest.h"

#include <gtest/gtest.h>

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

}  // namespace
}  // namespace carc
