#include "art/tile_shapes.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "art/hub_fit.h"
#include "art/pool_fit.h"
#include "art/river_shapes.h"
#include "spec/topology.h"

namespace carc {

namespace {

constexpr double kPi = 3.14159265358979323846;
constexpr double kDeg = kPi / 180;

// Wall shapes: depth into the tile and tangent angle at the corners.
constexpr double kCapDepth = 0.26, kCapAngle = 27 * kDeg, kCrowdedCapDepth = 0.15;
constexpr double kBandDepth = 0.30, kBayDepth = 0.35, kBayAngle = 45 * kDeg;
// The diagonal city's wall bulges into the field like the city on a real
// tile, about 4 mm deep at 45 mm, not a ruled line from corner to corner;
// barely, when another city or a river shares the tile (a cap beyond the
// field, or a river bend's bank, would meet so deep a bulge and cut the
// field between them in two: art_model_check.h).
constexpr double kDiagonalAngle = 15 * kDeg;  // 45° - 15° = 30° from the sides
constexpr double kCrowdedDiagonalAngle = 4 * kDeg;

/// Corner k of the tile, clockwise from the north-west: side s runs from
/// corner s to corner s + 1.
Vec Corner(int k) {
  static const Vec corners[4] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
  return corners[((k % 4) + 4) % 4];
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

/// A cap's wall from corner `p` to corner `q` along side `g`: it leaves each
/// corner at kCapAngle and rounds off to its deepest point, kCapDepth in
/// from the middle of the side. (One cubic that leaves the corners this
/// flat comes out pointed in the middle.)
Path CapWall(Vec p, Vec q, int g, double depth) {
  Vec u = Unit(q - p), n = Inward(Side(g % 4));
  Vec mid = (p + q) * 0.5 + n * depth;
  double corner = 0.21, round = 0.2;  // handle lengths
  Vec leave = u * std::cos(kCapAngle) + n * std::sin(kCapAngle);
  Vec arrive = u * -std::cos(kCapAngle) + n * std::sin(kCapAngle);
  Path w;
  w.MoveTo(p);
  w.CurveTo(p + leave * corner, mid - u * round, mid);
  w.CurveTo(mid + u * round, q + arrive * corner, q);
  return w;
}

/// A wall across the tile from corner `p` to the opposite corner `q`, bowed
/// toward corner `k` (the field's), leaving each corner `angle` off the
/// straight line.
Cubic DiagonalBow(Vec p, Vec q, Vec k, double angle) {
  Vec u = Unit(q - p), n = Unit(k - (p + q) * 0.5);
  double h = Length(q - p) / 3;
  double c = std::cos(angle), s = std::sin(angle);
  return {p, p + (u * c + n * s) * h, q + (u * -c + n * s) * h, q};
}

/// How deep the cap `index` reaches: shallower when another city of two or
/// more sides runs its wall along the cap's side or across the tile toward
/// it, so that the field between the two walls is wide enough to see and to
/// hold a farmer, or when a monastery must find room among three caps (and no road
/// enters this one), or two roads run into another city (the model has a field there: topology.h, DeriveCornerFields).
double CapDepth(const TileType& tile, int index) {
  // Three caps and a monastery: the caps no road enters stay shallow, to
  // leave the building room beside a road between them (hub_fit.h).
  if (tile.monastery && tile.cities.size() >= 3) {
    bool gate = false;
    for (const Chord& c : Chords(tile)) gate |= c.source == ChordSource::RoadToCity && c.wall_of_city == index;
    if (!gate) return kCrowdedCapDepth;
  }
  SideSet cap = tile.cities[size_t(index)].sides;
  for (size_t i = 0; i < tile.cities.size(); ++i)
    if (int(i) != index && __builtin_popcount(tile.cities[i].sides) >= 2 && !(tile.cities[i].sides & cap))
      return kCrowdedCapDepth;
  // Two roads into a city beside this cap (sharing a corner with it): their
  // gates spread along its wall, and the road to the gate nearer this cap
  // swings close to it.
  if (tile.cities.size() >= 2) {
    std::vector<int> roads_in(tile.cities.size(), 0);
    for (const Chord& c : Chords(tile))
      if (c.source == ChordSource::RoadToCity && c.wall_of_city >= 0) ++roads_in[size_t(c.wall_of_city)];
    SideSet beside = SideSet(((cap << 1) | (cap >> 1) | (cap << 3) | (cap >> 3)) & 0xf);
    for (size_t i = 0; i < tile.cities.size(); ++i)
      if (int(i) != index && roads_in[i] >= 2 && (tile.cities[i].sides & beside)) return kCrowdedCapDepth;
  }
  return kCapDepth;
}

/// How far a diagonal city's wall bows into the field: kDiagonalAngle
/// alone, barely beside another city or a river, and back into the city
/// when another diagonal city faces it across the tile (the two walls then
/// leave a lens of field between them, the model's field between the walls
/// at two corners: topology.h, DeriveCornerFields).
double DiagonalAngle(const TileType& tile, int index) {
  SideSet mine = tile.cities[size_t(index)].sides;
  for (size_t i = 0; i < tile.cities.size(); ++i)
    if (int(i) != index && __builtin_popcount(tile.cities[i].sides) == 2 && !(tile.cities[i].sides & mine))
      return -kDiagonalAngle;
  return tile.cities.size() > 1 || !tile.rivers.empty() ? kCrowdedDiagonalAngle : kDiagonalAngle;
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
    Path wall;
    if (gap == 3) {
      wall = CapWall(Corner(s + 1), Corner(s), s, CapDepth(tile, index));
    } else {
      Cubic c = gap == 1 ? SideBow(Corner(s + 1), Corner(s + 2), s + 1, band ? kBandDepth : kBayDepth, kBayAngle)
                         : DiagonalBow(Corner(s + 1), Corner(s + 3), Corner(s + 2), DiagonalAngle(tile, index));
      wall.MoveTo(c.p0);
      wall.CurveTo(c.c1, c.c2, c.p1);
    }
    for (const Cubic& c : wall.segs) path.CurveTo(c.c1, c.c2, c.p1);
    shape.walls.push_back(wall);
    infos->push_back({3 * s + 2});
  }
  path.closed = true;
  return shape;
}

/// Distance from `p` to the nearest of `walls`, at most `cap`. A wall whose
/// box lies beyond the cap (by a millionth, far above rounding) cannot
/// lower it and is skipped.
double WallClearance(Vec p, const std::vector<BoundedLine>& walls, double cap) {
  for (const auto& w : walls)
    if (w.bounds.Distance2(p) <= cap * cap * (1 + 1e-6)) cap = std::min(cap, PolylineDistance(p, w.points));
  return cap;
}

// The square, keep and first shield stand in a group about 0.48 deep,
// centred on the city's roomiest point, which must be this far from every
// wall and from the tile's sides: cities of three or four sides have room.
constexpr double kPlazaRoom = 0.31;

/// A square with a keep at its back and the first shield at its front, where
/// the city has room: the group's middle is the point farthest from the walls
/// and the tile's sides.
void PlacePlaza(CityShape* city) {
  std::vector<Vec> outline = city->outline.Flatten();
  Bounds bounds(outline);
  std::vector<BoundedLine> walls = FlatWalls(*city);
  double best = -1, room = 0;
  Vec best_p;
  for (double y = 0.2; y <= 0.801; y += 0.02) {
    RowCrossings row(outline, y);
    for (double x = 0.2; x <= 0.801; x += 0.02) {
      Vec p{x, y};
      if (bounds.Outside(p) || !row.Inside(x)) continue;
      double cap = std::min({x, 1 - x, y, 1 - y}), pull = 0.3 * Length(p - Vec{0.5, 0.5});
      // The clearance is at most the cap, and rounding keeps the order: a
      // point whose cap cannot beat the best cannot either once measured.
      if (cap - pull <= best + 1e-9) continue;
      double clear = WallClearance(p, walls, cap);
      double score = clear - pull;  // near the middle, if it can
      if (score > best + 1e-9) best = score, room = clear, best_p = p;
    }
  }
  if (room < kPlazaRoom) return;
  Vec down{0, 1};  // the keep stands upright as the tile is read, like the houses
  PlazaShape& plaza = city->plaza;
  plaza.present = true;
  plaza.centre = best_p + down * 0.06;
  plaza.radius = 0.18;
  plaza.keep = {best_p + down * 0.05, 0.15, 0};
}

// A shield reaches this far from its centre (tile_art.cc, DrawShield), its
// outline and shadow included; in a city too shallow for that it shrinks,
// down to kLeastShield of its size, and may stand nearer the tile's side.
constexpr double kShieldReach = 0.085, kLeastShield = 0.5;

/// The best spot for one more shield of `city` on a grid from `lo` to `hi`,
/// apart from `taken`; `sides` counts the tile's sides as bounding the room.
Vec ShieldSpot(const CityShape& city, const std::vector<Vec>& outline, const Bounds& bounds,
               const std::vector<BoundedLine>& walls, const std::vector<Vec>& taken, double lo, double hi,
               bool sides, double* room) {
  double best = -1e9;
  Vec best_p{0.5, 0.5};
  *room = 0;
  for (double y = lo + 0.01; y <= hi - 0.009; y += 0.02) {
    RowCrossings row(outline, y);
    for (double x = lo; x <= hi + 0.001; x += 0.02) {
      Vec p{x, y};
      if (bounds.Outside(p) || !row.Inside(x)) continue;
      bool crowded = false;
      for (Vec q : city.shields) crowded |= Length(p - q) < 0.15;
      for (Vec q : taken) crowded |= Length(p - q) < 0.17;
      if (crowded) continue;
      double cap = sides ? std::min({0.24, x, 1 - x, y, 1 - y}) : 0.24;
      double pull = 0.25 * Length(p - Vec{0.5, 0.5});
      if (cap - pull <= best) continue;  // as in PlacePlaza: it cannot beat the best
      double clear = WallClearance(p, walls, 0.24);
      if (sides) clear = std::min({clear, x, 1 - x, y, 1 - y});
      double score = clear - pull;
      if (score > best) {
        best = score;
        best_p = p;
        *room = clear;
      }
    }
  }
  return best_p;
}

/// Shield centres: in front of the keep when the city has a square; else the
/// points of the city farthest from its walls (up to a comfortable distance),
/// nearest the tile's centre, apart from each other and from the keep. In a
/// city too shallow for a whole shield there, the shields shrink to fit,
/// nearer the tile's side if need be.
void PlaceShields(int count, CityShape* city) {
  std::vector<Vec> outline = city->outline.Flatten();
  Bounds bounds(outline);
  std::vector<BoundedLine> walls = FlatWalls(*city);
  std::vector<Vec> taken;
  if (city->plaza.present && count > 0) {
    Vec down{0, 1};
    city->shields.push_back(city->plaza.keep.at + down * 0.08);
    taken.push_back(city->plaza.keep.at - down * 0.08);  // the keep itself
    --count;
  }
  for (int k = 0; k < count; ++k) {
    double room = 0;
    Vec p = ShieldSpot(*city, outline, bounds, walls, taken, 0.12, 0.88, false, &room);
    if (room < kShieldReach) {
      double wide = 0;
      Vec q = ShieldSpot(*city, outline, bounds, walls, taken, 0.04, 0.96, true, &wide);
      if (wide > room) p = q, room = wide;
      city->shield_scale = std::min(city->shield_scale, std::max(kLeastShield, room / kShieldReach));
    }
    city->shields.push_back(p);
  }
}

/// Where on `wall` a road coming in from `from` along `dir` should meet it:
/// straight ahead where the wall crosses its path, else the nearest point
/// sideways, avoiding the wall's very ends.
double MeetingT(const Path& wall, Vec from, Vec dir) {
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

/// Where a road that ends at a city meets the wall.
struct GateSpot {
  const Path* wall = nullptr;  ///< null when no wall faces the road
  double t = 0.5;               ///< where on the wall
};

/// The wall road `index` ends at: the one topology.h cuts along.
const Path* GateWall(int index, const TileShapes& shapes, const std::vector<Chord>& chords,
                      const std::vector<std::vector<WallInfo>>& wall_infos) {
  for (const Chord& c : chords) {
    if (c.source != ChordSource::RoadToCity || c.feature != index) continue;
    for (const CityShape& city : shapes.cities) {
      if (city.city != c.wall_of_city) continue;
      const auto& infos = wall_infos[size_t(city.city)];
      for (size_t w = 0; w < infos.size() && w < city.walls.size(); ++w)
        if (infos[w].from_point == c.from) return &city.walls[w];
    }
  }
  return nullptr;
}

/// Arc length along a wall, and back, by a table of samples.
class WallMeasure {
 public:
  explicit WallMeasure(const Path& wall) {
    Vec last = wall.At(0);
    for (int i = 0; i <= kSamples; ++i) {
      Vec p = wall.At(double(i) / kSamples);
      length_.push_back((length_.empty() ? 0 : length_.back()) + Length(p - last));
      last = p;
    }
  }
  double Total() const { return length_.back(); }
  double LengthAt(double t) const {
    double k = std::clamp(t, 0.0, 1.0) * kSamples;
    size_t i = std::min(size_t(k), size_t(kSamples - 1));
    return length_[i] + (length_[i + 1] - length_[i]) * (k - double(i));
  }
  double TAt(double s) const {
    size_t i = size_t(std::lower_bound(length_.begin(), length_.end(), s) - length_.begin());
    if (i == 0) return 0;
    if (i > size_t(kSamples)) return 1;
    double span = length_[i] - length_[i - 1];
    return (double(i - 1) + (span > 0 ? (s - length_[i - 1]) / span : 0)) / kSamples;
  }

 private:
  static constexpr int kSamples = 120;
  std::vector<double> length_;
};

// Gates on one wall stand at least this far apart along it (a road and its
// two towers), and this far from the wall's ends (the tile's corners).
constexpr double kGateSpacing = 0.32, kGateEndRoom = 0.15;

/// Positions along one wall for gates wanted at `wanted` (arc lengths, in
/// the order the roads come along the wall): as wanted when they are far
/// enough apart, else evenly spaced around their mean; inside the wall.
std::vector<double> SpreadAlongWall(const std::vector<double>& wanted, double total) {
  std::vector<double> out = wanted;
  bool crowded = false;
  for (size_t i = 1; i < out.size(); ++i) crowded |= out[i] - out[i - 1] < kGateSpacing;
  if (crowded) {
    double mean = 0;
    for (double w : wanted) mean += w / double(wanted.size());
    for (size_t i = 0; i < out.size(); ++i)
      out[i] = mean + (double(i) - double(out.size() - 1) / 2) * kGateSpacing;
  }
  double lo = kGateEndRoom, hi = total - kGateEndRoom;
  double shift = std::max(0.0, lo - out.front()) - std::max(0.0, out.back() - hi);
  for (double& x : out) x = std::clamp(x + shift, lo, hi);
  return out;
}

/// A gate for every road that ends at a city: each where its road would meet
/// the wall alone; roads meeting one wall are kept apart along it, in the
/// order their sides come along the wall, so that no two share a gate.
std::vector<GateSpot> PlanGates(const TileType& tile, const TileShapes& shapes, const std::vector<Chord>& chords,
                                const std::vector<std::vector<WallInfo>>& wall_infos) {
  std::vector<GateSpot> gates(tile.roads.size());
  std::vector<const Path*> walls;
  for (size_t i = 0; i < tile.roads.size(); ++i) {
    const Road& road = tile.roads[i];
    if (road.end != RoadEnd::City || __builtin_popcount(road.sides) != 1) continue;
    gates[i].wall = GateWall(int(i), shapes, chords, wall_infos);
    if (!gates[i].wall) continue;
    Side a = Side(SideList(road.sides)[0]);
    gates[i].t = MeetingT(*gates[i].wall, SideMid(a), Inward(a));
    if (std::find(walls.begin(), walls.end(), gates[i].wall) == walls.end()) walls.push_back(gates[i].wall);
  }
  for (const Path* wall : walls) {
    std::vector<size_t> roads;
    for (size_t i = 0; i < gates.size(); ++i)
      if (gates[i].wall == wall) roads.push_back(i);
    Vec along = wall->End() - wall->At(0);
    auto order = [&](size_t i) {
      Vec m = SideMid(Side(SideList(tile.roads[i].sides)[0])) - wall->At(0);
      return m.x * along.x + m.y * along.y;
    };
    std::stable_sort(roads.begin(), roads.end(), [&](size_t x, size_t y) { return order(x) < order(y); });
    WallMeasure measure(*wall);
    std::vector<double> wanted;
    for (size_t i : roads) wanted.push_back(measure.LengthAt(gates[i].t));
    std::vector<double> placed = SpreadAlongWall(wanted, measure.Total());
    for (size_t k = 0; k < roads.size(); ++k) gates[roads[k]].t = measure.TAt(placed[k]);
  }
  return gates;
}

/// The last stretch of a road from the midpoint `ma` of side `a` to its gate,
/// and on under the wall into the city.
void RoadToGate(Vec ma, Side a, const GateSpot& gate, RoadShape* shape) {
  Path& p = shape->centre;
  const Path& wall = *gate.wall;
  double t = gate.t;
  Vec target = wall.At(t);
  Vec tangent = Unit(wall.At(std::min(1.0, t + 0.01)) - wall.At(std::max(0.0, t - 0.01)));
  Vec normal{-tangent.y, tangent.x};
  Vec into = target - ma;
  if (normal.x * into.x + normal.y * into.y < 0) normal = normal * -1.0;
  double l = Length(into);
  p.CurveTo(ma + Inward(a) * (0.4 * l), target - normal * (0.35 * l), target);
  p.LineTo(target + normal * 0.08);
  shape->gate = true;
  shape->gate_at = target;
  shape->gate_dir = normal;
}

RoadShape MakeRoad(const TileType& tile, int index, const TileShapes& shapes, const GateSpot& gate) {
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
      shape.to_village = true;
      p.LineTo(shapes.village.centre);
      return shape;
    case RoadEnd::Monastery:
    case RoadEnd::None:
      if (AcrossStraightRiver(tile, ma, shapes.monastery.centre)) {
        // The monastery stands on the far bank: the road ends at the water,
        // where the model has it cut the field (topology.h).
        RunToRiver(Side(a), shapes, &p);
        return shape;
      }
      shape.to_monastery = true;
      p.LineTo(shapes.monastery.centre);
      return shape;
    case RoadEnd::River:
      RunToRiver(Side(a), shapes, &p);
      return shape;
    case RoadEnd::City:
      break;
  }
  if (gate.wall) RoadToGate(ma, Side(a), gate, &shape);
  else p.LineTo({0.5, 0.5});
  return shape;
}

// The village: the square's radius, the houses' width and how far a house
// reaches from its centre (roof, wall and shadow), how far out houses may
// stand, and how many.
constexpr double kVillageSquare = 0.1, kHouseSize = 0.1, kHouseReach = 0.56 * kHouseSize;
constexpr double kVillageReach = 0.4;
constexpr int kVillageHouses = 12;

/// Whether a house at `p` keeps clear of the tile's sides, the roads, the
/// cities, the monastery and the water.
bool HouseFits(const TileShapes& shapes, const Obstacles& obstacles, Vec p) {
  double r = kHouseReach;
  if (p.x < 0.03 + r || p.y < 0.03 + r || p.x > 0.97 - r || p.y > 0.97 - r) return false;
  if (shapes.NearWater(p, r)) return false;
  for (const auto& road : obstacles.roads)
    if (road.Nearer(p, shapes.params.road_half + r)) return false;
  // The whole cottage, roof and shadow, stays out of every city and a clear
  // gap (two wall widths) short of its wall, so none seems to stand in it.
  const double s = kHouseSize * 1.05;
  for (Vec corner : {Vec{-0.5, -0.38}, Vec{0.5, -0.38}, Vec{0.5, 0.31}, Vec{-0.5, 0.31}, Vec{0, 0}}) {
    Vec q = p + corner * s;
    for (const auto& outline : obstacles.outlines)
      if (outline.Inside(q)) return false;
    for (const auto& wall : obstacles.walls)
      if (wall.Nearer(q, shapes.params.wall_half * 4)) return false;
  }
  for (const auto& wall : obstacles.walls)
    if (wall.Nearer(p, shapes.params.wall_half * 2 + r)) return false;
  const MonasteryShape& m = shapes.monastery;
  return !m.present || Length(p - m.centre) > m.size * 0.8 + r;
}

/// Houses huddled around the village square: of all the spots clear of the
/// roads and other features, the nearest the square (a little shuffled, by
/// the tile's seed) that do not hide each other, upright, drawn back to front.
void PlaceVillageHouses(const TileType& tile, TileShapes* shapes) {
  VillageShape& v = shapes->village;
  Random rnd(tile.id, 700);
  Obstacles obstacles(*shapes);
  std::vector<std::pair<double, Vec>> spots;
  for (double y = 0.05; y < 0.95; y += 0.012) {
    for (double x = 0.05; x < 0.95; x += 0.012) {
      Vec p{x, y};
      double d = Length(p - v.centre);
      if (d < v.square + 0.06 || d > kVillageReach || !HouseFits(*shapes, obstacles, p)) continue;
      spots.push_back({d + rnd.In(0, 0.03), p});
    }
  }
  std::sort(spots.begin(), spots.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  for (const auto& spot : spots) {
    if (int(v.houses.size()) >= kVillageHouses) break;
    Vec p = spot.second;
    bool apart = true;
    for (const BuildingSpot& h : v.houses)
      apart &= std::abs(p.x - h.at.x) > 0.9 * kHouseSize || std::abs(p.y - h.at.y) > 0.65 * kHouseSize;
    if (apart) v.houses.push_back({p, kHouseSize * rnd.In(0.9, 1.05), 0});
  }
  std::sort(v.houses.begin(), v.houses.end(),
            [](const BuildingSpot& a, const BuildingSpot& b) { return a.at.y < b.at.y; });
}

}  // namespace

std::vector<BoundedLine> FlatWalls(const CityShape& city) {
  std::vector<BoundedLine> out;
  for (const Path& w : city.walls) out.emplace_back(w.Flatten());
  return out;
}

Random::Random(const std::string& id, uint64_t salt) {
  uint64_t h = 1469598103934665603ull ^ salt;
  for (unsigned char c : id) h = (h ^ c) * 1099511628211ull;
  state_ = h ? h : 1;
}

double Random::Next() {
  state_ += 0x9e3779b97f4a7c15ull;
  uint64_t z = state_;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return double((z ^ (z >> 31)) >> 11) / double(1ull << 53);
}

double Length(Vec v) { return std::sqrt(v.x * v.x + v.y * v.y); }

namespace {

/// The square of the distance from `p` to the segment from `a` to `b`.
double SegmentDistance2(Vec p, Vec a, Vec b) {
  Vec ab = b - a, ap = p - a;
  double len2 = ab.x * ab.x + ab.y * ab.y;
  double t = len2 > 0 ? std::clamp((ap.x * ab.x + ap.y * ab.y) / len2, 0.0, 1.0) : 0;
  Vec d = p - (a + ab * t);
  return d.x * d.x + d.y * d.y;
}

}  // namespace

double SegmentDistance(Vec p, Vec a, Vec b) { return std::sqrt(SegmentDistance2(p, a, b)); }

Vec Cubic::At(double t) const {
  double u = 1 - t;
  return p0 * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p1 * (t * t * t);
}

void Path::MoveTo(Vec p) {
  segs.clear();
  start_ = p;
}

Vec Path::At(double t) const {
  if (segs.empty()) return start_;
  double k = std::clamp(t, 0.0, 1.0) * double(segs.size());
  size_t i = std::min(size_t(k), segs.size() - 1);
  return segs[i].At(k - double(i));
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

// Squares compared, one square root at the end: the same answer, as the
// square root is monotonic and correctly rounded.
double PolylineDistance(Vec p, const std::vector<Vec>& line) {
  if (line.size() == 1) return Length(p - line[0]);
  double best = std::numeric_limits<double>::max();
  for (size_t i = 1; i < line.size(); ++i) best = std::min(best, SegmentDistance2(p, line[i - 1], line[i]));
  return std::sqrt(best);
}

bool PolylineNearer(Vec p, const std::vector<Vec>& line, double d) {
  if (line.size() == 1) return Length(p - line[0]) < d;
  double slack = d * d * (1 + 1e-9);  // a segment this near may be; its root decides
  for (size_t i = 1; i < line.size(); ++i) {
    double d2 = SegmentDistance2(p, line[i - 1], line[i]);
    if (d2 < slack && std::sqrt(d2) < d) return true;
  }
  return false;
}

Bounds::Bounds(const std::vector<Vec>& points) {
  for (Vec p : points) x0 = std::min(x0, p.x), y0 = std::min(y0, p.y), x1 = std::max(x1, p.x), y1 = std::max(y1, p.y);
}

double Bounds::Distance2(Vec p) const {
  double dx = std::max({x0 - p.x, 0.0, p.x - x1}), dy = std::max({y0 - p.y, 0.0, p.y - y1});
  return dx * dx + dy * dy;
}

BoundedLine::BoundedLine(std::vector<Vec> line) : points(std::move(line)), bounds(points) {}

// Every segment lies in the box, so none is nearer than the box; the margin
// (a millionth, against PolylineNearer's billionth) keeps rounding in the
// segment distances from ever deciding otherwise: the answer is the same.
bool BoundedLine::Nearer(Vec p, double d) const {
  if (bounds.Distance2(p) > d * d * (1 + 1e-6)) return false;
  return PolylineNearer(p, points, d);
}

// Above or below the box no edge crosses p's row, exactly; beside it, an
// edge's crossing is computed with a rounding error of a few 1e-16, far
// inside the margin.
bool BoundedLine::Inside(Vec p) const {
  constexpr double kMargin = 1e-9;
  if (p.y < bounds.y0 || p.y > bounds.y1 || p.x < bounds.x0 - kMargin || p.x > bounds.x1 + kMargin)
    return false;
  return InsidePolygon(p, points);
}

namespace {
/// Whether the edge from `a` to `b` crosses the row at `y` (one end above
/// it, the other not), and if so where (`*x`).
inline bool EdgeCrossesRow(Vec a, Vec b, double y, double* x) {
  if ((a.y > y) == (b.y > y)) return false;
  *x = (b.x - a.x) * (y - a.y) / (b.y - a.y) + a.x;
  return true;
}
}  // namespace

bool InsidePolygon(Vec p, const std::vector<Vec>& poly) {
  bool inside = false;
  double x;
  for (size_t i = 0, j = poly.size() - 1; i < poly.size(); j = i++)
    if (EdgeCrossesRow(poly[i], poly[j], p.y, &x) && p.x < x) inside = !inside;
  return inside;
}

RowCrossings::RowCrossings(const std::vector<Vec>& poly, double y) {
  double x;
  for (size_t i = 0, j = poly.size() - 1; i < poly.size(); j = i++)
    if (EdgeCrossesRow(poly[i], poly[j], y, &x)) xs_.push_back(x);
}

bool RowCrossings::Inside(double x) const {
  bool inside = false;
  for (double crossing : xs_) inside ^= x < crossing;
  return inside;
}

Vec TurnUnit(Vec v, int q) {
  for (int i = 0; i < ((q % 4) + 4) % 4; ++i) v = {1 - v.y, v.x};
  return v;
}

Vec SideMid(Side s) {
  static const Vec mids[4] = {{0.5, 0}, {1, 0.5}, {0.5, 1}, {0, 0.5}};
  return mids[int(s)];
}

Vec Inward(Side s) {
  static const Vec normals[4] = {{0, 1}, {-1, 0}, {0, -1}, {1, 0}};
  return normals[int(s)];
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

Obstacles::Obstacles(const TileShapes& shapes) {
  for (const RoadShape& road : shapes.roads) roads.emplace_back(road.centre.Flatten());
  for (const CityShape& city : shapes.cities) {
    outlines.emplace_back(city.outline.Flatten());
    for (const Path& w : city.walls) walls.emplace_back(w.Flatten());
  }
}

bool Obstacles::IsFree(const TileShapes& shapes, Vec p, double r) const {
  if (p.x < 0.03 + r || p.y < 0.03 + r || p.x > 0.97 - r || p.y > 0.97 - r) return false;
  for (const auto& road : roads)
    if (road.Nearer(p, shapes.params.road_half + r)) return false;
  const VillageShape& village = shapes.village;
  if (village.present) {
    if (Length(p - village.centre) < village.square + 0.03 + r) return false;
    for (const BuildingSpot& h : village.houses)
      if (Length(p - h.at) < h.size * 0.65 + r) return false;
  }
  const MonasteryShape& monastery = shapes.monastery;
  if (monastery.present && Length(p - monastery.centre) < monastery.size * 0.8 + r) return false;
  if (shapes.NearWater(p, r)) return false;
  for (const auto& outline : outlines)
    if (outline.Inside(p)) return false;
  for (const auto& wall : walls)
    if (wall.Nearer(p, shapes.params.wall_half * 2 + r)) return false;
  return true;
}

bool TileShapes::IsFree(Vec p, double r) const { return Obstacles(*this).IsFree(*this, p, r); }

TileShapes ComputeShapes(const TileType& tile, const ShapeParams& params) {
  TileShapes shapes;
  shapes.params = params;
  std::vector<std::vector<WallInfo>> wall_infos(tile.cities.size());
  for (size_t i = 0; i < tile.cities.size(); ++i) {
    shapes.cities.push_back(MakeCity(tile, int(i), params, &wall_infos[i]));
    // A square and keep only in a city of three or four sides: the curved
    // wall gives a diagonal city room for one, which the base tiles lack.
    if (__builtin_popcount(tile.cities[i].sides) >= 3) PlacePlaza(&shapes.cities.back());
    PlaceShields(tile.cities[i].shields, &shapes.cities.back());
  }
  bool crowded = !tile.cities.empty();
  for (const Road& r : tile.roads) {
    crowded |= __builtin_popcount(r.sides) == 2;
    if (r.end == RoadEnd::Village && __builtin_popcount(r.sides) == 1) {
      shapes.village.present = true;
      shapes.village.square = kVillageSquare;
      Vec arm = SideMid(Side(SideList(r.sides)[0])) - shapes.village.centre;
      shapes.village.arms.push_back(Unit(arm));
    }
  }
  shapes.monastery.present = tile.monastery;
  shapes.monastery.size = crowded ? 0.29 : 0.34;
  shapes.rivers = ComputeRivers(tile, params);
  MakeRoomForPools(tile, &shapes);
  SettleBesideRivers(tile, &shapes);
  std::vector<Chord> chords = Chords(tile);
  std::vector<GateSpot> gates = PlanGates(tile, shapes, chords, wall_infos);
  for (size_t i = 0; i < tile.roads.size(); ++i) shapes.roads.push_back(MakeRoad(tile, int(i), shapes, gates[i]));
  FitMonastery(tile, &shapes);
  FitVillage(tile, &shapes);
  FitPools(tile, &shapes);
  if (shapes.village.present) PlaceVillageHouses(tile, &shapes);
  shapes.bridges = ComputeBridges(shapes.rivers, shapes.roads);
  return shapes;
}

}  // namespace carc
