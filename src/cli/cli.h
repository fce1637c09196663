// The command line: one Setup function per subcommand (cli_<name>.cc), each
// registering its options and a callback that only calls the library.
#pragma once

#include <CLI/CLI.hpp>

#include <functional>
#include <ostream>
#include <string>
#include <vector>

#include "base/diagnostic.h"
#include "base/status.h"
#include "base/units.h"
#include "cli/app.h"

namespace carc {

/// Thrown by a callback to end the run: RunCarckit prints what it says to
/// stderr and exits with its code. The single route for every failure.
struct CommandExit {
  /// A failure, kept in its parts: printed as Status::ToString(), and
  /// --format json lists its file, position and message as they are (a path
  /// may hold "error: ").
  static CommandExit Failed(const Status& status) { return {status.ExitCode(), status, ""}; }
  /// An end that is no failure of the input or of the run (Ctrl-C, or
  /// problems already printed): exit `code`, printing `note` if not empty.
  static CommandExit Note(int code, std::string note) { return {code, Status::Ok(), std::move(note)}; }

  int code = 0;        ///< the exit code
  Status status;       ///< the failure, or ok for a Note
  std::string note;    ///< what a Note prints
};

/// Throws CommandExit for a failed status; does nothing when ok.
void ExitOnError(const Status& status);

/// Prints diagnostics to stderr, one `file:line:col: error: message` per line.
void PrintDiagnostics(const Diagnostics& diags);

/// Prints `diags`, then throws CommandExit for a failed status: what every
/// command does with what its app function returned.
void PrintAndExitOnError(const Status& status, const Diagnostics& diags);

/// Where to print what a command wrote: standard error when `output` is
/// "-" (the file itself goes to standard output), else standard output.
std::ostream& ReportStream(const std::string& output);

/// Prints where a file went and how many pages it has: "wrote PATH (N pages)",
/// then `: details` when given (on standard error when the file went to "-").
void ReportWritten(const std::string& path, int pages, const std::string& details = "");

/// ReportWritten for what an app function wrote.
struct WrittenFile;
void ReportWritten(const WrittenFile& written);

/// Resolves a tile set argument (a file or a bundled set's name), or throws
/// CommandExit (exit 2) naming the bundled sets.
std::string TileSetPathOrExit(const std::string& arg);

/// Subcommand registration; each lives in cli_<name>.cc.
void SetupValidate(CLI::App& app);
void SetupScoreboard(CLI::App& app);
void SetupRules(CLI::App& app);
void SetupTokens(CLI::App& app);
void SetupTile(CLI::App& app);
void SetupRender(CLI::App& app);
void SetupReference(CLI::App& app);
/// `carckit kit`: the whole print-and-play kit in one PDF.
void SetupKit(CLI::App& app);
/// `carckit score`: plays a board file by the rules and reports the scores.
void SetupScore(CLI::App& app);
/// `carckit board`: draws a board file's position (or every step) to PDF, SVG or PNG.
void SetupBoard(CLI::App& app);
/// `carckit export`: every tile of a set as files, deck sheets and a manifest.
void SetupExport(CLI::App& app);
/// `carckit simulate`: plays random games of a set and reports how it plays.
void SetupSimulate(CLI::App& app);
/// `carckit completion bash|zsh`: prints a shell completion script.
void SetupCompletion(CLI::App& app);
/// `carckit preview`: serves a live page of a set that redraws it at every
/// save, by `preview` (null: the carckit-preview program, see SetupApp).
void SetupPreview(CLI::App& app, PreviewRunner preview);
/// `carckit man [COMMAND] [--dir DIR]` (hidden): the manual pages.
void SetupMan(CLI::App& app);
/// `carckit tile-ids TILESET` (hidden): a set's tile ids, for completion.
void SetupTileIds(CLI::App& app);

}  // namespace carc
