// manifest.json of an export: the set, how it was drawn, and for every file
// the tile it shows (id, name, count, edge code, features), its name and
// pixel size; for deck sheets the grid, the card in each cell, and the
// numbers Tabletop Simulator's custom-deck dialog asks for.
#pragma once

#include <string>

#include "print/tile_export.h"

namespace carc {

/// The manifest of `result` as one JSON object (format: docs/export.md).
std::string ExportManifest(const TileSet& set, const ExportOptions& options, const ExportResult& result);

}  // namespace carc
