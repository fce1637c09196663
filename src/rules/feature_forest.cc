#include "rules/feature_forest.h"

namespace carc {

namespace {

// Eight to a cache line: the forest is walked node by node at the end of a game.
static_assert(sizeof(FeatureNode) == 32, "FeatureNode grew");

/// Set bits of a side set: a road's or city's open ends.
constexpr int8_t kSideCount[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};

}  // namespace

int FeatureForest::AddTile(const TileShape& shape, int placement) {
  int first = int(nodes_.size());
  for (int i = 0; i < shape.segment_count; ++i) {
    const Segment& g = shape.segments[size_t(i)];
    FeatureNode n;
    n.parent = n.next = first + i;
    n.placement = placement;
    bool edge = g.kind == FeatureKind::Road || g.kind == FeatureKind::City;
    n.open = edge ? kSideCount[g.sides & kAllSides] : 0;
    n.segment = uint8_t(i);
    n.kind = g.kind;
    n.shields = g.shields;
    n.modifiers = g.modifiers;
    n.cities = uint8_t(g.cities);
    nodes_.push_back(n);
  }
  return first;
}

}  // namespace carc
