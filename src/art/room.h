// How much room a tile leaves at a point: the distance to the nearest drawn
// edge of its other features (city walls, roads, gates, the village
// square, the monastery, the water) and of the tile itself. The pools and
// the monastery use it to find a place where the picture keeps a strip of
// field between them and everything else (pool_fit.h, hub_fit.h).
#pragma once

#include <vector>

#include "art/tile_shapes.h"

namespace carc {

/// The strip of field kept between a feature that cuts no field (a pool, the
/// monastery) and anything else, in tile units: about 1.6 mm on a 45 mm tile.
constexpr double kFieldStrip = 0.035;

/// The dark rim drawn past a river's banks, in tile units (water_art.cc).
constexpr double kRiverRim = 0.3 / 45;

/// What a Room leaves out: the feature looking for its own place.
struct RoomFor {
  int river = -1;          ///< this river's water (a pool and its channel)
  bool monastery = false;  ///< the monastery, and the roads that end at it
  bool village = false;    ///< the village's square, and the roads that end at it
  bool pools = false;      ///< every spring's and lake's pool and channel
  double into_rivers = 0;  ///< how far a river's edge may be overlapped (its bank, not its water)
};

/// Distances from points to a tile's features, flattened once.
class Room {
 public:
  /// The room `shapes` leaves, without what `self` names.
  Room(const TileShapes& shapes, RoomFor self);

  /// How far `p` lies from the nearest feature (and the nearest side of the
  /// tile, when `sides`); negative inside a city or the monastery.
  double At(Vec p, bool sides) const;

 private:
  double MonasteryDistance(Vec p) const;

  const TileShapes& shapes_;
  RoomFor self_;
  std::vector<std::vector<Vec>> outlines_, walls_, roads_, rivers_;
  std::vector<Vec> gates_;
};

}  // namespace carc
