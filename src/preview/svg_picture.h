// A tile's face or back drawn as an SVG document in memory, for the preview
// page: the same art the kit prints (tile_art.h, tile_back.h), through
// Cairo's SVG surface.
#pragma once

#include <string>

#include "art/theme.h"
#include "art/tile_back.h"
#include "art/tile_image.h"
#include "base/units.h"
#include "spec/tile.h"

namespace carc {

/// The side of a tile in the preview's pictures (the kit's default cut size).
constexpr Mm kPreviewTileSize{45};

/// `tile`'s face, `size` square, as an SVG document: its own `image` when
/// given, else art drawn from the spec. "" when Cairo fails.
std::string TileFrontSvg(const TileType& tile, const Theme& theme, const TileImage* image,
                         Mm size = kPreviewTileSize);

/// A tile back of design `back`, `size` square, as an SVG document.
std::string TileBackSvg(TileBack back, const Theme& theme, Mm size = kPreviewTileSize);

}  // namespace carc
