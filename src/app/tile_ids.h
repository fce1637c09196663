// `carckit tile-ids` (hidden): a set's tile ids, for the completion scripts.
#pragma once

#include <string>
#include <vector>

#include "base/status.h"

namespace carc {

/// The ids of the tiles of `tileset` (a file or a bundled set's name), as
/// far as it loads: a set with errors still gives the ids it could read (the
/// completion scripts offer them). Io when it cannot be found or read.
Status TileIds(const std::string& tileset, std::vector<std::string>* ids);

}  // namespace carc
