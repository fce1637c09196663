// `carckit simulate TILESET [--games N] [--players P] [--seed S] [--threads T]
// [--format text|json]`
#include <iostream>

#include "cli/cli.h"
#include "rules/board_file.h"
#include "rules/simulate.h"
#include "rules/simulate_report.h"
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
};

void RunSimulate(const SimulateArgs& args) {
  TileSet set;
  LoadSetOrExit(args.tileset, &set);
  SimulationOptions options;
  options.games = args.games;
  options.players = args.players;
  options.seed = uint64_t(args.seed);
  options.threads = args.threads;
  // One kind fills the table (--players, 2 by default); a list sets its size.
  bool list = args.ai.find(',') != std::string::npos;
  int players = args.players_given || !list ? args.players : 0;
  Status parsed = ParsePlayerSpecs(args.ai, players, &options.seats);
  if (!parsed.ok()) throw CommandExit{2, "carckit simulate: error: " + parsed.message()};
  options.players = int(options.seats.size());
  options.rotate_seats = args.rotate_seats;
  SimulationResult result = Simulate(set, options);
  if (args.format == "json") std::cout << SimulationJson(result) << "\n";
  else std::cout << SimulationText(result);
}

}  // namespace

void SetupSimulate(CLI::App& app) {
  auto args = std::make_shared<SimulateArgs>();
  CLI::App* cmd = app.add_subcommand(
      "simulate", "Play many random games of a tile set and report how it plays");
  cmd->add_option("tileset", args->tileset, "Tile spec file (or bundled set name)")->required();
  cmd->add_option("--games", args->games, "Number of games")
      ->check(CLI::Range(1LL, 1000000000LL))
      ->capture_default_str();
  cmd->add_option("--ai", args->ai, "Player kinds: one for every seat or one per seat, comma-separated (random, greedy, mcts, mcts:N)")
      ->capture_default_str();
  cmd->add_flag("--rotate-seats", args->rotate_seats, "Rotate the seats every game, so every player moves first equally often");
  cmd->add_option("--players", args->players, "Players per game")
      ->check(CLI::Range(1, kMaxBoardPlayers))
      ->capture_default_str();
  cmd->add_option("--seed", args->seed, "Seed; the same seed gives the same figures")
      ->check(CLI::NonNegativeNumber)
      ->capture_default_str();
  cmd->add_option("--threads", args->threads,
                  "Threads to play on; the figures do not depend on it")
      ->check(CLI::Range(1, 256))
      ->capture_default_str();
  cmd->add_option("--format", args->format, "Output format")
      ->check(CLI::IsMember({"text", "json"}));
  cmd->callback([args, cmd] {
    args->players_given = cmd->count("--players") > 0;
    RunSimulate(*args);
  });
}

}  // namespace carc
