#include "kit/kit_section.h"

#include <cairo-pdf.h>

#include "print/print_marks.h"

namespace carc {

const char* const kKitFont = "DejaVu Sans";

TextStyle KitStyle(double size_pt, bool bold, Color color) {
  TextStyle s;
  s.family = kKitFont;
  s.size_pt = size_pt;
  s.bold = bold;
  s.color = color;
  return s;
}

Color Tint(const Color& c, double amount) {
  auto mix = [amount](double v) { return 1 - (1 - v) * amount; };
  return {mix(c.r), mix(c.g), mix(c.b), c.a};
}

void DrawKitFooter(cairo_t* cr, SizeMm page, const Translation& tr, const std::string& left,
                   int page_number) {
  DrawFooter(cr, page, kKitMargin, left, tr.Text("footer.page", TextParams().Number("page", page_number)));
}

ContextPtr MeasureContext() {
  SurfacePtr surface(cairo_pdf_surface_create_for_stream(nullptr, nullptr, 595, 842));
  return ContextPtr(cairo_create(surface.get()));
}

}  // namespace carc
