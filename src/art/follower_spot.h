// Where a follower stands on a tile: the point of its feature where a player
// would put the piece, in the drawn tile. A knight stands in the roomiest
// part of its city, clear of the walls and shields; a thief on the middle of
// its road; a monk on the monastery; a farmer in the middle of the widest
// open part of its field, which the roads and city walls around it bound.
// A piece's centre stays far enough from the tile's edge that the whole piece
// stands on its tile.
#pragma once

#include <map>
#include <tuple>

#include "art/tile_shapes.h"
#include "rules/shapes.h"
#include "spec/tile.h"

namespace carc {

/// Computes follower spots for the tiles of one set, each once.
class FollowerSpots {
 public:
  /// Spots for the tiles of `set`, which must outlive this.
  explicit FollowerSpots(const TileSet& set) : set_(set) {}

  /// Where a follower on segment `segment` of tile type `type` turned
  /// `quarters` clockwise stands, in tile units (0..1, x right, y down).
  Vec Spot(int type, int quarters, const Segment& segment) const;

 private:
  const TileSet& set_;
  mutable std::map<std::tuple<int, int, int>, Vec> cache_;  ///< (type, kind, index) unturned
};

/// Where a follower on feature `kind` number `index` (into the tile's cities,
/// roads or fields; 0 for the monastery) of the unturned `tile` stands.
Vec FollowerSpot(const TileType& tile, FeatureKind kind, int index);

/// A point of the unturned tile turned `quarters` clockwise about its centre.
Vec TurnPoint(Vec p, int quarters);

}  // namespace carc
