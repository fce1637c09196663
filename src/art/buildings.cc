#include "art/buildings.h"

#include <cmath>
#include <initializer_list>

namespace carc {

/// Maps a building's own coordinates (its width 1, y down, turned with it)
/// to points: each building is drawn in them.
Affine Place(const Frame& f, const BuildingSpot& p) {
  return f.ToPoints() * Affine::Translation(p.at.x, p.at.y) * Affine::Rotation(p.angle) *
         Affine::Scaling(p.size, p.size);
}

/// The line width of theme width `mm` (on a 45 mm tile) in a building's own
/// coordinates.
double OwnWidth(const Frame& f, const BuildingSpot& p, double mm) { return f.Theme(mm) / f.Units(p.size); }

/// Adds an ellipse of radii `rx` and `ry` around `c`.
void Ellipse(Canvas& cv, Vec c, double rx, double ry) {
  CanvasSave s(cv);
  cv.Translate(c.x, c.y);
  cv.Scale(rx, ry);
  cv.NewSubPath();
  cv.Arc(0, 0, 1, 0, 2 * kArtPi);
  cv.ClosePath();
}

namespace {


/// A dark arched opening (door or window) `w` wide, centred at `x`, its sill at `y1`.
void Arch(Canvas& cv, const Theme& theme, double x, double y1, double w, double h) {
  Shape(cv, {{x - w / 2, y1}, {x - w / 2, y1 - h + w / 2}, {x - w / 4, y1 - h + w / 8}, {x, y1 - h},
             {x + w / 4, y1 - h + w / 8}, {x + w / 2, y1 - h + w / 2}, {x + w / 2, y1}});
  Fill(cv, Alpha(theme.outline, 0.85));
}

const Color kShadow{0, 0, 0, 0.2};

/// The house in its own coordinates; its outlines take the canvas's width.
void HouseShape(Canvas& cv, const Theme& theme, const Color& roof, const Color& eaves) {
  Shape(cv, {{-0.4, 0.32}, {0.56, 0.32}, {0.56, -0.1}, {-0.4, -0.1}});
  Fill(cv, kShadow);
  Shape(cv, {{-0.46, -0.05}, {0.46, -0.05}, {0.46, 0.28}, {-0.46, 0.28}});
  FillOutline(cv, theme.building, theme.outline);
  Shape(cv, {{-0.54, -0.03}, {0.54, -0.03}, {0.36, -0.36}, {-0.36, -0.36}});
  FillOutline(cv, roof, theme.outline);
  Shape(cv, {{-0.54, -0.03}, {0.54, -0.03}, {0.5, -0.1}, {-0.5, -0.1}});
  Fill(cv, eaves);
  Arch(cv, theme, 0.12, 0.28, 0.2, 0.24);
}

/// The village cottage in its own coordinates: lower and narrower than a
/// city house, a timber-framed wall under a rounded thatched roof with
/// darker straw lines, and a square door.
void CottageShape(Canvas& cv, const Theme& theme, const Color& thatch) {
  Color beam = Mix(theme.outline, theme.building, 0.35), straw = Mix(thatch, theme.outline, 0.35);
  Shape(cv, {{-0.34, 0.3}, {0.5, 0.3}, {0.5, -0.02}, {-0.34, -0.02}});
  Fill(cv, kShadow);
  Shape(cv, {{-0.38, 0.0}, {0.38, 0.0}, {0.38, 0.27}, {-0.38, 0.27}});
  FillOutline(cv, theme.building, theme.outline);
  for (double x : {-0.2, 0.24}) {
    Shape(cv, {{x - 0.025, 0.0}, {x + 0.025, 0.0}, {x + 0.025, 0.27}, {x - 0.025, 0.27}});
    Fill(cv, beam);
  }
  Shape(cv, {{-0.38, 0.11}, {0.38, 0.11}, {0.38, 0.14}, {-0.38, 0.14}});
  Fill(cv, beam);
  Shape(cv, {{-0.06, 0.27}, {0.1, 0.27}, {0.1, 0.1}, {-0.06, 0.1}});
  Fill(cv, Alpha(theme.outline, 0.85));
  Shape(cv, {{-0.48, 0.04}, {0.48, 0.04}, {0.44, -0.12}, {0.3, -0.3}, {0.12, -0.37}, {-0.12, -0.37},
             {-0.3, -0.3}, {-0.44, -0.12}});
  FillOutline(cv, thatch, theme.outline);
  for (double x : {-0.26, -0.09, 0.09, 0.26}) {
    Shape(cv, {{x - 0.02, 0.01}, {x + 0.02, 0.01}, {x * 0.55 + 0.015, -0.3}, {x * 0.55 - 0.015, -0.3}});
    Fill(cv, straw);
  }
}

}  // namespace

void DrawCottage(Canvas& cv, const Frame& f, const Theme& theme, const BuildingSpot& p, const Color& thatch) {
  Symbol cottage{SymbolKey("cottage", {theme.building, theme.outline, thatch}),
                 [&](Canvas& c) { CottageShape(c, theme, thatch); }};
  cv.DrawSymbol(cottage, Place(f, p), OwnWidth(f, p, theme.line_width));
}

Symbol HouseSymbol(const Theme& theme, const Color& roof, const Color& eaves) {
  return {SymbolKey("house", {theme.building, theme.outline, roof, eaves}),
          [&theme, roof, eaves](Canvas& c) { HouseShape(c, theme, roof, eaves); }};
}

void DrawHouse(Canvas& cv, const Frame& f, const Theme& theme, const BuildingSpot& p, const Symbol& house) {
  // Cities hold dozens: one drawing, placed for each.
  cv.DrawSymbol(house, Place(f, p), OwnWidth(f, p, theme.line_width));
}

void DrawKeep(Canvas& cv, const Frame& f, const Theme& theme, const BuildingSpot& p) {
  CanvasSave own(cv);
  cv.Transform(Place(f, p));
  double lw = OwnWidth(f, p, theme.line_width);
  Color stone = Mix(theme.wall_top, theme.building, 0.35), shade = Mix(theme.wall_top, theme.wall, 0.25);
  Shape(cv, {{-0.42, 0.1}, {0.66, 0.1}, {0.66, -1.1}, {-0.42, -1.1}});
  Fill(cv, kShadow);
  // The tower, its shaded side, and the parapet standing out on top.
  Shape(cv, {{-0.5, 0}, {0.5, 0}, {0.5, -1.12}, {-0.5, -1.12}});
  FillStroke(cv, stone, theme.wall, lw * 1.5);
  Shape(cv, {{0.18, 0}, {0.5, 0}, {0.5, -1.12}, {0.18, -1.12}});
  Fill(cv, Alpha(shade, 0.8));
  Shape(cv, {{-0.58, -1.1}, {0.58, -1.1}, {0.58, -1.28}, {-0.58, -1.28}});
  FillStroke(cv, stone, theme.wall, lw * 1.5);
  for (int i = 0; i < 4; ++i) {
    double x = -0.58 + i * 0.34;
    Shape(cv, {{x, -1.28}, {x + 0.18, -1.28}, {x + 0.18, -1.44}, {x, -1.44}});
    FillStroke(cv, stone, theme.wall, lw * 1.5);
  }
  // Courses of stone, two slit windows and the door.
  for (double y : {-0.3, -0.62, -0.9}) {
    cv.MoveTo(-0.5, y);
    cv.LineTo(0.5, y);
  }
  Stroke(cv, Alpha(theme.wall, 0.45), lw);
  Arch(cv, theme, -0.2, -0.62, 0.12, 0.24);
  Arch(cv, theme, 0.2, -0.62, 0.12, 0.24);
  Arch(cv, theme, 0, 0, 0.3, 0.4);
  // A pennant on a pole.
  cv.MoveTo(0, -1.44);
  cv.LineTo(0, -1.95);
  Stroke(cv, theme.wall, lw * 1.5);
  Shape(cv, {{0, -1.95}, {0.48, -1.83}, {0, -1.7}});
  FillStroke(cv, theme.roof, theme.outline, lw);
}

void DrawWell(Canvas& cv, const Frame& f, const Theme& theme, const BuildingSpot& p) {
  CanvasSave own(cv);
  cv.Transform(Place(f, p));
  double lw = OwnWidth(f, p, theme.line_width);
  Color stone = Mix(theme.wall_top, theme.building, 0.35);
  Ellipse(cv, {0.12, 0.34}, 0.5, 0.16);
  Fill(cv, kShadow);
  // The stone ring seen a little from above: its front and its rim.
  Shape(cv, {{-0.42, 0}, {0.42, 0}, {0.42, 0.3}, {0.3, 0.38}, {0, 0.41}, {-0.3, 0.38}, {-0.42, 0.3}});
  FillStroke(cv, stone, theme.wall, lw * 1.2);
  Ellipse(cv, {0, 0}, 0.42, 0.13);
  FillStroke(cv, stone, theme.wall, lw * 1.2);
  Ellipse(cv, {0, 0}, 0.3, 0.08);
  Fill(cv, Alpha(theme.outline, 0.9));
  // Two posts, the rope and a little roof.
  for (double x : {-0.36, 0.36}) Shape(cv, {{x - 0.05, 0.02}, {x + 0.05, 0.02}, {x + 0.05, -0.5}, {x - 0.05, -0.5}});
  FillStroke(cv, theme.roof_dark, theme.outline, lw * 0.8);
  cv.MoveTo(0, -0.5);
  cv.LineTo(0, -0.02);
  Stroke(cv, theme.outline, lw);
  Shape(cv, {{-0.58, -0.44}, {0.58, -0.44}, {0, -0.86}});
  FillStroke(cv, theme.building_roof, theme.outline, lw);
  Shape(cv, {{-0.58, -0.44}, {0.58, -0.44}, {0.5, -0.5}, {-0.5, -0.5}});
  Fill(cv, theme.building_roof_dark);
}

void DrawMonasteryBuilding(Canvas& cv, const Frame& f, const Theme& theme, const BuildingSpot& p) {
  CanvasSave own(cv);
  cv.Transform(Place(f, p));
  double lw = OwnWidth(f, p, theme.line_width);
  Shape(cv, {{-0.56, -0.44}, {0.56, -0.44}, {0.56, 0.5}, {-0.56, 0.5}});
  FillStroke(cv, theme.road, theme.road_edge, lw * 1.5);
  Shape(cv, {{-0.42, 0.36}, {0.5, 0.36}, {0.56, 0.3}, {0.56, -0.2}, {-0.42, -0.2}});
  Fill(cv, Color{0, 0, 0, 0.18});
  // Nave: front wall and roof.
  Shape(cv, {{-0.22, -0.06}, {0.46, -0.06}, {0.46, 0.3}, {-0.22, 0.3}});
  FillStroke(cv, theme.building, theme.outline, lw);
  Shape(cv, {{-0.25, -0.06}, {0.49, -0.06}, {0.4, -0.3}, {-0.16, -0.3}});
  FillStroke(cv, theme.building_roof, theme.outline, lw);
  Shape(cv, {{-0.25, -0.06}, {0.49, -0.06}, {0.47, -0.11}, {-0.23, -0.11}});
  Fill(cv, theme.building_roof_dark);
  Arch(cv, theme, 0.14, 0.3, 0.13, 0.2);
  Arch(cv, theme, -0.04, 0.16, 0.06, 0.1);
  Arch(cv, theme, 0.32, 0.16, 0.06, 0.1);
  // Bell tower with a pointed roof and the cross.
  Shape(cv, {{-0.44, -0.26}, {-0.2, -0.26}, {-0.2, 0.3}, {-0.44, 0.3}});
  FillStroke(cv, theme.building, theme.outline, lw);
  Arch(cv, theme, -0.32, -0.06, 0.08, 0.13);
  Shape(cv, {{-0.47, -0.26}, {-0.32, -0.26}, {-0.32, -0.62}});
  Fill(cv, theme.building_roof);
  Shape(cv, {{-0.32, -0.26}, {-0.17, -0.26}, {-0.32, -0.62}});
  Fill(cv, theme.building_roof_dark);
  Shape(cv, {{-0.47, -0.26}, {-0.17, -0.26}, {-0.32, -0.62}});
  Stroke(cv, theme.outline, lw);
  Shape(cv, {{-0.34, -0.61}, {-0.3, -0.61}, {-0.3, -0.71}, {-0.26, -0.71}, {-0.26, -0.75}, {-0.3, -0.75},
             {-0.3, -0.8}, {-0.34, -0.8}, {-0.34, -0.75}, {-0.38, -0.75}, {-0.38, -0.71}, {-0.34, -0.71}});
  FillStroke(cv, theme.cross, theme.outline, lw * 0.6);
}

}  // namespace carc
