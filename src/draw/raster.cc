#include "draw/raster.h"

#include <cmath>
#include <cstdlib>
#include <filesystem>

#include "base/test_util.h"

namespace carc {

Raster FromSurface(cairo_surface_t* image) {
  Raster r;
  cairo_surface_flush(image);
  r.width = cairo_image_surface_get_width(image);
  r.height = cairo_image_surface_get_height(image);
  int stride = cairo_image_surface_get_stride(image);
  const unsigned char* data = cairo_image_surface_get_data(image);
  r.rgb.resize(size_t(r.width) * size_t(r.height) * 3);
  bool alpha = cairo_image_surface_get_format(image) == CAIRO_FORMAT_ARGB32;
  for (int y = 0; y < r.height; ++y) {
    const uint32_t* row = reinterpret_cast<const uint32_t*>(data + size_t(y) * size_t(stride));
    for (int x = 0; x < r.width; ++x) {
      uint32_t p = row[x];
      int a = alpha ? int(p >> 24) : 255;
      int rgb[3] = {int((p >> 16) & 255), int((p >> 8) & 255), int(p & 255)};
      for (int c = 0; c < 3; ++c)  // premultiplied: add white for what is uncovered
        r.rgb[(size_t(y) * size_t(r.width) + size_t(x)) * 3 + size_t(c)] = uint8_t(rgb[c] + 255 - a);
    }
  }
  return r;
}

Raster ReadPng(const std::string& path) {
  SurfacePtr s(cairo_image_surface_create_from_png(path.c_str()));
  if (cairo_surface_status(s.get()) != CAIRO_STATUS_SUCCESS) return Raster();
  return FromSurface(s.get());
}

bool WritePng(const Raster& raster, const std::string& path) {
  SurfacePtr s(cairo_image_surface_create(CAIRO_FORMAT_RGB24, raster.width, raster.height));
  unsigned char* data = cairo_image_surface_get_data(s.get());
  int stride = cairo_image_surface_get_stride(s.get());
  for (int y = 0; y < raster.height; ++y) {
    uint32_t* row = reinterpret_cast<uint32_t*>(data + size_t(y) * size_t(stride));
    for (int x = 0; x < raster.width; ++x)
      row[x] = 0xff000000u | uint32_t(raster.At(x, y, 0)) << 16 | uint32_t(raster.At(x, y, 1)) << 8 |
               uint32_t(raster.At(x, y, 2));
  }
  cairo_surface_mark_dirty(s.get());
  return cairo_surface_write_to_png(s.get(), path.c_str()) == CAIRO_STATUS_SUCCESS;
}

Raster RasterizePdfPage(const std::string& pdf, int page, double dpi) {
  test_support::TempDir tmp;
  std::string base = tmp.Path("page");
  std::string p = std::to_string(page);
  std::string cmd = "pdftoppm -png -singlefile -r " + std::to_string(dpi) + " -f " + p + " -l " + p + " '" +
                    pdf + "' '" + base + "'";
  if (test_support::Run(cmd).exit_code != 0) return Raster();
  Raster r = ReadPng(base + ".png");
  r.dpi = dpi;
  return r;
}

Color MeanColor(const Raster& raster, const RectMm& r) {
  int x0 = raster.Px(r.x), x1 = raster.Px(r.right()), y0 = raster.Px(r.y), y1 = raster.Px(r.bottom());
  double sum[3] = {0, 0, 0};
  long n = 0;
  for (int y = y0; y < y1; ++y)
    for (int x = x0; x < x1; ++x, ++n)
      for (int c = 0; c < 3; ++c) sum[c] += raster.At(x, y, c);
  if (n == 0) return {255, 255, 255, 1};
  return {sum[0] / double(n), sum[1] / double(n), sum[2] / double(n), 1};
}

long DifferingPixels(const Raster& a, const Raster& b, int tolerance) {
  if (a.width != b.width || a.height != b.height) return long(std::max(a.width * a.height, b.width * b.height));
  long n = 0;
  for (int y = 0; y < a.height; ++y)
    for (int x = 0; x < a.width; ++x)
      for (int c = 0; c < 3; ++c)
        if (std::abs(a.At(x, y, c) - b.At(x, y, c)) > tolerance) {
          ++n;
          break;
        }
  return n;
}

}  // namespace carc
