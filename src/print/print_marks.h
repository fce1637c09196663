// Marks that make a printed page usable: cut (crop) marks, a scale bar to
// check 100% printing, and a page footer.
#pragma once

#include <string>
#include <vector>

#include "base/units.h"
#include "draw/cairo_util.h"
#include "draw/text.h"

namespace carc {

/// How cut marks look.
struct CutMarkStyle {
  Mm offset = Mm(2);    ///< gap between the art's outer edge and the mark
  Mm length = Mm(5);    ///< mark length
  Mm width = Mm(0.2);   ///< line width
  Color color{0, 0, 0, 1};
};

/// One cut line of a sheet and the art along it: a vertical cut at x = `at`
/// whose art runs from y = `from` to `to`, or a horizontal one at y = `at`
/// with its art from x = `from` to `to`.
struct CutLine {
  bool vertical = true;
  Mm at, from, to;
};

/// Draws a mark beyond each end of every line's art, `style.offset` away.
void DrawCutLineMarks(cairo_t* cr, const std::vector<CutLine>& lines,
                      const CutMarkStyle& style = CutMarkStyle());

/// Draws cut marks for a grid of cuts: for each x in `xs` a short vertical
/// mark above and below `art`, for each y in `ys` a horizontal mark left and
/// right of it. Marks stay outside `art` (everything printed), never on it.
void DrawCutMarks(cairo_t* cr, const std::vector<Mm>& xs, const std::vector<Mm>& ys,
                  const RectMm& art, const CutMarkStyle& style = CutMarkStyle());

/// Draws corner marks around one item cut at `cut` whose art (with bleed)
/// covers `art`: two short lines at each corner, outside `art`.
void DrawCornerMarks(cairo_t* cr, const RectMm& cut, const RectMm& art,
                     const CutMarkStyle& style = CutMarkStyle());

/// Draws a scale bar `length` long with its left end at `at` (top of the
/// bar), ticks every 10 mm and a caption; returns the height used.
Mm DrawScaleBar(cairo_t* cr, PointMm at, Mm length, const std::string& caption);

/// The height DrawScaleBar uses.
Mm ScaleBarHeight();

/// Draws a one-line scale bar `length` long with its top-left at `at` and the
/// caption to its right, for tight margins; returns the height used
/// (InlineScaleBarHeight()).
Mm DrawInlineScaleBar(cairo_t* cr, PointMm at, Mm length, const std::string& caption);

/// The height DrawInlineScaleBar uses.
Mm InlineScaleBarHeight();

/// Draws `left` and `right` texts at the bottom of a page of `page` size,
/// `margin` from the edges, in a small grey font.
void DrawFooter(cairo_t* cr, SizeMm page, Mm margin, const std::string& left,
                const std::string& right);

/// Draws one of DrawFooter's texts: `left` or `right` (by `align`).
void DrawFooterText(cairo_t* cr, SizeMm page, Mm margin, const std::string& text, Align align);

}  // namespace carc
