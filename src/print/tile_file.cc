#include "print/tile_file.h"

#include "art/tile_art.h"
#include "art/tile_back.h"
#include "base/output_file.h"
#include "draw/image_file.h"
#include "draw/png_image.h"

namespace carc {

namespace {

void Draw(cairo_t* cr, const TileType& tile, const Theme& theme, const TileImage* image,
          const TileFileOptions& o) {
  TileFrame frame{{o.bleed, o.bleed, o.size, o.size}, o.bleed, o.quarters};
  if (o.back) DrawTileBack(cr, o.back_design, theme, frame);
  else DrawTileFront(cr, tile, theme, frame, image);
}

/// The tile's PDF: one page, the bleed box, whose trim box is the tile, for
/// print shops.
Status AddPdfPage(PdfDocument& doc, const TileType& tile, const Theme& theme, const TileImage* image,
                  const TileFileOptions& o) {
  Mm full = o.size + o.bleed * 2;
  doc.BeginPage({full, full}, "", {RectMm{o.bleed, o.bleed, o.size, o.size}, RectMm{Mm(0), Mm(0), full, full}});
  // Placed as a form, not drawn on cr(): Cairo clips a page's own drawing to
  // whole points, which would leave the last fraction of a point (0.2 mm of
  // a 45 mm tile's right and bottom edge) unprinted.
  int form = o.back ? AddTileBackForm(doc, o.back_design, theme, o.size, o.bleed)
                    : AddTileFrontForm(doc, tile, theme, o.size, o.bleed, image, o.quarters);
  doc.PlaceForm(form, {Mm(0), Mm(0)});
  doc.EndPage();
  return Status::Ok();
}

}  // namespace

long long TilePngPixels(const TileFileOptions& o) { return PixelsFor(o.size + o.bleed * 2, o.dpi); }

Status WriteTileFile(const std::string& path, const TileType& tile, const Theme& theme,
                     const TileImage* image, const TileFileOptions& options,
                     const std::vector<std::string>& inputs) {
  ImageFormat format;
  if (!ImageFormatOf(path, options.format, &format)) {
    if (path == kStandardOutput)
      return Status::Usage("-o - needs --format png, svg or pdf: standard output has no name to "
                           "tell the format by");
    return UnknownImageFormat("", path, {ImageFormat::Png, ImageFormat::Svg, ImageFormat::Pdf});
  }
  Mm full = options.size + options.bleed * 2;
  ImageEncoding encoding;
  encoding.dpi = options.dpi;
  encoding.exact_width = true;  // the tile fills whole pixels exactly
  encoding.hint = "lower --dpi, --size or --bleed";
  ImageContent content;
  content.size = {full, full};
  content.draw = [&](cairo_t* cr) { Draw(cr, tile, theme, image, options); };
  content.pages = [&](PdfDocument& doc) { return AddPdfPage(doc, tile, theme, image, options); };
  content.metadata.title = "Tile " + tile.id + (tile.name.empty() ? "" : ": " + tile.name);
  return WriteImageFile(path, format, encoding, content, inputs);
}

}  // namespace carc
