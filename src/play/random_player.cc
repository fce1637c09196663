#include "play/random_player.h"

namespace carc {

Placement RandomPlacement(const Game& game, int type, int legal, Rng* rng) {
  return NthPlacement(game, type, rng->Below(uint32_t(legal)));
}

int RandomFollower(const Game& game, int player, int percent, Rng* rng) {
  if (game.supply(player) == 0 || !rng->Chance(uint32_t(percent), 100)) return -1;
  std::array<int, kMaxSegments> free;
  int k = game.FreeSegments(player, &free);
  return k > 0 ? free[rng->Below(uint32_t(k))] : -1;
}

Placement RandomPlayer::ChoosePlacement(const TurnView& turn) {
  return RandomPlacement(*turn.game, turn.type, turn.legal, turn.table_rng);
}

int RandomPlayer::ChooseFollower(const TurnView& turn) {
  return RandomFollower(*turn.game, turn.player, policy_.follower_percent, turn.table_rng);
}

bool RandomPlayer::ChooseLarge(const TurnView& turn, int segment) {
  const Game& g = *turn.game;
  return turn.table_rng->Below(uint32_t(g.supply(turn.player))) <
         uint32_t(g.large_supply(turn.player));
}

}  // namespace carc
