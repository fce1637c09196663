// `carckit simulate`: many games of one set (or several side by side) played
// by simulated players, their figures formatted, drawn as charts and some
// games recorded as board files.
#pragma once

#include <atomic>
#include <string>
#include <vector>

#include "base/diagnostic.h"
#include "base/status.h"
#include "play/game_record.h"
#include "play/simulate.h"

namespace carc {

/// What to play and what to do with the figures.
struct SimulateRequest {
  std::string tileset;               ///< a file, or a bundled set's name
  std::vector<std::string> compare;  ///< more sets, played with the same options
  std::string ablate;  ///< "ID=COUNT": play the set again with that count, or ""
  long long games = 1000;
  /// `--games auto`: play in batches until `precision` is met (or its cap);
  /// `games` is then ignored.
  bool games_auto = false;
  PrecisionGoal precision;
  /// `--seat-check KIND`: play the same games again with KIND in every seat
  /// and show the seats of both kinds side by side; "" for none.
  std::string seat_check;
  int players = 2;              ///< the table's size, unless `ai` lists every seat
  bool players_given = false;   ///< `players` was asked for, even with a list in `ai`
  std::string ai = "random";    ///< one player kind for every seat, or one per seat
  bool rotate_seats = false;
  long long seed = 1;
  int threads = 1;
  std::string format = "text";  ///< of the figures: "text" or "json"
  std::string report;           ///< the charts (.pdf, .svg, .png), or ""
  std::string record;           ///< the folder for recorded games, or ""
  int record_games = kDefaultRecordedGames;
  /// With `report`, a set that extends another and neither `compare` nor
  /// `ablate`: play its base too, the same games (seeds and players), so the
  /// report's first page can say how the set changes the game's length and
  /// scores. The base's figures go only into the report, which says so.
  bool report_base = true;
  const std::atomic<bool>* stop = nullptr;  ///< set to stop after the games in progress
  std::atomic<long long>* progress = nullptr;  ///< counts finished games, for a display
  /// The games to play in all, for a display (TotalGames to begin with): the
  /// run adds the base's games when it plays them for the report.
  std::atomic<long long>* total = nullptr;
};

/// What a run played and wrote.
struct SimulateRun {
  std::vector<SimulationResult> results;  ///< one per set played (fewer when stopped)
  /// With `seat_check`: the first set's games played again by that kind.
  std::vector<SimulationResult> seat_check;
  std::string figures;  ///< the text or JSON report of the results (JSON ends in a newline)
  int report_pages = 0;  ///< pages of the charts, once written
  /// The base played for the report (SimulateRequest::report_base); no games when none was.
  SimulationResult base;
  /// The folders recorded into and how many games each holds, in order.
  std::vector<std::pair<std::string, int>> recorded;
  bool partial = false;  ///< stopped before every game was played
};

/// The games `request` plays in all: its games (with `--games auto`, its
/// cap) for every set (the ablated copy is one more, the seat check another),
/// not counting a base played for the report (known only once the set is
/// loaded: SimulateSets adds its games to `total`).
long long TotalGames(const SimulateRequest& request);

/// Loads every set (the charts print their texts, so with `report` the kit
/// font must have them; the figures alone need no font), checks the report
/// file and the record folders before a long run, plays, formats the
/// figures, writes the charts and records the games. Io for files that cannot
/// be read or written and for player kinds that do not fit (usage errors);
/// Invalid for a set that is not valid (see `diags`). When the report or the
/// recording fails, `run` still holds the figures of the games played.
Status SimulateSets(const SimulateRequest& request, Diagnostics* diags, SimulateRun* run);

}  // namespace carc
