// `carckit kit TILESET [-o FILE] [-t LAYOUT] [--theme THEME] [--lang LANG]
// [--paper PAPER] [--no-tokens] [--no-backs] [--flip long-edge|short-edge] [--only-new]`
#include "art/theme.h"
#include "cli/cli.h"
#include "cli/options.h"
#include "kit/kit.h"
#include "print/layout.h"

namespace carc {

namespace {

struct KitArgs {
  std::string set, output, layout, theme, lang = "en", paper, flip;
  bool no_tokens = false, no_backs = false, only_new = false;
};

/// The layout preset: -t, else the one the set names, else "default".
SheetLayout KitLayoutOrExit(const KitArgs& a, const TileSet& set) {
  SheetLayout preset = LayoutPresetOrExit(a.layout, set);
  SheetLayout layout = preset;
  if (!a.paper.empty()) layout.paper = a.paper;
  if (a.no_backs) layout.backs = false;
  if (!a.flip.empty()) layout.flip = a.flip == "short-edge" ? Flip::ShortEdge : Flip::LongEdge;
  if (!a.theme.empty()) {
    layout.theme = a.theme;
    layout.theme_from.clear();  // the user's own choice: found as given
  }
  SanitizeLayoutOrExit(preset, layout);
  return layout;
}

void RunKit(const KitArgs& a) {
  TileSet set;
  LoadSetOrExit(a.set, &set);
  if (a.only_new) NarrowToNewTilesOrExit(&set);
  Translation tr;
  LoadTranslationOrExit(a.lang, &tr);
  UseSetLanguage(tr.code(), &set, tr.file());
  KitOptions options;
  options.layout = KitLayoutOrExit(a, set);
  options.tokens = !a.no_tokens;
  options.theme = LayoutThemeOrExit(options.layout);
  std::string out = a.output.empty() ? DefaultOutput(OutputStem(set), "kit", tr.code()) : a.output;
  KitResult result;
  ExitOnError(WriteKit(out, set, tr, options, &result));
  ReportWritten(out, result.pages);
}

}  // namespace

void SetupKit(CLI::App& app) {
  auto a = std::make_shared<KitArgs>();
  CLI::App* cmd = app.add_subcommand(
      "kit", "Write the whole print-and-play kit: cover, tiles, score track, followers, rules");
  AddTilesetArg(cmd, &a->set);
  AddPdfOutputOption(cmd, &a->output, "out/<set>[-new]-kit-<lang>.pdf");
  AddLayoutOption(cmd, &a->layout);
  AddThemeOption(cmd, &a->theme, "the layout's theme");
  AddLangOption(cmd, &a->lang);
  AddPaperOption(cmd, &a->paper, "the layout's paper");
  cmd->add_flag("--no-tokens", a->no_tokens, "Leave out the follower tokens sheet");
  cmd->add_flag("--no-backs", a->no_backs, "Leave out the tile back pages");
  AddChoice(cmd->add_option("--flip", a->flip,
                            "How your printer turns the sheet for double-sided printing"),
            {"long-edge", "short-edge"}, "the layout's");
  cmd->add_flag("--only-new", a->only_new,
                "Only the tiles the set adds to the set it extends, with their backs and the "
                "rules they bring (for owners of that set)");
  cmd->callback([a] { RunKit(*a); });
}

}  // namespace carc
