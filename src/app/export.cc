#include "app/export.h"

#include <cstdio>

#include "app/tile_set.h"
#include "art/theme.h"

namespace carc {

namespace {

/// Reads `--sheet tts` or `--sheet grid COLSxROWS` into `o`; Usage otherwise.
Status ParseSheet(const std::vector<std::string>& sheet, ExportOptions* o) {
  if (sheet.empty()) return Status::Ok();
  if (sheet[0] == "tts") {
    if (sheet.size() > 1)
      return Status::Usage("--sheet tts takes no size (Tabletop Simulator's grid is at most 10x7); got '" +
                           sheet[1] + "'");
    o->sheet = SheetKind::Tts;
    return Status::Ok();
  }
  int cols = 0, rows = 0;
  char x = 0, extra = 0;
  if (sheet[0] != "grid" || sheet.size() != 2 ||
      std::sscanf(sheet[1].c_str(), "%d%c%d%c", &cols, &x, &rows, &extra) != 3 || (x != 'x' && x != 'X'))
    return Status::Usage("--sheet takes 'tts' or 'grid COLSxROWS', e.g. --sheet grid 6x4");
  o->sheet = SheetKind::Grid;
  o->columns = cols;
  o->rows = rows;
  return Status::Ok();
}

Status Options(const ExportRequest& r, ExportOptions* o) {
  o->format = r.format == "svg" ? ExportFormat::Svg : r.format == "pdf" ? ExportFormat::Pdf : ExportFormat::Png;
  o->dpi = r.dpi;
  o->tile = Mm(r.tile);
  o->bleed = Mm(r.bleed);
  o->copies = r.copies;
  o->backs = r.backs;
  Status status = ParseSheet(r.sheet, o);
  return status.ok() ? SanitizeExport(*o) : status;
}

/// What went in the folder: "24 tile types as PNG (532 x 532 pixels), backs
/// and manifest.json (27 files)".
std::string Summary(const ExportOptions& o, const ExportResult& r) {
  std::string out;
  if (r.sheets.empty()) {
    int fronts = 0;
    for (const ExportedTile& t : r.tiles) fronts += int(t.fronts.size());
    out += std::to_string(fronts) + (o.copies ? " tile copies" : " tile types") + " as " +
           (o.format == ExportFormat::Png ? "PNG" : o.format == ExportFormat::Svg ? "SVG" : "PDF");
    if (r.back.width_px)
      out += " (" + std::to_string(r.back.width_px) + " x " + std::to_string(r.back.height_px) + " pixels)";
  } else {
    const DeckSheet& g = r.sheets.front().grid;
    out += std::to_string(r.sheets.size()) + (o.sheet == SheetKind::Tts ? " Tabletop Simulator" : "") +
           " deck sheet" + (r.sheets.size() == 1 ? "" : "s") + " (cells of " + std::to_string(g.cell) +
           " pixels)";
  }
  return out + ", backs and manifest.json (" + std::to_string(r.FileCount()) + " files)";
}

}  // namespace

Status ExportSet(const ExportRequest& r, Diagnostics* diags, ExportRun* run) {
  TileSet set;
  Status status = LoadSet({r.tileset, true, false}, diags, &set);
  if (!status.ok()) return status;
  diags->NextStep();
  ExportOptions options;
  status = Options(r, &options);
  if (!status.ok()) return status;
  Theme theme;
  status = LoadTheme(r.theme, &theme, diags);
  if (!status.ok()) return status;
  run->dir = r.dir.empty() ? "out/" + set.id + "-export" : r.dir;
  status = ExportTiles(run->dir, set, theme, options, &run->result);
  if (!status.ok()) return status;
  run->summary = Summary(options, run->result);
  return Status::Ok();
}

}  // namespace carc
