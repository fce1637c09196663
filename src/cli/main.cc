// carckit: Carcassonne tile sets to print-and-play kits.
#include <CLI/CLI.hpp>

#include <iostream>

#include "base/lsan_suppressions.h"
#include "base/text_util.h"
#include "cli/cli.h"

int main(int argc, char** argv) {
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
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    int code = app.exit(e);
    return code == 0 ? 0 : 2;
  } catch (const carc::CommandExit& e) {
    // Messages may quote input (a layout name, a path): no terminal control codes.
    if (!e.message.empty()) std::cerr << carc::Printable(e.message) << "\n";
    return e.code;
  } catch (const std::exception& e) {
    std::cerr << "carckit: error: " << e.what() << "\n";
    return 2;
  }
  return 0;
}
