// How tiles are imposed on printable pages: paper, tile size, margins, cut
// style (butted or gutter with bleed), marks and duplex backs. Options load
// from templates/layouts/<name>.yaml (docs/layout.md); the command line
// overrides them; SanitizeLayout() checks them all in one place; Impose()
// turns them into the grid of cells every page uses.
#pragma once

#include <string>
#include <vector>

#include "base/diagnostic.h"
#include "base/status.h"
#include "base/units.h"
#include "print/print_marks.h"

namespace carc {

/// Page orientation; Auto picks whichever holds more tiles (portrait on a tie).
enum class Orientation { Portrait, Landscape, Auto };

/// How neighbouring tiles are cut apart.
enum class CutStyle {
  Butted,  ///< tiles touch and share cut lines; bleed only around the grid's outside
  Gutter,  ///< a gap between tiles; every tile's art runs `bleed` past its own cut
};

/// Which edge the sheet turns over for duplex printing.
enum class Flip {
  LongEdge,   ///< turned over the page's long edge (portrait: columns mirror left–right)
  ShortEdge,  ///< turned over the page's short edge (portrait: rows mirror top–bottom)
};

/// All options of a tile sheet, with the defaults of the `default` preset.
struct SheetLayout {
  std::string name = "default";  ///< the preset it came from
  std::string paper = "a4";      ///< a paper name known to paper.h
  Orientation orientation = Orientation::Auto;
  Mm tile{45};                   ///< cut size of a tile (45 mm is the real tile)
  Mm margin{5};                  ///< nothing is printed closer to the paper's edge
  CutStyle cuts = CutStyle::Gutter;
  Mm bleed{3};                   ///< art past the cut line
  Mm gutter{6};                  ///< gap between neighbouring cut lines (Gutter only)
  bool marks = true;             ///< crop marks outside the art
  CutMarkStyle mark_style{Mm(2), Mm(4), Mm(0.2), {0, 0, 0, 1}};
  Mm scale_bar{50};              ///< scale bar length; 0 for none
  bool footer = true;            ///< set name and page numbers at the bottom
  bool backs = true;             ///< a back page after each front page
  Flip flip = Flip::LongEdge;
  Mm back_offset_x{0};           ///< shifts everything on back pages right (mm)
  Mm back_offset_y{0};           ///< shifts everything on back pages down (mm)
  std::string theme = "default"; ///< the theme tiles are drawn with
};

/// "a4 portrait, 45 mm tiles, gutter 6 mm, bleed 3 mm" for messages.
std::string Describe(const SheetLayout& layout);

/// Loads a preset: a YAML file or a bundled name (templates/layouts/<name>.yaml).
/// Keys missing from the file keep SheetLayout's defaults. Problems go to
/// `diags` (Invalid); a missing preset is Io.
Status LoadSheetLayout(const std::string& name_or_path, SheetLayout* layout, Diagnostics* diags);

/// Checks the options together (ranges, bleed against gutter, the paper name)
/// and that at least one tile fits. Invalid with a message naming the option.
Status SanitizeLayout(const SheetLayout& layout);

/// The grid of one page: where each cell's tile is cut, where art may go, and
/// where the back of each cell lands.
struct Imposition {
  SizeMm page;             ///< the page, oriented
  bool landscape = false;
  int cols = 0, rows = 0;  ///< cells across and down
  std::vector<RectMm> cuts;  ///< cut square of each cell, row by row from the top-left
  RectMm art;                ///< everything the art covers, bleed included
  std::vector<Mm> cut_xs;    ///< distinct vertical cut lines, left to right
  std::vector<Mm> cut_ys;    ///< distinct horizontal cut lines, top to bottom
  Mm bleed{0};                              ///< art past each cut (outer sides only when butted)
  CutStyle cuts_style = CutStyle::Gutter;   ///< how neighbouring tiles are cut apart
  Flip flip = Flip::LongEdge;               ///< how the sheet turns over for the backs
  Mm offset_x{0}, offset_y{0};              ///< the back pages' shift

  /// Cells per page.
  int per_page() const { return cols * rows; }
  /// The area cell `i`'s art may cover: its cut square plus bleed (for butted
  /// tiles, bleed only on the grid's outer sides).
  RectMm ArtRect(int i) const;
  /// The same when only the first `used` cells hold tiles: butted tiles also
  /// bleed toward empty cells, whose cut has no neighbour to share.
  RectMm ArtRect(int i, int used) const;
  /// The cut lines the first `used` cells need, each spanning the art of the
  /// used cells along it: a part-filled sheet gets marks for its tiles only.
  std::vector<CutLine> CutLines(int used) const;
  /// A front page's cut line as it lands on the back page.
  CutLine BackLine(const CutLine& line) const;
  /// Where a front-page rectangle lands on the back page: mirrored across the
  /// page under the flip, then shifted by the back offset.
  RectMm BackRect(const RectMm& front) const;
  /// A vertical front line's position on the back page (for marks).
  Mm BackX(Mm x) const;
  /// A horizontal front line's position on the back page.
  Mm BackY(Mm y) const;
  /// Whether the flip mirrors columns (left–right) on this page.
  bool MirrorsColumns() const;
};

/// Lays out the grid for `layout` (which must pass SanitizeLayout): as many
/// cells as fit with room for the marks, scale bar and footer, centred.
Imposition Impose(const SheetLayout& layout);

/// How many cells fit for `layout` at one orientation (0 when none).
Imposition ImposeOriented(const SheetLayout& layout, bool landscape);

/// Height of the line of small text in the bands: the scale bar and its
/// caption, the footer.
constexpr Mm kTextHeight = Mm(3);
/// Least distance between a crop mark and any text.
constexpr Mm kMarkClearance = Mm(2);

/// The space reserved above and below the grid for the scale bar and footer:
/// their text and its clearance from the crop marks.
Mm BandHeight();

}  // namespace carc
