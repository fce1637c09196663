#include "art/tile_image.h"

#include <algorithm>
#include <cstdint>
#include <cctype>
#include <filesystem>
#include <fstream>

#include "base/diagnostic.h"
#include "base/output_file.h"

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

/// The width and height a PNG's header declares, read before decoding: a
/// small file can declare a huge image (a decompression bomb). False when the
/// header is missing.
bool PngSize(const std::string& path, uint64_t* width, uint64_t* height) {
  std::ifstream in(path, std::ios::binary);
  unsigned char h[24] = {};
  in.read(reinterpret_cast<char*>(h), 24);
  if (in.gcount() != 24 || std::string(reinterpret_cast<char*>(h + 12), 4) != "IHDR") return false;
  auto be32 = [&](int i) {
    return uint64_t(h[i]) << 24 | uint64_t(h[i + 1]) << 16 | uint64_t(h[i + 2]) << 8 | h[i + 3];
  };
  *width = be32(16);
  *height = be32(20);
  return true;
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
    return ArtError(tile, spec_file, "art '" + path + "' " +
                                         (std::filesystem::exists(path, ec) ? "is not a file"
                                                                            : "not found"));
  RegisterInputFile(path);  // no output of this run may replace it
  auto image = std::make_unique<TileImage>();
  if (ext == ".png") {
    uint64_t w = 0, h = 0;
    if (!HasPngSignature(path) || !PngSize(path, &w, &h))
      return ArtError(tile, spec_file, "art '" + path + "' is not a PNG image");
    if (w == 0 || h == 0) return ArtError(tile, spec_file, "art '" + path + "' is empty");
    if (w > uint64_t(kMaxArtSide) || h > uint64_t(kMaxArtSide))
      return ArtError(tile, spec_file,
                      "art '" + path + "' is " + std::to_string(w) + " x " + std::to_string(h) +
                          " pixels; art may be at most " + std::to_string(kMaxArtSide) +
                          " pixels on each side (45 mm at 600 dpi is 1063)");
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
  double pixels = 0;  // decoded PNG art held at once, 4 bytes each
  for (const TileType& t : set.tiles) {
    if (t.art.empty()) continue;
    std::unique_ptr<TileImage> image;
    Status s = TileImage::Load(t, t.file.empty() ? set.path : t.file, &image);
    if (!s.ok()) return s;
    pixels += image->pixels();
    if (pixels > kMaxArtPixels)
      return ArtError(t, set.path, "the PNG art of the set comes to more than " +
                                       std::to_string(kMaxArtPixels / 1000000) +
                                       " million pixels, the limit; use smaller images");
    (*images)[t.id] = std::move(image);
  }
  return Status::Ok();
}

}  // namespace carc
