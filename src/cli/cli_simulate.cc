// `carckit simulate TILESET [--games N|auto [--precision FLOAT] [--margin-precision FLOAT]
// [--max-games N]] [--players P] [--ai SEATS] [--rotate-seats] [--seat-check KIND]
// [--seed S] [--threads T] [--format text|json] [--compare SET2 ...]
// [--ablate ID=COUNT] [--report FILE] [--record DIR [--record-games K]]`
#include <iostream>
#include <limits>

#include "app/simulate.h"
#include "base/text_util.h"
#include "cli/cli.h"
#include "cli/json_output.h"
#include "cli/interrupt.h"
#include "cli/option_checks.h"
#include "cli/options.h"
#include "cli/progress.h"
#include "rules/board_file.h"

namespace carc {

namespace {

/// Plays with a progress line, Ctrl-C stopping the run after the games in progress.
Status Play(SimulateRequest request, Diagnostics* diags, SimulateRun* run) {
  StopOnInterrupt interrupt;
  std::atomic<long long> done{0}, total{TotalGames(request)};
  request.stop = interrupt.flag();
  request.progress = &done;
  request.total = &total;
  ProgressLine progress(&done, &total, "games");
  return SimulateSets(request, diags, run);
}

void RunSimulate(const SimulateRequest& request) {
  Diagnostics diags;
  SimulateRun run;
  Status status = Play(request, &diags, &run);
  std::cout << run.figures;
  if (request.format == "json" && !run.figures.empty()) JsonRun::Printed();
  std::cout.flush();
  PrintDiagnostics(diags);  // the sets' warnings before what was written
  if (run.report_pages)
    std::cerr << WroteLine(request.report, " (") << CountOf(run.report_pages, "page", "pages")
              << ")\n";
  for (const auto& [dir, games] : run.recorded)
    std::cerr << "recorded " << CountOf(games, "game", "games") << " in " << Printable(dir) << "\n";
  ExitOnError(status);
  if (run.partial)
    throw CommandExit::Note(kInterruptedExit,
                            "carckit simulate: stopped by Ctrl-C: the figures are of the games finished");
}

/// Checks `--ai` as it is typed, so mistakes are usage errors like any other.
CLI::Validator PlayerKinds() {
  return CLI::Validator(
      [](std::string& text) {
        std::vector<PlayerSpec> specs;
        return ParsePlayerKinds(text, &specs).message();
      },
      "");
}

/// `--games`: "auto" or a whole number of games.
CLI::Validator GamesOrAuto() {
  CLI::Validator count = WholeNumber(1, 1000000000LL);
  return CLI::Validator(
      [count](std::string& text) { return text == "auto" ? std::string() : count(text); }, "");
}

/// `--seat-check`: one player kind (a list sets seats, which the run has).
CLI::Validator OneKind() {
  CLI::Validator kinds = PlayerKinds();
  return CLI::Validator(
      [kinds](std::string& text) {
        if (text.find(',') != std::string::npos)
          return "one player kind for every seat, not a list: '" + text + "'";
        return kinds(text);
      },
      "");
}

/// Applies `--games`, and the precision options that only `--games auto` takes.
void ApplyGames(const std::string& games, const CLI::App& cmd, const double won_points,
                SimulateRequest* args) {
  args->games_auto = games == "auto";
  if (!args->games_auto) args->games = std::stoll(games);
  args->precision.won = won_points / 100;
  for (const char* option : {"--precision", "--margin-precision", "--max-games"})
    if (cmd.count(option) > 0 && !args->games_auto)
      throw CommandExit::Failed(Status::Usage(std::string("simulate: ") + option + ": needs --games auto"));
}

}  // namespace

void SetupSimulate(CLI::App& app) {
  auto args = std::make_shared<SimulateRequest>();
  CLI::App* cmd = app.add_subcommand(
      "simulate",
      "Play many games of a tile set (random, greedy or MCTS players) and report how it plays");
  AddTilesetArg(cmd, &args->tileset);
  auto games = std::make_shared<std::string>("1000");
  auto won_points = std::make_shared<double>(100 * args->precision.won);
  cmd->add_option("--games", *games,
                  "Number of games, 1 to 1000000000, or auto: play until the seats' win shares "
                  "and the set's tile types' margin differences are precise enough")
      ->type_name("GAMES")
      ->check(GamesOrAuto())
      ->capture_default_str();
  cmd->add_option("--precision", *won_points,
                  "With --games auto: the half-width of every seat's 95% won-or-shared "
                  "interval, in points of percent, 0.1 to 50")
      ->type_name("FLOAT")
      ->check(CLI::Range(0.1, 50.0).description(""))
      ->capture_default_str();
  cmd->add_option("--margin-precision", args->precision.margin,
                  "With --games auto: the half-width of the 95% interval of the margin "
                  "difference of each of the set's tile types (its own, in a set that extends "
                  "another), in points, 0.1 to 100")
      ->type_name("FLOAT")
      ->check(CLI::Range(0.1, 100.0).description(""))
      ->capture_default_str();
  cmd->add_option("--max-games", args->precision.max_games,
                  "With --games auto: the most games to play, 1 to 1000000000")
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
  cmd->add_option("--seat-check", args->seat_check,
                  "Play the same games again with this kind in every seat and show each seat's "
                  "win share by both kinds, noting where they disagree")
      ->type_name("KIND")
      ->check(OneKind())
      ->default_str("none");
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
  cmd->add_option("--ablate", args->ablate,
                  "Play the same games again with COUNT copies of tile ID (0 removes it) and "
                  "show both, with their differences game by game")
      ->type_name("ID=COUNT")
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
  cmd->callback([args, cmd, games, won_points] {
    args->players_given = cmd->count("--players") > 0;
    ApplyGames(*games, *cmd, *won_points, args.get());
    if (cmd->count("--record-games") > 0 && args->record.empty())
      ExitOnError(Status::Usage("simulate: --record-games: needs --record DIR"));
    RunSimulate(*args);
  });
}

}  // namespace carc
