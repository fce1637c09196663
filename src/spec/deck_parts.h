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

/// Where copy `copy` (0-based) of `tile`, a type of `set`, waits.
DeckPart PartOf(const TileSet& set, const TileType& tile, int copy);

/// Copies in `part` over the whole set.
int CopiesIn(const TileSet& set, DeckPart part);

}  // namespace carc
