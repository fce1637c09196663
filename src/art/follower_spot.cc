#include "art/follower_spot.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace carc {

namespace {

/// Cells across the grid the tile is sampled on.
constexpr int kGrid = 60;
/// Room kept around a shield, a little more than half its width.
constexpr double kShieldRoom = 0.085;
/// Half a piece's size on the tile (board_art.h draws meeples 0.36 of a tile
/// high) and a little more: how far a piece's centre stays from the tile's edge.
constexpr double kPieceHalf = 0.2;

/// What covers one grid cell of the tile.
enum class Cover : uint8_t { Field, City, Road, Building };

Vec CellCentre(int i) { return {(i % kGrid + 0.5) / kGrid, (i / kGrid + 0.5) / kGrid}; }

/// The tile sampled on the grid: what covers each cell, and for cities which one.
struct CoverMap {
  std::vector<Cover> cover = std::vector<Cover>(kGrid * kGrid, Cover::Field);
  std::vector<int> city = std::vector<int>(kGrid * kGrid, -1);
};

CoverMap MapCover(const TileShapes& shapes) {
  CoverMap map;
  std::vector<std::vector<Vec>> outlines, roads;
  for (const CityShape& c : shapes.cities) outlines.push_back(c.outline.Flatten());
  for (const RoadShape& r : shapes.roads) roads.push_back(r.centre.Flatten());
  double half = shapes.monastery.size / 2;
  for (int i = 0; i < kGrid * kGrid; ++i) {
    Vec p = CellCentre(i);
    for (size_t c = 0; c < outlines.size() && map.city[size_t(i)] < 0; ++c)
      if (InsidePolygon(p, outlines[c])) map.city[size_t(i)] = shapes.cities[c].city;
    Cover& cover = map.cover[size_t(i)];
    if (map.city[size_t(i)] >= 0) cover = Cover::City;
    for (const auto& r : roads)
      if (cover == Cover::Field && PolylineDistance(p, r) < shapes.params.road_half) cover = Cover::Road;
    Vec m = p - shapes.monastery.centre;
    if (cover == Cover::Field && shapes.monastery.present && std::abs(m.x) < half && std::abs(m.y) < half)
      cover = Cover::Building;
    if (cover == Cover::Field && shapes.village.present && Length(p - shapes.village.centre) < 0.12)
      cover = Cover::Building;
  }
  return map;
}

/// Grid distance (in cells) from each cell of `region` to the nearest cell
/// outside it or the tile's border: a two-pass chamfer transform.
std::vector<double> Clearance(const std::vector<bool>& region) {
  const double kStraight = 1, kDiagonal = 1.4142;
  std::vector<double> d(region.size());
  for (size_t i = 0; i < region.size(); ++i) d[i] = region[i] ? 1e9 : 0;
  auto at = [&](int x, int y) { return x < 0 || y < 0 || x >= kGrid || y >= kGrid ? 0.0 : d[size_t(y * kGrid + x)]; };
  for (int y = 0; y < kGrid; ++y)
    for (int x = 0; x < kGrid; ++x) {
      double& v = d[size_t(y * kGrid + x)];
      v = std::min({v, at(x - 1, y) + kStraight, at(x, y - 1) + kStraight, at(x - 1, y - 1) + kDiagonal,
                    at(x + 1, y - 1) + kDiagonal});
    }
  for (int y = kGrid - 1; y >= 0; --y)
    for (int x = kGrid - 1; x >= 0; --x) {
      double& v = d[size_t(y * kGrid + x)];
      v = std::min({v, at(x + 1, y) + kStraight, at(x, y + 1) + kStraight, at(x + 1, y + 1) + kDiagonal,
                    at(x - 1, y + 1) + kDiagonal});
    }
  return d;
}

/// The point of `region` farthest from its edges, a little drawn to its
/// middle so that equally roomy spots resolve to the natural one; `fallback`
/// when the region is empty.
Vec RoomiestPoint(const std::vector<bool>& region, Vec fallback) {
  Vec mean{0, 0};
  int n = 0;
  for (size_t i = 0; i < region.size(); ++i)
    if (region[i]) mean = mean + CellCentre(int(i)), ++n;
  if (n == 0) return fallback;
  mean = mean * (1.0 / n);
  std::vector<double> clear = Clearance(region);
  double best = -1e9;
  Vec spot = fallback;
  for (size_t i = 0; i < region.size(); ++i) {
    if (!region[i]) continue;
    double score = std::min(clear[i] / kGrid, 0.2) - 0.15 * Length(CellCentre(int(i)) - mean);
    if (score > best) best = score, spot = CellCentre(int(i));
  }
  return spot;
}

/// The grid cell just inside half-side `h`, at a fraction `t` along it.
int BorderCell(Half h, double t) {
  int side = int(h) / 2;
  double along = (int(h) % 2 + t) / 2;  // 0..1 clockwise along the side
  int k = std::clamp(int(along * kGrid), 0, kGrid - 1);
  switch (side) {
    case 0: return k;                                   // north, west to east
    case 1: return k * kGrid + kGrid - 1;               // east, north to south
    case 2: return (kGrid - 1) * kGrid + kGrid - 1 - k; // south, east to west
    default: return (kGrid - 1 - k) * kGrid;            // west, south to north
  }
}

/// The open ground of a field: field cells reached from its half-sides.
/// A field that touches no half-side is reached from its corners, along the
/// diagonals: near a corner between two cities' walls lies only it.
std::vector<bool> FieldRegion(const CoverMap& map, const Field& field) {
  std::vector<bool> region(map.cover.size(), false);
  std::vector<int> stack;
  for (int h = 0; h < kHalves; ++h)
    if (field.halves >> h & 1)
      for (double t = 0.1; t < 0.95; t += 0.1) stack.push_back(BorderCell(Half(h), t));
  static const Vec kCorners[4] = {{1, 0}, {1, 1}, {0, 1}, {0, 0}};
  for (int c = 0; c < 4; ++c)
    if (field.corners >> c & 1)
      for (double k = 0.02; k < 0.35; k += 0.02) {
        Vec p = kCorners[c] + (Vec{0.5, 0.5} - kCorners[c]) * k;
        int x = std::clamp(int(p.x * kGrid), 0, kGrid - 1), y = std::clamp(int(p.y * kGrid), 0, kGrid - 1);
        if (map.cover[size_t(y * kGrid + x)] == Cover::Field) stack.push_back(y * kGrid + x);
      }
  while (!stack.empty()) {
    int i = stack.back();
    stack.pop_back();
    if (region[size_t(i)] || map.cover[size_t(i)] != Cover::Field) continue;
    region[size_t(i)] = true;
    int x = i % kGrid, y = i / kGrid;
    if (x > 0) stack.push_back(i - 1);
    if (x < kGrid - 1) stack.push_back(i + 1);
    if (y > 0) stack.push_back(i - kGrid);
    if (y < kGrid - 1) stack.push_back(i + kGrid);
  }
  return region;
}

Vec FieldSpot(const TileType& tile, const TileShapes& shapes, int index) {
  HalfSet halves = tile.fields[size_t(index)].halves;
  Vec fallback{0.5, 0.5};
  for (int h = 0; h < kHalves; ++h)
    if (halves >> h & 1) {
      fallback = CellCentre(BorderCell(Half(h), 0.5));
      fallback = fallback + Inward(Side(h / 2)) * 0.12;
      break;
    }
  return RoomiestPoint(FieldRegion(MapCover(shapes), tile.fields[size_t(index)]), fallback);
}

Vec CitySpot(const TileShapes& shapes, int index) {
  CoverMap map = MapCover(shapes);
  const CityShape* city = nullptr;
  for (const CityShape& c : shapes.cities)
    if (c.city == index) city = &c;
  std::vector<bool> region(map.cover.size()), open(map.cover.size());
  bool any_open = false;
  for (size_t i = 0; i < region.size(); ++i) {
    region[i] = map.city[i] == index;
    bool on_shield = false;
    if (city)
      for (Vec s : city->shields) on_shield |= Length(CellCentre(int(i)) - s) < kShieldRoom;
    open[i] = region[i] && !on_shield;  // a knight never hides a shield
    any_open |= open[i];
  }
  return RoomiestPoint(any_open ? open : region, {0.5, 0.5});
}

/// The middle of the road's stretch inside the tile, by length along it.
Vec RoadSpot(const TileShapes& shapes, int index) {
  std::vector<Vec> inside;
  for (const RoadShape& r : shapes.roads) {
    if (r.road != index) continue;
    for (Vec p : r.centre.Flatten(24))
      if (p.x >= 0 && p.y >= 0 && p.x <= 1 && p.y <= 1) inside.push_back(p);
  }
  if (inside.empty()) return {0.5, 0.5};
  double total = 0;
  for (size_t i = 1; i < inside.size(); ++i) total += Length(inside[i] - inside[i - 1]);
  double walked = 0;
  for (size_t i = 1; i < inside.size(); ++i) {
    double step = Length(inside[i] - inside[i - 1]);
    if (walked + step >= total / 2 && step > 0) return inside[i - 1] + (inside[i] - inside[i - 1]) * ((total / 2 - walked) / step);
    walked += step;
  }
  return inside.front();
}

}  // namespace

Vec FollowerSpot(const TileType& tile, FeatureKind kind, int index) {
  TileShapes shapes = ComputeShapes(tile);
  Vec spot{0.5, 0.5};
  switch (kind) {
    case FeatureKind::Monastery: spot = shapes.monastery.centre; break;
    case FeatureKind::Road: spot = RoadSpot(shapes, index); break;
    case FeatureKind::City: spot = CitySpot(shapes, index); break;
    case FeatureKind::Field: spot = FieldSpot(tile, shapes, index); break;
  }
  // A piece stands on its own tile: on a narrow cap it overlaps the field
  // beside the city rather than the neighbouring tile.
  spot.x = std::clamp(spot.x, kPieceHalf, 1 - kPieceHalf);
  spot.y = std::clamp(spot.y, kPieceHalf, 1 - kPieceHalf);
  return spot;
}

Vec TurnPoint(Vec p, int quarters) {
  for (int q = 0; q < ((quarters % 4) + 4) % 4; ++q) p = {1 - p.y, p.x};
  return p;
}

Vec FollowerSpots::Spot(int type, int quarters, const Segment& segment) const {
  auto key = std::make_tuple(type, int(segment.kind), int(segment.index));
  auto it = cache_.find(key);
  if (it == cache_.end())
    it = cache_.emplace(key, FollowerSpot(set_.tiles[size_t(type)], segment.kind, segment.index)).first;
  return TurnPoint(it->second, quarters);
}

}  // namespace carc
