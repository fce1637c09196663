// Features joined across tiles, kept incrementally as tiles are placed: a
// union-find over the segments of placed tiles. Each root holds the feature's
// open ends, follower count and state; a circular list per feature lets
// scoring visit its segments without searching the board.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "rules/shapes.h"

namespace carc {

/// One segment of a placed tile, a node of the union-find.
struct FeatureNode {
  int32_t parent = 0;     ///< the parent node; a root is its own parent
  int32_t next = 0;       ///< the next segment of the same feature (circular)
  int32_t placement = 0;  ///< the placed tile the segment lies on
  int32_t size = 1;       ///< root: number of segments in the feature
  int32_t open = 0;       ///< root: city or road ends not yet met by a neighbour
  int32_t followers = 0;  ///< root: followers standing anywhere on the feature
  int8_t owner = -1;      ///< the player whose follower stands on this segment, or -1
  uint8_t segment = 0;    ///< the segment's index in its TileShape
  FeatureKind kind = FeatureKind::Field;
  bool done = false;  ///< root: complete and scored (cities, roads, monasteries)
  bool large = false; ///< the follower on this segment (owner) is a large one
  uint8_t shields = 0;       ///< the segment's shields (Segment::shields)
  ModifierSet modifiers = 0; ///< the segment's modifiers (Segment::modifiers)
  /// A field: bit c set when it runs along city segment c of its tile
  /// (Segment::cities; a tile has at most 4 cities, segments 0 to 3), whose
  /// node is this one's less `segment` plus c.
  uint8_t cities = 0;
};

/// Segment `segment` of `shape` as a feature of its own: a node numbered 0
/// (its parent and next itself) on placement 0, which AddTile renumbers.
FeatureNode FeatureSegmentNode(const TileShape& shape, int segment);

/// The union-find of all feature segments on the board.
class FeatureForest {
 public:
  /// Removes every node; keeps the memory.
  void Clear() { nodes_.clear(); }
  /// Reserves room for `n` nodes.
  void Reserve(size_t n) { nodes_.reserve(n); }
  /// Number of nodes.
  int size() const { return int(nodes_.size()); }

  /// Adds a feature of one segment; `open` is its count of open ends.
  int Add(FeatureKind kind, int placement, int segment, int open);
  /// Adds a feature of one segment for every segment of `shape`, placed as
  /// placement `placement`, in segment order; returns the first one's node.
  /// Copies the shape's nodes (TileShape::nodes) when the catalog made them.
  int AddTile(const TileShape& shape, int placement);
  /// The root of the feature holding `node` (path halving).
  int Find(int node) {
    while (nodes_[node].parent != node) {
      nodes_[node].parent = nodes_[nodes_[node].parent].parent;
      node = nodes_[node].parent;
    }
    return node;
  }
  /// The root without compressing paths.
  int FindConst(int node) const {
    while (nodes_[node].parent != node) node = nodes_[node].parent;
    return node;
  }
  /// Joins the features of `a` and `b` (sums open ends and followers) and
  /// returns the new root. Inline: every placed tile makes two or three.
  int Union(int a, int b) {
    a = Find(a);
    b = Find(b);
    if (a == b) return a;
    if (nodes_[a].size < nodes_[b].size) std::swap(a, b);
    FeatureNode& root = nodes_[a];
    FeatureNode& child = nodes_[b];
    child.parent = a;
    root.size += child.size;
    root.open += child.open;
    root.followers += child.followers;
    root.done = root.done || child.done;
    std::swap(root.next, child.next);  // splices the two circular lists
    return a;
  }
  /// Every node, by index (read-only): for passes over all of them.
  const std::vector<FeatureNode>& nodes() const { return nodes_; }
  /// Node `i` (read-only).
  const FeatureNode& node(int i) const { return nodes_[i]; }
  /// Node `i`, to update a root's counts or a segment's owner.
  FeatureNode& node(int i) { return nodes_[i]; }

  /// Calls `fn(node)` for every segment of the feature containing `node`.
  template <typename Fn>
  void ForEach(int node, Fn fn) const {
    int i = node;
    do {
      fn(i);
      i = nodes_[i].next;
    } while (i != node);
  }

 private:
  std::vector<FeatureNode> nodes_;
};

}  // namespace carc
