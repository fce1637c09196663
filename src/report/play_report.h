// The play-test report: `carckit simulate --report FILE` draws a run's
// figures as charts in the kit's style (score distributions per seat, points
// by feature kind, completion, followers and open edges, and per tile type
// set-aside, placements, followers and points), with the set's name, the
// options and the seed; with --compare, every set side by side.
#pragma once

#include <string>
#include <vector>

#include "art/theme.h"
#include "base/status.h"
#include "play/simulate.h"
#include "spec/tile.h"

namespace carc {

/// Writes the report of `results` (one per set of `sets`, played with the same
/// options) to `path`: PDF, SVG or PNG by its extension; PNG and SVG stack
/// the pages in one image. Never over one of `inputs`. Sets `*pages` once written.
Status WritePlayReport(const std::string& path, const std::vector<SimulationResult>& results,
                       const std::vector<const TileSet*>& sets, const Theme& theme,
                       const std::vector<std::string>& inputs, int* pages);

/// Ok when `path` names a format the report can be written in (by extension:
/// .pdf, .svg, .png); Io saying so otherwise. Checked before a long run.
Status CheckReportPath(const std::string& path);

/// The number of pages the report of `results` takes.
int PlayReportPages(const std::vector<SimulationResult>& results,
                    const std::vector<const TileSet*>& sets, const Theme& theme);

}  // namespace carc
