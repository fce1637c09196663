// `carckit kit TILESET [-o FILE] [-t LAYOUT] [--theme THEME] [--lang LANG]
// [--paper PAPER] [--no-tokens] [--no-backs] [--flip long-edge|short-edge] [--only-new]`
#include "app/kit.h"
#include "cli/cli.h"
#include "cli/options.h"

namespace carc {

namespace {

struct KitArgs {
  KitRequest request;
  bool no_tokens = false, no_backs = false;
};

void RunKit(KitArgs a) {
  a.request.tokens = !a.no_tokens;
  a.request.backs = !a.no_backs;
  Diagnostics diags;
  MadeKit made;
  Status status = MakeKit(a.request, &diags, &made);
  PrintAndExitOnError(status, diags);
  ReportWritten(made.path, made.kit.pages);
}

}  // namespace

void SetupKit(CLI::App& app) {
  auto a = std::make_shared<KitArgs>();
  CLI::App* cmd = app.add_subcommand(
      "kit", "Write the whole print-and-play kit: cover, tiles, score track, followers, rules");
  AddTilesetArg(cmd, &a->request.tileset);
  AddPdfOutputOption(cmd, &a->request.output, "out/<set>[-new]-kit-<lang>.pdf");
  AddLayoutOption(cmd, &a->request.layout);
  AddThemeOption(cmd, &a->request.theme, "the layout's theme");
  AddLangOption(cmd, &a->request.lang);
  AddPaperOption(cmd, &a->request.paper, "the layout's paper");
  cmd->add_flag("--no-tokens", a->no_tokens, "Leave out the follower tokens sheet");
  cmd->add_flag("--no-backs", a->no_backs, "Leave out the tile back pages");
  AddChoice(cmd->add_option("--flip", a->request.flip,
                            "How your printer turns the sheet for double-sided printing"),
            {"long-edge", "short-edge"}, "the layout's");
  cmd->add_flag("--only-new", a->request.only_new,
                "Only the tiles the set adds to the set it extends, with their backs and the "
                "rules they bring (for owners of that set)");
  cmd->callback([a] { RunKit(*a); });
}

}  // namespace carc
