// `carckit export TILESET [-o DIR] [--format png|svg|pdf] [--dpi D] [--bleed MM]
//  [--copies] [--sheet tts|grid COLSxROWS] [--back] [--tile-size MM] [--theme T]`
#include <iostream>

#include "art/theme.h"
#include "base/text_util.h"
#include "cli/cli.h"
#include "cli/options.h"
#include "print/tile_export.h"

namespace carc {

namespace {

struct ExportArgs {
  std::string set, dir, format = "png", theme = "default";
  std::vector<std::string> sheet;
  double dpi = 300, bleed = 0, tile = 45;
  bool copies = false, backs = false;
};

/// Reads `--sheet tts` or `--sheet grid COLSxROWS` into `o`; exits 2 otherwise.
void ParseSheet(const std::vector<std::string>& sheet, ExportOptions* o) {
  if (sheet.empty()) return;
  if (sheet[0] == "tts") {
    if (sheet.size() > 1)
      throw CommandExit{2, "error: --sheet tts takes no size (Tabletop Simulator's grid is at most 10x7); got '" +
                               sheet[1] + "'"};
    o->sheet = SheetKind::Tts;
    return;
  }
  int cols = 0, rows = 0;
  char x = 0, extra = 0;
  if (sheet[0] != "grid" || sheet.size() != 2 ||
      std::sscanf(sheet[1].c_str(), "%d%c%d%c", &cols, &x, &rows, &extra) != 3 || (x != 'x' && x != 'X'))
    throw CommandExit{2, "error: --sheet takes 'tts' or 'grid COLSxROWS', e.g. --sheet grid 6x4"};
  o->sheet = SheetKind::Grid;
  o->columns = cols;
  o->rows = rows;
}

ExportOptions OptionsOrExit(const ExportArgs& a) {
  ExportOptions o;
  o.format = a.format == "svg" ? ExportFormat::Svg : a.format == "pdf" ? ExportFormat::Pdf : ExportFormat::Png;
  o.dpi = a.dpi;
  o.tile = Mm(a.tile);
  o.bleed = Mm(a.bleed);
  o.copies = a.copies;
  o.backs = a.backs;
  ParseSheet(a.sheet, &o);
  ExitOnError(SanitizeExport(o));
  return o;
}

/// "wrote DIR: ..." with what went in it.
void Report(const std::string& dir, const ExportOptions& o, const ExportResult& r) {
  std::cout << WroteLine(dir, ": ");
  if (r.sheets.empty()) {
    int fronts = 0;
    for (const ExportedTile& t : r.tiles) fronts += int(t.fronts.size());
    std::cout << fronts << (o.copies ? " tile copies" : " tile types") << " as " << (o.format == ExportFormat::Png ? "PNG" : o.format == ExportFormat::Svg ? "SVG" : "PDF");
    if (r.back.width_px) std::cout << " (" << r.back.width_px << " x " << r.back.height_px << " pixels)";
  } else {
    const DeckSheet& g = r.sheets.front().grid;
    std::cout << r.sheets.size() << (o.sheet == SheetKind::Tts ? " Tabletop Simulator" : "") << " deck sheet"
              << (r.sheets.size() == 1 ? "" : "s") << " (cells of " << g.cell << " pixels)";
  }
  std::cout << ", backs and manifest.json (" << r.FileCount() << " files)\n";
}

void RunExport(const ExportArgs& a) {
  TileSet set;
  LoadSetOrExit(a.set, &set);
  ExportOptions options = OptionsOrExit(a);
  Theme theme;
  Diagnostics diags;
  Status loaded = LoadTheme(a.theme, &theme, &diags);
  PrintDiagnostics(diags);
  ExitOnError(loaded);
  std::string dir = a.dir.empty() ? "out/" + set.id + "-export" : a.dir;
  ExportResult result;
  ExitOnError(ExportTiles(dir, set, theme, options, &result));
  Report(dir, options, result);
}

}  // namespace

void SetupExport(CLI::App& app) {
  auto a = std::make_shared<ExportArgs>();
  CLI::App* cmd = app.add_subcommand(
      "export", "Write every tile of a set as files (PNG, SVG, PDF) or deck sheets, with a manifest");
  AddTilesetArg(cmd, &a->set);
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
