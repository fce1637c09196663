// Drawing in tile units: the frame that maps the unit square (turned by the
// tile's rotation) to points, and small path and fill
// helpers shared by the drawing of every tile feature. Internal to art/.
#pragma once

#include <initializer_list>
#include <string>
#include <vector>

#include "art/tile_shapes.h"
#include "draw/canvas.h"

namespace carc {

/// π, for angles in radians.
constexpr double kArtPi = 3.14159265358979323846;
/// Theme lengths are given in mm on a tile of this size.
constexpr double kReferenceTileMm = 45;

/// Maps tile units to points in the current user space: the cut square's
/// origin and size, turned by clockwise quarter turns.
class Frame {
 public:
  /// The frame of a tile drawn `size_mm` wide at (`x0`, `y0`) points.
  Frame(double x0, double y0, double size_pt, double size_mm, int quarters);

  /// The point for unit coordinates `v`.
  void Map(Vec v, double* x, double* y) const;
  /// A length in tile units, in points.
  double Units(double u) const { return u * size_; }
  /// A theme length (mm on a 45 mm tile), in points on this tile.
  double Theme(double mm) const;
  /// A theme length in tile units.
  static double ThemeUnits(double mm) { return mm / kReferenceTileMm; }
  /// The map from tile units to points (Map as an affine map).
  Affine ToPoints() const;
  /// The rotation angle in radians.
  double Angle() const { return quarters_ * kArtPi / 2; }
  /// This frame with `q` more clockwise quarter turns about the tile's centre:
  /// drawing "north" in it draws toward side `q`.
  Frame Turned(int q) const;

 private:
  double x0_, y0_, size_, size_mm_;
  int quarters_;
};

/// Path helpers in tile units.
void MoveTo(Canvas& cv, const Frame& f, Vec v);
void LineTo(Canvas& cv, const Frame& f, Vec v);
/// Adds a path of cubics (closed when the path is).
void AddPath(Canvas& cv, const Frame& f, const Path& path);
/// Adds a closed polygon.
void AddPolygon(Canvas& cv, const Frame& f, const std::vector<Vec>& points);
/// Adds an open polyline.
void AddPolyline(Canvas& cv, const Frame& f, const std::vector<Vec>& points);
/// Adds a closed circle (closed, so a stroke has no seam).
void AddCircle(Canvas& cv, const Frame& f, Vec c, double r);
/// Adds an ellipse of radii `rx` along direction `angle` and `ry` across it.
void AddEllipse(Canvas& cv, const Frame& f, Vec c, double rx, double ry, double angle);

/// Helpers in the current user space, for drawings in their own coordinates
/// (buildings, symbols): a closed polygon, a closed circle.
void Shape(Canvas& cv, std::initializer_list<Vec> points);
void Circle(Canvas& cv, Vec c, double r);
/// Fills the path, then strokes it at the width the canvas has (a symbol's
/// outline takes its placement's width).
void FillOutline(Canvas& cv, const Color& fill, const Color& line);
/// A key for a symbol (canvas.h) of `kind` drawn in `colors`: the same key,
/// the same drawing.
std::string SymbolKey(const char* kind, std::initializer_list<Color> colors);

/// A rectangle centred at `c`, `w` along direction `angle` and `h` across it.
std::vector<Vec> Box(Vec c, double w, double h, double angle);

/// Fills the current path.
void Fill(Canvas& cv, const Color& color);
/// Fills the current path, then strokes it `width` points wide.
void FillStroke(Canvas& cv, const Color& fill, const Color& line, double width);
/// Strokes the current path `width` points wide.
void Stroke(Canvas& cv, const Color& line, double width);
/// `c` with its alpha multiplied by `a`.
Color Alpha(Color c, double a);
/// The colour `t` of the way from `a` to `b`.
Color Mix(const Color& a, const Color& b, double t);

}  // namespace carc
