// `simulate --games auto`: play in batches until the figures a designer reads
// first are precise enough (every seat's won-or-shared share and the margin
// difference of the set's own tile types, their 95 % intervals within a
// half-width), or until a cap. Every batch's size follows from the games
// played so far and their integer totals alone, so a seed gives the same
// games and figures whatever the thread count.
#pragma once

#include <string>
#include <vector>

#include "spec/tile.h"

namespace carc {

struct SimulationOptions;
struct SimulationResult;

/// How precise an automatic run plays to.
struct PrecisionGoal {
  double won = 0.02;            ///< half-width of every seat's won-or-shared interval (a share)
  double margin = 2.0;          ///< half-width of each checked type's margin difference (points)
  long long max_games = 50000;  ///< the cap
};

/// The first batch of an automatic run, and the least any later batch adds.
constexpr long long kFirstPrecisionBatch = 500;

/// Why an automatic run stopped.
enum class PrecisionStop {
  Precise,      ///< every figure checked was within its goal
  Cap,          ///< the cap was reached first
  Interrupted,  ///< stopped (Ctrl-C) before either
};

/// "precise", "cap", "interrupted": as JSON names the stop.
const char* PrecisionStopName(PrecisionStop stop);

/// A figure whose interval is still wider than its goal.
struct WideFigure {
  std::string what;       ///< "seat 1 won or shared", "tile D margin difference"
  bool share = false;     ///< a share (else points)
  bool known = false;     ///< false when there is no interval yet (too few player-games)
  double half_width = 0;  ///< the interval's half-width (share or points)
  double goal = 0;        ///< the goal's half-width
};

/// What an automatic run did, for the reports; `used` false for a run of a
/// fixed number of games.
struct PrecisionOutcome {
  bool used = false;
  PrecisionGoal goal;
  std::vector<std::string> types;  ///< ids of the tile types whose margin was checked
  bool own_types = false;  ///< those are the types the set adds or changes, not all
  int batches = 0;
  PrecisionStop stop = PrecisionStop::Precise;
  std::vector<WideFigure> wide;  ///< the figures of this set still wider at the end
};

/// The tile types whose margin difference an automatic run checks: those the
/// set adds or changes the count of (in a set that extends another), else
/// every type; only types with a copy to draw (not a lone start tile).
/// `own` (may be null) tells which of the two it is.
std::vector<bool> CheckedTypes(const TileSet& set, bool* own = nullptr);

/// The figures of `r` (seats' won or shared; `checked` types' margin
/// differences) whose intervals are wider than `goal`.
std::vector<WideFigure> WideFigures(const SimulationResult& r, const std::vector<bool>& checked,
                                    const PrecisionGoal& goal);

/// The games to have played after the next batch, from `played` games whose
/// widest figures are `wide`: enough by the interval's 1/sqrt(n) shrinking,
/// 10 % more, at least kFirstPrecisionBatch more, at most twice as many and
/// never past the cap.
long long NextGames(long long played, const std::vector<WideFigure>& wide, const PrecisionGoal& goal);

/// Plays `sets` (the same games on each, as `--compare`), set i with
/// `options[i]`, in batches until every set's figures are within `goal` or
/// the cap is reached; each result's `precision` says how it went. Stops
/// after a batch that was stopped (`options[i].stop`). Their `games` and
/// `first_game` are ignored.
std::vector<SimulationResult> SimulateToPrecision(const std::vector<const TileSet*>& sets,
                                                  const std::vector<SimulationOptions>& options,
                                                  const PrecisionGoal& goal);

}  // namespace carc
