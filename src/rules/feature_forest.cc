#include "rules/feature_forest.h"

#include <utility>

namespace carc {

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

int FeatureForest::Union(int a, int b) {
  a = Find(a);
  b = Find(b);
  if (a == b) return a;
  if (nodes_[a].size < nodes_[b].size) std::swap(a, b);
  FeatureNode& root = nodes_[a];
  FeatureNode& child = nodes_[b];
  child.parent = a;
  root.size += child.size;
  root.open = root.open + child.open;
  root.followers = root.followers + child.followers;
  root.done = root.done || child.done;
  std::swap(root.next, child.next);  // splices the two circular lists
  return a;
}

}  // namespace carc
