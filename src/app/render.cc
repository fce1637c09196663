#include "app/render.h"

#include "app/page_setup.h"
#include "app/tile_set.h"
#include "print/sheets.h"

namespace carc {

namespace {

/// "72 tiles on 4 sheets (4 x 5 per portrait page, each followed by its back page)".
std::string SheetSummary(const TileSet& set, const SheetLayout& layout, const SheetPages& pages) {
  const Imposition& imp = pages.imposition;
  size_t sheets = pages.fronts.size();
  return std::to_string(set.TileCount()) + " tiles on " + std::to_string(sheets) +
         (sheets == 1 ? " sheet (" : " sheets (") + std::to_string(imp.cols) + " x " +
         std::to_string(imp.rows) + " per " + (imp.landscape ? "landscape" : "portrait") + " page" +
         (layout.backs ? ", each followed by its back page" : "") + ")";
}

}  // namespace

Status RenderSheets(const RenderRequest& r, Diagnostics* diags, WrittenFile* written) {
  TileSet set;
  Status status = LoadSet({r.tileset, true, r.only_new}, diags, &set);
  if (!status.ok()) return status;
  diags->NextStep();
  SheetLayout preset;
  status = LoadLayoutPreset(r.layout, set, diags, &preset);
  if (!status.ok()) return status;
  SheetLayout layout = Changed(preset, r.changes);
  status = CheckLayout(preset, layout);
  if (!status.ok()) return status;
  diags->NextStep();
  Theme theme;
  status = LoadLayoutTheme(layout, diags, &theme);
  if (!status.ok()) return status;
  written->path = r.output.empty() ? DefaultOutput(OutputStem(set), "tiles") : r.output;
  SheetPages pages;
  status = WriteTileSheets(written->path, set, layout, theme, set.sources, &pages);
  if (!status.ok()) return status;
  written->pages = int(pages.fronts.size() + pages.backs.size());
  written->details = SheetSummary(set, layout, pages);
  return Status::Ok();
}

}  // namespace carc
