// A strong length type: all layout is in millimetres; points appear only at
// the Cairo or Pango call (1 mm = 72 / 25.4 pt).
#pragma once

namespace carc {

/// A length in millimetres.
struct Mm {
  double v = 0;

  constexpr Mm() = default;
  constexpr explicit Mm(double mm) : v(mm) {}

  /// The length in PDF points, for Cairo calls.
  constexpr double pt() const { return v * 72.0 / 25.4; }
  /// The length in pixels at `dpi`, for raster output.
  constexpr double px(double dpi) const { return v * dpi / 25.4; }

  constexpr Mm operator+(Mm o) const { return Mm(v + o.v); }
  constexpr Mm operator-(Mm o) const { return Mm(v - o.v); }
  constexpr Mm operator-() const { return Mm(-v); }
  constexpr Mm operator*(double k) const { return Mm(v * k); }
  constexpr Mm operator/(double k) const { return Mm(v / k); }
  constexpr double operator/(Mm o) const { return v / o.v; }
  Mm& operator+=(Mm o) { v += o.v; return *this; }
  Mm& operator-=(Mm o) { v -= o.v; return *this; }
  constexpr bool operator<(Mm o) const { return v < o.v; }
  constexpr bool operator>(Mm o) const { return v > o.v; }
  constexpr bool operator<=(Mm o) const { return v <= o.v; }
  constexpr bool operator>=(Mm o) const { return v >= o.v; }
};

constexpr Mm operator*(double k, Mm m) { return Mm(k * m.v); }

/// Points to millimetres, for reading Cairo/Pango measurements back.
constexpr Mm FromPt(double pt) { return Mm(pt * 25.4 / 72.0); }

namespace literals {
/// 45_mm
constexpr Mm operator""_mm(long double v) { return Mm(double(v)); }
constexpr Mm operator""_mm(unsigned long long v) { return Mm(double(v)); }
}  // namespace literals

/// A point on a page, in mm from the top-left corner.
struct PointMm {
  Mm x, y;
};

/// An axis-aligned rectangle on a page, in mm.
struct RectMm {
  Mm x, y, w, h;
  Mm right() const { return x + w; }
  Mm bottom() const { return y + h; }
};

/// A page or paper size in mm.
struct SizeMm {
  Mm w, h;
};

}  // namespace carc
