// `carckit kit`: the whole print-and-play kit of a set in one PDF.
#pragma once

#include <string>

#include "base/diagnostic.h"
#include "base/status.h"
#include "kit/kit.h"

namespace carc {

/// What kit to make; empty strings leave the choice to the set and its layout.
struct KitRequest {
  std::string tileset;    ///< a file, or a bundled set's name
  std::string output;     ///< the PDF; "" for out/<set>[-new]-kit-<lang>.pdf
  std::string layout;     ///< the sheet layout preset; "" for the set's, else default
  std::string theme;      ///< "" for the layout's
  std::string lang = "en";
  std::string paper;      ///< "" for the layout's
  std::string flip;       ///< "long-edge", "short-edge", or "" for the layout's
  bool tokens = true;     ///< include the follower tokens sheet
  bool backs = true;      ///< include the tile back pages (when the layout has them)
  bool only_new = false;  ///< only the tiles the set adds to the set it extends
};

/// What MakeKit wrote.
struct MadeKit {
  std::string path;  ///< the PDF written
  KitResult kit;     ///< its pages
};

/// Loads the set, the language and the layout with the request's changes,
/// and writes the kit, never over one of the files read. Io for files that
/// cannot be read or written and for options that make the layout unusable;
/// Invalid for a set, language, layout or theme that is not valid.
Status MakeKit(const KitRequest& request, Diagnostics* diags, MadeKit* made);

}  // namespace carc
