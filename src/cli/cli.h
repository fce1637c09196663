// The command line: one Setup function per subcommand (cli_<name>.cc), each
// registering its options and a callback that only calls the library.
#pragma once

#include <CLI/CLI.hpp>

#include <string>

#include "base/diagnostic.h"
#include "base/status.h"
#include "base/units.h"

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

/// Narrows a loaded set to the tiles it adds to the set it extends
/// (`--only-new`), or throws CommandExit (exit 2) when it extends none.
void NarrowToNewTilesOrExit(TileSet* set);

/// Loads a kit language (a code or a path) and checks that the kit font has
/// all its glyphs, or throws CommandExit after printing why (cli_pages.cc).
class Translation;
void LoadTranslationOrExit(const std::string& lang, Translation* tr);

/// The size of paper `name` ("a4", "letter"...), or throws CommandExit (exit 2).
SizeMm PaperOrExit(const std::string& name);

/// Prints where a PDF went and how many pages it has: "wrote PATH (N pages)".
void ReportWritten(const std::string& path, int pages);

/// Loads the sheet layout preset `requested` (a name or path), or when it is
/// empty the one `set` names, else "default"; exits after printing why on failure.
struct SheetLayout;
SheetLayout LayoutPresetOrExit(const std::string& requested, const TileSet& set);

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

}  // namespace carc
