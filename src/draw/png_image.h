// A raster image drawn for a PNG file: Cairo user space in points, like a PDF
// page, mapped to pixels by a device scale (so text is never scaled), its size
// checked by CheckImageSize before any memory is taken, written atomically.
#pragma once

#include <string>
#include <vector>

#include "base/status.h"
#include "base/units.h"
#include "draw/cairo_util.h"

namespace carc {

/// Pixels covering `length` at `dpi`, rounded, at least 1.
long long PixelsFor(Mm length, double dpi);

/// One PNG image being drawn.
class PngImage {
 public:
  /// An image of `width` x `height` pixels for `path`, where one point of
  /// user space is `px_per_pt` pixels. A size over the limit is an Io error
  /// ending in `hint`. An `opaque` image has no alpha channel (for a drawing
  /// that paints every pixel). Check status() before drawing.
  PngImage(const std::string& path, long long width, long long height, double px_per_pt,
           const std::string& hint = "lower --dpi", bool opaque = false);
  /// An image of `size` at `dpi`: PixelsFor each side.
  PngImage(const std::string& path, SizeMm size, double dpi, const std::string& hint = "lower --dpi");

  /// Ok, or why the image cannot be made (exit 2).
  const Status& status() const { return status_; }
  /// The drawing context, in points with the origin at the top-left.
  cairo_t* cr() const { return cr_.get(); }
  /// The image surface.
  cairo_surface_t* surface() const { return surface_.get(); }
  /// Width and height in pixels.
  int width() const { return width_; }
  int height() const { return height_; }

  /// Writes the image to its path, atomically and never over `inputs`.
  Status Save(const std::vector<std::string>& inputs = {});

 private:
  std::string path_;
  SurfacePtr surface_;
  ContextPtr cr_;
  int width_ = 0, height_ = 0;
  Status status_ = Status::Ok();
};

}  // namespace carc
