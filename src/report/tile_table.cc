#include "report/tile_table.h"

#include <algorithm>

#include "draw/chart.h"
#include "draw/text.h"
#include "play/play_figures.h"
#include "report/format.h"
#include "report/report_style.h"
#include "report/strength_chart.h"
#include "spec/set_extends.h"

namespace carc {

namespace {

/// Where the columns of the tile table sit: the page's whole width.
struct TypeColumns {
  Mm tile, drawn, aside, fits, places, follower, points, won, margin, end;
  double aside_top = 0.05, places_top = 1, points_top = 1;
  StrengthScales strength;
};

TypeColumns Columns(const PlayReportData& r, RectMm area) {
  TypeColumns c;
  c.tile = area.x;
  c.drawn = area.x + Mm(46);
  c.aside = c.drawn + Mm(12);
  c.fits = c.aside + Mm(24);
  c.places = c.fits + Mm(24);
  c.follower = c.places + Mm(22);
  c.points = c.follower + Mm(30);
  c.won = c.points + Mm(29);
  c.end = area.right();
  c.margin = c.won + (c.end - c.won) / 2;
  std::vector<StrengthFigures> strengths;
  for (size_t s = 0; s < r.size(); ++s)
    for (const TypeTotals& t : r.at(s).totals.types) {
      TypeFigures f = FiguresOf(t, r.at(s).totals.games);
      c.aside_top = std::max(c.aside_top, f.aside.ci.known ? f.aside.ci.high : f.set_aside);
      c.places_top = std::max(c.places_top, f.placements_ci.known ? f.placements_ci.high : f.placements);
      StrengthFigures strength = StrengthOf(t);
      c.points_top = std::max(c.points_top, strength.own_points.ci.known ? strength.own_points.ci.high
                                                                         : strength.own_points.mean);
      strengths.push_back(strength);
    }
  c.strength = StrengthScalesOf(strengths);
  return c;
}

/// One set's part of a row: the thumbnail and two lines of text beside it.
constexpr Mm kTypeLine = Mm(9.4);

Mm RowHeight(const PlayReportData& r) { return kTypeLine * double(r.size()); }

constexpr Mm kTypeHeader = kStrengthHeader;

void DrawTypeHeader(cairo_t* cr, const TypeColumns& c, Mm y) {
  {
    SaveGuard guard(cr);
    carc::SetColor(cr, kReportTan);
    Rectangle(cr, {c.tile, y, c.end - c.tile, kTypeHeader});
    cairo_fill(cr);
  }
  TextStyle head = ReportStyle(kSmall, true);
  DrawText(cr, "Tile (▌ this set's own)", head, {c.tile + Mm(1), y + Mm(0.6)}, c.drawn - c.tile);
  DrawText(cr, "drawn\na game", head, {c.drawn - Mm(2), y + Mm(0.6)}, Mm(13));
  DrawText(cr, "set aside\n(no fit)", head, {c.aside, y + Mm(0.6)}, c.fits - c.aside);
  DrawText(cr, "fits (open\ncells)", head, {c.fits, y + Mm(0.6)}, c.places - c.fits);
  DrawText(cr, "placings\nwhen drawn", head, {c.places, y + Mm(0.6)}, c.follower - c.places);
  DrawText(cr, "follower\non it", head, {c.follower, y + Mm(0.6)}, c.points - c.follower);
  DrawText(cr, "own points\na copy [95%]", head, {c.points, y + Mm(0.6)}, c.won - c.points);
  DrawWonHeader(cr, c.strength, {c.won, y, c.margin - c.won, kTypeHeader});
  DrawMarginHeader(cr, c.strength, {c.margin, y, c.end - c.margin, kTypeHeader});
}

/// The key to the follower bars' colours, under the table; returns its height.
Mm DrawFollowerKey(cairo_t* cr, const Theme& theme, PointMm at) {
  TextStyle key = ReportStyle(kSmall, false, kReportGrey);
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

/// A small bar with a whisker over its 95 % interval `ci` and its value to
/// the right, within [x, x + w).
void ValueBar(cairo_t* cr, Mm x, Mm w, Mm y, Mm h, double value, const Interval& ci, double top,
              const std::string& text, const Color& color) {
  ChartScale scale{0, top, x, x + w - Mm(11)};
  DrawBar(cr, scale, 0, top, y, h, kReportParchment);
  DrawBar(cr, scale, 0, value, y, h, color);
  if (ci.known) DrawWhisker(cr, scale, ci.low, ci.high, y + h / 2, h * (2.0 / 3), kReportInk);
  DrawText(cr, text, ReportStyle(kSmall), {scale.x1 + Mm(0.8), y + h / 2 - kLine / 2}, Mm(11));
}

/// A bar to `e`'s mean with a whisker over its 95 % interval, and the mean
/// with its interval under it, within [x, x + w) of a row `h` tall at `y`.
void IntervalBar(cairo_t* cr, Mm x, Mm w, Mm y, Mm h, const MeanEstimate& e, double top,
                 const Color& color) {
  ChartScale scale{0, top, x, x + w - Mm(2)};
  Mm by = y + Mm(0.8), bh = h - kLine - Mm(1.4);
  DrawBar(cr, scale, 0, top, by, bh, kReportParchment);
  DrawBar(cr, scale, 0, e.mean, by, bh, color);
  if (e.ci.known) DrawWhisker(cr, scale, e.ci.low, e.ci.high, by + bh / 2, bh * (2.0 / 3), kReportTitle);
  std::string text = e.ci.known ? MeanWithInterval(e) : (e.n > 0 ? Fixed(e.mean) + " (n " + std::to_string(e.n) + ")" : "-");
  DrawText(cr, text, ReportStyle(kSmall), {x, y + h - kLine - Mm(0.1)}, w);
}

/// A mark at the left of a set's part of a row: the type is the set's own.
void OwnMark(cairo_t* cr, Mm x, Mm y, Mm h) {
  SaveGuard guard(cr);
  carc::SetColor(cr, kReportTitle);
  Rectangle(cr, {x, y + Mm(0.5), Mm(0.9), h - Mm(1)});
  cairo_fill(cr);
}

void DrawTypeRow(cairo_t* cr, const PlayReportData& r, const TypeColumns& c, const TypeRow& row, Mm y, Mm h,
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
      DrawText(cr, "not in " + r.at(s).set_id, ReportStyle(kSmall, false, kReportGrey), {c.tile + kThumbnail + Mm(2.6), by},
               Mm(40));
      continue;
    }
    // Each set's own tile as printed, its whole id and its name.
    const TileType& tile = (*r.sets)[s]->tiles[size_t(t)];
    if (IsOwnType(tile)) OwnMark(cr, c.tile, sy, sub);
    std::string id = r.compare() ? r.at(s).set_id + " " + tile.id : tile.id;
    TileLabel(cr, tile, id, *r.theme, r.compare() ? SetColor(s) : kReportInk, {c.tile + Mm(1.2), sy},
              c.drawn - Mm(3) - c.tile - Mm(1.2), sub);
    const TypeTotals& totals = r.at(s).totals.types[size_t(t)];
    TypeFigures f = FiguresOf(totals, r.at(s).totals.games);
    Color tint = r.compare() ? SetColor(s) : kReportTitle;
    DrawText(cr, Fixed(f.drawn, 2), ReportStyle(kSmall), {c.drawn - Mm(3), by + bh / 2 - kLine / 2}, Mm(12), Align::Right);
    if (!f.ever_drawn) {
      DrawText(cr, "start tile only", ReportStyle(kSmall, false, kReportGrey), {c.aside, by + bh / 2 - kLine / 2}, Mm(40));
    } else {
      ValueBar(cr, c.aside, c.fits - c.aside - Mm(1), by, bh, f.set_aside, f.aside.ci, c.aside_top,
               Percent(f.set_aside), f.set_aside > 0 ? kReportWarning : tint);
      ValueBar(cr, c.fits, c.places - c.fits - Mm(1), by, bh, f.fit, f.fit_ci, 1, Percent(f.fit), tint);
      ValueBar(cr, c.places, c.follower - c.places - Mm(1), by, bh, f.placements, f.placements_ci, c.places_top,
               Fixed(f.placements), tint);
    }
    // Followers put on it, by what they stood on.
    ChartScale share{0, 1, c.follower, c.points - Mm(12)};
    DrawBar(cr, share, 0, 1, by, bh, kReportParchment);
    double from = 0;
    for (int k = 0; k < kFeatureKinds; ++k) {
      DrawBar(cr, share, from, from + f.follower_on[k], by, bh, FeatureColor(*r.theme, FeatureKind(k)));
      from += f.follower_on[k];
    }
    if (f.follower_ci.known)
      DrawWhisker(cr, share, f.follower_ci.low, f.follower_ci.high, by + bh / 2, bh * (2.0 / 3), kReportInk);
    DrawText(cr, Percent(f.follower), ReportStyle(kSmall), {share.x1 + Mm(0.8), by + bh / 2 - kLine / 2}, Mm(12));
    StrengthFigures strength = StrengthOf(totals);
    IntervalBar(cr, c.points, c.won - c.points - Mm(1), sy, sub, strength.own_points, c.points_top, tint);
    DrawWonCell(cr, strength, c.strength, {c.won, sy, c.margin - c.won, sub}, tint);
    DrawMarginCell(cr, strength, c.strength, {c.margin, sy, c.end - c.margin, sub}, tint);
  }
}

/// Below the table: the follower key, the strength key and the notes.
constexpr int kTypeNoteLines = 5;

}  // namespace

int TileTableRowsFitting(const PlayReportData& r, Mm h) {
  return std::max(1, int((h - Mm(10) - kTypeHeader - kLine * kTypeNoteLines).v / RowHeight(r).v));
}

void DrawTileTable(cairo_t* cr, const PlayReportData& r, RectMm area, size_t first, size_t count, bool more) {
  Mm y = area.y + Heading(cr, first == 0 ? "Tile types" : "Tile types (continued)", {area.x, area.y}, area.w);
  TypeColumns c = Columns(r, area);
  DrawTypeHeader(cr, c, y);
  y += kTypeHeader + Mm(0.5);
  const std::vector<TypeRow>& rows = r.rows;
  Mm h = RowHeight(r);
  for (size_t i = first; i < std::min(rows.size(), first + count); ++i) {
    DrawTypeRow(cr, r, c, rows[i], y, h, (i - first) % 2 == 1);
    y += h;
  }
  y += Mm(0.8);
  y += DrawFollowerKey(cr, *r.theme, {area.x, y});
  y += DrawStrengthKey(cr, {area.x, y}, area.w);
  std::string note = "Per draw: set aside, fits (the share of the open cells where it fits at all), placings "
                     "(cells × rotations that look different); per placed copy: follower, and the points the "
                     "placer's own followers scored from the features it became part of. Whiskers on the bars: "
                     "95% intervals, each game one unit.";
  const TileSet& set = *(*r.sets)[0];
  if (!set.extends.empty())
    note += " " + r.at(0).set_id + "'s own types (▌: those it adds to " + set.base_id +
            " or whose count it changes) come first.";
  if (r.compare()) note += " Sets are matched by what their tiles show, in any rotation, not by letter.";
  if (more) note += " More tile types follow.";
  DrawText(cr, note, ReportStyle(kSmall, false, kReportGrey), {area.x, y}, area.w);
}

}  // namespace carc
