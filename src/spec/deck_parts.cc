#include "spec/deck_parts.h"

namespace carc {

DeckPart PartOf(const TileSet& set, const TileType& tile, int copy) {
  if (!set.HasRiver()) return tile.start && copy == 0 ? DeckPart::Start : DeckPart::Main;
  if (tile.IsSpring()) return DeckPart::Start;
  if (tile.IsLake()) return DeckPart::Lake;
  if (tile.HasWater()) return DeckPart::River;
  if (tile.start && copy == 0 && set.start_tile == StartTileDeck::WithRiver) return DeckPart::River;
  return DeckPart::Main;
}

int CopiesIn(const TileSet& set, DeckPart part) {
  int n = 0;
  for (const TileType& t : set.tiles)
    for (int k = 0; k < t.count; ++k) n += PartOf(set, t, k) == part;
  return n;
}

}  // namespace carc
