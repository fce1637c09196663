// `carckit tokens TILESET [-o FILE] [--paper PAPER] [--lang LANG]`
#include "app/kit_part.h"
#include "cli/cli.h"
#include "cli/options.h"

namespace carc {

namespace {

void RunTokens(KitPartRequest request) {
  request.part = KitPart::Tokens;
  Diagnostics diags;
  WrittenFile written;
  Status status = MakeKitPart(request, &diags, &written);
  PrintAndExitOnError(status, diags);
  ReportWritten(written);
}

}  // namespace

void SetupTokens(CLI::App& app) {
  auto args = std::make_shared<KitPartRequest>();
  CLI::App* cmd = app.add_subcommand("tokens", "Write fold-to-stand followers and score markers for a tile set");
  AddTilesetArg(cmd, &args->tileset);
  AddPdfOutputOption(cmd, &args->output, "out/<set>-tokens-<lang>.pdf");
  AddPaperOption(cmd, &args->paper, args->paper);
  AddLangOption(cmd, &args->lang);
  cmd->callback([args] { RunTokens(*args); });
}

}  // namespace carc
