#include "preview/tile_detail.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "art/follower_spot.h"
#include "art/tile_shapes.h"
#include "spec/validator.h"

namespace carc {

namespace {

std::string Num(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.4g", v);
  return buf;
}

std::string Point(Vec p) { return Num(p.x) + " " + Num(p.y); }

std::string PathData(const Path& path) {
  std::string d;
  for (size_t i = 0; i < path.segs.size(); ++i) {
    const Cubic& c = path.segs[i];
    if (i == 0) d += "M" + Point(c.p0);
    d += "C" + Point(c.c1) + " " + Point(c.c2) + " " + Point(c.p1);
  }
  if (path.closed && !d.empty()) d += "Z";
  return d;
}

/// The corners and side midpoints clockwise from the north-west corner:
/// half-side h runs from kRim[h] to kRim[h + 1].
const Vec kRim[8] = {{0, 0}, {0.5, 0}, {1, 0}, {1, 0.5}, {1, 1}, {0.5, 1}, {0, 1}, {0, 0.5}};

std::string HalvesPath(HalfSet halves) {
  std::string d;
  for (int h = 0; h < 8; ++h)
    if (Has(halves, h)) d += "M" + Point(kRim[h]) + "L" + Point(kRim[(h + 1) % 8]);
  return d;
}

std::string SquarePath(Vec c, double side) {
  double r = side / 2;
  return "M" + Point({c.x - r, c.y - r}) + "H" + Num(c.x + r) + "V" + Num(c.y + r) + "H" +
         Num(c.x - r) + "Z";
}

SegmentOutline Outline(const TileType& tile, FeatureKind kind, int index, const char* name,
                       const std::string& letter, std::string describe, std::string path) {
  SegmentOutline o;
  o.kind = name;
  o.label = letter + (kind == FeatureKind::Monastery ? "" : std::to_string(index + 1));
  o.describe = std::move(describe);
  o.path = std::move(path);
  Vec spot = FollowerSpot(tile, kind, index);
  o.x = spot.x;
  o.y = spot.y;
  return o;
}

}  // namespace

std::vector<SegmentOutline> OutlineSegments(const TileType& tile) {
  TileShapes shapes = ComputeShapes(tile);
  std::vector<SegmentOutline> out;
  for (const CityShape& c : shapes.cities) {
    const City& city = tile.cities[size_t(c.city)];
    out.push_back(Outline(tile, FeatureKind::City, c.city, "city", "C", Describe(city), PathData(c.outline)));
    out.back().shields = city.shields;
  }
  for (const RoadShape& r : shapes.roads)
    out.push_back(Outline(tile, FeatureKind::Road, r.road, "road", "R", Describe(tile.roads[size_t(r.road)]),
                          PathData(r.centre)));
  for (size_t i = 0; i < tile.fields.size(); ++i)
    out.push_back(Outline(tile, FeatureKind::Field, int(i), "field", "F", Describe(tile.fields[i]),
                          HalvesPath(tile.fields[i].halves)));
  if (shapes.monastery.present)
    out.push_back(Outline(tile, FeatureKind::Monastery, 0, "monastery", "M", "monastery",
                          SquarePath(shapes.monastery.centre, shapes.monastery.size)));
  return out;
}

long long PreviewGames(const TileSet& set, const PreviewRunOptions& options) {
  long long tiles = std::max(1, set.TileCount());
  return std::max(std::min(options.games, options.placements / tiles), std::min(options.games, 20LL));
}

SimulationResult PreviewRun(const TileSet& set, const PreviewRunOptions& options) {
  SimulationOptions o;
  o.games = PreviewGames(set, options);
  o.players = options.players;
  o.seed = options.seed;
  o.threads = 1;
  return Simulate(set, o);
}

}  // namespace carc
