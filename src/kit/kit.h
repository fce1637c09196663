// The whole print-and-play kit in one PDF: cover, tile fronts and backs,
// score track, follower tokens and rules summary, with bookmarks and page
// labels. `carckit kit` is a thin wrapper around WriteKit().
#pragma once

#include <string>

#include "art/theme.h"
#include "base/status.h"
#include "kit/translation.h"
#include "print/layout.h"
#include "spec/tile.h"

namespace carc {

/// What goes into a kit and how it looks.
struct KitOptions {
  SheetLayout layout;   ///< tile sheets; its paper is used for every page
  Theme theme;          ///< tile art
  bool tokens = true;   ///< include the follower tokens sheet
};

/// What WriteKit produced.
struct KitResult {
  int pages = 0;        ///< pages in the PDF
  int tile_sheets = 0;  ///< front pages of tiles
};

/// Writes the kit for `set` to `path` (atomically; never over the set's own
/// file). Page numbers on the cover are worked out before anything is drawn.
Status WriteKit(const std::string& path, const TileSet& set, const Translation& tr,
                const KitOptions& options, KitResult* result);

}  // namespace carc
