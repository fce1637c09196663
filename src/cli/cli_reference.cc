// `carckit reference TILESET [-o FILE] [--theme THEME] [--paper PAPER]`
#include "app/reference.h"
#include "cli/cli.h"
#include "cli/options.h"

namespace carc {

namespace {

void RunReference(const ReferenceRequest& request) {
  Diagnostics diags;
  WrittenFile written;
  Status status = DrawReference(request, &diags, &written);
  PrintAndExitOnError(status, diags);
  ReportWritten(written);
}

}  // namespace

void SetupReference(CLI::App& app) {
  auto a = std::make_shared<ReferenceRequest>();
  CLI::App* cmd = app.add_subcommand(
      "reference", "Draw one of each tile type with its id, count, edges and features");
  AddTilesetArg(cmd, &a->tileset);
  AddPdfOutputOption(cmd, &a->output, "out/<set>-reference.pdf");
  AddThemeOption(cmd, &a->theme, a->theme);
  AddPaperOption(cmd, &a->paper, a->paper);
  cmd->callback([a] { RunReference(*a); });
}

}  // namespace carc
