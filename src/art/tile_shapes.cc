#include "art/tile_shapes.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "art/river_shapes.h"
#include "spec/topology.h"

namespace carc {

namespace {

constexpr double kPi = 3.14159265358979323846;
constexpr double kDeg = kPi / 180;

// Wall shapes: depth into the tile and tangent angle at the corners.
constexpr double kCapDepth = 0.26, kCapAngle = 40 * kDeg;
constexpr double kBandDepth = 0.30, kBayDepth = 0.35, kBayAngle = 45 * kDeg;
constexpr double kDiagonalAngle = 4 * kDeg;  // 45° - 4° = 41° from the sides
// Bézier handle length for a quarter circle.
constexpr double kArcHandle = 0.5523;

/// Corner k of the tile, clockwise from the north-west: side s runs from
/// corner s to corner s + 1.
Vec Corner(int k) {
  static const Vec corners[4] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
  return corners[((k % 4) + 4) % 4];
}

Vec Outward(int s) { return Inward(Side(s)) * -1.0; }

Vec Unit(Vec v) {
  double l = Length(v);
  return l > 0 ? v * (1 / l) : Vec{};
}

std::vector<int> SideList(SideSet set) {
  std::vector<int> out;
  for (int s = 0; s < kSides; ++s)
    if (Has(set, s)) out.push_back(s);
  return out;
}

/// A wall from corner `p` to corner `q` along side `g`, bowed `depth` into the
/// tile and leaving the side at `angle`.
Cubic SideBow(Vec p, Vec q, int g, double depth, double angle) {
  Vec u = Unit(q - p), n = Inward(Side(g % 4));
  double h = depth / (0.75 * std::sin(angle));
  Vec c1 = p + (u * std::cos(angle) + n * std::sin(angle)) * h;
  Vec c2 = q + (u * -std::cos(angle) + n * std::sin(angle)) * h;
  return {p, c1, c2, q};
}

/// A wall across the tile from corner `p` to the opposite corner `q`, bowed
/// slightly toward corner `k`.
Cubic DiagonalBow(Vec p, Vec q, Vec k) {
  Vec u = Unit(q - p), n = Unit(k - (p + q) * 0.5);
  double h = Length(q - p) / 3;
  double c = std::cos(kDiagonalAngle), s = std::sin(kDiagonalAngle);
  return {p, p + (u * c + n * s) * h, q + (u * -c + n * s) * h, q};
}

struct WallInfo {
  int from_point = -1;  // border point the wall starts at (topology.h numbering)
};

CityShape MakeCity(const TileType& tile, int index, const ShapeParams& params,
                   std::vector<WallInfo>* infos) {
  CityShape shape;
  shape.city = index;
  std::vector<int> sides = SideList(tile.cities[index].sides);
  if (sides.empty()) return shape;
  size_t n = sides.size();
  int opposite_sides = 0;
  for (int s : sides) opposite_sides += Has(tile.cities[index].sides, (s + 2) % 4);
  bool band = n == 2 && opposite_sides == 2;
  double e = params.extend;
  auto gap_after = [&](size_t i) {
    int s = sides[i], next = sides[(i + 1) % n];
    return n == 1 ? 3 : ((next - s - 1) % 4 + 4) % 4;
  };
  Path& path = shape.outline;
  int first = sides[0];
  path.MoveTo(gap_after(n - 1) == 0 ? Corner(first) + Outward(first) * e : Corner(first));
  for (size_t i = 0; i < n; ++i) {
    int s = sides[i], next = sides[(i + 1) % n];
    int gap = gap_after(i);
    path.LineTo(Corner(s) + Outward(s) * e);
    path.LineTo(Corner(s + 1) + Outward(s) * e);
    if (gap == 0) {
      path.LineTo(Corner(s + 1) + Outward(s) * e + Outward(next) * e);
      continue;
    }
    path.LineTo(Corner(s + 1));
    Cubic wall;
    if (gap == 3) wall = SideBow(Corner(s + 1), Corner(s), s, kCapDepth, kCapAngle);
    else if (gap == 1) wall = SideBow(Corner(s + 1), Corner(s + 2), s + 1, band ? kBandDepth : kBayDepth, kBayAngle);
    else wall = DiagonalBow(Corner(s + 1), Corner(s + 3), Corner(s + 2));
    path.CurveTo(wall.c1, wall.c2, wall.p1);
    Path w;
    w.MoveTo(wall.p0);
    w.CurveTo(wall.c1, wall.c2, wall.p1);
    shape.walls.push_back(w);
    infos->push_back({3 * s + 2});
  }
  path.closed = true;
  return shape;
}

/// Shield centres: the points of the city farthest from its walls (up to a
/// comfortable distance), nearest the tile's centre, apart from each other.
void PlaceShields(int count, CityShape* city) {
  std::vector<Vec> outline = city->outline.Flatten();
  std::vector<std::vector<Vec>> walls;
  for (const Path& w : city->walls) walls.push_back(w.Flatten());
  for (int k = 0; k < count; ++k) {
    double best = -1e9;
    Vec best_p{0.5, 0.5};
    for (double y = 0.13; y <= 0.871; y += 0.02) {
      for (double x = 0.12; x <= 0.881; x += 0.02) {
        Vec p{x, y};
        if (!InsidePolygon(p, outline)) continue;
        double clear = 0.24;
        for (const auto& w : walls) clear = std::min(clear, PolylineDistance(p, w));
        bool crowded = false;
        for (Vec q : city->shields) crowded |= Length(p - q) < 0.15;
        if (crowded) continue;
        double score = clear - 0.25 * Length(p - Vec{0.5, 0.5});
        if (score > best) {
          best = score;
          best_p = p;
        }
      }
    }
    city->shields.push_back(best_p);
  }
}

/// Where on `wall` a road coming in from `from` along `dir` should meet it:
/// straight ahead where the wall crosses its path, else the nearest point
/// sideways, avoiding the wall's very ends.
double MeetingT(const Cubic& wall, Vec from, Vec dir) {
  double best_t = 0.5, best = std::numeric_limits<double>::max();
  for (int i = 0; i <= 80; ++i) {
    double t = 0.1 + 0.8 * i / 80;
    Vec d = wall.At(t) - from;
    double sideways = std::abs(d.x * dir.y - d.y * dir.x);
    double score = sideways + 0.1 * Length(d);
    if (score < best) {
      best = score;
      best_t = t;
    }
  }
  return best_t;
}

RoadShape MakeRoad(const TileType& tile, int index, const TileShapes& shapes,
                   const std::vector<Chord>& chords,
                   const std::vector<std::vector<WallInfo>>& wall_infos) {
  const Road& road = tile.roads[index];
  RoadShape shape;
  shape.road = index;
  shape.end = road.end;
  std::vector<int> sides = SideList(road.sides);
  double e = shapes.params.extend;
  Path& p = shape.centre;
  if (sides.empty()) return shape;
  int a = sides[0];
  Vec ma = SideMid(Side(a));
  p.MoveTo(ma + Outward(a) * e);
  p.LineTo(ma);
  if (sides.size() >= 2) {
    int b = sides[1];
    Vec mb = SideMid(Side(b));
    if ((b - a) % 2 == 0) {
      p.LineTo(mb);
    } else {
      p.CurveTo(ma + Inward(Side(a)) * (0.5 * kArcHandle), mb + Inward(Side(b)) * (0.5 * kArcHandle), mb);
    }
    p.LineTo(mb + Outward(b) * e);
    return shape;
  }
  switch (road.end) {
    case RoadEnd::Village:
      p.LineTo(shapes.village.centre);
      return shape;
    case RoadEnd::Monastery:
    case RoadEnd::None:
      p.LineTo(shapes.monastery.centre);
      return shape;
    case RoadEnd::River:
      p.LineTo(RiverBankFrom(Side(a), shapes));
      return shape;
    case RoadEnd::City:
      break;
  }
  // Find the wall this road meets (the same one topology.h cuts along).
  const Cubic* wall = nullptr;
  for (const Chord& c : chords) {
    if (c.source != ChordSource::RoadToCity || c.feature != index) continue;
    for (const CityShape& city : shapes.cities) {
      if (city.city != c.wall_of_city) continue;
      const auto& infos = wall_infos[size_t(city.city)];
      for (size_t w = 0; w < infos.size() && w < city.walls.size(); ++w)
        if (infos[w].from_point == c.from) wall = &city.walls[w].segs[0];
    }
  }
  if (!wall) {
    p.LineTo({0.5, 0.5});
    return shape;
  }
  double t = MeetingT(*wall, ma, Inward(Side(a)));
  Vec target = wall->At(t);
  Vec tangent = Unit(wall->At(std::min(1.0, t + 0.01)) - wall->At(std::max(0.0, t - 0.01)));
  Vec normal{-tangent.y, tangent.x};
  Vec into = target - ma;
  if (normal.x * into.x + normal.y * into.y < 0) normal = normal * -1.0;
  double l = Length(into);
  p.CurveTo(ma + Inward(Side(a)) * (0.4 * l), target - normal * (0.35 * l), target);
  p.LineTo(target + normal * 0.08);
  shape.gate = true;
  shape.gate_at = target;
  shape.gate_dir = normal;
  return shape;
}

}  // namespace

double Length(Vec v) { return std::sqrt(v.x * v.x + v.y * v.y); }

double SegmentDistance(Vec p, Vec a, Vec b) {
  Vec ab = b - a, ap = p - a;
  double len2 = ab.x * ab.x + ab.y * ab.y;
  double t = len2 > 0 ? std::clamp((ap.x * ab.x + ap.y * ab.y) / len2, 0.0, 1.0) : 0;
  return Length(p - (a + ab * t));
}

Vec Cubic::At(double t) const {
  double u = 1 - t;
  return p0 * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p1 * (t * t * t);
}

void Path::MoveTo(Vec p) {
  segs.clear();
  start_ = p;
}

Vec Path::End() const { return segs.empty() ? start_ : segs.back().p1; }

void Path::LineTo(Vec p) {
  Vec a = End();
  if (Length(p - a) < 1e-12) return;
  segs.push_back({a, a + (p - a) * (1.0 / 3), a + (p - a) * (2.0 / 3), p});
}

void Path::CurveTo(Vec c1, Vec c2, Vec p) { segs.push_back({End(), c1, c2, p}); }

std::vector<Vec> Path::Flatten(int steps) const {
  std::vector<Vec> out;
  if (segs.empty()) return {start_};
  out.push_back(segs[0].p0);
  for (const Cubic& c : segs) {
    bool straight = SegmentDistance(c.c1, c.p0, c.p1) < 1e-9 && SegmentDistance(c.c2, c.p0, c.p1) < 1e-9;
    int n = straight ? 1 : steps;
    for (int i = 1; i <= n; ++i) out.push_back(c.At(double(i) / n));
  }
  return out;
}

double PolylineDistance(Vec p, const std::vector<Vec>& line) {
  if (line.size() == 1) return Length(p - line[0]);
  double best = std::numeric_limits<double>::max();
  for (size_t i = 1; i < line.size(); ++i) best = std::min(best, SegmentDistance(p, line[i - 1], line[i]));
  return best;
}

bool InsidePolygon(Vec p, const std::vector<Vec>& poly) {
  bool inside = false;
  for (size_t i = 0, j = poly.size() - 1; i < poly.size(); j = i++) {
    const Vec &a = poly[i], &b = poly[j];
    if ((a.y > p.y) != (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x)
      inside = !inside;
  }
  return inside;
}

Vec SideMid(Side s) {
  static const Vec mids[4] = {{0.5, 0}, {1, 0.5}, {0.5, 1}, {0, 0.5}};
  return mids[int(s)];
}

Vec Inward(Side s) {
  static const Vec normals[4] = {{0, 1}, {-1, 0}, {0, -1}, {1, 0}};
  return normals[int(s)];
}

bool TileShapes::IsFree(Vec p, double r) const {
  if (p.x < 0.03 + r || p.y < 0.03 + r || p.x > 0.97 - r || p.y > 0.97 - r) return false;
  for (const RoadShape& road : roads)
    if (PolylineDistance(p, road.centre.Flatten()) < params.road_half + r) return false;
  if (village.present && Length(p - village.centre) < 0.24 + r) return false;
  if (monastery.present && Length(p - monastery.centre) < monastery.size * 0.8 + r) return false;
  if (NearWater(p, r)) return false;
  for (const CityShape& city : cities) {
    if (InsidePolygon(p, city.outline.Flatten())) return false;
    for (const Path& w : city.walls)
      if (PolylineDistance(p, w.Flatten()) < params.wall_half * 2 + r) return false;
  }
  return true;
}

TileShapes ComputeShapes(const TileType& tile, const ShapeParams& params) {
  TileShapes shapes;
  shapes.params = params;
  std::vector<std::vector<WallInfo>> wall_infos(tile.cities.size());
  for (size_t i = 0; i < tile.cities.size(); ++i) {
    shapes.cities.push_back(MakeCity(tile, int(i), params, &wall_infos[i]));
    PlaceShields(tile.cities[i].shields, &shapes.cities.back());
  }
  bool crowded = !tile.cities.empty();
  for (const Road& r : tile.roads) {
    crowded |= __builtin_popcount(r.sides) == 2;
    if (r.end == RoadEnd::Village && __builtin_popcount(r.sides) == 1) {
      shapes.village.present = true;
      Vec arm = SideMid(Side(SideList(r.sides)[0])) - shapes.village.centre;
      shapes.village.arms.push_back(Unit(arm));
    }
  }
  shapes.monastery.present = tile.monastery;
  shapes.monastery.size = crowded ? 0.29 : 0.34;
  shapes.rivers = ComputeRivers(tile, params);
  SettleBesideRivers(tile, &shapes);
  std::vector<Chord> chords = Chords(tile);
  for (size_t i = 0; i < tile.roads.size(); ++i)
    shapes.roads.push_back(MakeRoad(tile, int(i), shapes, chords, wall_infos));
  shapes.bridges = ComputeBridges(shapes.rivers, shapes.roads);
  return shapes;
}

}  // namespace carc
