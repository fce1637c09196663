// Printable tile sheets: every copy of every tile imposed on pages, each
// front page followed by its back page laid out for duplex printing, with
// crop marks, a scale bar and a footer. Appends to any PdfDocument, so the
// kit can put tile sheets between its other pages.
#pragma once

#include <vector>

#include "art/theme.h"
#include "art/tile_back.h"
#include "base/status.h"
#include "draw/pdf_document.h"
#include "print/layout.h"
#include "spec/tile.h"

namespace carc {

/// One tile copy on a sheet.
struct SheetTile {
  int tile = 0;  ///< index into TileSet::tiles
  int cell = 0;  ///< index into Imposition::cuts
  TileBack back = TileBack::Regular;  ///< its back: the start tile's and river tiles' differ
};

/// What RenderTileSheets added to the document.
struct SheetPages {
  std::vector<int> fronts;  ///< 1-based document page numbers of the front pages
  std::vector<int> backs;   ///< the back pages, in the same order (empty with no backs)
  Imposition imposition;    ///< the grid every page uses
  std::vector<std::vector<SheetTile>> sheets;  ///< the tiles on each front page
};

/// The words printed on tile sheets and in their bookmarks and page labels.
/// English here; the kit overrides them from its translation.
class SheetWords {
 public:
  virtual ~SheetWords() = default;
  /// The section's bookmark, e.g. "Tiles: Carcassonne base game".
  virtual std::string Bookmark(const TileSet& set) const;
  /// One sheet's child bookmark, e.g. "Sheet 2".
  virtual std::string SheetBookmark(int sheet) const;
  /// Page labels, e.g. "Tiles 2" and "Tiles 2 back".
  virtual std::string FrontLabel(int sheet) const;
  virtual std::string BackLabel(int sheet) const;
  /// Right-hand footers of front and back pages.
  virtual std::string FrontFooter(int sheet, int sheets, int page) const;
  virtual std::string BackFooter(int sheet, int sheets, int page, Flip flip) const;
  /// The caption of a scale bar `mm` long.
  virtual std::string ScaleBar(int mm) const;
};

/// Every copy of every tile, `count` of each in spec order, filling sheets of
/// `per_page` cells, each with its back (BackOf, tile_back.h).
std::vector<std::vector<SheetTile>> PlaceTiles(const TileSet& set, int per_page);

/// Appends the tile sheets of `set` to `doc`: per sheet a front page and,
/// unless `layout.backs` is off, the matching back page. Checks `layout` with
/// SanitizeLayout and loads tiles' own art first (errors are returned and
/// nothing is drawn). Adds a bookmark "Tiles" with one child per sheet.
/// `pages` (may be null) learns which pages are fronts and backs; `words`
/// gives the texts printed (English by default).
Status RenderTileSheets(PdfDocument& doc, const TileSet& set, const SheetLayout& layout,
                        const Theme& theme, SheetPages* pages,
                        const SheetWords& words = SheetWords());

/// Writes a whole tile-sheet PDF for `set` to `path` (the `render` command).
Status WriteTileSheets(const std::string& path, const TileSet& set, const SheetLayout& layout,
                       const Theme& theme, const std::vector<std::string>& inputs,
                       SheetPages* pages = nullptr);

}  // namespace carc
