#include "kit/scoreboard.h"

#include <algorithm>

#include "draw/text.h"
#include "kit/kit_text.h"
#include "print/paper.h"
#include "print/print_marks.h"
#include "rules/scoring_rules.h"

namespace carc {

namespace {

constexpr int kSpaces = points::kScoreTrackSpaces;
const Color kInk{0.23, 0.16, 0.10, 1};          // dark brown lines and numbers
const Color kSpaceFill{0.98, 0.95, 0.87, 1};    // parchment
const Color kFifthFill{0.93, 0.80, 0.52, 1};    // every fifth space
const Color kStartFill{0.62, 0.78, 0.45, 1};    // space 0
constexpr Mm kInnerGap = Mm(5);
constexpr Mm kMarkRoom = Mm(7.5);  // cut mark offset + length, plus a little

TextStyle Style(double size, bool bold, Color color = kInk) {
  TextStyle s;
  s.family = kKitFont;
  s.size_pt = size;
  s.bold = bold;
  s.color = color;
  return s;
}

/// Draws `text` centred in `box` (both ways).
void DrawCentered(cairo_t* cr, const std::string& text, const TextStyle& style, const RectMm& box) {
  LayoutPtr layout = MakeLayout(cr, text, style, box.w, Align::Center);
  SizeMm size = LayoutSize(layout.get());
  SaveGuard guard(cr);
  SetColor(cr, style.color);
  MoveTo(cr, box.x, box.y + (box.h - size.h) / 2);
  pango_cairo_show_layout(cr, layout.get());
}

void DrawSpace(cairo_t* cr, const Translation& tr, int number, const RectMm& r) {
  bool fifth = number % 5 == 0;
  SaveGuard guard(cr);
  Rectangle(cr, r);
  SetColor(cr, number == 0 ? kStartFill : fifth ? kFifthFill : kSpaceFill);
  cairo_fill_preserve(cr);
  SetColor(cr, kInk);
  SetLineWidth(cr, Mm(fifth ? 0.5 : 0.3));
  cairo_stroke(cr);
  double size = r.w.v * (fifth ? 1.15 : 1.0);  // font points from the space's side in mm
  if (number != 0) {
    DrawCentered(cr, std::to_string(number), Style(size, fifth), r);
    return;
  }
  // START: the word on top, the number below, an arrow showing the way round.
  RectMm top{r.x + Mm(0.5), r.y + r.h * 0.05, r.w - Mm(1), r.h * 0.3};
  DrawCentered(cr, tr.Text("scoreboard.start"), Style(r.w.v * 0.48, true), top);
  RectMm mid{r.x, r.y + r.h * 0.3, r.w, r.h * 0.45};
  DrawCentered(cr, "0", Style(size, true), mid);
  Mm ay = r.y + r.h * 0.84, ax = r.x + r.w * 0.3, len = r.w * 0.4;
  MoveTo(cr, ax, ay);
  LineTo(cr, ax + len - Mm(1.2), ay);
  SetLineWidth(cr, Mm(0.6));
  cairo_stroke(cr);
  MoveTo(cr, ax + len, ay);
  LineTo(cr, ax + len - Mm(2), ay - Mm(1.2));
  LineTo(cr, ax + len - Mm(2), ay + Mm(1.2));
  cairo_close_path(cr);
  cairo_fill(cr);
}

void DrawLapToken(cairo_t* cr, const PlayerColor& color, const RectMm& cut) {
  SaveGuard guard(cr);
  Rectangle(cr, cut);
  SetColor(cr, color.fill);
  cairo_fill(cr);
  Mm half = cut.w / 2, inset = Mm(1.2);
  for (int side = 0; side < 2; ++side) {
    RectMm face{cut.x + half * side, cut.y, half, cut.h};
    Rectangle(cr, {face.x + inset, face.y + inset, face.w - inset * 2, face.h - inset * 2});
    SetColor(cr, color.ink);
    SetLineWidth(cr, Mm(0.3));
    cairo_stroke(cr);
    std::string n = std::to_string(kSpaces * (side + 1));
    DrawCentered(cr, n, Style(face.h.v * (side ? 0.95 : 1.15), true, color.ink), face);
  }
  // The fold: a dashed line down the middle.
  double dash = Mm(1.2).pt();
  cairo_set_dash(cr, &dash, 1, 0);
  MoveTo(cr, cut.x + half, cut.y);
  LineTo(cr, cut.x + half, cut.bottom());
  SetColor(cr, color.ink);
  SetLineWidth(cr, Mm(0.25));
  cairo_stroke(cr);
}

}  // namespace

ScoreboardLayout LayoutScoreboard(SizeMm paper, int token_count) {
  ScoreboardLayout out;
  out.page = Oriented(paper, true);
  Mm avail_w = out.page.w - kKitMargin * 2, avail_h = out.page.h - kKitMargin * 2;
  // `across` spaces along the top and bottom rows (corners included), `down`
  // along each side between them: 2 * across + 2 * down = 50.
  int across = 2, down = kSpaces / 2 - 2;
  Mm best = Mm(0);
  for (int a = 3; a < kSpaces / 2; ++a) {
    int d = kSpaces / 2 - a;
    Mm s = std::min(avail_w / double(a), avail_h / double(d + 2));
    if (s > best) best = s, across = a, down = d;
  }
  Mm s = std::min(best, Mm(24));
  out.space = s;
  Mm x0 = (out.page.w - s * across) / 2, y0 = (out.page.h - s * (down + 2)) / 2;
  for (int i = 0; i < across; ++i) out.spaces.push_back({x0 + s * i, y0, s, s});
  for (int i = 0; i < down; ++i) out.spaces.push_back({x0 + s * (across - 1), y0 + s * (i + 1), s, s});
  for (int i = across - 1; i >= 0; --i) out.spaces.push_back({x0 + s * i, y0 + s * (down + 1), s, s});
  for (int i = down - 1; i >= 0; --i) out.spaces.push_back({x0, y0 + s * (i + 1), s, s});
  out.inner = {x0 + s + kInnerGap, y0 + s + kInnerGap, s * (across - 2) - kInnerGap * 2,
               s * down - kInnerGap * 2};
  if (token_count > 0) {
    Mm room = out.inner.w - kMarkRoom * 2;
    Mm half = std::min(Mm(19), room / (2.0 * token_count));
    Mm row_w = half * 2.0 * token_count;
    out.tokens = {out.inner.x + (out.inner.w - row_w) / 2, out.inner.bottom() - kMarkRoom - half,
                  row_w, half};
    for (int i = 0; i < token_count; ++i)
      out.token_cuts.push_back({out.tokens.x + half * 2.0 * i, out.tokens.y, half * 2, half});
  }
  return out;
}

Status DrawScoreboard(PdfDocument& doc, const Translation& tr, const ScoreboardOptions& options,
                      SectionPages* added) {
  ScoreboardLayout layout = LayoutScoreboard(options.paper, int(options.colors.size()));
  TextParams params = ScoreParams();
  doc.BeginPage(layout.page, PartPageLabel(tr, KitPart::Scoreboard, 1, 1));
  cairo_t* cr = doc.cr();
  for (int i = 0; i < kSpaces; ++i) DrawSpace(cr, tr, i, layout.spaces[size_t(i)]);

  // The middle: title and how to use the track, from the top; lap tokens at the bottom.
  const RectMm& in = layout.inner;
  Mm text_w = in.w * 0.85, text_x = in.x + (in.w - text_w) / 2;
  Mm limit = layout.token_cuts.empty() ? in.bottom() : layout.tokens.y - kMarkRoom - Mm(9);
  for (double scale = 1.0; scale > 0.4; scale -= 0.1) {
    // Measure first so that the text never runs into the tokens.
    auto title = MakeLayout(cr, tr.Text("scoreboard.title"), Style(32 * scale, true), text_w, Align::Center);
    std::string body = tr.Markup("scoreboard.how", params) + "\n" + tr.Markup("scoreboard.laps", params);
    auto text = MakeLayout(cr, body, Style(13 * scale, false), text_w, Align::Center, true);
    Mm title_h = LayoutSize(title.get()).h, gap = Mm(6 * scale);
    Mm block = title_h + gap + LayoutSize(text.get()).h;
    if (in.y + Mm(4) + block > limit && scale > 0.45) continue;
    Mm y = in.y + std::max(Mm(4), (limit - in.y - block) / 2);  // centred above the tokens
    y += DrawText(cr, tr.Text("scoreboard.title"), Style(32 * scale, true), {text_x, y}, text_w, Align::Center);
    DrawMarkup(cr, body, Style(13 * scale, false), {text_x, y + gap}, text_w, Align::Center);
    break;
  }
  if (!layout.token_cuts.empty()) {
    Mm label_y = layout.tokens.y - kMarkRoom - Mm(7);
    DrawMarkup(cr, tr.Markup("scoreboard.cut_out", params), Style(10, false), {in.x, label_y}, in.w,
               Align::Center);
    for (size_t i = 0; i < layout.token_cuts.size(); ++i)
      DrawLapToken(cr, options.colors[i], layout.token_cuts[i]);
    std::vector<Mm> xs, ys{layout.tokens.y, layout.tokens.bottom()};
    for (const RectMm& cut : layout.token_cuts) xs.push_back(cut.x);
    xs.push_back(layout.tokens.right());
    DrawCutMarks(cr, xs, ys, layout.tokens);
  }
  doc.EndPage();
  added->first = doc.page_count();
  added->count = 1;
  added->bookmark = options.bookmark ? doc.AddBookmark(PartTitle(tr, KitPart::Scoreboard), added->first) : 0;
  return Status::Ok();
}

}  // namespace carc
