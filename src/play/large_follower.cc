#include "play/large_follower.h"

#include <algorithm>

namespace carc {

namespace {

/// Turns a player has left below which a large follower goes on anything.
constexpr int kLateTurns = 6;

}  // namespace

bool PreferLargeFollower(const Game& game, int player, int segment, int tiles_left) {
  if (game.large_supply(player) == 0) return false;
  int p = int(game.placements().size()) - 1;
  const Segment& seg = game.ShapeOf(p).segments[size_t(segment)];
  if (tiles_left / std::max(1, game.players()) < kLateTurns) return true;
  if (seg.kind == FeatureKind::City) return true;
  if (seg.kind != FeatureKind::Road) return false;
  // A road with an inn: look over the whole feature, the tile's road may
  // have joined one.
  const FeatureForest& forest = game.forest();
  bool inn = false;
  forest.ForEach(forest.FindConst(game.NodeOf(p, segment)), [&](int i) {
    const FeatureNode& n = forest.node(i);
    inn |= HasModifier(game.ShapeOf(n.placement).segments[n.segment].modifiers, Modifier::Inn);
  });
  return inn;
}

}  // namespace carc
