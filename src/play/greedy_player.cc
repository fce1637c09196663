#include "play/greedy_player.h"

namespace carc {

Placement GreedyPlayer::ChoosePlacement(const TurnView& turn) {
  chosen_ = eval_.Best(*turn.game, *turn.unseen, turn.player, turn.type, &rng_);
  return chosen_.at;
}

}  // namespace carc
