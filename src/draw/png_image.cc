#include "draw/png_image.h"

#include <algorithm>
#include <cmath>

#include "base/image_size.h"

namespace carc {

long long PixelsFor(Mm length, double dpi) { return std::max(1LL, std::llround(length.px(dpi))); }

PngImage::PngImage(const std::string& path, long long width, long long height, double px_per_pt,
                   const std::string& hint, bool opaque)
    : path_(path) {
  status_ = CheckImageSize(path, width, height, hint);
  if (!status_.ok()) return;
  width_ = int(width);
  height_ = int(height);
  surface_.reset(cairo_image_surface_create(opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32, width_, height_));
  if (cairo_surface_status(surface_.get()) != CAIRO_STATUS_SUCCESS) {
    status_ = Status::Io("cannot make an image of " + std::to_string(width) + " x " +
                         std::to_string(height) + " pixels: " +
                         cairo_status_to_string(cairo_surface_status(surface_.get()))).At(path);
    return;
  }
  cairo_surface_set_device_scale(surface_.get(), px_per_pt, px_per_pt);
  cr_.reset(cairo_create(surface_.get()));
}

PngImage::PngImage(const std::string& path, SizeMm size, double dpi, const std::string& hint)
    : PngImage(path, PixelsFor(size.w, dpi), PixelsFor(size.h, dpi), dpi / 72.0, hint) {}

Status PngImage::Save(const std::vector<std::string>& inputs) {
  if (!status_.ok()) return status_;
  if (cairo_status(cr_.get()) != CAIRO_STATUS_SUCCESS)
    return Status::Io(std::string("cannot draw the image: ") + cairo_status_to_string(cairo_status(cr_.get()))).At(path_);
  cairo_surface_flush(surface_.get());
  AtomicOutput out(path_, inputs);
  if (!out.status().ok()) return out.status();
  cairo_status_t written = cairo_surface_write_to_png_stream(surface_.get(), WriteToOutput, &out);
  if (!out.WriteStatus().ok()) return out.WriteStatus();  // a full disk, said plainly
  if (written != CAIRO_STATUS_SUCCESS)
    return Status::Io(std::string("cannot write image: ") + cairo_status_to_string(written)).At(path_);
  return out.Commit();
}

}  // namespace carc
