#include "spec/deck_parts.h"

namespace carc {

DeckParts::DeckParts(const TileSet& set) : river_(set.HasRiver()), start_tile_(set.start_tile) {}

DeckPart DeckParts::Of(const TileType& tile, int copy) const {
  if (!river_) return tile.start && copy == 0 ? DeckPart::Start : DeckPart::Main;
  if (tile.IsSpring()) return DeckPart::Start;
  if (tile.IsLake()) return DeckPart::Lake;
  if (tile.HasWater()) return DeckPart::River;
  if (tile.start && copy == 0 && start_tile_ == StartTileDeck::WithRiver) return DeckPart::River;
  return DeckPart::Main;
}

DeckPart PartOf(const TileSet& set, const TileType& tile, int copy) {
  return DeckParts(set).Of(tile, copy);
}

int CopiesIn(const TileSet& set, DeckPart part) {
  DeckParts parts(set);
  int n = 0;
  for (const TileType& t : set.tiles)
    for (int k = 0; k < t.count; ++k) n += parts.Of(t, k) == part;
  return n;
}

}  // namespace carc
