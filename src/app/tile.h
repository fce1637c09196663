// `carckit tile`: one tile of a set, face or back, drawn to a PNG, SVG or PDF.
#pragma once

#include <string>

#include "app/written_file.h"
#include "base/diagnostic.h"
#include "base/status.h"

namespace carc {

/// Which tile to draw, and how.
struct TileRequest {
  std::string tileset;            ///< a file, or a bundled set's name
  std::string id;                 ///< the tile type's id
  std::string output;             ///< "" for out/<set>-tile-<id>[-back].<format>; "-" for stdout
  std::string theme = "default";  ///< a theme name or file
  std::string format;             ///< "png", "svg", "pdf", or "" for the output's extension
  int rotation = 0;               ///< clockwise, in degrees: 0, 90, 180 or 270
  double dpi = 300;               ///< PNG resolution
  double size = 45;               ///< cut size, mm
  double bleed = 0;               ///< art past the cut on every side, mm
  bool back = false;              ///< the tile's back instead of its face
};

/// Loads the set, finds the tile and the theme and writes the picture,
/// never over one of the set's files; `written` says "tile D, 45 mm, 532 x
/// 532 pixels at 300 dpi" (pixels only for a PNG). Io for files that cannot
/// be read or written and for an id the set does not have (naming the ids
/// it has); Invalid for a set or theme that is not valid (see `diags`).
Status DrawTile(const TileRequest& request, Diagnostics* diags, WrittenFile* written);

}  // namespace carc
