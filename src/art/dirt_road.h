// The look of a dirt road along its centre line, in tile units: edges that
// wander a little off the ruler line, a paler middle, wheel ruts and a few
// pebbles. Where the
// road crosses the tile's sides the edges are exactly the nominal width apart
// and the ruts at their nominal places, so roads on neighbouring tiles join.
#pragma once

#include <vector>

#include "art/tile_shapes.h"

namespace carc {

/// Sizes of a dirt road, in tile units.
struct DirtRoadParams {
  double half = 0.051;     ///< half the pale surface's width
  double edge = 0.01;      ///< width of each dark edge
  double wander = 0.0065;  ///< how far an edge strays from its ruler line, at most
  double fade = 0.1;       ///< the wandering fades out over this distance toward the tile's sides
  double rut = 0.45;       ///< the wheel ruts' distance from the centre, as a share of `half`
  double crown = 0.7;      ///< the paler middle's half width, as a share of `half`
};

/// The outlines and marks of one road.
struct DirtRoad {
  std::vector<Vec> verge;                  ///< closed outline: surface and dark edges
  std::vector<Vec> surface;                ///< closed outline of the surface
  std::vector<Vec> crown;                  ///< closed outline of its paler, less worn middle
  std::vector<std::vector<Vec>> ruts;      ///< open polylines, broken here and there
  std::vector<Vec> pebbles;                ///< centres of small stones on the surface
};

/// How much of its wandering a road may do at `p`: 0 on and past the tile's
/// sides, rising smoothly to 1 at `fade` inside them.
double WanderEnvelope(Vec p, double fade);

/// The dirt road along `centre`, its wandering seeded by `rnd`.
DirtRoad MakeDirtRoad(const Path& centre, const DirtRoadParams& params, Random& rnd);

}  // namespace carc
