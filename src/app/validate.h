// `carckit validate`: tile set files checked against the rules of the game.
#pragma once

#include <string>
#include <vector>

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

/// What `carckit validate` checks: files, reported together.
struct ValidateFilesRequest {
  std::vector<std::string> files;  ///< files, bundled sets' names, "-" (standard input) once
  bool strict = false;             ///< as ValidateRequest::strict, for every file
  std::string format = "text";     ///< "text" or "json"
};

/// One file's outcome.
struct ValidatedFile {
  Status status = Status::Ok();  ///< Io when it could not be found or read (said in the status)
  Diagnostics diags;  ///< its problems and warnings
  std::string text;   ///< --format text: the line of a valid set ("PATH: valid: ..."), else ""
};

/// What validating every file gave, in the order given.
struct ValidateRun {
  std::vector<ValidatedFile> files;
  std::string json;   ///< --format json: the one document of every file (docs/json.md)
  int exit_code = 0;  ///< the worst file's: 0 valid, 1 invalid, 2 not found or unreadable
};

/// Validates every file of `request` (ValidateTileSet) and formats the
/// result. Io when standard input is named twice; else Ok, each file's
/// outcome in `run`.
Status ValidateTileSets(const ValidateFilesRequest& request, ValidateRun* run);

}  // namespace carc
