#include "art/hub_fit.h"

#include <algorithm>
#include <cmath>

#include "art/river_shapes.h"
#include "art/room.h"

namespace carc {

namespace {

// How much the search prefers a place near the usual one to a larger building.
constexpr double kStayWeight = 0.6;
// The smallest the building shrinks to, as a share of its usual size.
constexpr double kLeastShare = 0.6;
// The room grid's step: the building's outline is looked up on it.
constexpr int kGrid = 100;

/// Room::At on a grid over the tile, each point worked out when first
/// asked for, for the many outlines tried.
class RoomGrid {
 public:
  explicit RoomGrid(const Room& room) : room_(room), values_(size_t(kGrid + 1) * (kGrid + 1), kUnknown) {}
  /// The room at the grid point nearest `p`, less the most it can be off by.
  double At(Vec p) {
    if (p.x < 0 || p.y < 0 || p.x > 1 || p.y > 1) return -1;
    int x = int(std::lround(p.x * kGrid)), y = int(std::lround(p.y * kGrid));
    double& v = values_[size_t(y * (kGrid + 1) + x)];
    if (v == kUnknown) v = room_.At({x / double(kGrid), y / double(kGrid)}, true);
    return v - 0.71 / kGrid;
  }

 private:
  static constexpr double kUnknown = -1e300;
  const Room& room_;
  std::vector<double> values_;
};

/// Points around the building's outline (buildings.cc, DrawMonasteryBuilding):
/// the yard and the bell tower above its west end, with its cross.
std::vector<Vec> Outline(Vec c, double size) {
  struct Box { double x0, y0, x1, y1; };
  static const Box kBoxes[] = {{-0.6, -0.47, 0.6, 0.54}, {-0.5, -0.84, -0.14, -0.47}};
  std::vector<Vec> out;
  for (const Box& b : kBoxes) {
    for (int i = 0; i <= 6; ++i) {
      double t = i / 6.0, x = b.x0 + (b.x1 - b.x0) * t, y = b.y0 + (b.y1 - b.y0) * t;
      for (Vec q : {Vec{x, b.y0}, Vec{x, b.y1}, Vec{b.x0, y}, Vec{b.x1, y}}) out.push_back(c + q * size);
    }
  }
  return out;
}

/// Points around the village square and its rim of road edge.
std::vector<Vec> SquareOutline(Vec c, double square) {
  std::vector<Vec> out;
  for (int i = 0; i < 24; ++i) {
    double a = 2 * 3.14159265358979323846 * i / 24;
    out.push_back(c + Vec{std::cos(a), std::sin(a)} * (square * 1.15));
  }
  return out;
}

/// The sides of the roads that run to the monastery (or the village).
std::vector<int> RoadSides(const TileType& tile, const TileShapes& shapes, bool village) {
  std::vector<int> out;
  for (const RoadShape& r : shapes.roads)
    if (village ? r.to_village : r.to_monastery) out.push_back(SideList(tile.roads[size_t(r.road)].sides)[0]);
  return out;
}

/// Runs the roads to the monastery (or the village) to `c`.
void RunRoadsTo(const TileType& tile, bool village, Vec c, TileShapes* shapes) {
  for (RoadShape& r : shapes->roads) {
    if (!(village ? r.to_village : r.to_monastery)) continue;
    int s = SideList(tile.roads[size_t(r.road)].sides)[0];
    r.centre.MoveTo(SideMid(Side(s)) + Outward(s) * shapes->params.extend);
    r.centre.LineTo(SideMid(Side(s)));
    r.centre.LineTo(c);
  }
}

/// Whether the roads from `sides` to a hub at `c` keep their strip of field
/// from everything else, up to `reach` from it.
bool RoadsClear(const Room& room, const std::vector<int>& sides, Vec c, double reach, const ShapeParams& k) {
  double need = k.road_half + kFieldStrip;
  for (int s : sides) {
    Vec from = SideMid(Side(s));
    for (int i = 1; i <= 20; ++i) {
      Vec q = from + (c - from) * (i / 20.0);
      if (Length(q - c) < reach) break;
      if (room.At(q, false) < need) return false;
    }
  }
  return true;
}

/// What is being placed: its outline for a size, and how far its roads run
/// under it.
struct Hub {
  std::vector<Vec> (*outline)(Vec, double);
  double inner;           ///< the radius of the largest circle inside the outline, per unit of size
  double reach_per_size;  ///< how far from its centre its roads are hidden, per unit of size
  double least_share;     ///< the smallest it gets, as a share of its usual size
};

/// The best place for `hub`, near `usual` and at most `most` in size, where
/// it and its roads (from `sides`) keep clear of everything `self` does not
/// leave out; false where none is.
bool BestPlace(const TileShapes& shapes, const Hub& hub, const std::vector<int>& sides, RoomFor self,
               Vec* centre, double* size) {
  Room room(shapes, self);
  RoomGrid grid(room);
  const ShapeParams& k = shapes.params;
  // The outline at the origin, once per size tried; a place whose middle
  // has less room than the outline's inner circle fails at once.
  double shape_size = -1;
  std::vector<Vec> shape;
  auto clear = [&](Vec c, double s) {
    if (grid.At(c) < hub.inner * s) return false;
    if (s != shape_size) shape = hub.outline({0, 0}, s), shape_size = s;
    for (Vec q : shape)
      if (grid.At(c + q) < kFieldStrip) return false;
    return true;
  };
  Vec usual = *centre;
  double most = *size;
  if (clear(usual, most) && RoadsClear(room, sides, usual, hub.reach_per_size * most, k)) return true;
  struct Place { Vec c; double size, score; };
  std::vector<Place> places;
  for (double share = 1; share >= hub.least_share - 1e-9; share -= 0.1)
    for (double y = 0.12; y <= 0.881; y += 0.02)
      for (double x = 0.12; x <= 0.881; x += 0.02)
        if (clear({x, y}, most * share))
          places.push_back({{x, y}, most * share, share - kStayWeight * Length(Vec{x, y} - usual)});
  std::sort(places.begin(), places.end(), [](const Place& a, const Place& b) { return a.score > b.score; });
  for (const Place& p : places) {
    if (!RoadsClear(room, sides, p.c, hub.reach_per_size * p.size, k)) continue;
    *centre = p.c;
    *size = p.size;
    return true;
  }
  return false;
}

}  // namespace

void FitMonastery(const TileType& tile, TileShapes* shapes) {
  MonasteryShape& m = shapes->monastery;
  std::vector<int> sides = RoadSides(tile, *shapes, false);
  if (!m.present || (StraightRiver(tile) && !sides.empty())) return;
  const Hub building{Outline, 0.47, 0.6, kLeastShare};
  // Where a tile has no room clear of everything, the building may stand on
  // a river's bank: touching the water alone, it cuts no field.
  RoomFor self;
  self.monastery = self.pools = true;
  if (!BestPlace(*shapes, building, sides, self, &m.centre, &m.size)) {
    self.into_rivers = kFieldStrip + 0.4 * shapes->params.river_half;
    BestPlace(*shapes, building, sides, self, &m.centre, &m.size);
  }
  RunRoadsTo(tile, false, m.centre, shapes);
}

void FitVillage(const TileType& tile, TileShapes* shapes) {
  VillageShape& v = shapes->village;
  if (!v.present) return;
  std::vector<int> sides = RoadSides(tile, *shapes, true);
  const Hub square{SquareOutline, 1.1, 1.15, 0.7};
  RoomFor self;
  self.village = self.pools = true;
  BestPlace(*shapes, square, sides, self, &v.centre, &v.square);
  v.arms.clear();
  for (int s : sides) v.arms.push_back(Unit(SideMid(Side(s)) - v.centre));
  RunRoadsTo(tile, true, v.centre, shapes);
}

}  // namespace carc
