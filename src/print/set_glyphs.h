// Whether the texts of a tile set that pages print can be drawn with the
// installed fonts, so that no name comes out as boxes.
#pragma once

#include <string>

#include "base/diagnostic.h"
#include "spec/tile.h"

namespace carc {

/// Adds an error for every set or tile text (set name, edition, description,
/// tile ids and names) with characters that `family` and its fallback fonts
/// cannot draw, naming the characters.
void CheckSetGlyphs(const TileSet& set, const std::string& family, Diagnostics* diags);

}  // namespace carc
