#include "art/modifier_art.h"

#include "art/buildings.h"

#include <algorithm>
#include <cmath>

namespace carc {

namespace {

/// An inn's width, and the radius its house and pond take round its spot.
constexpr double kInnSize = 0.25, kInnRadius = 0.1;
/// A cathedral's width when its city has no square, at most and at least.
constexpr double kCathedralMax = 0.34, kCathedralMin = 0.16;

bool InTile(Vec p, double margin) {
  return p.x > margin && p.y > margin && p.x < 1 - margin && p.y < 1 - margin;
}

/// Whether `p` lies inside one of the tile's cities (Obstacles::IsFree only
/// keeps clear of their walls).
bool InCity(const Obstacles& obstacles, Vec p) {
  for (const auto& outline : obstacles.outlines)
    if (outline.Inside(p)) return true;
  return false;
}

/// Beside the middle of road `r`: the first spot along it, middle first,
/// where the inn keeps clear of every feature.
BuildingSpot InnSpot(const TileShapes& shapes, const Obstacles& obstacles, const RoadShape& r) {
  BuildingSpot fallback{{0.5, 0.5}, kInnSize, 0};
  bool have_fallback = false;
  // A roomy spot first; then one where the inn, a little smaller, just fits.
  for (double room : {1.0, 0.75}) {
    double off = shapes.params.road_half + kInnRadius * room + 0.015;
    for (double t : {0.72, 0.62, 0.8, 0.52, 0.86, 0.42, 0.9}) {
      Vec p = r.centre.At(t);
      Vec d = Unit(r.centre.At(std::min(1.0, t + 0.02)) - r.centre.At(std::max(0.0, t - 0.02)));
      Vec n{-d.y, d.x};
      for (double side : {1.0, -1.0}) {
        Vec q = p + n * (off * side);
        if (!InTile(q, 0.1) || InCity(obstacles, q)) continue;
        if (obstacles.IsFree(shapes, q, kInnRadius * room)) return {q, kInnSize * room, 0};
        if (!have_fallback) fallback = {q, kInnSize * 0.75, 0}, have_fallback = true;
      }
    }
  }
  return fallback;
}

/// The cathedral of city `c`: on its square, else at the point of the city
/// farthest from its walls and the tile's border.
BuildingSpot CathedralSpot(const CityShape& c) {
  if (c.plaza.present) return {c.plaza.centre + Vec{0, 0.03}, std::min(kCathedralMax, c.plaza.radius * 1.7), 0};
  std::vector<Vec> outline = c.outline.Flatten();
  std::vector<std::vector<Vec>> walls;
  for (const Path& w : c.walls) walls.push_back(w.Flatten());
  Vec best{0.5, 0.5};
  double depth = -1;
  for (int i = 1; i < 20; ++i)
    for (int j = 1; j < 20; ++j) {
      Vec p{i / 20.0, j / 20.0};
      if (!InsidePolygon(p, outline)) continue;
      double d = std::min({p.x, p.y, 1 - p.x, 1 - p.y}) + 0.06;  // the border cuts less than a wall
      for (const auto& w : walls) d = std::min(d, PolylineDistance(p, w));
      if (d > depth) depth = d, best = p;
    }
  return {best, std::clamp(depth * 1.6, kCathedralMin, kCathedralMax), 0};
}

}  // namespace

bool ModifierSpots::Clear(Vec p, double r) const {
  for (const BuildingSpot& s : inns)
    if (s.size > 0 && Length(p - s.at) < kInnRadius + r) return false;
  for (const BuildingSpot& s : cathedrals)
    if (s.size > 0 && Length(p - s.at) < s.size * 0.6 + r) return false;
  return true;
}

ModifierSpots PlaceModifiers(const TileType& tile, const TileShapes& shapes) {
  ModifierSpots spots;
  Obstacles obstacles(shapes);
  for (const RoadShape& r : shapes.roads) {
    bool inn = r.road >= 0 && HasModifier(tile.roads[size_t(r.road)].modifiers, Modifier::Inn);
    spots.inns.push_back(inn ? InnSpot(shapes, obstacles, r) : BuildingSpot{{0, 0}, 0, 0});
  }
  for (const CityShape& c : shapes.cities) {
    bool cathedral = c.city >= 0 && HasModifier(tile.cities[size_t(c.city)].modifiers, Modifier::Cathedral);
    spots.cathedrals.push_back(cathedral ? CathedralSpot(c) : BuildingSpot{{0, 0}, 0, 0});
  }
  return spots;
}

void DrawInn(Canvas& cv, const Frame& f, const Theme& theme, const BuildingSpot& spot) {
  CanvasSave own(cv);
  cv.Transform(Place(f, spot));
  double lw = OwnWidth(f, spot, theme.line_width);
  // The pond in front, to the lower right, with its bank and a glint.
  Ellipse(cv, {0.14, 0.2}, 0.34, 0.2);
  FillStroke(cv, theme.water, theme.water_deep, lw * 1.2);
  Ellipse(cv, {0.06, 0.16}, 0.12, 0.04);
  Fill(cv, Alpha(theme.water_light, 0.9));
  // The inn behind it: a house a little larger than a village's, with a sign.
  Shape(cv, {{-0.42, 0.02}, {0.1, 0.02}, {0.1, -0.26}, {-0.42, -0.26}});
  Fill(cv, Color{0, 0, 0, 0.2});
  Shape(cv, {{-0.48, -0.04}, {0.04, -0.04}, {0.04, -0.3}, {-0.48, -0.3}});
  FillOutline(cv, theme.building, theme.outline);
  cv.SetLineWidth(lw);
  Shape(cv, {{-0.54, -0.28}, {0.1, -0.28}, {-0.02, -0.52}, {-0.42, -0.52}});
  FillStroke(cv, theme.roof, theme.outline, lw);
  Shape(cv, {{-0.54, -0.28}, {0.1, -0.28}, {0.07, -0.33}, {-0.51, -0.33}});
  Fill(cv, theme.roof_dark);
  Shape(cv, {{-0.3, -0.04}, {-0.18, -0.04}, {-0.18, -0.2}, {-0.3, -0.2}});
  Fill(cv, Alpha(theme.outline, 0.85));
  // The sign hangs from a bracket at the corner.
  cv.MoveTo(0.04, -0.22);
  cv.LineTo(0.16, -0.22);
  Stroke(cv, theme.outline, lw);
  Shape(cv, {{0.1, -0.21}, {0.2, -0.21}, {0.2, -0.12}, {0.1, -0.12}});
  FillStroke(cv, theme.cross, theme.outline, lw * 0.8);
}

void DrawCathedral(Canvas& cv, const Frame& f, const Theme& theme, const BuildingSpot& spot) {
  CanvasSave own(cv);
  cv.Transform(Place(f, spot));
  double lw = OwnWidth(f, spot, theme.line_width);
  Color stone = Mix(theme.wall_top, theme.building, 0.55);
  Color shade = Mix(theme.wall_top, theme.wall, 0.3);
  // Shadow, then the nave: a long wall with tall windows under a dark roof.
  Shape(cv, {{-0.44, 0.3}, {0.56, 0.3}, {0.56, -0.1}, {-0.44, -0.1}});
  Fill(cv, Color{0, 0, 0, 0.22});
  Shape(cv, {{-0.1, 0.24}, {0.5, 0.24}, {0.5, -0.08}, {-0.1, -0.08}});
  FillStroke(cv, stone, theme.wall, lw * 1.2);
  Shape(cv, {{-0.12, -0.08}, {0.52, -0.08}, {0.44, -0.26}, {-0.12, -0.26}});
  FillStroke(cv, theme.roof_dark, theme.outline, lw);
  for (double x : {0.04, 0.16, 0.28, 0.4}) {
    Shape(cv, {{x - 0.03, 0.16}, {x - 0.03, 0.03}, {x, -0.01}, {x + 0.03, 0.03}, {x + 0.03, 0.16}});
    Fill(cv, Alpha(theme.outline, 0.8));
  }
  // The west front: two towers with spires, the rose window and the portal.
  for (double x : {-0.46, -0.2}) {
    Shape(cv, {{x, 0.24}, {x + 0.14, 0.24}, {x + 0.14, -0.36}, {x, -0.36}});
    FillStroke(cv, stone, theme.wall, lw * 1.2);
    Shape(cv, {{x + 0.09, 0.24}, {x + 0.14, 0.24}, {x + 0.14, -0.36}, {x + 0.09, -0.36}});
    Fill(cv, Alpha(shade, 0.7));
    Shape(cv, {{x - 0.02, -0.36}, {x + 0.16, -0.36}, {x + 0.07, -0.74}});
    FillStroke(cv, theme.roof_dark, theme.outline, lw);
    Shape(cv, {{x + 0.04, -0.16}, {x + 0.04, -0.24}, {x + 0.07, -0.28}, {x + 0.1, -0.24}, {x + 0.1, -0.16}});
    Fill(cv, Alpha(theme.outline, 0.8));
  }
  Shape(cv, {{-0.32, 0.24}, {-0.2, 0.24}, {-0.2, -0.2}, {-0.26, -0.3}, {-0.32, -0.2}});
  FillStroke(cv, stone, theme.wall, lw * 1.2);
  Circle(cv, {-0.26, -0.08}, 0.045);
  FillStroke(cv, theme.water_light, theme.outline, lw * 0.8);
  Shape(cv, {{-0.3, 0.24}, {-0.3, 0.1}, {-0.26, 0.05}, {-0.22, 0.1}, {-0.22, 0.24}});
  Fill(cv, Alpha(theme.outline, 0.9));
  // A golden cross on each spire.
  for (double x : {-0.39, -0.13}) {
    cv.MoveTo(x, -0.74);
    cv.LineTo(x, -0.84);
    cv.MoveTo(x - 0.025, -0.8);
    cv.LineTo(x + 0.025, -0.8);
  }
  Stroke(cv, theme.cross, lw * 1.6);
}

}  // namespace carc
