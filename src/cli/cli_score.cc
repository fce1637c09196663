// `carckit score TILESET BOARD.yaml [--final] [--format text|json]`
#include <iostream>

#include "cli/cli.h"
#include "cli/options.h"
#include "rules/board_file.h"
#include "report/score_report.h"
#include "rules/shapes.h"
#include "spec/tile.h"

namespace carc {

namespace {

struct ScoreArgs {
  std::string tileset;
  std::string board;
  bool final_scoring = false;
  std::string format = "text";
};

void RunScore(const ScoreArgs& args) {
  TileSet set;
  LoadSetOrExit(args.tileset, &set);
  ShapeCatalog catalog(set);
  BoardFile board;
  Diagnostics diags;
  Status loaded = LoadBoardFile(args.board, catalog, &board, &diags);
  PrintDiagnostics(diags);
  if (loaded.IsInvalid()) throw CommandExit{1, ""};
  ExitOnError(loaded);
  Game game = NewBoardGame(board, catalog);
  if (!PlayBoard(board, &game, &diags).ok()) {
    PrintDiagnostics(diags);
    throw CommandExit{1, ""};
  }
  if (args.final_scoring) game.FinalScoring();
  if (args.format == "json") std::cout << ScoreJson(board, game, args.final_scoring) << "\n";
  else std::cout << ScoreText(board, game, args.final_scoring);
}

}  // namespace

void SetupScore(CLI::App& app) {
  auto args = std::make_shared<ScoreArgs>();
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
