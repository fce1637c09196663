#include "art/room.h"

#include <algorithm>
#include <cmath>

#include "art/pool_fit.h"

namespace carc {

Room::Room(const TileShapes& shapes, RoomFor self) : shapes_(shapes), self_(self) {
  for (const CityShape& c : shapes.cities) {
    outlines_.push_back(c.outline.Flatten());
    for (const Path& w : c.walls) walls_.push_back(w.Flatten());
  }
  for (const RoadShape& r : shapes.roads) {
    if ((self.monastery && r.to_monastery) || (self.village && r.to_village)) continue;
    roads_.push_back(r.centre.Flatten());
    if (r.gate) gates_.push_back(r.gate_at);
  }
  for (const RiverShape& r : shapes.rivers)
    if (r.river != self.river && !(self.pools && r.pool_radius > 0)) rivers_.push_back(r.centre.Flatten());
}

double Room::At(Vec p, bool sides) const {
  const ShapeParams& k = shapes_.params;
  double best = sides ? std::min({p.x, 1 - p.x, p.y, 1 - p.y}) : 1e9;
  for (const auto& o : outlines_)
    if (InsidePolygon(p, o)) return -1;
  for (const auto& w : walls_) best = std::min(best, PolylineDistance(p, w) - k.wall_half);
  for (Vec g : gates_) best = std::min(best, Length(p - g) - (k.road_half + 3 * k.wall_half));
  for (const auto& r : roads_) best = std::min(best, PolylineDistance(p, r) - k.road_half);
  const VillageShape& v = shapes_.village;
  if (v.present && !self_.village) best = std::min(best, Length(p - v.centre) - v.square - k.road_half * 0.3);
  if (shapes_.monastery.present && !self_.monastery) best = std::min(best, MonasteryDistance(p));
  for (const auto& r : rivers_)
    best = std::min(best, PolylineDistance(p, r) - k.river_half - kRiverRim + self_.into_rivers);
  for (const RiverShape& r : shapes_.rivers)
    if (r.pool_radius > 0 && r.river != self_.river && !self_.pools)
      best = std::min(best, Length(p - r.pool) - PoolReach(r, r.pool_radius, k));
  return best;
}

// The yard and the bell tower's cross (buildings.cc, DrawMonasteryBuilding).
double Room::MonasteryDistance(Vec p) const {
  const MonasteryShape& m = shapes_.monastery;
  Vec d = p - m.centre;
  double dx = std::max(std::abs(d.x) - 0.6 * m.size, 0.0);
  double dy = std::max({-0.82 * m.size - d.y, d.y - 0.54 * m.size, 0.0});
  if (dx == 0 && dy == 0) return -1;
  return std::hypot(dx, dy);
}

}  // namespace carc
