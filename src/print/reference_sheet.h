// The reference sheet: one of each tile type with its id, name, count, edge
// code and a feature summary, like a wiki tile list, to check a set at a glance.
#pragma once

#include <string>
#include <vector>

#include "art/theme.h"
#include "base/status.h"
#include "draw/pdf_document.h"
#include "spec/tile.h"

namespace carc {

/// "monastery; city N (1 shield); road S → monastery; 1 field" for one tile.
std::string FeatureSummary(const TileType& tile);

/// Appends the reference pages for `set` to `doc`, on `paper` (portrait).
/// Loads tiles' own art first; its errors are returned and nothing is drawn.
Status RenderReference(PdfDocument& doc, const TileSet& set, const Theme& theme,
                       const std::string& paper = "a4");

/// Writes a whole reference PDF for `set` to `path` (the `reference` command);
/// `pages` (may be null) learns how many pages it has.
Status WriteReference(const std::string& path, const TileSet& set, const Theme& theme,
                      const std::string& paper, const std::vector<std::string>& inputs,
                      int* pages = nullptr);

}  // namespace carc
