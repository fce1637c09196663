// A Canvas (canvas.h) drawing on a cairo_t: art drawn through it looks
// exactly as drawn on the context directly.
#pragma once

#include "draw/canvas.h"

namespace carc {

/// Forwards every Canvas call to a Cairo context it does not own.
class CairoCanvas : public Canvas {
 public:
  /// Draws on `cr`, which must outlive the canvas.
  explicit CairoCanvas(cairo_t* cr) : cr_(cr) {}

  void Save() override { cairo_save(cr_); }
  void Restore() override { cairo_restore(cr_); }
  void Transform(const Affine& m) override;
  void MoveTo(double x, double y) override { cairo_move_to(cr_, x, y); }
  void LineTo(double x, double y) override { cairo_line_to(cr_, x, y); }
  void CurveTo(double x1, double y1, double x2, double y2, double x3, double y3) override {
    cairo_curve_to(cr_, x1, y1, x2, y2, x3, y3);
  }
  void ClosePath() override { cairo_close_path(cr_); }
  void NewSubPath() override { cairo_new_sub_path(cr_); }
  void Arc(double xc, double yc, double r, double a1, double a2) override { cairo_arc(cr_, xc, yc, r, a1, a2); }
  void ArcNegative(double xc, double yc, double r, double a1, double a2) override {
    cairo_arc_negative(cr_, xc, yc, r, a1, a2);
  }
  void Rectangle(double x, double y, double w, double h) override { cairo_rectangle(cr_, x, y, w, h); }
  void SetColor(const Color& c) override { carc::SetColor(cr_, c); }
  void SetLineWidth(double w) override { cairo_set_line_width(cr_, w); }
  void SetLineCap(LineCap cap) override;
  void SetLineJoin(LineJoin join) override;
  void SetDash(const std::vector<double>& dashes, double offset) override;
  void SetFillRule(FillRule rule) override;
  void Fill(bool preserve) override { preserve ? cairo_fill_preserve(cr_) : cairo_fill(cr_); }
  void Stroke(bool preserve) override { preserve ? cairo_stroke_preserve(cr_) : cairo_stroke(cr_); }
  void Clip() override { cairo_clip(cr_); }
  void DrawSymbol(const Symbol& symbol, const Affine& place, double line_width) override;
  cairo_t* cairo() override { return cr_; }

 private:
  cairo_t* cr_;
};

}  // namespace carc
