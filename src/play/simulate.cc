#include "play/simulate.h"

#include <algorithm>
#include <chrono>

#include "base/worker_threads.h"
#include "spec/validator.h"

namespace carc {

std::vector<PlayerSpec> SimulationOptions::SeatSpecs() const {
  if (!seats.empty()) return seats;
  return std::vector<PlayerSpec>(size_t(players), PlayerSpec());
}

uint64_t GameSeed(uint64_t seed, uint64_t index) { return Mix64(Mix64(seed) ^ Mix64(~index)); }

int GameRotation(const SimulationOptions& options, long long index) {
  return options.rotate_seats ? int(index % options.players) : 0;
}

namespace {

/// Whether the run was asked to stop.
bool Stopped(const SimulationOptions& o) {
  return o.stop && o.stop->load(std::memory_order_relaxed);
}

/// Finished games told to a shared progress count in batches: at most every
/// few milliseconds, and the rest when the thread is done.
class ProgressBatch {
 public:
  explicit ProgressBatch(std::atomic<long long>* shared) : shared_(shared) {}
  ProgressBatch(const ProgressBatch&) = delete;
  ProgressBatch& operator=(const ProgressBatch&) = delete;
  ~ProgressBatch() { Flush(); }

  /// One more game finished.
  void Finished() {
    if (!shared_) return;
    ++pending_;
    auto now = std::chrono::steady_clock::now();
    if (now - last_ >= std::chrono::milliseconds(5)) {
      Flush();
      last_ = now;
    }
  }

 private:
  void Flush() {
    if (shared_ && pending_) shared_->fetch_add(pending_, std::memory_order_relaxed);
    pending_ = 0;
  }

  std::atomic<long long>* shared_;
  long long pending_ = 0;
  std::chrono::steady_clock::time_point last_{};
};

/// Plays game `index` into `match`; false when stopped before its end.
bool PlayGame(const SimulationOptions& o, long long index, Match* match) {
  match->Start(GameSeed(o.seed, uint64_t(index)), GameRotation(o, index));
  while (match->PlayTurn())
    if (Stopped(o)) return false;
  match->Finish();
  return true;
}

}  // namespace

void ReplayGame(const SimulationOptions& options, long long index, Match* match) {
  SimulationOptions o = options;
  o.stop = nullptr;
  match->DealAs(o.deal_counts);
  PlayGame(o, index, match);
}

SimulationResult Simulate(const TileSet& set, const SimulationOptions& options) {
  SimulationResult result;
  result.options = options;
  result.options.seats = options.SeatSpecs();
  result.options.players = int(result.options.seats.size());
  result.set_id = set.id;
  result.set_name = set.name;
  result.tiles = set.TileCount();
  result.followers = set.followers;
  result.farmers = set.farmers;
  result.river = set.HasRiver();
  for (const TileType& t : set.tiles) {
    result.type_ids.push_back(t.id);
    result.type_names.push_back(t.name);
  }
  ShapeCatalog catalog(set);
  result.start_type = catalog.start_type();
  const SimulationOptions& o = result.options;
  int types = int(set.tiles.size());
  long long first = std::min(o.first_game, o.games), games = o.games - first;
  int threads = int(std::max<long long>(1, std::min<long long>(o.threads, games)));
  std::vector<int> first_twin;
  for (const EarlierTwin& twin : EarlierTwins(set)) first_twin.push_back(twin.type);
  SimulationTotals empty(o.players, types);
  empty.PoolSameTiles(first_twin);
  std::vector<SimulationTotals> parts(size_t(threads), empty);
  std::atomic<bool> stopped{false};
  bool keep = o.keep_scores && games * o.players <= kMaxKeptScores;
  if (keep) result.scores.assign(size_t(games * o.players), 0);
  const long long row = (long long)types * kTypeGameFields;
  bool keep_types = o.keep_scores && games * row <= kMaxKeptScores;
  if (keep_types) result.type_games.assign(size_t(games * row), 0);
  auto run = [&](int t, const std::atomic<bool>& cancel) {
    Match match(catalog, o.seats, o.policy);
    match.DealAs(o.deal_counts);
    FeatureScratch scratch;
    // Each thread counts into totals of its own, allocated by it, and tells
    // the shared progress count at most every few milliseconds: nothing a
    // thread writes per game shares a cache line with another thread.
    SimulationTotals totals = empty;
    TypeGameRows rows(keep_types ? types : 0);
    ProgressBatch progress(o.progress);
    for (long long i = first + t; i < o.games; i += threads) {
      if (cancel.load(std::memory_order_relaxed)) break;  // another thread failed
      if (Stopped(o) || !PlayGame(o, i, &match)) {
        stopped = true;
        break;
      }
      totals.Add(match, i, &scratch);
      // Each game its own slots: no two threads write one.
      if (keep)
        for (int p = 0; p < o.players; ++p)
          result.scores[size_t((i - first) * o.players + p)] = match.game().score(p).Total();
      if (keep_types) rows.Record(totals.types, &result.type_games[size_t((i - first) * row)]);
      progress.Finished();
    }
    parts[size_t(t)] = std::move(totals);
  };
  auto begin = std::chrono::steady_clock::now();
  RunOnThreads(threads, run);  // a thread that cannot start or a broken invariant: throws
  result.seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
  result.totals = empty;
  for (const SimulationTotals& part : parts) result.totals.Merge(part);
  result.partial = stopped;
  if (stopped) {
    result.scores.clear();
    result.type_games.clear();
  }
  return result;
}

void AppendRun(SimulationResult* into, SimulationResult more) {
  into->totals.Merge(more.totals);
  into->options.games = more.options.games;
  into->seconds += more.seconds;
  into->partial |= more.partial;
  // Kept values pair games only when every batch kept them, within the cap.
  auto append = [](std::vector<int32_t>* to, const std::vector<int32_t>& from) {
    if (to->empty() || from.empty() || (long long)(to->size() + from.size()) > kMaxKeptScores)
      to->clear();
    else
      to->insert(to->end(), from.begin(), from.end());
  };
  append(&into->scores, more.scores);
  append(&into->type_games, more.type_games);
}

}  // namespace carc
