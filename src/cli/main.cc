// carckit: Carcassonne tile sets to print-and-play kits.
#include <CLI/CLI.hpp>

#include <iostream>

#include "base/lsan_suppressions.h"
#include "base/pending_files.h"
#include "base/text_util.h"
#include "cli/cli.h"
#include "cli/option_checks.h"
#include "cli/terminal.h"

namespace {

/// Parses the command line and runs the command; returns the exit code.
int Run(CLI::App& app, int argc, char** argv) {
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    int code = app.exit(e);
    return code == 0 ? 0 : 2;
  } catch (const carc::CommandExit& e) {
    // One message, one line: a path may hold a newline.
    if (!e.message.empty()) std::cerr << carc::Printable(e.message) << "\n";
    return e.code;
  } catch (const std::exception& e) {
    std::cerr << "carckit: error: " << e.what() << "\n";
    return 2;
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  carc::InstallSignalCleanup();
  carc::InstallTerminalStreams();  // messages may quote input: no control codes
  CLI::App app{"carckit: check Carcassonne tile sets and turn them into print-and-play kits"};
  app.set_version_flag("--version", "carckit " CARCKIT_VERSION);
  app.require_subcommand(1);
  carc::SetupKit(app);
  carc::SetupValidate(app);
  carc::SetupScoreboard(app);
  carc::SetupRules(app);
  carc::SetupTokens(app);
  carc::SetupRender(app);
  carc::SetupTile(app);
  carc::SetupReference(app);
  carc::SetupScore(app);
  carc::SetupSimulate(app);
  carc::SetupBoard(app);
  carc::SetupExport(app);
  carc::CheckEveryOption(app);
  int code = Run(app, argc, argv);
  std::string lost = carc::FinishTerminalStreams();
  if (lost.empty()) return code;
  std::cerr << "carckit: error: " << lost << "\n";
  std::cerr.flush();
  return code == 0 ? 2 : code;
}
