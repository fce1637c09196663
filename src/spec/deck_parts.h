// The stacks a set's tiles wait in before play. Without a river the start
// tile is placed first and the rest form one deck. With a river (the River's
// rules) the spring is placed first, the other river tiles form the river
// stack, the lake waits to end the river, and the rest form the main deck;
// the type marked `start: true` joins the main deck, or the river stack with
// `start_tile: with-river`.
#pragma once

#include <cstdint>

#include "spec/tile.h"

namespace carc {

/// Where a tile copy waits before play.
enum class DeckPart : uint8_t { Start, River, Lake, Main };

/// The deck rules of one set, worked out once: whether it has a river (a scan
/// of every type) and where its start tile goes. Dealing a deck asks for every
/// copy, so the scan must not be repeated per copy (quadratic in the types).
class DeckParts {
 public:
  /// The rules of `set` as it is now.
  explicit DeckParts(const TileSet& set);
  /// Whether the set has a river (TileSet::HasRiver).
  bool river() const { return river_; }
  /// Where copy `copy` (0-based) of `tile`, a type of the set, waits.
  DeckPart Of(const TileType& tile, int copy) const;

 private:
  bool river_;
  StartTileDeck start_tile_;
};

/// Where copy `copy` (0-based) of `tile`, a type of `set`, waits. Scans the
/// set: for many copies, ask one DeckParts.
DeckPart PartOf(const TileSet& set, const TileType& tile, int copy);

/// Copies in `part` over the whole set.
int CopiesIn(const TileSet& set, DeckPart part);

}  // namespace carc
