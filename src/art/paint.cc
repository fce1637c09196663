#include "art/paint.h"

#include <cmath>

#include "base/units.h"

namespace carc {

Frame::Frame(double x0, double y0, double size_pt, double size_mm, int quarters)
    : x0_(x0), y0_(y0), size_(size_pt), size_mm_(size_mm), quarters_(((quarters % 4) + 4) % 4) {}

void Frame::Map(Vec v, double* x, double* y) const {
  v = TurnUnit(v, quarters_);
  *x = x0_ + v.x * size_;
  *y = y0_ + v.y * size_;
}

double Frame::Theme(double mm) const { return Mm(mm * size_mm_ / kReferenceTileMm).pt(); }

Frame Frame::Turned(int q) const { return Frame(x0_, y0_, size_, size_mm_, quarters_ + q); }

void MoveTo(cairo_t* cr, const Frame& f, Vec v) {
  double x, y;
  f.Map(v, &x, &y);
  cairo_move_to(cr, x, y);
}

void LineTo(cairo_t* cr, const Frame& f, Vec v) {
  double x, y;
  f.Map(v, &x, &y);
  cairo_line_to(cr, x, y);
}

void AddPath(cairo_t* cr, const Frame& f, const Path& path) {
  if (path.segs.empty()) return;
  MoveTo(cr, f, path.segs[0].p0);
  for (const Cubic& c : path.segs) {
    double x1, y1, x2, y2, x3, y3;
    f.Map(c.c1, &x1, &y1);
    f.Map(c.c2, &x2, &y2);
    f.Map(c.p1, &x3, &y3);
    cairo_curve_to(cr, x1, y1, x2, y2, x3, y3);
  }
  if (path.closed) cairo_close_path(cr);
}

void AddPolyline(cairo_t* cr, const Frame& f, const std::vector<Vec>& points) {
  if (points.empty()) return;
  MoveTo(cr, f, points[0]);
  for (size_t i = 1; i < points.size(); ++i) LineTo(cr, f, points[i]);
}

void AddPolygon(cairo_t* cr, const Frame& f, const std::vector<Vec>& points) {
  if (points.empty()) return;
  AddPolyline(cr, f, points);
  cairo_close_path(cr);
}

void AddCircle(cairo_t* cr, const Frame& f, Vec c, double r) {
  double x, y;
  f.Map(c, &x, &y);
  cairo_new_sub_path(cr);
  cairo_arc(cr, x, y, f.Units(r), 0, 2 * kArtPi);
  cairo_close_path(cr);  // a stroked open circle shows a hairline seam
}

void AddEllipse(cairo_t* cr, const Frame& f, Vec c, double rx, double ry, double angle) {
  double x, y;
  f.Map(c, &x, &y);
  cairo_save(cr);
  cairo_translate(cr, x, y);
  cairo_rotate(cr, angle + f.Angle());
  cairo_scale(cr, f.Units(rx), f.Units(ry));
  cairo_new_sub_path(cr);
  cairo_arc(cr, 0, 0, 1, 0, 2 * kArtPi);
  cairo_close_path(cr);
  cairo_restore(cr);  // the path stays; only the transform goes
}

std::vector<Vec> Box(Vec c, double w, double h, double angle) {
  Vec u{std::cos(angle), std::sin(angle)}, n{-u.y, u.x};
  return {c - u * (w / 2) - n * (h / 2), c + u * (w / 2) - n * (h / 2), c + u * (w / 2) + n * (h / 2),
          c - u * (w / 2) + n * (h / 2)};
}

void Fill(cairo_t* cr, const Color& color) {
  SetColor(cr, color);
  cairo_fill(cr);
}

void Stroke(cairo_t* cr, const Color& line, double width) {
  SetColor(cr, line);
  cairo_set_line_width(cr, width);
  cairo_stroke(cr);
}

void FillStroke(cairo_t* cr, const Color& fill, const Color& line, double width) {
  SetColor(cr, fill);
  cairo_fill_preserve(cr);
  Stroke(cr, line, width);
}

Color Alpha(Color c, double a) {
  c.a *= a;
  return c;
}

Color Mix(const Color& a, const Color& b, double t) {
  return {a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t, a.a + (b.a - a.a) * t};
}

}  // namespace carc
