#ifndef CARCKIT_ART_FIT_TESTING_H_
#define CARCKIT_ART_FIT_TESTING_H_

// Helpers the fit tests (hub_fit_test, pool_fit_test) share: a tile written
// as one line of YAML, and how near a point comes to a city wall.

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "art/tile_shapes.h"
#include "spec/spec_loader.h"

namespace carc {
namespace test_support {

/// The one tile of a set whose `tiles:` list is `tile_yaml`.
inline TileType OneTile(const std::string& tile_yaml) {
  TileSet set;
  Diagnostics diags;
  EXPECT_TRUE(LoadTileSetFromString("t.yaml", "set: {name: T}\ntiles:\n" + tile_yaml, &set, &diags).ok());
  return set.tiles.at(0);
}

/// Distance from `p` to the nearest point of any city wall of `shapes`.
inline double WallDistance(const TileShapes& shapes, Vec p) {
  double best = 1e9;
  for (const CityShape& c : shapes.cities)
    for (const Path& w : c.walls) best = std::min(best, PolylineDistance(p, w.Flatten()));
  return best;
}

}  // namespace test_support
}  // namespace carc

#endif  // CARCKIT_ART_FIT_TESTING_H_
