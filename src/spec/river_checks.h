// The River's checks on a tile set (docs/tile-spec.md): rivers on their water
// sides and nowhere else, their ends, what they may cross (a road only on a
// bridge), the spring and the lake, and that every river tile can continue
// the river. Validate() (validator.h) calls them.
#pragma once

#include "base/diagnostic.h"
#include "spec/tile.h"

namespace carc {

/// Reports the river problems of one tile that loaded without structural
/// errors, in the tile's own file.
void CheckTileRivers(const TileType& tile, Diagnostics* diags);

/// Reports the set-wide river problems: a set with a river has exactly one
/// spring tile and one lake tile, every other river tile can continue the
/// river, and `start_tile` is only for a set with a river.
void CheckSetRivers(const TileSet& set, Diagnostics* diags);

}  // namespace carc
