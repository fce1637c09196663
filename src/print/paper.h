// Paper sizes by name.
#pragma once

#include <string>
#include <vector>

#include "base/units.h"

namespace carc {

/// The size of a named paper in portrait: "a4", "letter", "a3", "legal" (any
/// case). Returns false for an unknown name.
bool PaperSize(const std::string& name, SizeMm* out);

/// A named paper as printer dialogs name it, with its size: "A4 (210 × 297
/// mm)", "US Letter (8.5 × 11 in)"; an unknown name as given.
std::string PaperTitle(const std::string& name);

/// The names PaperSize() knows, for messages and --help.
std::vector<std::string> PaperNames();

/// `size` turned to landscape (long side across) or portrait.
SizeMm Oriented(SizeMm size, bool landscape);

}  // namespace carc
