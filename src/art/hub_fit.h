// Where the monastery and the village stand on a tile crowded with other
// features. In the model a monastery or village with one road cuts no
// field, and with two or more roads cuts only the field between each pair
// (spec/topology.h), so the building or the square and the roads running to
// it must keep a strip of field between themselves and every city, other
// road, river and the tile's sides; otherwise the picture cuts a field the
// rules score as one (art_model_check.h). Each keeps its usual place and
// size where they leave that strip, else it moves and shrinks to the
// roomiest place nearby that does, and its roads follow. Beside a river
// straight through the tile a monastery with a road stands on the bank
// instead (river_shapes.h, SettleBesideRivers), where the model has its
// road and the river cut the field.
#pragma once

#include "art/tile_shapes.h"

namespace carc {

/// Moves and shrinks the monastery of `shapes` (computed for `tile`) until
/// its building and the roads running to it keep kFieldStrip (room.h) clear
/// of the tile's other features, pools aside (they make room for it), where
/// the tile has room; then runs those roads to its new place.
void FitMonastery(const TileType& tile, TileShapes* shapes);

/// The same for the village's square and its roads (its houses are placed
/// afterwards, clear of everything).
void FitVillage(const TileType& tile, TileShapes* shapes);

}  // namespace carc
