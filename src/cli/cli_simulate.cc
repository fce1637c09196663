// `carckit simulate TILESET [--games N] [--players P] [--seed S] [--threads T]
// [--format text|json]`
#include <iostream>
#include <limits>

#include "cli/cli.h"
#include "cli/option_checks.h"
#include "cli/options.h"
#include "rules/board_file.h"
#include "rules/simulate.h"
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
};

void RunSimulate(const SimulateArgs& args) {
  TileSet set;
  LoadSetOrExit(args.tileset, &set);
  SimulationOptions options;
  options.games = args.games;
  options.players = args.players;
  options.seed = uint64_t(args.seed);
  options.threads = args.threads;
  SimulationResult result = Simulate(set, options);
  if (args.format == "json") std::cout << SimulationJson(result) << "\n";
  else std::cout << SimulationText(result);
}

}  // namespace

void SetupSimulate(CLI::App& app) {
  auto args = std::make_shared<SimulateArgs>();
  CLI::App* cmd = app.add_subcommand(
      "simulate", "Play many random games of a tile set and report how it plays");
  AddTilesetArg(cmd, &args->tileset);
  cmd->add_option("--games", args->games, "Number of games, 1 to 1000000000")
      ->type_name("N")
      ->check(CLI::Range(1LL, 1000000000LL).description(""))
      ->capture_default_str();
  cmd->add_option("--players", args->players,
                  "Players per game, 1 to " + std::to_string(kMaxBoardPlayers))
      ->type_name("N")
      ->check(CLI::Range(1, kMaxBoardPlayers).description(""))
      ->capture_default_str();
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
  cmd->callback([args] { RunSimulate(*args); });
}

}  // namespace carc
