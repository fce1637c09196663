// Tile art drawn from the spec with Cairo: fields, roads, cities with walls
// and roofs, villages, monasteries, shields and field decoration, in the
// layer order of docs/theme.md (water: water_art.h; backs: tile_back.h). Art is a function of
// the spec and the theme only: no per-letter cases, and decoration is seeded
// by the tile id so output is stable.
#pragma once

#include "art/theme.h"
#include "art/tile_image.h"
#include "base/units.h"
#include "draw/cairo_util.h"
#include "draw/canvas.h"
#include "draw/pdf_document.h"
#include "spec/tile.h"

namespace carc {

/// Where one tile is drawn: its cut square, how far the art runs past the cut,
/// and a rotation.
struct TileFrame {
  RectMm cut;        ///< the cut square, in the current user space (mm)
  Mm bleed{0};       ///< art extends this far past the cut on every side
  int quarters = 0;  ///< clockwise quarter turns

  /// The cut square grown by the bleed: everything drawn lies inside it.
  RectMm Art() const { return {cut.x - bleed, cut.y - bleed, cut.w + bleed * 2, cut.h + bleed * 2}; }
};

/// Draws a tile's face from the spec (never its own image: that needs Cairo).
void DrawTileFront(Canvas& cv, const TileType& tile, const Theme& theme, const TileFrame& frame);

/// Draws a tile's face: its own `image` when given, else art drawn from the spec.
void DrawTileFront(cairo_t* cr, const TileType& tile, const Theme& theme, const TileFrame& frame,
                   const TileImage* image = nullptr);

/// Draws a tile's segment map (segment_map.h): the art's shapes, each
/// city, road, river, the monastery, the village and the field ground in its
/// own flat colour, without antialiasing. No decoration (trees, grass).
void DrawSegmentMap(cairo_t* cr, const TileType& tile, const Theme& theme, const TileFrame& frame);

/// A recording surface for one tile `size` wide with `bleed` round it, and
/// the frame that draws the tile onto it (origin at the art's top-left corner).
SurfacePtr RecordingForTile(Mm size, Mm bleed, TileFrame* frame);

/// A tile's face recorded once, for painting many copies cheaply: the surface's
/// origin is the art's top-left corner (cut corner minus bleed), in points.
SurfacePtr RecordTileFront(const TileType& tile, const Theme& theme, Mm size, Mm bleed,
                           const TileImage* image = nullptr, int quarters = 0);

/// Adds a tile's face `size` cut with `bleed` to `doc` as a form (drawn once,
/// placed for every copy by its top-left corner, the art's), turned
/// `quarters` clockwise quarter turns; returns its id. Art from the spec is
/// written by a PdfCanvas, an own image through Cairo.
int AddTileFrontForm(PdfDocument& doc, const TileType& tile, const Theme& theme, Mm size, Mm bleed,
                     const TileImage* image = nullptr, int quarters = 0);

}  // namespace carc
