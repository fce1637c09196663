// Pixels for tests and checks: PNG files and rasterized PDF pages read into
// memory, colours sampled and compared. Rendering tests measure with these
// rather than comparing PDF bytes.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "base/units.h"
#include "draw/cairo_util.h"

namespace carc {

/// An RGB image, 8 bits per channel, row-major.
struct Raster {
  int width = 0, height = 0;  ///< in pixels
  double dpi = 0;              ///< pixels per inch when it came from a page or tile; 0 if unknown
  std::vector<uint8_t> rgb;    ///< width * height * 3 bytes

  /// Whether it holds no pixels (a failed read).
  bool empty() const { return width == 0 || height == 0; }
  /// Channel `c` (0 red, 1 green, 2 blue) of pixel (x, y); white outside.
  int At(int x, int y, int c) const {
    if (x < 0 || y < 0 || x >= width || y >= height) return 255;
    return rgb[(size_t(y) * size_t(width) + size_t(x)) * 3 + size_t(c)];
  }
  /// The pixel column or row holding a position in mm.
  int Px(Mm v) const { return int(v.px(dpi)); }
};

/// Reads a PNG (alpha composited over white); an empty raster on failure.
Raster ReadPng(const std::string& path);

/// Writes an RGB raster as PNG; false on failure.
bool WritePng(const Raster& raster, const std::string& path);

/// An ARGB32 image surface flattened onto white.
Raster FromSurface(cairo_surface_t* image);

/// Rasterizes 1-based `page` of a PDF with pdftoppm at `dpi`; empty on failure.
Raster RasterizePdfPage(const std::string& pdf, int page, double dpi);

/// Mean colour of the pixels inside `r` (mm), as 0..255 per channel.
Color MeanColor(const Raster& raster, const RectMm& r);

/// Pixels whose channels differ by more than `tolerance` (0..255) in any
/// channel; images of different sizes differ everywhere.
long DifferingPixels(const Raster& a, const Raster& b, int tolerance);

}  // namespace carc
