#include "art/buildings.h"

#include <cmath>
#include <initializer_list>

namespace carc {

namespace {

/// The point `q` of a building's own drawing (its width 1, y down, turned with
/// it) in tile units.
Vec At(const BuildingSpot& p, Vec q) {
  double c = std::cos(p.angle), s = std::sin(p.angle);
  return p.at + Vec{q.x * c - q.y * s, q.x * s + q.y * c} * p.size;
}

/// Adds a polygon given in the building's own coordinates.
void Shape(cairo_t* cr, const Frame& f, const BuildingSpot& p, std::initializer_list<Vec> pts) {
  std::vector<Vec> out;
  for (Vec q : pts) out.push_back(At(p, q));
  AddPolygon(cr, f, out);
}

/// A dark arched opening (door or window) `w` wide, centred at `x`, its sill at `y1`.
void Arch(cairo_t* cr, const Frame& f, const Theme& theme, const BuildingSpot& p, double x, double y1, double w,
          double h) {
  Shape(cr, f, p, {{x - w / 2, y1}, {x - w / 2, y1 - h + w / 2}, {x - w / 4, y1 - h + w / 8}, {x, y1 - h},
                   {x + w / 4, y1 - h + w / 8}, {x + w / 2, y1 - h + w / 2}, {x + w / 2, y1}});
  Fill(cr, Alpha(theme.outline, 0.85));
}

const Color kShadow{0, 0, 0, 0.2};

}  // namespace

void DrawHouse(cairo_t* cr, const Frame& f, const Theme& theme, const BuildingSpot& p, const Color& roof,
               const Color& eaves) {
  double lw = f.Theme(theme.line_width);
  Shape(cr, f, p, {{-0.4, 0.32}, {0.56, 0.32}, {0.56, -0.1}, {-0.4, -0.1}});
  Fill(cr, kShadow);
  Shape(cr, f, p, {{-0.46, -0.05}, {0.46, -0.05}, {0.46, 0.28}, {-0.46, 0.28}});
  FillStroke(cr, theme.building, theme.outline, lw);
  Shape(cr, f, p, {{-0.54, -0.03}, {0.54, -0.03}, {0.36, -0.36}, {-0.36, -0.36}});
  FillStroke(cr, roof, theme.outline, lw);
  Shape(cr, f, p, {{-0.54, -0.03}, {0.54, -0.03}, {0.5, -0.1}, {-0.5, -0.1}});
  Fill(cr, eaves);
  Arch(cr, f, theme, p, 0.12, 0.28, 0.2, 0.24);
}

void DrawKeep(cairo_t* cr, const Frame& f, const Theme& theme, const BuildingSpot& p) {
  double lw = f.Theme(theme.line_width);
  Color stone = Mix(theme.wall_top, theme.building, 0.35), shade = Mix(theme.wall_top, theme.wall, 0.25);
  Shape(cr, f, p, {{-0.42, 0.1}, {0.66, 0.1}, {0.66, -1.1}, {-0.42, -1.1}});
  Fill(cr, kShadow);
  // The tower, its shaded side, and the parapet standing out on top.
  Shape(cr, f, p, {{-0.5, 0}, {0.5, 0}, {0.5, -1.12}, {-0.5, -1.12}});
  FillStroke(cr, stone, theme.wall, lw * 1.5);
  Shape(cr, f, p, {{0.18, 0}, {0.5, 0}, {0.5, -1.12}, {0.18, -1.12}});
  Fill(cr, Alpha(shade, 0.8));
  Shape(cr, f, p, {{-0.58, -1.1}, {0.58, -1.1}, {0.58, -1.28}, {-0.58, -1.28}});
  FillStroke(cr, stone, theme.wall, lw * 1.5);
  for (int i = 0; i < 4; ++i) {
    double x = -0.58 + i * 0.34;
    Shape(cr, f, p, {{x, -1.28}, {x + 0.18, -1.28}, {x + 0.18, -1.44}, {x, -1.44}});
    FillStroke(cr, stone, theme.wall, lw * 1.5);
  }
  // Courses of stone, two slit windows and the door.
  for (double y : {-0.3, -0.62, -0.9}) {
    MoveTo(cr, f, At(p, {-0.5, y}));
    LineTo(cr, f, At(p, {0.5, y}));
  }
  Stroke(cr, Alpha(theme.wall, 0.45), lw);
  Arch(cr, f, theme, p, -0.2, -0.62, 0.12, 0.24);
  Arch(cr, f, theme, p, 0.2, -0.62, 0.12, 0.24);
  Arch(cr, f, theme, p, 0, 0, 0.3, 0.4);
  // A pennant on a pole.
  MoveTo(cr, f, At(p, {0, -1.44}));
  LineTo(cr, f, At(p, {0, -1.95}));
  Stroke(cr, theme.wall, lw * 1.5);
  Shape(cr, f, p, {{0, -1.95}, {0.48, -1.83}, {0, -1.7}});
  FillStroke(cr, theme.roof, theme.outline, lw);
}

void DrawWell(cairo_t* cr, const Frame& f, const Theme& theme, const BuildingSpot& p) {
  double lw = f.Theme(theme.line_width);
  Color stone = Mix(theme.wall_top, theme.building, 0.35);
  AddEllipse(cr, f, At(p, {0.12, 0.34}), p.size * 0.5, p.size * 0.16, p.angle);
  Fill(cr, kShadow);
  // The stone ring seen a little from above: its front and its rim.
  Shape(cr, f, p, {{-0.42, 0}, {0.42, 0}, {0.42, 0.3}, {0.3, 0.38}, {0, 0.41}, {-0.3, 0.38}, {-0.42, 0.3}});
  FillStroke(cr, stone, theme.wall, lw * 1.2);
  AddEllipse(cr, f, At(p, {0, 0}), p.size * 0.42, p.size * 0.13, p.angle);
  FillStroke(cr, stone, theme.wall, lw * 1.2);
  AddEllipse(cr, f, At(p, {0, 0}), p.size * 0.3, p.size * 0.08, p.angle);
  Fill(cr, Alpha(theme.outline, 0.9));
  // Two posts, the rope and a little roof.
  for (double x : {-0.36, 0.36}) Shape(cr, f, p, {{x - 0.05, 0.02}, {x + 0.05, 0.02}, {x + 0.05, -0.5}, {x - 0.05, -0.5}});
  FillStroke(cr, theme.roof_dark, theme.outline, lw * 0.8);
  MoveTo(cr, f, At(p, {0, -0.5}));
  LineTo(cr, f, At(p, {0, -0.02}));
  Stroke(cr, theme.outline, lw);
  Shape(cr, f, p, {{-0.58, -0.44}, {0.58, -0.44}, {0, -0.86}});
  FillStroke(cr, theme.building_roof, theme.outline, lw);
  Shape(cr, f, p, {{-0.58, -0.44}, {0.58, -0.44}, {0.5, -0.5}, {-0.5, -0.5}});
  Fill(cr, theme.building_roof_dark);
}

void DrawMonasteryBuilding(cairo_t* cr, const Frame& f, const Theme& theme, const BuildingSpot& p) {
  double lw = f.Theme(theme.line_width);
  Shape(cr, f, p, {{-0.56, -0.44}, {0.56, -0.44}, {0.56, 0.5}, {-0.56, 0.5}});
  FillStroke(cr, theme.road, theme.road_edge, lw * 1.5);
  Shape(cr, f, p, {{-0.42, 0.36}, {0.5, 0.36}, {0.56, 0.3}, {0.56, -0.2}, {-0.42, -0.2}});
  Fill(cr, Color{0, 0, 0, 0.18});
  // Nave: front wall and roof.
  Shape(cr, f, p, {{-0.22, -0.06}, {0.46, -0.06}, {0.46, 0.3}, {-0.22, 0.3}});
  FillStroke(cr, theme.building, theme.outline, lw);
  Shape(cr, f, p, {{-0.25, -0.06}, {0.49, -0.06}, {0.4, -0.3}, {-0.16, -0.3}});
  FillStroke(cr, theme.building_roof, theme.outline, lw);
  Shape(cr, f, p, {{-0.25, -0.06}, {0.49, -0.06}, {0.47, -0.11}, {-0.23, -0.11}});
  Fill(cr, theme.building_roof_dark);
  Arch(cr, f, theme, p, 0.14, 0.3, 0.13, 0.2);
  Arch(cr, f, theme, p, -0.04, 0.16, 0.06, 0.1);
  Arch(cr, f, theme, p, 0.32, 0.16, 0.06, 0.1);
  // Bell tower with a pointed roof and the cross.
  Shape(cr, f, p, {{-0.44, -0.26}, {-0.2, -0.26}, {-0.2, 0.3}, {-0.44, 0.3}});
  FillStroke(cr, theme.building, theme.outline, lw);
  Arch(cr, f, theme, p, -0.32, -0.06, 0.08, 0.13);
  Shape(cr, f, p, {{-0.47, -0.26}, {-0.32, -0.26}, {-0.32, -0.62}});
  Fill(cr, theme.building_roof);
  Shape(cr, f, p, {{-0.32, -0.26}, {-0.17, -0.26}, {-0.32, -0.62}});
  Fill(cr, theme.building_roof_dark);
  Shape(cr, f, p, {{-0.47, -0.26}, {-0.17, -0.26}, {-0.32, -0.62}});
  Stroke(cr, theme.outline, lw);
  Shape(cr, f, p, {{-0.34, -0.61}, {-0.3, -0.61}, {-0.3, -0.71}, {-0.26, -0.71}, {-0.26, -0.75}, {-0.3, -0.75},
                   {-0.3, -0.8}, {-0.34, -0.8}, {-0.34, -0.75}, {-0.38, -0.75}, {-0.38, -0.71}, {-0.34, -0.71}});
  FillStroke(cr, theme.cross, theme.outline, lw * 0.6);
}

}  // namespace carc
