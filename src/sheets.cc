#include "sheets.h"

#include "print_marks.h"
#include "tile_art.h"
#include "tile_image.h"

namespace carc {

namespace {

/// The art of every tile type and both backs, recorded once.
struct ArtBook {
  std::vector<SurfacePtr> fronts;
  SurfacePtr back, start_back;
};

ArtBook RecordArt(const TileSet& set, const SheetLayout& layout, const Theme& theme,
                  const TileImages& images) {
  ArtBook book;
  for (const TileType& t : set.tiles) {
    auto it = images.find(t.id);
    book.fronts.push_back(RecordTileFront(t, theme, layout.tile, layout.bleed,
                                          it == images.end() ? nullptr : it->second.get()));
  }
  if (layout.backs) {
    book.back = RecordTileBack(false, theme, layout.tile, layout.bleed);
    book.start_back = RecordTileBack(true, theme, layout.tile, layout.bleed);
  }
  return book;
}

/// Paints a recorded tile whose cut square is `cut`, clipped to `art`.
void Paint(cairo_t* cr, cairo_surface_t* art_surface, const RectMm& cut, const RectMm& art,
           Mm bleed, bool clip) {
  SaveGuard guard(cr);
  if (clip) {
    Rectangle(cr, art);
    cairo_clip(cr);
  }
  cairo_set_source_surface(cr, art_surface, (cut.x - bleed).pt(), (cut.y - bleed).pt());
  cairo_paint(cr);
}

std::string SetTitle(const TileSet& set) {
  return set.name + (set.edition.empty() ? "" : " (" + set.edition + ")");
}

void DrawPageFurniture(cairo_t* cr, const Imposition& imp, const SheetLayout& layout,
                       const std::string& left, const std::string& right) {
  if (layout.scale_bar.v > 0)
    DrawInlineScaleBar(cr, {imp.art.x, layout.margin}, layout.scale_bar,
                       std::to_string(int(layout.scale_bar.v + 0.5)) +
                           " mm: measure it to check the printer printed at 100 %");
  if (layout.footer) DrawFooter(cr, imp.page, layout.margin + Mm(4), left, right);
}

void DrawFronts(PdfDocument& doc, const TileSet& set, const SheetLayout& layout, const Imposition& imp,
                const ArtBook& book, const std::vector<Placement>& sheet, const std::string& right) {
  cairo_t* cr = doc.cr();
  bool clip = layout.cuts == CutStyle::Butted;
  for (const Placement& p : sheet)
    Paint(cr, book.fronts[size_t(p.tile)].get(), imp.cuts[size_t(p.cell)], imp.ArtRect(p.cell),
          layout.bleed, clip);
  if (layout.marks) DrawCutMarks(cr, imp.cut_xs, imp.cut_ys, imp.art, layout.mark_style);
  DrawPageFurniture(cr, imp, layout, SetTitle(set), right);
}

void DrawBacks(PdfDocument& doc, const TileSet& set, const SheetLayout& layout, const Imposition& imp,
               const ArtBook& book, const std::vector<Placement>& sheet, const std::string& right) {
  cairo_t* cr = doc.cr();
  bool clip = layout.cuts == CutStyle::Butted;
  for (const Placement& p : sheet) {
    cairo_surface_t* back = p.start ? book.start_back.get() : book.back.get();
    Paint(cr, back, imp.BackRect(imp.cuts[size_t(p.cell)]), imp.BackRect(imp.ArtRect(p.cell)),
          layout.bleed, clip);
  }
  if (layout.marks) {
    std::vector<Mm> xs, ys;
    for (Mm x : imp.cut_xs) xs.push_back(imp.BackX(x));
    for (Mm y : imp.cut_ys) ys.push_back(imp.BackY(y));
    DrawCutMarks(cr, xs, ys, imp.BackRect(imp.art), layout.mark_style);
  }
  DrawPageFurniture(cr, imp, layout, SetTitle(set), right);
}

}  // namespace

std::vector<std::vector<Placement>> PlaceTiles(const TileSet& set, int per_page) {
  std::vector<std::vector<Placement>> sheets;
  if (per_page <= 0) return sheets;
  for (size_t t = 0; t < set.tiles.size(); ++t) {
    for (int k = 0; k < set.tiles[t].count; ++k) {
      if (sheets.empty() || int(sheets.back().size()) == per_page) sheets.emplace_back();
      sheets.back().push_back({int(t), int(sheets.back().size()), set.tiles[t].start && k == 0});
    }
  }
  return sheets;
}

Status RenderTileSheets(PdfDocument& doc, const TileSet& set, const SheetLayout& layout,
                        const Theme& theme, SheetPages* pages) {
  Status ok = SanitizeLayout(layout);
  if (!ok.ok()) return ok;
  TileImages images;
  ok = LoadTileImages(set, &images);
  if (!ok.ok()) return ok;
  Imposition imp = Impose(layout);
  ArtBook book = RecordArt(set, layout, theme, images);
  std::vector<std::vector<Placement>> sheets = PlaceTiles(set, imp.per_page());
  SheetPages result;
  result.imposition = imp;
  int total = int(sheets.size());
  std::string flip = layout.flip == Flip::LongEdge ? "long edge" : "short edge";
  int bookmark = 0;
  for (int i = 0; i < total; ++i) {
    std::string sheet = "sheet " + std::to_string(i + 1) + " of " + std::to_string(total);
    int front_page = doc.page_count() + 1;
    doc.BeginPage(imp.page, "Tiles " + std::to_string(i + 1));
    DrawFronts(doc, set, layout, imp, book, sheets[size_t(i)],
               "Tile fronts, " + sheet + " \u00b7 page " + std::to_string(front_page));
    doc.EndPage();
    result.fronts.push_back(front_page);
    if (i == 0) bookmark = doc.AddBookmark("Tiles: " + set.name, front_page);
    doc.AddBookmark("Sheet " + std::to_string(i + 1), front_page, bookmark);
    if (!layout.backs) continue;
    int back_page = doc.page_count() + 1;
    doc.BeginPage(imp.page, "Tiles " + std::to_string(i + 1) + " back");
    DrawBacks(doc, set, layout, imp, book, sheets[size_t(i)],
              "Tile backs, " + sheet + " \u00b7 page " + std::to_string(back_page) + " \u00b7 duplex, flip on the " +
                  flip);
    doc.EndPage();
    result.backs.push_back(back_page);
  }
  result.sheets = std::move(sheets);
  if (pages) *pages = std::move(result);
  return Status::Ok();
}

Status WriteTileSheets(const std::string& path, const TileSet& set, const SheetLayout& layout,
                       const Theme& theme, const std::vector<std::string>& inputs, SheetPages* pages) {
  Status ok = SanitizeLayout(layout);
  if (!ok.ok()) return ok;
  PdfMetadata meta;
  meta.title = SetTitle(set) + ": tile sheets";
  meta.subject = "Print-and-play tiles, fronts and backs for duplex printing (" + Describe(layout) + ")";
  meta.keywords = "Carcassonne, print and play, tiles";
  PdfDocument doc(path, meta, inputs);
  if (!doc.status().ok()) return doc.status();
  ok = RenderTileSheets(doc, set, layout, theme, pages);
  if (!ok.ok()) return ok;
  return doc.Finish();
}

}  // namespace carc
