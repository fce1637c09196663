#include "art/water_art.h"

#include <cmath>
#include <vector>

namespace carc {

namespace {

constexpr double kPi = 3.14159265358979323846;
constexpr double kReference = 45;  // theme lengths are for a 45 mm tile

/// Theme lengths (mm on a 45 mm tile) in tile units.
double Units(double mm) { return mm / kReference; }

/// Makes unit tile coordinates (turned by the frame's quarter turns) the
/// user space: geometry only, no text is drawn here.
void UnitSpace(cairo_t* cr, const TileFrame& f) {
  double size = f.cut.w.pt();
  cairo_translate(cr, f.cut.x.pt() + size / 2, f.cut.y.pt() + size / 2);
  cairo_rotate(cr, (((f.quarters % 4) + 4) % 4) * kPi / 2);
  cairo_scale(cr, size, size);
  cairo_translate(cr, -0.5, -0.5);
}

void AddPath(cairo_t* cr, const Path& path) {
  if (path.segs.empty()) return;
  cairo_move_to(cr, path.segs[0].p0.x, path.segs[0].p0.y);
  for (const Cubic& c : path.segs) cairo_curve_to(cr, c.c1.x, c.c1.y, c.c2.x, c.c2.y, c.p1.x, c.p1.y);
}

void Stroke(cairo_t* cr, const Path& path, double width, const Color& color) {
  AddPath(cr, path);
  cairo_set_line_width(cr, width);
  SetColor(cr, color);
  cairo_stroke(cr);
}

/// The lake's outline: a circle with gentle bays, the same for every lake.
std::vector<Vec> LakeOutline(Vec c, double r) {
  std::vector<Vec> out;
  for (int i = 0; i < 72; ++i) {
    double a = 2 * kPi * i / 72;
    double k = 1 + 0.07 * std::sin(3 * a + 0.5) + 0.04 * std::sin(5 * a + 1.3);
    out.push_back(c + Vec{std::cos(a), std::sin(a)} * (r * k));
  }
  return out;
}

/// The pool of a river: a lake's bays or the spring's round pool, grown by `grow`.
void AddPool(cairo_t* cr, const RiverShape& r, double grow) {
  cairo_new_sub_path(cr);
  if (r.end == RiverEnd::Lake) {
    std::vector<Vec> pts = LakeOutline(r.pool, r.pool_radius + grow);
    cairo_move_to(cr, pts[0].x, pts[0].y);
    for (const Vec& p : pts) cairo_line_to(cr, p.x, p.y);
    cairo_close_path(cr);
  } else {
    cairo_arc(cr, r.pool.x, r.pool.y, r.pool_radius + grow, 0, 2 * kPi);
  }
}

/// One layer of all the water: rivers stroked `width` wide and pools grown by `grow`.
void WaterLayer(cairo_t* cr, const TileShapes& shapes, double width, double grow,
                const Color& color) {
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
  for (const RiverShape& r : shapes.rivers) Stroke(cr, r.centre, width, color);
  for (const RiverShape& r : shapes.rivers) {
    if (r.pool_radius <= 0) continue;
    AddPool(cr, r, grow);
    SetColor(cr, color);
    cairo_fill(cr);
  }
}

/// Short light strokes along the flow, alternately left and right of the
/// middle, so that the band reads as moving water.
void DrawRipples(cairo_t* cr, const RiverShape& r, double water, const Theme& theme) {
  std::vector<Vec> line = r.centre.Flatten(24);
  double run = 0, next = 0.07;
  int k = 0;
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width(cr, Units(0.5));
  SetColor(cr, theme.water_light);
  for (size_t i = 1; i < line.size(); ++i) {
    Vec d = line[i] - line[i - 1];
    double len = Length(d);
    if (len <= 0) continue;
    Vec t = d * (1 / len), n{-t.y, t.x};
    for (; next <= run + len; next += 0.13, ++k) {
      Vec at = line[i - 1] + t * (next - run);
      if (at.x < -0.05 || at.x > 1.05 || at.y < -0.05 || at.y > 1.05) continue;
      if (r.pool_radius > 0 && Length(at - r.pool) < r.pool_radius + water) continue;
      Vec mid = at + n * ((k % 2 ? 0.22 : -0.22) * water);
      Vec a = mid - t * 0.028, b = mid + t * 0.028;
      cairo_move_to(cr, a.x, a.y);
      cairo_curve_to(cr, a.x + n.x * 0.006 + t.x * 0.01, a.y + n.y * 0.006 + t.y * 0.01,
                     b.x + n.x * 0.006 - t.x * 0.01, b.y + n.y * 0.006 - t.y * 0.01, b.x, b.y);
    }
    run += len;
  }
  cairo_stroke(cr);
}

/// Light rings on a pool's water.
void DrawPoolRipples(cairo_t* cr, const RiverShape& r, const Theme& theme) {
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width(cr, Units(0.45));
  SetColor(cr, theme.water_light);
  double rings = r.end == RiverEnd::Lake ? 3 : 2;
  for (int i = 1; i <= rings; ++i) {
    double rad = r.pool_radius * (0.22 + 0.2 * i);
    cairo_new_sub_path(cr);
    cairo_arc(cr, r.pool.x, r.pool.y, rad, -2.6 + 0.3 * i, -1.2 + 0.2 * i);
    cairo_new_sub_path(cr);
    cairo_arc(cr, r.pool.x, r.pool.y, rad, 0.6 + 0.25 * i, 1.7 + 0.2 * i);
  }
  cairo_stroke(cr);
}

/// The spring: grey rocks round the far side of its pool, where the water rises.
void DrawSpringRocks(cairo_t* cr, const RiverShape& r, const Theme& theme) {
  Vec out = r.centre.segs.empty() ? Vec{0, 1} : r.centre.segs[0].p0 - r.pool;
  double away = std::atan2(-out.y, -out.x);
  for (int i = 0; i < 7; ++i) {
    double a = away + (i - 3) * 0.42;
    double rr = (i % 2 ? 0.026 : 0.034);
    Vec c = r.pool + Vec{std::cos(a), std::sin(a)} * (r.pool_radius + rr * 0.45);
    cairo_save(cr);
    cairo_translate(cr, c.x, c.y);
    cairo_rotate(cr, a);
    cairo_scale(cr, rr * 1.25, rr);
    cairo_new_sub_path(cr);
    cairo_arc(cr, 0, 0, 1, 0, 2 * kPi);
    cairo_restore(cr);
    SetColor(cr, theme.bridge);
    cairo_fill_preserve(cr);
    cairo_set_line_width(cr, Units(theme.line_width));
    SetColor(cr, theme.outline);
    cairo_stroke(cr);
  }
}

/// The lake: tufts of reeds along its shore, leaving the river's mouth free.
void DrawReeds(cairo_t* cr, const RiverShape& r, const Theme& theme) {
  Vec in = r.centre.segs.empty() ? Vec{0, -1} : r.centre.segs[0].p0 - r.pool;
  double mouth = std::atan2(in.y, in.x);
  std::vector<Vec> rim = LakeOutline(r.pool, r.pool_radius);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width(cr, Units(0.35));
  SetColor(cr, theme.grass);
  for (int i = 0; i < 72; i += 9) {
    double a = 2 * kPi * i / 72;
    double off = std::remainder(a - mouth, 2 * kPi);
    if (std::abs(off) < 0.6) continue;
    Vec p = rim[size_t(i)], n = (p - r.pool) * (1 / Length(p - r.pool));
    Vec t{-n.y, n.x};
    for (int blade = -1; blade <= 1; ++blade) {
      Vec foot = p + t * (0.008 * blade) - n * 0.006;
      Vec tip = foot + n * 0.03 + t * (0.012 * blade);
      cairo_move_to(cr, foot.x, foot.y);
      cairo_line_to(cr, tip.x, tip.y);
    }
  }
  cairo_stroke(cr);
}

void AddBox(cairo_t* cr, Vec c, Vec along, double len, double width) {
  Vec n{-along.y, along.x};
  Vec a = c - along * (len / 2) - n * (width / 2), b = c + along * (len / 2) - n * (width / 2);
  Vec d = c + along * (len / 2) + n * (width / 2), e = c - along * (len / 2) + n * (width / 2);
  cairo_move_to(cr, a.x, a.y);
  cairo_line_to(cr, b.x, b.y);
  cairo_line_to(cr, d.x, d.y);
  cairo_line_to(cr, e.x, e.y);
  cairo_close_path(cr);
}

}  // namespace

void DrawWater(cairo_t* cr, const TileShapes& shapes, const Theme& theme, const TileFrame& frame) {
  if (shapes.rivers.empty()) return;
  SaveGuard guard(cr);
  UnitSpace(cr, frame);
  double water = Units(theme.river_width), bank = Units(theme.river_bank_width);
  double edge = Units(0.4);
  WaterLayer(cr, shapes, water + 2 * bank, bank, theme.shore);
  WaterLayer(cr, shapes, water + 2 * edge, edge, theme.water_deep);
  WaterLayer(cr, shapes, water, 0, theme.water);
  for (const RiverShape& r : shapes.rivers) {
    DrawRipples(cr, r, water, theme);
    if (r.pool_radius <= 0) continue;
    DrawPoolRipples(cr, r, theme);
    if (r.end == RiverEnd::Lake) DrawReeds(cr, r, theme);
    else DrawSpringRocks(cr, r, theme);
  }
}

void DrawBridges(cairo_t* cr, const TileShapes& shapes, const Theme& theme,
                 const TileFrame& frame) {
  if (shapes.bridges.empty()) return;
  SaveGuard guard(cr);
  UnitSpace(cr, frame);
  double water = Units(theme.river_width), bank = Units(theme.river_bank_width);
  double road = Units(theme.road_width / 2 + theme.road_edge_width);
  double span = water + 2 * bank + Units(1.2), wall = Units(1.0);
  cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
  for (const BridgeShape& b : shapes.bridges) {
    Vec n{-b.along.y, b.along.x};
    // The deck's shadow on the water beside it.
    AddBox(cr, b.at + n * (road + wall * 1.5), b.along, water, wall);
    SetColor(cr, Color{0, 0, 0, 0.14});
    cairo_fill(cr);
    // A straight deck between the parapets: the road's worn edges stop at the banks.
    AddBox(cr, b.at, b.along, span, 2 * road);
    SetColor(cr, theme.road);
    cairo_fill(cr);
    for (int side : {-1, 1}) {
      Vec c = b.at + n * (side * (road + wall / 2));
      AddBox(cr, c, b.along, span, wall);
      SetColor(cr, theme.bridge);
      cairo_fill_preserve(cr);
      cairo_set_line_width(cr, Units(theme.line_width) * 1.2);
      SetColor(cr, theme.outline);
      cairo_stroke(cr);
      for (int end : {-1, 1}) {
        AddBox(cr, c + b.along * (end * span / 2), b.along, wall * 1.5, wall * 1.5);
        SetColor(cr, theme.bridge);
        cairo_fill_preserve(cr);
        SetColor(cr, theme.outline);
        cairo_stroke(cr);
      }
    }
  }
}

}  // namespace carc
