// A Canvas (canvas.h) that writes PDF operators itself, for the forms of a
// PdfDocument: Cairo 1.16 replays a recording twice and formats every number
// with printf, which was most of a render's time. Paths are kept in the
// drawing's own space (transforms applied as they are drawn, so no `cm`),
// state is written only when it changes, a clip only costs a `q` where one is
// set, fills followed by a stroke of the same path become one `B`, paths
// wholly outside the visible area are left out, and symbols (canvas.h) are
// drawn once per document and placed. Numbers are written to 0.01 pt
// (3.5 µm) and colours to 1/1000, finer than any printer or 8-bit raster.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "draw/canvas.h"
#include "draw/pdf_art.h"

namespace carc {

/// Writes what is drawn on it as the content of a form (see the file comment).
class PdfCanvas : public Canvas {
 public:
  /// A drawing `width` × `height` points with the origin at its top-left
  /// corner and y running down, as on a Cairo surface; its symbols and alpha
  /// states go to `art`, which must outlive the canvas.
  PdfCanvas(PdfArt* art, double width, double height);

  /// Ends the drawing and returns it; the canvas is spent. A drawing with
  /// transparency is a transparency group, as Cairo writes a recording it
  /// paints, so that readers render it as they did Cairo's (poppler, for one,
  /// draws hairlines lighter within a group).
  PdfForm Finish();

  void Save() override;
  void Restore() override;
  void Transform(const Affine& m) override { FlushFill(); state_.ctm = state_.ctm * m; }
  void MoveTo(double x, double y) override;
  void LineTo(double x, double y) override;
  void CurveTo(double x1, double y1, double x2, double y2, double x3, double y3) override;
  void ClosePath() override;
  void NewSubPath() override;
  void Arc(double xc, double yc, double r, double a1, double a2) override;
  void ArcNegative(double xc, double yc, double r, double a1, double a2) override;
  void Rectangle(double x, double y, double w, double h) override;
  void SetColor(const Color& c) override { state_.color = c; }
  void SetLineWidth(double w) override;
  void SetLineCap(LineCap cap) override { state_.cap = cap; }
  void SetLineJoin(LineJoin join) override { state_.join = join; }
  void SetDash(const std::vector<double>& dashes, double offset) override;
  void SetFillRule(FillRule rule) override { state_.rule = rule; }
  void Fill(bool preserve) override;
  void Stroke(bool preserve) override;
  void Clip() override;
  void DrawSymbol(const Symbol& symbol, const Affine& place, double line_width) override;

 private:
  /// A point of the path, in the drawing's own space.
  struct Pt {
    double x = 0, y = 0;
  };
  /// One element of the path: its kind and up to four points.
  struct Seg {
    enum Kind : uint8_t { Move, Line, Curve, Close, Rect } kind;
    Pt p[4];
  };
  /// An axis-aligned box in the drawing's own space.
  struct Box {
    double x0 = 1e300, y0 = 1e300, x1 = -1e300, y1 = -1e300;
    void Add(Pt p);
    bool Empty() const { return x0 > x1; }
    bool Meets(const Box& o) const { return !(o.x0 > x1 || o.x1 < x0 || o.y0 > y1 || o.y1 < y0); }
    Box Grown(double d) const { return {x0 - d, y0 - d, x1 + d, y1 + d}; }
  };
  /// The drawing state, as Cairo keeps it.
  struct State {
    Affine ctm;
    Color color{0, 0, 0, 1};
    double width = 2;
    bool width_inherited = false;  ///< a symbol's strokes take the placement's width
    LineCap cap = LineCap::Butt;
    LineJoin join = LineJoin::Miter;
    std::vector<double> dash;
    double dash_offset = 0;
    FillRule rule = FillRule::Winding;
    Box visible;  ///< what the clip leaves visible (a box around it)
  };
  /// What the PDF reader's graphics state holds, so that only changes are
  /// written; -1 (or a negative width) for what is not known.
  struct Written {
    int fill[3] = {-1, -1, -1};
    int stroke[3] = {-1, -1, -1};
    int alpha = -1;
    double width = -1;  ///< -2: the width a symbol's placement gives
    int cap = -1, join = -1, miter = -1;
    bool dash_known = false;
    std::vector<double> dash;
    double dash_offset = 0;
  };
  /// A saved state, and whether a `q` was written for it (only a clip needs one).
  struct Saved {
    State state;
    bool q = false;
  };

  /// Marks the constructor of a symbol's canvas.
  struct SymbolTag {};
  /// A symbol's drawing: its own coordinates, one unit `unit` points or less when placed.
  PdfCanvas(SymbolTag, PdfArt* art, double unit);

  Pt Device(double x, double y) const;
  void AddSeg(Seg::Kind kind, std::initializer_list<Pt> pts);
  void ArcSegments(double xc, double yc, double r, double a1, double a2, bool forward);
  int ArcSegmentCount(double angle, double r) const;
  void ClearPath();
  void FlushFill();
  bool Hidden(double grow) const;
  bool Opaque(const Color& c) const;
  double StrokeReach(double width) const;

  void Num(double v);
  void Op(const char* op);
  void WritePath(const Affine* to_user);
  void WriteFillColor(const Color& c);
  void WriteStrokeColor(const Color& c);
  void WriteAlpha(const Color& c);
  void WriteStrokeStyle(double width, const std::vector<double>& dash, double dash_offset, double scale);
  void PopQ();
  void WriteFill(FillRule rule, const Color& color);
  void WriteStroke();
  void PushQ();

  PdfArt* art_;
  double width_ = 0, height_ = 0;
  bool symbol_ = false;
  int decimals_ = 2;       ///< decimals of coordinates and widths
  double tolerance_ = 0.1;  ///< how far a flattened arc may stray, in own units
  std::string out_;
  State state_;
  Written written_;
  std::vector<Saved> saves_;
  std::vector<Written> written_saves_;  ///< Written at each `q`
  std::vector<Seg> path_;
  Box path_box_;
  Box drawn_;  ///< everything painted, for a symbol's bounding box
  bool has_point_ = false;
  bool need_move_ = false;  ///< the last sub-path was closed: the next segment starts anew
  bool uses_symbols_ = false;
  bool transparent_ = false;  ///< something was drawn with alpha below 1
  double inherited_hint_ = 0;  ///< a symbol's placement width when first drawn, for bounds
  Pt point_, start_;  ///< current point and start of the sub-path (own space)
  bool fill_pending_ = false;  ///< a preserved fill waiting to become `B` with a stroke
  State fill_state_;           ///< the state of the waiting fill
};

}  // namespace carc
