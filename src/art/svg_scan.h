// What an SVG asks for, read before librsvg sees it: the raster images it
// embeds (data: URIs) or links (files beside it) and the length of its
// texts. Some of that cannot be bounded by the sandbox alone: an image too
// big to decode within its memory is silently left out by the image loader,
// so such art would print with a hole instead of an error.
#pragma once

#include <string>

namespace carc {

/// Most pixels on a side of an image inside SVG art (as for PNG art).
constexpr int kMaxSvgImageSide = 4096;
/// Most pixels of all images inside one SVG together (128 MB decoded).
constexpr double kMaxSvgImagePixels = 32e6;
/// Most characters of text in one SVG.
constexpr size_t kMaxSvgTextChars = 2000;

/// Why the SVG file at `path` asks for more than art may hold, or "" (also
/// when the file cannot be scanned: the sandbox then has the last word).
/// Worded to follow "art 'x.svg' ": "embeds an image of 20000 x 20000 pixels
/// (line 3); ...".
std::string SvgScanProblem(const std::string& path);

/// The width and height a PNG, JPEG or GIF declares in its header; false when
/// `data` is none of those.
bool ImageHeaderSize(const std::string& data, long* width, long* height);

}  // namespace carc
