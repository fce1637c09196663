// The shapes of a tile's features in the unit square (x right, y down, the
// tile from 0 to 1): city outlines and walls, road centre lines, the village
// and the monastery, and where shields and decorations may stand. Pure
// geometry computed from the spec alone; tile_art.h turns it into Cairo paths.
//
// Walls are Bézier curves from tile corner to tile corner. Their tangent at a
// corner is chosen by kind so that features meeting at one corner never
// overlap: a cap leaves its side at 27° and rounds off in the middle (two
// cubics), a diagonal leaves at 41°, a bay wall at 45° (one cubic each).
// Caps on two adjacent sides thus leave a clear wedge of field between them.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "spec/tile.h"

namespace carc {

/// A small deterministic random source, seeded from a tile id and a salt, so
/// decoration is the same on every run.
class Random {
 public:
  /// Seeds from `id` and `salt`.
  Random(const std::string& id, uint64_t salt);
  /// Uniform in [0, 1).
  double Next();
  /// Uniform in [lo, hi).
  double In(double lo, double hi) { return lo + (hi - lo) * Next(); }

 private:
  uint64_t state_;
};

/// A point or direction in tile units.
struct Vec {
  double x = 0, y = 0;
};

/// Vector sum, difference and scaling.
inline Vec operator+(Vec a, Vec b) { return {a.x + b.x, a.y + b.y}; }
inline Vec operator-(Vec a, Vec b) { return {a.x - b.x, a.y - b.y}; }
inline Vec operator*(Vec a, double k) { return {a.x * k, a.y * k}; }
/// Euclidean length.
double Length(Vec v);
/// Distance from `p` to the segment a–b.
double SegmentDistance(Vec p, Vec a, Vec b);

/// One cubic Bézier segment (a straight line has its controls on the line).
struct Cubic {
  Vec p0, c1, c2, p1;
  /// The point at parameter t in [0, 1].
  Vec At(double t) const;
};

/// An open or closed path of cubic segments.
struct Path {
  std::vector<Cubic> segs;  ///< the segments, each starting where the last ended
  bool closed = false;      ///< whether the outline closes back to its start

  /// Starts a new path at `p` (the first segment then starts there).
  void MoveTo(Vec p);
  /// Adds a straight segment from the current point.
  void LineTo(Vec p);
  /// Adds a cubic from the current point.
  void CurveTo(Vec c1, Vec c2, Vec p);
  /// The current (last) point.
  Vec End() const;
  /// The point at `t` in [0, 1], each segment taking an equal share of t.
  Vec At(double t) const;
  /// Points along the path, `steps` per segment, for distance and inside tests.
  std::vector<Vec> Flatten(int steps = 12) const;

 private:
  Vec start_;
};

/// Shortest distance from `p` to a flattened polyline.
double PolylineDistance(Vec p, const std::vector<Vec>& line);
/// Whether PolylineDistance(p, line) < d, stopping at the first segment nearer.
bool PolylineNearer(Vec p, const std::vector<Vec>& line, double d);
/// Whether `p` is inside a closed flattened polygon (even-odd).
bool InsidePolygon(Vec p, const std::vector<Vec>& polygon);

/// Where a polygon's edges cross one row (the line at height `y`), for a
/// grid that tests many points of the row: InsidePolygon looks at every
/// edge for every point, this once for the row. Inside(x) gives exactly
/// InsidePolygon({x, y}, polygon): the crossings are the same numbers.
class RowCrossings {
 public:
  /// The crossings of `polygon`'s edges with the row at `y`.
  RowCrossings(const std::vector<Vec>& polygon, double y);
  /// Whether (x, y) is inside the polygon (even-odd).
  bool Inside(double x) const;

 private:
  std::vector<double> xs_;  ///< the x of each edge's crossing, in edge order
};

/// A point set's bounding box: every segment between its points lies inside,
/// so a point far from the box is far from the whole polyline, and a point
/// outside it is outside the polygon, answered without looking at a segment.
struct Bounds {
  double x0 = 1e300, y0 = 1e300, x1 = -1e300, y1 = -1e300;  ///< min and max corners

  Bounds() = default;
  /// The box of `points`.
  explicit Bounds(const std::vector<Vec>& points);
  /// Whether `p` lies outside the box.
  bool Outside(Vec p) const { return p.x < x0 || p.x > x1 || p.y < y0 || p.y > y1; }
  /// The square of the distance from `p` to the box (0 inside it).
  double Distance2(Vec p) const;
};

/// A flattened polyline with its bounding box.
struct BoundedLine {
  std::vector<Vec> points;  ///< the polyline
  Bounds bounds;            ///< the box of `points`

  BoundedLine() = default;
  /// `points` and their box.
  explicit BoundedLine(std::vector<Vec> points);
  /// PolylineNearer(p, points, d), skipping the segments when the box is farther.
  bool Nearer(Vec p, double d) const;
  /// InsidePolygon(p, points), skipping the edges when `p` is outside the box
  /// by more than rounding could move an edge crossing.
  bool Inside(Vec p) const;
};

/// Sizes that shape the geometry, in tile units.
struct ShapeParams {
  double road_half = 0.05;   ///< half the road width, edges included
  double river_half = 0.09;  ///< half the river's width, banks included
  double wall_half = 0.012;  ///< half the wall width
  double pool_grow = 1.1 / 45;  ///< how far a pool's banks reach past its water
  double extend = 0.25;      ///< how far features run past the border (covers any bleed)
};

/// Where a building stands: its centre, its width in tile units, and how far
/// it is turned (radians, clockwise; 0 stands upright, its front to the south).
struct BuildingSpot {
  Vec at;             ///< the building's centre (the keep: the middle of its foot)
  double size = 0.1;  ///< its width
  double angle = 0;   ///< clockwise turn
};

/// A large city's open square with its keep, where the city has room.
struct PlazaShape {
  bool present = false;  ///< the city is roomy enough
  Vec centre;            ///< the middle of the square
  double radius = 0.19;  ///< the square's radius
  BuildingSpot keep;        ///< the keep, standing at the back of the square
};

/// One city segment's outline (running `extend` past the tile's border on its
/// sides) and its walls, in order.
struct CityShape {
  int city = -1;             ///< index into TileType::cities
  Path outline;              ///< closed; runs ShapeParams::extend past the border on city sides
  std::vector<Path> walls;   ///< one wall per gap between the city's sides, corner to corner
  std::vector<Vec> shields;  ///< centres of its shields
  double shield_scale = 1;   ///< their size, less than 1 in a city too shallow for whole shields
  PlazaShape plaza;          ///< its square and keep, if it has room for them
};

/// A road's centre line, from past the border to its end.
struct RoadShape {
  int road = -1;                ///< index into TileType::roads
  Path centre;                  ///< the centre line, from past the border inward
  RoadEnd end = RoadEnd::None;  ///< where a one-sided road ends
  bool to_monastery = false;    ///< one-sided, running to the monastery's door
  bool to_village = false;      ///< one-sided, running to the village square
  bool gate = false;  ///< ends at a city wall: `gate_at` is where, `gate_dir` points into the city
  Vec gate_at, gate_dir;
};

/// The village where one-sided roads end: a small square with a well where
/// the roads meet, and houses around it facing it, in the gaps between the
/// roads and clear of every other feature.
struct VillageShape {
  bool present = false;  ///< some one-sided road ends at a village
  Vec centre{0.5, 0.5};  ///< where the roads meet
  double square = 0.1;   ///< the radius of the square
  std::vector<Vec> arms;  ///< unit directions from the centre to each road's side
  std::vector<BuildingSpot> houses;  ///< nearest the square first
};

/// The monastery building: a square footprint of side `size` around `centre`.
struct MonasteryShape {
  bool present = false;  ///< the tile has a monastery
  Vec centre{0.5, 0.5};  ///< the middle of its yard
  double size = 0.34;    ///< the building's width; smaller when other features crowd it
};

/// One river's course (river_shapes.h): its centre line, and its pool when
/// it rises at a spring or ends in a lake.
struct RiverShape {
  int river = -1;                 ///< index into TileType::rivers
  RiverEnd end = RiverEnd::None;  ///< spring, lake or none
  Path centre;                    ///< from past the border to past the border, or into the pool
  Vec pool{0.5, 0.5};             ///< the pool's centre
  double pool_radius = 0;         ///< 0 when the river has no pool
};

/// A bridge: where a road's centre line crosses a river's.
struct BridgeShape {
  Vec at;     ///< the crossing
  Vec along;  ///< unit direction of the road there
};

/// Everything drawn on a tile, before rotation.
struct TileShapes {
  std::vector<CityShape> cities;  ///< in the spec's order
  std::vector<RoadShape> roads;   ///< in the spec's order
  std::vector<RiverShape> rivers;    ///< in the spec's order
  std::vector<BridgeShape> bridges;  ///< where roads cross rivers
  VillageShape village;           ///< the village, if any
  MonasteryShape monastery;       ///< the monastery, if any
  ShapeParams params;             ///< the sizes it was computed with

  /// Whether a decoration of radius `r` at `p` would touch no feature.
  bool IsFree(Vec p, double r) const;
  /// Whether `p` lies within `margin` of some water or its banks.
  bool NearWater(Vec p, double margin) const;
};

/// A tile's roads, city outlines and walls flattened once, for the many
/// clearance questions of placing houses and decorations.
struct Obstacles {
  std::vector<BoundedLine> roads, outlines, walls;  ///< road centres, city outlines, city walls

  explicit Obstacles(const TileShapes& shapes);
  /// TileShapes::IsFree(p, r) of the shapes these were made from.
  bool IsFree(const TileShapes& shapes, Vec p, double r) const;
};

/// `v` turned `q` clockwise quarter turns about the tile's centre.
Vec TurnUnit(Vec v, int q);
/// The midpoint of side `s`.
Vec SideMid(Side s);
/// The inward unit normal of side `s`.
Vec Inward(Side s);
/// The outward unit normal of side `s`.
Vec Outward(int s);
/// `v` scaled to length 1 (the zero vector stays zero).
Vec Unit(Vec v);
/// The sides in `set`, in N, E, S, W order.
std::vector<int> SideList(SideSet set);
/// Bézier handle length, as a share of the radius, for a quarter circle.
constexpr double kArcHandle = 0.5523;

/// Computes the shapes of `tile` (unrotated). Works for any valid spec; for
/// specs the validator rejects it still returns something drawable.
TileShapes ComputeShapes(const TileType& tile, const ShapeParams& params = ShapeParams());

/// A city's walls flattened, with their boxes: what the city's texture,
/// houses, square and shields keep clear of.
std::vector<BoundedLine> FlatWalls(const CityShape& city);

}  // namespace carc
