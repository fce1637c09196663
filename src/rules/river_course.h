// The River's placement rules: a river tile continues the river at one of
// its open ends (a water edge facing an empty cell), and the river never
// turns the same way on two tiles in a row (an immediate U-turn). Edge
// matching is the board's job; this only follows the water.
#pragma once

#include <cstdint>
#include <vector>

#include "rules/shapes.h"

namespace carc {

/// Which way the water turns on a tile, seen going downstream.
enum class Turn : uint8_t { None, Left, Right };

/// "left", "right"; "" for None.
const char* TurnName(Turn t);

/// The turn of water that enters a tile through side `in` and leaves through
/// side `out` (a straight river, in == Opposite(out), turns None).
Turn TurnOf(Side in, Side out);

/// An open end of the river: where the water flows into an empty cell.
struct RiverMouth {
  int x = 0;             ///< the empty cell the river flows into
  int y = 0;
  Side entry = Side::N;  ///< the side of that cell the water comes in through
  Turn last = Turn::None;  ///< the turn the water made on the tile it leaves
};

/// What the river rules say about a river tile's placement.
enum class RiverProblem : uint8_t { None, NotContinuing, UTurn };

/// The river laid so far: its open ends and the last turn before each.
class RiverCourse {
 public:
  /// Forgets every river.
  void Clear() { mouths_.clear(); }
  /// Records a tile placed on (x, y): the open ends it meets close, and each
  /// of its river sides that meets none becomes an open end. Tiles without
  /// rivers change nothing.
  void Place(const TileShape& shape, int x, int y);
  /// Whether `shape` on (x, y) continues the river without an immediate
  /// U-turn; for a U-turn `*turn` says which way it would turn twice. A
  /// tile without rivers is never a problem.
  RiverProblem Check(const TileShape& shape, int x, int y, Turn* turn = nullptr) const;
  /// The open ends, in the order they opened.
  const std::vector<RiverMouth>& mouths() const { return mouths_; }

 private:
  /// The open end flowing into (x, y) through side `s`, or nullptr.
  const RiverMouth* MouthAt(int x, int y, Side s) const;

  std::vector<RiverMouth> mouths_;
};

}  // namespace carc
