// The geometry of a tile's water in the unit square (x right, y down): each
// river's centre line, the spring's and the lake's pools, the bridges where
// roads cross, and keeping the monastery on a bank. Pure geometry from the
// spec; ComputeShapes (tile_shapes.h) calls it.
#pragma once

#include <vector>

#include "art/tile_shapes.h"

namespace carc {

/// Radius of the spring's pool and of the lake, in tile units.
constexpr double kSpringRadius = 0.1;
constexpr double kLakeRadius = 0.3;

/// The rivers of `tile` (unrotated), in the spec's order.
std::vector<RiverShape> ComputeRivers(const TileType& tile, const ShapeParams& params);

/// Every crossing of a road and a two-sided river.
std::vector<BridgeShape> ComputeBridges(const std::vector<RiverShape>& rivers,
                                        const std::vector<RoadShape>& roads);

/// Moves the monastery off the water: onto the bank its road comes from
/// (else away from the river) until its yard clears the banks.
void SettleBesideRivers(const TileType& tile, TileShapes* shapes);

/// Whether a river runs straight through `tile` (N–S or E–W), as
/// spec/topology.h asks: the monastery then stands on a bank, and its roads
/// run to it there.
bool StraightRiver(const TileType& tile);

/// Whether the points `a` and `b` lie on opposite banks of the tile's
/// straight river (false without one).
bool AcrossStraightRiver(const TileType& tile, Vec a, Vec b);

/// Runs `road`, come in at the middle of side `s`, on to the bank of the
/// tile's river through it, where the water is nearest, meeting it square
/// on (to the middle of the tile without such a river).
void RunToRiver(Side s, const TileShapes& shapes, Path* road);

}  // namespace carc
