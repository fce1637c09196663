// `carckit board TILESET BOARD.yaml [-o FILE.pdf|svg|png] [--move N] [--steps]
//  [--final] [--grid] [--dpi D] [--paper P] [--orientation O] [--fit] [--tile-size MM]
//  [--theme T]`
#include <filesystem>
#include <iostream>

#include "art/theme.h"
#include "cli/cli.h"
#include "cli/options.h"
#include "print/board_picture.h"
#include "rules/board_file.h"
#include "rules/shapes.h"

namespace carc {

namespace {

struct BoardArgs {
  std::string tileset, board, output, theme = "default";
  BoardPictureOptions options;
  double tile = 45;
};

/// Loads and plays the board as `score` does, with the same messages.
void LoadLegalBoardOrExit(const std::string& path, const ShapeCatalog& catalog, BoardFile* board) {
  Diagnostics diags;
  Status loaded = LoadBoardFile(path, catalog, board, &diags);
  PrintDiagnostics(diags);
  if (loaded.IsInvalid()) throw CommandExit{1, ""};
  ExitOnError(loaded);
  Game game = NewBoardGame(*board, catalog);
  if (!PlayBoard(*board, &game, &diags).ok()) {
    PrintDiagnostics(diags);
    throw CommandExit{1, ""};
  }
}

void Report(const BoardPictureResult& r) {
  if (r.pdf) ReportWritten(r.files.front(), r.pictures);
  else if (r.files.size() == 1) ReportStream(r.files.front()) << "wrote " << r.files.front() << "\n";
  else std::cout << "wrote " << r.files.size() << " images: " << r.files.front() << " ... " << r.files.back() << "\n";
}

void RunBoard(BoardArgs& args) {
  TileSet set;
  LoadSetOrExit(args.tileset, &set);
  ShapeCatalog catalog(set);
  BoardFile board;
  LoadLegalBoardOrExit(args.board, catalog, &board);
  std::string out = args.output.empty()
                        ? "out/" + std::filesystem::path(args.board).stem().string() + "-board.pdf"
                        : args.output;
  args.options.tile = Mm(args.tile);
  ExitOnError(SanitizeBoardPicture(out, board, args.options));
  Theme theme;
  Diagnostics diags;
  Status loaded = LoadTheme(args.theme, &theme, &diags);
  PrintDiagnostics(diags);
  ExitOnError(loaded);
  BoardPictureResult result;
  std::vector<std::string> inputs = set.sources;
  inputs.push_back(board.path);
  ExitOnError(WriteBoardPicture(out, board, catalog, theme, args.options, inputs, &result));
  Report(result);
}

}  // namespace

void SetupBoard(CLI::App& app) {
  auto args = std::make_shared<BoardArgs>();
  CLI::App* cmd = app.add_subcommand("board", "Draw the position of a board file: tiles, followers, scores");
  AddTilesetArg(cmd, &args->tileset);
  cmd->add_option("board", args->board, "Board file: the moves in play order")->required()->type_name("FILE");
  AddOutputOption(cmd, &args->output, "Output file: .pdf (fitted to the paper), .svg or .png",
                  "out/<board>-board.pdf");
  cmd->add_option("--move", args->options.move, "Draw the position after move N")
      ->type_name("N")
      ->default_str("the last")
      ->check(CLI::NonNegativeNumber.description(""));
  cmd->add_flag("--steps", args->options.steps,
                "One picture per move: PDF pages, or numbered .svg/.png files");
  cmd->add_flag("--final", args->options.final_scoring, "Scores include the end-of-game scoring");
  cmd->add_flag("--grid", args->options.grid, "Label every cell with its [x, y] coordinates");
  cmd->add_option("--dpi", args->options.dpi, "PNG resolution")->type_name("DPI")->capture_default_str();
  AddPaperOption(cmd, &args->options.paper, args->options.paper);
  AddChoice(cmd->add_option("--orientation", args->options.orientation,
                            "PDF page: auto (whichever draws the board larger), portrait or landscape"),
            {"auto", "portrait", "landscape"}, "auto");
  cmd->add_flag("--fit", args->options.fit, "PDF pages the board's own size at --tile-size, not the paper's");
  cmd->add_option("--tile-size", args->tile, "Cell size in mm; in a PDF the largest, shrunk to fit")
      ->type_name("MM")
      ->capture_default_str();
  AddThemeOption(cmd, &args->theme, args->theme);
  cmd->callback([args] { RunBoard(*args); });
}

}  // namespace carc
