#include "print/sheets.h"

#include <map>

#include "art/tile_art.h"
#include "art/tile_back.h"
#include "art/tile_image.h"
#include "print/print_marks.h"

namespace carc {

namespace {

/// The art of every tile type and both backs, each a form of the document
/// (drawn once, placed for every copy).
struct ArtBook {
  std::vector<int> fronts;
  int backs[3] = {-1, -1, -1};  ///< by TileBack; -1 for a design no tile of the set has
};

ArtBook RecordArt(PdfDocument& doc, const TileSet& set, const SheetLayout& layout,
                  const Theme& theme, const TileImages& images) {
  ArtBook book;
  for (const TileType& t : set.tiles) {
    auto it = images.find(t.id);
    book.fronts.push_back(AddTileFrontForm(doc, t, theme, layout.tile, layout.bleed,
                                           it == images.end() ? nullptr : it->second.get()));
  }
  if (layout.backs) {
    bool used[3] = {false, false, false};
    DeckParts parts(set);
    for (const TileType& t : set.tiles)
      for (int k = 0; k < t.count; ++k) used[int(BackOf(parts, t, k))] = true;
    for (TileBack b : {TileBack::Regular, TileBack::Start, TileBack::River})
      if (used[int(b)])
        book.backs[int(b)] = AddTileBackForm(doc, b, theme, layout.tile, layout.bleed);
  }
  return book;
}

/// Places recorded tile art whose cut square is `cut`, clipped to `art` when
/// the cuts are butted (neighbours' bleed would overlap).
void Paint(PdfDocument& doc, int form, const RectMm& cut, const RectMm& art, Mm bleed, bool clip) {
  doc.PlaceForm(form, {cut.x - bleed, cut.y - bleed}, clip ? std::optional<RectMm>(art) : std::nullopt);
}

/// The set's name and edition, "Carcassonne base game (C1)"; a name that
/// ends in its own bracket, "Carcassonne print-and-play demo (2020)", has
/// already said which edition it is, and a second would stutter.
std::string SetTitle(const TileSet& set) {
  bool dated = !set.name.empty() && set.name.back() == ')';
  return set.name + (set.edition.empty() || dated ? "" : " (" + set.edition + ")");
}

/// What every sheet shows alike, the scale bar and the footer's left text,
/// recorded once as a form of the document: Cairo writes its text once
/// rather than on every sheet. -1 when the layout has neither.
int AddSharedFurniture(PdfDocument& doc, const Imposition& imp, const SheetLayout& layout,
                       const SheetWords& words, const std::string& left) {
  if (layout.scale_bar.v <= 0 && !layout.footer) return -1;
  cairo_rectangle_t extents{0, 0, imp.page.w.pt(), imp.page.h.pt()};
  SurfacePtr surface(cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents));
  {
    ContextPtr cr(cairo_create(surface.get()));
    // Text measured as on the PDF page: unhinted metrics, as a PDF surface has.
    cairo_font_options_t* options = cairo_font_options_create();
    cairo_surface_t* pdf_target = cairo_get_target(doc.cr());
    cairo_surface_get_font_options(pdf_target, options);
    cairo_set_font_options(cr.get(), options);
    cairo_font_options_destroy(options);
    if (layout.scale_bar.v > 0)
      DrawInlineScaleBar(cr.get(), {imp.art.x, layout.margin}, layout.scale_bar,
                         words.ScaleBar(int(layout.scale_bar.v + 0.5)));
    if (layout.footer) DrawFooterText(cr.get(), imp.page, layout.margin + Mm(4), left, Align::Left);
  }
  return doc.AddForm(std::move(surface), imp.page);
}

/// The crop marks of sheets, fronts or backs, with a given number of tiles,
/// each recorded once as a form of the document: every full sheet of a deck
/// has the same, and Cairo then writes them once rather than on every page.
class MarkForms {
 public:
  MarkForms(PdfDocument& doc, const Imposition& imp, const SheetLayout& layout)
      : doc_(doc), imp_(imp), layout_(layout) {}

  /// The form of the marks of a sheet holding `used` tiles (its backs when `back`).
  int Get(bool back, int used) {
    auto found = forms_.find({back, used});
    if (found != forms_.end()) return found->second;
    std::vector<CutLine> lines = imp_.CutLines(used);
    if (back)
      for (CutLine& l : lines) l = imp_.BackLine(l);
    cairo_rectangle_t extents{0, 0, imp_.page.w.pt(), imp_.page.h.pt()};
    SurfacePtr surface(cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents));
    {
      ContextPtr cr(cairo_create(surface.get()));
      DrawCutLineMarks(cr.get(), lines, layout_.mark_style);
    }
    return forms_[{back, used}] = doc_.AddForm(std::move(surface), imp_.page);
  }

 private:
  PdfDocument& doc_;
  const Imposition& imp_;
  const SheetLayout& layout_;
  std::map<std::pair<bool, int>, int> forms_;
};

/// What one page of tile sheets needs besides its tiles.
struct SheetPage {
  const TileSet& set;
  const SheetLayout& layout;
  const Imposition& imp;
  const ArtBook& book;
  int furniture;  ///< AddSharedFurniture's form, or -1
  MarkForms* marks;
};

/// The shared furniture, the sheet's crop marks (above it, as they were drawn
/// after it) and this page's own footer text, `right`.
void DrawPageFurniture(PdfDocument& doc, const SheetPage& pg, bool back, int used, const std::string& right) {
  if (pg.furniture >= 0) doc.PlaceForm(pg.furniture, {Mm(0), Mm(0)});
  if (pg.layout.marks) doc.PlaceForm(pg.marks->Get(back, used), {Mm(0), Mm(0)});
  if (pg.layout.footer) DrawFooterText(doc.cr(), pg.imp.page, pg.layout.margin + Mm(4), right, Align::Right);
}

void DrawFronts(PdfDocument& doc, const SheetPage& pg, const std::vector<SheetTile>& sheet,
                const std::string& right) {
  bool clip = pg.layout.cuts == CutStyle::Butted;
  int used = int(sheet.size());
  for (const SheetTile& p : sheet)
    Paint(doc, pg.book.fronts[size_t(p.tile)], pg.imp.cuts[size_t(p.cell)],
          pg.imp.ArtRect(p.cell, used), pg.layout.bleed, clip);
  DrawPageFurniture(doc, pg, false, used, right);
}

void DrawBacks(PdfDocument& doc, const SheetPage& pg, const std::vector<SheetTile>& sheet,
               const std::string& right) {
  const Imposition& imp = pg.imp;
  bool clip = pg.layout.cuts == CutStyle::Butted;
  int used = int(sheet.size());
  for (const SheetTile& p : sheet) {
    int back = pg.book.backs[int(p.back)];
    Paint(doc, back, imp.BackRect(imp.cuts[size_t(p.cell)]), imp.BackRect(imp.ArtRect(p.cell, used)),
          pg.layout.bleed, clip);
  }
  DrawPageFurniture(doc, pg, true, used, right);
}

}  // namespace

std::vector<std::vector<SheetTile>> PlaceTiles(const TileSet& set, int per_page) {
  std::vector<std::vector<SheetTile>> sheets;
  if (per_page <= 0) return sheets;
  DeckParts parts(set);
  for (size_t t = 0; t < set.tiles.size(); ++t) {
    for (int k = 0; k < set.tiles[t].count; ++k) {
      if (sheets.empty() || int(sheets.back().size()) == per_page) sheets.emplace_back();
      sheets.back().push_back({int(t), int(sheets.back().size()), BackOf(parts, set.tiles[t], k)});
    }
  }
  return sheets;
}

std::string SheetWords::Bookmark(const TileSet& set) const { return "Tiles: " + set.name; }
std::string SheetWords::SheetBookmark(int sheet) const { return "Sheet " + std::to_string(sheet); }
std::string SheetWords::FrontLabel(int sheet) const { return "Tiles " + std::to_string(sheet); }
std::string SheetWords::BackLabel(int sheet) const { return FrontLabel(sheet) + " back"; }

std::string SheetWords::FrontFooter(int sheet, int sheets, int page) const {
  return "Tile fronts, sheet " + std::to_string(sheet) + " of " + std::to_string(sheets) +
         " \u00b7 page " + std::to_string(page);
}

std::string SheetWords::BackFooter(int sheet, int sheets, int page, Flip flip) const {
  return "Tile backs, sheet " + std::to_string(sheet) + " of " + std::to_string(sheets) +
         " \u00b7 page " + std::to_string(page) + " \u00b7 duplex, flip on the " +
         (flip == Flip::LongEdge ? "long edge" : "short edge");
}

std::string SheetWords::ScaleBar(int mm) const {
  return std::to_string(mm) + " mm: measure it to check the printer printed at 100 %";
}

Status RenderTileSheets(PdfDocument& doc, const TileSet& set, const SheetLayout& layout,
                        const Theme& theme, SheetPages* pages, const SheetWords& words) {
  Status ok = SanitizeLayout(layout);
  if (!ok.ok()) return ok;
  TileImages images;
  ok = LoadTileImages(set, &images, {layout.tile + layout.bleed * 2, kPrintDpi});
  if (!ok.ok()) return ok;
  Imposition imp = Impose(layout);
  ArtBook book = RecordArt(doc, set, layout, theme, images);
  std::vector<std::vector<SheetTile>> sheets = PlaceTiles(set, imp.per_page());
  SheetPages result;
  result.imposition = imp;
  MarkForms marks(doc, imp, layout);
  SheetPage page{set, layout, imp, book, AddSharedFurniture(doc, imp, layout, words, SetTitle(set)), &marks};
  // The sheet is cut by hand, so the whole page is the finished piece: print
  // shops' preflight reads that from the boxes.
  RectMm whole{Mm(0), Mm(0), imp.page.w, imp.page.h};
  PageBoxes boxes{whole, whole};
  int total = int(sheets.size());
  int bookmark = 0;
  for (int i = 0; i < total; ++i) {
    int front_page = doc.page_count() + 1;
    doc.BeginPage(imp.page, words.FrontLabel(i + 1), boxes);
    DrawFronts(doc, page, sheets[size_t(i)], words.FrontFooter(i + 1, total, front_page));
    doc.EndPage();
    result.fronts.push_back(front_page);
    if (i == 0) bookmark = doc.AddBookmark(words.Bookmark(set), front_page);
    doc.AddBookmark(words.SheetBookmark(i + 1), front_page, bookmark);
    if (!layout.backs) continue;
    int back_page = doc.page_count() + 1;
    doc.BeginPage(imp.page, words.BackLabel(i + 1), boxes);
    DrawBacks(doc, page, sheets[size_t(i)],
              words.BackFooter(i + 1, total, back_page, layout.flip));
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
