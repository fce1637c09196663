// A position in a source file, carried by the model so diagnostics can point
// back into the YAML a value came from.
#pragma once

#include <string>

namespace carc {

/// A 1-based line and column in a source file; line 0 means unknown.
struct SourceLoc {
  int line = 0;
  int column = 0;
};

/// `file:line:col` as messages print it, the position (or its column) left
/// out when unknown.
std::string FileAndPosition(const std::string& file, SourceLoc loc);

}  // namespace carc
