#include "art/water_art.h"

#include <cmath>
#include <vector>

#include "art/paint.h"

namespace carc {

namespace {

constexpr double kPi = 3.14159265358979323846;
constexpr double kReference = 45;  // theme lengths are for a 45 mm tile

/// Theme lengths (mm on a 45 mm tile) in tile units.
double Units(double mm) { return mm / kReference; }

/// Makes unit tile coordinates (turned by the frame's quarter turns) the
/// user space: geometry only, no text is drawn here.
void UnitSpace(Canvas& cv, const TileFrame& f) {
  double size = f.cut.w.pt();
  cv.Translate(f.cut.x.pt() + size / 2, f.cut.y.pt() + size / 2);
  cv.Rotate((((f.quarters % 4) + 4) % 4) * kPi / 2);
  cv.Scale(size, size);
  cv.Translate(-0.5, -0.5);
}

void AddPath(Canvas& cv, const Path& path) {
  if (path.segs.empty()) return;
  cv.MoveTo(path.segs[0].p0.x, path.segs[0].p0.y);
  for (const Cubic& c : path.segs) cv.CurveTo(c.c1.x, c.c1.y, c.c2.x, c.c2.y, c.p1.x, c.p1.y);
}

void Stroke(Canvas& cv, const Path& path, double width, const Color& color) {
  AddPath(cv, path);
  cv.SetLineWidth(width);
  cv.SetColor(color);
  cv.Stroke();
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
void AddPool(Canvas& cv, const RiverShape& r, double grow) {
  cv.NewSubPath();
  if (r.end == RiverEnd::Lake) {
    std::vector<Vec> pts = LakeOutline(r.pool, r.pool_radius + grow);
    cv.MoveTo(pts[0].x, pts[0].y);
    for (const Vec& p : pts) cv.LineTo(p.x, p.y);
    cv.ClosePath();
  } else {
    cv.Arc(r.pool.x, r.pool.y, r.pool_radius + grow, 0, 2 * kPi);
  }
}

/// One layer of all the water: rivers stroked `width` wide and pools grown by `grow`.
void WaterLayer(Canvas& cv, const TileShapes& shapes, double width, double grow,
                const Color& color) {
  cv.SetLineCap(LineCap::Butt);
  for (const RiverShape& r : shapes.rivers) Stroke(cv, r.centre, width, color);
  for (const RiverShape& r : shapes.rivers) {
    if (r.pool_radius <= 0) continue;
    AddPool(cv, r, grow);
    cv.SetColor(color);
    cv.Fill();
  }
}

/// Short light strokes along the flow, alternately left and right of the
/// middle, so that the band reads as moving water.
void DrawRipples(Canvas& cv, const RiverShape& r, double water, const Theme& theme) {
  std::vector<Vec> line = r.centre.Flatten(24);
  double run = 0, next = 0.07;
  int k = 0;
  cv.SetLineCap(LineCap::Round);
  cv.SetLineWidth(Units(0.5));
  cv.SetColor(theme.water_light);
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
      cv.MoveTo(a.x, a.y);
      cv.CurveTo(a.x + n.x * 0.006 + t.x * 0.01, a.y + n.y * 0.006 + t.y * 0.01,
                     b.x + n.x * 0.006 - t.x * 0.01, b.y + n.y * 0.006 - t.y * 0.01, b.x, b.y);
    }
    run += len;
  }
  cv.Stroke();
}

/// Light rings on a pool's water.
void DrawPoolRipples(Canvas& cv, const RiverShape& r, const Theme& theme) {
  cv.SetLineCap(LineCap::Round);
  cv.SetLineWidth(Units(0.45));
  cv.SetColor(theme.water_light);
  double rings = r.end == RiverEnd::Lake ? 3 : 2;
  for (int i = 1; i <= rings; ++i) {
    double rad = r.pool_radius * (0.22 + 0.2 * i);
    cv.NewSubPath();
    cv.Arc(r.pool.x, r.pool.y, rad, -2.6 + 0.3 * i, -1.2 + 0.2 * i);
    cv.NewSubPath();
    cv.Arc(r.pool.x, r.pool.y, rad, 0.6 + 0.25 * i, 1.7 + 0.2 * i);
  }
  cv.Stroke();
}

/// The spring: grey rocks round the far side of its pool, where the water rises.
void DrawSpringRocks(Canvas& cv, const RiverShape& r, const Theme& theme) {
  Vec out = r.centre.segs.empty() ? Vec{0, 1} : r.centre.segs[0].p0 - r.pool;
  double away = std::atan2(-out.y, -out.x);
  for (int i = 0; i < 7; ++i) {
    double a = away + (i - 3) * 0.42;
    double rr = (i % 2 ? 0.026 : 0.034);
    Vec c = r.pool + Vec{std::cos(a), std::sin(a)} * (r.pool_radius + rr * 0.45);
    cv.Save();
    cv.Translate(c.x, c.y);
    cv.Rotate(a);
    cv.Scale(rr * 1.25, rr);
    cv.NewSubPath();
    cv.Arc(0, 0, 1, 0, 2 * kPi);
    cv.Restore();
    cv.SetColor(theme.bridge);
    cv.Fill(true);
    cv.SetLineWidth(Units(theme.line_width));
    cv.SetColor(theme.outline);
    cv.Stroke();
  }
}

/// The lake: tufts of reeds along its shore, leaving the river's mouth free.
void DrawReeds(Canvas& cv, const RiverShape& r, const Theme& theme) {
  Vec in = r.centre.segs.empty() ? Vec{0, -1} : r.centre.segs[0].p0 - r.pool;
  double mouth = std::atan2(in.y, in.x);
  std::vector<Vec> rim = LakeOutline(r.pool, r.pool_radius);
  cv.SetLineCap(LineCap::Round);
  cv.SetLineWidth(Units(0.35));
  cv.SetColor(theme.grass);
  for (int i = 0; i < 72; i += 9) {
    double a = 2 * kPi * i / 72;
    double off = std::remainder(a - mouth, 2 * kPi);
    if (std::abs(off) < 0.6) continue;
    Vec p = rim[size_t(i)], n = (p - r.pool) * (1 / Length(p - r.pool));
    Vec t{-n.y, n.x};
    for (int blade = -1; blade <= 1; ++blade) {
      Vec foot = p + t * (0.008 * blade) - n * 0.006;
      Vec tip = foot + n * 0.03 + t * (0.012 * blade);
      cv.MoveTo(foot.x, foot.y);
      cv.LineTo(tip.x, tip.y);
    }
  }
  cv.Stroke();
}

/// Whether a clump of reeds at `p` would stand clear of the tile's sides
/// (reeds are cut by no neighbour), the bridges, the pools and the roads.
bool ReedsFit(const TileShapes& shapes, const std::vector<std::vector<Vec>>& roads, Vec p) {
  if (p.x < 0.07 || p.y < 0.07 || p.x > 0.93 || p.y > 0.93) return false;
  for (const BridgeShape& b : shapes.bridges)
    if (Length(p - b.at) < 0.16) return false;
  for (const RiverShape& r : shapes.rivers)
    if (r.pool_radius > 0 && Length(p - r.pool) < r.pool_radius + 0.08) return false;
  for (const auto& road : roads)
    if (PolylineNearer(p, road, shapes.params.road_half + 0.04)) return false;
  return true;
}

/// Clumps of reeds along a river's banks, alternately on either side: a fan
/// of blades leaning away from the water, a brown head on the tallest. The
/// same for every tile of a river's shape (no randomness).
void DrawBankReeds(Canvas& cv, const TileShapes& shapes, const RiverShape& r,
                   const std::vector<std::vector<Vec>>& roads, double water, double bank, const Theme& theme) {
  std::vector<Vec> line = r.centre.Flatten(24);
  double run = 0, next = 0.11;
  int k = 0;
  std::vector<std::pair<Vec, Vec>> clumps;  // foot, unit direction away from the water
  for (size_t i = 1; i < line.size(); ++i) {
    Vec d = line[i] - line[i - 1];
    double len = Length(d);
    if (len <= 0) continue;
    Vec t = d * (1 / len), n{-t.y, t.x};
    for (; next <= run + len; next += 0.2, ++k) {
      Vec at = line[i - 1] + t * (next - run);
      Vec away = n * (k % 2 ? 1.0 : -1.0);
      Vec foot = at + away * (water / 2 + bank * 0.55);
      if (ReedsFit(shapes, roads, foot)) clumps.push_back({foot, away});
    }
    run += len;
  }
  cv.SetLineCap(LineCap::Round);
  cv.SetLineWidth(Units(0.38));
  cv.SetColor(Mix(theme.grass, theme.tree, 0.4));
  for (const auto& [foot, away] : clumps) {
    Vec side{-away.y, away.x};
    for (int blade = -2; blade <= 2; ++blade) {
      Vec base = foot + side * (0.006 * blade);
      Vec tip = base + away * (blade == 0 ? 0.062 : 0.046 - 0.005 * std::abs(blade)) + side * (0.013 * blade);
      cv.MoveTo(base.x, base.y);
      cv.CurveTo(base.x + away.x * 0.02, base.y + away.y * 0.02, tip.x - side.x * 0.004 * blade,
                 tip.y - side.y * 0.004 * blade, tip.x, tip.y);
    }
  }
  cv.Stroke();
  cv.SetLineWidth(Units(0.75));
  cv.SetColor(Mix(theme.road_edge, theme.outline, 0.3));
  for (const auto& [foot, away] : clumps) {
    Vec a = foot + away * 0.044, b = foot + away * 0.058;
    cv.MoveTo(a.x, a.y);
    cv.LineTo(b.x, b.y);
  }
  cv.Stroke();
}

void AddBox(Canvas& cv, Vec c, Vec along, double len, double width) {
  Vec n{-along.y, along.x};
  Vec a = c - along * (len / 2) - n * (width / 2), b = c + along * (len / 2) - n * (width / 2);
  Vec d = c + along * (len / 2) + n * (width / 2), e = c - along * (len / 2) + n * (width / 2);
  cv.MoveTo(a.x, a.y);
  cv.LineTo(b.x, b.y);
  cv.LineTo(d.x, d.y);
  cv.LineTo(e.x, e.y);
  cv.ClosePath();
}

}  // namespace

void DrawWater(Canvas& cv, const TileShapes& shapes, const Theme& theme, const TileFrame& frame) {
  if (shapes.rivers.empty()) return;
  CanvasSave guard(cv);
  UnitSpace(cv, frame);
  double water = Units(theme.river_width), bank = Units(theme.river_bank_width);
  double edge = Units(0.4), rim = bank > 0 ? Units(0.3) : 0;
  // The banks: the grassy strip beside the water, edged by a thin line of
  // earth where it meets the field, so the river reads as cut into the land.
  WaterLayer(cv, shapes, water + 2 * (bank + rim), bank + rim, Mix(theme.shore, theme.road_edge, 0.45));
  WaterLayer(cv, shapes, water + 2 * bank, bank, theme.shore);
  WaterLayer(cv, shapes, water + 2 * edge, edge, theme.water_deep);
  WaterLayer(cv, shapes, water, 0, theme.water);
  std::vector<std::vector<Vec>> roads;
  for (const RoadShape& road : shapes.roads) roads.push_back(road.centre.Flatten());
  for (const RiverShape& r : shapes.rivers) {
    if (bank > 0) DrawBankReeds(cv, shapes, r, roads, water, bank, theme);
    DrawRipples(cv, r, water, theme);
    if (r.pool_radius <= 0) continue;
    DrawPoolRipples(cv, r, theme);
    if (r.end == RiverEnd::Lake) DrawReeds(cv, r, theme);
    else DrawSpringRocks(cv, r, theme);
  }
}

void DrawBridges(Canvas& cv, const TileShapes& shapes, const Theme& theme,
                 const TileFrame& frame) {
  if (shapes.bridges.empty()) return;
  CanvasSave guard(cv);
  UnitSpace(cv, frame);
  double water = Units(theme.river_width), bank = Units(theme.river_bank_width);
  double road = Units(theme.road_width / 2 + theme.road_edge_width);
  double span = water + 2 * bank + Units(1.2), wall = Units(1.0);
  cv.SetLineJoin(LineJoin::Round);
  for (const BridgeShape& b : shapes.bridges) {
    Vec n{-b.along.y, b.along.x};
    // The deck's shadow on the water beside it.
    AddBox(cv, b.at + n * (road + wall * 1.5), b.along, water, wall);
    cv.SetColor(Color{0, 0, 0, 0.14});
    cv.Fill();
    // A straight deck between the parapets: the road's worn edges stop at the banks.
    AddBox(cv, b.at, b.along, span, 2 * road);
    cv.SetColor(theme.road);
    cv.Fill();
    for (int side : {-1, 1}) {
      Vec c = b.at + n * (side * (road + wall / 2));
      AddBox(cv, c, b.along, span, wall);
      cv.SetColor(theme.bridge);
      cv.Fill(true);
      cv.SetLineWidth(Units(theme.line_width) * 1.2);
      cv.SetColor(theme.outline);
      cv.Stroke();
      for (int end : {-1, 1}) {
        AddBox(cv, c + b.along * (end * span / 2), b.along, wall * 1.5, wall * 1.5);
        cv.SetColor(theme.bridge);
        cv.Fill(true);
        cv.SetColor(theme.outline);
        cv.Stroke();
      }
    }
  }
}

}  // namespace carc
