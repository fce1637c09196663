// The tile model: tile types with their edges and features, and a tile set.
// Knows nothing of YAML or drawing.
#pragma once

#include <array>
#include <map>
#include <string>
#include <vector>

#include "base/geometry.h"
#include "base/source_loc.h"
#include "spec/feature_modifier.h"

namespace carc {

/// What an edge of a tile shows; Water is a river (letter W).
enum class Terrain : uint8_t { Field, Road, City, Water };

/// Number of Terrain values.
constexpr int kTerrains = 4;

/// Where a one-sided road ends inside its tile.
enum class RoadEnd : uint8_t { None, Village, City, Monastery, River };

/// Where a one-sided river ends inside its tile: where it rises or where it
/// flows into a lake.
enum class RiverEnd : uint8_t { None, Spring, Lake };

/// In a set with a river, where the type marked `start: true` (the base
/// game's start tile) goes: the spring starts the game instead.
enum class StartTileDeck : uint8_t { WithBase, WithRiver };

/// How a player shows a score past the track's last space: with a 50/100
/// lap token (the base game), or by laying the score marker down (the 2020
/// print-and-play demo, which has no lap tokens).
enum class LapMarking : uint8_t { Tokens, LayDown };

/// A text given in one or more languages: language code ("en", "ro") → text.
using LocalText = std::map<std::string, std::string>;

/// One city segment: the sides it joins and the shields inside it.
struct City {
  SideSet sides = 0;
  int shields = 0;
  ModifierSet modifiers = 0;  ///< e.g. a cathedral (spec/feature_modifier.h)
  SourceLoc loc;
};

/// One road segment: one or two sides; a one-sided road ends at `end`.
struct Road {
  SideSet sides = 0;
  RoadEnd end = RoadEnd::None;
  bool bridge = false;  ///< crosses a river on a bridge
  ModifierSet modifiers = 0;  ///< e.g. an inn (spec/feature_modifier.h)
  SourceLoc loc;
};

/// One river: one or two water sides; a one-sided river ends at `end`.
/// A river is not a feature: it takes no follower and scores nothing, but it
/// divides fields like a road.
struct River {
  SideSet sides = 0;
  RiverEnd end = RiverEnd::None;
  SourceLoc loc;
};

/// Corner c of a tile lies after side c clockwise: 0 NE, 1 SE, 2 SW, 3 NW.
/// A set of corners has bit c for corner c.
using CornerSet = uint8_t;

/// "NE", "SE", "SW", "NW".
const char* CornerName(int corner);

/// One field segment: the half-sides it touches. A field that touches no
/// half-side lies between city walls meeting at the tile's corners (four
/// separate caps leave one in the middle); `corners` says which corners it
/// reaches. Such fields are always derived, never written in a spec.
struct Field {
  HalfSet halves = 0;
  CornerSet corners = 0;  ///< only for a field of no half-side
  SourceLoc loc;
};

/// One tile type of a set: its look and how many copies the deck holds.
struct TileType {
  std::string id;
  std::string name;  ///< in the language in use (the set's own unless switched)
  LocalText names;   ///< the name in every language the spec gives
  std::string language = "en";  ///< the language of its spec's texts, its name's fallback
  int count = 0;
  bool start = false;
  std::array<Terrain, kSides> edges{};
  bool monastery = false;
  std::vector<City> cities;
  std::vector<Road> roads;
  std::vector<River> rivers;
  std::vector<Field> fields;
  bool fields_derived = false;  ///< true when the spec omitted `fields`
  std::string art;              ///< optional image path, resolved against the spec's folder
  int load_errors = 0;  ///< structural errors found while loading
  /// Which parts loaded whole. A rules check that needs a part skips the tile
  /// when it did not (a road dropped for a bad side would look like a gap);
  /// every other check still runs, so one pass reports every problem.
  struct Parts {
    bool edges = true;
    bool cities = true;
    bool roads = true;
    bool rivers = true;
    bool fields = true;
    bool monastery = true;
    /// Whether every part loaded whole.
    bool all() const { return edges && cities && roads && rivers && fields && monastery; }
  };
  Parts loaded;
  std::string file;     ///< the spec file that declares it (a base set's file when inherited)
  bool inherited = false;  ///< comes from the set this one `extends`
  int base_count = 0;      ///< inherited: its count in that set (a count change may add copies)

  SourceLoc loc;        ///< the tile's entry in the list
  SourceLoc edges_loc;  ///< the `edges` value
  SourceLoc count_loc;  ///< the `count` value
  SourceLoc start_loc;  ///< the `start` value
  SourceLoc art_loc;    ///< the `art` value

  /// The edge code, e.g. "CRFR".
  std::string EdgeCode() const;
  /// Total shields over all city segments.
  int Shields() const;
  /// Segments (cities and roads) carrying modifier `m`.
  int CountModifier(Modifier m) const;
  /// Whether any edge shows water.
  bool HasWater() const;
  /// Whether a river rises on it (a one-sided river ending at a spring).
  bool IsSpring() const;
  /// Whether a river ends on it in a lake.
  bool IsLake() const;
};

/// A whole tile set as read from a spec.
struct TileSet {
  std::string path;  ///< the spec file as given on the command line
  std::string id;    ///< file stem, e.g. "base-c1"; names default outputs
  std::string name;         ///< in the language in use (the set's own unless switched)
  std::string edition;
  std::string description;  ///< in the language in use
  std::string language = "en";  ///< the language of the set's texts when not switched
  LocalText names;          ///< the set's name in every language the spec gives
  LocalText descriptions;   ///< the description in every language the spec gives
  int total = -1;     ///< declared total, -1 when absent
  int followers = 7;  ///< followers per player, score marker excluded
  int large_followers = 0;  ///< large followers per player (Inns & Cathedrals: 1), worth two
  int max_players = 5;      ///< players the kit has pieces for (colours: 5, 6 with grey, up to 8)
  bool farmers = true;
  std::string layout;  ///< preferred sheet layout preset, "" for the default
  std::string layout_file;  ///< the spec file whose `layout` that is (a base's, when inherited)
  StartTileDeck start_tile = StartTileDeck::WithBase;  ///< with a river: where `start` goes
  LapMarking laps = LapMarking::Tokens;  ///< how scores past the track's end are shown
  std::vector<TileType> tiles;

  std::string extends;    ///< the `extends` value as written, "" when none
  std::string base_id;    ///< the extended set's id ("base-c1"), "" when none
  std::string base_name;  ///< the extended set's name in the language in use, "" when none
  LocalText base_names;   ///< the extended set's name in every language its spec gives
  std::string base_language;  ///< the language of the extended set's texts
  int base_large_followers = 0;  ///< the extended set's large_followers (what only_new adds to)
  int base_max_players = 5;      ///< the extended set's players (colours only_new adds to)
  std::string marked_start_id;  ///< with only_new: the id of the full set's `start: true` type
  std::vector<std::string> sources;  ///< every spec file read: this one, then its bases
  bool only_new = false;  ///< narrowed to the tiles it adds to its base (OnlyNewTiles)
  bool incomplete = false;  ///< its base could not be loaded: deck-wide checks are skipped

  SourceLoc set_loc;    ///< the `set` mapping
  SourceLoc total_loc;  ///< the `total` value
  SourceLoc layout_loc;      ///< the `layout` value, in layout_file
  SourceLoc start_tile_loc;  ///< the `start_tile` value

  /// Sum of all counts.
  int TileCount() const;
  /// The tile the game starts with: the spring when the set has a river,
  /// else the type marked `start`; nullptr when there is not exactly one.
  const TileType* StartTile() const;
  /// The type marked `start: true` (the base game's start tile), or nullptr
  /// when there is not exactly one.
  const TileType* MarkedStart() const;
  /// Whether some tile shows water: the River's rules apply.
  bool HasRiver() const;
  /// The tile type with this id, or nullptr.
  const TileType* Find(const std::string& id) const;
};

/// 'F', 'R', 'C' or 'W'.
char TerrainLetter(Terrain t);
/// "field", "road", "city", "river".
const char* TerrainName(Terrain t);
/// "village", "city", "monastery", "river"; "" for None.
const char* RoadEndName(RoadEnd e);
/// "spring", "lake"; "" for None.
const char* RiverEndName(RiverEnd e);

/// The tile turned `quarters` quarter turns clockwise: edges, features and
/// fields all move with it. Source locations are kept.
TileType Rotated(const TileType& tile, int quarters);

}  // namespace carc
