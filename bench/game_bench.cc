// Full games per second on one core, base game (72 tiles) by default: random
// players, greedy players, and an MCTS player against a greedy one.
//   cmake -S . -B build -DCARCKIT_BENCH=ON && cmake --build build -j2 --target game_bench
//   ./build/game_bench
// CARCKIT_BENCH_SET=path/to/set.yaml benchmarks another set.
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <string>

#include "play/simulate.h"
#include "spec/spec_loader.h"

namespace {

const carc::TileSet& BenchSet() {
  static carc::TileSet set = [] {
    const char* env = std::getenv("CARCKIT_BENCH_SET");
    std::string path = env && *env ? env : CARCKIT_SOURCE_DIR "/tilesets/base-c1.yaml";
    carc::TileSet s;
    carc::Diagnostics diags;
    if (!carc::LoadValidTileSet(path, &s, &diags).ok()) std::abort();
    return s;
  }();
  return set;
}

/// Plays one seeded game of `game` per iteration and reports games a second.
void PlayGames(benchmark::State& state, carc::Match& game) {
  uint64_t i = 0;
  for (auto _ : state) {
    game.Play(carc::GameSeed(1, i++));
    benchmark::DoNotOptimize(game.game().score(0).Total());
  }
  state.counters["games/s"] =
      benchmark::Counter(double(state.iterations()), benchmark::Counter::kIsRate);
}

/// One complete random game (tiles, followers, scoring, final scoring) per iteration.
void BM_RandomGame(benchmark::State& state) {
  carc::ShapeCatalog catalog(BenchSet());
  carc::Match game(catalog, int(state.range(0)));
  PlayGames(state, game);
}
BENCHMARK(BM_RandomGame)->Arg(2)->Arg(5);

/// Random games as `carckit simulate` plays them, statistics included
/// (SimulationTotals::Add after every game): range(0) games an iteration on
/// one thread. Issue 26's target is 40,000 base games a CPU second.
void BM_SimulateRandom(benchmark::State& state) {
  carc::SimulationOptions options;
  options.games = state.range(0);
  for (auto _ : state) {
    carc::SimulationResult result = carc::Simulate(BenchSet(), options);
    benchmark::DoNotOptimize(result.totals.games);
  }
  state.counters["games/s"] = benchmark::Counter(double(state.iterations() * state.range(0)),
                                                 benchmark::Counter::kIsRate);
}
BENCHMARK(BM_SimulateRandom)->Arg(1000)->Unit(benchmark::kMillisecond);

/// One complete game between greedy players per iteration: the figure the
/// play-test lab promises (at least 2,000 base games a second on one core).
void BM_GreedyGame(benchmark::State& state) {
  carc::ShapeCatalog catalog(BenchSet());
  std::vector<carc::PlayerSpec> seats(size_t(state.range(0)), carc::PlayerSpec{carc::PlayerKind::Greedy});
  carc::Match game(catalog, seats);
  PlayGames(state, game);
}
BENCHMARK(BM_GreedyGame)->Arg(2)->Arg(4);

/// One complete game of an MCTS player (default budget, or range(0)
/// playouts a move) against a greedy player per iteration, seats alternating.
void BM_MctsGame(benchmark::State& state) {
  carc::ShapeCatalog catalog(BenchSet());
  carc::PlayerSpec mcts{carc::PlayerKind::Mcts, int(state.range(0))};
  carc::Match game(catalog, {mcts, carc::PlayerSpec{carc::PlayerKind::Greedy}});
  uint64_t i = 0;
  for (auto _ : state) {
    game.Play(carc::GameSeed(1, i), int(i % 2));
    ++i;
    benchmark::DoNotOptimize(game.game().score(0).Total());
  }
  state.counters["games/s"] =
      benchmark::Counter(double(state.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_MctsGame)->Arg(carc::kDefaultMctsPlayouts)->Unit(benchmark::kMillisecond)->Iterations(20);

/// Building the rotated-shape cache of a set (done once per run).
void BM_ShapeCatalog(benchmark::State& state) {
  for (auto _ : state) {
    carc::ShapeCatalog catalog(BenchSet());
    benchmark::DoNotOptimize(catalog.TypeCount());
  }
}
BENCHMARK(BM_ShapeCatalog);

}  // namespace
