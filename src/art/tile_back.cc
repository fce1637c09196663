#include "art/tile_back.h"

#include <cmath>

#include "draw/text.h"
#include "spec/deck_parts.h"

namespace carc {

namespace {

constexpr double kPi = 3.14159265358979323846;
constexpr double kReference = 45;  // back proportions are for a 45 mm tile

/// A five-pointed star of outer radius `r` around `c` (points).
void AddStar(cairo_t* cr, double cx, double cy, double r) {
  for (int i = 0; i < 10; ++i) {
    double a = -kPi / 2 + i * kPi / 5, rr = i % 2 ? r * 0.42 : r;
    double x = cx + rr * std::cos(a), y = cy + rr * std::sin(a);
    if (i == 0) cairo_move_to(cr, x, y);
    else cairo_line_to(cr, x, y);
  }
  cairo_close_path(cr);
}

/// A small castle emblem centred at (cx, cy), `s` points wide.
void AddCastle(cairo_t* cr, double cx, double cy, double s) {
  double x0 = cx - s / 2, y0 = cy - s * 0.45, w = s, h = s * 0.9;
  double m = w / 7;
  cairo_move_to(cr, x0, y0 + h);
  cairo_line_to(cr, x0, y0);
  for (int i = 0; i < 7; ++i) {
    double x = x0 + i * m;
    cairo_line_to(cr, x, i % 2 ? y0 + m : y0);
    cairo_line_to(cr, x + m, i % 2 ? y0 + m : y0);
  }
  cairo_line_to(cr, x0 + w, y0 + h);
  // The gate, cut out with the even-odd rule.
  double gw = w * 0.28, gh = h * 0.42;
  cairo_line_to(cr, cx + gw / 2, y0 + h);
  cairo_line_to(cr, cx + gw / 2, y0 + h - gh + gw / 2);
  cairo_arc_negative(cr, cx, y0 + h - gh + gw / 2, gw / 2, 0, -kPi);
  cairo_line_to(cr, cx - gw / 2, y0 + h);
  cairo_close_path(cr);
}

/// Three waves across the middle, `s` points wide: the river back's emblem.
void AddWaves(cairo_t* cr, double cx, double cy, double s) {
  double amp = s * 0.06, gap = s * 0.24, periods = 2.5;
  for (int row = -1; row <= 1; ++row) {
    double y0 = cy + row * gap;
    for (int i = 0; i <= 60; ++i) {
      double t = i / 60.0, x = cx - s / 2 + s * t;
      double y = y0 - amp * std::sin(2 * kPi * periods * t);
      if (i == 0) cairo_move_to(cr, x, y);
      else cairo_line_to(cr, x, y);
    }
  }
}

void DrawStartMark(cairo_t* cr, const Theme& theme, const TileFrame& frame, double k) {
  double cx = (frame.cut.x + frame.cut.w / 2).pt(), cy = (frame.cut.y + frame.cut.h / 2).pt();
  bool label = !theme.start_label.empty();
  AddStar(cr, cx, cy - (label ? Mm(3.5 * k).pt() : 0), Mm(12 * k).pt());
  SetColor(cr, theme.start_mark);
  cairo_fill(cr);
  if (!label) return;
  TextStyle style;
  style.family = theme.font;
  style.bold = true;
  style.size_pt = 10 * k;
  style.color = theme.start_mark;
  DrawText(cr, theme.start_label, style, {frame.cut.x, frame.cut.y + frame.cut.h * 0.7},
           frame.cut.w, Align::Center);
}

SurfacePtr Record(Mm size, Mm bleed, TileFrame* frame) {
  Mm full = size + bleed * 2;
  cairo_rectangle_t extents{0, 0, full.pt(), full.pt()};
  SurfacePtr surface(cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents));
  frame->cut = {bleed, bleed, size, size};
  frame->bleed = bleed;
  return surface;
}

}  // namespace

TileBack BackOf(const TileSet& set, const TileType& tile, int copy) {
  DeckPart part = PartOf(set, tile, copy);
  if (set.HasRiver()) return part == DeckPart::Main ? TileBack::Regular : TileBack::River;
  return part == DeckPart::Start ? TileBack::Start : TileBack::Regular;
}

void DrawTileBack(cairo_t* cr, TileBack back, const Theme& theme, const TileFrame& frame) {
  SaveGuard guard(cr);
  RectMm art = frame.Art();
  Rectangle(cr, art);
  cairo_clip(cr);
  Rectangle(cr, art);
  const Color& fill = back == TileBack::Start   ? theme.start_back
                      : back == TileBack::River ? theme.river_back
                                                : theme.back;
  const Color& mark = back == TileBack::Start   ? theme.start_mark
                      : back == TileBack::River ? theme.river_mark
                                                : theme.back_mark;
  SetColor(cr, fill);
  cairo_fill(cr);
  double k = frame.cut.w.v / kReference;
  RectMm inner{frame.cut.x + Mm(2.5 * k), frame.cut.y + Mm(2.5 * k), frame.cut.w - Mm(5 * k),
               frame.cut.h - Mm(5 * k)};
  Rectangle(cr, inner);
  SetColor(cr, mark);
  SetLineWidth(cr, Mm(0.6 * k));
  cairo_stroke(cr);
  double cx = (frame.cut.x + frame.cut.w / 2).pt(), cy = (frame.cut.y + frame.cut.h / 2).pt();
  switch (back) {
    case TileBack::Regular:
      AddCastle(cr, cx, cy, Mm(16 * k).pt());
      cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD);
      SetColor(cr, mark);
      cairo_fill(cr);
      return;
    case TileBack::River:
      AddWaves(cr, cx, cy, Mm(20 * k).pt());
      cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
      cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
      SetLineWidth(cr, Mm(1.5 * k));
      SetColor(cr, mark);
      cairo_stroke(cr);
      return;
    case TileBack::Start:
      DrawStartMark(cr, theme, frame, k);
      return;
  }
}

SurfacePtr RecordTileBack(TileBack back, const Theme& theme, Mm size, Mm bleed) {
  TileFrame frame;
  SurfacePtr surface = Record(size, bleed, &frame);
  ContextPtr cr(cairo_create(surface.get()));
  DrawTileBack(cr.get(), back, theme, frame);
  return surface;
}

}  // namespace carc
