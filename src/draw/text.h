// Text on pages with Pango: sizes in typographic points, positions in mm.
// The Cairo context stays in points (no cairo_scale), so text is never scaled.
#pragma once

#include <string>

#include "base/status.h"
#include "base/units.h"
#include "draw/cairo_util.h"

namespace carc {

/// How a run of text looks.
struct TextStyle {
  std::string family = "DejaVu Sans";
  double size_pt = 10;
  bool bold = false;
  bool italic = false;
  Color color{0.1, 0.1, 0.1, 1};
};

/// Horizontal alignment within the layout width.
enum class Align { Left, Center, Right };

/// `text` with Pango markup characters escaped, so "<b>" and "&" print as written.
std::string EscapeMarkup(const std::string& text);

/// Characters a wrapped text may run without a break opportunity.
constexpr size_t kMaxUnbrokenRun = 32;

/// `text` (Pango markup when `markup`) with an invisible break opportunity
/// (U+200B) after every kMaxUnbrokenRun characters that have none: Pango's
/// time to wrap a word grows with the square of its length, so a text of
/// 4000 characters without a space took a minute to lay out.
std::string BreakableText(const std::string& text, bool markup);

/// What a Pango layout made on `cr` depends on besides its text and style:
/// the font options Pango merges from the target surface and from `cr`
/// (hinting) and the linear part of the CTM (the fonts' matrix). Layouts
/// made on contexts with equal keys are the same layout.
struct LayoutContextKey {
  unsigned long font_options = 0;  ///< cairo_font_options_hash of the merged options
  double xx = 0, yx = 0, xy = 0, yy = 0;  ///< the linear part of the CTM

  /// Whether the two contexts lay text out alike.
  bool operator==(const LayoutContextKey& o) const {
    return font_options == o.font_options && xx == o.xx && yx == o.yx && xy == o.xy && yy == o.yy;
  }
};

/// The key of the layouts `cr` makes.
LayoutContextKey LayoutContextKeyOf(cairo_t* cr);

/// A Pango layout for `cr` at 72 dpi (1 font point = 1 user unit), wrapping at
/// `width` (0 for no wrapping; otherwise through BreakableText). `markup` is
/// parsed as Pango markup; otherwise `text` is shown as written.
///
/// The layout may be shared: the last layouts made on this thread are kept,
/// and asking again for one of them (the same text, family, size, weight,
/// slant, width, alignment and markup, on a context with the same
/// LayoutContextKey) returns it, already laid out, rather than laying the
/// text out again (text measured and then drawn, a heading measured at each
/// size tried, a bullet drawn again and again). It must not be changed: a
/// caller that sets anything on its layout asks MakeOwnLayout.
LayoutPtr MakeLayout(cairo_t* cr, const std::string& text, const TextStyle& style, Mm width,
                     Align align, bool markup = false);

/// MakeLayout's layout, made for the caller alone, to change as it likes
/// (its PangoContext is shared with the thread's other layouts made on a
/// like context, and must not be changed).
LayoutPtr MakeOwnLayout(cairo_t* cr, const std::string& text, const TextStyle& style, Mm width,
                        Align align, bool markup = false);

/// The laid-out size of a layout.
SizeMm LayoutSize(PangoLayout* layout);

/// Draws plain text with its top-left at `at`; returns the height used.
Mm DrawText(cairo_t* cr, const std::string& text, const TextStyle& style, PointMm at,
            Mm width = Mm(0), Align align = Align::Left);

/// Draws Pango markup (callers escape user text with EscapeMarkup).
Mm DrawMarkup(cairo_t* cr, const std::string& markup, const TextStyle& style, PointMm at,
              Mm width = Mm(0), Align align = Align::Left);

/// The characters of `text` that neither `family` nor any fallback font
/// fontconfig offers for it can draw (Pango would print them as boxes), each
/// once, in order of appearance. Control characters other than newline and
/// tab count as missing too.
std::string MissingGlyphs(const std::string& family, const std::string& text);

/// Checks that `family` resolves to an installed font that has a glyph for
/// every character of `sample`; Io error naming the family otherwise.
Status CheckFont(const std::string& family, const std::string& sample);

}  // namespace carc
