#include "draw/chart.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace carc {

Mm ChartScale::At(double value) const {
  double span = hi - lo;
  double t = span > 0 ? (value - lo) / span : 0;
  t = std::max(0.0, std::min(1.0, t));
  return x0 + (x1 - x0) * t;
}

std::vector<double> NiceTicks(double lo, double hi, int count) {
  if (!(hi > lo)) hi = lo + 1;
  double raw = (hi - lo) / std::max(1, count);
  double power = std::pow(10.0, std::floor(std::log10(raw)));
  double step = power;
  for (double k : {1.0, 2.0, 5.0, 10.0})
    if (k * power >= raw) {
      step = k * power;
      break;
    }
  std::vector<double> ticks;
  for (double v = std::floor(lo / step) * step; v < hi + step * 0.999; v += step) ticks.push_back(v);
  return ticks;
}

void DrawBar(cairo_t* cr, const ChartScale& scale, double from, double to, Mm y, Mm h,
             const Color& fill) {
  Mm a = scale.At(from), b = scale.At(to);
  if (b < a) std::swap(a, b);
  if (b.v - a.v <= 0) return;
  SaveGuard guard(cr);
  SetColor(cr, fill);
  Rectangle(cr, {a, y, b - a, h});
  cairo_fill(cr);
}

void DrawWhisker(cairo_t* cr, const ChartScale& scale, double low, double high, Mm mid, Mm cap,
                 const Color& ink) {
  SaveGuard guard(cr);
  SetColor(cr, ink);
  SetLineWidth(cr, Mm(0.3));
  Mm lo = scale.At(low), hi = scale.At(high);
  MoveTo(cr, lo, mid);
  LineTo(cr, hi, mid);
  for (Mm at : {lo, hi}) {
    MoveTo(cr, at, mid - cap / 2);
    LineTo(cr, at, mid + cap / 2);
  }
  cairo_stroke(cr);
}

void DrawBoxPlot(cairo_t* cr, const ChartScale& scale, const BoxFigures& box, Mm y, Mm h,
                 const Color& fill, const Color& ink) {
  SaveGuard guard(cr);
  Mm mid = y + h / 2;
  SetColor(cr, ink);
  SetLineWidth(cr, Mm(0.25));
  MoveTo(cr, scale.At(box.low), mid);
  LineTo(cr, scale.At(box.high), mid);
  for (double end : {box.low, box.high}) {
    MoveTo(cr, scale.At(end), y + h * 0.25);
    LineTo(cr, scale.At(end), y + h * 0.75);
  }
  cairo_stroke(cr);
  RectMm body{scale.At(box.q1), y, scale.At(box.q3) - scale.At(box.q1), h};
  SetColor(cr, fill);
  Rectangle(cr, body);
  cairo_fill_preserve(cr);
  SetColor(cr, ink);
  cairo_stroke(cr);
  SetLineWidth(cr, Mm(0.6));
  MoveTo(cr, scale.At(box.median), y);
  LineTo(cr, scale.At(box.median), y + h);
  cairo_stroke(cr);
  Mm mx = scale.At(box.mean), r = h * 0.28;
  MoveTo(cr, mx, mid - r);
  LineTo(cr, mx + r, mid);
  LineTo(cr, mx, mid + r);
  LineTo(cr, mx - r, mid);
  cairo_close_path(cr);
  cairo_set_source_rgb(cr, 1, 1, 1);
  cairo_fill_preserve(cr);
  SetColor(cr, ink);
  SetLineWidth(cr, Mm(0.2));
  cairo_stroke(cr);
}

void DrawSilhouette(cairo_t* cr, const ChartScale& scale, int first,
                    const std::vector<long long>& counts, Mm base, Mm h, const Color& fill) {
  long long top = 0;
  for (long long c : counts) top = std::max(top, c);
  if (top == 0) return;
  SaveGuard guard(cr);
  SetColor(cr, fill);
  MoveTo(cr, scale.At(first - 0.5), base);
  for (size_t i = 0; i < counts.size(); ++i) {
    Mm y = base - h * (double(counts[i]) / double(top));
    LineTo(cr, scale.At(first + double(i) - 0.5), y);
    LineTo(cr, scale.At(first + double(i) + 0.5), y);
  }
  LineTo(cr, scale.At(first + double(counts.size()) - 0.5), base);
  cairo_close_path(cr);
  cairo_fill(cr);
}

Mm DrawTicks(cairo_t* cr, const ChartScale& scale, const std::vector<double>& ticks, Mm top,
             Mm bottom, const TextStyle& style, const std::string& suffix, double factor) {
  Mm used(0);
  SaveGuard guard(cr);
  for (double t : ticks) {
    if (t < scale.lo - 1e-9 || t > scale.hi + 1e-9) continue;
    Mm x = scale.At(t);
    cairo_set_source_rgba(cr, 0.55, 0.45, 0.35, 0.35);
    SetLineWidth(cr, Mm(0.15));
    MoveTo(cr, x, top);
    LineTo(cr, x, bottom);
    cairo_stroke(cr);
    char label[32];
    std::snprintf(label, sizeof label, "%g%s", t * factor, suffix.c_str());
    used = std::max(used, DrawText(cr, label, style, {x - Mm(10), bottom + Mm(0.6)}, Mm(20),
                                   Align::Center));
  }
  return used + Mm(0.6);
}

Mm DrawAxisTitle(cairo_t* cr, const ChartScale& scale, Mm y, const std::string& title, const TextStyle& style) {
  Mm w = scale.x1 - scale.x0;
  return DrawText(cr, title, style, {scale.x0, y}, w, Align::Center);
}

}  // namespace carc
