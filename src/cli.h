// The command line: one Setup function per subcommand (cli_<name>.cc), each
// registering its options and a callback that only calls the library.
#pragma once

#include <CLI/CLI.hpp>

#include <string>

#include "diagnostic.h"
#include "status.h"

namespace carc {

/// Thrown by a callback to end the run: main() prints `message` (if any) to
/// stderr and exits with `code`. The single route for every failure.
struct CommandExit {
  int code = 0;
  std::string message;
};

/// Throws CommandExit for a failed status; does nothing when ok.
void ExitOnError(const Status& status);

/// Prints diagnostics to stderr, one `file:line:col: error: message` per line.
void PrintDiagnostics(const Diagnostics& diags);

/// Loads a fully valid tile set or throws CommandExit after printing why.
struct TileSet;
void LoadSetOrExit(const std::string& path, TileSet* set);

/// Subcommand registration; each lives in cli_<name>.cc.
void SetupValidate(CLI::App& app);
/// `carckit score`: plays a board file by the rules and reports the scores.
void SetupScore(CLI::App& app);
/// `carckit simulate`: plays random games of a set and reports how it plays.
void SetupSimulate(CLI::App& app);

}  // namespace carc
