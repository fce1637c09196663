// One JSON document on stdout for every run with --format json, also when
// the command fails: while such a run lasts, its diagnostics and error
// messages are gathered (as well as printed to stderr), and when the command
// ends without having printed its own document, RunCarckit prints a failure
// document holding them, with the same exit code (docs/json.md).
#pragma once

#include <string>
#include <vector>

#include "base/diagnostic.h"
#include "base/status.h"
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
  /// Ends the run's gathering; nothing is printed on running out of memory.
  static void End();
  /// Whether a JSON run is going on.
  static bool Active();
  /// Gathers the diagnostics that are errors (warnings stay on stderr).
  static void Gather(const Diagnostics& diags);
  /// Gathers a failed status (nothing for success or one the Diagnostics
  /// say) under `code`, with its file, position and message as they are.
  static void GatherStatus(const Status& status, const std::string& code);
  /// Gathers a message about no file printed to stderr on failure: its
  /// lines "error: text" or "carckit: error: text" are problems, the others
  /// (advice such as "Run 'carckit kit --help'") are not.
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

/// One line of a message about no file (see JsonRun::GatherMessage) as a
/// JsonError under `code`; false for a line that is no problem.
bool ParseErrorLine(const std::string& line, const std::string& code, JsonError* error);

}  // namespace carc
