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
  Mm tab = layout.tab, fig = layout.figure;
  Rectangle(art, c);
  art.SetColor(Tint(color.fill, 0.45));
  art.Fill();
  Rectangle(art, {c.x, c.y + tab, c.w, fig * 2});
  art.SetColor(Tint(color.fill, 0.15));
  art.Fill();
  Mm inset = Mm(1.0);
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

TokenLayout LayoutWithFigure(SizeMm paper, int followers, int colors, Mm figure) {
  TokenLayout out;
  out.page = Oriented(paper, false);
  out.figure = figure;
  out.width = figure * 0.88;
  out.tab = figure * 0.34;
  Mm kWidth = out.width;
  Mm piece_h = out.tab * 2 + figure * 2;
  Mm avail_w = out.page.w - kKitMargin * 2 - kMarkRoom * 2;
  Mm top = kKitMargin + kHeader + kMarkRoom;
  Mm avail_h = out.page.h - kKitMargin - kFooterRoom - kMarkRoom - top;
  int per_color = followers + 1;
  int max_cols = std::max(1, int(avail_w / kWidth));
  int cols = std::min(per_color, max_cols);
  int rows_per_color = (per_color + cols - 1) / cols;
  int rows_per_page = std::max(1, int(avail_h / piece_h));
  Mm grid_w = kWidth * cols;
  Mm x0 = (out.page.w - grid_w) / 2;
  int row = rows_per_page;  // forces a first page
  for (int c = 0; c < colors; ++c) {
    // A colour stays on one sheet unless it needs more rows than a sheet has.
    if (row + std::min(rows_per_color, rows_per_page) > rows_per_page) {
      out.pages.emplace_back();
      row = 0;
    }
    for (int i = 0; i < per_color; ++i) {
      if (i > 0 && i % cols == 0) ++row;
      if (row == rows_per_page) {
        out.pages.emplace_back();
        row = 0;
      }
      RectMm cut{x0 + kWidth * (i % cols), top + piece_h * row, kWidth, piece_h};
      out.pages.back().pieces.push_back({cut, c, i == per_color - 1});
    }
    ++row;
  }
  for (TokenPage& page : out.pages) {
    Mm bottom = top;
    for (const TokenPiece& p : page.pieces) bottom = std::max(bottom, p.cut.bottom());
    page.grid = {x0, top, grid_w, bottom - top};
    for (int i = 0; i <= cols; ++i) page.xs.push_back(x0 + kWidth * i);
    for (Mm y = top; y <= bottom + Mm(0.01); y += piece_h) page.ys.push_back(y);
  }
  return out;
}

}  // namespace

TokenLayout LayoutFollowerTokens(SizeMm paper, int followers, int colors) {
  // The largest figures that keep every colour on one sheet; else the smallest.
  for (double f = kLargestFigure; f > kSmallestFigure; f -= 0.5) {
    TokenLayout layout = LayoutWithFigure(paper, followers, colors, Mm(f));
    if (layout.pages.size() <= 1) return layout;
  }
  return LayoutWithFigure(paper, followers, colors, Mm(kSmallestFigure));
}

int FollowerTokenPageCount(const TileSet& set, const TokenOptions& options) {
  return int(LayoutFollowerTokens(options.paper, set.followers, int(options.colors.size())).pages.size());
}

Status DrawFollowerTokens(PdfDocument& doc, const TileSet& set, const Translation& tr,
                          const TokenOptions& options, SectionPages* added) {
  TokenLayout layout = LayoutFollowerTokens(options.paper, set.followers, int(options.colors.size()));
  TextParams params = SetParams(set);
  added->first = doc.page_count() + 1;
  int sheets = int(layout.pages.size());
  for (size_t p = 0; p < layout.pages.size(); ++p) {
    doc.BeginPage(layout.page, PartPageLabel(tr, KitPart::Tokens, int(p) + 1, sheets));
    cairo_t* cr = doc.cr();
    Mm x = kKitMargin, w = layout.page.w - kKitMargin * 2, y = kKitMargin;
    std::string body = tr.Markup("tokens.legend", params) + "\n" + tr.Markup("tokens.how", params);
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
    DrawCutMarks(cr, page.xs, page.ys, page.grid);
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
