// Tile types turned into each rotation, with what play needs precomputed:
// edge codes, the feature segments, which segment lies on each side and
// half-side, and which cities each field runs along. Built once per set so the
// game loop never recomputes topology.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <vector>

#include "spec/tile.h"

namespace carc {

/// The kind of feature a segment belongs to.
enum class FeatureKind : uint8_t { Road = 0, City = 1, Monastery = 2, Field = 3 };

/// Number of FeatureKind values.
constexpr int kFeatureKinds = 4;

/// "road", "city", "monastery", "field".
const char* FeatureKindName(FeatureKind kind);

/// "thief", "knight", "monk", "farmer": what a follower on that kind is called.
const char* FollowerRole(FeatureKind kind);

/// Most segments one tile can hold: 4 cities, 4 roads, 8 fields, 1 monastery.
constexpr int kMaxSegments = 17;

/// One feature segment of a turned tile.
struct Segment {
  FeatureKind kind = FeatureKind::Field;
  uint8_t index = 0;      ///< its index in the tile type's cities, roads or fields
  SideSet sides = 0;      ///< city or road: the sides it reaches (each an open end)
  HalfSet halves = 0;     ///< field: the half-sides it covers
  uint8_t shields = 0;    ///< city: shields inside it
  uint32_t cities = 0;    ///< field: bit i set when it runs along the wall of city segment i
  CornerSet corners = 0;  ///< field of no half-side: the corners it reaches (Field::corners)
  ModifierSet modifiers = 0;  ///< city or road: its inn, cathedral (spec/feature_modifier.h)
  uint8_t open = 0;       ///< city or road: its open ends when placed (the sides it reaches)
};

/// A feature's node, as rules/feature_forest.h defines it.
struct FeatureNode;

/// A tile type turned clockwise by some quarter turns, ready for play.
struct TileShape {
  int type = 0;      ///< index into the set's tiles
  int quarters = 0;  ///< clockwise quarter turns, 0..3
  std::array<Terrain, kSides> edges{};
  uint8_t edge_code = 0;  ///< 2 bits per side (side s at bit 2s): Field 0, Road 1, City 2, Water 3
  int segment_count = 0;
  std::array<Segment, kMaxSegments> segments{};
  std::array<int8_t, kSides> side_segment{};   ///< city or road segment on each side, or -1
  std::array<int8_t, kHalves> half_segment{};  ///< field segment on each half-side, or -1
  int8_t monastery = -1;                       ///< the monastery segment, or -1
  int8_t river_count = 0;                      ///< rivers on the tile (not segments: no follower)
  std::array<SideSet, kSides> rivers{};        ///< each river's sides: one (spring, lake) or two
  /// Per side s, what the tile adds to the EdgeNeed of the cell across s
  /// (its terrain on s, as the digit of the side facing it).
  std::array<uint16_t, kSides> shows{};
  /// The shape's segments as feature nodes (FeatureSegmentNode), ready to be
  /// copied when the tile is placed (FeatureForest::AddTile); null for a
  /// shape made outside a ShapeCatalog, which holds them.
  const FeatureNode* nodes = nullptr;
};

/// What a cell's placed neighbours show towards it, one base-5 digit per side
/// (side s has weight 5^s): 0 when no tile lies across that side, else 1 +
/// the Terrain facing it. 625 values.
using EdgeNeed = uint16_t;

/// Number of EdgeNeed values.
constexpr int kEdgeNeeds = 625;

/// The weight of side s in an EdgeNeed.
constexpr EdgeNeed kNeedWeight[kSides] = {1, 5, 25, 125};

/// The digit of side `s` in `need`: 0 for no neighbour, else 1 + its Terrain.
constexpr int NeedOn(EdgeNeed need, int s) { return need / kNeedWeight[s] % 5; }

/// Per EdgeNeed, the sides it constrains and the edge code they ask for, so
/// that matching a tile is one mask and one compare (checked for every
/// placement a player makes and every fit row the catalog builds).
struct NeedMatchTable {
  uint8_t mask[kEdgeNeeds];  ///< 3 in the two bits of each side with a neighbour
  uint8_t code[kEdgeNeeds];  ///< the edge code (TileShape::edge_code) those sides must show
  constexpr NeedMatchTable() : mask(), code() {
    for (int need = 0; need < kEdgeNeeds; ++need)
      for (int s = 0; s < kSides; ++s)
        if (int want = NeedOn(EdgeNeed(need), s)) {
          mask[need] |= uint8_t(3 << (2 * s));
          code[need] |= uint8_t((want - 1) << (2 * s));
        }
  }
};

/// The one NeedMatchTable.
inline constexpr NeedMatchTable kNeedMatch{};

/// Whether a tile with edge code `edge_code` (TileShape::edge_code) matches
/// every placed neighbour described by `need`.
inline bool EdgesMatch(uint8_t edge_code, EdgeNeed need) {
  return (edge_code & kNeedMatch.mask[need]) == kNeedMatch.code[need];
}

/// Every tile type of a set in all four rotations.
class ShapeCatalog {
 public:
  /// Precomputes all shapes of a valid set.
  explicit ShapeCatalog(const TileSet& set);
  /// Not copied: its shapes point at the nodes it holds.
  ShapeCatalog(const ShapeCatalog&) = delete;
  /// Not copied.
  ShapeCatalog& operator=(const ShapeCatalog&) = delete;
  /// Out of line, where FeatureNode is complete.
  ~ShapeCatalog();

  /// The set the shapes come from.
  const TileSet& set() const { return *set_; }
  /// Number of tile types.
  int TypeCount() const { return int(shapes_.size()); }
  /// Tile type `type` turned `quarters` quarter turns clockwise.
  const TileShape& Get(int type, int quarters) const { return shapes_[type][quarters & 3]; }
  /// The rotations of `type` that look different, in increasing order (e.g. 1 for C, 2 for U).
  const std::vector<int>& DistinctRotations(int type) const { return distinct_[type]; }
  /// For `type`, a row of kEdgeNeeds masks indexed by EdgeNeed: bit q is set when
  /// distinct rotation q fits a cell with that need. Types alike in edges
  /// and distinct rotations share a row.
  const uint8_t* FitRow(int type) const { return fit_rows_[fit_row_of_[type]].data(); }
  /// FitRow counted: per EdgeNeed, the number of its fitting rotations in the
  /// low 32 bits and 1 in the high 32 bits when any fits, so that one sum over
  /// the frontier, one load a cell, counts both placements and cells.
  const uint64_t* FitCounts(int type) const { return fit_counts_[fit_row_of_[type]].data(); }
  /// The index of the start tile type, or -1.
  int start_type() const { return start_type_; }
  /// The index of the type with this id, or -1.
  int Find(const std::string& id) const;

 private:
  /// Finds or builds the fit row of `type`; `rows` maps a (edge code,
  /// distinct rotations) key to the row already built for it.
  int FitRowFor(int type, std::map<int, int>* rows);

  const TileSet* set_;
  std::vector<std::array<TileShape, kSides>> shapes_;
  std::vector<std::vector<int>> distinct_;
  std::vector<std::array<uint8_t, kEdgeNeeds>> fit_rows_;
  std::vector<std::array<uint64_t, kEdgeNeeds>> fit_counts_;  ///< by fit row, see FitCounts
  std::vector<int> fit_row_of_;
  /// Every shape's segments as feature nodes (TileShape::nodes), shape after shape.
  std::vector<FeatureNode> nodes_;
  int start_type_ = -1;
};

/// Builds the shape of `tile` (already rotated) for type index `type`.
TileShape MakeShape(const TileType& rotated, int type, int quarters);

}  // namespace carc
