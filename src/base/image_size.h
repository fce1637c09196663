// The one size check every raster image carckit writes goes through (tile
// PNGs, exported tiles and deck sheets, board pictures), so that the limit
// lives in one place.
#pragma once

#include <string>

#include "base/status.h"

namespace carc {

/// Most pixels on either side of an image carckit writes.
constexpr long long kMaxImageSide = 20000;
/// Most pixels in all (4 bytes each while drawing: 1.6 GB at this limit).
constexpr long long kMaxImagePixels = 400000000;

/// Ok when an image of `width` x `height` pixels may be written to `path`;
/// otherwise Io: "PATH: error: W x H pixels is too large ...; HINT". `hint`
/// says what to lower, e.g. "lower --dpi".
Status CheckImageSize(const std::string& path, long long width, long long height,
                      const std::string& hint = "lower --dpi");

}  // namespace carc
