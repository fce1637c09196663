#include "tile_image.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>

#include "diagnostic.h"

namespace carc {

namespace {

std::string LowerExtension(const std::string& path) {
  std::string ext = std::filesystem::path(path).extension().string();
  std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return std::tolower(c); });
  return ext;
}

Status ArtError(const TileType& tile, const std::string& spec_file, const std::string& message) {
  Diagnostic d;
  d.file = spec_file;
  d.line = tile.art_loc.line;
  d.column = tile.art_loc.column;
  d.message = "tile " + tile.id + ": " + message;
  return Status::Io(d.Format());
}

bool HasPngSignature(const std::string& path) {
  static const unsigned char kSignature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
  std::ifstream in(path, std::ios::binary);
  unsigned char head[8] = {};
  in.read(reinterpret_cast<char*>(head), 8);
  return in.gcount() == 8 && std::equal(head, head + 8, kSignature);
}

}  // namespace

Status TileImage::Load(const TileType& tile, const std::string& spec_file,
                       std::unique_ptr<TileImage>* out) {
  const std::string& path = tile.art;
  std::string ext = LowerExtension(path);
  if (ext != ".png" && ext != ".svg")
    return ArtError(tile, spec_file, "art '" + path + "' must be a .png or .svg file");
  std::error_code ec;
  if (!std::filesystem::is_regular_file(path, ec))
    return ArtError(tile, spec_file, "art '" + path + "' not found");
  auto image = std::make_unique<TileImage>();
  if (ext == ".png") {
    if (!HasPngSignature(path))
      return ArtError(tile, spec_file, "art '" + path + "' is not a PNG image");
    image->png_.reset(cairo_image_surface_create_from_png(path.c_str()));
    cairo_status_t status = cairo_surface_status(image->png_.get());
    if (status != CAIRO_STATUS_SUCCESS)
      return ArtError(tile, spec_file, "art '" + path + "' is not a readable PNG image (" +
                                           cairo_status_to_string(status) + ")");
    image->width_ = cairo_image_surface_get_width(image->png_.get());
    image->height_ = cairo_image_surface_get_height(image->png_.get());
  } else {
    GError* error = nullptr;
    image->svg_.reset(rsvg_handle_new_from_file(path.c_str(), &error));
    if (!image->svg_) {
      std::string why = error ? error->message : "unknown error";
      if (error) g_error_free(error);
      return ArtError(tile, spec_file, "art '" + path + "' is not a readable SVG image (" + why + ")");
    }
  }
  if (image->width_ < 1 || image->height_ < 1)
    return ArtError(tile, spec_file, "art '" + path + "' is empty");
  *out = std::move(image);
  return Status::Ok();
}

void TileImage::DrawScaled(cairo_t* cr, double size_pt) const {
  // Draws into the square (0,0)-(size,size) of the current user space.
  if (svg_) {
    RsvgRectangle viewport{0, 0, size_pt, size_pt};
    rsvg_handle_render_document(svg_.get(), cr, &viewport, nullptr);
    return;
  }
  SaveGuard guard(cr);
  cairo_rectangle(cr, 0, 0, size_pt, size_pt);
  cairo_clip(cr);
  cairo_scale(cr, size_pt / width_, size_pt / height_);
  cairo_set_source_surface(cr, png_.get(), 0, 0);
  cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD);
  // Without padding the edge pixels fade into transparency at the cut line.
  cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD);
  cairo_paint(cr);
}

void TileImage::Draw(cairo_t* cr, const RectMm& square, Mm bleed, int quarters) const {
  SaveGuard guard(cr);
  double size = square.w.pt(), half = size / 2;
  cairo_translate(cr, square.x.pt() + half, square.y.pt() + half);
  cairo_rotate(cr, (((quarters % 4) + 4) % 4) * 3.14159265358979323846 / 2);
  if (bleed.v > 0) {
    // The bleed: the same image enlarged, under the exact one.
    SaveGuard under(cr);
    double big = size + 2 * bleed.pt();
    cairo_translate(cr, -big / 2, -big / 2);
    DrawScaled(cr, big);
  }
  cairo_rectangle(cr, -half, -half, size, size);
  cairo_clip(cr);
  cairo_translate(cr, -half, -half);
  DrawScaled(cr, size);
}

Status LoadTileImages(const TileSet& set, TileImages* images) {
  for (const TileType& t : set.tiles) {
    if (t.art.empty()) continue;
    std::unique_ptr<TileImage> image;
    Status s = TileImage::Load(t, set.path, &image);
    if (!s.ok()) return s;
    (*images)[t.id] = std::move(image);
  }
  return Status::Ok();
}

}  // namespace carc
