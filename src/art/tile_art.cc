#include "art/tile_art.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <initializer_list>

#include "art/tile_shapes.h"
#include "draw/text.h"

namespace carc {

namespace {

constexpr double kPi = 3.14159265358979323846;
constexpr double kReference = 45;  // theme lengths are for a 45 mm tile

/// A small deterministic random source, seeded from a tile id and a salt.
class Random {
 public:
  Random(const std::string& id, uint64_t salt) {
    uint64_t h = 1469598103934665603ull ^ salt;
    for (unsigned char c : id) h = (h ^ c) * 1099511628211ull;
    state_ = h ? h : 1;
  }
  /// Uniform in [0, 1).
  double Next() {
    state_ += 0x9e3779b97f4a7c15ull;
    uint64_t z = state_;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return double((z ^ (z >> 31)) >> 11) / double(1ull << 53);
  }
  /// Uniform in [lo, hi).
  double In(double lo, double hi) { return lo + (hi - lo) * Next(); }

 private:
  uint64_t state_;
};

/// Maps tile units (after rotation) to points in the current user space.
class Frame {
 public:
  Frame(const TileFrame& f) : x0_(f.cut.x.pt()), y0_(f.cut.y.pt()), size_(f.cut.w.pt()),
                              size_mm_(f.cut.w.v), quarters_(((f.quarters % 4) + 4) % 4) {}

  /// The point for unit coordinates `v`.
  void Map(Vec v, double* x, double* y) const {
    for (int i = 0; i < quarters_; ++i) v = {1 - v.y, v.x};
    *x = x0_ + v.x * size_;
    *y = y0_ + v.y * size_;
  }
  /// A length in tile units, in points.
  double Units(double u) const { return u * size_; }
  /// A theme length (mm on a 45 mm tile), in points on this tile.
  double Theme(double mm) const { return Mm(mm * size_mm_ / kReference).pt(); }
  /// The rotation angle in radians.
  double Angle() const { return quarters_ * kPi / 2; }

 private:
  double x0_, y0_, size_, size_mm_;
  int quarters_;
};

void MoveTo(cairo_t* cr, const Frame& f, Vec v) {
  double x, y;
  f.Map(v, &x, &y);
  cairo_move_to(cr, x, y);
}

void LineTo(cairo_t* cr, const Frame& f, Vec v) {
  double x, y;
  f.Map(v, &x, &y);
  cairo_line_to(cr, x, y);
}

void AddPath(cairo_t* cr, const Frame& f, const Path& path) {
  if (path.segs.empty()) return;
  MoveTo(cr, f, path.segs[0].p0);
  for (const Cubic& c : path.segs) {
    double x1, y1, x2, y2, x3, y3;
    f.Map(c.c1, &x1, &y1);
    f.Map(c.c2, &x2, &y2);
    f.Map(c.p1, &x3, &y3);
    cairo_curve_to(cr, x1, y1, x2, y2, x3, y3);
  }
  if (path.closed) cairo_close_path(cr);
}

void AddPolygon(cairo_t* cr, const Frame& f, const std::vector<Vec>& points) {
  MoveTo(cr, f, points[0]);
  for (size_t i = 1; i < points.size(); ++i) LineTo(cr, f, points[i]);
  cairo_close_path(cr);
}

void AddCircle(cairo_t* cr, const Frame& f, Vec c, double r) {
  double x, y;
  f.Map(c, &x, &y);
  cairo_new_sub_path(cr);
  cairo_arc(cr, x, y, f.Units(r), 0, 2 * kPi);
  cairo_close_path(cr);  // a stroked open circle shows a hairline seam
}

/// A rectangle centred at `c`, `w` along direction `angle` and `h` across it.
std::vector<Vec> Box(Vec c, double w, double h, double angle) {
  Vec u{std::cos(angle), std::sin(angle)}, n{-u.y, u.x};
  return {c - u * (w / 2) - n * (h / 2), c + u * (w / 2) - n * (h / 2),
          c + u * (w / 2) + n * (h / 2), c - u * (w / 2) + n * (h / 2)};
}

void Fill(cairo_t* cr, const Color& color) {
  SetColor(cr, color);
  cairo_fill(cr);
}

void FillStroke(cairo_t* cr, const Color& fill, const Color& line, double width) {
  SetColor(cr, fill);
  cairo_fill_preserve(cr);
  SetColor(cr, line);
  cairo_set_line_width(cr, width);
  cairo_stroke(cr);
}

Color Alpha(Color c, double a) {
  c.a *= a;
  return c;
}

/// Draws one tile, sharing the frame, theme, shapes and the tile's seed.
class TilePainter {
 public:
  TilePainter(cairo_t* cr, const TileType& tile, const Theme& theme, const TileFrame& frame, bool clip)
      : cr_(cr), tile_(tile), theme_(theme), frame_(frame), f_(frame), clip_(clip) {
    ShapeParams params;
    params.road_half = (theme.road_width / 2 + theme.road_edge_width) / kReference;
    params.wall_half = theme.wall_width / 2 / kReference;
    shapes_ = ComputeShapes(tile, params);
  }

  void Paint() {
    SaveGuard guard(cr_);
    if (clip_) {
      // (A recording surface clips to its extents by itself; a clip there
      // would be written again for every element.)
      Rectangle(cr_, frame_.Art());
      cairo_clip(cr_);
    }
    cairo_set_line_join(cr_, CAIRO_LINE_JOIN_ROUND);
    DrawField();
    DrawRoads();
    for (const CityShape& city : shapes_.cities) DrawCity(city);
    for (const RoadShape& road : shapes_.roads)
      if (road.gate) DrawGate(road);
    if (shapes_.village.present) DrawVillage();
    if (shapes_.monastery.present) DrawMonastery();
    for (const CityShape& city : shapes_.cities)
      for (Vec s : city.shields) DrawShield(s);
    DrawDecoration();
  }

 private:
  void DrawField() {
    Rectangle(cr_, frame_.Art());
    Fill(cr_, theme_.field);
    if (!theme_.field_patches) return;
    Random rnd(tile_.id, 1);
    for (int i = 0; i < 6; ++i) {
      Vec c{rnd.In(0.05, 0.95), rnd.In(0.05, 0.95)};
      double rx = rnd.In(0.08, 0.2), ry = rnd.In(0.05, 0.12), a = rnd.In(0, kPi);
      double x, y;
      f_.Map(c, &x, &y);
      cairo_save(cr_);
      cairo_translate(cr_, x, y);
      cairo_rotate(cr_, a + f_.Angle());
      cairo_scale(cr_, f_.Units(rx), f_.Units(ry));
      cairo_new_sub_path(cr_);
      cairo_arc(cr_, 0, 0, 1, 0, 2 * kPi);
      cairo_restore(cr_);  // the path stays; only the transform goes
      Fill(cr_, Alpha(theme_.field_light, 0.3));
    }
  }

  void RoadStroke(const RoadShape& road, double width, const Color& color) {
    AddPath(cr_, f_, road.centre);
    bool village = road.end == RoadEnd::Village;
    cairo_set_line_cap(cr_, village ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT);
    cairo_set_line_width(cr_, width);
    SetColor(cr_, color);
    cairo_stroke(cr_);
  }

  void DrawRoads() {
    double w = f_.Theme(theme_.road_width), edge = f_.Theme(theme_.road_edge_width);
    for (const RoadShape& r : shapes_.roads) RoadStroke(r, w + 2 * edge, theme_.road_edge);
    if (shapes_.village.present) {
      AddCircle(cr_, f_, shapes_.village.centre, (theme_.road_width * 0.85 + theme_.road_edge_width) / kReference);
      Fill(cr_, theme_.road_edge);
    }
    for (const RoadShape& r : shapes_.roads) RoadStroke(r, w, theme_.road);
    if (shapes_.village.present) {
      AddCircle(cr_, f_, shapes_.village.centre, theme_.road_width * 0.85 / kReference);
      Fill(cr_, theme_.road);
    }
  }

  void DrawCity(const CityShape& city) {
    AddPath(cr_, f_, city.outline);
    Fill(cr_, theme_.city);
    std::vector<Vec> outline = city.outline.Flatten();
    std::vector<std::vector<Vec>> walls;
    for (const Path& w : city.walls) walls.push_back(w.Flatten());
    DrawStones(city, outline, walls);
    if (theme_.roofs) DrawRoofs(city, outline, walls);
    double wall = f_.Theme(theme_.wall_width);
    for (const Path& w : city.walls) {
      // Battlements: short dashes along the city side of the wall.
      AddPath(cr_, f_, Offset(w, outline, theme_.wall_width * 0.95 / kReference));
      double dash[] = {wall * 0.9, wall * 0.8};
      cairo_set_dash(cr_, dash, 2, 0);
      cairo_set_line_cap(cr_, CAIRO_LINE_CAP_BUTT);
      cairo_set_line_width(cr_, wall * 0.9);
      SetColor(cr_, theme_.wall);
      cairo_stroke(cr_);
      cairo_set_dash(cr_, nullptr, 0, 0);
      AddPath(cr_, f_, w);
      cairo_set_line_cap(cr_, CAIRO_LINE_CAP_BUTT);
      cairo_set_line_width(cr_, wall);
      SetColor(cr_, theme_.wall);
      cairo_stroke(cr_);
      AddPath(cr_, f_, w);
      cairo_set_line_width(cr_, wall * 0.38);
      SetColor(cr_, theme_.wall_top);
      cairo_stroke(cr_);
    }
  }

  /// `wall` moved `d` toward the city side: each end along its own normal.
  static Path Offset(const Path& wall, const std::vector<Vec>& outline, double d) {
    Path out;
    if (wall.segs.empty()) return out;
    const Cubic& c = wall.segs[0];
    auto normal = [](Vec a, Vec b) {
      Vec t = b - a;
      double l = Length(t);
      return l > 0 ? Vec{-t.y / l, t.x / l} : Vec{};
    };
    Vec n0 = normal(c.p0, c.c1), n1 = normal(c.c2, c.p1);
    Vec mid = c.At(0.5), nm = normal(c.At(0.49), c.At(0.51));
    double side = InsidePolygon(mid + nm * 0.02, outline) ? 1 : -1;
    out.MoveTo(c.p0 + n0 * (side * d));
    out.CurveTo(c.c1 + n0 * (side * d), c.c2 + n1 * (side * d), c.p1 + n1 * (side * d));
    return out;
  }

  static bool ClearOfWalls(Vec p, const std::vector<std::vector<Vec>>& walls, double d) {
    for (const auto& w : walls)
      if (PolylineDistance(p, w) < d) return false;
    return true;
  }

  /// A faint texture of paving stones, so the city reads as built ground.
  void DrawStones(const CityShape& city, const std::vector<Vec>& outline,
                  const std::vector<std::vector<Vec>>& walls) {
    Random rnd(tile_.id, 100 + uint64_t(city.city));
    for (int i = 0; i < 30; ++i) {
      Vec c{rnd.In(0.0, 1.0), rnd.In(0.0, 1.0)};
      if (!InsidePolygon(c, outline) || !ClearOfWalls(c, walls, 0.06)) {
        rnd.Next(), rnd.Next(), rnd.Next();
        continue;
      }
      AddPolygon(cr_, f_, Box(c, rnd.In(0.04, 0.08), rnd.In(0.02, 0.035), rnd.In(-0.2, 0.2)));
      Fill(cr_, Alpha(theme_.city_shade, 0.4));
    }
  }

  /// Houses in staggered rows, kept clear of the walls, gates and shields;
  /// drawn from the back row forward so nearer roofs overlap farther ones.
  void DrawRoofs(const CityShape& city, const std::vector<Vec>& outline,
                 const std::vector<std::vector<Vec>>& walls) {
    Random rnd(tile_.id, 200 + uint64_t(city.city));
    const double dx = 0.105, dy = 0.082;
    for (int row = 0; row < 12; ++row) {
      for (int col = 0; col < 10; ++col) {
        Vec c{0.07 + col * dx + (row % 2) * dx / 2 + rnd.In(-0.012, 0.012), 0.075 + row * dy + rnd.In(-0.01, 0.01)};
        double skip = rnd.Next(), w = rnd.In(0.075, 0.09);
        bool dark = rnd.Next() < 0.35;
        if (skip < 0.12 || c.x > 0.95 || c.y > 0.95) continue;
        if (!InsidePolygon(c, outline) || !ClearOfWalls(c, walls, 0.07)) continue;
        bool clear = true;
        for (Vec s : city.shields) clear &= Length(c - s) > 0.1;
        for (const RoadShape& r : shapes_.roads)
          if (r.gate) clear &= Length(c - r.gate_at) > 0.09;
        if (clear) DrawCottage(c, w, dark ? theme_.roof_dark : theme_.roof, theme_.roof_dark);
      }
    }
  }

  /// Where a road enters a city: a passage through the wall between two towers.
  void DrawGate(const RoadShape& road) {
    Vec d = road.gate_dir, t{-d.y, d.x};
    double wall = theme_.wall_width / kReference, road_w = theme_.road_width / kReference;
    Vec c = road.gate_at;
    AddPolygon(cr_, f_, {c - t * (road_w * 0.55) - d * (wall * 1.6), c + t * (road_w * 0.55) - d * (wall * 1.6),
                         c + t * (road_w * 0.55) + d * (wall * 1.6), c - t * (road_w * 0.55) + d * (wall * 1.6)});
    FillStroke(cr_, theme_.road_edge, theme_.wall, f_.Theme(theme_.line_width));
    for (int side : {-1, 1}) {
      Vec at = c + t * (side * (road_w * 0.55 + wall * 1.3));
      AddPolygon(cr_, f_, Box(at, wall * 2.6, wall * 2.6, std::atan2(t.y, t.x)));
      FillStroke(cr_, theme_.wall_top, theme_.wall, f_.Theme(theme_.line_width) * 1.5);
    }
  }

  void DrawVillage() {
    const VillageShape& v = shapes_.village;
    std::vector<double> angles;
    for (Vec a : v.arms) angles.push_back(std::atan2(a.y, a.x));
    std::sort(angles.begin(), angles.end());
    Random rnd(tile_.id, 300);
    for (size_t i = 0; i < angles.size(); ++i) {
      double from = angles[i];
      double to = i + 1 < angles.size() ? angles[i + 1] : angles[0] + 2 * kPi;
      double gap = to - from;
      int houses = gap > 1.6 * kPi ? 3 : gap > 0.9 * kPi ? 2 : 1;
      for (int k = 1; k <= houses; ++k) {
        double a = from + gap * k / (houses + 1);
        double dist = houses == 1 ? 0.18 : 0.19;
        Vec c = v.centre + Vec{std::cos(a), std::sin(a)} * dist;
        DrawCottage(c, rnd.In(0.105, 0.12), theme_.building_roof, theme_.building_roof_dark);
      }
    }
  }

  /// A polygon in building coordinates: `c` plus `s` times each point.
  void Shape(Vec c, double s, std::initializer_list<Vec> pts) {
    std::vector<Vec> out;
    for (Vec p : pts) out.push_back(c + p * s);
    AddPolygon(cr_, f_, out);
  }

  /// A dark arched opening (door or window), `w` wide, bottom at `y1`.
  void Arch(Vec c, double s, double x, double y1, double w, double h) {
    Shape(c, s, {{x - w / 2, y1}, {x - w / 2, y1 - h + w / 2}, {x - w / 4, y1 - h + w / 8}, {x, y1 - h},
                 {x + w / 4, y1 - h + w / 8}, {x + w / 2, y1 - h + w / 2}, {x + w / 2, y1}});
    Fill(cr_, Alpha(theme_.outline, 0.85));
  }

  /// The monastery: a church seen from the front and a little above, with a
  /// bell tower and a cross, standing in a paved yard where roads end.
  void DrawMonastery() {
    const MonasteryShape& m = shapes_.monastery;
    double s = m.size, lw = f_.Theme(theme_.line_width);
    Vec c = m.centre;
    Shape(c, s, {{-0.56, -0.44}, {0.56, -0.44}, {0.56, 0.5}, {-0.56, 0.5}});
    FillStroke(cr_, theme_.road, theme_.road_edge, lw * 1.5);
    Shape(c, s, {{-0.42, 0.36}, {0.5, 0.36}, {0.56, 0.3}, {0.56, -0.2}, {-0.42, -0.2}});
    Fill(cr_, Color{0, 0, 0, 0.18});
    // Nave: front wall and roof.
    Shape(c, s, {{-0.22, -0.06}, {0.46, -0.06}, {0.46, 0.3}, {-0.22, 0.3}});
    FillStroke(cr_, theme_.building, theme_.outline, lw);
    Shape(c, s, {{-0.25, -0.06}, {0.49, -0.06}, {0.4, -0.3}, {-0.16, -0.3}});
    FillStroke(cr_, theme_.building_roof, theme_.outline, lw);
    Shape(c, s, {{-0.25, -0.06}, {0.49, -0.06}, {0.47, -0.11}, {-0.23, -0.11}});
    Fill(cr_, theme_.building_roof_dark);
    Arch(c, s, 0.14, 0.3, 0.13, 0.2);
    Arch(c, s, -0.04, 0.16, 0.06, 0.1);
    Arch(c, s, 0.32, 0.16, 0.06, 0.1);
    // Bell tower with a pointed roof and the cross.
    Shape(c, s, {{-0.44, -0.26}, {-0.2, -0.26}, {-0.2, 0.3}, {-0.44, 0.3}});
    FillStroke(cr_, theme_.building, theme_.outline, lw);
    Arch(c, s, -0.32, -0.06, 0.08, 0.13);
    Shape(c, s, {{-0.47, -0.26}, {-0.32, -0.26}, {-0.32, -0.62}});
    Fill(cr_, theme_.building_roof);
    Shape(c, s, {{-0.32, -0.26}, {-0.17, -0.26}, {-0.32, -0.62}});
    Fill(cr_, theme_.building_roof_dark);
    Shape(c, s, {{-0.47, -0.26}, {-0.17, -0.26}, {-0.32, -0.62}});
    SetColor(cr_, theme_.outline);
    cairo_set_line_width(cr_, lw);
    cairo_stroke(cr_);
    Shape(c, s, {{-0.34, -0.61}, {-0.3, -0.61}, {-0.3, -0.71}, {-0.26, -0.71}, {-0.26, -0.75}, {-0.3, -0.75},
                 {-0.3, -0.8}, {-0.34, -0.8}, {-0.34, -0.75}, {-0.38, -0.75}, {-0.38, -0.71}, {-0.34, -0.71}});
    FillStroke(cr_, theme_.cross, theme_.outline, lw * 0.6);
  }

  /// A small house seen from the front: wall, red roof and a door.
  void DrawCottage(Vec c, double w, const Color& roof, const Color& eaves) {
    double lw = f_.Theme(theme_.line_width);
    Shape(c, w, {{-0.4, 0.32}, {0.56, 0.32}, {0.56, -0.1}, {-0.4, -0.1}});
    Fill(cr_, Color{0, 0, 0, 0.2});
    Shape(c, w, {{-0.46, -0.05}, {0.46, -0.05}, {0.46, 0.28}, {-0.46, 0.28}});
    FillStroke(cr_, theme_.building, theme_.outline, lw);
    Shape(c, w, {{-0.54, -0.03}, {0.54, -0.03}, {0.36, -0.36}, {-0.36, -0.36}});
    FillStroke(cr_, roof, theme_.outline, lw);
    Shape(c, w, {{-0.54, -0.03}, {0.54, -0.03}, {0.5, -0.1}, {-0.5, -0.1}});
    Fill(cr_, eaves);
    Arch(c, w, 0.12, 0.28, 0.2, 0.24);
  }

  /// A blue heraldic shield with a white bend.
  void DrawShield(Vec c) {
    const double w = 0.058, top = 0.062, bottom = 0.078;
    auto outline = [&]() {
      Path p;
      p.MoveTo(c + Vec{-w, -top});
      p.LineTo(c + Vec{w, -top});
      p.LineTo(c + Vec{w, 0.0});
      p.CurveTo(c + Vec{w, 0.045}, c + Vec{0.03, 0.065}, c + Vec{0, bottom});
      p.CurveTo(c + Vec{-0.03, 0.065}, c + Vec{-w, 0.045}, c + Vec{-w, 0});
      p.closed = true;
      AddPath(cr_, f_, p);
    };
    double lw = f_.Theme(theme_.line_width);
    SaveGuard g(cr_);
    // A soft shadow lifts it off the city.
    {
      SaveGuard s(cr_);
      double dx, dy, ox, oy;
      f_.Map(c, &ox, &oy);
      f_.Map(c + Vec{0.008, 0.01}, &dx, &dy);
      cairo_translate(cr_, dx - ox, dy - oy);
      outline();
      Fill(cr_, Color{0, 0, 0, 0.3});
    }
    {
      SaveGuard clip(cr_);
      outline();
      SetColor(cr_, theme_.shield);
      cairo_fill_preserve(cr_);
      cairo_clip(cr_);
      AddPolygon(cr_, f_, {c + Vec{-w, -top - 0.03}, c + Vec{-w + 0.03, -top - 0.03}, c + Vec{w, bottom - 0.03},
                           c + Vec{w - 0.03, bottom + 0.01}, c + Vec{-w, -top + 0.02}});
      Fill(cr_, theme_.shield_charge);
    }
    outline();
    SetColor(cr_, theme_.shield_charge);
    cairo_set_line_width(cr_, lw * 4);
    cairo_stroke_preserve(cr_);
    SetColor(cr_, theme_.outline);
    cairo_set_line_width(cr_, lw);
    cairo_stroke(cr_);
  }

  void DrawDecoration() {
    Random rnd(tile_.id, 400);
    int trees = theme_.trees > 0 ? int(rnd.Next() * (theme_.trees + 1)) : 0;
    std::vector<Vec> placed;
    for (int tries = 0; tries < 60 && trees > 0; ++tries) {
      Vec p{rnd.Next(), rnd.Next()};
      bool apart = true;
      for (Vec q : placed) apart &= Length(p - q) > 0.14;
      if (!apart || !shapes_.IsFree(p, 0.055)) continue;
      placed.push_back(p);
      DrawTree(p, rnd.In(0.035, 0.05));
      --trees;
    }
    double lw = f_.Theme(0.28);
    SetColor(cr_, Alpha(theme_.grass, 0.85));
    cairo_set_line_width(cr_, lw);
    cairo_set_line_cap(cr_, CAIRO_LINE_CAP_ROUND);
    int tufts = 0;
    for (int tries = 0; tries < theme_.grass_tufts * 5 && tufts < theme_.grass_tufts; ++tries) {
      Vec p{rnd.Next(), rnd.Next()};
      bool apart = true;
      for (Vec q : placed) apart &= Length(p - q) > 0.07;
      if (!apart || !shapes_.IsFree(p, 0.02)) continue;
      ++tufts;
      double h = rnd.In(0.014, 0.022);
      for (double dx : {-0.008, 0.0, 0.008}) {
        MoveTo(cr_, f_, p + Vec{dx * 0.3, 0});
        LineTo(cr_, f_, p + Vec{dx, -h * (dx == 0 ? 1.0 : 0.75)});
      }
    }
    cairo_stroke(cr_);
  }

  void DrawTree(Vec p, double r) {
    AddCircle(cr_, f_, p + Vec{r * 0.25, r * 0.3}, r);
    Fill(cr_, Color{0, 0, 0, 0.25});
    AddCircle(cr_, f_, p, r);
    FillStroke(cr_, theme_.tree, Alpha(theme_.outline, 0.6), f_.Theme(theme_.line_width) * 0.7);
    AddCircle(cr_, f_, p - Vec{r * 0.3, r * 0.3}, r * 0.45);
    Fill(cr_, Alpha(theme_.tree_light, 0.9));
  }

  cairo_t* cr_;
  const TileType& tile_;
  const Theme& theme_;
  const TileFrame& frame_;
  Frame f_;
  bool clip_;
  TileShapes shapes_;
};

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

}  // namespace

void DrawTileFront(cairo_t* cr, const TileType& tile, const Theme& theme, const TileFrame& frame,
                   const TileImage* image) {
  if (image) {
    SaveGuard guard(cr);
    Rectangle(cr, frame.Art());
    cairo_clip(cr);
    image->Draw(cr, frame.cut, frame.bleed, frame.quarters);
    return;
  }
  TilePainter(cr, tile, theme, frame, true).Paint();
}

void DrawTileBack(cairo_t* cr, bool start, const Theme& theme, const TileFrame& frame) {
  SaveGuard guard(cr);
  RectMm art = frame.Art();
  Rectangle(cr, art);
  cairo_clip(cr);
  Rectangle(cr, art);
  SetColor(cr, start ? theme.start_back : theme.back);
  cairo_fill(cr);
  double k = frame.cut.w.v / kReference;
  const Color& mark = start ? theme.start_mark : theme.back_mark;
  RectMm inner{frame.cut.x + Mm(2.5 * k), frame.cut.y + Mm(2.5 * k), frame.cut.w - Mm(5 * k),
               frame.cut.h - Mm(5 * k)};
  Rectangle(cr, inner);
  SetColor(cr, mark);
  SetLineWidth(cr, Mm(0.6 * k));
  cairo_stroke(cr);
  double cx = (frame.cut.x + frame.cut.w / 2).pt(), cy = (frame.cut.y + frame.cut.h / 2).pt();
  if (!start) {
    AddCastle(cr, cx, cy, Mm(16 * k).pt());
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD);
    SetColor(cr, mark);
    cairo_fill(cr);
    return;
  }
  bool label = !theme.start_label.empty();
  AddStar(cr, cx, cy - (label ? Mm(3.5 * k).pt() : 0), Mm(12 * k).pt());
  SetColor(cr, mark);
  cairo_fill(cr);
  if (!label) return;
  TextStyle style;
  style.family = theme.font;
  style.bold = true;
  style.size_pt = 10 * k;
  style.color = mark;
  DrawText(cr, theme.start_label, style, {frame.cut.x, frame.cut.y + frame.cut.h * 0.7}, frame.cut.w,
           Align::Center);
}

namespace {
SurfacePtr Record(Mm size, Mm bleed, TileFrame* frame) {
  Mm full = size + bleed * 2;
  cairo_rectangle_t extents{0, 0, full.pt(), full.pt()};
  SurfacePtr surface(cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents));
  frame->cut = {bleed, bleed, size, size};
  frame->bleed = bleed;
  return surface;
}
}  // namespace

SurfacePtr RecordTileFront(const TileType& tile, const Theme& theme, Mm size, Mm bleed,
                           const TileImage* image, int quarters) {
  TileFrame frame;
  SurfacePtr surface = Record(size, bleed, &frame);
  frame.quarters = quarters;
  ContextPtr cr(cairo_create(surface.get()));
  if (image) DrawTileFront(cr.get(), tile, theme, frame, image);
  else TilePainter(cr.get(), tile, theme, frame, false).Paint();
  return surface;
}

SurfacePtr RecordTileBack(bool start, const Theme& theme, Mm size, Mm bleed) {
  TileFrame frame;
  SurfacePtr surface = Record(size, bleed, &frame);
  ContextPtr cr(cairo_create(surface.get()));
  DrawTileBack(cr.get(), start, theme, frame);
  return surface;
}

}  // namespace carc
