#include "print/reference_sheet.h"

#include "art/tile_art.h"
#include "art/tile_image.h"
#include "draw/text.h"
#include "print/paper.h"
#include "print/print_marks.h"
#include "spec/validator.h"

namespace carc {

namespace {

constexpr double kMargin = 12, kTile = 28, kCellH = 34, kHeader = 16;

std::string Plural(int n, const std::string& one, const std::string& many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

TextStyle Style(const Theme& theme, double size, bool bold = false) {
  TextStyle s;
  s.family = theme.font;
  s.size_pt = size;
  s.bold = bold;
  return s;
}

void DrawCell(cairo_t* cr, const TileType& t, bool starts, const Theme& theme, const TileImage* image, PointMm at,
              Mm width) {
  TileFrame frame{{at.x, at.y, Mm(kTile), Mm(kTile)}, Mm(0), 0};
  DrawTileFront(cr, t, theme, frame, image);
  Rectangle(cr, frame.cut);
  cairo_set_source_rgb(cr, 0.3, 0.3, 0.3);
  SetLineWidth(cr, Mm(0.15));
  cairo_stroke(cr);
  Mm x = at.x + Mm(kTile + 3), w = width - Mm(kTile + 4);
  Mm y = at.y;
  std::string title = "<b>" + EscapeMarkup(t.id) + "</b>" + (t.name.empty() ? "" : "  " + EscapeMarkup(t.name));
  y += DrawMarkup(cr, title, Style(theme, 8.5), {x, y}, w);
  std::string line = "\u00d7" + std::to_string(t.count) + "   " + t.EdgeCode() + (starts ? "   start" : "");
  y += DrawText(cr, line, Style(theme, 8, true), {x, y + Mm(0.5)}, w) + Mm(1);
  TextStyle small = Style(theme, 7);
  small.color = {0.25, 0.25, 0.25, 1};
  DrawText(cr, FeatureSummary(t), small, {x, y}, w);
}

}  // namespace

std::string FeatureSummary(const TileType& t) {
  std::vector<std::string> parts;
  if (t.monastery) parts.push_back("monastery");
  for (const City& c : t.cities)
    parts.push_back(Describe(c) + (c.shields ? " (" + Plural(c.shields, "shield", "shields") + ")" : ""));
  for (const Road& r : t.roads)
    parts.push_back(Describe(r) + (r.end != RoadEnd::None ? std::string(" \u2192 ") + RoadEndName(r.end) : "") +
                    (r.bridge ? " (bridge)" : ""));
  for (const River& r : t.rivers)
    parts.push_back(r.end == RiverEnd::None ? Describe(r) : std::string(RiverEndName(r.end)) + " " + SidesText(r.sides));
  if (!t.fields.empty()) parts.push_back(Plural(int(t.fields.size()), "field", "fields"));
  if (!t.art.empty()) parts.push_back("own art");
  std::string out;
  for (const std::string& p : parts) out += (out.empty() ? "" : "; ") + p;
  return out;
}

Status RenderReference(PdfDocument& doc, const TileSet& set, const Theme& theme, const std::string& paper) {
  SizeMm page;
  if (!PaperSize(paper, &page)) return Status::Invalid("unknown paper '" + paper + "'");
  TileImages images;
  Status ok = LoadTileImages(set, &images);
  if (!ok.ok()) return ok;
  const int cols = 3;
  Mm col_w = (page.w - Mm(2 * kMargin)) / cols;
  int rows = int((page.h.v - 2 * kMargin - kHeader - 6) / kCellH);
  int per_page = cols * rows;
  int pages = int((set.tiles.size() + size_t(per_page) - 1) / size_t(per_page));
  const TileType* start = set.StartTile();
  std::string summary = Plural(set.TileCount(), "tile", "tiles") + " of " +
                        Plural(int(set.tiles.size()), "type", "types") +
                        (start ? ", start tile " + start->id : "") +
                        (set.edition.empty() ? "" : " \u00b7 edition " + set.edition);
  for (int p = 0; p < pages; ++p) {
    int number = doc.page_count() + 1;
    doc.BeginPage(page, "Reference " + std::to_string(p + 1));
    cairo_t* cr = doc.cr();
    Mm y = Mm(kMargin);
    y += DrawText(cr, set.name + ": tile reference", Style(theme, 14, true), {Mm(kMargin), y});
    DrawText(cr, summary, Style(theme, 8.5), {Mm(kMargin), y + Mm(1)});
    for (int i = 0; i < per_page; ++i) {
      size_t k = size_t(p * per_page + i);
      if (k >= set.tiles.size()) break;
      const TileType& t = set.tiles[k];
      auto it = images.find(t.id);
      PointMm at{Mm(kMargin) + col_w * (i % cols), Mm(kMargin + kHeader) + Mm(kCellH) * (i / cols)};
      DrawCell(cr, t, &t == start, theme, it == images.end() ? nullptr : it->second.get(), at, col_w);
    }
    DrawFooter(cr, page, Mm(kMargin), set.name,
               "Reference " + std::to_string(p + 1) + " of " + std::to_string(pages) + " \u00b7 page " +
                   std::to_string(number));
    doc.EndPage();
    if (p == 0) doc.AddBookmark("Tile reference: " + set.name, number);
  }
  return Status::Ok();
}

Status WriteReference(const std::string& path, const TileSet& set, const Theme& theme,
                      const std::string& paper, const std::vector<std::string>& inputs,
                      int* pages) {
  PdfMetadata meta;
  meta.title = set.name + ": tile reference";
  meta.subject = "One of each tile type with its count, edges and features";
  PdfDocument doc(path, meta, inputs);
  if (!doc.status().ok()) return doc.status();
  Status ok = RenderReference(doc, set, theme, paper);
  if (!ok.ok()) return ok;
  if (pages) *pages = doc.page_count();
  return doc.Finish();
}

}  // namespace carc
