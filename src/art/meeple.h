// Followers as players see them: the meeple figure in a player's colour, and
// the colours players are given. Shared by the kit's pieces and cover and by
// board pictures, so a follower looks the same everywhere.
#pragma once

#include <string>
#include <vector>

#include "base/units.h"
#include "draw/cairo_util.h"
#include "draw/canvas.h"

namespace carc {

/// A player's colour for lap tokens and followers.
struct PlayerColor {
  std::string id;  ///< "red", "blue"...
  Color fill;      ///< the piece's colour
  Color ink;       ///< text and outlines on top of `fill`
};

/// The classic five colours of the base game: red, blue, green, yellow, black.
std::vector<PlayerColor> ClassicColors();

/// The colours a kit has pieces for, `players` of them (1 to 8): the classic
/// five, then grey (Inns & Cathedrals' sixth player), pink and purple (the
/// Big Box's seventh and eighth). PlayerColors gives board files the same
/// order.
std::vector<PlayerColor> KitColors(int players);

/// A colour for each player of a board file, in seat order: a player named
/// after a colour ("red", "Blue", "grey", "pink"...) gets that colour; the
/// others get the unused ones of red, blue, green, yellow, black, then more,
/// so that colours differ as long as there are distinct ones to give.
std::vector<PlayerColor> PlayerColors(const std::vector<std::string>& names);

/// Draws a meeple standing upright and filling `box`: a dark outline around
/// the union of body and head, then the fill.
void DrawMeepleFigure(cairo_t* cr, const PlayerColor& color, const RectMm& box);
/// DrawMeepleFigure on a canvas.
void DrawMeepleFigure(Canvas& cv, const PlayerColor& color, const RectMm& box);

/// Draws a meeple of height `height` centred on `centre`, standing, or lying
/// on its side (a farmer in its field) when `lying`.
void DrawMeepleAt(cairo_t* cr, const PlayerColor& color, PointMm centre, Mm height, bool lying);
/// DrawMeepleAt on a canvas.
void DrawMeepleAt(Canvas& cv, const PlayerColor& color, PointMm centre, Mm height, bool lying);

}  // namespace carc
