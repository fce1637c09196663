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

FeatureNode FeatureSegmentNode(const TileShape& shape, int segment) {
  const Segment& g = shape.segments[size_t(segment)];
  // Every field written at once (parent, next, placement, size, open,
  // followers, owner, segment, kind, done, large, shields, modifiers, cities).
  return FeatureNode{0, 0, 0, 1, g.open, 0, -1, uint8_t(segment), g.kind,
                     false, false, g.shields, g.modifiers, uint8_t(g.cities)};
}

int FeatureForest::AddTile(const TileShape& shape, int placement) {
  int first = int(nodes_.size()), count = shape.segment_count;
  if (shape.nodes) {
    nodes_.insert(nodes_.end(), shape.nodes, shape.nodes + count);  // the catalog's, whole
  } else {
    for (int i = 0; i < count; ++i) nodes_.push_back(FeatureSegmentNode(shape, i));
  }
  // What differs from tile to tile.
  FeatureNode* added = nodes_.data() + first;
  for (int i = 0; i < count; ++i) {
    added[i].parent = first + i;
    added[i].next = first + i;
    added[i].placement = placement;
  }
  return first;
}

}  // namespace carc
