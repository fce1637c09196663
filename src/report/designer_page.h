// The play-test report's first page, for the set's designer: the summary in
// words and numbers (report/designer_summary) beside a strength chart of
// the set's own types, strongest first.
#pragma once

#include "art/theme.h"
#include "base/units.h"
#include "draw/cairo_util.h"
#include "play/simulate.h"
#include "report/designer_summary.h"
#include "spec/tile.h"

namespace carc {

/// Draws the page's body in `area` (below the report's header).
void DrawDesignerPage(cairo_t* cr, const DesignerSummary& summary, const SimulationResult& result,
                      const TileSet& set, const Theme& theme, RectMm area);

}  // namespace carc
