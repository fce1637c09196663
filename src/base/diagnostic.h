// Problems found in an input file, reported as `file:line:col: error: message`.
#pragma once

#include <string>
#include <vector>

#include "base/source_loc.h"

namespace carc {

/// How bad a diagnostic is.
enum class Severity { Error, Warning };

/// One problem in one input file.
struct Diagnostic {
  std::string file;
  int line = 0;    ///< 1-based; 0 when the problem has no position
  int column = 0;  ///< 1-based
  Severity severity = Severity::Error;
  std::string tile;     ///< the tile id concerned, or ""
  std::string code;     ///< a stable short name, e.g. "unknown-key"
  std::string message;  ///< the text after "error: "

  /// `file:line:col: error: message` (position parts left out when unknown).
  std::string Format() const;
};

/// The diagnostics of one run, in the order found.
class Diagnostics {
 public:
  /// Adds an error at `loc` in `file`.
  void Error(const std::string& file, SourceLoc loc, const std::string& code,
             const std::string& message, const std::string& tile = "");
  /// Adds a warning at `loc` in `file`.
  void Warning(const std::string& file, SourceLoc loc, const std::string& code,
               const std::string& message, const std::string& tile = "");
  /// Whether any error (not warning) was added.
  bool HasErrors() const;
  /// Number of warnings.
  int WarningCount() const;
  /// All diagnostics, sorted by file, line and column (stable).
  std::vector<Diagnostic> Sorted() const;
  /// All diagnostics in the order added.
  const std::vector<Diagnostic>& all() const { return items_; }

 private:
  std::vector<Diagnostic> items_;
};

}  // namespace carc
