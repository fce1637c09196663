// A designer's own art for a tile (`art: file.png` or `art: file.svg` in the
// spec): PNG through Cairo, SVG through librsvg, drawn as vectors where the
// file is vector.
#pragma once

#include <librsvg/rsvg.h>

#include <map>
#include <memory>
#include <string>

#include "base/status.h"
#include "base/units.h"
#include "draw/cairo_util.h"
#include "spec/tile.h"

namespace carc {

/// Largest PNG art, in pixels on a side, checked in the file's header before
/// decoding; and most PNG pixels of all art of a set together (512 MB decoded).
constexpr int kMaxArtSide = 4096;
constexpr double kMaxArtPixels = 128e6;

/// One loaded image, drawn to fill a tile's square.
class TileImage {
 public:
  /// Loads `tile.art` (already resolved against the spec's folder). A missing,
  /// unreadable or undecodable file, or one that is not .png or .svg, is an Io
  /// error worded `spec:line:col: error: tile ID: ...` at the `art` value.
  static Status Load(const TileType& tile, const std::string& spec_file,
                     std::unique_ptr<TileImage>* out);

  /// Draws the image so that its full extent fills `square` (mm, in the current
  /// user space), turned `quarters` clockwise quarter turns about its centre.
  /// When `bleed` > 0 the image is first drawn enlarged to fill the bleed, so
  /// the art runs on past the cut line.
  void Draw(cairo_t* cr, const RectMm& square, Mm bleed, int quarters) const;

  /// Decoded pixels held in memory: width × height for a PNG, 0 for an SVG.
  double pixels() const { return png_ ? width_ * height_ : 0; }

 private:
  /// Draws the image into the square (0,0)-(size,size) of the current user space.
  void DrawScaled(cairo_t* cr, double size_pt) const;

  SurfacePtr png_;  ///< a PNG, or null
  std::unique_ptr<RsvgHandle, GObjectDeleter> svg_;  ///< an SVG, or null
  double width_ = 1, height_ = 1;  ///< intrinsic size, for PNG scaling
};

/// The loaded images of a set, by tile id (tiles without `art` have none).
using TileImages = std::map<std::string, std::unique_ptr<TileImage>>;

/// Loads every tile's own art; the first failure is returned.
Status LoadTileImages(const TileSet& set, TileImages* images);

}  // namespace carc
