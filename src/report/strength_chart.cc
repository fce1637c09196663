#include "report/strength_chart.h"

#include <algorithm>
#include <cmath>

#include "draw/chart.h"
#include "report/format.h"
#include "report/report_style.h"

namespace carc {

namespace {

double MarginValue(const StrengthFigures& f) { return f.margin_with.mean - f.margin_without.mean; }

/// The band a cell's marks are drawn in: above the line of its figure.
struct Band {
  ChartScale scale;
  Mm top, bottom;
};

Band BandOf(RectMm cell, double lo, double hi) {
  return {{lo, hi, cell.x + Mm(1), cell.right() - Mm(2)}, cell.y + Mm(0.5), cell.bottom() - kLine - Mm(0.3)};
}

void Background(cairo_t* cr, const Band& b) {
  SaveGuard guard(cr);
  carc::SetColor(cr, kReportParchment);
  Rectangle(cr, {b.scale.x0, b.top, b.scale.x1 - b.scale.x0, b.bottom - b.top});
  cairo_fill(cr);
}

/// A vertical line across the band at `value`.
void Rule(cairo_t* cr, const Band& b, double value, const Color& color, Mm width) {
  SaveGuard guard(cr);
  carc::SetColor(cr, color);
  SetLineWidth(cr, width);
  MoveTo(cr, b.scale.At(value), b.top);
  LineTo(cr, b.scale.At(value), b.bottom);
  cairo_stroke(cr);
}

/// A whisker over `ci` and a dot at `value` at height `y`: filled, or a ring.
void Whisker(cairo_t* cr, const ChartScale& scale, double value, const Interval& ci, Mm y,
             const Color& color, bool filled) {
  SaveGuard guard(cr);
  carc::SetColor(cr, color);
  SetLineWidth(cr, Mm(0.35));
  Mm lo = scale.At(ci.low), hi = scale.At(ci.high);
  MoveTo(cr, lo, y);
  LineTo(cr, hi, y);
  for (Mm at : {lo, hi}) {
    MoveTo(cr, at, y - Mm(0.8));
    LineTo(cr, at, y + Mm(0.8));
  }
  cairo_stroke(cr);
  cairo_new_sub_path(cr);
  cairo_arc(cr, scale.At(value).pt(), y.pt(), Mm(0.75).pt(), 0, 2 * M_PI);
  if (filled) {
    cairo_fill(cr);
  } else {
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_fill_preserve(cr);
    carc::SetColor(cr, color);
    cairo_stroke(cr);
  }
}

void CellText(cairo_t* cr, const std::string& text, RectMm cell, bool known) {
  DrawText(cr, text, ReportStyle(kSmall, false, known ? kReportInk : kReportGrey),
           {cell.x + Mm(1), cell.bottom() - kLine - Mm(0.1)}, cell.w - Mm(1));
}

/// A header: its title, what its marks are, and the scale's ends under them.
void Header(cairo_t* cr, const std::string& title, const std::string& legend, const std::string& lo,
            const std::string& mid, const std::string& hi, RectMm area) {
  TextStyle bold = ReportStyle(kSmall, true), grey = ReportStyle(kSmall, false, kReportGrey);
  Mm y = area.y + Mm(0.6);
  DrawText(cr, title, bold, {area.x + Mm(1), y}, area.w - Mm(1));
  DrawText(cr, legend, ReportStyle(kSmall), {area.x + Mm(1), y + kLine}, area.w - Mm(1));
  y += kLine * 2;
  DrawText(cr, lo, grey, {area.x + Mm(1), y}, area.w - Mm(3));
  if (!mid.empty()) DrawText(cr, mid, grey, {area.x + Mm(1), y}, area.w - Mm(3), Align::Center);
  DrawText(cr, hi, grey, {area.x + Mm(1), y}, area.w - Mm(3), Align::Right);
}

std::string Signed(double v) { return (v > 0 ? "+" : "") + Fixed(v, 0); }

}  // namespace

StrengthScales StrengthScalesOf(const std::vector<StrengthFigures>& types) {
  double lo = 1, hi = 0, margin = 0;
  for (const StrengthFigures& f : types) {
    for (const ShareEstimate* s : {&f.won_with, &f.won_without})
      if (s->ci.known && s->n >= kMinSampleForDifference) {  // a handful of games would stretch it
        lo = std::min(lo, s->ci.low);
        hi = std::max(hi, s->ci.high);
      }
    if (f.margin_gain.known) margin = std::max({margin, std::abs(f.margin_gain.low), std::abs(f.margin_gain.high)});
  }
  StrengthScales s;
  if (lo < hi) {  // round to tenths, inside 0..100 %
    s.won_lo = std::max(0.0, std::floor(lo * 10) / 10);
    s.won_hi = std::min(1.0, std::ceil(hi * 10) / 10);
  }
  s.margin = NiceTicks(0, std::max(margin, 1.0), 2).back();
  return s;
}

std::string WonCellText(const StrengthFigures& f) {
  return Difference(f.won_gain, f.won_with.share - f.won_without.share, 100);
}

std::string MarginCellText(const StrengthFigures& f) { return Difference(f.margin_gain, MarginValue(f)); }

void DrawWonHeader(cairo_t* cr, const StrengthScales& s, RectMm area) {
  Header(cr, "won or shared", "● with a copy, ○ without", Percent(s.won_lo), "", Percent(s.won_hi), area);
}

void DrawMarginHeader(cairo_t* cr, const StrengthScales& s, RectMm area) {
  Header(cr, "margin difference", "with a copy less without", Signed(-s.margin), "0",
         Signed(s.margin) + " points", area);
}

void DrawWonCell(cairo_t* cr, const StrengthFigures& f, const StrengthScales& s, RectMm cell,
                 const Color& color) {
  Band b = BandOf(cell, s.won_lo, s.won_hi);
  Background(cr, b);
  Mm mid = (b.top + b.bottom) / 2, gap = (b.bottom - b.top) / 4;
  if (f.won_with.ci.known) Whisker(cr, b.scale, f.won_with.share, f.won_with.ci, mid - gap, color, true);
  if (f.won_without.ci.known)
    Whisker(cr, b.scale, f.won_without.share, f.won_without.ci, mid + gap, kReportGrey, false);
  std::string text = WonCellText(f);
  CellText(cr, text == "-" ? "too few games" : text, cell, text != "-");
}

void DrawMarginCell(cairo_t* cr, const StrengthFigures& f, const StrengthScales& s, RectMm cell,
                    const Color& color) {
  Band b = BandOf(cell, -s.margin, s.margin);
  Background(cr, b);
  Rule(cr, b, 0, kReportGrey, Mm(0.25));
  if (f.margin_gain.known)
    Whisker(cr, b.scale, MarginValue(f), f.margin_gain, (b.top + b.bottom) / 2, f.clear() ? color : kReportGrey,
            f.clear());
  std::string text = MarginCellText(f);
  CellText(cr, text == "-" ? "too few games" : text, cell, text != "-");
}

Mm DrawStrengthKey(cairo_t* cr, PointMm at, Mm width) {
  return DrawText(cr,
                  "Strength, per player and game: won or shared, and the final margin over the best other "
                  "player, in games where the player placed a copy against games where they placed none. "
                  "Whiskers: 95% intervals. Figures: the difference, with a copy less without, [95% interval]; "
                  "* and a filled dot: clearly not zero. \"too few games\": under " +
                      std::to_string(kMinSampleForDifference) + " player-games on a side.",
                  ReportStyle(kSmall, false, kReportGrey), at, width);
}

}  // namespace carc
