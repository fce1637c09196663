// Simulated games written down as board files (docs/board-format.md), so that
// `carckit score SET FILE --final` replays them to the scores the run
// reported: the highest- and lowest-scoring game of a run and a few ordinary
// ones, each with a header saying which run, seed and game it came from.
#pragma once

#include <string>
#include <vector>

#include "base/status.h"
#include "play/match.h"
#include "play/simulate.h"

namespace carc {

/// Games recorded by default.
constexpr int kDefaultRecordedGames = 5;
/// Most games one run records.
constexpr int kMaxRecordedGames = 1000;

/// A game picked for recording and why.
struct RecordPick {
  long long index = 0;  ///< the game's index in the run
  std::string why;      ///< "highest", "lowest" or "ordinary"
};

/// The games of a finished run to record, at most `count`: the highest- and
/// the lowest-scoring (all seats' points together), then ordinary ones (of
/// the run's first games, those whose points lie nearest the median).
std::vector<RecordPick> PickGames(const SimulationTotals& totals, int count);

/// How a follower on segment `segment` of `shape` is named in a board file
/// ("city N", "road W", "field Sw", "monastery").
std::string FollowerName(const TileShape& shape, int segment);

/// The players of a game as a board file names them, in seat order:
/// "greedy (player 1)", with the player entry sitting in each seat.
std::vector<std::string> RecordedPlayerNames(const SimulationOptions& options, int rotation);

/// A finished `match` as a board file: `header` (lines without the "# ")
/// as comments, the players, and every move in play order; tiles set aside
/// appear as comments.
std::string BoardFileText(const Match& match, const std::vector<std::string>& players,
                          const std::vector<std::string>& header);

/// Where and how to record the games of a run.
struct RecordRequest {
  std::string dir;        ///< the folder to write into (created when missing)
  std::string set_arg;    ///< the set as the user named it, for the replay command
  std::string command;    ///< the run's command line, quoted in the headers
  int count = kDefaultRecordedGames;  ///< games to record
};

/// Ok when `dir` may take the recorded games: its README, if any, was
/// written by an earlier recording (a folder's own README is never
/// replaced), and can be written. Io with the reason otherwise.
Status CheckRecordFolder(const std::string& dir);

/// Plays the picked games of `result` (a run of `set`) again and writes each
/// to request.dir as game-INDEX-WHY.yaml, with a README listing them, after
/// CheckRecordFolder. The written paths go to `*written`.
Status RecordGames(const RecordRequest& request, const TileSet& set, const SimulationResult& result,
                   std::vector<std::string>* written);

}  // namespace carc
