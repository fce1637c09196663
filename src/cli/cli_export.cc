// `carckit export TILESET [-o DIR] [--format png|svg|pdf] [--dpi D] [--bleed MM]
//  [--copies] [--sheet tts|grid COLSxROWS] [--back] [--tile-size MM] [--theme T]`
#include <iostream>

#include "app/export.h"
#include "base/text_util.h"
#include "cli/cli.h"
#include "cli/options.h"

namespace carc {

namespace {

void RunExport(const ExportRequest& request) {
  Diagnostics diags;
  ExportRun run;
  Status status = ExportSet(request, &diags, &run);
  PrintAndExitOnError(status, diags);
  std::cout << WroteLine(run.dir, ": ") << run.summary << "\n";
}

}  // namespace

void SetupExport(CLI::App& app) {
  auto a = std::make_shared<ExportRequest>();
  CLI::App* cmd = app.add_subcommand(
      "export", "Write every tile of a set as files (PNG, SVG, PDF) or deck sheets, with a manifest");
  AddTilesetArg(cmd, &a->tileset);
  AddOutputOption(cmd, &a->dir, "Folder to write into, made if missing", "out/<set>-export")
      ->type_name("DIR");
  AddChoice(cmd->add_option("--format", a->format, "File type of single tiles"), {"png", "svg", "pdf"},
            a->format);
  cmd->add_option("--dpi", a->dpi, "PNG resolution")->type_name("DPI")->capture_default_str();
  cmd->add_option("--tile-size", a->tile, "Tile size in mm")->type_name("MM")->capture_default_str();
  cmd->add_option("--bleed", a->bleed, "Art past the cut on every side, mm (single files)")
      ->type_name("MM")
      ->capture_default_str();
  cmd->add_flag("--copies", a->copies, "One file per copy (A-1, A-2...) rather than per type");
  cmd->add_option("--sheet", a->sheet, "Deck sheets instead of single files: 'tts' or 'grid COLSxROWS'")
      ->expected(1, 2)
      ->type_name("SHEET")
      ->default_str("none, single files");
  cmd->add_flag("--back", a->backs, "Also each card's own back: beside each copy, or as back sheets");
  AddThemeOption(cmd, &a->theme, a->theme);
  cmd->callback([a] { RunExport(*a); });
}

}  // namespace carc
