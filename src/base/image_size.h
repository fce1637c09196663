// The one size check every raster image carckit writes goes through (tile
// PNGs, exported tiles and deck sheets, board pictures, the play-test
// report), so that the limit lives in one place.
#pragma once

#include <string>

#include "base/status.h"

namespace carc {

/// Most pixels on either side of an image carckit writes.
constexpr long long kMaxImageSide = 20000;
/// Most pixels in all: memory grows with them (4 bytes each while drawing,
/// 400 MB at this limit; a 20000-pixel square would take 1.6 GB). A 10 x 7
/// sheet of 51 mm tiles at 600 dpi is 87 million.
constexpr long long kMaxImagePixels = 100000000;

/// Most pixels of all the images one run writes together: drawing takes
/// about a second per 30 million, so this is a minute or two (board --steps,
/// export); each image is also within the limits above.
constexpr long long kMaxRunPixels = 5000000000LL;

/// Ok when `images` images of `pixels` pixels in all may be written in one
/// run; otherwise Io: "PATH: error: WHAT would write N images, X billion
/// pixels in all; the images of one run may have at most 5 billion together:
/// HINT", e.g. WHAT "--steps", HINT "lower --dpi".
Status CheckRunPixels(const std::string& path, const std::string& what, long long images,
                      double pixels, const std::string& hint);

/// Ok when an image of `width` x `height` pixels may be written to `path`;
/// otherwise Io: "PATH: error: W x H pixels is too large ...; HINT". `hint`
/// says what to lower, e.g. "lower --dpi".
Status CheckImageSize(const std::string& path, long long width, long long height,
                      const std::string& hint = "lower --dpi");

}  // namespace carc
