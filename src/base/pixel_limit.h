// The one limit on the size of images carckit writes (`tile -o x.png` and
// any other raster output): by total pixels, since memory grows with them.
#pragma once

#include <string>

#include "base/status.h"

namespace carc {

/// Most pixels an image written by carckit may have: 64 million (256 MB of
/// 32-bit pixels), e.g. 8000 x 8000; a 45 mm tile at 2400 dpi is 4252 x 4252.
constexpr double kMaxOutputPixels = 64e6;

/// Ok when a `width` x `height` pixel image for `path` is within the limit;
/// else an Io error (exit 2) saying how big it would be and what the limit
/// is. `hint` says how to make it smaller ("lower --dpi or --size").
Status CheckOutputPixels(const std::string& path, double width, double height,
                         const std::string& hint);

}  // namespace carc
