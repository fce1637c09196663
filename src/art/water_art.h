// Drawing a tile's water with Cairo: each river between its grassy banks,
// with a dark edge and light ripples so it reads as water at 45 mm; the
// spring's pool among rocks; the lake with reeds; and the parapets of the
// bridges where roads cross. One drawing function per element kind, called
// by tile_art.cc in its layer order (water over the field, under roads;
// bridges over roads).
#pragma once

#include <string>

#include "art/theme.h"
#include "art/tile_art.h"
#include "art/tile_shapes.h"
#include "draw/canvas.h"

namespace carc {

/// Draws every river, spring and lake of `shapes` on the tile in `frame`.
void DrawWater(Canvas& cv, const TileShapes& shapes, const Theme& theme, const TileFrame& frame);

/// Draws the bridges of `shapes`: parapets over the water on both sides of
/// the road, and their shadow on the water.
void DrawBridges(Canvas& cv, const TileShapes& shapes, const Theme& theme,
                 const TileFrame& frame);

}  // namespace carc
