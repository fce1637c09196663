// `carckit scoreboard [-o FILE] [--paper PAPER] [--lang LANG]`
#include "app/kit_part.h"
#include "cli/cli.h"
#include "cli/options.h"

namespace carc {

namespace {

void RunScoreboard(KitPartRequest request) {
  request.part = KitPart::Scoreboard;
  Diagnostics diags;
  WrittenFile written;
  Status status = MakeKitPart(request, &diags, &written);
  PrintAndExitOnError(status, diags);
  ReportWritten(written);
}

}  // namespace

void SetupScoreboard(CLI::App& app) {
  auto args = std::make_shared<KitPartRequest>();
  CLI::App* cmd = app.add_subcommand("scoreboard", "Write the 50-space score track with lap tokens");
  AddPdfOutputOption(cmd, &args->output, "out/scoreboard-<lang>.pdf");
  AddPaperOption(cmd, &args->paper, args->paper);
  AddLangOption(cmd, &args->lang);
  cmd->callback([args] { RunScoreboard(*args); });
}

}  // namespace carc
