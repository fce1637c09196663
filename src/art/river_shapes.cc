#include "art/river_shapes.h"

#include <algorithm>
#include <cmath>

namespace carc {

namespace {

/// The centre line between two sides: straight across, or a quarter circle
/// about the corner they share; both run `extend` past the border.
Path Course(int a, int b, double extend) {
  Path p;
  Vec ma = SideMid(Side(a)), mb = SideMid(Side(b));
  p.MoveTo(ma + Outward(a) * extend);
  p.LineTo(ma);
  if ((b - a) % 2 == 0)
    p.LineTo(mb);
  else
    p.CurveTo(ma + Inward(Side(a)) * (0.5 * kArcHandle), mb + Inward(Side(b)) * (0.5 * kArcHandle),
              mb);
  p.LineTo(mb + Outward(b) * extend);
  return p;
}

/// Where two polylines cross, with the direction of the first there.
bool Crossing(const std::vector<Vec>& a, const std::vector<Vec>& b, Vec* at, Vec* along) {
  for (size_t i = 1; i < a.size(); ++i) {
    for (size_t j = 1; j < b.size(); ++j) {
      Vec p = a[i - 1], r = a[i] - a[i - 1], q = b[j - 1], s = b[j] - b[j - 1];
      double den = r.x * s.y - r.y * s.x;
      if (std::abs(den) < 1e-12) continue;
      Vec qp = q - p;
      double t = (qp.x * s.y - qp.y * s.x) / den, u = (qp.x * r.y - qp.y * r.x) / den;
      if (t < 0 || t > 1 || u < 0 || u > 1) continue;
      *at = p + r * t;
      *along = Unit(r);
      return true;
    }
  }
  return false;
}

/// The point of the segment a–b nearest `p`.
Vec NearestOnSegment(Vec p, Vec a, Vec b) {
  Vec ab = b - a, ap = p - a;
  double len2 = ab.x * ab.x + ab.y * ab.y;
  double t = len2 > 0 ? std::clamp((ap.x * ab.x + ap.y * ab.y) / len2, 0.0, 1.0) : 0;
  return a + ab * t;
}

/// The monastery's yard outline points (DrawMonastery's yard), for clearance.
std::vector<Vec> YardPoints(const MonasteryShape& m) {
  std::vector<Vec> out;
  for (double fx : {-0.56, 0.0, 0.56})
    for (double fy : {-0.44, 0.03, 0.5}) out.push_back(m.centre + Vec{fx, fy} * m.size);
  return out;
}

/// How far `p` lies from the water (the pools too, when `pools`).
double WaterDistance(const TileShapes& shapes, Vec p, bool pools = true) {
  double best = 1e9;
  for (const RiverShape& r : shapes.rivers) {
    if (!pools && r.pool_radius > 0) continue;
    best = std::min(best, PolylineDistance(p, r.centre.Flatten()) - shapes.params.river_half);
    if (r.pool_radius > 0)
      best = std::min(best, Length(p - r.pool) - r.pool_radius - shapes.params.river_half * 0.4);
  }
  return best;
}

// The rivers through the tile: the pools make room for the monastery
// instead (pool_fit.h).
bool YardClear(const TileShapes& shapes, const MonasteryShape& m) {
  for (Vec p : YardPoints(m))
    if (WaterDistance(shapes, p, false) < 0.005) return false;
  return true;
}

}  // namespace

std::vector<RiverShape> ComputeRivers(const TileType& tile, const ShapeParams& params) {
  std::vector<RiverShape> out;
  for (size_t i = 0; i < tile.rivers.size(); ++i) {
    const River& river = tile.rivers[i];
    std::vector<int> sides = SideList(river.sides);
    RiverShape shape;
    shape.river = int(i);
    shape.end = river.end;
    if (sides.size() >= 2) {
      shape.centre = Course(sides[0], sides[1], params.extend);
    } else if (sides.size() == 1) {
      int s = sides[0];
      bool lake = river.end == RiverEnd::Lake;
      shape.pool_radius = lake ? kLakeRadius : kSpringRadius;
      // The lake leans away from the river's mouth; the spring sits a little off the centre.
      shape.pool = Vec{0.5, 0.5} + Inward(Side(s)) * (lake ? 0.06 : 0.04);
      shape.centre.MoveTo(SideMid(Side(s)) + Outward(s) * params.extend);
      shape.centre.LineTo(shape.pool);
    }
    out.push_back(shape);
  }
  return out;
}

std::vector<BridgeShape> ComputeBridges(const std::vector<RiverShape>& rivers,
                                        const std::vector<RoadShape>& roads) {
  std::vector<BridgeShape> out;
  for (const RoadShape& road : roads) {
    std::vector<Vec> line = road.centre.Flatten(24);
    for (const RiverShape& river : rivers) {
      if (river.pool_radius > 0) continue;
      BridgeShape b;
      if (Crossing(line, river.centre.Flatten(24), &b.at, &b.along)) out.push_back(b);
    }
  }
  return out;
}

void SettleBesideRivers(const TileType& tile, TileShapes* shapes) {
  MonasteryShape& m = shapes->monastery;
  if (!m.present || shapes->rivers.empty() || YardClear(*shapes, m)) return;
  m.size = std::min(m.size, 0.27);
  Vec dir{0, 0};
  for (const Road& r : tile.roads)
    if (r.end == RoadEnd::Monastery && __builtin_popcount(r.sides) == 1)
      for (int s = 0; s < kSides; ++s)
        if (Has(r.sides, s)) dir = Outward(s);
  if (Length(dir) == 0) {
    // No road: away from the nearest water, else toward the first dry side.
    Vec nearest = m.centre;
    double best = 1e9;
    for (const RiverShape& r : shapes->rivers) {
      std::vector<Vec> line = r.centre.Flatten();
      for (size_t i = 1; i < line.size(); ++i) {
        Vec p = NearestOnSegment(m.centre, line[i - 1], line[i]);
        if (Length(p - m.centre) < best) best = Length(p - m.centre), nearest = p;
      }
    }
    dir = Unit(m.centre - nearest);
    for (int s = 0; s < kSides && Length(dir) == 0; ++s)
      if (tile.edges[s] == Terrain::Field) dir = Outward(s);
  }
  for (int step = 0; step < 80 && !YardClear(*shapes, m); ++step) m.centre = m.centre + dir * 0.005;
}

bool StraightRiver(const TileType& tile) {
  for (const River& r : tile.rivers)
    if (r.sides == (Bit(Side::N) | Bit(Side::S)) || r.sides == (Bit(Side::E) | Bit(Side::W))) return true;
  return false;
}

bool AcrossStraightRiver(const TileType& tile, Vec a, Vec b) {
  for (const River& r : tile.rivers) {
    bool ns = r.sides == (Bit(Side::N) | Bit(Side::S)), ew = r.sides == (Bit(Side::E) | Bit(Side::W));
    if (ns && (a.x - 0.5) * (b.x - 0.5) < 0) return true;
    if (ew && (a.y - 0.5) * (b.y - 0.5) < 0) return true;
  }
  return false;
}

void RunToRiver(Side s, const TileShapes& shapes, Path* road) {
  Vec from = SideMid(s), in = Inward(s);
  const RiverShape* river = nullptr;
  for (const RiverShape& r : shapes.rivers)
    if (r.pool_radius == 0 && !river) river = &r;
  if (!river) {
    road->LineTo({0.5, 0.5});
    return;
  }
  // The point of the river nearest the road's side: the road meets the
  // water square on, a little inside the bank.
  std::vector<Vec> line = river->centre.Flatten(24);
  Vec nearest = line[0];
  double best = 1e9;
  for (size_t i = 1; i < line.size(); ++i) {
    Vec p = NearestOnSegment(from, line[i - 1], line[i]);
    if (Length(p - from) < best) best = Length(p - from), nearest = p;
  }
  Vec out = Unit(from - nearest);
  Vec at = nearest + out * (shapes.params.river_half * 0.8);
  double l = Length(at - from);
  Vec ahead = from + in * l;
  if (Length(ahead - at) < 1e-9) {
    road->LineTo(at);
    return;
  }
  road->CurveTo(from + in * (0.4 * l), at + out * (0.4 * l), at);
}

bool TileShapes::NearWater(Vec p, double margin) const {
  return WaterDistance(*this, p) < margin;
}

}  // namespace carc
