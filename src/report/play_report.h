// The play-test report: `carckit simulate --report FILE` draws a run's
// figures in the kit's style. The first page is for the set's designer: in
// words and numbers, which of the set's own types are strongest and weakest,
// which get set aside, how the game's length and scores change against the
// set it extends, whether a seat is favoured, beside a strength chart of its
// own types (report/designer_page). Then charts (score distributions per
// seat, points by feature kind, completion, followers and open edges) and a
// table of every tile type, the set's own first (set-aside, fit, placements,
// followers, own points, strength with 95 % whiskers), with the set's name,
// the options and the seed; with --compare, every set side by side.
#pragma once

#include <string>
#include <vector>

#include "art/theme.h"
#include "base/status.h"
#include "play/simulate.h"
#include "report/designer_summary.h"
#include "spec/tile.h"

namespace carc {

/// Writes the report of `results` (one per set of `sets`, played with the same
/// options) to `path`: PDF, SVG or PNG by its extension; PNG and SVG stack
/// the pages in one image. Never over one of `inputs`. Sets `*pages` once written.
/// `played_base`, when given, is the base of the first set (which extends
/// it) played with the same options for the first page's comparison; it is
/// used only when `results` hold no set to compare with.
Status WritePlayReport(const std::string& path, const std::vector<SimulationResult>& results,
                       const std::vector<const TileSet*>& sets, const Theme& theme,
                       const std::vector<std::string>& inputs, int* pages,
                       const SimulationResult* played_base = nullptr);

/// Ok when `path` names a format the report can be written in (by extension:
/// .pdf, .svg, .png); Io saying so otherwise. Checked before a long run.
Status CheckReportPath(const std::string& path);

/// The number of pages the report of `results` takes.
int PlayReportPages(const std::vector<SimulationResult>& results,
                    const std::vector<const TileSet*>& sets, const Theme& theme,
                    const SimulationResult* played_base = nullptr);

/// The first page's summary of `results`, figures and all, exactly as the
/// report prints it (the set it compares with chosen as WritePlayReport does).
DesignerSummary PlayReportSummary(const std::vector<SimulationResult>& results,
                                  const std::vector<const TileSet*>& sets,
                                  const SimulationResult* played_base = nullptr);

}  // namespace carc
