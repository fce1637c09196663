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

Affine Frame::ToPoints() const {
  // TurnUnit: (x, y) -> (1 - y, x) a quarter, about the tile's centre; exact
  // cosines keep axis-parallel lines so.
  static const double kCos[4] = {1, 0, -1, 0}, kSin[4] = {0, 1, 0, -1};
  double c = kCos[quarters_], s = kSin[quarters_];
  Affine turn{c, s, -s, c, 0.5 - 0.5 * c + 0.5 * s, 0.5 - 0.5 * s - 0.5 * c};
  return Affine::Translation(x0_, y0_) * Affine::Scaling(size_, size_) * turn;
}

Frame Frame::Turned(int q) const { return Frame(x0_, y0_, size_, size_mm_, quarters_ + q); }

void MoveTo(Canvas& cv, const Frame& f, Vec v) {
  double x, y;
  f.Map(v, &x, &y);
  cv.MoveTo(x, y);
}

void LineTo(Canvas& cv, const Frame& f, Vec v) {
  double x, y;
  f.Map(v, &x, &y);
  cv.LineTo(x, y);
}

void AddPath(Canvas& cv, const Frame& f, const Path& path) {
  if (path.segs.empty()) return;
  MoveTo(cv, f, path.segs[0].p0);
  for (const Cubic& c : path.segs) {
    double x1, y1, x2, y2, x3, y3;
    f.Map(c.c1, &x1, &y1);
    f.Map(c.c2, &x2, &y2);
    f.Map(c.p1, &x3, &y3);
    cv.CurveTo(x1, y1, x2, y2, x3, y3);
  }
  if (path.closed) cv.ClosePath();
}

void AddPolyline(Canvas& cv, const Frame& f, const std::vector<Vec>& points) {
  if (points.empty()) return;
  MoveTo(cv, f, points[0]);
  for (size_t i = 1; i < points.size(); ++i) LineTo(cv, f, points[i]);
}

void AddPolygon(Canvas& cv, const Frame& f, const std::vector<Vec>& points) {
  if (points.empty()) return;
  AddPolyline(cv, f, points);
  cv.ClosePath();
}

void AddCircle(Canvas& cv, const Frame& f, Vec c, double r) {
  double x, y;
  f.Map(c, &x, &y);
  cv.NewSubPath();
  cv.Arc(x, y, f.Units(r), 0, 2 * kArtPi);
  cv.ClosePath();  // a stroked open circle shows a hairline seam
}

void AddEllipse(Canvas& cv, const Frame& f, Vec c, double rx, double ry, double angle) {
  double x, y;
  f.Map(c, &x, &y);
  cv.Save();
  cv.Translate(x, y);
  cv.Rotate(angle + f.Angle());
  cv.Scale(f.Units(rx), f.Units(ry));
  cv.NewSubPath();
  cv.Arc(0, 0, 1, 0, 2 * kArtPi);
  cv.ClosePath();
  cv.Restore();  // the path stays; only the transform goes
}

void Shape(Canvas& cv, std::initializer_list<Vec> points) {
  bool first = true;
  for (Vec q : points) {
    if (first) cv.MoveTo(q.x, q.y);
    else cv.LineTo(q.x, q.y);
    first = false;
  }
  cv.ClosePath();
}

void Circle(Canvas& cv, Vec c, double r) {
  cv.NewSubPath();
  cv.Arc(c.x, c.y, r, 0, 2 * kArtPi);
  cv.ClosePath();
}

void FillOutline(Canvas& cv, const Color& fill, const Color& line) {
  cv.SetColor(fill);
  cv.Fill(true);
  cv.SetColor(line);
  cv.Stroke();
}

// Asked for every building and tree drawn (hundreds a tile set): the digits
// go straight into one buffer, without a string per number.
std::string SymbolKey(const char* kind, std::initializer_list<Color> colors) {
  std::string key = kind;
  key.reserve(key.size() + colors.size() * 4 * 6);
  for (const Color& c : colors) {
    for (double v : {c.r, c.g, c.b, c.a}) {
      long n = std::lround(v * 1000);
      char digits[24], *p = digits + sizeof digits;
      unsigned long u = n < 0 ? 0UL - (unsigned long)n : (unsigned long)n;
      do *--p = char('0' + u % 10); while ((u /= 10) > 0);
      if (n < 0) *--p = '-';
      *--p = ' ';
      key.append(p, size_t(digits + sizeof digits - p));
    }
  }
  return key;
}

std::vector<Vec> Box(Vec c, double w, double h, double angle) {
  Vec u{std::cos(angle), std::sin(angle)}, n{-u.y, u.x};
  return {c - u * (w / 2) - n * (h / 2), c + u * (w / 2) - n * (h / 2), c + u * (w / 2) + n * (h / 2),
          c - u * (w / 2) + n * (h / 2)};
}

void Fill(Canvas& cv, const Color& color) {
  cv.SetColor(color);
  cv.Fill();
}

void Stroke(Canvas& cv, const Color& line, double width) {
  cv.SetColor(line);
  cv.SetLineWidth(width);
  cv.Stroke();
}

void FillStroke(Canvas& cv, const Color& fill, const Color& line, double width) {
  cv.SetColor(fill);
  cv.Fill(true);
  Stroke(cv, line, width);
}

Color Alpha(Color c, double a) {
  c.a *= a;
  return c;
}

Color Mix(const Color& a, const Color& b, double t) {
  return {a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t, a.a + (b.a - a.a) * t};
}

}  // namespace carc
