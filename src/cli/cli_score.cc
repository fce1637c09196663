// `carckit score TILESET BOARD.yaml [--final] [--format text|json]`
#include <iostream>

#include "app/score.h"
#include "cli/cli.h"
#include "cli/json_output.h"
#include "cli/options.h"

namespace carc {

namespace {

void RunScore(const ScoreRequest& request) {
  Diagnostics diags;
  ScoreResult result;
  Status status = ScoreBoard(request, &diags, &result);
  PrintDiagnostics(diags);
  ExitOnError(status);
  std::cout << result.report;
  if (request.format == "json") JsonRun::Printed();
}

}  // namespace

void SetupScore(CLI::App& app) {
  auto args = std::make_shared<ScoreRequest>();
  CLI::App* cmd = app.add_subcommand(
      "score", "Play the moves of a board file by the rules and report the scores");
  AddTilesetArg(cmd, &args->tileset);
  cmd->add_option("board", args->board, "Board file: the moves in play order (docs/board-format.md)")
      ->required()
      ->type_name("FILE");
  cmd->add_flag("--final", args->final_scoring, "Add the end-of-game scoring");
  AddFormatOption(cmd, &args->format);
  cmd->callback([args] { RunScore(*args); });
}

}  // namespace carc
