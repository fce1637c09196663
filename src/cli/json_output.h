// One JSON document on stdout for every run with --format json, also when
// the command fails: while such a run lasts, its diagnostics and error
// messages are gathered (as well as printed to stderr), and when the command
// ends without having printed its own document, RunCarckit prints a failure
// document holding them, with the same exit code (docs/json.md).
#pragma once

#include <string>
#include <vector>

#include "base/diagnostic.h"
#include "base/json_version.h"

namespace carc {

/// The JSON output of the current run.
class JsonRun {
 public:
  /// Whether `args` (argv without the program) ask for --format json, and
  /// for which command ("" when none is named).
  static bool Requested(const std::vector<std::string>& args, std::string* command);
  /// Starts gathering for `command`.
  static void Begin(const std::string& command);
  /// Whether a JSON run is going on.
  static bool Active();
  /// Gathers the diagnostics that are errors (warnings stay on stderr).
  static void Gather(const Diagnostics& diags);
  /// Gathers a message printed to stderr on failure: one problem a line,
  /// "file:line:col: error: text", "file: error: text" or "error: text";
  /// `code` names the kind of the ones without a code of their own.
  static void GatherMessage(const std::string& message, const std::string& code);
  /// The command printed its own document: no failure document follows.
  static void Printed();
  /// Whether the command printed its own document.
  static bool HasPrinted();
  /// The failure document: {"format_version", "command", "ok": false,
  /// "exit_code", "errors": [...]}.
  static std::string FailureDocument(int exit_code);
};

/// `{"file","line","column","code","message"}` members of one diagnostic, for
/// the documents that list problems (validate, the failure document).
struct JsonError {
  std::string file, tile, code, message;
  int line = 0, column = 0;
};

/// One message line parsed into a JsonError (see JsonRun::GatherMessage).
JsonError ParseErrorLine(const std::string& line, const std::string& code);

}  // namespace carc
