#include "art/tile_image.h"

#include <algorithm>
#include <cstdint>
#include <cctype>
#include <sys/stat.h>
#include <unistd.h>

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <utility>

#include "art/svg_library.h"
#include "art/svg_sandbox.h"
#include "art/svg_scan.h"
#include "base/diagnostic.h"
#include "base/output_file.h"
#include "base/sandbox.h"

namespace carc {

namespace {

std::string LowerExtension(const std::string& path) {
  std::string ext = std::filesystem::path(path).extension().string();
  std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return std::tolower(c); });
  return ext;
}

Status ArtError(const TileType& tile, const std::string& spec_file, const std::string& message) {
  return Status::Io("tile " + tile.id + ": " + message).At(spec_file, tile.art_loc);
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

/// Edge pixels repeated around a kept image: drawing samples them, not
/// transparency, at the cut line. (EXTEND_PAD would do the same, but a PDF
/// then embeds a padded copy of the image for every use.)
constexpr int kBorder = 2;

/// The PNG at `path` decoded (its header already checked), scaled down so
/// that neither side exceeds `side` pixels (the aspect ratio kept), with a
/// border of kBorder pixels repeating its edges.
SurfacePtr DecodePng(const std::string& path, int side, std::string* problem) {
  SurfacePtr png(cairo_image_surface_create_from_png(path.c_str()));
  cairo_status_t status = cairo_surface_status(png.get());
  if (status != CAIRO_STATUS_SUCCESS) {
    *problem = std::string("is not a readable PNG image (") + cairo_status_to_string(status) + ")";
    return nullptr;
  }
  int w = cairo_image_surface_get_width(png.get()), h = cairo_image_surface_get_height(png.get());
  double k = std::min(1.0, double(side) / std::max(w, h));
  int sw = std::max(1, int(std::lround(w * k))), sh = std::max(1, int(std::lround(h * k)));
  SurfacePtr kept(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, sw + 2 * kBorder, sh + 2 * kBorder));
  ContextPtr cr(cairo_create(kept.get()));
  cairo_translate(cr.get(), kBorder, kBorder);
  cairo_scale(cr.get(), double(sw) / w, double(sh) / h);
  cairo_set_source_surface(cr.get(), png.get(), 0, 0);
  cairo_pattern_set_filter(cairo_get_source(cr.get()), CAIRO_FILTER_GOOD);
  cairo_pattern_set_extend(cairo_get_source(cr.get()), CAIRO_EXTEND_PAD);
  cairo_paint(cr.get());
  status = cairo_status(cr.get());
  if (status != CAIRO_STATUS_SUCCESS) {
    *problem = std::string("cannot be scaled (") + cairo_status_to_string(status) + ")";
    return nullptr;
  }
  return kept;
}

}  // namespace

int ArtResolution::Pixels() const {
  double px = std::ceil(extent.px(dpi));
  return std::isfinite(px) ? int(std::min(std::max(px, 1.0), double(kMaxArtSide))) : 1;
}

Status TileImage::Load(const TileType& tile, const std::string& spec_file,
                       std::unique_ptr<TileImage>* out, const ArtResolution& resolution,
                       const SvgLimits& limits) {
  const std::string& path = tile.art;
  auto fail = [&](const std::string& what) {
    return ArtError(tile, spec_file, "art '" + path + "' " + what);
  };
  std::string ext = LowerExtension(path);
  if (ext != ".png" && ext != ".svg") return fail("must be a .png or .svg file");
  std::error_code ec;
  if (!std::filesystem::is_regular_file(path, ec))
    return fail(std::filesystem::exists(path, ec) ? "is not a file" : "not found");
  RegisterInputFile(path);  // no output of this run may replace it
  auto image = std::make_unique<TileImage>();
  int side = resolution.Pixels();
  std::string problem;
  if (ext == ".png") {
    uint64_t w = 0, h = 0;
    if (!HasPngSignature(path) || !PngSize(path, &w, &h)) return fail("is not a PNG image");
    if (w == 0 || h == 0) return fail("is empty");
    if (w > uint64_t(kMaxArtSide) || h > uint64_t(kMaxArtSide))
      return fail("is " + std::to_string(w) + " x " + std::to_string(h) +
                  " pixels; art may be at most " + std::to_string(kMaxArtSide) +
                  " pixels on each side (45 mm at 600 dpi is 1063)");
    image->surface_ = DecodePng(path, side, &problem);
    if (!image->surface_) return fail(problem);
    image->border_ = kBorder;
    image->width_ = cairo_image_surface_get_width(image->surface_.get()) - 2 * kBorder;
    image->height_ = cairo_image_surface_get_height(image->surface_.get()) - 2 * kBorder;
    image->held_ = size_t(cairo_image_surface_get_stride(image->surface_.get())) *
                   size_t(cairo_image_surface_get_height(image->surface_.get()));
  } else {
    std::string asked = SvgScanProblem(path);  // what the sandbox could only hide
    if (!asked.empty()) return fail(asked);
    SvgProbe probe = ProbeSvg(path, side, limits);  // within bounds, or not at all
    if (!probe.ok) return fail(probe.problem);
    std::string why;
    // Loaded before the bound: the library's own mappings are not the art's.
    if (!LoadSvgLibrary(&why)) return fail("cannot be drawn (" + why + ")");
    AddressSpaceBound bound(limits.memory_mb << 20);
    std::unique_ptr<RsvgHandle, GObjectDeleter> handle(OpenSvg(path, &why));
    if (!handle) return fail("is not a readable SVG image (" + why + ")");
    image->surface_ = RecordSvg(handle.get(), side);
    image->vector_ = true;
    image->width_ = image->height_ = side;
    image->held_ = probe.held_bytes;
    image->probe_cpu_ = probe.cpu_seconds;
    image->probe_wall_ = probe.wall_seconds;
  }
  *out = std::move(image);
  return Status::Ok();
}

void TileImage::DrawScaled(cairo_t* cr, double size_pt) const {
  // Draws into the square (0,0)-(size,size) of the current user space.
  SaveGuard guard(cr);
  cairo_rectangle(cr, 0, 0, size_pt, size_pt);
  cairo_clip(cr);
  cairo_scale(cr, size_pt / width_, size_pt / height_);
  cairo_set_source_surface(cr, surface_.get(), -border_, -border_);
  if (!vector_) cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD);
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

namespace {

/// A file's identity, so that two paths to one file load it once.
/// "60 s", "0.05 s".
std::string Seconds(double s) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%g s", s);
  return buf;
}

std::pair<dev_t, ino_t> FileId(const std::string& path) {
  struct stat st;
  if (stat(path.c_str(), &st) != 0) return {0, 0};
  return {st.st_dev, st.st_ino};
}

}  // namespace

Status LoadTileImages(const TileSet& set, TileImages* images, const ArtResolution& resolution,
                      size_t budget, const SvgLimits& svg_limits) {
  std::map<std::pair<dev_t, ino_t>, std::shared_ptr<const TileImage>> loaded;
  size_t held = 0;
  double cpu = 0, wall = 0;  // of the SVG probes
  int svgs = 0;
  for (const TileType& t : set.tiles) {
    if (t.art.empty()) continue;
    auto id = FileId(t.art);
    auto found = loaded.find(id);
    if (found != loaded.end() && id.second != 0) {
      (*images)[t.id] = found->second;
      continue;
    }
    std::unique_ptr<TileImage> image;
    const std::string& spec = t.file.empty() ? set.path : t.file;  // a base set's tile: its file
    Status s = TileImage::Load(t, spec, &image, resolution, svg_limits);
    if (!s.ok()) return s;
    held += image->held_bytes();
    if (image->probe_wall_seconds() > 0) ++svgs;
    cpu += image->probe_cpu_seconds();
    wall += image->probe_wall_seconds();
    std::string files = std::to_string(svgs) + (svgs == 1 ? " SVG file" : " different SVG files");
    if (cpu > svg_limits.total_cpu_seconds)
      return ArtError(t, spec,
                      "the SVG art of the set takes more than " + Seconds(svg_limits.total_cpu_seconds) +
                          " of CPU time to draw (" + files + " so far); use fewer or simpler SVG files");
    if (wall > svg_limits.total_wall_seconds)
      return ArtError(t, spec,
                      "the SVG art of the set takes more than " + Seconds(svg_limits.total_wall_seconds) +
                          " to draw, waiting included (" + files + " so far); use fewer or simpler "
                          "SVG files");
    if (held > budget)
      return ArtError(t, spec,
                      "the art of the set would hold more than " + std::to_string(budget >> 20) +
                          " MB in memory (" + std::to_string(loaded.size() + 1) +
                          " different images, PNGs kept at " + std::to_string(resolution.Pixels()) +
                          " pixels a side); use fewer different images");
    std::shared_ptr<const TileImage> shared(std::move(image));
    loaded[id] = shared;
    (*images)[t.id] = shared;
  }
  return Status::Ok();
}

}  // namespace carc
