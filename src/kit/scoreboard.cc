#include "kit/scoreboard.h"

#include <algorithm>

#include "draw/text.h"
#include "draw/text_flow.h"
#include "kit/kit_text.h"
#include "kit/rules_summary.h"
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

TextStyle Style(double size, bool bold, Color color = kInk) { return KitStyle(size, bold, color); }

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
  // The colour runs kLapTokenBleed past the cut, into the gutter between
  // tokens: a cut a little off shows more of the token's colour, never its
  // neighbour's or white.
  Rectangle(cr, {cut.x - kLapTokenBleed, cut.y - kLapTokenBleed, cut.w + kLapTokenBleed * 2,
                 cut.h + kLapTokenBleed * 2});
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

/// The middle's texts, measured at one scale: the title, how to use the
/// track, and the scoring table flowed into one column.
struct Middle {
  std::string title, body;
  std::vector<FlowBlock> table;
  FlowStyle table_style;
  Mm title_h, body_h, table_h, gap;
  bool table_fits = false;
  FlowResult table_flow;  ///< the table as measured, its layouts drawn as they are
  Mm Height() const { return title_h + gap + body_h + (table_fits ? gap * 1.5 + table_h : Mm(0)); }
};

Middle MeasureMiddle(cairo_t* cr, const Translation& tr, const ScoreboardOptions& options, double scale,
                     Mm text_w, Mm table_w, Mm room) {
  TextParams params = ScoreParams();
  Middle m;
  m.title = tr.Text("scoreboard.title");
  m.body = tr.Markup("scoreboard.how", params) + "\n" +
           tr.Markup(options.lap_tokens ? "scoreboard.laps" : "scoreboard.laps_lay_down", params);
  m.title_h = LayoutSize(MakeLayout(cr, m.title, Style(32 * scale, true), text_w, Align::Center).get()).h;
  m.body_h = LayoutSize(MakeLayout(cr, m.body, Style(13 * scale, false), text_w, Align::Center, true).get()).h;
  m.gap = Mm(6 * scale);
  m.table = ScoringTableBlocks(tr, params, options.farmers);
  m.table_style.family = kKitFont;
  m.table_style.body_pt = 11 * scale;
  m.table_style.heading_pt = 13 * scale;
  m.table_style.text = kInk;
  m.table_style.table_columns = {0.2, 0.4, 0.4};
  m.table_flow = FlowBlocks(cr, m.table, m.table_style, [&](int) { return RectMm{Mm(0), Mm(0), table_w, room}; });
  m.table_fits = m.table_flow.columns_used == 1;
  for (const FlowPlacement& p : m.table_flow.placements) m.table_h = std::max(m.table_h, p.y + p.height);
  return m;
}

/// The middle, top to bottom: the title, how to use the track and the scoring
/// table, centred in the room above the lap tokens; all shrink together if a
/// translation is long or the paper small, and the table is left out rather
/// than shrunk below 70 %.
void DrawMiddle(cairo_t* cr, const Translation& tr, const ScoreboardLayout& layout,
                const ScoreboardOptions& options) {
  const RectMm& in = layout.inner;
  Mm text_w = in.w * 0.85, text_x = in.x + (in.w - text_w) / 2;
  Mm table_w = std::min(in.w * 0.8, Mm(200)), table_x = in.x + (in.w - table_w) / 2;
  Mm top = in.y + Mm(4);
  Mm limit = layout.token_cuts.empty() ? in.bottom() - Mm(4) : layout.tokens.y - kMarkRoom - Mm(9);
  Middle m;
  double scale = 1.0;
  for (bool table : {true, false}) {
    for (scale = 1.0; scale > (table ? 0.69 : 0.44); scale -= 0.05) {
      m = MeasureMiddle(cr, tr, options, scale, text_w, table_w, limit - top);
      m.table_fits &= table;
      if (top + m.Height() <= limit) break;
    }
    if (top + m.Height() <= limit) break;
  }
  Mm y = top + std::max(Mm(0), (limit - top - m.Height()) / 2);
  y += DrawText(cr, m.title, Style(32 * scale, true), {text_x, y}, text_w, Align::Center);
  y += m.gap;
  y += DrawMarkup(cr, m.body, Style(13 * scale, false), {text_x, y}, text_w, Align::Center);
  if (!m.table_fits) return;
  y += m.gap * 1.5;
  ColumnFn column = [&](int) { return RectMm{table_x, y, table_w, limit - y}; };
  FlowResult flow = FlowBlocks(cr, m.table, m.table_style, column, &m.table_flow);
  DrawFlow(cr, m.table, m.table_style, flow, column, 0, 1);
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
    // A gutter of twice the bleed between tokens: each token's colour runs
    // into its half, so neighbours never touch.
    Mm gutter = kLapTokenBleed * 2, gutters = gutter * double(token_count - 1);
    Mm room = out.inner.w - kMarkRoom * 2 - kLapTokenBleed * 2 - gutters;
    Mm half = std::min(Mm(19), room / (2.0 * token_count));
    Mm row_w = half * 2.0 * token_count + gutters;
    out.tokens = {out.inner.x + (out.inner.w - row_w) / 2, out.inner.bottom() - kMarkRoom - kLapTokenBleed - half,
                  row_w, half};
    for (int i = 0; i < token_count; ++i)
      out.token_cuts.push_back({out.tokens.x + (half * 2 + gutter) * double(i), out.tokens.y, half * 2, half});
  }
  return out;
}

Status DrawScoreboard(PdfDocument& doc, const Translation& tr, const ScoreboardOptions& options,
                      SectionPages* added) {
  ScoreboardLayout layout = LayoutScoreboard(options.paper, options.lap_tokens ? int(options.colors.size()) : 0);
  TextParams params = ScoreParams();
  doc.BeginPage(layout.page, PartPageLabel(tr, KitPart::Scoreboard, 1, 1));
  cairo_t* cr = doc.cr();
  for (int i = 0; i < kSpaces; ++i) DrawSpace(cr, tr, i, layout.spaces[size_t(i)]);

  DrawMiddle(cr, tr, layout, options);
  if (!layout.token_cuts.empty()) {
    const RectMm& in = layout.inner;
    Mm label_y = layout.tokens.y - kMarkRoom - Mm(7);
    DrawMarkup(cr, tr.Markup("scoreboard.cut_out", params), Style(10, false), {in.x, label_y}, in.w,
               Align::Center);
    for (size_t i = 0; i < layout.token_cuts.size(); ++i)
      DrawLapToken(cr, options.colors[i], layout.token_cuts[i]);
    std::vector<Mm> xs, ys{layout.tokens.y, layout.tokens.bottom()};
    for (const RectMm& cut : layout.token_cuts) xs.insert(xs.end(), {cut.x, cut.right()});
    RectMm art{layout.tokens.x - kLapTokenBleed, layout.tokens.y - kLapTokenBleed,
               layout.tokens.w + kLapTokenBleed * 2, layout.tokens.h + kLapTokenBleed * 2};
    DrawCutMarks(cr, xs, ys, art);
  }
  doc.EndPage();
  added->first = doc.page_count();
  added->count = 1;
  added->bookmark = options.bookmark ? doc.AddBookmark(PartTitle(tr, KitPart::Scoreboard), added->first) : 0;
  return Status::Ok();
}

}  // namespace carc
