// The score track: spaces 0 to 49 around the edge of a landscape page, lapped,
// with START on 0 and every fifth space emphasised. In the middle: how to use
// it, the scoring table as a reminder, and fold-over 50/100 lap tokens (one
// per player colour) to cut out.
#pragma once

#include <vector>

#include "draw/pdf_document.h"
#include "kit/kit_section.h"
#include "kit/translation.h"

namespace carc {

/// How far each lap token's colour runs past its cut line.
constexpr Mm kLapTokenBleed = Mm(1.5);

/// How to draw the score track.
struct ScoreboardOptions {
  SizeMm paper{Mm(210), Mm(297)};                  ///< paper size; the board is drawn landscape
  std::vector<PlayerColor> colors = ClassicColors();  ///< one lap token per colour
  bool farmers = true;                             ///< the scoring table has a farm row
  /// Lap tokens to cut out; false for a set whose markers are laid down
  /// after 50 instead (LapMarking::LayDown), which the middle says.
  bool lap_tokens = true;
  bool bookmark = true;                            ///< add an outline entry for the page
};

/// Where everything on the score track page goes (mm, page coordinates).
struct ScoreboardLayout {
  SizeMm page;                    ///< the landscape page
  Mm space;                       ///< side of one square space
  std::vector<RectMm> spaces;     ///< the track's spaces, 0 first, clockwise
  RectMm inner;                   ///< the free area inside the track
  RectMm tokens;                  ///< the row of lap tokens (their outer cut edges)
  /// Each unfolded lap token: 50 on the left half, 100 on the right; a
  /// gutter of twice kLapTokenBleed between neighbours.
  std::vector<RectMm> token_cuts;
};

/// Computes the track for `paper` (any orientation) and `token_count` lap
/// tokens: the largest square spaces that fit inside the kit margin.
ScoreboardLayout LayoutScoreboard(SizeMm paper, int token_count);

/// Appends the score track page to `doc`; reports the page in `added`.
Status DrawScoreboard(PdfDocument& doc, const Translation& tr, const ScoreboardOptions& options,
                      SectionPages* added);

}  // namespace carc
