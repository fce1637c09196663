#include "base/image_size.h"

#include <cstdio>

namespace carc {

Status CheckImageSize(const std::string& path, long long width, long long height,
                      const std::string& hint) {
  bool too_wide = width > kMaxImageSide || height > kMaxImageSide;
  bool too_many = width * height > kMaxImagePixels;
  if (width >= 1 && height >= 1 && !too_wide && !too_many) return Status::Ok();
  std::string size = std::to_string(width) + " x " + std::to_string(height) + " pixels";
  if (width < 1 || height < 1) return Status::Io("an image of " + size + " is empty").At(path);
  std::string limit = too_wide ? "at most " + std::to_string(kMaxImageSide) + " pixels a side"
                               : "at most " + std::to_string(kMaxImagePixels / 1000000) +
                                     " million pixels in all";
  return Status::Io(size + " is too large (images may have " + limit + "); " + hint).At(path);
}

Status CheckRunPixels(const std::string& path, const std::string& what, long long images,
                      double pixels, const std::string& hint) {
  if (pixels <= double(kMaxRunPixels)) return Status::Ok();
  char billions[32];
  std::snprintf(billions, sizeof billions, "%.1f", pixels / 1e9);
  return Status::Io(what + " would write " + std::to_string(images) +
                    " images, " + billions + " billion pixels in all; the images of one run may " +
                    "have at most " + std::to_string(kMaxRunPixels / 1000000000) +
                    " billion together: " + hint).At(path);
}

}  // namespace carc
