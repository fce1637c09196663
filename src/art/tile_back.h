// Tile backs: the regular back, the start tile's (another colour, a star and
// the theme's start label) and the river tiles' darker back with waves. A
// set's tiles pick theirs by the stack they wait in (BackOf).
#pragma once

#include "art/theme.h"
#include "art/tile_art.h"
#include "base/units.h"
#include "draw/cairo_util.h"
#include "spec/deck_parts.h"
#include "spec/tile.h"

namespace carc {

/// The designs of tile backs.
enum class TileBack : uint8_t { Regular, Start, River };

/// The back of copy `copy` (0-based) of `tile` in `set`: without a river the
/// start tile's back for the first copy of the start type; with one the
/// river back for the spring, the lake and the river stack, so that the
/// stacks can be told apart face down; else the regular back.
TileBack BackOf(const TileSet& set, const TileType& tile, int copy);
/// The same with the set's deck rules worked out once (`parts`), for asking
/// about every copy without scanning the set for each.
TileBack BackOf(const DeckParts& parts, const TileType& tile, int copy);

/// Draws a tile back of design `back`.
void DrawTileBack(cairo_t* cr, TileBack back, const Theme& theme, const TileFrame& frame);
/// Draws a tile back on a canvas; the start label's text only on one with Cairo.
void DrawTileBack(Canvas& cv, TileBack back, const Theme& theme, const TileFrame& frame);

/// A tile back recorded once, like RecordTileFront (tile_art.h).
SurfacePtr RecordTileBack(TileBack back, const Theme& theme, Mm size, Mm bleed);

/// Adds a tile back to `doc` as a form, like AddTileFrontForm (tile_art.h);
/// a back with text goes through Cairo.
int AddTileBackForm(PdfDocument& doc, TileBack back, const Theme& theme, Mm size, Mm bleed);

}  // namespace carc
