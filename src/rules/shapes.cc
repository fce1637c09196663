#include "rules/shapes.h"

#include <algorithm>
#include <map>
#include <tuple>

#include "rules/feature_forest.h"
#include "spec/topology.h"

namespace carc {

namespace {

/// What makes two shapes play alike: edges and segments, order ignored.
std::vector<std::tuple<int, int, int, int, int>> Fingerprint(const TileShape& s) {
  std::vector<std::tuple<int, int, int, int, int>> out;
  out.emplace_back(-1, s.edge_code, 0, 0, 0);
  for (int i = 0; i < s.segment_count; ++i) {
    const Segment& g = s.segments[i];
    out.emplace_back(int(g.kind), g.sides, g.halves | g.corners << 8, g.shields, g.modifiers);
  }
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

const char* FeatureKindName(FeatureKind kind) {
  switch (kind) {
    case FeatureKind::Road: return "road";
    case FeatureKind::City: return "city";
    case FeatureKind::Monastery: return "monastery";
    case FeatureKind::Field: return "field";
  }
  return "?";
}

const char* FollowerRole(FeatureKind kind) {
  switch (kind) {
    case FeatureKind::Road: return "thief";
    case FeatureKind::City: return "knight";
    case FeatureKind::Monastery: return "monk";
    case FeatureKind::Field: return "farmer";
  }
  return "?";
}

namespace {

/// Per field of `tile`, bit c set when it runs along the wall of city c.
/// Turning a tile keeps its fields and cities in order and this relation
/// unchanged, so the catalog works it out once per type, not per rotation
/// (the topology behind it was a tenth of loading 10,000 types).
std::vector<uint32_t> FieldCities(const TileType& tile) {
  std::vector<uint32_t> out(tile.fields.size(), 0);
  for (size_t i = 0; i < tile.fields.size(); ++i)
    for (size_t c = 0; c < tile.cities.size(); ++c)
      if (FieldTouchesCity(tile, int(i), int(c))) out[i] |= 1u << c;
  return out;
}

/// MakeShape with FieldCities of the tile already worked out.
TileShape MakeShapeWith(const TileType& rotated, int type, int quarters,
                        const std::vector<uint32_t>& field_cities) {
  TileShape s;
  s.type = type;
  s.quarters = quarters;
  s.edges = rotated.edges;
  for (int side = 0; side < kSides; ++side) {
    s.edge_code |= uint8_t(int(s.edges[side]) << (2 * side));
    s.shows[side] = uint16_t((int(s.edges[side]) + 1) * kNeedWeight[int(Opposite(Side(side)))]);
  }
  s.side_segment.fill(-1);
  s.half_segment.fill(-1);
  auto add = [&s](Segment g) {
    if (s.segment_count == kMaxSegments) return int8_t(-1);  // not in a valid set
    g.open = uint8_t(__builtin_popcount(g.sides & kAllSides));
    s.segments[s.segment_count] = g;
    return int8_t(s.segment_count++);
  };
  for (size_t i = 0; i < rotated.cities.size(); ++i) {
    const City& c = rotated.cities[i];
    int8_t id = add({FeatureKind::City, uint8_t(i), c.sides, 0, uint8_t(c.shields), 0, 0, c.modifiers});
    for (int side = 0; side < kSides; ++side)
      if (Has(c.sides, side)) s.side_segment[side] = id;
  }
  for (size_t i = 0; i < rotated.roads.size(); ++i) {
    const Road& r = rotated.roads[i];
    int8_t id = add({FeatureKind::Road, uint8_t(i), r.sides, 0, 0, 0, 0, r.modifiers});
    for (int side = 0; side < kSides; ++side)
      if (Has(r.sides, side)) s.side_segment[side] = id;
  }
  for (size_t i = 0; i < rotated.fields.size(); ++i) {
    Segment g{FeatureKind::Field, uint8_t(i), 0, rotated.fields[i].halves, 0, 0, rotated.fields[i].corners};
    // Cities come first among the segments, so city i is segment i.
    g.cities = field_cities[i];
    int8_t id = add(g);
    for (int h = 0; h < kHalves; ++h)
      if ((g.halves >> h) & 1u) s.half_segment[h] = id;
  }
  if (rotated.monastery) s.monastery = add({FeatureKind::Monastery, 0, 0, 0, 0, 0});
  for (const River& r : rotated.rivers)
    if (s.river_count < kSides) s.rivers[size_t(s.river_count++)] = r.sides;
  return s;
}

}  // namespace

TileShape MakeShape(const TileType& rotated, int type, int quarters) {
  return MakeShapeWith(rotated, type, quarters, FieldCities(rotated));
}

ShapeCatalog::ShapeCatalog(const TileSet& set) : set_(&set) {
  shapes_.resize(set.tiles.size());
  distinct_.resize(set.tiles.size());
  std::map<int, int> rows;  // (edge code, distinct rotations) -> row
  const TileType* start = set.StartTile();
  for (size_t t = 0; t < set.tiles.size(); ++t) {
    const TileType& tile = set.tiles[t];
    if (&tile == start) start_type_ = int(t);
    std::vector<std::vector<std::tuple<int, int, int, int, int>>> seen;
    std::vector<uint32_t> field_cities = FieldCities(tile);
    for (int q = 0; q < kSides; ++q) {
      shapes_[t][q] = MakeShapeWith(Rotated(tile, q), int(t), q, field_cities);
      auto print = Fingerprint(shapes_[t][q]);
      if (std::find(seen.begin(), seen.end(), print) != seen.end()) continue;
      seen.push_back(print);
      distinct_[t].push_back(q);
    }
    fit_row_of_.push_back(FitRowFor(int(t), &rows));
  }
  // Each shape's nodes, laid out once they are all known, so that the
  // shapes' pointers into them never move.
  size_t count = 0;
  for (const auto& turns : shapes_)
    for (const TileShape& shape : turns) count += size_t(shape.segment_count);
  nodes_.reserve(count);
  for (auto& turns : shapes_)
    for (TileShape& shape : turns)
      for (int i = 0; i < shape.segment_count; ++i) nodes_.push_back(FeatureSegmentNode(shape, i));
  const FeatureNode* next = nodes_.data();
  for (auto& turns : shapes_)
    for (TileShape& shape : turns) {
      shape.nodes = next;
      next += shape.segment_count;
    }
}

ShapeCatalog::~ShapeCatalog() = default;

int ShapeCatalog::FitRowFor(int type, std::map<int, int>* rows) {
  int distinct = 0;
  for (int q : distinct_[type]) distinct |= 1 << q;
  int key = shapes_[type][0].edge_code | distinct << 8;
  auto [it, added] = rows->emplace(key, int(fit_rows_.size()));
  if (!added) return it->second;
  std::array<uint8_t, kEdgeNeeds> row{};
  for (int need = 0; need < kEdgeNeeds; ++need)
    for (int q : distinct_[type])
      if (EdgesMatch(shapes_[type][q].edge_code, EdgeNeed(need))) row[need] |= uint8_t(1u << q);
  fit_rows_.push_back(row);
  std::array<uint64_t, kEdgeNeeds> counts{};
  for (int need = 0; need < kEdgeNeeds; ++need)
    counts[need] = uint64_t(__builtin_popcount(row[need])) | uint64_t(row[need] != 0) << 32;
  fit_counts_.push_back(counts);
  return it->second;
}

int ShapeCatalog::Find(const std::string& id) const {
  for (size_t t = 0; t < set_->tiles.size(); ++t)
    if (set_->tiles[t].id == id) return int(t);
  return -1;
}

}  // namespace carc
