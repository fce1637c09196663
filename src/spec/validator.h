// Checks a loaded tile set against the rules of the game: edge consistency,
// fields, crossing features, the deck, and whether every type can be placed.
#pragma once

#include <string>
#include <vector>

#include "base/diagnostic.h"
#include "spec/tile.h"

namespace carc {

/// The figures `carckit validate` prints for a set.
struct SetSummary {
  int tiles = 0;
  int types = 0;
  int shields = 0;
  int monasteries = 0;
  int city_segments = 0;
  int road_segments = 0;
  int field_segments = 0;
  int river_tiles = 0;  ///< tiles showing water
  int inns = 0;         ///< road segments with an inn
  int cathedrals = 0;   ///< city segments with a cathedral
  std::string start;  ///< the start tile's id (the spring with a river), "" when there is not exactly one
};

/// Adds an error or warning to `diags` for every rules-level problem in `set`,
/// and for art files that are missing or cannot be read. A check that needs a
/// part of a tile that did not load whole (TileType::loaded) skips that tile,
/// so one mistake is not reported twice; every other check runs.
void Validate(const TileSet& set, Diagnostics* diags);

/// Counts over all copies of all tiles.
SetSummary Summarize(const TileSet& set);

/// An earlier type of the set that a type looks and plays like.
struct EarlierTwin {
  int type = -1;     ///< its index in TileSet::tiles; -1 for none
  int quarters = 0;  ///< quarter turns clockwise that make this type of it (0: as it is)
};

/// For each type of `set`, the first earlier type it is the same as, turned
/// or not: what validate's duplicate-type warning names. Types that did not
/// load whole or have their own art have none.
std::vector<EarlierTwin> EarlierTwins(const TileSet& set);

/// Why a tile's `art` file cannot be used ("not found", "is not a file",
/// "cannot be read: ...", "must be a .png or .svg file"), or "" when it can.
std::string ArtFileProblem(const std::string& path);

/// "road E–W", "city N", "field {Nw, Se}", "river N–S": how messages name features.
std::string Describe(const Road& r);
std::string Describe(const City& c);
std::string Describe(const Field& f);
std::string Describe(const River& r);

}  // namespace carc
