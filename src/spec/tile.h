// The tile model: tile types with their edges and features, and a tile set.
// Knows nothing of YAML or drawing.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "base/geometry.h"
#include "base/source_loc.h"

namespace carc {

/// What an edge of a tile shows.
enum class Terrain : uint8_t { Field, Road, City };

/// Where a one-sided road ends inside its tile.
enum class RoadEnd : uint8_t { None, Village, City, Monastery };

/// One city segment: the sides it joins and the shields inside it.
struct City {
  SideSet sides = 0;
  int shields = 0;
  SourceLoc loc;
};

/// One road segment: one or two sides; a one-sided road ends at `end`.
struct Road {
  SideSet sides = 0;
  RoadEnd end = RoadEnd::None;
  SourceLoc loc;
};

/// One field segment: the half-sides it touches.
struct Field {
  HalfSet halves = 0;
  SourceLoc loc;
};

/// One tile type of a set: its look and how many copies the deck holds.
struct TileType {
  std::string id;
  std::string name;
  int count = 0;
  bool start = false;
  std::array<Terrain, kSides> edges{};
  bool monastery = false;
  std::vector<City> cities;
  std::vector<Road> roads;
  std::vector<Field> fields;
  bool fields_derived = false;  ///< true when the spec omitted `fields`
  std::string art;              ///< optional image path, resolved against the spec's folder
  int load_errors = 0;  ///< structural errors found while loading; rules checks skip the tile

  SourceLoc loc;        ///< the tile's entry in the list
  SourceLoc edges_loc;  ///< the `edges` value
  SourceLoc count_loc;  ///< the `count` value
  SourceLoc start_loc;  ///< the `start` value
  SourceLoc art_loc;    ///< the `art` value

  /// The edge code, e.g. "CRFR".
  std::string EdgeCode() const;
  /// Total shields over all city segments.
  int Shields() const;
};

/// A whole tile set as read from a spec.
struct TileSet {
  std::string path;  ///< the spec file as given on the command line
  std::string id;    ///< file stem, e.g. "base-c1"; names default outputs
  std::string name;
  std::string edition;
  std::string description;
  int total = -1;     ///< declared total, -1 when absent
  int followers = 7;  ///< followers per player, score marker excluded
  bool farmers = true;
  std::string layout;  ///< preferred sheet layout preset, "" for the default
  std::vector<TileType> tiles;

  SourceLoc set_loc;    ///< the `set` mapping
  SourceLoc total_loc;  ///< the `total` value
  SourceLoc layout_loc; ///< the `layout` value

  /// Sum of all counts.
  int TileCount() const;
  /// The start tile type, or nullptr when there is not exactly one.
  const TileType* StartTile() const;
  /// The tile type with this id, or nullptr.
  const TileType* Find(const std::string& id) const;
};

/// 'F', 'R' or 'C'.
char TerrainLetter(Terrain t);
/// "field", "road", "city".
const char* TerrainName(Terrain t);
/// "village", "city", "monastery"; "" for None.
const char* RoadEndName(RoadEnd e);

/// The tile turned `quarters` quarter turns clockwise: edges, features and
/// fields all move with it. Source locations are kept.
TileType Rotated(const TileType& tile, int quarters);

}  // namespace carc
