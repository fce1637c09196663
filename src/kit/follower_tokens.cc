#include "kit/follower_tokens.h"

#include <algorithm>
#include <cmath>

#include "draw/cairo_canvas.h"
#include "draw/text.h"
#include "kit/blank_page.h"
#include "kit/kit_text.h"
#include "print/paper.h"
#include "print/print_marks.h"

namespace carc {

namespace {

// Figure heights tried, largest first; width and feet follow the figure.
constexpr double kLargestFigure = 18, kSmallestFigure = 13;
constexpr Mm kHeader = Mm(28);    // title and instructions above the grid
constexpr Mm kMarkRoom = Mm(7.5); // cut marks around the grid
constexpr Mm kFooterRoom = Mm(6);
const Color kFold{0.35, 0.35, 0.35, 1};

}  // namespace

void DrawMeeple(Canvas& art, cairo_t* cr, const PlayerColor& color, const RectMm& box, bool marker) {
  DrawMeepleFigure(art, color, box);
  if (!marker) return;
  TextStyle star;
  star.family = kKitFont;
  star.size_pt = box.w.v * 1.1;
  star.color = color.ink;
  RectMm chest{box.x, box.y + box.h * 0.36, box.w, box.h * 0.42};
  LayoutPtr layout = MakeLayout(cr, "★", star, chest.w, Align::Center);
  SetColor(cr, star.color);
  MoveTo(cr, chest.x, chest.y + (chest.h - LayoutSize(layout.get()).h) / 2);
  pango_cairo_show_layout(cr, layout.get());
}

void DrawMeeple(cairo_t* cr, const PlayerColor& color, const RectMm& box, bool marker) {
  CairoCanvas art(cr);
  DrawMeeple(art, cr, color, box, marker);
}

namespace {

void DashedLine(Canvas& art, Mm x0, Mm x1, Mm y) {
  CanvasSave guard(art);
  art.SetDash({Mm(1).pt(), Mm(0.8).pt()}, 0);
  art.MoveTo(x0.pt(), y.pt());
  art.LineTo(x1.pt(), y.pt());
  art.SetColor(kFold);
  SetLineWidth(art, Mm(0.2));
  art.Stroke();
}

/// One piece: its shapes on `art`, the score marker's star (text) on `cr`.
void DrawPiece(Canvas& art, cairo_t* cr, const TokenLayout& layout, const TokenPiece& piece,
               const PlayerColor& color) {
  const RectMm& c = piece.cut;
  double scale = piece.large ? kLargeTokenScale : 1.0;
  Mm tab = layout.tab * scale, fig = layout.figure * scale;
  Rectangle(art, c);
  art.SetColor(Tint(color.fill, 0.45));
  art.Fill();
  Rectangle(art, {c.x, c.y + tab, c.w, fig * 2});
  art.SetColor(Tint(color.fill, 0.15));
  art.Fill();
  Mm inset = Mm(1.0) * scale;
  RectMm front{c.x + inset, c.y + tab + fig + inset, c.w - inset * 2, fig - inset * 2};
  DrawMeeple(art, cr, color, front, piece.marker);
  {
    // The back figure is upside down on the sheet so that it stands upright
    // once folded over the top of the head.
    CanvasSave turn(art);
    SaveGuard turn_text(cr);
    Mm cx = c.x + c.w / 2, cy = c.y + tab + fig / 2;
    Affine m = Affine::Translation(cx.pt(), cy.pt()) * Affine::Rotation(M_PI) * Affine::Translation(-cx.pt(), -cy.pt());
    art.Transform(m);
    cairo_matrix_t cm{m.a, m.b, m.c, m.d, m.e, m.f};
    cairo_transform(cr, &cm);
    DrawMeeple(art, cr, color, {c.x + inset, c.y + tab + inset, c.w - inset * 2, fig - inset * 2}, piece.marker);
  }
  for (Mm y : {c.y + tab, c.y + tab + fig, c.y + tab + fig * 2}) DashedLine(art, c.x, c.right(), y);
}

TextStyle Style(double size, bool bold) { return KitStyle(size, bold); }

}  // namespace

namespace {

/// Where the pieces of a layout go: the page's usable area and the grid being filled.
struct TokenPlacer {
  TokenLayout* out;
  Mm top, bottom, avail_w;

  /// Cut lines of a grid of `cols` columns `w` wide from `x0`, rows `h` high
  /// from `y0` down to `y1`.
  static void Lines(Mm x0, int cols, Mm w, Mm y0, Mm y1, Mm h, std::vector<Mm>* xs,
                    std::vector<Mm>* ys) {
    for (int i = 0; i <= cols; ++i) xs->push_back(x0 + w * i);
    for (Mm y = y0; y <= y1 + Mm(0.01); y += h) ys->push_back(y);
  }

  /// The ordinary pieces, a colour at a time.
  void PlaceOrdinary(const std::vector<TokenRow>& rows) {
    Mm w = out->width, piece_h = out->tab * 2 + out->figure * 2;
    int most = 1;
    for (const TokenRow& r : rows) most = std::max(most, r.followers + (r.marker ? 1 : 0));
    int cols = std::min(most, std::max(1, int(avail_w / w)));
    int rows_per_page = std::max(1, int((bottom - top) / piece_h));
    Mm x0 = (out->page.w - w * cols) / 2;
    int row = rows_per_page;  // forces a first page
    for (const TokenRow& r : rows) {
      int pieces = r.followers + (r.marker ? 1 : 0);
      if (pieces == 0) continue;
      int rows_per_color = (pieces + cols - 1) / cols;
      // A colour stays on one sheet unless it needs more rows than a sheet has.
      if (row + std::min(rows_per_color, rows_per_page) > rows_per_page) {
        out->pages.emplace_back();
        row = 0;
      }
      for (int i = 0; i < pieces; ++i) {
        if (i > 0 && i % cols == 0) ++row;
        if (row == rows_per_page) {
          out->pages.emplace_back();
          row = 0;
        }
        RectMm cut{x0 + w * (i % cols), top + piece_h * row, w, piece_h};
        out->pages.back().pieces.push_back({cut, r.color, r.marker && i == pieces - 1, false});
      }
      ++row;
    }
    for (TokenPage& page : out->pages) {
      Mm end = top;
      for (const TokenPiece& p : page.pieces) end = std::max(end, p.cut.bottom());
      page.grid = {x0, top, w * cols, end - top};
      Lines(x0, cols, w, top, end, piece_h, &page.xs, &page.ys);
    }
  }

  /// The large pieces, in a grid of their own below the last sheet's
  /// ordinary pieces or on new sheets.
  void PlaceLarge(const std::vector<TokenRow>& rows) {
    int count = 0;
    for (const TokenRow& r : rows) count += r.large;
    if (count == 0) return;
    Mm w = out->width * kLargeTokenScale;
    Mm piece_h = (out->tab * 2 + out->figure * 2) * kLargeTokenScale;
    int cols = std::min(count, std::max(1, int(avail_w / w)));
    Mm x0 = (out->page.w - w * cols) / 2;
    Mm y = top;
    if (!out->pages.empty() && out->pages.back().grid.h > Mm(0))
      y = out->pages.back().grid.bottom() + kMarkRoom * 2;
    if (out->pages.empty() || y + piece_h > bottom) {
      out->pages.emplace_back();
      y = top;
    }
    Mm y0 = y;
    int col = 0;
    for (const TokenRow& r : rows)
      for (int k = 0; k < r.large; ++k) {
        if (col == cols) {
          col = 0;
          y += piece_h;
          if (y + piece_h > bottom) {
            FinishLarge(x0, cols, w, y0, y, piece_h);
            out->pages.emplace_back();
            y = y0 = top;
          }
        }
        out->pages.back().pieces.push_back({{x0 + w * col++, y, w, piece_h}, r.color, false, true});
      }
    FinishLarge(x0, cols, w, y0, y + piece_h, piece_h);
  }

  void FinishLarge(Mm x0, int cols, Mm w, Mm y0, Mm y1, Mm piece_h) {
    TokenPage& page = out->pages.back();
    page.large_grid = {x0, y0, w * cols, y1 - y0};
    Lines(x0, cols, w, y0, y1, piece_h, &page.large_xs, &page.large_ys);
  }
};

TokenLayout LayoutWithFigure(SizeMm paper, const std::vector<TokenRow>& rows, Mm figure) {
  TokenLayout out;
  out.page = Oriented(paper, false);
  out.figure = figure;
  out.width = figure * 0.88;
  out.tab = figure * 0.34;
  Mm top = kKitMargin + kHeader + kMarkRoom;
  TokenPlacer placer{&out, top, out.page.h - kKitMargin - kFooterRoom - kMarkRoom,
                     out.page.w - kKitMargin * 2 - kMarkRoom * 2};
  placer.PlaceOrdinary(rows);
  placer.PlaceLarge(rows);
  return out;
}

}  // namespace

TokenLayout LayoutFollowerTokens(SizeMm paper, const std::vector<TokenRow>& rows) {
  // The largest figures that keep every colour on one sheet; else the smallest.
  for (double f = kLargestFigure; f > kSmallestFigure; f -= 0.5) {
    TokenLayout layout = LayoutWithFigure(paper, rows, Mm(f));
    if (layout.pages.size() <= 1) return layout;
  }
  return LayoutWithFigure(paper, rows, Mm(kSmallestFigure));
}

TokenLayout LayoutFollowerTokens(SizeMm paper, int followers, int colors) {
  std::vector<TokenRow> rows;
  for (int c = 0; c < colors; ++c) rows.push_back({c, followers, true, 0});
  return LayoutFollowerTokens(paper, rows);
}

std::vector<TokenRow> TokenRows(const TileSet& set, int colors) {
  std::vector<TokenRow> rows;
  for (int c = 0; c < colors; ++c) {
    bool new_colour = !set.only_new || c >= set.base_max_players;
    if (new_colour) rows.push_back({c, set.followers, true, set.large_followers});
    else if (set.large_followers > set.base_large_followers)
      rows.push_back({c, 0, false, set.large_followers - set.base_large_followers});
  }
  return rows;
}

int FollowerTokenPageCount(const TileSet& set, const TokenOptions& options) {
  std::vector<TokenRow> rows = TokenRows(set, int(options.colors.size()));
  return rows.empty() ? 0 : int(LayoutFollowerTokens(options.paper, rows).pages.size());
}

Status DrawFollowerTokens(PdfDocument& doc, const TileSet& set, const Translation& tr,
                          const TokenOptions& options, SectionPages* added) {
  TokenLayout layout = LayoutFollowerTokens(options.paper, TokenRows(set, int(options.colors.size())));
  TextParams params = SetParams(set);
  added->first = doc.page_count() + 1;
  int sheets = int(layout.pages.size());
  for (size_t p = 0; p < layout.pages.size(); ++p) {
    doc.BeginPage(layout.page, PartPageLabel(tr, KitPart::Tokens, int(p) + 1, sheets));
    cairo_t* cr = doc.cr();
    Mm x = kKitMargin, w = layout.page.w - kKitMargin * 2, y = kKitMargin;
    std::string body = tr.Markup(set.only_new ? "tokens.legend_new" : "tokens.legend", params) +
                       (set.large_followers > 0 ? " " + tr.Markup("tokens.large", params) : "") + "\n" +
                       tr.Markup("tokens.how", params);
    for (double scale = 1.0;; scale -= 0.1) {
      auto title = MakeLayout(cr, tr.Text("tokens.title", params), Style(16 * scale, true), w, Align::Left);
      auto text = MakeLayout(cr, body, Style(9.5 * scale, false), w, Align::Left, true);
      if (LayoutSize(title.get()).h + Mm(2) + LayoutSize(text.get()).h > kHeader && scale > 0.45) continue;
      y += DrawText(cr, tr.Text("tokens.title", params), Style(16 * scale, true), {x, y}, w);
      DrawMarkup(cr, body, Style(9.5 * scale, false), {x, y + Mm(2)}, w);
      break;
    }
    const TokenPage& page = layout.pages[p];
    for (const TokenPiece& piece : page.pieces)
      DrawPiece(doc.PageArt(), cr, layout, piece, options.colors[size_t(piece.color)]);
    if (!page.xs.empty()) DrawCutMarks(cr, page.xs, page.ys, page.grid);
    if (!page.large_xs.empty()) DrawCutMarks(cr, page.large_xs, page.large_ys, page.large_grid);
    DrawKitFooter(cr, layout.page, tr, options.footer, doc.page_count() + 1);
    doc.EndPage();
    if (options.blank_backs) DrawBlankPage(doc, tr, layout.page);
  }
  added->count = doc.page_count() - added->first + 1;
  added->bookmark = options.bookmark && added->count > 0
                        ? doc.AddBookmark(PartTitle(tr, KitPart::Tokens), added->first)
                        : 0;
  return Status::Ok();
}

}  // namespace carc
