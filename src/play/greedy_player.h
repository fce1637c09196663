// The greedy player: takes the move the greedy evaluation (greedy_eval.h)
// values most, equal values decided by its own seeded generator.
#pragma once

#include "play/greedy_eval.h"
#include "play/large_follower.h"
#include "play/player.h"

namespace carc {

/// Looks one move ahead and plays the best.
class GreedyPlayer : public Player {
 public:
  /// A greedy player for games of `catalog`'s set.
  explicit GreedyPlayer(const ShapeCatalog& catalog, GreedyWeights weights = GreedyWeights())
      : eval_(catalog, weights) {}
  /// Seeds the tie-breaking generator.
  void StartGame(uint64_t seed) override { rng_.Seed(seed); }
  /// The best move's placement (its follower is kept for ChooseFollower).
  Placement ChoosePlacement(const TurnView& turn) override;
  /// The best move's follower.
  int ChooseFollower(const TurnView& turn) override { return chosen_.segment; }
  /// The large follower by the shared rule of thumb (PreferLargeFollower).
  bool ChooseLarge(const TurnView& turn, int segment) override {
    return PreferLargeFollower(*turn.game, turn.player, segment, turn.unseen->total());
  }

 private:
  GreedyEvaluator eval_;
  Rng rng_;
  Move chosen_;
};

}  // namespace carc
