#include "rules/feature_forest.h"

namespace carc {

// Two to a cache line: the forest is walked node by node at the end of a game.
static_assert(sizeof(FeatureNode) == 32, "FeatureNode grew");

int FeatureForest::Add(FeatureKind kind, int placement, int segment, int open) {
  int id = int(nodes_.size());
  FeatureNode n;
  n.parent = id;
  n.next = id;
  n.placement = placement;
  n.open = open;
  n.segment = uint8_t(segment);
  n.kind = kind;
  nodes_.push_back(n);
  return id;
}

int FeatureForest::AddTile(const TileShape& shape, int placement) {
  int first = int(nodes_.size());
  for (int i = 0; i < shape.segment_count; ++i) {
    const Segment& g = shape.segments[size_t(i)];
    // Every field written at once (parent, next, placement, size, open,
    // followers, owner, segment, kind, done, large, shields, modifiers, cities).
    nodes_.push_back(FeatureNode{first + i, first + i, placement, 1, g.open, 0, -1, uint8_t(i), g.kind,
                                 false, false, g.shields, g.modifiers, uint8_t(g.cities)});
  }
  return first;
}

}  // namespace carc
