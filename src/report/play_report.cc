#include "report/play_report.h"

#include <cairo-svg.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <unordered_map>

#include "art/tile_art.h"
#include "base/text_util.h"
#include "draw/chart.h"
#include "draw/pdf_document.h"
#include "draw/text.h"
#include "kit/follower_tokens.h"
#include "kit/kit_section.h"
#include "print/print_marks.h"
#include "play/play_figures.h"
#include "report/format.h"
#include "report/simulate_report.h"
#include "spec/shape_key.h"

namespace carc {

namespace {

const SizeMm kPage{Mm(297), Mm(210)};  // A4 landscape
const Mm kGap = Mm(10);                 // between the two columns
const Mm kLeftWidth = Mm(128);
const Color kTitle{0.45, 0.16, 0.08, 1};
const Color kInk{0.15, 0.12, 0.10, 1};
const Color kGrey{0.38, 0.36, 0.34, 1};
const Color kRule{0.55, 0.45, 0.35, 1};
const Color kTan{0.93, 0.87, 0.75, 1};
const Color kParchment{0.98, 0.96, 0.90, 1};
const Color kWarning{0.75, 0.10, 0.08, 1};
/// Sets side by side: the kit's brown, then colours apart from the seats'.
const Color kSetColors[] = {{0.45, 0.16, 0.08, 1}, {0.05, 0.45, 0.50, 1}, {0.48, 0.26, 0.60, 1},
                            {0.55, 0.50, 0.05, 1}, {0.30, 0.30, 0.30, 1}};

/// One row of the tile table: the type of each set shown in it, -1 where a
/// set has none. Compared sets are matched by what their tiles show (edges
/// and features, in any rotation: ShapeKey), never by their letters, which
/// mean different tiles in different sets.
struct TypeRow {
  std::vector<int> types;  ///< by set
};

/// The rows of the tile table for the first `count` of `sets` (compared
/// when more than one): one per type of a single set; for compared
/// sets one per shape, in the first set's order, then the shapes only later
/// sets have. A shape a set has twice fills two rows, matched in order.
/// Linear in the types: each key's rows are kept in order, and each set
/// fills them from the first it has not filled yet (a scan of every row
/// for every type made 10 000 types a quadratic 50 million comparisons, on
/// every page).
std::vector<TypeRow> TypeRows(const std::vector<const TileSet*>& sets, size_t count) {
  bool compare = count > 1;
  std::vector<TypeRow> rows;
  std::unordered_map<std::string, std::vector<size_t>> rows_of;  // by key, in row order
  for (size_t s = 0; s < count; ++s) {
    const TileSet& set = *sets[s];
    std::unordered_map<std::string, size_t> next;  // by key: the first of its rows this set may fill
    for (size_t t = 0; t < set.tiles.size(); ++t) {
      std::string key = compare ? ShapeKey(set.tiles[t]) : std::to_string(t);
      std::vector<size_t>& candidates = rows_of[key];
      size_t& i = next[key];
      while (i < candidates.size() && rows[candidates[i]].types[s] >= 0) ++i;
      if (i == candidates.size()) {
        rows.push_back({std::vector<int>(count, -1)});
        candidates.push_back(rows.size() - 1);
      }
      rows[candidates[i++]].types[s] = int(t);
    }
  }
  return rows;
}

/// Everything the drawing functions share.
struct Report {
  Report(const std::vector<SimulationResult>* results, const std::vector<const TileSet*>* sets,
         const Theme* theme)
      : results(results), sets(sets), theme(theme), rows(TypeRows(*sets, results->size())) {}
  const std::vector<SimulationResult>* results;
  const std::vector<const TileSet*>* sets;
  const Theme* theme;
  std::vector<TypeRow> rows;  ///< the tile table's rows, made once for every page
  size_t size() const { return results->size(); }
  bool compare() const { return results->size() > 1; }
  const SimulationResult& at(size_t i) const { return (*results)[i]; }
};

TextStyle Style(double size, bool bold = false, Color color = kInk) { return KitStyle(size, bold, color); }

/// Every number, label and note on the charts: 8 pt, legible on paper.
constexpr double kSmall = 8;
/// The height of a line of kSmall text.
constexpr Mm kLine = Mm(3.6);

Color SetColor(size_t set) { return kSetColors[set % (sizeof kSetColors / sizeof kSetColors[0])]; }

/// The colour of a feature kind, taken from the tiles' own art.
Color FeatureColor(const Theme& theme, FeatureKind kind) {
  switch (kind) {
    case FeatureKind::Road: return {0.62, 0.53, 0.38, 1};
    case FeatureKind::City: return theme.roof;
    case FeatureKind::Monastery: return theme.shield;
    case FeatureKind::Field: return theme.field;
  }
  return kGrey;
}

/// The colour of an edge terrain, from the tiles' own art.
Color TerrainColor(const Theme& theme, Terrain terrain) {
  switch (terrain) {
    case Terrain::Field: return theme.field;
    case Terrain::Road: return FeatureColor(theme, FeatureKind::Road);
    case Terrain::City: return theme.roof;
    case Terrain::Water: return theme.water;
  }
  return kGrey;
}

/// A section heading in the kit's style: brown, bold, a rule under it.
Mm Heading(cairo_t* cr, const std::string& text, PointMm at, Mm width) {
  Mm h = DrawText(cr, text, Style(11.5, true, kTitle), at, width);
  SaveGuard guard(cr);
  carc::SetColor(cr, kRule);
  SetLineWidth(cr, Mm(0.3));
  MoveTo(cr, at.x, at.y + h + Mm(0.6));
  LineTo(cr, at.x + width, at.y + h + Mm(0.6));
  cairo_stroke(cr);
  return h + Mm(2.2);
}

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
  TextStyle style = Style(kSmall);
  DrawText(cr, text, style, {at.x + mark + Mm(1.5), at.y + h / 2 - kLine / 2}, width - mark - Mm(1.5));
}

// ---- The header ---------------------------------------------------------

Mm DrawHeader(cairo_t* cr, const Report& r, int page, int pages) {
  Mm x = kKitMargin, w = kPage.w - kKitMargin * 2, y = kKitMargin;
  const SimulationResult& first = r.at(0);
  std::string title = "Play-test report: " + (first.set_name.empty() ? first.set_id : first.set_name);
  if (r.compare()) {
    std::vector<std::string> ids;
    for (size_t i = 0; i < r.size(); ++i) ids.push_back(r.at(i).set_id);
    title = "Play-test report: " + Join(ids, " against ");
  }
  if (pages > 1) title += "  (" + std::to_string(page + 1) + "/" + std::to_string(pages) + ")";
  y += DrawText(cr, title, Style(18, true, kTitle), {x, y}, w);
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
  y += Mm(0.8) + DrawText(cr, line, Style(8.5, false, kGrey), {x, y + Mm(0.8)}, w);
  for (size_t i = 0; i < r.size(); ++i)
    if (r.at(i).partial)
      y += DrawText(cr, "Partial: " + r.at(i).set_id + " stopped after " +
                            std::to_string(r.at(i).totals.games) + " of " +
                            std::to_string(o.games) + " games",
                    Style(8.5, true, kWarning), {x, y}, w);
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

std::vector<ScoreRow> ScoreRows(const Report& r) {
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

Mm DrawScores(cairo_t* cr, const Report& r, RectMm area) {
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
    DrawBoxPlot(cr, scale, box, y + row_h * 0.3, row_h * 0.4, Tint(row.color, 0.7), kInk);
    std::string stats = "won " + ChartPercent(f.win_share) +
                        (f.won.ci.known ? " [" + Fixed(100 * f.won.ci.low) + ", " + Fixed(100 * f.won.ci.high) + "]" : "");
    DrawText(cr, stats, Style(kSmall, true), {area.right() - stats_w, y + row_h / 2 - kLine}, stats_w);
    std::string mean = "mean " + Fixed(f.mean) +
                       (f.score.ci.known ? " ±" + Fixed((f.score.ci.high - f.score.ci.low) / 2) : "") +
                       ", sd " + Fixed(f.sd) + (f.tie_share > 0 ? "; tied " + ChartPercent(f.tie_share) : "");
    DrawText(cr, mean, Style(kSmall, false, kGrey),
             {area.right() - stats_w, y + row_h / 2}, stats_w);
    y += row_h;
  }
  y += DrawTicks(cr, scale, ticks, chart_top, y, Style(kSmall, false, kGrey));
  y += DrawAxisTitle(cr, scale, y, "final score (points)", Style(kSmall, true, kGrey));
  std::string legend = "Box: middle half of the games; whiskers: 5th to 95th percentile; line: median; "
                       "◇: mean (± one standard deviation of a game's score). Shaded: how often each score "
                       "occurred.";
  y += DrawText(cr, legend, Style(kSmall, false, kGrey), {area.x, y + Mm(0.5)}, area.w) + Mm(0.5);
  for (size_t s = 0; s < r.size(); ++s) {
    std::string note = TurnsNote(r.at(s));
    if (note.empty()) continue;
    if (r.compare()) note = r.at(s).set_id + ": " + note;
    y += DrawText(cr, note, Style(kSmall, true, kTitle), {area.x, y + Mm(0.3)}, area.w) + Mm(0.3);
  }
  return y - area.y + Mm(3);
}

// ---- Points and completion by feature kind ------------------------------

/// The feature kinds a report shows for `r`: farms only when farmers play.
std::vector<FeatureKind> Kinds(const Report& r, bool completable) {
  std::vector<FeatureKind> kinds = {FeatureKind::Road, FeatureKind::City, FeatureKind::Monastery};
  bool farmers = false;
  for (size_t s = 0; s < r.size(); ++s) farmers |= r.at(s).farmers;
  if (farmers && !completable) kinds.push_back(FeatureKind::Field);
  return kinds;
}

Mm DrawPoints(cairo_t* cr, const Report& r, RectMm area) {
  Mm y = area.y + Heading(cr, "Points per game by feature, all players", {area.x, area.y}, area.w);
  double top = 1;
  for (size_t s = 0; s < r.size(); ++s)
    for (FeatureKind k : Kinds(r, false)) {
      FeatureFigures f = FeatureFiguresOf(r.at(s).totals, k);
      top = std::max(top, f.in_play + f.final_scoring);
    }
  std::vector<double> ticks = NiceTicks(0, top, 5);
  Mm label_w = Mm(22), value_w = Mm(30);
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
      std::string value = Fixed(f.in_play) + " + " + Fixed(f.final_scoring) + " = " +
                          Fixed(f.in_play + f.final_scoring);
      if (k == FeatureKind::Field && !r.at(s).farmers) value = "no farmers in this set";
      if (r.compare()) value = r.at(s).set_id + ": " + value;
      DrawText(cr, value, Style(kSmall, false, r.compare() ? SetColor(s) : kInk),
               {scale.At(f.in_play + f.final_scoring) + Mm(1), by + bar / 2 - kLine / 2}, value_w + Mm(20));
    }
    y += group + Mm(1.2);
  }
  y += DrawTicks(cr, scale, ticks, top_y, y, Style(kSmall, false, kGrey));
  y += DrawAxisTitle(cr, scale, y, "points per game (mean over the games)", Style(kSmall, true, kGrey));
  y += DrawText(cr, "Dark: scored during play; light: in the final scoring.", Style(kSmall, false, kGrey),
                {area.x, y + Mm(0.5)}, area.w);
  return y - area.y + Mm(3);
}

Mm DrawCompletion(cairo_t* cr, const Report& r, RectMm area) {
  Mm y = area.y + Heading(cr, "Completed by the end of the game", {area.x, area.y}, area.w);
  Mm label_w = Mm(22), value_w = Mm(56);
  ChartScale scale{0, 1, area.x + label_w, area.right() - value_w};
  // Each set's row: its bar, and two lines beside it: the share of how many,
  // and how large the completed and the unfinished ones were.
  Mm sub = kLine * 2 + Mm(0.6), bar = Mm(3.6), top_y = y;
  for (FeatureKind k : Kinds(r, true)) {
    Color color = FeatureColor(*r.theme, k);
    Mm group = sub * double(r.size());
    RowLabel(cr, FeatureReportName(k), color, false, {area.x, y}, label_w, group);
    for (size_t s = 0; s < r.size(); ++s) {
      FeatureFigures f = FeatureFiguresOf(r.at(s).totals, k);
      Mm sy = y + sub * double(s), by = sy + (sub - bar) / 2;
      DrawBar(cr, scale, 0, 1, by, bar, kParchment);
      DrawBar(cr, scale, 0, f.completion, by, bar, r.compare() ? SetColor(s) : color);
      std::string share = ChartPercent(f.completion) + " of " + Fixed(f.count) + " a game";
      if (r.compare()) share = r.at(s).set_id + ": " + share;
      std::string size = "size: " + Fixed(f.completed_size) + " tiles if completed, " + Fixed(f.open_size) +
                         " if not";
      DrawText(cr, share, Style(kSmall), {scale.x1 + Mm(1.5), sy + Mm(0.3)}, value_w - Mm(1.5));
      DrawText(cr, size, Style(kSmall, false, kGrey), {scale.x1 + Mm(1.5), sy + Mm(0.3) + kLine}, value_w - Mm(1.5));
    }
    y += group + Mm(1.2);
  }
  y += DrawTicks(cr, scale, {0, 0.25, 0.5, 0.75, 1}, top_y, y, Style(kSmall, false, kGrey), "%", 100);
  y += DrawAxisTitle(cr, scale, y, "share completed by the end (%)", Style(kSmall, true, kGrey));
  return y - area.y + Mm(3);
}

Mm DrawSupplyAndEdges(cairo_t* cr, const Report& r, RectMm area) {
  Mm y = area.y + Heading(cr, "The game, followers and open edges", {area.x, area.y}, area.w);
  for (size_t s = 0; s < r.size(); ++s) {
    const SimulationTotals& t = r.at(s).totals;
    std::string line = (r.compare() ? r.at(s).set_id + ": " : std::string()) + Fixed(Ratio(t.turns, t.games)) +
                       " turns a game (" + std::to_string(t.turns_min) + " to " + std::to_string(t.turns_max) +
                       "); tiles set aside as unplaceable: " + Fixed(Ratio(t.set_aside, t.games), 2) +
                       " a game, in " + ChartPercent(Ratio(t.games_with_set_aside, t.games)) + " of games.";
    y += DrawText(cr, line, Style(kSmall, false, r.compare() ? SetColor(s) : kInk), {area.x, y}, area.w) + Mm(0.8);
  }
  // Two charts, each on its own scale: a share of turns, then counts.
  Mm label_w = Mm(44), value_w = Mm(24), bar = Mm(4);
  ChartScale share{0, 1, area.x + label_w, area.right() - value_w};
  Mm group = bar * double(r.size()), top_y = y;
  RowLabel(cr, "turns with no follower left", kTitle, false, {area.x, y}, label_w, group);
  for (size_t s = 0; s < r.size(); ++s) {
    double empty = EmptySupplyShare(r.at(s).totals);
    Mm by = y + bar * double(s) + Mm(0.3);
    DrawBar(cr, share, 0, 1, by, bar - Mm(0.6), kParchment);
    DrawBar(cr, share, 0, empty, by, bar - Mm(0.6), r.compare() ? SetColor(s) : kTitle);
    DrawText(cr, ChartPercent(empty), Style(kSmall), {share.x1 + Mm(1.5), by + bar / 2 - kLine / 2}, value_w);
  }
  y += group + Mm(0.8);
  y += DrawTicks(cr, share, {0, 0.25, 0.5, 0.75, 1}, top_y, y, Style(kSmall, false, kGrey), "%", 100);
  y += DrawAxisTitle(cr, share, y, "share of a player's turns (%)", Style(kSmall, true, kGrey)) + Mm(2);
  // Open edges: what the board shows towards its empty cells at the end.
  double top = 1;
  size_t terrains = 0;
  for (size_t s = 0; s < r.size(); ++s) {
    terrains = std::max(terrains, r.at(s).totals.open_edges.size());
    for (long long e : r.at(s).totals.open_edges) top = std::max(top, Ratio(e, r.at(s).totals.games));
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
      Mm by = y + bar * double(s) + Mm(0.3);
      DrawBar(cr, scale, 0, v, by, bar - Mm(0.6), r.compare() ? SetColor(s) : color);
      DrawText(cr, Fixed(v), Style(kSmall), {scale.At(v) + Mm(1.5), by + bar / 2 - kLine / 2}, value_w + Mm(30));
    }
    y += group + Mm(0.8);
  }
  y += DrawTicks(cr, scale, ticks, top_y, y, Style(kSmall, false, kGrey));
  y += DrawAxisTitle(cr, scale, y, "open edges left at the end, per game (count)", Style(kSmall, true, kGrey));
  return y - area.y + Mm(2);
}

// ---- Tile types ---------------------------------------------------------

/// Where the columns of the tile table sit.
struct TypeColumns {
  Mm tile, drawn, aside, places, follower, points, end;
  double aside_top = 0.05, places_top = 1, points_top = 1;
};

TypeColumns Columns(const Report& r, RectMm area) {
  TypeColumns c;
  c.tile = area.x;
  c.drawn = area.x + Mm(34);
  c.aside = c.drawn + Mm(11);
  c.places = c.aside + Mm(21);
  c.follower = c.places + Mm(21);
  c.points = c.follower + Mm(30);
  c.end = area.right();
  for (size_t s = 0; s < r.size(); ++s)
    for (const TypeTotals& t : r.at(s).totals.types) {
      TypeFigures f = FiguresOf(t, r.at(s).totals.games);
      c.aside_top = std::max(c.aside_top, f.set_aside);
      c.places_top = std::max(c.places_top, f.placements);
      StrengthFigures strength = StrengthOf(t);
      c.points_top = std::max(c.points_top, strength.own_points.ci.known ? strength.own_points.ci.high
                                                                         : strength.own_points.mean);
    }
  return c;
}

/// The thumbnail of a tile in the table: large enough to read its features.
constexpr Mm kThumbnail = Mm(8.4);
/// One set's part of a row: the thumbnail and two lines of text beside it.
constexpr Mm kTypeLine = Mm(9.4);

Mm RowHeight(const Report& r) { return kTypeLine * double(r.size()); }

constexpr Mm kTypeHeader = Mm(8.6);

void DrawTypeHeader(cairo_t* cr, const TypeColumns& c, Mm y, Mm w) {
  SaveGuard guard(cr);
  carc::SetColor(cr, kTan);
  Rectangle(cr, {c.tile, y, w, kTypeHeader});
  cairo_fill(cr);
  TextStyle head = Style(kSmall, true);
  DrawText(cr, "Tile", head, {c.tile + Mm(1), y + Mm(0.6)}, Mm(30));
  DrawText(cr, "drawn\na game", head, {c.drawn - Mm(2), y + Mm(0.6)}, Mm(13));
  DrawText(cr, "set aside\n(no fit)", head, {c.aside, y + Mm(0.6)}, c.places - c.aside);
  DrawText(cr, "placings\nwhen drawn", head, {c.places, y + Mm(0.6)}, c.follower - c.places);
  DrawText(cr, "follower\non it", head, {c.follower, y + Mm(0.6)}, c.points - c.follower);
  DrawText(cr, "own points\na copy ± 95%", head, {c.points, y + Mm(0.6)}, c.end - c.points);
}

/// The width of `text` on one line in `style`.
Mm TextWidth(cairo_t* cr, const std::string& text, const TextStyle& style) {
  return LayoutSize(MakeLayout(cr, text, style, Mm(0), Align::Left).get()).w;
}

/// The key to the follower bars' colours, under the table; returns its height.
Mm DrawFollowerKey(cairo_t* cr, const Theme& theme, PointMm at) {
  TextStyle key = Style(kSmall, false, kGrey);
  Mm x = at.x + TextWidth(cr, "Follower on it, by what it stood on:", key) + Mm(1.5);
  DrawText(cr, "Follower on it, by what it stood on:", key, at, Mm(0));
  for (int k = 0; k < kFeatureKinds; ++k) {
    {
      SaveGuard guard(cr);
      carc::SetColor(cr, FeatureColor(theme, FeatureKind(k)));
      Rectangle(cr, {x, at.y + Mm(0.6), Mm(2.6), Mm(2.6)});
      cairo_fill(cr);
    }
    std::string name = FeatureReportName(FeatureKind(k));
    DrawText(cr, name, key, {x + Mm(3.2), at.y}, Mm(0));
    x += Mm(3.2) + TextWidth(cr, name, key) + Mm(2.5);
  }
  return kLine;
}

/// A small bar with its value to the right, within [x, x + w).
void ValueBar(cairo_t* cr, Mm x, Mm w, Mm y, Mm h, double value, double top,
              const std::string& text, const Color& color) {
  ChartScale scale{0, top, x, x + w - Mm(11)};
  DrawBar(cr, scale, 0, top, y, h, kParchment);
  DrawBar(cr, scale, 0, value, y, h, color);
  DrawText(cr, text, Style(kSmall), {scale.x1 + Mm(0.8), y + h / 2 - kLine / 2}, Mm(11));
}

/// `text` in `style` on one line at most `width` wide, ending in "…" if longer.
void OneLine(cairo_t* cr, const std::string& text, const TextStyle& style, PointMm at, Mm width) {
  LayoutPtr layout = MakeLayout(cr, text, style, width, Align::Left);
  pango_layout_set_ellipsize(layout.get(), PANGO_ELLIPSIZE_END);
  pango_layout_set_height(layout.get(), -1);
  SaveGuard guard(cr);
  carc::SetColor(cr, style.color);
  MoveTo(cr, at.x, at.y);
  pango_cairo_show_layout(cr, layout.get());
}

/// A bar to `e`'s mean with a whisker over its 95 % interval, and the mean
/// ± the interval's half-width, within [x, x + w).
void IntervalBar(cairo_t* cr, Mm x, Mm w, Mm y, Mm h, const MeanEstimate& e, double top,
                 const Color& color) {
  ChartScale scale{0, top, x, x + std::max(Mm(4), w - Mm(17))};
  DrawBar(cr, scale, 0, top, y, h, kParchment);
  DrawBar(cr, scale, 0, e.mean, y, h, color);
  std::string text = Fixed(e.mean);
  if (e.ci.known) {
    SaveGuard guard(cr);
    carc::SetColor(cr, kTitle);
    SetLineWidth(cr, Mm(0.3));
    Mm mid = y + h / 2, lo = scale.At(e.ci.low), hi = scale.At(e.ci.high);
    MoveTo(cr, lo, mid);
    LineTo(cr, hi, mid);
    for (Mm at : {lo, hi}) {
      MoveTo(cr, at, mid - h / 3);
      LineTo(cr, at, mid + h / 3);
    }
    cairo_stroke(cr);
    text += " ±" + Fixed((e.ci.high - e.ci.low) / 2);  // a mean's interval is symmetric
  }
  DrawText(cr, text, Style(kSmall), {scale.x1 + Mm(0.8), y + h / 2 - kLine / 2}, Mm(17));
}

void DrawTypeRow(cairo_t* cr, const Report& r, const TypeColumns& c, const TypeRow& row, Mm y, Mm h,
                 bool shade) {
  if (shade) {
    SaveGuard guard(cr);
    cairo_set_source_rgba(cr, 0.93, 0.87, 0.75, 0.35);
    Rectangle(cr, {c.tile, y, c.end - c.tile, h});
    cairo_fill(cr);
  }
  Mm sub = h / double(r.size());
  for (size_t s = 0; s < r.size(); ++s) {
    int t = row.types[s];
    Mm sy = y + sub * double(s);
    Mm bh = Mm(3.4), by = sy + (sub - bh) / 2;
    if (t < 0) {
      DrawText(cr, "not in " + r.at(s).set_id, Style(kSmall, false, kGrey), {c.tile + kThumbnail + Mm(1.6), by},
               Mm(40));
      continue;
    }
    // Each set's own tile as printed, its id and its name.
    const TileType& tile = (*r.sets)[s]->tiles[size_t(t)];
    TileFrame frame{{c.tile + Mm(0.6), sy + (sub - kThumbnail) / 2, kThumbnail, kThumbnail}, Mm(0), 0};
    DrawTileFront(cr, tile, *r.theme, frame);
    Mm tx = c.tile + kThumbnail + Mm(1.6), tw = c.drawn - Mm(3) - tx;
    std::string id = r.compare() ? r.at(s).set_id + " " + tile.id : tile.id;
    OneLine(cr, id, Style(kSmall, true, r.compare() ? SetColor(s) : kInk), {tx, sy + sub / 2 - kLine}, tw);
    OneLine(cr, tile.name, Style(kSmall, false, kGrey), {tx, sy + sub / 2}, tw);
    TypeFigures f = FiguresOf(r.at(s).totals.types[size_t(t)], r.at(s).totals.games);
    Color tint = r.compare() ? SetColor(s) : kTitle;
    DrawText(cr, Fixed(f.drawn, 1), Style(kSmall), {c.drawn - Mm(2), by + bh / 2 - kLine / 2}, Mm(10), Align::Right);
    if (!f.ever_drawn) {
      DrawText(cr, "start tile only", Style(kSmall, false, kGrey), {c.aside, by + bh / 2 - kLine / 2}, Mm(40));
    } else {
      ValueBar(cr, c.aside, c.places - c.aside - Mm(1), by, bh, f.set_aside, c.aside_top,
               ChartPercent(f.set_aside), f.set_aside > 0 ? kWarning : tint);
      ValueBar(cr, c.places, c.follower - c.places - Mm(1), by, bh, f.placements, c.places_top,
               Fixed(f.placements), tint);
    }
    // Followers put on it, by what they stood on.
    ChartScale share{0, 1, c.follower, c.points - Mm(11)};
    DrawBar(cr, share, 0, 1, by, bh, kParchment);
    double from = 0;
    for (int k = 0; k < kFeatureKinds; ++k) {
      DrawBar(cr, share, from, from + f.follower_on[k], by, bh, FeatureColor(*r.theme, FeatureKind(k)));
      from += f.follower_on[k];
    }
    DrawText(cr, ChartPercent(f.follower), Style(kSmall), {share.x1 + Mm(0.8), by + bh / 2 - kLine / 2}, Mm(11));
    IntervalBar(cr, c.points, c.end - c.points, by, bh,
                StrengthOf(r.at(s).totals.types[size_t(t)]).own_points, c.points_top, tint);
  }
}

/// Rows of the tile table that fit in `h` below its heading and header and
/// above its notes.
int RowsFitting(const Report& r, Mm h) {
  return std::max(1, int((h - Mm(10) - kTypeHeader - kLine * 3).v / RowHeight(r).v));
}

void DrawTypes(cairo_t* cr, const Report& r, RectMm area, size_t first, size_t count, bool more) {
  Mm y = area.y + Heading(cr, first == 0 ? "Tile types" : "Tile types (continued)", {area.x, area.y}, area.w);
  TypeColumns c = Columns(r, area);
  DrawTypeHeader(cr, c, y, area.w);
  y += kTypeHeader + Mm(0.5);
  const std::vector<TypeRow>& rows = r.rows;
  Mm h = RowHeight(r);
  for (size_t i = first; i < std::min(rows.size(), first + count); ++i) {
    DrawTypeRow(cr, r, c, rows[i], y, h, (i - first) % 2 == 1);
    y += h;
  }
  y += Mm(0.8);
  y += DrawFollowerKey(cr, *r.theme, {area.x, y});
  std::string note = "Per draw: set aside, placings; per placed copy: follower, and the points the placer's own "
                     "followers scored from the features it became part of.";
  if (r.compare()) note += " Sets are matched by what their tiles show, in any rotation, not by letter.";
  if (more) note += " More tile types follow.";
  DrawText(cr, note, Style(kSmall, false, kGrey), {area.x, y}, area.w);
}

// ---- Pages --------------------------------------------------------------

/// The chart sections, in the order they are laid out.
enum class Section { Scores, Points, Completion, Game };
const Section kSections[] = {Section::Scores, Section::Points, Section::Completion, Section::Game};

/// How tall the score chart may grow: enough for its rows, at most half a column.
Mm ScoresBudget(const Report& r, Mm column) {
  double rows = double(r.at(0).options.players) * double(r.size());
  return std::min(column * 0.5, (r.compare() ? Mm(8.5) : Mm(13)) * rows + Mm(34));
}

/// Draws one section into `area`; returns the height it took.
Mm DrawSection(cairo_t* cr, const Report& r, Section section, RectMm area) {
  switch (section) {
    case Section::Scores:
      return DrawScores(cr, r, {area.x, area.y, area.w, ScoresBudget(r, area.h)});
    case Section::Points: return DrawPoints(cr, r, area);
    case Section::Completion: return DrawCompletion(cr, r, area);
    case Section::Game: return DrawSupplyAndEdges(cr, r, area);
  }
  return Mm(0);
}

/// One column of a page: chart sections, then a run of tile table rows.
struct Column {
  int page = 0;
  int index = 0;  ///< 0 left, 1 right
  std::vector<Section> sections;
  size_t first_type = 0;
  size_t type_count = 0;
};

/// Where everything goes.
struct Plan {
  Mm top;       ///< below the header
  Mm height;    ///< of a column
  std::vector<Column> columns;
  int pages = 1;
};

/// The area of column `index` of page `page`: the first page has the charts
/// on the left and the tile table on the right; later pages two equal columns.
RectMm ColumnArea(const Plan& plan, int page, int index) {
  if (page == 0 && index == 0) return {kKitMargin, plan.top, kLeftWidth, plan.height};
  if (page == 0) {
    Mm x = kKitMargin + kLeftWidth + kGap;
    return {x, plan.top, kPage.w - kKitMargin - x, plan.height};
  }
  Mm w = (kPage.w - kKitMargin * 2 - kGap) / 2;
  return {kKitMargin + (w + kGap) * double(index), plan.top, w, plan.height};
}

Plan MakePlan(const Report& r) {
  ContextPtr measure = MeasureContext();
  Plan plan;
  plan.top = DrawHeader(measure.get(), r, 0, 1);
  plan.height = kPage.h - kKitMargin - Mm(6) - plan.top;
  // The charts fill the first page's left column; what does not fit moves on.
  Column charts;
  std::vector<Section> spill;
  RectMm left = ColumnArea(plan, 0, 0);
  Mm used(0);
  for (Section section : kSections) {
    Mm h = DrawSection(measure.get(), r, section, {left.x, left.y + used, left.w, left.h - used});
    if (spill.empty() && used + h <= left.h) {
      charts.sections.push_back(section);
      used += h;
    } else {
      spill.push_back(section);
    }
  }
  plan.columns.push_back(charts);
  // The tile table runs down the first page's right column, then on.
  size_t types = r.rows.size(), rows = size_t(RowsFitting(r, plan.height)), next = 0;
  int page = 0, index = 1;
  if (!spill.empty()) {
    plan.columns.push_back({0, 1, {}, 0, std::min(rows, types)});
    next = std::min(rows, types);
    Column rest{1, 0, spill, 0, 0};
    plan.columns.push_back(rest);
    page = 1;
    index = 1;
  }
  while (next < types || (page == 0 && index == 1)) {
    Column c{page, index, {}, next, std::min(rows, types - next)};
    plan.columns.push_back(c);
    next += c.type_count;
    if (++index == 2) {
      index = 0;
      ++page;
    }
  }
  for (const Column& c : plan.columns) plan.pages = std::max(plan.pages, c.page + 1);
  return plan;
}

void DrawPage(cairo_t* cr, const Report& r, const Plan& plan, int page) {
  DrawHeader(cr, r, page, plan.pages);
  size_t types = r.rows.size();
  for (const Column& c : plan.columns) {
    if (c.page != page) continue;
    RectMm area = ColumnArea(plan, page, c.index);
    Mm y = area.y;
    for (Section section : c.sections)
      y += DrawSection(cr, r, section, {area.x, y, area.w, area.bottom() - y});
    if (c.type_count > 0)
      DrawTypes(cr, r, {area.x, y, area.w, area.bottom() - y}, c.first_type, c.type_count,
                c.first_type + c.type_count < types);
  }
  DrawFooter(cr, kPage, kKitMargin, "carckit simulate --report",
             "Page " + std::to_string(page + 1) + " of " + std::to_string(plan.pages));
}

std::string Extension(const std::string& path) {
  std::string ext = std::filesystem::path(path).extension().string();
  std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return std::tolower(c); });
  return ext;
}

Status Failed(const std::string& path, cairo_status_t status) {
  return Status::Io(std::string("cannot write the report: ") + cairo_status_to_string(status)).At(path);
}

/// Draws every page one under the other on `cr`.
void DrawStacked(cairo_t* cr, const Report& r, const Plan& plan) {
  for (int p = 0; p < plan.pages; ++p) {
    SaveGuard guard(cr);
    Translate(cr, Mm(0), kPage.h * double(p));
    cairo_set_source_rgb(cr, 1, 1, 1);
    Rectangle(cr, {Mm(0), Mm(0), kPage.w, kPage.h});
    cairo_fill(cr);
    DrawPage(cr, r, plan, p);
  }
}

Status WritePng(const std::string& path, const Report& r, const Plan& plan,
                const std::vector<std::string>& inputs) {
  int pages = plan.pages;
  const double dpi = 150;
  int w = int(std::lround(kPage.w.px(dpi))), h = int(std::lround((kPage.h * double(pages)).px(dpi)));
  AtomicOutput out(path, inputs);
  if (!out.status().ok()) return out.status();
  SurfacePtr surface(cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h));
  double scale = double(w) / kPage.w.pt();
  cairo_surface_set_device_scale(surface.get(), scale, scale);
  {
    ContextPtr cr(cairo_create(surface.get()));
    DrawStacked(cr.get(), r, plan);
    if (cairo_status(cr.get()) != CAIRO_STATUS_SUCCESS) return Failed(path, cairo_status(cr.get()));
  }
  cairo_status_t written = cairo_surface_write_to_png_stream(surface.get(), WriteToOutput, &out);
  if (!out.WriteStatus().ok()) return out.WriteStatus();
  if (written != CAIRO_STATUS_SUCCESS) return Failed(path, written);
  return out.Commit();
}

Status WriteSvg(const std::string& path, const Report& r, const Plan& plan,
                const std::vector<std::string>& inputs) {
  int pages = plan.pages;
  AtomicOutput out(path, inputs);
  if (!out.status().ok()) return out.status();
  SurfacePtr surface(cairo_svg_surface_create_for_stream(WriteToOutput, &out, kPage.w.pt(),
                                                         (kPage.h * double(pages)).pt()));
  cairo_svg_surface_set_document_unit(surface.get(), CAIRO_SVG_UNIT_MM);
  {
    ContextPtr cr(cairo_create(surface.get()));
    DrawStacked(cr.get(), r, plan);
  }
  cairo_surface_finish(surface.get());
  if (!out.WriteStatus().ok()) return out.WriteStatus();
  if (cairo_surface_status(surface.get()) != CAIRO_STATUS_SUCCESS)
    return Failed(path, cairo_surface_status(surface.get()));
  return out.Commit();
}

Status WritePdf(const std::string& path, const Report& r, const Plan& plan,
                const std::vector<std::string>& inputs) {
  PdfMetadata meta;
  meta.title = "Play-test report: " + r.at(0).set_id;
  meta.subject = "carckit simulate: " + PlayersText(r.at(0).options);
  PdfDocument doc(path, meta, inputs);
  if (!doc.status().ok()) return doc.status();
  for (int p = 0; p < plan.pages; ++p) {
    doc.BeginPage(kPage, std::to_string(p + 1));
    DrawPage(doc.cr(), r, plan, p);
    doc.EndPage();
  }
  return doc.Finish();
}

}  // namespace

int PlayReportPages(const std::vector<SimulationResult>& results,
                    const std::vector<const TileSet*>& sets, const Theme& theme) {
  Report r{&results, &sets, &theme};
  return results.empty() ? 0 : MakePlan(r).pages;
}

Status CheckReportPath(const std::string& path) {
  std::string ext = Extension(path);
  if (ext == ".pdf" || ext == ".svg" || ext == ".png") return Status::Ok();
  return Status::Io("cannot tell the format of report '" + path +
                    "': name it .pdf, .svg or .png");
}

Status WritePlayReport(const std::string& path, const std::vector<SimulationResult>& results,
                       const std::vector<const TileSet*>& sets, const Theme& theme,
                       const std::vector<std::string>& inputs, int* pages) {
  if (results.empty()) return Status::Io("no games to report");
  Status format = CheckReportPath(path);
  if (!format.ok()) return format;
  Report r{&results, &sets, &theme};
  Plan plan = MakePlan(r);
  *pages = plan.pages;
  std::string ext = Extension(path);
  if (ext == ".pdf") return WritePdf(path, r, plan, inputs);
  if (ext == ".svg") return WriteSvg(path, r, plan, inputs);
  return WritePng(path, r, plan, inputs);
}

}  // namespace carc
