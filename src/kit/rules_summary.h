// The rules summary: one or two pages of the rules in two columns, in the
// chosen language, fitted to the set (followers, farmers, tiles, start tile).
// Every number comes from kit_text.h's parameters, i.e. scoring_rules.h and
// the tile set.
#pragma once

#include <functional>
#include <vector>

#include "draw/pdf_document.h"
#include "draw/text_flow.h"
#include "kit/kit_section.h"
#include "kit/translation.h"
#include "spec/tile.h"

namespace carc {

/// How to lay out the rules summary.
struct RulesOptions {
  SizeMm paper{Mm(210), Mm(297)};  ///< paper, drawn portrait
  std::string footer;              ///< left footer text
  bool bookmark = true;            ///< add an outline entry, with one child per heading
};

/// The summary's text blocks for `set` in `tr`'s language: farms only when
/// the set has farmers, a River section when it has a river; for a set
/// narrowed to its new tiles (`only_new`) only the River section, if any.
std::vector<FlowBlock> RulesBlocks(const TileSet& set, const Translation& tr);

/// The scoring table ("Scoring at a glance"): its heading, a header row and a
/// row per feature, the farm row only with `farms`. The summary ends with it
/// and the score track repeats it.
std::vector<FlowBlock> ScoringTableBlocks(const Translation& tr, const TextParams& params, bool farms);

/// How the summary fits its pages.
struct RulesPlan {
  double body_pt = 0;  ///< body text size chosen
  int pages = 0;       ///< pages it needs
  FlowResult flow;     ///< where each block goes
  Mm used;             ///< column height the text takes: the full columns and the last one's part
  /// Not 0: a one-page summary short enough for one column, balanced over
  /// both, whose columns end here (mm from the page's top).
  Mm short_bottom{0};
};

/// The plan at body size `size` points.
using RulesPlanFn = std::function<RulesPlan(double size)>;

/// The plan at the largest size on the 0.25 pt grid from `lo` up to `hi` at
/// which the text takes at most `pages` pages, whose columns are `room` high
/// together; a plan with no pages when even `lo` needs more. Assumes a larger
/// size never needs fewer pages.
RulesPlan LargestFitting(const RulesPlanFn& plan, int pages, double lo, double hi, Mm room);

/// Chooses the text size: the largest that fits one page, if that is 8 pt or
/// more; else the largest that fills two pages (so the second is never a
/// mostly empty spill-over), down to 7 pt before ever adding a third page. The
/// largest size tried grows with the paper (10.5 pt on one A4 page). A text
/// that fits the first column alone is balanced over both columns.
RulesPlan PlanRulesSummary(cairo_t* cr, const TileSet& set, const Translation& tr,
                           const RulesOptions& options);

/// The number of pages DrawRulesSummary() will add, without drawing.
int RulesSummaryPageCount(const TileSet& set, const Translation& tr, const RulesOptions& options);

/// Appends the rules summary to `doc`; reports its pages in `added`. `plan`,
/// when given, is PlanRulesSummary's for the same set, language and options
/// (the kit makes it to number its pages), so the text is not laid out again.
Status DrawRulesSummary(PdfDocument& doc, const TileSet& set, const Translation& tr,
                        const RulesOptions& options, SectionPages* added,
                        const RulesPlan* plan = nullptr);

}  // namespace carc
