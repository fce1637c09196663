// The buildings on tiles, each drawn in tile units by one function: houses,
// the keep on a large city's square, the village well and the monastery.
// Internal to art/; tile_art.cc decides where they stand.
#pragma once

#include "art/paint.h"
#include "art/theme.h"

namespace carc {

/// Maps a building's own coordinates (its width 1, y down, turned with it)
/// to points: each building is drawn in them.
Affine Place(const Frame& f, const BuildingSpot& p);

/// The line width of theme width `mm` (on a 45 mm tile) in a building's own
/// coordinates.
double OwnWidth(const Frame& f, const BuildingSpot& p, double mm);

/// Adds an ellipse of radii `rx` and `ry` around `c`.
void Ellipse(Canvas& cv, Vec c, double rx, double ry);

/// A small house seen from the front: white wall, a roof in `roof` with its
/// eaves in `eaves`, and a door; made once for the many DrawHouse places
/// (`theme` must outlive it).
Symbol HouseSymbol(const Theme& theme, const Color& roof, const Color& eaves);
/// Places `house`, a HouseSymbol of `theme`, at `p`.
void DrawHouse(Canvas& cv, const Frame& f, const Theme& theme, const BuildingSpot& p, const Symbol& house);

/// A village cottage, lower than a city house: a timber-framed wall under a
/// thatched roof in `thatch`; `p.at` is its middle, `p.size` its width.
void DrawCottage(Canvas& cv, const Frame& f, const Theme& theme, const BuildingSpot& p, const Color& thatch);

/// A square stone keep with battlements, a roofed turret and a door; `p.at`
/// is the middle of its foot, `p.size` its width.
void DrawKeep(Canvas& cv, const Frame& f, const Theme& theme, const BuildingSpot& p);

/// A round stone well with a little roof on two posts, `p.size` wide; `p.at`
/// is the middle of its rim.
void DrawWell(Canvas& cv, const Frame& f, const Theme& theme, const BuildingSpot& p);

/// The monastery: a church with a bell tower and a cross, in its paved yard;
/// `p.size` is the building's width.
void DrawMonasteryBuilding(Canvas& cv, const Frame& f, const Theme& theme, const BuildingSpot& p);

}  // namespace carc
