// Where a spring's or a lake's pool lies on a tile crowded with other
// features. A one-sided river cuts no field in the model (spec/topology.h:
// fields go round it), so its pool and the channel from its mouth must keep
// a strip of field between themselves and every city, road, village,
// monastery, other water and the tile's other sides; otherwise the picture
// cuts a field the rules score as one (art_model_check.h). A pool keeps its
// usual place and size where they leave that strip, else it moves and
// shrinks to the roomiest place nearby that does.
#pragma once

#include "art/room.h"
#include "art/tile_shapes.h"

namespace carc {

/// How far the drawn pool of `river` reaches from its centre, banks, the
/// lake's bays and the spring's rocks included, for a pool of `radius`.
double PoolReach(const RiverShape& river, double radius, const ShapeParams& params);

/// Moves and shrinks each pool of `shapes` (computed for `tile`) until it and
/// its channel keep kFieldStrip (room.h) clear of the tile's other features and sides,
/// where the tile has room for that; its channel then bends from the mouth
/// to the pool. Called once the cities, roads, village and monastery stand.
void FitPools(const TileType& tile, TileShapes* shapes);

/// Makes room for the pools beside a monastery: the building, a little
/// smaller, steps back from the pools' mouths.
void MakeRoomForPools(const TileType& tile, TileShapes* shapes);

}  // namespace carc
