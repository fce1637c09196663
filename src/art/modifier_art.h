// The feature modifiers drawn from the spec (spec/feature_modifier.h): an inn
// (a small house by a pond) beside a road with `inn: true`, a cathedral in a
// city with `cathedral: true`. Where each stands is worked out from the
// tile's shapes alone, clear of its other features; internal to art/, called
// by tile_art.cc in its layer order.
#pragma once

#include <vector>

#include "art/paint.h"
#include "art/theme.h"

namespace carc {

/// Where the modifiers of one tile stand.
struct ModifierSpots {
  /// Per road of TileShapes::roads: its inn (size 0 when it has none).
  std::vector<BuildingSpot> inns;
  /// Per city of TileShapes::cities: its cathedral (size 0 when it has none).
  std::vector<BuildingSpot> cathedrals;
  /// Whether a decoration of radius `r` at `p` keeps clear of every one.
  bool Clear(Vec p, double r) const;
};

/// Finds a spot for every inn and cathedral of `tile`: an inn beside the
/// middle of its road in the field, on the side with room; a cathedral on its
/// city's square when it has one, else where the city is deepest.
ModifierSpots PlaceModifiers(const TileType& tile, const TileShapes& shapes);

/// The inn at `spot`: a pond, and beside it a house with a sign, `spot.size` wide.
void DrawInn(Canvas& cv, const Frame& f, const Theme& theme, const BuildingSpot& spot);

/// A cathedral `spot.size` wide: a long nave with a rose window and two
/// towers with spires; `spot.at` is its middle.
void DrawCathedral(Canvas& cv, const Frame& f, const Theme& theme, const BuildingSpot& spot);

}  // namespace carc
