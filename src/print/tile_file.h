// One tile written to its own file: PNG (at a chosen resolution), SVG or PDF,
// chosen by the file's extension.
#pragma once

#include <string>
#include <vector>

#include "art/theme.h"
#include "art/tile_back.h"
#include "art/tile_image.h"
#include "base/status.h"
#include "base/units.h"
#include "spec/tile.h"

namespace carc {

/// What to write for one tile.
struct TileFileOptions {
  Mm size{45};        ///< the tile's cut size
  Mm bleed{0};        ///< art past the cut on every side (the file grows by twice this)
  int quarters = 0;   ///< clockwise quarter turns
  double dpi = 300;   ///< PNG resolution
  bool back = false;  ///< draw the tile's back instead of its face
  TileBack back_design = TileBack::Regular;  ///< which back (BackOf, tile_back.h)
};

/// The pixels on a side of the PNG WriteTileFile writes for `options`.
long long TilePngPixels(const TileFileOptions& options);

/// Writes `tile` to `path` (.png, .svg or .pdf, any case), atomically, never
/// over one of `inputs`. Io for an unknown extension or a write failure.
Status WriteTileFile(const std::string& path, const TileType& tile, const Theme& theme,
                     const TileImage* image, const TileFileOptions& options,
                     const std::vector<std::string>& inputs = {});

}  // namespace carc
