#include "report/play_report.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "base/text_util.h"
#include "draw/chart.h"
#include "draw/image_file.h"
#include "draw/text.h"
#include "kit/follower_tokens.h"
#include "kit/kit_section.h"
#include "print/print_marks.h"
#include "play/play_figures.h"
#include "report/designer_page.h"
#include "report/designer_summary.h"
#include "report/format.h"
#include "report/play_report_data.h"
#include "report/report_style.h"
#include "report/simulate_report.h"
#include "report/tile_table.h"

namespace carc {

namespace {

const SizeMm kPage = kReportPage;
const Mm kGap = Mm(10);  // between the two columns

/// A row label: a coloured marker and text, vertically centred in `h`.
void RowLabel(cairo_t* cr, const std::string& text, const Color& color, bool meeple, PointMm at,
              Mm width, Mm h) {
  Mm mark = std::min(h * 0.8, Mm(4.2));
  RectMm box{at.x, at.y + (h - mark) / 2, mark, mark};
  if (meeple) {
    PlayerColor pc{"", color, {1, 1, 1, 1}};
    DrawMeeple(cr, pc, box, false);
  } else {
    SaveGuard guard(cr);
    carc::SetColor(cr, color);
    Rectangle(cr, box);
    cairo_fill(cr);
  }
  TextStyle style = ReportStyle(kSmall);
  DrawText(cr, text, style, {at.x + mark + Mm(1.5), at.y + h / 2 - kLine / 2}, width - mark - Mm(1.5));
}

// ---- The header ---------------------------------------------------------

Mm DrawHeader(cairo_t* cr, const PlayReportData& r, int page, int pages) {
  Mm x = kKitMargin, w = kPage.w - kKitMargin * 2, y = kKitMargin;
  const SimulationResult& first = r.at(0);
  std::string title = "Play-test report: " + (first.set_name.empty() ? first.set_id : first.set_name);
  if (r.compare()) {
    std::vector<std::string> ids;
    for (size_t i = 0; i < r.size(); ++i) ids.push_back(r.at(i).set_id);
    title = "Play-test report: " + Join(ids, " against ");
  }
  if (pages > 1) title += "  (" + std::to_string(page + 1) + "/" + std::to_string(pages) + ")";
  y += DrawText(cr, title, ReportStyle(18, true, kReportTitle), {x, y}, w);
  const SimulationOptions& o = first.options;
  std::string games = std::to_string(first.totals.games) + " games";
  // Each set's own facts: compared sets may differ in tiles, followers and farmers.
  auto facts = [](const SimulationResult& s) {
    return std::to_string(s.tiles) + " tiles, " + std::to_string(s.followers) + " followers, " +
           (s.farmers ? "farmers" : "no farmers");
  };
  std::string line = games + " · " + std::to_string(o.players) + " players: " + PlayersText(o) + " · seed " +
                     std::to_string(o.seed);
  if (!r.compare()) {
    line = first.set_id + " (" + facts(first) + ") · " + line;
  } else {
    for (size_t i = 0; i < r.size(); ++i) line += " · " + r.at(i).set_id + ": " + facts(r.at(i));
  }
  line += " · carckit " CARCKIT_VERSION;
  y += Mm(0.8) + DrawText(cr, line, ReportStyle(8.5, false, kReportGrey), {x, y + Mm(0.8)}, w);
  for (size_t i = 0; i < r.size(); ++i)
    if (r.at(i).partial)
      y += DrawText(cr, "Partial: " + r.at(i).set_id + " stopped after " +
                            std::to_string(r.at(i).totals.games) + " of " +
                            std::to_string(o.games) + " games",
                    ReportStyle(8.5, true, kReportWarning), {x, y}, w);
  return y + Mm(3);
}

// ---- Final scores -------------------------------------------------------

/// One row of the score chart: a seat (or player) of one set.
struct ScoreRow {
  std::string label;
  Color color;
  const SeatTotals* totals;
  long long games;
};

std::vector<ScoreRow> ScoreRows(const PlayReportData& r) {
  std::vector<ScoreRow> rows;
  const SimulationOptions& o = r.at(0).options;
  std::vector<Color> seats;
  for (const PlayerColor& c : KitColors(8)) seats.push_back(c.fill);
  for (int p = 0; p < o.players; ++p)
    for (size_t s = 0; s < r.size(); ++s) {
      const SimulationResult& res = r.at(s);
      const auto& list = o.rotate_seats ? res.totals.entries : res.totals.seats;
      std::string who = (o.rotate_seats ? "Player " : "Seat ") + std::to_string(p + 1) + " · " +
                        o.seats[size_t(p)].Name();
      if (r.compare()) who = res.set_id + " · " + who;
      rows.push_back({who, r.compare() ? SetColor(s) : seats[size_t(p) % seats.size()],
                      &list[size_t(p)], res.totals.games});
    }
  return rows;
}

/// What to say about seats: who won from which seat when seats rotate, or
/// that the seats got unequal turns; "" when neither applies.
std::string TurnsNote(const SimulationResult& r) {
  const SimulationTotals& t = r.totals;
  std::vector<std::string> parts;
  if (r.options.rotate_seats) {
    for (size_t s = 0; s < t.seats.size(); ++s)
      parts.push_back("seat " + std::to_string(s + 1) + " " + ChartPercent(Ratio(t.seats[s].wins, t.games)));
    return "Seats rotate every game, so each player had every seat equally often. Won or shared by seat: " +
           Join(parts, ", ") + ".";
  }
  if (!UnequalTurns(t)) return "";
  for (const SeatTotals& seat : t.seats) parts.push_back(Fixed(Ratio(seat.turns, t.games)));
  return "Seats get unequal turns (" + Join(parts, ", ") +
         " a game): an extra turn, not the set, explains part of a difference in wins.";
}

Mm DrawScores(cairo_t* cr, const PlayReportData& r, RectMm area) {
  Mm y = area.y + Heading(cr, "Final score", {area.x, area.y}, area.w);
  std::vector<ScoreRow> rows = ScoreRows(r);
  int top = 1;
  for (const ScoreRow& row : rows) top = std::max(top, row.totals->max);
  std::vector<double> ticks = NiceTicks(0, top, 6);
  Mm label_w = r.compare() ? Mm(40) : Mm(34), stats_w = Mm(38);
  ChartScale scale{0, ticks.back(), area.x + label_w, area.right() - stats_w - Mm(2)};
  Mm row_h = std::max(kLine * 2, std::min(Mm(13), (area.h - Mm(30)) / double(std::max<size_t>(1, rows.size()))));
  Mm chart_top = y;
  for (const ScoreRow& row : rows) {
    SeatFigures f = FiguresOf(*row.totals, row.games);
    RowLabel(cr, row.label, row.color, !r.compare(), {area.x, y}, label_w, row_h);
    // How often each score occurred, as a light silhouette behind the box.
    int bin = std::max(1, int(std::ceil(ticks.back() / 70.0)));
    std::vector<long long> counts((row.totals->histogram.size() + size_t(bin) - 1) / size_t(bin), 0);
    for (size_t s = 0; s < row.totals->histogram.size(); ++s) counts[s / size_t(bin)] += row.totals->histogram[s];
    ChartScale binned{scale.lo / bin, scale.hi / bin, scale.x0, scale.x1};
    DrawSilhouette(cr, binned, 0, counts, y + row_h * 0.95, row_h * 0.9, Tint(row.color, 0.25));
    BoxFigures box{double(f.percentiles[0]), double(f.percentiles[1]), double(f.percentiles[2]),
                   double(f.percentiles[3]), double(f.percentiles[4]), f.mean};
    DrawBoxPlot(cr, scale, box, y + row_h * 0.3, row_h * 0.4, Tint(row.color, 0.7), kReportInk);
    std::string stats = "won " + ChartPercent(f.win_share) +
                        (f.won.ci.known ? " [" + Fixed(100 * f.won.ci.low) + ", " + Fixed(100 * f.won.ci.high) + "]" : "");
    DrawText(cr, stats, ReportStyle(kSmall, true), {area.right() - stats_w, y + row_h / 2 - kLine}, stats_w);
    std::string mean = "mean " + Fixed(f.mean) +
                       (f.score.ci.known ? " ±" + Fixed((f.score.ci.high - f.score.ci.low) / 2) : "") +
                       ", sd " + Fixed(f.sd) + (f.tie_share > 0 ? "; tied " + ChartPercent(f.tie_share) : "");
    DrawText(cr, mean, ReportStyle(kSmall, false, kReportGrey),
             {area.right() - stats_w, y + row_h / 2}, stats_w);
    y += row_h;
  }
  y += DrawTicks(cr, scale, ticks, chart_top, y, ReportStyle(kSmall, false, kReportGrey));
  y += DrawAxisTitle(cr, scale, y, "final score (points)", ReportStyle(kSmall, true, kReportGrey));
  std::string legend = "Box: middle half of the games; whiskers: 5th to 95th percentile; line: median; "
                       "◇: mean (± one standard deviation of a game's score). Shaded: how often each score "
                       "occurred.";
  y += DrawText(cr, legend, ReportStyle(kSmall, false, kReportGrey), {area.x, y + Mm(0.5)}, area.w) + Mm(0.5);
  for (size_t s = 0; s < r.size(); ++s) {
    std::string note = TurnsNote(r.at(s));
    if (note.empty()) continue;
    if (r.compare()) note = r.at(s).set_id + ": " + note;
    y += DrawText(cr, note, ReportStyle(kSmall, true, kReportTitle), {area.x, y + Mm(0.3)}, area.w) + Mm(0.3);
  }
  return y - area.y + Mm(3);
}

// ---- Points and completion by feature kind ------------------------------

/// The feature kinds a report shows for `r`: farms only when farmers play.
/// The whisker of `ci` over a bar `h` tall whose top is at `y`, when there is an interval.
void BarWhisker(cairo_t* cr, const ChartScale& scale, const Interval& ci, Mm y, Mm h) {
  if (ci.known) DrawWhisker(cr, scale, ci.low, ci.high, y + h / 2, h * 0.6, kReportInk);
}

std::vector<FeatureKind> Kinds(const PlayReportData& r, bool completable) {
  std::vector<FeatureKind> kinds = {FeatureKind::Road, FeatureKind::City, FeatureKind::Monastery};
  bool farmers = false;
  for (size_t s = 0; s < r.size(); ++s) farmers |= r.at(s).farmers;
  if (farmers && !completable) kinds.push_back(FeatureKind::Field);
  return kinds;
}

Mm DrawPoints(cairo_t* cr, const PlayReportData& r, RectMm area) {
  Mm y = area.y + Heading(cr, "Points per game by feature, all players", {area.x, area.y}, area.w);
  double top = 1;
  for (size_t s = 0; s < r.size(); ++s)
    for (FeatureKind k : Kinds(r, false)) {
      FeatureFigures f = FeatureFiguresOf(r.at(s).totals, k);
      top = std::max(top, f.total_ci.known ? f.total_ci.high : f.in_play + f.final_scoring);
    }
  std::vector<double> ticks = NiceTicks(0, top, 5);
  Mm label_w = Mm(22), value_w = Mm(42);
  ChartScale scale{0, ticks.back(), area.x + label_w, area.right() - value_w};
  Mm bar = r.compare() ? Mm(3.8) : Mm(4.4), top_y = y;
  for (FeatureKind k : Kinds(r, false)) {
    Color color = FeatureColor(*r.theme, k);
    Mm group = bar * double(r.size());
    RowLabel(cr, FeatureReportName(k), color, false, {area.x, y}, label_w, group);
    for (size_t s = 0; s < r.size(); ++s) {
      FeatureFigures f = FeatureFiguresOf(r.at(s).totals, k);
      Mm by = y + bar * double(s) + Mm(0.3);
      DrawBar(cr, scale, 0, f.in_play, by, bar - Mm(0.6), color);
      DrawBar(cr, scale, f.in_play, f.in_play + f.final_scoring, by, bar - Mm(0.6), Tint(color, 0.45));
      BarWhisker(cr, scale, f.total_ci, by, bar - Mm(0.6));
      // Beside two sets' bars, the total alone (the bar's shades split it).
      std::string value = (r.compare() ? std::string() : Fixed(f.in_play) + " + " + Fixed(f.final_scoring) + " = ") +
                          FixedWithInterval(f.in_play + f.final_scoring, f.total_ci);
      if (k == FeatureKind::Field && !r.at(s).farmers) value = "no farmers in this set";
      if (r.compare()) value = r.at(s).set_id + ": " + value;
      double end = f.total_ci.known ? f.total_ci.high : f.in_play + f.final_scoring;
      DrawText(cr, value, ReportStyle(kSmall, false, r.compare() ? SetColor(s) : kReportInk),
               {scale.At(end) + Mm(1), by + bar / 2 - kLine / 2}, value_w + Mm(20));
    }
    y += group + Mm(1.2);
  }
  y += DrawTicks(cr, scale, ticks, top_y, y, ReportStyle(kSmall, false, kReportGrey));
  y += DrawAxisTitle(cr, scale, y, "points per game (mean over the games)", ReportStyle(kSmall, true, kReportGrey));
  y += DrawText(cr, "Dark: scored during play; light: in the final scoring. Whiskers and brackets: 95% intervals "
                    "of the total.", ReportStyle(kSmall, false, kReportGrey),
                {area.x, y + Mm(0.5)}, area.w);
  return y - area.y + Mm(3);
}

Mm DrawCompletion(cairo_t* cr, const PlayReportData& r, RectMm area) {
  Mm y = area.y + Heading(cr, "Completed by the end of the game", {area.x, area.y}, area.w);
  Mm label_w = Mm(22), value_w = Mm(60);
  ChartScale scale{0, 1, area.x + label_w, area.right() - value_w};
  // Each set's row: its bar, and four lines beside it: the share completed,
  // of how many, and how large the completed and the unfinished ones were.
  Mm sub = kLine * 4 + Mm(0.6), bar = Mm(3.6), top_y = y;
  for (FeatureKind k : Kinds(r, true)) {
    Color color = FeatureColor(*r.theme, k);
    Mm group = sub * double(r.size());
    RowLabel(cr, FeatureReportName(k), color, false, {area.x, y}, label_w, group);
    for (size_t s = 0; s < r.size(); ++s) {
      FeatureFigures f = FeatureFiguresOf(r.at(s).totals, k);
      Mm sy = y + sub * double(s), by = sy + (sub - bar) / 2;
      DrawBar(cr, scale, 0, 1, by, bar, kReportParchment);
      DrawBar(cr, scale, 0, f.completion, by, bar, r.compare() ? SetColor(s) : color);
      BarWhisker(cr, scale, f.completion_ci, by, bar);
      std::string share = PercentWithInterval(f.completion, f.completion_ci);
      share = r.compare() ? r.at(s).set_id + ": " + share : share + " completed";
      std::string of = "of " + FixedWithInterval(f.count, f.count_ci) + " a game";
      std::string done = "size if completed: " + FixedWithInterval(f.completed_size, f.completed_size_ci) + " tiles";
      std::string open = "size if not: " + FixedWithInterval(f.open_size, f.open_size_ci) + " tiles";
      TextStyle grey = ReportStyle(kSmall, false, kReportGrey);
      DrawText(cr, share, ReportStyle(kSmall, false, r.compare() ? SetColor(s) : kReportInk),
               {scale.x1 + Mm(1.5), sy + Mm(0.3)}, value_w - Mm(1.5));
      DrawText(cr, of, grey, {scale.x1 + Mm(1.5), sy + Mm(0.3) + kLine}, value_w - Mm(1.5));
      DrawText(cr, done, grey, {scale.x1 + Mm(1.5), sy + Mm(0.3) + kLine * 2}, value_w - Mm(1.5));
      DrawText(cr, open, grey, {scale.x1 + Mm(1.5), sy + Mm(0.3) + kLine * 3}, value_w - Mm(1.5));
    }
    y += group + Mm(1.2);
  }
  y += DrawTicks(cr, scale, {0, 0.25, 0.5, 0.75, 1}, top_y, y, ReportStyle(kSmall, false, kReportGrey), "%", 100);
  y += DrawAxisTitle(cr, scale, y, "share completed by the end (%)", ReportStyle(kSmall, true, kReportGrey));
  return y - area.y + Mm(3);
}

Mm DrawSupplyAndEdges(cairo_t* cr, const PlayReportData& r, RectMm area) {
  Mm y = area.y + Heading(cr, "The game, followers and open edges", {area.x, area.y}, area.w);
  std::vector<RunFigures> runs;
  for (size_t s = 0; s < r.size(); ++s) runs.push_back(RunFiguresOf(r.at(s).totals));
  for (size_t s = 0; s < r.size(); ++s) {
    const SimulationTotals& t = r.at(s).totals;
    const RunFigures& f = runs[s];
    std::string line = (r.compare() ? r.at(s).set_id + ": " : std::string()) +
                       FixedWithInterval(Ratio(t.turns, t.games), f.turns.ci) + " turns a game (" +
                       std::to_string(t.turns_min) + " to " + std::to_string(t.turns_max) +
                       "); tiles set aside as unplaceable: " +
                       FixedWithInterval(Ratio(t.set_aside, t.games), f.set_aside.ci, 2) + " a game, in " +
                       PercentWithInterval(Ratio(t.games_with_set_aside, t.games), f.games_with_set_aside.ci) +
                       " of games (95% intervals).";
    y += DrawText(cr, line, ReportStyle(kSmall, false, r.compare() ? SetColor(s) : kReportInk), {area.x, y}, area.w) + Mm(0.8);
  }
  // Two charts, each on its own scale: a share of turns, then counts.
  Mm label_w = Mm(44), value_w = Mm(30), bar = Mm(4);
  ChartScale share{0, 1, area.x + label_w, area.right() - value_w};
  Mm group = bar * double(r.size()), top_y = y;
  RowLabel(cr, "turns with no follower left", kReportTitle, false, {area.x, y}, label_w, group);
  for (size_t s = 0; s < r.size(); ++s) {
    const ShareEstimate& empty = runs[s].empty_supply;
    Mm by = y + bar * double(s) + Mm(0.3);
    DrawBar(cr, share, 0, 1, by, bar - Mm(0.6), kReportParchment);
    DrawBar(cr, share, 0, empty.share, by, bar - Mm(0.6), r.compare() ? SetColor(s) : kReportTitle);
    BarWhisker(cr, share, empty.ci, by, bar - Mm(0.6));
    DrawText(cr, PercentWithInterval(empty.share, empty.ci), ReportStyle(kSmall),
             {share.x1 + Mm(1.5), by + bar / 2 - kLine / 2}, value_w);
  }
  y += group + Mm(0.8);
  y += DrawTicks(cr, share, {0, 0.25, 0.5, 0.75, 1}, top_y, y, ReportStyle(kSmall, false, kReportGrey), "%", 100);
  y += DrawAxisTitle(cr, share, y, "share of a player's turns (%)", ReportStyle(kSmall, true, kReportGrey)) + Mm(2);
  // Open edges: what the board shows towards its empty cells at the end.
  double top = 1;
  size_t terrains = 0;
  for (size_t s = 0; s < r.size(); ++s) {
    terrains = std::max(terrains, r.at(s).totals.open_edges.size());
    for (const MeanEstimate& e : runs[s].open_edges)
      top = std::max(top, e.ci.known ? e.ci.high : e.mean);
  }
  std::vector<double> ticks = NiceTicks(0, top, 4);
  ChartScale scale{0, ticks.back(), area.x + label_w, area.right() - value_w};
  top_y = y;
  for (size_t k = 0; k < terrains; ++k) {
    Color color = TerrainColor(*r.theme, Terrain(k));
    RowLabel(cr, std::string(TerrainName(Terrain(k))) + " edges", color, false, {area.x, y}, label_w, group);
    for (size_t s = 0; s < r.size(); ++s) {
      const SimulationTotals& t = r.at(s).totals;
      double v = k < t.open_edges.size() ? Ratio(t.open_edges[k], t.games) : 0;
      Interval ci = k < runs[s].open_edges.size() ? runs[s].open_edges[k].ci : Interval();
      Mm by = y + bar * double(s) + Mm(0.3);
      DrawBar(cr, scale, 0, v, by, bar - Mm(0.6), r.compare() ? SetColor(s) : color);
      BarWhisker(cr, scale, ci, by, bar - Mm(0.6));
      DrawText(cr, FixedWithInterval(v, ci), ReportStyle(kSmall),
               {scale.At(ci.known ? ci.high : v) + Mm(1.5), by + bar / 2 - kLine / 2}, value_w + Mm(30));
    }
    y += group + Mm(0.8);
  }
  y += DrawTicks(cr, scale, ticks, top_y, y, ReportStyle(kSmall, false, kReportGrey));
  y += DrawAxisTitle(cr, scale, y, "open edges left at the end, per game (count)", ReportStyle(kSmall, true, kReportGrey));
  return y - area.y + Mm(2);
}

// ---- Pages --------------------------------------------------------------

/// The chart sections, in the order they are laid out.
enum class Section { Scores, Points, Completion, Game };
const Section kSections[] = {Section::Scores, Section::Points, Section::Completion, Section::Game};

/// How tall the score chart may grow: enough for its rows, at most half a column.
Mm ScoresBudget(const PlayReportData& r, Mm column) {
  double rows = double(r.at(0).options.players) * double(r.size());
  return std::min(column * 0.5, (r.compare() ? Mm(8.5) : Mm(13)) * rows + Mm(34));
}

/// Draws one section into `area`; returns the height it took.
Mm DrawSection(cairo_t* cr, const PlayReportData& r, Section section, RectMm area) {
  switch (section) {
    case Section::Scores:
      return DrawScores(cr, r, {area.x, area.y, area.w, ScoresBudget(r, area.h)});
    case Section::Points: return DrawPoints(cr, r, area);
    case Section::Completion: return DrawCompletion(cr, r, area);
    case Section::Game: return DrawSupplyAndEdges(cr, r, area);
  }
  return Mm(0);
}

/// One column of a chart page.
struct Column {
  int page = 0;
  int index = 0;  ///< 0 left, 1 right
  std::vector<Section> sections;
};

/// Where everything goes: the designer's page first, then the charts in two
/// columns, then the tile table across whole pages.
struct Plan {
  Mm top;       ///< below the header
  Mm height;    ///< of a column
  std::vector<Column> columns;  ///< the charts'
  int table_page = 2;           ///< the tile table's first page
  size_t table_rows = 1;        ///< rows of the tile table a page
  int pages = 1;
};

/// The area of column `index` of a chart page.
RectMm ColumnArea(const Plan& plan, int index) {
  Mm w = (kPage.w - kKitMargin * 2 - kGap) / 2;
  return {kKitMargin + (w + kGap) * double(index), plan.top, w, plan.height};
}

/// The whole width of a page below the header.
RectMm PageArea(const Plan& plan) { return {kKitMargin, plan.top, kPage.w - kKitMargin * 2, plan.height}; }

Plan MakePlan(const PlayReportData& r) {
  ContextPtr measure = MeasureContext();
  Plan plan;
  plan.top = DrawHeader(measure.get(), r, 0, 1);
  plan.height = kPage.h - kKitMargin - Mm(6) - plan.top;
  // The charts fill the left column of page 2, then its right, then on.
  Column column{1, 0, {}};
  Mm used(0);
  for (Section section : kSections) {
    RectMm area = ColumnArea(plan, column.index);
    Mm h = DrawSection(measure.get(), r, section, {area.x, area.y + used, area.w, area.h - used});
    if (used + h > area.h && !column.sections.empty()) {
      plan.columns.push_back(column);
      column = {column.index == 1 ? column.page + 1 : column.page, 1 - column.index, {}};
      used = Mm(0);
      area = ColumnArea(plan, column.index);
      h = DrawSection(measure.get(), r, section, area);
    }
    column.sections.push_back(section);
    used += h;
  }
  plan.columns.push_back(column);
  plan.table_page = column.page + 1;
  plan.table_rows = size_t(TileTableRowsFitting(r, plan.height));
  size_t table_pages = (r.rows.size() + plan.table_rows - 1) / plan.table_rows;
  plan.pages = plan.table_page + int(std::max<size_t>(1, table_pages));
  return plan;
}

void DrawPage(cairo_t* cr, const PlayReportData& r, const Plan& plan, int page) {
  DrawHeader(cr, r, page, plan.pages);
  if (page == 0) {
    DrawDesignerPage(cr, r.summary, r.at(0), *(*r.sets)[0], *r.theme, PageArea(plan));
  } else if (page < plan.table_page) {
    for (const Column& c : plan.columns) {
      if (c.page != page) continue;
      RectMm area = ColumnArea(plan, c.index);
      Mm y = area.y;
      for (Section section : c.sections) y += DrawSection(cr, r, section, {area.x, y, area.w, area.bottom() - y});
    }
  } else {
    size_t first = size_t(page - plan.table_page) * plan.table_rows;
    DrawTileTable(cr, r, PageArea(plan), first, plan.table_rows, first + plan.table_rows < r.rows.size());
  }
  DrawFooter(cr, kPage, kKitMargin, "carckit simulate --report",
             "Page " + std::to_string(page + 1) + " of " + std::to_string(plan.pages));
}

/// Draws every page one under the other on `cr`.
void DrawStacked(cairo_t* cr, const PlayReportData& r, const Plan& plan) {
  for (int p = 0; p < plan.pages; ++p) {
    SaveGuard guard(cr);
    Translate(cr, Mm(0), kPage.h * double(p));
    cairo_set_source_rgb(cr, 1, 1, 1);
    Rectangle(cr, {Mm(0), Mm(0), kPage.w, kPage.h});
    cairo_fill(cr);
    DrawPage(cr, r, plan, p);
  }
}

/// Adds the report's pages to the PDF `doc`.
Status AddPages(PdfDocument& doc, const PlayReportData& r, const Plan& plan) {
  for (int p = 0; p < plan.pages; ++p) {
    doc.BeginPage(kPage, std::to_string(p + 1));
    DrawPage(doc.cr(), r, plan, p);
    doc.EndPage();
  }
  return Status::Ok();
}

/// The report as a PDF, or as one SVG or PNG image of every page stacked.
ImageContent Content(const PlayReportData& r, const Plan& plan) {
  ImageContent content;
  content.size = {kPage.w, kPage.h * double(plan.pages)};
  content.draw = [&r, &plan](cairo_t* cr) { DrawStacked(cr, r, plan); };
  content.pages = [&r, &plan](PdfDocument& doc) { return AddPages(doc, r, plan); };
  content.metadata.title = "Play-test report: " + r.at(0).set_id;
  content.metadata.subject = "carckit simulate: " + PlayersText(r.at(0).options);
  return content;
}

/// How the report's PNG is encoded: 150 dpi, the pages filling its width
/// exactly, painted white all over.
ImageEncoding Encoding() {
  ImageEncoding e;
  e.dpi = 150;
  e.exact_width = true;
  e.opaque = true;
  e.hint = "write the report as .pdf or .svg instead";
  return e;
}

}  // namespace

int PlayReportPages(const std::vector<SimulationResult>& results,
                    const std::vector<const TileSet*>& sets, const Theme& theme,
                    const SimulationResult* played_base) {
  if (results.empty()) return 0;
  PlayReportData r{&results, &sets, &theme, played_base};
  return MakePlan(r).pages;
}

DesignerSummary PlayReportSummary(const std::vector<SimulationResult>& results,
                                  const std::vector<const TileSet*>& sets, const SimulationResult* played_base) {
  return SummarizeForDesigner(results.at(0), *sets.at(0), ReferenceOf(results, sets, played_base));
}

Status CheckReportPath(const std::string& path) {
  ImageFormat format;
  if (ImageFormatOf(path, "", &format)) return Status::Ok();
  return UnknownImageFormat("report ", path, {ImageFormat::Pdf, ImageFormat::Svg, ImageFormat::Png});
}

Status WritePlayReport(const std::string& path, const std::vector<SimulationResult>& results,
                       const std::vector<const TileSet*>& sets, const Theme& theme,
                       const std::vector<std::string>& inputs, int* pages,
                       const SimulationResult* played_base) {
  if (results.empty()) return Status::Io("no games to report");
  ImageFormat format;
  if (!ImageFormatOf(path, "", &format)) return CheckReportPath(path);
  PlayReportData r{&results, &sets, &theme, played_base};
  Plan plan = MakePlan(r);
  Status written = WriteImageFile(path, format, Encoding(), Content(r, plan), inputs);
  if (written.ok()) *pages = plan.pages;  // else nothing was written: "wrote" would be false
  return written;
}

}  // namespace carc
