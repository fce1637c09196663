// Many complete games between simulated players, to show how a tile set
// plays: unplaceable tiles, scores by seat, tile types, features, followers.
// Game i of a run seeded S is seeded from (S, i) alone, players included, and
// the totals are integer sums, so a run gives the same figures whatever the
// thread count.
#pragma once

#include <atomic>
#include <cstdint>
#include <string>
#include <vector>

#include "play/paired_figures.h"
#include "play/play_stats.h"
#include "play/precision.h"
#include "play/player.h"
#include "play/random_player.h"
#include "rules/shapes.h"

namespace carc {

/// What `carckit simulate` runs.
struct SimulationOptions {
  long long games = 1000;
  /// The first game's index: a run plays games first_game .. games - 1, so
  /// that later batches continue a run (see AppendRun).
  long long first_game = 0;
  int players = 2;
  uint64_t seed = 1;
  int threads = 1;
  /// One player per seat; empty means random players in every seat.
  std::vector<PlayerSpec> seats;
  /// Game i seats player entry (s + i) mod players in seat s, so every player
  /// moves first equally often.
  bool rotate_seats = false;
  RandomPolicy policy;
  /// Set (from a signal handler) to stop after the games in progress; the
  /// result is then marked partial. Null for none.
  const std::atomic<bool>* stop = nullptr;
  /// Counts finished games as they finish, for a progress display. Null for none.
  std::atomic<long long>* progress = nullptr;

  /// Copies of each type to deal as (Match::DealAs): another set's counts,
  /// so that a set with other counts of the same types plays that set's
  /// deals (`--ablate`); empty to deal the set's own deck.
  std::vector<int> deal_counts;

  /// Keeps every game's final scores (SimulationResult::scores) and its part
  /// of each tile type's sums (SimulationResult::type_games), for comparisons
  /// paired game by game; at most kMaxKeptScores values of each.
  bool keep_scores = false;

  /// The player of every seat: `seats`, or random players when it is empty.
  std::vector<PlayerSpec> SeatSpecs() const;
};

/// Most final scores (games x players) a run keeps with keep_scores: 128 MB.
constexpr long long kMaxKeptScores = 32LL << 20;

/// The outcome of Simulate.
struct SimulationResult {
  SimulationOptions options;
  std::string set_id;
  std::string set_name;
  int tiles = 0;
  int followers = 0;
  bool farmers = false;
  bool river = false;  ///< the set has a river: the river figures apply
  std::vector<std::string> type_ids;    ///< the set's tile ids, by type
  std::vector<std::string> type_names;  ///< the set's tile names, by type
  int start_type = -1;
  SimulationTotals totals;
  /// With keep_scores: game i's final score of seat s at [i * players + s];
  /// empty when not kept (too many games) or the run was stopped.
  std::vector<int32_t> scores;
  /// With keep_scores: game i's part of type t's sums (TypeGameField f) at
  /// [(i * types + t) * kTypeGameFields + f]; empty when not kept.
  std::vector<int32_t> type_games;
  bool partial = false;  ///< stopped before all games were played
  /// With `--games auto`: how the run decided how many games to play.
  PrecisionOutcome precision;
  double seconds = 0;    ///< wall time; the only figure that varies between runs
};

/// The seed of game `index` in a run seeded `seed`.
uint64_t GameSeed(uint64_t seed, uint64_t index);

/// The seat rotation of game `index` (0 unless options.rotate_seats).
int GameRotation(const SimulationOptions& options, long long index);

/// Plays games options.first_game .. options.games - 1 of a valid set on `options.threads` threads.
/// Throws ThreadStartError (base/worker_threads.h) when a thread cannot
/// start, and passes on what a worker threw (a broken invariant), every
/// thread joined first.
SimulationResult Simulate(const TileSet& set, const SimulationOptions& options);

/// Adds `more`, the next games of the same run (its first_game the games
/// `into` holds), to `into`: totals, kept scores and rows, time, partial.
void AppendRun(SimulationResult* into, SimulationResult more);

/// Plays game `index` of a run again, exactly as Simulate played it, into
/// `match` (dealt as options.deal_counts says).
void ReplayGame(const SimulationOptions& options, long long index, Match* match);

}  // namespace carc
