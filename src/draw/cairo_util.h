// RAII owners for Cairo and Pango handles, and a save/restore guard.
#pragma once

#include <cairo.h>
#include <pango/pangocairo.h>

#include <memory>

#include "base/output_file.h"
#include "base/units.h"

namespace carc {

/// Owns a cairo_surface_t.
struct SurfaceDeleter {
  void operator()(cairo_surface_t* s) const { cairo_surface_destroy(s); }
};
using SurfacePtr = std::unique_ptr<cairo_surface_t, SurfaceDeleter>;

/// Owns a cairo_t.
struct ContextDeleter {
  void operator()(cairo_t* cr) const { cairo_destroy(cr); }
};
using ContextPtr = std::unique_ptr<cairo_t, ContextDeleter>;

/// Owns a cairo_pattern_t.
struct PatternDeleter {
  void operator()(cairo_pattern_t* p) const { cairo_pattern_destroy(p); }
};
using PatternPtr = std::unique_ptr<cairo_pattern_t, PatternDeleter>;

/// Owns any GObject (PangoLayout, PangoFontMap, RsvgHandle...).
struct GObjectDeleter {
  void operator()(void* o) const { if (o) g_object_unref(o); }
};
using LayoutPtr = std::unique_ptr<PangoLayout, GObjectDeleter>;

/// Owns a PangoFontDescription.
struct FontDescDeleter {
  void operator()(PangoFontDescription* d) const { pango_font_description_free(d); }
};
using FontDescPtr = std::unique_ptr<PangoFontDescription, FontDescDeleter>;

/// A cairo_write_func_t appending to the AtomicOutput given as `closure`, for
/// cairo_pdf_surface_create_for_stream and cairo_surface_write_to_png_stream:
/// Cairo's own file writing can lose write errors and leave a cut-off file.
inline cairo_status_t WriteToOutput(void* closure, const unsigned char* data, unsigned int length) {
  return static_cast<AtomicOutput*>(closure)->Write(data, length) ? CAIRO_STATUS_SUCCESS
                                                                  : CAIRO_STATUS_WRITE_ERROR;
}

/// Saves the Cairo state on construction and restores it on destruction, so a
/// drawing function can transform and clip freely.
class SaveGuard {
 public:
  explicit SaveGuard(cairo_t* cr) : cr_(cr) { cairo_save(cr_); }
  ~SaveGuard() { cairo_restore(cr_); }
  SaveGuard(const SaveGuard&) = delete;
  SaveGuard& operator=(const SaveGuard&) = delete;

 private:
  cairo_t* cr_;
};

/// An sRGB colour with alpha, components 0..1.
struct Color {
  double r = 0, g = 0, b = 0, a = 1;
};

/// Sets the source colour.
inline void SetColor(cairo_t* cr, const Color& c) { cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a); }

/// Cairo path helpers taking mm.
inline void MoveTo(cairo_t* cr, Mm x, Mm y) { cairo_move_to(cr, x.pt(), y.pt()); }
inline void LineTo(cairo_t* cr, Mm x, Mm y) { cairo_line_to(cr, x.pt(), y.pt()); }
inline void Rectangle(cairo_t* cr, const RectMm& r) {
  cairo_rectangle(cr, r.x.pt(), r.y.pt(), r.w.pt(), r.h.pt());
}
inline void SetLineWidth(cairo_t* cr, Mm w) { cairo_set_line_width(cr, w.pt()); }
inline void Translate(cairo_t* cr, Mm x, Mm y) { cairo_translate(cr, x.pt(), y.pt()); }

}  // namespace carc
