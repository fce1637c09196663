// Features joined across tiles, kept incrementally as tiles are placed: a
// union-find over the segments of placed tiles. Each root holds the feature's
// open ends, follower count and state; a circular list per feature lets
// scoring visit its segments without searching the board.
#pragma once

#include <cstdint>
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
};

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
  /// returns the new root.
  int Union(int a, int b);
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
