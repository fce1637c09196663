#include "base/pixel_limit.h"

#include <cmath>
#include <cstdio>

namespace carc {

Status CheckOutputPixels(const std::string& path, double width, double height,
                         const std::string& hint) {
  double pixels = width * height;
  if (std::isfinite(pixels) && width >= 1 && height >= 1 && pixels <= kMaxOutputPixels)
    return Status::Ok();
  char size[96];
  std::snprintf(size, sizeof size, "%.0f x %.0f pixels (%.1f million)", width, height,
                pixels / 1e6);
  char limit[32];
  std::snprintf(limit, sizeof limit, "%.0f million", kMaxOutputPixels / 1e6);
  return Status::Io(path + ": error: the image would be " + size + "; images are limited to " +
                    limit + " pixels in all" + (hint.empty() ? "" : "; " + hint));
}

}  // namespace carc
