// Where the monastery stands on a tile crowded with other features. In the
// model the monastery and a single road to it cut no field (two or more of
// its roads cut the field between each pair: spec/topology.h), so its
// building and its roads must keep a strip of field between themselves and
// every city, other road, river and the tile's sides; otherwise the picture
// cuts a field the rules score as one (art_model_check.h). The building
// keeps its usual place and size where they leave that strip, else it moves
// and shrinks to the roomiest place nearby that does, and its roads follow.
// Beside a river straight through the tile it stands on the bank instead
// (river_shapes.h, SettleBesideRivers), where the model has its road and
// the river cut the field.
#pragma once

#include "art/tile_shapes.h"

namespace carc {

/// Moves and shrinks the monastery of `shapes` (computed for `tile`) until
/// its building and the roads running to it keep kFieldStrip (room.h) clear
/// of the tile's other features, pools aside (they make room for it), where
/// the tile has room; then runs those roads to its new place.
void FitMonastery(const TileType& tile, TileShapes* shapes);

}  // namespace carc
