// Printable followers: for each player colour, the set's followers plus one
// score marker, as fold-to-stand pieces (two figures back to back over a
// fold, feet that bend outward) in a grid with crop marks.
#pragma once

#include <vector>

#include "draw/pdf_document.h"
#include "kit/kit_section.h"
#include "kit/translation.h"
#include "spec/tile.h"

namespace carc {

/// How to draw the follower sheets.
struct TokenOptions {
  SizeMm paper{Mm(210), Mm(297)};                     ///< paper, drawn portrait
  std::vector<PlayerColor> colors = ClassicColors();  ///< one row (or more) per colour
  std::string footer;                                 ///< left footer text
  bool bookmark = true;                               ///< add an outline entry
  bool blank_backs = false;  ///< a blank page after each sheet, for a kit printed double-sided
};

/// The pieces of one colour: its followers, its score marker, its large followers.
struct TokenRow {
  int color = 0;       ///< index into TokenOptions::colors
  int followers = 0;   ///< ordinary followers
  bool marker = true;  ///< a score marker
  int large = 0;       ///< large followers (Inns & Cathedrals)
};

/// How much bigger a large follower's piece is than an ordinary one.
constexpr double kLargeTokenScale = 1.3;

/// One piece to cut out.
struct TokenPiece {
  RectMm cut;          ///< its cut edges
  int color = 0;       ///< index into TokenOptions::colors
  bool marker = false; ///< the score marker (drawn with a star)
  bool large = false;  ///< a large follower: kLargeTokenScale times an ordinary piece
};

/// One sheet of pieces: the ordinary ones in one grid, the large ones in
/// another below it (each grid empty when the sheet has none of its pieces).
struct TokenPage {
  std::vector<TokenPiece> pieces;
  RectMm grid;               ///< the cut area the ordinary pieces fill
  std::vector<Mm> xs, ys;    ///< the grid's cut lines
  RectMm large_grid;             ///< the cut area of the large pieces
  std::vector<Mm> large_xs, large_ys;  ///< its cut lines
};

/// Where the pieces go on every sheet.
struct TokenLayout {
  SizeMm page;
  Mm width;   ///< piece width
  Mm tab;     ///< height of each foot
  Mm figure;  ///< height of each figure half
  std::vector<TokenPage> pages;
};

/// Draws one follower figure, upright, filling `box`; the score marker
/// carries a star.
void DrawMeeple(cairo_t* cr, const PlayerColor& color, const RectMm& box, bool marker);
/// DrawMeeple with the figure on `art` and the star (text) on `cr`, in the
/// same user space.
void DrawMeeple(Canvas& art, cairo_t* cr, const PlayerColor& color, const RectMm& box, bool marker);

/// Lays out `followers` + 1 pieces for each of `colors` colours on `paper`.
TokenLayout LayoutFollowerTokens(SizeMm paper, int followers, int colors);
/// Lays out the pieces of `rows` on `paper`: each colour's ordinary pieces
/// together, then every large follower in a grid of its own.
TokenLayout LayoutFollowerTokens(SizeMm paper, const std::vector<TokenRow>& rows);

/// The pieces a kit of `set` prints for its first `colors` colours: every
/// piece of every colour; for a set narrowed to what it adds (only_new), the
/// colours its base has no pieces for whole, and for the others only the
/// large followers the base lacks.
std::vector<TokenRow> TokenRows(const TileSet& set, int colors);

/// The number of sheets DrawFollowerTokens() will add.
int FollowerTokenPageCount(const TileSet& set, const TokenOptions& options);

/// Appends the follower sheets for `set` to `doc` (each followed by a blank
/// page with `blank_backs`); reports them, blank pages included, in `added`.
Status DrawFollowerTokens(PdfDocument& doc, const TileSet& set, const Translation& tr,
                          const TokenOptions& options, SectionPages* added);

}  // namespace carc
