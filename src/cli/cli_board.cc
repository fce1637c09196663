// `carckit board TILESET BOARD.yaml [-o FILE.pdf|svg|png] [--move N] [--steps]
//  [--final] [--grid] [--dpi D] [--paper P] [--orientation O] [--fit] [--tile-size MM]
//  [--theme T]`
#include <iostream>

#include "app/board.h"
#include "base/text_util.h"
#include "cli/cli.h"
#include "cli/options.h"

namespace carc {

namespace {

struct BoardArgs {
  BoardRequest request;
  double tile = 45;  ///< --tile-size, in mm
};

void Report(const BoardPictureResult& r) {
  if (r.pdf) ReportWritten(r.files.front(), r.pictures);
  else if (r.files.size() == 1) ReportStream(r.files.front()) << WroteLine(r.files.front()) << "\n";
  else std::cout << "wrote " << r.files.size() << " images: " << Printable(r.files.front()) << " ... " << Printable(r.files.back()) << "\n";
}

void RunBoard(BoardArgs& args) {
  args.request.options.tile = Mm(args.tile);
  Diagnostics diags;
  BoardPictureResult result;
  Status status = DrawBoard(args.request, &diags, &result);
  PrintDiagnostics(diags);
  ExitOnError(status);
  Report(result);
}

}  // namespace

void SetupBoard(CLI::App& app) {
  auto args = std::make_shared<BoardArgs>();
  CLI::App* cmd = app.add_subcommand("board", "Draw the position of a board file: tiles, followers, scores");
  AddTilesetArg(cmd, &args->request.tileset);
  cmd->add_option("board", args->request.board, "Board file: the moves in play order")->required()->type_name("FILE");
  AddOutputOption(cmd, &args->request.output, "Output file: .pdf (fitted to the paper), .svg or .png",
                  "out/<board>-board.pdf");
  cmd->add_option("--move", args->request.options.move, "Draw the position after move N")
      ->type_name("N")
      ->default_str("the last")
      ->check(CLI::NonNegativeNumber.description(""));
  cmd->add_flag("--steps", args->request.options.steps,
                "One picture per move: PDF pages, or numbered .svg/.png files");
  cmd->add_flag("--final", args->request.options.final_scoring, "Scores include the end-of-game scoring");
  cmd->add_flag("--grid", args->request.options.grid, "Label every cell with its [x, y] coordinates");
  cmd->add_option("--dpi", args->request.options.dpi, "PNG resolution")->type_name("DPI")->capture_default_str();
  AddPaperOption(cmd, &args->request.options.paper, args->request.options.paper);
  AddChoice(cmd->add_option("--orientation", args->request.options.orientation,
                            "PDF page: auto (whichever draws the board larger), portrait or landscape"),
            {"auto", "portrait", "landscape"}, "auto");
  cmd->add_flag("--fit", args->request.options.fit, "PDF pages the board's own size at --tile-size, not the paper's");
  cmd->add_option("--tile-size", args->tile, "Cell size in mm; in a PDF the largest, shrunk to fit")
      ->type_name("MM")
      ->capture_default_str();
  AddThemeOption(cmd, &args->request.theme, args->request.theme);
  cmd->callback([args] { RunBoard(*args); });
}

}  // namespace carc
