// A 2-D affine map, as Cairo's cairo_matrix_t and PDF's `cm` operand
// [a b c d e f] order it: x' = a x + c y + e, y' = b x + d y + f.
#pragma once

#include <cmath>

namespace carc {

/// An affine map of the plane (a linear part and a translation).
struct Affine {
  double a = 1, b = 0, c = 0, d = 1, e = 0, f = 0;

  /// Moves by (`x`, `y`).
  static Affine Translation(double x, double y) { return {1, 0, 0, 1, x, y}; }
  /// Turns by `radians` (clockwise on a page, whose y runs down).
  static Affine Rotation(double radians) {
    double cs = std::cos(radians), sn = std::sin(radians);
    return {cs, sn, -sn, cs, 0, 0};
  }
  /// Scales by `sx` along x and `sy` along y.
  static Affine Scaling(double sx, double sy) { return {sx, 0, 0, sy, 0, 0}; }

  /// The map applying `inner` first, then this one (Cairo's cairo_transform
  /// turns the CTM into `ctm * m`).
  Affine operator*(const Affine& inner) const {
    return {a * inner.a + c * inner.b, b * inner.a + d * inner.b,
            a * inner.c + c * inner.d, b * inner.c + d * inner.d,
            a * inner.e + c * inner.f + e, b * inner.e + d * inner.f + f};
  }
  /// Maps the point (`*x`, `*y`) in place.
  void Apply(double* x, double* y) const {
    double px = *x;
    *x = a * px + c * *y + e;
    *y = b * px + d * *y + f;
  }
  /// Maps the vector (`*x`, `*y`) in place: the linear part only.
  void ApplyLinear(double* x, double* y) const {
    double px = *x;
    *x = a * px + c * *y;
    *y = b * px + d * *y;
  }
  /// The determinant of the linear part (the factor areas grow by).
  double Det() const { return a * d - b * c; }
  /// The inverse map (the map must be invertible).
  Affine Inverse() const {
    double k = 1 / Det();
    return {d * k, -b * k, -c * k, a * k, (c * f - d * e) * k, (b * e - a * f) * k};
  }
  /// Whether the map keeps shapes (a turn, a uniform scale, perhaps a
  /// mirroring, and a move), so that a circle stays a circle and a line width
  /// a single number; `*scale` is then its scale factor.
  bool IsSimilarity(double* scale) const {
    double s2 = a * a + b * b, t2 = c * c + d * d;
    *scale = std::sqrt(std::abs(Det()));
    return std::abs(s2 - t2) <= 1e-9 * (s2 + t2) && std::abs(a * c + b * d) <= 1e-9 * (s2 + t2);
  }
  /// Whether the map keeps lines parallel to the axes parallel to the axes
  /// (no turn other than quarter turns), so a rectangle stays one.
  bool KeepsAxes() const { return (b == 0 && c == 0) || (a == 0 && d == 0); }
};

}  // namespace carc
