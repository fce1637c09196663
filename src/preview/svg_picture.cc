#include "preview/svg_picture.h"

#include <cairo-svg.h>

#include <functional>

#include "art/tile_art.h"
#include "draw/cairo_util.h"

namespace carc {

namespace {

cairo_status_t Append(void* closure, const unsigned char* data, unsigned int length) {
  static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
  return CAIRO_STATUS_SUCCESS;
}

/// Runs `draw` on an SVG surface `size` square; the document, or "" on failure.
std::string DrawSvg(Mm size, const std::function<void(cairo_t*, const TileFrame&)>& draw) {
  std::string out;
  SurfacePtr surface(cairo_svg_surface_create_for_stream(Append, &out, size.pt(), size.pt()));
  cairo_svg_surface_set_document_unit(surface.get(), CAIRO_SVG_UNIT_PT);
  {
    ContextPtr cr(cairo_create(surface.get()));
    draw(cr.get(), TileFrame{{Mm(0), Mm(0), size, size}, Mm(0), 0});
  }
  cairo_surface_finish(surface.get());
  if (cairo_surface_status(surface.get()) != CAIRO_STATUS_SUCCESS) return "";
  return out;
}

}  // namespace

std::string TileFrontSvg(const TileType& tile, const Theme& theme, const TileImage* image, Mm size) {
  return DrawSvg(size, [&](cairo_t* cr, const TileFrame& frame) {
    DrawTileFront(cr, tile, theme, frame, image);
  });
}

std::string TileBackSvg(TileBack back, const Theme& theme, Mm size) {
  return DrawSvg(size, [&](cairo_t* cr, const TileFrame& frame) { DrawTileBack(cr, back, theme, frame); });
}

}  // namespace carc
