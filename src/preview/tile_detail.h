// One tile large: its segments outlined (the segments the rules score, from
// the spec), and how the tile fared in a short simulate run of its set.
#pragma once

#include <string>
#include <vector>

#include "play/simulate.h"
#include "spec/tile.h"

namespace carc {

/// One segment of a tile, outlined over its picture in tile units (0..1,
/// x right, y down).
struct SegmentOutline {
  std::string kind;      ///< "city", "road", "field", "monastery"
  std::string label;     ///< "C1", "R2", "F1", "M": the kind's letter and its number
  std::string describe;  ///< how diagnostics name it: "city N", "road E–W", "field {Nw, Se}"
  std::string path;      ///< SVG path data of its outline, centre line or border halves
  double x = 0, y = 0;   ///< where its label (and a follower) stands
  int shields = 0;       ///< a city's shields
};

/// The segments of `tile`, cities, roads, fields then the monastery, in the spec's order.
std::vector<SegmentOutline> OutlineSegments(const TileType& tile);

/// The games of the preview's short run of a set, and its players.
struct PreviewRunOptions {
  long long games = 500;          ///< at most this many games
  long long placements = 40000;   ///< and about this many tiles placed in all, for big sets
  int players = 2;
  uint64_t seed = 1;
};

/// The games the run of `set` plays: `games`, fewer for a set so big that
/// they would place more than `placements` tiles, never fewer than 20.
long long PreviewGames(const TileSet& set, const PreviewRunOptions& options);

/// A short simulate run of a valid `set` with random players (PreviewGames games).
SimulationResult PreviewRun(const TileSet& set, const PreviewRunOptions& options = PreviewRunOptions());

}  // namespace carc
