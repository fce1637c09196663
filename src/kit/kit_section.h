// What the kit's section drawers (scoreboard, follower tokens, rules summary,
// cover) share: what a drawer reports back, page style; player colours come
// from art/meeple.h.
#pragma once

#include <string>
#include <vector>

#include "art/meeple.h"
#include "base/units.h"
#include "draw/cairo_util.h"
#include "draw/text.h"
#include "kit/translation.h"

namespace carc {

/// The pages a section drawer appended to a PdfDocument.
struct SectionPages {
  int first = 0;     ///< 1-based number of the first page added
  int count = 0;     ///< pages added
  int bookmark = 0;  ///< id of the section's outline entry (0 when none was added)
  /// 1-based number of the last page added.
  int last() const { return first + count - 1; }
};

/// The font family of every kit page.
extern const char* const kKitFont;

/// A text style in the kit's font; the colour defaults to TextStyle's ink.
TextStyle KitStyle(double size_pt, bool bold = false, Color color = TextStyle{}.color);

/// The white margin around every kit page's content: inside any printer's
/// unprintable border.
constexpr Mm kKitMargin = Mm(10);

/// `c` mixed with white: `amount` 0 gives white, 1 gives `c`.
Color Tint(const Color& c, double amount);

/// Draws the kit's page footer: `left` (plain text) and "Page N".
void DrawKitFooter(cairo_t* cr, SizeMm page, const Translation& tr, const std::string& left,
                   int page_number);

/// A drawing context on a PDF surface that writes nothing, for measuring text
/// with the same metrics as the real pages.
ContextPtr MeasureContext();

}  // namespace carc
