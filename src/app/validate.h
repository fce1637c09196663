// `carckit validate`: one tile set file checked against the rules of the game.
#pragma once

#include <string>

#include "base/diagnostic.h"
#include "base/status.h"
#include "spec/validator.h"

namespace carc {

/// The name standard input goes by in messages (`validate -`).
constexpr const char* kStandardInputName = "<stdin>";

/// What to validate.
struct ValidateRequest {
  std::string tileset;  ///< a file, a bundled set's name, or "-": standard input
  bool strict = false;  ///< warnings make the set invalid too, reported as errors
};

/// What validating found (the problems themselves go to the Diagnostics).
struct ValidateResult {
  std::string path;     ///< the file read (a bundled set's name resolved)
  bool valid = false;   ///< no error (and, when strict, no warning)
  SetSummary summary;   ///< the set's counts, as far as it loaded
};

/// Loads and validates `request.tileset`, adding every problem to `diags`.
/// Io when the file cannot be found or read (nothing is reported then);
/// Invalid when the set has errors (or warnings, when strict); else Ok.
/// `result` is filled unless the status is Io.
Status ValidateTileSet(const ValidateRequest& request, Diagnostics* diags, ValidateResult* result);

}  // namespace carc
