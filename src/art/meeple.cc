#include "art/meeple.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <iterator>

#include "art/paint.h"
#include "draw/cairo_canvas.h"

namespace carc {

namespace {

/// The classic meeple outline in a unit square (y down), as a polygon drawn
/// with round joins so its corners come out soft.
const double kMeeple[][2] = {
    {0.42, 0.27}, {0.18, 0.36}, {0.06, 0.45}, {0.08, 0.53}, {0.30, 0.56}, {0.24, 0.78},
    {0.13, 0.96}, {0.40, 0.96}, {0.50, 0.80}, {0.60, 0.96}, {0.87, 0.96}, {0.76, 0.78},
    {0.70, 0.56}, {0.92, 0.53}, {0.94, 0.45}, {0.82, 0.36}, {0.58, 0.27},
};

/// Adds the body (`head` false) or the head of a meeple `aspect` times as tall
/// as wide, in its own coordinates (1 wide, y down), to the path.
void MeeplePath(Canvas& cv, double aspect, bool head) {
  if (head) {
    cv.NewSubPath();
    cv.Arc(0.5, 0.185 * aspect, 0.165, 0, 2 * M_PI);
    // Closed, so the stroke has no end caps: two butt ends meeting at the
    // start point leave a hairline gap in the outline.
    cv.ClosePath();
    return;
  }
  for (size_t i = 0; i < std::size(kMeeple); ++i) {
    if (i == 0) cv.MoveTo(kMeeple[i][0], kMeeple[i][1] * aspect);
    else cv.LineTo(kMeeple[i][0], kMeeple[i][1] * aspect);
  }
  cv.ClosePath();
}

Color Darker(const Color& c) { return {c.r * 0.55, c.g * 0.55, c.b * 0.55, 1}; }

/// Colours beyond the classic five, for bigger games: the expansions' grey,
/// pink and purple, then others that stay apart from them and from the tiles.
std::vector<PlayerColor> ExtraColors() {
  const Color white{1, 1, 1, 1}, dark{0.12, 0.12, 0.12, 1};
  return {
      {"grey", {0.60, 0.60, 0.62, 1}, dark},    {"pink", {0.95, 0.50, 0.72, 1}, dark},
      {"purple", {0.50, 0.22, 0.62, 1}, white}, {"orange", {0.96, 0.50, 0.10, 1}, dark},
      {"white", {0.97, 0.97, 0.95, 1}, dark},   {"brown", {0.50, 0.30, 0.14, 1}, white},
      {"cyan", {0.10, 0.70, 0.80, 1}, dark},    {"teal", {0.05, 0.45, 0.45, 1}, white},
  };
}

std::string Lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return std::tolower(c); });
  return s;
}

/// A colour of hue `turn` (0..1) for players beyond the named colours.
PlayerColor HueColor(double turn) {
  double h = turn * 6, f = h - std::floor(h);
  double v = 0.78, s = 0.75, p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f));
  double rgb[6][3] = {{v, t, p}, {q, v, p}, {p, v, t}, {p, q, v}, {t, p, v}, {v, p, q}};
  const double* c = rgb[int(h) % 6];
  return {"", {c[0], c[1], c[2], 1}, {1, 1, 1, 1}};
}

}  // namespace

std::vector<PlayerColor> ClassicColors() {
  const Color white{1, 1, 1, 1}, dark{0.12, 0.12, 0.12, 1};
  return {
      {"red", {0.80, 0.13, 0.13, 1}, white},
      {"blue", {0.10, 0.33, 0.72, 1}, white},
      {"green", {0.13, 0.55, 0.22, 1}, white},
      {"yellow", {0.96, 0.78, 0.05, 1}, dark},
      {"black", {0.15, 0.15, 0.15, 1}, white},
  };
}

std::vector<PlayerColor> KitColors(int players) {
  std::vector<PlayerColor> out = ClassicColors(), extra = ExtraColors();
  out.insert(out.end(), extra.begin(), extra.begin() + 3);  // grey, pink, purple
  out.resize(size_t(std::clamp(players, 1, int(out.size()))));
  return out;
}

std::vector<PlayerColor> PlayerColors(const std::vector<std::string>& names) {
  std::vector<PlayerColor> palette = ClassicColors(), extra = ExtraColors();
  palette.insert(palette.end(), extra.begin(), extra.end());
  std::vector<bool> taken(palette.size(), false);
  std::vector<PlayerColor> out(names.size());
  std::vector<bool> named(names.size(), false);
  for (size_t i = 0; i < names.size(); ++i) {
    std::string n = Lower(names[i]);
    if (n == "gray") n = "grey";
    for (size_t c = 0; c < palette.size(); ++c)
      if (palette[c].id == n && !taken[c]) {
        out[i] = palette[c];
        taken[c] = named[i] = true;
        break;
      }
  }
  size_t next = 0;
  int hues = 0;
  for (size_t i = 0; i < names.size(); ++i) {
    if (named[i]) continue;
    while (next < palette.size() && taken[next]) ++next;
    if (next < palette.size()) {
      out[i] = palette[next];
      taken[next] = true;
    } else {
      out[i] = HueColor(std::fmod(0.05 + 0.618034 * hues++, 1.0));  // golden-ratio steps stay apart
    }
  }
  return out;
}

namespace {

/// The meeple in its own coordinates (1 wide, `aspect` tall).
void MeepleShape(Canvas& cv, const PlayerColor& color, double aspect) {
  cv.SetLineJoin(LineJoin::Round);
  cv.SetFillRule(FillRule::Winding);
  const double soft = 0.09;
  bool dark = color.fill.r + color.fill.g + color.fill.b < 0.6;
  // Outline both parts first, then paint both over it: the outline shows only
  // around the union, not where head and body meet.
  for (bool head : {false, true}) {
    MeeplePath(cv, aspect, head);
    cv.SetColor(dark ? Color{0.55, 0.55, 0.55, 1} : Darker(color.fill));
    cv.SetLineWidth(soft + 0.044);  // 0.7 mm on a 16 mm figure
    cv.Stroke();
  }
  for (bool head : {false, true}) {
    MeeplePath(cv, aspect, head);
    cv.SetColor(color.fill);
    cv.Fill(true);
    cv.SetLineWidth(soft);
    cv.Stroke();  // the same colour: its rounded edge softens the corners
  }
}

}  // namespace

void DrawMeepleFigure(Canvas& cv, const PlayerColor& color, const RectMm& box) {
  double aspect = box.h / box.w;
  // A sheet of followers holds dozens alike: one drawing, placed for each.
  Symbol meeple{SymbolKey("meeple", {color.fill}) + " " + std::to_string(std::lround(aspect * 10000)),
                [&](Canvas& c) { MeepleShape(c, color, aspect); }};
  cv.DrawSymbol(meeple, Affine::Translation(box.x.pt(), box.y.pt()) * Affine::Scaling(box.w.pt(), box.w.pt()), 0.09);
}

void DrawMeepleFigure(cairo_t* cr, const PlayerColor& color, const RectMm& box) {
  CairoCanvas cv(cr);
  DrawMeepleFigure(cv, color, box);
}

void DrawMeepleAt(cairo_t* cr, const PlayerColor& color, PointMm centre, Mm height, bool lying) {
  CairoCanvas cv(cr);
  DrawMeepleAt(cv, color, centre, height, lying);
}

void DrawMeepleAt(Canvas& cv, const PlayerColor& color, PointMm centre, Mm height, bool lying) {
  CanvasSave guard(cv);
  cv.Translate(centre.x.pt(), centre.y.pt());
  if (lying) cv.Rotate(-M_PI / 2);  // on its back, head to the left
  DrawMeepleFigure(cv, color, {height * -0.5, height * -0.5, height, height});
}

}  // namespace carc
