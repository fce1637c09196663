// A tile's shape as a key: what it shows (edges and every feature, its
// fields too) in a form that ignores its id, name, count and how it is
// turned, so that tiles of different sets (or letters) that look alike on
// the table compare equal.
#pragma once

#include <string>

#include "spec/tile.h"

namespace carc {

/// The tile's edges, cities (sides and shields), roads (sides, end, bridge),
/// rivers, fields and monastery written out in a fixed order: equal for two
/// tiles exactly when they show the same thing unturned.
std::string ShapeText(const TileType& tile);

/// The least ShapeText of the tile's four turns: equal for two tiles exactly
/// when one is the other turned (any rotation), whatever their ids.
std::string ShapeKey(const TileType& tile);

}  // namespace carc
