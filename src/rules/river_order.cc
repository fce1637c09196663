#include "rules/river_order.h"

#include "spec/deck_parts.h"

namespace carc {

RiverOrder::RiverOrder(const TileSet& set) : set_(set), river_(set.HasRiver()) {
  river_left_.assign(set.tiles.size(), 0);
  set_aside_.assign(set.tiles.size(), false);
  DeckParts deck(set);
  for (size_t t = 0; t < set.tiles.size(); ++t) {
    for (int k = 0; k < set.tiles[t].count; ++k) {
      DeckPart part = deck.Of(set.tiles[t], k);
      river_left_[t] += part == DeckPart::River;
      if (part == DeckPart::Lake) lake_type_ = int(t);
    }
  }
}

std::string RiverOrder::Pending(const Game& game, int* copies, bool* all_water) const {
  std::string out;
  *copies = 0;
  *all_water = true;
  for (size_t t = 0; t < river_left_.size(); ++t) {
    if (river_left_[t] == 0 || set_aside_[t] || !game.CanPlace(int(t))) continue;
    *copies += river_left_[t];
    *all_water &= set_.tiles[t].HasWater();
    out += (out.empty() ? "" : ", ") + set_.tiles[t].id +
           (river_left_[t] > 1 ? " \u00d7" + std::to_string(river_left_[t]) : "");
  }
  return out;
}

bool RiverOrder::LakePending(const Game& game) const {
  return lake_type_ >= 0 && lake_move_ == 0 && !set_aside_[size_t(lake_type_)] &&
         game.CanPlace(lake_type_);
}

std::string RiverOrder::Problem(int type, const Game& game) const {
  if (!river_) return "";
  const TileType& tile = set_.tiles[size_t(type)];
  bool river_tile = tile.HasWater() && !tile.IsLake();
  if (river_tile && lake_move_)
    return "the river has already ended in the lake (move " + std::to_string(lake_move_) +
           "); river tiles come before it";
  if (river_tile || river_left_[size_t(type)] > 0) return "";  // the river stack, in any order
  int copies = 0;
  bool all_water = true;
  std::string pending = Pending(game, &copies, &all_water);
  std::string tiles = std::to_string(copies) +
                      (!all_water ? (copies == 1 ? " tile of the river stack" : " tiles of the river stack")
                                  : (copies == 1 ? " river tile" : " river tiles"));
  if (type == lake_type_)
    return copies == 0 ? ""
                       : "the lake ends the river, but " + tiles + " must be placed first (" +
                             pending + ")";
  if (lake_move_ || (copies == 0 && !LakePending(game))) return "";
  return "the river comes first: " +
         (copies ? tiles + " (" + pending + ") and the lake" : std::string("the lake")) +
         " must be placed before the other tiles";
}

void RiverOrder::Seen(const Game& game) {
  if (!river_ || lake_move_) return;
  for (size_t t = 0; t < river_left_.size(); ++t) {
    bool owed = river_left_[t] > 0 || int(t) == lake_type_;
    if (owed && !set_aside_[t] && !game.CanPlace(int(t))) set_aside_[t] = true;
  }
}

void RiverOrder::Placed(int type, int move) {
  if (!river_) return;
  if (river_left_[size_t(type)] > 0) --river_left_[size_t(type)];
  if (type == lake_type_ && lake_move_ == 0) lake_move_ = move;
}

}  // namespace carc
