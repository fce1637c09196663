#include "art/tile_back.h"

#include <cmath>

#include "draw/cairo_canvas.h"
#include "draw/pdf_canvas.h"
#include "draw/text.h"
#include "spec/deck_parts.h"

namespace carc {

namespace {

constexpr double kPi = 3.14159265358979323846;
constexpr double kReference = 45;  // back proportions are for a 45 mm tile

/// A five-pointed star of outer radius `r` around `c` (points).
void AddStar(Canvas& cv, double cx, double cy, double r) {
  for (int i = 0; i < 10; ++i) {
    double a = -kPi / 2 + i * kPi / 5, rr = i % 2 ? r * 0.42 : r;
    double x = cx + rr * std::cos(a), y = cy + rr * std::sin(a);
    if (i == 0) cv.MoveTo(x, y);
    else cv.LineTo(x, y);
  }
  cv.ClosePath();
}

/// A small castle emblem centred at (cx, cy), `s` points wide.
void AddCastle(Canvas& cv, double cx, double cy, double s) {
  double x0 = cx - s / 2, y0 = cy - s * 0.45, w = s, h = s * 0.9;
  double m = w / 7;
  cv.MoveTo(x0, y0 + h);
  cv.LineTo(x0, y0);
  for (int i = 0; i < 7; ++i) {
    double x = x0 + i * m;
    cv.LineTo(x, i % 2 ? y0 + m : y0);
    cv.LineTo(x + m, i % 2 ? y0 + m : y0);
  }
  cv.LineTo(x0 + w, y0 + h);
  // The gate, cut out with the even-odd rule.
  double gw = w * 0.28, gh = h * 0.42;
  cv.LineTo(cx + gw / 2, y0 + h);
  cv.LineTo(cx + gw / 2, y0 + h - gh + gw / 2);
  cv.ArcNegative(cx, y0 + h - gh + gw / 2, gw / 2, 0, -kPi);
  cv.LineTo(cx - gw / 2, y0 + h);
  cv.ClosePath();
}

/// Three waves across the middle, `s` points wide: the river back's emblem.
void AddWaves(Canvas& cv, double cx, double cy, double s) {
  double amp = s * 0.06, gap = s * 0.24, periods = 2.5;
  for (int row = -1; row <= 1; ++row) {
    double y0 = cy + row * gap;
    for (int i = 0; i <= 60; ++i) {
      double t = i / 60.0, x = cx - s / 2 + s * t;
      double y = y0 - amp * std::sin(2 * kPi * periods * t);
      if (i == 0) cv.MoveTo(x, y);
      else cv.LineTo(x, y);
    }
  }
}

void DrawStartMark(Canvas& cv, const Theme& theme, const TileFrame& frame, double k) {
  double cx = (frame.cut.x + frame.cut.w / 2).pt(), cy = (frame.cut.y + frame.cut.h / 2).pt();
  bool label = !theme.start_label.empty();
  AddStar(cv, cx, cy - (label ? Mm(3.5 * k).pt() : 0), Mm(12 * k).pt());
  cv.SetColor(theme.start_mark);
  cv.Fill();
  // Text needs Cairo: AddTileBackForm draws a back with a label through it.
  if (!label || !cv.cairo()) return;
  TextStyle style;
  style.family = theme.font;
  style.bold = true;
  style.size_pt = 10 * k;
  style.color = theme.start_mark;
  DrawText(cv.cairo(), theme.start_label, style, {frame.cut.x, frame.cut.y + frame.cut.h * 0.7},
           frame.cut.w, Align::Center);
}

}  // namespace

TileBack BackOf(const DeckParts& parts, const TileType& tile, int copy) {
  DeckPart part = parts.Of(tile, copy);
  if (parts.river()) return part == DeckPart::Main ? TileBack::Regular : TileBack::River;
  return part == DeckPart::Start ? TileBack::Start : TileBack::Regular;
}

TileBack BackOf(const TileSet& set, const TileType& tile, int copy) {
  return BackOf(DeckParts(set), tile, copy);
}

void DrawTileBack(Canvas& cv, TileBack back, const Theme& theme, const TileFrame& frame) {
  CanvasSave guard(cv);
  RectMm art = frame.Art();
  Rectangle(cv, art);
  cv.Clip();
  Rectangle(cv, art);
  const Color& fill = back == TileBack::Start   ? theme.start_back
                      : back == TileBack::River ? theme.river_back
                                                : theme.back;
  const Color& mark = back == TileBack::Start   ? theme.start_mark
                      : back == TileBack::River ? theme.river_mark
                                                : theme.back_mark;
  cv.SetColor(fill);
  cv.Fill();
  double k = frame.cut.w.v / kReference;
  if (theme.back_frame) {
    RectMm inner{frame.cut.x + Mm(2.5 * k), frame.cut.y + Mm(2.5 * k), frame.cut.w - Mm(5 * k),
                 frame.cut.h - Mm(5 * k)};
    Rectangle(cv, inner);
    cv.SetColor(mark);
    SetLineWidth(cv, Mm(0.6 * k));
    cv.Stroke();
  }
  double cx = (frame.cut.x + frame.cut.w / 2).pt(), cy = (frame.cut.y + frame.cut.h / 2).pt();
  switch (back) {
    case TileBack::Regular:
      AddCastle(cv, cx, cy, Mm(16 * k).pt());
      cv.SetFillRule(FillRule::EvenOdd);
      cv.SetColor(mark);
      cv.Fill();
      return;
    case TileBack::River:
      AddWaves(cv, cx, cy, Mm(20 * k).pt());
      cv.SetLineCap(LineCap::Round);
      cv.SetLineJoin(LineJoin::Round);
      SetLineWidth(cv, Mm(1.5 * k));
      cv.SetColor(mark);
      cv.Stroke();
      return;
    case TileBack::Start:
      DrawStartMark(cv, theme, frame, k);
      return;
  }
}

void DrawTileBack(cairo_t* cr, TileBack back, const Theme& theme, const TileFrame& frame) {
  CairoCanvas cv(cr);
  DrawTileBack(cv, back, theme, frame);
}

SurfacePtr RecordTileBack(TileBack back, const Theme& theme, Mm size, Mm bleed) {
  TileFrame frame;
  SurfacePtr surface = RecordingForTile(size, bleed, &frame);
  ContextPtr cr(cairo_create(surface.get()));
  DrawTileBack(cr.get(), back, theme, frame);
  return surface;
}

int AddTileBackForm(PdfDocument& doc, TileBack back, const Theme& theme, Mm size, Mm bleed) {
  Mm full = size + bleed * 2;
  bool text = back == TileBack::Start && !theme.start_label.empty();
  if (text) return doc.AddForm(RecordTileBack(back, theme, size, bleed), {full, full});
  TileFrame frame{{bleed, bleed, size, size}, bleed, 0};
  PdfCanvas cv(doc.art(), full.pt(), full.pt());
  DrawTileBack(cv, back, theme, frame);
  return doc.AddForm(cv.Finish());
}

}  // namespace carc
