// The play-test report's tile table: every tile type of the sets drawn, the
// first set's own types first (marked), with its picture and whole id,
// copies drawn, set aside, fit, placements, followers on it, its placer's own
// points and its strength with 95 % whiskers; across whole pages.
#pragma once

#include "base/units.h"
#include "draw/cairo_util.h"
#include "report/play_report_data.h"

namespace carc {

/// Rows of the tile table that fit in a page `h` tall, below the table's
/// heading and header and above its notes.
int TileTableRowsFitting(const PlayReportData& r, Mm h);

/// Draws rows `first` to `first + count` of the tile table in `area`, with
/// its heading, header and notes (`more`: say that more rows follow).
void DrawTileTable(cairo_t* cr, const PlayReportData& r, RectMm area, size_t first, size_t count, bool more);

}  // namespace carc
