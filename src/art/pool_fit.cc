#include "art/pool_fit.h"

#include <algorithm>
#include <cmath>

#include "art/room.h"

namespace carc {

namespace {

// The lake's bays reach this much past its radius (water_art.cc, LakeOutline);
// the spring's rocks this far past its water.
constexpr double kLakeBays = 1.11, kSpringRocks = 0.058;
// The smallest a pool shrinks to: still a pool of water, not a speck.
constexpr double kLeastPool = 0.035;
// How much the search prefers a place near the usual one to a larger pool.
constexpr double kStayWeight = 0.6;

/// The river's mouth: the midpoint of its one side, and that side.
int MouthSide(const TileType& tile, const RiverShape& r) {
  std::vector<int> sides = SideList(tile.rivers[size_t(r.river)].sides);
  return sides.empty() ? 0 : sides[0];
}

/// The channel from past side `s` to a pool at `c`: straight in from the
/// side, bending toward the pool when it lies off the straight line.
Path Channel(int s, Vec c, double extend) {
  Path p;
  Vec mouth = SideMid(Side(s)), in = Inward(Side(s));
  p.MoveTo(mouth + Outward(s) * extend);
  p.LineTo(mouth);
  Vec d = c - mouth;
  double along = d.x * in.x + d.y * in.y, across = std::abs(d.x * in.y - d.y * in.x);
  if (across < 1e-9) {
    p.LineTo(c);
  } else {
    p.CurveTo(mouth + in * (0.55 * along), c - in * (0.2 * along), c);
  }
  return p;
}

/// Whether a channel keeps its strip of field from the features in `room`
/// up to the pool's edge.
bool ChannelClear(const Room& room, const Path& channel, Vec c, double reach, const ShapeParams& k) {
  double need = k.river_half + kRiverRim + kFieldStrip;
  for (const Cubic& seg : channel.segs) {
    for (int i = 0; i <= 16; ++i) {
      Vec q = seg.At(i / 16.0);
      if (q.x < 0 || q.y < 0 || q.x > 1 || q.y > 1 || Length(q - c) < reach) continue;
      if (room.At(q, false) < need) return false;
    }
  }
  return true;
}

struct Place {
  Vec centre;
  double radius = 0;
  double score = 0;
};

/// The largest radius, up to `most`, of a pool whose reach fits in `free`.
double RadiusFor(const RiverShape& r, double free, double most, const ShapeParams& k) {
  // PoolReach is linear in the radius: reach = a * radius + b.
  double b = PoolReach(r, 0, k), a = PoolReach(r, 1, k) - b;
  return std::min(most, (free - kFieldStrip - b) / a);
}

/// The best place for pool `r` mouthing on side `s`: its usual one when it
/// fits there, else the spot nearby with room for the largest pool (and a
/// channel to it), else its usual centre, as small as a pool gets.
Place BestPlace(const RiverShape& r, int s, const Room& room, const ShapeParams& k) {
  Vec usual = r.pool;
  double most = r.pool_radius;
  auto fits = [&](Vec c, double radius) {
    return ChannelClear(room, Channel(s, c, k.extend), c, PoolReach(r, radius, k), k);
  };
  if (RadiusFor(r, room.At(usual, true), most, k) >= most && fits(usual, most)) return {usual, most, 0};
  std::vector<Place> places;
  for (double y = 0.06; y <= 0.941; y += 0.03) {
    for (double x = 0.06; x <= 0.941; x += 0.03) {
      Vec c{x, y};
      double radius = RadiusFor(r, room.At(c, true), most, k);
      if (radius < kLeastPool) continue;
      places.push_back({c, radius, radius / most - kStayWeight * Length(c - usual)});
    }
  }
  std::sort(places.begin(), places.end(), [](const Place& a, const Place& b) { return a.score > b.score; });
  for (const Place& p : places)
    if (fits(p.centre, p.radius)) return p;
  return {usual, std::max(kLeastPool, RadiusFor(r, room.At(usual, true), most, k)), 0};
}

}  // namespace

double PoolReach(const RiverShape& river, double radius, const ShapeParams& params) {
  if (river.end == RiverEnd::Lake) return (radius + params.pool_grow) * kLakeBays;
  return radius + std::max(params.pool_grow, kSpringRocks);
}

void FitPools(const TileType& tile, TileShapes* shapes) {
  for (RiverShape& r : shapes->rivers) {
    if (r.pool_radius <= 0) continue;
    int s = MouthSide(tile, r);
    Place p = BestPlace(r, s, Room(*shapes, RoomFor{r.river, false, false}), shapes->params);
    if (Length(p.centre - r.pool) < 1e-12 && p.radius == r.pool_radius) continue;
    r.pool = p.centre;
    r.pool_radius = p.radius;
    r.centre = Channel(s, p.centre, shapes->params.extend);
  }
}

void MakeRoomForPools(const TileType& tile, TileShapes* shapes) {
  MonasteryShape& m = shapes->monastery;
  if (!m.present) return;
  Vec away{0, 0};
  for (const RiverShape& r : shapes->rivers)
    if (r.pool_radius > 0) away = away + Inward(Side(MouthSide(tile, r)));
  if (Length(away) == 0) return;
  m.size = std::min(m.size, 0.27);
  m.centre = m.centre + Unit(away) * 0.1;
}

}  // namespace carc
