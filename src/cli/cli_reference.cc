// `carckit reference TILESET [-o FILE] [--theme THEME] [--paper PAPER]`
#include "art/theme.h"
#include "cli/cli.h"
#include "cli/options.h"
#include "print/reference_sheet.h"

namespace carc {

namespace {

struct ReferenceArgs {
  std::string set, output, theme = "default", paper = "a4";
};

void RunReference(const ReferenceArgs& a) {
  TileSet set;
  LoadSetOrExit(a.set, &set);
  Theme theme;
  Diagnostics diags;
  Status loaded = LoadTheme(a.theme, &theme, &diags);
  PrintDiagnostics(diags);
  ExitOnError(loaded);
  std::string out = a.output.empty() ? DefaultOutput(set.id, "reference") : a.output;
  int pages = 0;
  ExitOnError(WriteReference(out, set, theme, a.paper, set.sources, &pages));
  size_t types = set.tiles.size();
  ReportWritten(out, pages, std::to_string(types) + (types == 1 ? " tile type" : " tile types"));
}

}  // namespace

void SetupReference(CLI::App& app) {
  auto a = std::make_shared<ReferenceArgs>();
  CLI::App* cmd = app.add_subcommand(
      "reference", "Draw one of each tile type with its id, count, edges and features");
  AddTilesetArg(cmd, &a->set);
  AddPdfOutputOption(cmd, &a->output, "out/<set>-reference.pdf");
  AddThemeOption(cmd, &a->theme, a->theme);
  AddPaperOption(cmd, &a->paper, a->paper);
  cmd->callback([a] { RunReference(*a); });
}

}  // namespace carc
