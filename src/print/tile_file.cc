#include "print/tile_file.h"

#include <cairo-svg.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <filesystem>

#include "art/tile_art.h"
#include "art/tile_back.h"
#include "base/output_file.h"
#include "draw/pdf_document.h"
#include "draw/png_image.h"

namespace carc {

namespace {

void Draw(cairo_t* cr, const TileType& tile, const Theme& theme, const TileImage* image,
          const TileFileOptions& o) {
  TileFrame frame{{o.bleed, o.bleed, o.size, o.size}, o.bleed, o.quarters};
  if (o.back) DrawTileBack(cr, o.back_design, theme, frame);
  else DrawTileFront(cr, tile, theme, frame, image);
}

Status Failed(const std::string& path, cairo_status_t status) {
  return Status::Io(std::string("cannot write image: ") + cairo_status_to_string(status)).At(path);
}

Status WritePng(const std::string& path, const TileType& tile, const Theme& theme,
                const TileImage* image, const TileFileOptions& o,
                const std::vector<std::string>& inputs) {
  Mm full = o.size + o.bleed * 2;
  long long px = TilePngPixels(o);
  PngImage png(path, px, px, double(px) / full.pt(),  // the tile fills whole pixels exactly
               "lower --dpi, --size or --bleed");
  if (!png.status().ok()) return png.status();
  Draw(png.cr(), tile, theme, image, o);
  return png.Save(inputs);
}

Status WriteSvg(const std::string& path, const TileType& tile, const Theme& theme,
                const TileImage* image, const TileFileOptions& o,
                const std::vector<std::string>& inputs) {
  AtomicOutput out(path, inputs);
  if (!out.status().ok()) return out.status();
  Mm full = o.size + o.bleed * 2;
  SurfacePtr surface(cairo_svg_surface_create_for_stream(WriteToOutput, &out, full.pt(), full.pt()));
  cairo_svg_surface_set_document_unit(surface.get(), CAIRO_SVG_UNIT_PT);
  {
    ContextPtr cr(cairo_create(surface.get()));
    Draw(cr.get(), tile, theme, image, o);
  }
  cairo_surface_finish(surface.get());
  if (!out.WriteStatus().ok()) return out.WriteStatus();
  if (cairo_surface_status(surface.get()) != CAIRO_STATUS_SUCCESS)
    return Failed(path, cairo_surface_status(surface.get()));
  return out.Commit();
}

Status WritePdf(const std::string& path, const TileType& tile, const Theme& theme,
                const TileImage* image, const TileFileOptions& o,
                const std::vector<std::string>& inputs) {
  PdfMetadata meta;
  meta.title = "Tile " + tile.id + (tile.name.empty() ? "" : ": " + tile.name);
  PdfDocument doc(path, meta, inputs);
  if (!doc.status().ok()) return doc.status();
  Mm full = o.size + o.bleed * 2;
  // The page is the bleed box; the trim box is the tile, for print shops.
  doc.BeginPage({full, full}, "", {RectMm{o.bleed, o.bleed, o.size, o.size}, RectMm{Mm(0), Mm(0), full, full}});
  // Placed as a form, not drawn on cr(): Cairo clips a page's own drawing to
  // whole points, which would leave the last fraction of a point (0.2 mm of
  // a 45 mm tile's right and bottom edge) unprinted.
  int form = o.back ? AddTileBackForm(doc, o.back_design, theme, o.size, o.bleed)
                    : AddTileFrontForm(doc, tile, theme, o.size, o.bleed, image, o.quarters);
  doc.PlaceForm(form, {Mm(0), Mm(0)});
  doc.EndPage();
  return doc.Finish();
}

}  // namespace

long long TilePngPixels(const TileFileOptions& o) { return PixelsFor(o.size + o.bleed * 2, o.dpi); }

Status WriteTileFile(const std::string& path, const TileType& tile, const Theme& theme,
                     const TileImage* image, const TileFileOptions& options,
                     const std::vector<std::string>& inputs) {
  std::string ext = !options.format.empty() ? "." + options.format
                                            : std::filesystem::path(path).extension().string();
  std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return std::tolower(c); });
  if (ext == ".png") return WritePng(path, tile, theme, image, options, inputs);
  if (ext == ".svg") return WriteSvg(path, tile, theme, image, options, inputs);
  if (ext == ".pdf") return WritePdf(path, tile, theme, image, options, inputs);
  if (path == kStandardOutput)
    return Status::Io("-o - needs --format png, svg or pdf: standard output has no name to "
                      "tell the format by");
  return Status::Io("cannot tell the format of '" + path + "': name it .png, .svg or .pdf");
}

}  // namespace carc
