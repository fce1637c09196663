// `carckit reference`: one of each tile type of a set with its id, count,
// edges and features, for checking a spec by eye.
#pragma once

#include <string>

#include "app/written_file.h"
#include "base/diagnostic.h"
#include "base/status.h"

namespace carc {

/// What to draw.
struct ReferenceRequest {
  std::string tileset;            ///< a file, or a bundled set's name
  std::string output;             ///< the PDF; "" for out/<set>-reference.pdf
  std::string theme = "default";  ///< a theme name or file
  std::string paper = "a4";
};

/// Loads the set and the theme and writes the reference sheets, never over
/// one of the set's files; `written` says "24 tile types". Io for files that
/// cannot be read or written; Invalid for a set or theme that is not valid
/// (see `diags`).
Status DrawReference(const ReferenceRequest& request, Diagnostics* diags, WrittenFile* written);

}  // namespace carc
