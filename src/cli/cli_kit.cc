// `carckit kit TILESET [-t TEMPLATE] [--lang en|ro] [-o FILE.pdf] [--no-tokens] [--no-backs]
//  [--flip long-edge|short-edge] [--only-new]`
#include "art/theme.h"
#include "cli/cli.h"
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
  SheetLayout layout = LayoutPresetOrExit(a.layout, set);
  if (!a.paper.empty()) layout.paper = a.paper;
  if (a.no_backs) layout.backs = false;
  if (!a.flip.empty()) layout.flip = a.flip == "short-edge" ? Flip::ShortEdge : Flip::LongEdge;
  if (!a.theme.empty()) layout.theme = a.theme;
  ExitOnError(SanitizeLayout(layout));
  return layout;
}

void RunKit(const KitArgs& a) {
  TileSet set;
  LoadSetOrExit(a.set, &set);
  if (a.only_new) NarrowToNewTilesOrExit(&set);
  Translation tr;
  LoadTranslationOrExit(a.lang, &tr);
  KitOptions options;
  options.layout = KitLayoutOrExit(a, set);
  options.tokens = !a.no_tokens;
  Diagnostics diags;
  Status theme = LoadTheme(options.layout.theme, &options.theme, &diags);
  PrintDiagnostics(diags);
  ExitOnError(theme);
  std::string out = a.output.empty() ? DefaultKitPath(set) : a.output;
  KitResult result;
  ExitOnError(WriteKit(out, set, tr, options, &result));
  ReportWritten(out, result.pages);
}

}  // namespace

void SetupKit(CLI::App& app) {
  auto a = std::make_shared<KitArgs>();
  CLI::App* cmd = app.add_subcommand(
      "kit", "Write the whole print-and-play kit: cover, tiles, score track, followers, rules");
  cmd->add_option("tileset", a->set, "Tile spec file (or bundled set name)")->required();
  cmd->add_option("-o,--output", a->output, "Output PDF (default: out/<set>-kit.pdf)");
  cmd->add_option("-t,--template", a->layout,
                  "Tile layout preset or YAML file (default: the set's `layout`, else default)");
  cmd->add_option("--theme", a->theme, "Tile art theme name or YAML file (templates/themes)");
  cmd->add_option("--lang", a->lang, "Language of the texts (templates/lang): en, ro");
  cmd->add_option("--paper", a->paper, "Paper for every page: a4, letter, a3, legal, a5");
  cmd->add_flag("--no-tokens", a->no_tokens, "Leave out the follower tokens sheet");
  cmd->add_flag("--no-backs", a->no_backs, "Leave out the tile back pages");
  cmd->add_option("--flip", a->flip, "How your printer turns the sheet for double-sided printing (default: the layout's)")
      ->check(CLI::IsMember({"long-edge", "short-edge"}));
  cmd->add_flag("--only-new", a->only_new,
                "Only the tiles the set adds to the set it extends, with their backs and the "
                "rules they bring (for owners of that set)");
  cmd->callback([a] { RunKit(*a); });
}

}  // namespace carc
