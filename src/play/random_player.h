// The random player: today's `simulate` player, kept move for move so that a
// seed gives the same figures as before players had kinds.
#pragma once

#include "play/player.h"

namespace carc {

/// One of `legal` legal placements of `type` in `game`, each equally likely
/// (rotations that look the same counted once); draws one number from `rng`.
Placement RandomPlacement(const Game& game, int type, int legal, Rng* rng);

/// With a chance of `percent` % when `player` has a follower in supply, one of
/// the free features of the tile just placed, each equally likely; else -1.
int RandomFollower(const Game& game, int player, int percent, Rng* rng);

/// Places tiles and followers at random, drawing from the game's generator.
class RandomPlayer : public Player {
 public:
  /// A random player following `policy`.
  explicit RandomPlayer(RandomPolicy policy = RandomPolicy()) : policy_(policy) {}
  /// RandomPlacement with the game's generator.
  Placement ChoosePlacement(const TurnView& turn) override;
  /// RandomFollower with the game's generator.
  int ChooseFollower(const TurnView& turn) override;
  /// The large follower with the chance of drawing it from the supply at random.
  bool ChooseLarge(const TurnView& turn, int segment) override;

 private:
  RandomPolicy policy_;
};

}  // namespace carc
