// The art–model agreement check: a tile's segment map (segment_map.h) is
// rasterized, its connected regions are found colour by colour, and they are
// compared with the model's segments: one region for every city, road, river
// and the monastery, each touching exactly the sides the model says; one
// field region for every field, touching exactly its half-sides; and no
// region the model lacks. What a tile shows is then what the rules score.
#pragma once

#include <string>
#include <vector>

#include "art/segment_map.h"
#include "art/theme.h"
#include "spec/tile.h"

namespace carc {

/// A rasterized segment map: `size` × `size` pixels, row by row from the
/// tile's north-west corner, each the Code() of its label (-1 for a colour
/// no label has).
struct SegmentRaster {
  int size = 0;
  std::vector<int> codes;

  /// The code at column `x`, row `y`.
  int At(int x, int y) const { return codes[size_t(y) * size_t(size) + size_t(x)]; }
};

/// Regions smaller than this share of the tile's area are specks of the
/// raster (where two outlines nearly meet), not regions a player sees.
constexpr double kSpeckShare = 0.0012;

/// Draws `tile` turned `quarters` clockwise as a segment map `pixels` wide,
/// in process (Cairo image surface).
SegmentRaster RasterizeSegmentMap(const TileType& tile, const Theme& theme, int pixels, int quarters = 0);

/// The disagreements between the picture `raster` and the model `model` (the
/// tile as placed, i.e. already turned), one sentence each ("field {Nw, Ne}
/// is drawn as 2 regions"); empty when they agree.
std::vector<std::string> CompareWithModel(const SegmentRaster& raster, const TileType& model);

/// RasterizeSegmentMap then CompareWithModel against the tile turned the same way.
std::vector<std::string> CheckArtAgainstModel(const TileType& tile, const Theme& theme, int pixels,
                                              int quarters = 0);

}  // namespace carc
