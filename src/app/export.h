// `carckit export`: every tile of a set as image files or deck sheets, with
// their backs and a manifest, for virtual tabletops and print shops.
#pragma once

#include <string>
#include <vector>

#include "base/diagnostic.h"
#include "base/status.h"
#include "print/tile_export.h"

namespace carc {

/// What to export, and how.
struct ExportRequest {
  std::string tileset;             ///< a file, or a bundled set's name
  std::string dir;                 ///< the folder; "" for out/<set>-export
  std::string format = "png";      ///< single files: "png", "svg" or "pdf"
  std::string theme = "default";   ///< a theme name or file
  std::vector<std::string> sheet;  ///< {} (single files), {"tts"} or {"grid", "COLSxROWS"}
  double dpi = 300;
  double bleed = 0;  ///< mm, single files only
  double tile = 45;  ///< mm
  bool copies = false;  ///< one file per copy rather than per type
  bool backs = false;   ///< each card's own back too
};

/// What was exported.
struct ExportRun {
  std::string dir;       ///< the folder written into
  ExportResult result;   ///< its files
  /// What went in it: "24 tile types as PNG (532 x 532 pixels), backs and
  /// manifest.json (27 files)".
  std::string summary;
};

/// Loads the set, checks the options and loads the theme, then writes the
/// files. Io for files that cannot be read or written and for options that
/// do not fit together (a usage error); Invalid for a set or theme that is
/// not valid (see `diags`).
Status ExportSet(const ExportRequest& request, Diagnostics* diags, ExportRun* run);

}  // namespace carc
