// The kit's cover page: the set's name, what is inside on which pages and how
// to print each part, "print at 100%" with a scale bar to check it.
#pragma once

#include <vector>

#include "draw/pdf_document.h"
#include "kit/kit_section.h"
#include "kit/kit_text.h"
#include "kit/translation.h"
#include "spec/tile.h"

namespace carc {

/// How a part's pages are printed.
enum class PrintSides { Single, DoubleLongEdge, DoubleShortEdge };

/// One line of the cover's contents.
struct CoverSection {
  KitPart part = KitPart::Tiles;
  int first_page = 0;  ///< 1-based
  int page_count = 0;  ///< pages it spans, blank ones between its sheets included
  PrintSides sides = PrintSides::Single;
  int stride = 1;      ///< 2 when a blank page follows each of its pages
  bool landscape = false;  ///< its pages (and the blank pages among them) are landscape
};

/// What the cover shows besides the set.
struct CoverInfo {
  SizeMm paper{Mm(210), Mm(297)};     ///< paper, drawn portrait
  std::string paper_name = "a4";      ///< its name (print/paper.h), for the cover's paper line
  /// Every part in the kit, the cover first, in order: the contents, and
  /// without follower sheets what pieces players must bring.
  std::vector<CoverSection> sections;
  double tile_mm = 0;                 ///< printed tile side in mm; 0 leaves the line out
  bool duplex = false;                ///< the kit prints in one double-sided job: say how, and the other way
  std::vector<int> blank_pages;       ///< pages left blank on purpose
  int page_count = 0;                 ///< pages in the whole kit
  std::string footer;                 ///< left footer text
  bool bookmark = true;               ///< add an outline entry
};

/// Appends the cover page to `doc`; reports it in `added`. Draw it first:
/// the page numbers in `info` count it as page 1.
Status DrawCover(PdfDocument& doc, const TileSet& set, const Translation& tr,
                 const CoverInfo& info, SectionPages* added);

}  // namespace carc
