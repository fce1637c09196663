#include "draw/cairo_canvas.h"

namespace carc {

void CairoCanvas::Transform(const Affine& m) {
  cairo_matrix_t cm{m.a, m.b, m.c, m.d, m.e, m.f};
  cairo_transform(cr_, &cm);
}

void CairoCanvas::SetLineCap(LineCap cap) {
  cairo_set_line_cap(cr_, cap == LineCap::Butt    ? CAIRO_LINE_CAP_BUTT
                          : cap == LineCap::Round ? CAIRO_LINE_CAP_ROUND
                                                  : CAIRO_LINE_CAP_SQUARE);
}

void CairoCanvas::SetLineJoin(LineJoin join) {
  cairo_set_line_join(cr_, join == LineJoin::Miter   ? CAIRO_LINE_JOIN_MITER
                           : join == LineJoin::Round ? CAIRO_LINE_JOIN_ROUND
                                                     : CAIRO_LINE_JOIN_BEVEL);
}

void CairoCanvas::SetDash(const std::vector<double>& dashes, double offset) {
  cairo_set_dash(cr_, dashes.data(), int(dashes.size()), offset);
}

void CairoCanvas::SetFillRule(FillRule rule) {
  cairo_set_fill_rule(cr_, rule == FillRule::Winding ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD);
}

void CairoCanvas::DrawSymbol(const Symbol& symbol, const Affine& place, double line_width) {
  SaveGuard guard(cr_);
  Transform(place);
  // A symbol starts from the default state, as in a PdfCanvas, where it is
  // drawn once for copies placed in any state.
  cairo_set_source_rgb(cr_, 0, 0, 0);
  cairo_set_line_width(cr_, line_width);
  cairo_set_line_cap(cr_, CAIRO_LINE_CAP_BUTT);
  cairo_set_line_join(cr_, CAIRO_LINE_JOIN_MITER);
  cairo_set_dash(cr_, nullptr, 0, 0);
  cairo_set_fill_rule(cr_, CAIRO_FILL_RULE_WINDING);
  symbol.draw(*this);
}

}  // namespace carc
