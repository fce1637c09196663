// Loading the tile set a command works on: found by file or bundled name,
// read, validated, checked against the kit font when the command draws its
// texts, and narrowed to the tiles it adds with --only-new.
#pragma once

#include <string>

#include "base/diagnostic.h"
#include "base/status.h"
#include "spec/tile.h"

namespace carc {

/// Which set to load, and what the command will do with it.
struct SetRequest {
  std::string tileset;     ///< a file, or a bundled set's name
  bool draws_text = true;  ///< the command prints the set's texts: check the kit font has them
  bool only_new = false;   ///< keep only the tiles the set adds to the set it extends
};

/// Narrows a loaded set to the tiles it adds to the set it extends
/// (--only-new); Io saying so when it extends none.
Status NarrowToNewTiles(Diagnostics* diags, TileSet* set);

/// Loads a fully valid set into `set`, adding every problem (and warning) to
/// `diags`. Io when it cannot be found or read, or when only_new is asked of
/// a set that extends none; Invalid when it has errors (see `diags`).
Status LoadSet(const SetRequest& request, Diagnostics* diags, TileSet* set);

/// The default output of a command: out/<stem>-<part>[-<lang>].<ext>; `lang`
/// is given for every output that holds translated text, so that outputs in
/// two languages never overwrite each other.
std::string DefaultOutput(const std::string& stem, const std::string& part,
                          const std::string& lang = "", const std::string& ext = "pdf");

/// The stem of a set's default outputs (DefaultOutput): its id, followed by
/// "-new" when narrowed by --only-new, so the two never overwrite each other.
std::string OutputStem(const TileSet& set);

}  // namespace carc
