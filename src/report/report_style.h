// The play-test report's look, shared by its pages: the page, its colours
// and text styles, section headings and how a tile is labelled (thumbnail,
// full id, name).
#pragma once

#include <string>

#include "art/theme.h"
#include "base/units.h"
#include "draw/cairo_util.h"
#include "draw/text.h"
#include "spec/tile.h"

namespace carc {

/// The report's page: A4 landscape.
const SizeMm kReportPage{Mm(297), Mm(210)};

const Color kReportTitle{0.45, 0.16, 0.08, 1};   ///< headings, marks
const Color kReportInk{0.15, 0.12, 0.10, 1};     ///< text
const Color kReportGrey{0.38, 0.36, 0.34, 1};    ///< notes, axes
const Color kReportRule{0.55, 0.45, 0.35, 1};    ///< rules under headings
const Color kReportTan{0.93, 0.87, 0.75, 1};     ///< table headers
const Color kReportParchment{0.98, 0.96, 0.90, 1};  ///< the empty part of a bar
const Color kReportWarning{0.75, 0.10, 0.08, 1};    ///< set-aside tiles, partial runs

/// Every number, label and note on the charts: 8 pt, legible on paper.
constexpr double kSmall = 8;
/// The height of a line of kSmall text.
constexpr Mm kLine = Mm(3.6);
/// The thumbnail of a tile in a table: large enough to read its features.
constexpr Mm kThumbnail = Mm(8.4);

/// The kit's text style at `size` points.
TextStyle ReportStyle(double size, bool bold = false, Color color = kReportInk);

/// A section heading in the kit's style: brown, bold, a rule under it;
/// returns the height it takes.
Mm Heading(cairo_t* cr, const std::string& text, PointMm at, Mm width);

/// The width of `text` on one line in `style`.
Mm TextWidth(cairo_t* cr, const std::string& text, const TextStyle& style);

/// `text` in `style` on one line at most `width` wide, ending in "…" if longer.
void OneLine(cairo_t* cr, const std::string& text, const TextStyle& style, PointMm at, Mm width);

/// A tile's thumbnail at `at` (kThumbnail square, centred in `h`), then its
/// whole id in bold and its name beside it, within `width` and `h`. The id
/// is never cut: it wraps (at hyphens first) and shrinks until it fits, and
/// the name takes what room is left on one line, or none.
void TileLabel(cairo_t* cr, const TileType& tile, const std::string& id, const Theme& theme,
               const Color& id_color, PointMm at, Mm width, Mm h);

}  // namespace carc
