// `carckit rules TILESET [--lang LANG] [-o FILE] [--paper PAPER]`
#include "app/kit_part.h"
#include "cli/cli.h"
#include "cli/options.h"

namespace carc {

namespace {

void RunRules(KitPartRequest request) {
  request.part = KitPart::Rules;
  Diagnostics diags;
  WrittenFile written;
  Status status = MakeKitPart(request, &diags, &written);
  PrintAndExitOnError(status, diags);
  ReportWritten(written);
}

}  // namespace

void SetupRules(CLI::App& app) {
  auto args = std::make_shared<KitPartRequest>();
  CLI::App* cmd = app.add_subcommand("rules", "Write a one- or two-page rules summary for a tile set");
  AddTilesetArg(cmd, &args->tileset);
  AddPdfOutputOption(cmd, &args->output, "out/<set>-rules-<lang>.pdf");
  AddLangOption(cmd, &args->lang);
  AddPaperOption(cmd, &args->paper, args->paper);
  cmd->callback([args] { RunRules(*args); });
}

}  // namespace carc
