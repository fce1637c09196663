// `carckit reference TILESET -o FILE.pdf`
#include <iostream>

#include "art/theme.h"
#include "cli/cli.h"
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
  std::string out = a.output.empty() ? "out/" + set.id + "-reference.pdf" : a.output;
  ExitOnError(WriteReference(out, set, theme, a.paper, set.sources));
  std::cout << out << ": " << set.tiles.size() << " tile types\n";
}

}  // namespace

void SetupReference(CLI::App& app) {
  auto a = std::make_shared<ReferenceArgs>();
  CLI::App* cmd = app.add_subcommand("reference", "Draw one of each tile type with its id, count, edges and features");
  cmd->add_option("tileset", a->set, "Tile spec file (or bundled set name)")->required();
  cmd->add_option("-o,--output", a->output, "Output PDF (default: out/<set>-reference.pdf)");
  cmd->add_option("--theme", a->theme, "Theme name or YAML file");
  cmd->add_option("--paper", a->paper, "Paper: a4, letter, a3, legal, a5");
  cmd->callback([a] { RunReference(*a); });
}

}  // namespace carc
