// A designer's own art for a tile (`art: file.png` or `art: file.svg` in the
// spec). Each file is read once however many tiles use it: a PNG is decoded
// and scaled down to what the output needs; an SVG is drawn in a bounded
// child process first (svg_sandbox.h), then recorded once as vectors. What
// is kept is counted against one budget for the art of a set.
#pragma once

#include <map>
#include <memory>
#include <string>

#include "art/svg_sandbox.h"
#include "base/status.h"
#include "base/units.h"
#include "draw/cairo_util.h"
#include "spec/tile.h"

namespace carc {

/// Largest PNG art, in pixels on a side, checked in the file's header before
/// decoding.
constexpr int kMaxArtSide = 4096;
/// Most memory the art of a set may hold once loaded (decoded PNG pixels after
/// scaling down, SVG recordings): 512 MB.
constexpr size_t kMaxArtBytes = size_t(512) << 20;

/// The finest resolution art is kept at for printing (PDF and SVG output).
constexpr double kPrintDpi = 600;

/// How finely art is drawn: images are kept at no more pixels than this needs.
struct ArtResolution {
  Mm extent{51};            ///< the largest square an image fills: a tile and its bleed
  double dpi = kPrintDpi;   ///< the finest it is printed or rasterized at
  /// Pixels on a side that `extent` needs at `dpi` (at least 1).
  int Pixels() const;
};

/// One loaded image, drawn to fill a tile's square.
class TileImage {
 public:
  /// Loads `tile.art` (already resolved against the spec's folder) for drawing
  /// at `resolution`. A missing, unreadable or undecodable file, one that is
  /// not .png or .svg, a PNG over kMaxArtSide or an SVG that does not draw
  /// within its limits is an Io error worded `spec:line:col: error: tile ID:
  /// ...` at the `art` value.
  static Status Load(const TileType& tile, const std::string& spec_file,
                     std::unique_ptr<TileImage>* out,
                     const ArtResolution& resolution = ArtResolution(),
                     const SvgLimits& svg_limits = SvgLimits());

  /// Draws the image so that its full extent fills `square` (mm, in the current
  /// user space), turned `quarters` clockwise quarter turns about its centre.
  /// When `bleed` > 0 the image is first drawn enlarged to fill the bleed, so
  /// the art runs on past the cut line.
  void Draw(cairo_t* cr, const RectMm& square, Mm bleed, int quarters) const;

  /// Memory the image holds: its pixels, or its SVG recording.
  size_t held_bytes() const { return held_; }
  /// CPU time its sandbox probe took (SVG; 0 for PNG).
  double probe_cpu_seconds() const { return probe_cpu_; }
  /// Time its sandbox probe took, waiting included (SVG; 0 for PNG).
  double probe_wall_seconds() const { return probe_wall_; }

 private:
  /// Draws the image into the square (0,0)-(size,size) of the current user space.
  void DrawScaled(cairo_t* cr, double size_pt) const;

  SurfacePtr surface_;  ///< PNG pixels (scaled down), or the SVG recorded
  bool vector_ = false;  ///< an SVG recording rather than pixels
  double width_ = 1, height_ = 1;  ///< the image's size in the surface's units
  int border_ = 0;  ///< pixels of repeated edge around a PNG's image
  size_t held_ = 0;
  double probe_cpu_ = 0;
  double probe_wall_ = 0;
};

/// The loaded images of a set, by tile id (tiles without `art` have none);
/// tiles whose art is the same file share one image.
using TileImages = std::map<std::string, std::shared_ptr<const TileImage>>;

/// Loads every tile's own art, each file once, for drawing at `resolution`;
/// the first failure is returned, and so is an Io error when the images
/// together would hold more than `budget` bytes. SVGs are drawn within `svg_limits`.
Status LoadTileImages(const TileSet& set, TileImages* images,
                      const ArtResolution& resolution = ArtResolution(),
                      size_t budget = kMaxArtBytes, const SvgLimits& svg_limits = SvgLimits());

}  // namespace carc
