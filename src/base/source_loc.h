// A position in a source file, carried by the model so diagnostics can point
// back into the YAML a value came from.
#pragma once

namespace carc {

/// A 1-based line and column in a source file; line 0 means unknown.
struct SourceLoc {
  int line = 0;
  int column = 0;
};

}  // namespace carc
