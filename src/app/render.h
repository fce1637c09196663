// `carckit render`: a set's tiles laid out on printable sheets (fronts and
// duplex backs) in one PDF.
#pragma once

#include <string>

#include "app/written_file.h"
#include "base/diagnostic.h"
#include "base/status.h"
#include "app/page_setup.h"

namespace carc {

/// What to lay out.
struct RenderRequest {
  std::string tileset;     ///< a file, or a bundled set's name
  std::string output;      ///< the PDF; "" for out/<set>[-new]-tiles.pdf
  std::string layout;      ///< the preset; "" for the set's, else default
  LayoutChanges changes;   ///< the preset's options changed
  bool only_new = false;   ///< only the tiles the set adds to the set it extends
};

/// Loads the set, the preset with the request's changes and its theme, and
/// writes the sheets, never over one of the set's files. `written` says
/// "72 tiles on 4 sheets (4 x 5 per portrait page, each followed by its back
/// page)". Io for files that cannot be read or written and for changes that
/// make the layout unusable; Invalid for a set, layout or theme that is not
/// valid (see `diags`).
Status RenderSheets(const RenderRequest& request, Diagnostics* diags, WrittenFile* written);

}  // namespace carc
