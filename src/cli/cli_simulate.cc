// `carckit simulate TILESET [--games N] [--players P] [--ai SEATS] [--rotate-seats]
// [--seed S] [--threads T] [--format text|json] [--compare SET2 ...]
// [--report FILE] [--record DIR [--record-games K]]`
#include <iostream>
#include <limits>

#include "art/theme.h"
#include "base/output_file.h"
#include "base/text_util.h"
#include "cli/cli.h"
#include "cli/interrupt.h"
#include "cli/option_checks.h"
#include "cli/options.h"
#include "cli/progress.h"
#include "report/play_report.h"
#include "rules/board_file.h"
#include "play/game_record.h"
#include "play/simulate.h"
#include "report/simulate_report.h"
#include "spec/tile.h"

namespace carc {

namespace {

struct SimulateArgs {
  std::string tileset;
  long long games = 1000;
  int players = 2;
  long long seed = 1;
  int threads = 1;
  std::string format = "text";
  std::string ai = "random";
  bool rotate_seats = false;
  bool players_given = false;
  std::vector<std::string> compare;
  std::string report;
  std::string record;
  int record_games = kDefaultRecordedGames;
};

/// The options as a command line, for the headers of recorded games.
std::string CommandLine(const SimulateArgs& a, const SimulationOptions& o) {
  std::string line = "carckit simulate " + a.tileset + " --games " + std::to_string(a.games) +
                     " --players " + std::to_string(o.players) + " --ai " + a.ai +
                     (a.rotate_seats ? " --rotate-seats" : "") + " --seed " + std::to_string(a.seed);
  if (!a.compare.empty()) line += " --compare " + Join(a.compare, " ");
  return line;
}

/// The simulation options from the command line; exits 2 on a bad --ai.
SimulationOptions OptionsOrExit(const SimulateArgs& args) {
  SimulationOptions options;
  options.games = args.games;
  options.seed = uint64_t(args.seed);
  options.threads = args.threads;
  options.rotate_seats = args.rotate_seats;
  // One kind fills the table (--players, 2 by default); a list sets its size.
  bool list = args.ai.find(',') != std::string::npos;
  int players = args.players_given || !list ? args.players : 0;
  Status parsed = ParsePlayerSpecs(args.ai, players, &options.seats);
  if (!parsed.ok()) throw CommandExit{2, "error: simulate: " + parsed.message()};
  options.players = int(options.seats.size());
  return options;
}

/// Plays every set with the same options; stops early on Ctrl-C.
std::vector<SimulationResult> Play(const std::vector<TileSet>& sets, SimulationOptions options) {
  StopOnInterrupt interrupt;
  std::atomic<long long> done{0};
  options.stop = interrupt.flag();
  options.progress = &done;
  ProgressLine progress(&done, options.games * (long long)sets.size(), "games");
  std::vector<SimulationResult> results;
  for (const TileSet& set : sets) {
    results.push_back(Simulate(set, options));
    if (results.back().partial) break;
  }
  return results;
}

void WriteReportOrExit(const SimulateArgs& args, const std::vector<SimulationResult>& results,
                       const std::vector<TileSet>& sets) {
  Theme theme;
  Diagnostics diags;
  Status loaded = LoadTheme("default", &theme, &diags);
  PrintDiagnostics(diags);
  ExitOnError(loaded);
  std::vector<const TileSet*> played;
  std::vector<std::string> inputs;
  for (size_t i = 0; i < results.size(); ++i) {
    played.push_back(&sets[i]);
    inputs.push_back(sets[i].path);
  }
  int pages = 0;
  ExitOnError(WritePlayReport(args.report, results, played, theme, inputs, &pages));
  std::cerr << "wrote " << args.report << " (" << pages << (pages == 1 ? " page)" : " pages)") << "\n";
}

/// Where the games of `set` go: --record, or with --compare a folder of
/// each set's own inside it.
std::string RecordFolder(const SimulateArgs& args, const std::vector<TileSet>& sets,
                         const TileSet& set) {
  return sets.size() > 1 || !args.compare.empty() ? args.record + "/" + set.id : args.record;
}

void RecordOrExit(const SimulateArgs& args, const std::vector<SimulationResult>& results,
                  const std::vector<TileSet>& sets) {
  for (size_t i = 0; i < results.size(); ++i) {
    std::string dir = RecordFolder(args, sets, sets[i]);
    std::string set_arg = i == 0 ? args.tileset : args.compare[i - 1];
    RecordRequest request{dir, set_arg, CommandLine(args, results[i].options), args.record_games};
    if (!args.compare.empty()) request.command += " (this set: " + set_arg + ")";
    std::vector<std::string> written;
    ExitOnError(RecordGames(request, sets[i], results[i], &written));
    std::cerr << "recorded " << written.size() - 1 << " game" << (written.size() == 2 ? "" : "s")
              << " in " << dir << "\n";
  }
}

/// Exits 2 unless `path` can be written, before a long run rather than after:
/// makes its folder and a temporary file, then removes the file.
void CheckWritableOrExit(const std::string& path) {
  AtomicOutput probe(path);
  ExitOnError(probe.status());
}

void RunSimulate(const SimulateArgs& args) {
  std::vector<std::string> paths = {args.tileset};
  paths.insert(paths.end(), args.compare.begin(), args.compare.end());
  std::vector<TileSet> sets(paths.size());
  for (size_t i = 0; i < paths.size(); ++i) LoadSetOrExit(paths[i], &sets[i]);
  SimulationOptions options = OptionsOrExit(args);
  if (!args.report.empty()) {  // before a long run
    ExitOnError(CheckReportPath(args.report));
    CheckWritableOrExit(args.report);
  }
  if (!args.record.empty())  // each set's own folder with --compare
    for (const TileSet& set : sets)
      ExitOnError(CheckRecordFolder(RecordFolder(args, sets, set)));
  std::vector<SimulationResult> results = Play(sets, options);
  bool partial = results.back().partial;
  if (results.size() == 1 && args.compare.empty())
    std::cout << (args.format == "json" ? SimulationJson(results[0]) + "\n" : SimulationText(results[0]));
  else
    std::cout << (args.format == "json" ? CompareJson(results) + "\n" : CompareText(results));
  std::cout.flush();
  if (!args.report.empty()) WriteReportOrExit(args, results, sets);
  if (!args.record.empty()) RecordOrExit(args, results, sets);
  if (partial) throw CommandExit{kInterruptedExit, "carckit simulate: stopped by Ctrl-C: the figures are of the games finished"};
}

/// Checks `--ai` as it is typed, so mistakes are usage errors like any other.
CLI::Validator PlayerKinds() {
  return CLI::Validator(
      [](std::string& text) {
        std::vector<PlayerSpec> specs;
        Status parsed = ParsePlayerSpecs(text, 0, &specs);
        std::string message = parsed.message();
        const std::string prefix = "--ai: ";
        return parsed.ok() ? std::string()
                           : message.substr(message.rfind(prefix, 0) == 0 ? prefix.size() : 0);
      },
      "");
}

}  // namespace

void SetupSimulate(CLI::App& app) {
  auto args = std::make_shared<SimulateArgs>();
  CLI::App* cmd = app.add_subcommand(
      "simulate",
      "Play many games of a tile set (random, greedy or MCTS players) and report how it plays");
  AddTilesetArg(cmd, &args->tileset);
  cmd->add_option("--games", args->games, "Number of games, 1 to 1000000000")
      ->type_name("N")
      ->check(CLI::Range(1LL, 1000000000LL).description(""))
      ->capture_default_str();
  cmd->add_option("--players", args->players,
                  "Players per game, 1 to " + std::to_string(kMaxBoardPlayers))
      ->type_name("N")
      ->check(CLI::Range(1, kMaxBoardPlayers).description(""))
      ->default_str("2, or one per --ai kind");
  cmd->add_option("--ai", args->ai,
                  "Players: one kind for every seat or one per seat, comma-separated: random, "
                  "greedy, mcts, mcts:N (N playouts a move), mcts:N:random")
      ->type_name("SEATS")
      ->check(PlayerKinds())
      ->capture_default_str();
  cmd->add_flag("--rotate-seats", args->rotate_seats,
                "Rotate the seats every game, so every player moves first equally often");
  cmd->add_option("--seed", args->seed, "Seed, 0 or more; the same seed gives the same figures")
      ->type_name("SEED")
      ->check(WholeNumber(0, std::numeric_limits<long long>::max()).description(""))
      ->capture_default_str();
  cmd->add_option("--threads", args->threads,
                  "Threads to play on, 1 to 256; the figures do not depend on it")
      ->type_name("N")
      ->check(CLI::Range(1, 256).description(""))
      ->capture_default_str();
  AddFormatOption(cmd, &args->format);
  cmd->add_option("--compare", args->compare,
                  "Play the same games on these sets too and show them side by side")
      ->type_name("TILESET")
      ->default_str("none");
  cmd->add_option("--report", args->report, "Draw the figures as charts: a .pdf, .svg or .png file")
      ->type_name("FILE")
      ->default_str("none");
  cmd->add_option("--record", args->record,
                  "Write games as board files into this folder (carckit score replays them)")
      ->type_name("DIR")
      ->default_str("none");
  cmd->add_option("--record-games", args->record_games,
                  "Games to record, 1 to " + std::to_string(kMaxRecordedGames) +
                      ": the highest- and lowest-scoring, then ordinary ones")
      ->type_name("N")
      ->check(CLI::Range(1, kMaxRecordedGames).description(""))
      ->capture_default_str();
  cmd->callback([args, cmd] {
    args->players_given = cmd->count("--players") > 0;
    if (cmd->count("--record-games") > 0 && args->record.empty())
      throw CommandExit{2, "error: simulate: --record-games: needs --record DIR"};
    RunSimulate(*args);
  });
}

}  // namespace carc
