#include "report/designer_page.h"

#include <algorithm>

#include "base/text_util.h"
#include "report/report_style.h"
#include "report/strength_chart.h"

namespace carc {

namespace {

/// The width of the strength chart on the right.
constexpr Mm kChartWidth = Mm(128);
/// Between the words and the chart.
constexpr Mm kGap = Mm(9);
/// The summary's text size: a little larger than the charts'.
constexpr double kProse = 9;
/// One row of the strength chart.
constexpr Mm kRow = Mm(9.4);
constexpr Mm kHeader = kStrengthHeader;

void DrawWords(cairo_t* cr, const DesignerSummary& s, RectMm area) {
  Mm y = area.y + Heading(cr, "For the designer", {area.x, area.y}, area.w);
  y += DrawText(cr, s.lead, ReportStyle(kProse, false, kReportGrey), {area.x, y}, area.w) + Mm(3);
  Mm label = Mm(24);
  for (const SummaryItem& item : s.items) {
    DrawText(cr, item.label, ReportStyle(kProse, true, kReportTitle), {area.x, y}, label);
    y += DrawText(cr, item.text, ReportStyle(kProse), {area.x + label, y}, area.w - label) + Mm(2.5);
  }
}

/// The types the chart shows: the ranked ones strongest first, then the
/// others that were drawn.
std::vector<size_t> ChartTypes(const DesignerSummary& s, const SimulationResult& r) {
  std::vector<size_t> rows = s.ranked;
  std::vector<bool> ranked(r.totals.types.size(), false);  // a set of 10 000 types: no search per type
  for (size_t t : s.ranked) ranked[t] = true;
  for (size_t t : s.own)
    if (!ranked[t] && r.totals.types[t].drawn > 0) rows.push_back(t);
  return rows;
}

/// `types` when `fit` rows hold them; else the first and the last, with
/// SIZE_MAX standing for the ones left out between.
std::vector<size_t> Fitting(const std::vector<size_t>& types, size_t fit) {
  if (types.size() <= fit || fit < 3) return types;
  size_t head = (fit - 1) / 2, tail = fit - 1 - head;
  std::vector<size_t> out(types.begin(), types.begin() + long(head));
  out.push_back(SIZE_MAX);
  out.insert(out.end(), types.end() - long(tail), types.end());
  return out;
}

void DrawChart(cairo_t* cr, const DesignerSummary& s, const SimulationResult& r, const TileSet& set,
               const Theme& theme, RectMm area) {
  std::string title = set.extends.empty() ? "Strength of its types" : "Strength of its own types";
  Mm y = area.y + Heading(cr, title + ", strongest first", {area.x, area.y}, area.w);
  Mm tile_w = Mm(44), cell_w = (area.w - tile_w) / 2;
  std::vector<StrengthFigures> figures;
  for (size_t t : s.own) figures.push_back(StrengthOf(r.totals.types[t]));
  StrengthScales scales = StrengthScalesOf(figures);
  {
    SaveGuard guard(cr);
    carc::SetColor(cr, kReportTan);
    Rectangle(cr, {area.x, y, area.w, kHeader});
    cairo_fill(cr);
  }
  DrawText(cr, "Tile", ReportStyle(kSmall, true), {area.x + Mm(1), y + Mm(0.6)}, tile_w);
  DrawWonHeader(cr, scales, {area.x + tile_w, y, cell_w, kHeader});
  DrawMarginHeader(cr, scales, {area.x + tile_w + cell_w, y, cell_w, kHeader});
  y += kHeader + Mm(0.5);
  Mm key_h = kLine * 4;
  size_t fit = size_t(std::max(1.0, (area.bottom() - y - key_h).v / kRow.v));
  std::vector<size_t> types = ChartTypes(s, r), rows = Fitting(types, fit);
  size_t shown = 0;
  for (size_t i = 0; i < rows.size(); ++i) {
    if (rows[i] == SIZE_MAX) {
      size_t left = types.size() + 1 - rows.size();  // the gap's row stands for them
      DrawText(cr, "… " + CountOf(long(left), "more type", "more types") + " between, in the tile table",
               ReportStyle(kSmall, false, kReportGrey), {area.x + Mm(1), y + kRow / 2 - kLine / 2}, area.w);
      y += kRow;
      continue;
    }
    size_t t = rows[i];
    if (shown++ % 2 == 1) {
      SaveGuard guard(cr);
      cairo_set_source_rgba(cr, 0.93, 0.87, 0.75, 0.35);
      Rectangle(cr, {area.x, y, area.w, kRow});
      cairo_fill(cr);
    }
    TileLabel(cr, set.tiles[t], r.type_ids[t], theme, kReportInk, {area.x, y}, tile_w - Mm(1), kRow);
    StrengthFigures f = StrengthOf(r.totals.types[t]);
    DrawWonCell(cr, f, scales, {area.x + tile_w, y, cell_w, kRow}, kReportTitle);
    DrawMarginCell(cr, f, scales, {area.x + tile_w + cell_w, y, cell_w, kRow}, kReportTitle);
    y += kRow;
  }
  DrawStrengthKey(cr, {area.x, y + Mm(1)}, area.w);
}

}  // namespace

void DrawDesignerPage(cairo_t* cr, const DesignerSummary& summary, const SimulationResult& result,
                      const TileSet& set, const Theme& theme, RectMm area) {
  RectMm words{area.x, area.y, area.w - kChartWidth - kGap, area.h};
  RectMm chart{area.right() - kChartWidth, area.y, kChartWidth, area.h};
  DrawWords(cr, summary, words);
  DrawChart(cr, summary, result, set, theme, chart);
}

}  // namespace carc
