// Where vector art is drawn: the part of Cairo's drawing model that tile art,
// backs and meeples use (paths, fills, strokes, clips, transforms, colours
// with alpha), behind one interface with two implementations. CairoCanvas
// (cairo_canvas.h) draws on a cairo_t, for PNG, SVG and Cairo's own pages;
// PdfCanvas (pdf_canvas.h) writes PDF operators itself, for the forms every
// tile copy places: Cairo 1.16 spends most of a render formatting numbers.
// The semantics are Cairo's throughout: lengths in the current user space,
// the path consumed by a fill, stroke or clip unless preserved, state saved
// and restored as a whole.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "draw/affine.h"
#include "draw/cairo_util.h"

namespace carc {

/// How open ends of a stroke look (Cairo's and PDF's caps).
enum class LineCap { Butt, Round, Square };
/// How corners of a stroke look.
enum class LineJoin { Miter, Round, Bevel };
/// Which parts of a self-overlapping path are inside.
enum class FillRule { Winding, EvenOdd };

/// A drawing placed many times (a house, a tree, a meeple): drawn by `draw`
/// in its own coordinates, the same every time for the same `key`. It starts
/// from Cairo's default state (black, butt caps, miter joins, no dash) with
/// the line width the placement gives: strokes it leaves without a width of
/// their own keep one width on the page in copies of any size.
struct Symbol {
  std::string key;                     ///< names the drawing: one key, one drawing
  std::function<void(class Canvas&)> draw;  ///< draws it, from an empty path
};

/// A surface for vector drawing (see the file comment). Every method acts as
/// the Cairo function of the same name.
class Canvas {
 public:
  virtual ~Canvas() = default;

  /// Saves the whole drawing state (transform, clip, colour, line style).
  virtual void Save() = 0;
  /// Restores the state saved last.
  virtual void Restore() = 0;
  /// Makes `m` map the new user space into the current one.
  virtual void Transform(const Affine& m) = 0;
  /// Transform by a translation.
  void Translate(double x, double y) { Transform(Affine::Translation(x, y)); }
  /// Transform by a rotation.
  void Rotate(double radians) { Transform(Affine::Rotation(radians)); }
  /// Transform by a scaling.
  void Scale(double sx, double sy) { Transform(Affine::Scaling(sx, sy)); }

  /// Starts a new sub-path at (x, y).
  virtual void MoveTo(double x, double y) = 0;
  /// Adds a straight segment to (x, y).
  virtual void LineTo(double x, double y) = 0;
  /// Adds a cubic Bézier segment.
  virtual void CurveTo(double x1, double y1, double x2, double y2, double x3, double y3) = 0;
  /// Closes the current sub-path.
  virtual void ClosePath() = 0;
  /// Ends the current sub-path without closing it, so that an arc starts anew.
  virtual void NewSubPath() = 0;
  /// Adds a circular arc from angle `a1` to `a2` (radians, increasing), joined
  /// to the current point by a line if there is one.
  virtual void Arc(double xc, double yc, double r, double a1, double a2) = 0;
  /// Like Arc, with decreasing angles.
  virtual void ArcNegative(double xc, double yc, double r, double a1, double a2) = 0;
  /// Adds a closed rectangle.
  virtual void Rectangle(double x, double y, double w, double h) = 0;

  /// Sets the colour (with alpha) of what is painted next.
  virtual void SetColor(const Color& c) = 0;
  /// Sets the stroke width (user space units at the time of the stroke).
  virtual void SetLineWidth(double w) = 0;
  /// Sets the stroke's end caps.
  virtual void SetLineCap(LineCap cap) = 0;
  /// Sets the stroke's corners.
  virtual void SetLineJoin(LineJoin join) = 0;
  /// Sets a dash pattern (empty for solid lines).
  virtual void SetDash(const std::vector<double>& dashes, double offset) = 0;
  /// Sets the fill rule of fills and clips.
  virtual void SetFillRule(FillRule rule) = 0;

  /// Fills the path; keeps it when `preserve`.
  virtual void Fill(bool preserve = false) = 0;
  /// Strokes the path; keeps it when `preserve`.
  virtual void Stroke(bool preserve = false) = 0;
  /// Intersects the clip with the path and clears it.
  virtual void Clip() = 0;

  /// Draws `symbol` with `place` mapping its coordinates into the current
  /// user space and `line_width` (in its coordinates) for its strokes. The
  /// path must be empty. A PdfCanvas draws each key once and places that.
  virtual void DrawSymbol(const Symbol& symbol, const Affine& place, double line_width) = 0;

  /// The Cairo context drawn on, or null when the canvas writes PDF itself
  /// (text and images need Cairo).
  virtual cairo_t* cairo() { return nullptr; }
};

/// Saves a canvas's state on construction and restores it on destruction, so
/// a drawing function can transform and clip freely.
class CanvasSave {
 public:
  explicit CanvasSave(Canvas& cv) : cv_(cv) { cv_.Save(); }
  ~CanvasSave() { cv_.Restore(); }
  CanvasSave(const CanvasSave&) = delete;
  CanvasSave& operator=(const CanvasSave&) = delete;

 private:
  Canvas& cv_;
};

/// Adds a rectangle given in mm.
inline void Rectangle(Canvas& cv, const RectMm& r) { cv.Rectangle(r.x.pt(), r.y.pt(), r.w.pt(), r.h.pt()); }
/// Sets the stroke width in mm.
inline void SetLineWidth(Canvas& cv, Mm w) { cv.SetLineWidth(w.pt()); }

}  // namespace carc
