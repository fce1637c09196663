// Tile strength as the report draws it: a type's won-or-shared share in the
// player-games with a copy placed and in those without (dots with their 95 %
// whiskers) and its margin difference (a dot with its whisker about a zero
// line, filled where the difference is clearly not zero), each with the
// figure the text report prints under it.
#pragma once

#include <string>
#include <vector>

#include "base/units.h"
#include "draw/cairo_util.h"
#include "play/play_figures.h"

namespace carc {

/// The scales every row of a strength chart shares, so rows compare at a glance.
struct StrengthScales {
  double won_lo = 0;  ///< the won-or-shared scale's ends (shares)
  double won_hi = 1;
  double margin = 1;  ///< the margin scale runs from -margin to +margin points
};

/// The height of a strength column's header (DrawWonHeader, DrawMarginHeader).
constexpr Mm kStrengthHeader = Mm(12);

/// Scales that hold every interval of `types` (of shares, from samples of
/// kMinSampleForDifference or more: whiskers past the ends stop there), with
/// round ends.
StrengthScales StrengthScalesOf(const std::vector<StrengthFigures>& types);

/// The figure under the won-or-shared whiskers: the difference with a copy
/// less without, in points of percent, "*" when clearly not zero.
std::string WonCellText(const StrengthFigures& f);

/// The figure under the margin whisker: the margin difference in points,
/// "*" when clearly not zero.
std::string MarginCellText(const StrengthFigures& f);

/// The won-or-shared column's header in `area` (what it shows, its scale's ends).
void DrawWonHeader(cairo_t* cr, const StrengthScales& scales, RectMm area);
/// The margin column's header in `area`.
void DrawMarginHeader(cairo_t* cr, const StrengthScales& scales, RectMm area);

/// One type's won-or-shared whiskers (with a copy in `color`, without in
/// grey) and WonCellText under them, in `cell`.
void DrawWonCell(cairo_t* cr, const StrengthFigures& f, const StrengthScales& scales, RectMm cell,
                 const Color& color);
/// One type's margin whisker about zero and MarginCellText under it, in `cell`.
void DrawMarginCell(cairo_t* cr, const StrengthFigures& f, const StrengthScales& scales, RectMm cell,
                    const Color& color);

/// The key to the strength columns' marks, one line; returns its height.
Mm DrawStrengthKey(cairo_t* cr, PointMm at, Mm width);

}  // namespace carc
