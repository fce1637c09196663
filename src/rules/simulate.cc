#include "rules/simulate.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <thread>

#include "base/json.h"
#include "spec/deck_parts.h"

namespace carc {

namespace {

/// Set bits of a 4-bit mask (no popcnt instruction in a portable build).
constexpr uint8_t kBits4[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};

}  // namespace

RandomGame::RandomGame(const ShapeCatalog& catalog, int players, RandomPolicy policy)
    : game_(catalog, players, catalog.set().followers, catalog.set().farmers,
            std::max(1, catalog.set().TileCount())),
      policy_(policy) {
  const TileSet& set = catalog.set();
  start_type_ = std::max(0, catalog.start_type());
  std::vector<int> parts[4];
  for (size_t t = 0; t < set.tiles.size(); ++t)
    for (int k = 0; k < set.tiles[t].count; ++k)
      parts[int(PartOf(set, set.tiles[t], k))].push_back(int(t));
  full_deck_ = parts[int(DeckPart::Main)];
  main_count_ = full_deck_.size();
  full_deck_.insert(full_deck_.end(), parts[int(DeckPart::Lake)].begin(),
                    parts[int(DeckPart::Lake)].end());
  river_from_ = full_deck_.size();
  full_deck_.insert(full_deck_.end(), parts[int(DeckPart::River)].begin(),
                    parts[int(DeckPart::River)].end());
  deck_.reserve(full_deck_.size());
}

void RandomGame::Shuffle(size_t from, size_t to) {
  for (size_t i = to - from; i > 1; --i)
    std::swap(deck_[from + i - 1], deck_[from + rng_.Below(uint32_t(i))]);
}

void RandomGame::Start(uint64_t seed) {
  rng_.Seed(seed);
  game_.Reset();
  deck_ = full_deck_;
  Shuffle(0, main_count_);
  Shuffle(river_from_, deck_.size());
  game_.PlaceStart(start_type_, 0);
  player_ = 0;
  set_aside_ = 0;
  river_set_aside_ = 0;
  lake_placed_ = false;
  turns_ = 0;
}

bool RandomGame::ChooseRiverPlacement(int type, int* cell, int* quarters) {
  const uint8_t* fits = game_.catalog().FitRow(type);
  const std::vector<EdgeNeed>& needs = game_.board().FrontierNeeds();
  const std::vector<int>& frontier = game_.board().Frontier();
  candidates_.clear();
  for (size_t i = 0; i < needs.size(); ++i)
    for (unsigned mask = fits[needs[i]]; mask; mask &= mask - 1) {
      int q = __builtin_ctz(mask);
      if (game_.CheckRiver(type, q, frontier[i]) == RiverProblem::None)
        candidates_.emplace_back(frontier[i], q);
    }
  if (candidates_.empty()) return false;
  const auto& pick = candidates_[rng_.Below(uint32_t(candidates_.size()))];
  *cell = pick.first;
  *quarters = pick.second;
  return true;
}

bool RandomGame::ChoosePlacement(int type, int* cell, int* quarters) {
  if (game_.catalog().Get(type, 0).river_count > 0)
    return ChooseRiverPlacement(type, cell, quarters);
  // Two cheap passes over the frontier instead of listing every candidate:
  // count the fitting (cell, rotation) pairs, then find the chosen one.
  const uint8_t* fits = game_.catalog().FitRow(type);
  const std::vector<EdgeNeed>& needs = game_.board().FrontierNeeds();
  size_t cells = needs.size();
  uint32_t total = 0;
  for (size_t i = 0; i < cells; ++i) total += kBits4[fits[needs[i]]];
  if (total == 0) return false;
  uint32_t pick = rng_.Below(total);
  for (size_t i = 0; i < cells; ++i) {
    unsigned mask = fits[needs[i]];
    uint32_t n = kBits4[mask];
    if (pick >= n) {
      pick -= n;
      continue;
    }
    for (; pick > 0; --pick) mask &= mask - 1;  // drop the lower fitting rotations
    *cell = game_.board().Frontier()[i];
    *quarters = __builtin_ctz(mask);
    return true;
  }
  return false;
}

bool RandomGame::PlayTurn() {
  while (!deck_.empty()) {
    int type = deck_.back();
    deck_.pop_back();
    int cell = 0, quarters = 0;
    bool river_stack = deck_.size() >= main_count_;  // it lay above the main deck: river or lake
    if (!ChoosePlacement(type, &cell, &quarters)) {
      ++set_aside_;
      river_set_aside_ += river_stack;
      continue;
    }
    lake_placed_ |= game_.catalog().set().tiles[size_t(type)].IsLake();
    game_.PlaceTile(type, quarters, cell, player_);
    if (game_.supply(player_) > 0 && rng_.Chance(uint32_t(policy_.follower_percent), 100)) {
      std::array<int, kMaxSegments> free;
      int k = game_.FreeSegments(player_, &free);
      if (k > 0) game_.PlaceFollower(player_, free[rng_.Below(uint32_t(k))]);
    }
    game_.ScoreCompleted();
    player_ = (player_ + 1) % game_.players();
    ++turns_;
    return true;
  }
  return false;
}

void RandomGame::Play(uint64_t seed) {
  Start(seed);
  while (PlayTurn()) continue;
  Finish();
}

SimulationTotals::SimulationTotals(int players)
    : seat_points(size_t(players), 0),
      seat_min(size_t(players), 0),
      seat_max(size_t(players), 0),
      seat_wins(size_t(players), 0) {}

void SimulationTotals::Add(const RandomGame& rg) {
  const Game& g = rg.game();
  bool first = games == 0;
  ++games;
  set_aside += rg.set_aside();
  set_aside_max = std::max(set_aside_max, rg.set_aside());
  games_with_set_aside += rg.set_aside() > 0;
  river_set_aside += rg.river_set_aside();
  lakes += rg.lake_placed();
  int best = 0;
  for (int p = 0; p < g.players(); ++p) best = std::max(best, g.score(p).Total());
  for (int p = 0; p < g.players(); ++p) {
    const PlayerScore& s = g.score(p);
    int total = s.Total();
    seat_points[p] += total;
    seat_min[p] = first ? total : std::min(seat_min[p], total);
    seat_max[p] = first ? total : std::max(seat_max[p], total);
    seat_wins[p] += total == best;
    for (int k = 0; k < kScoreKinds; ++k) {
      in_play[k] += s.in_play[k];
      final_scoring[k] += s.final_scoring[k];
    }
  }
  const FeatureForest& forest = g.forest();
  for (int i = 0; i < forest.size(); ++i) {
    const FeatureNode& n = forest.node(i);
    if (n.parent != i || n.kind == FeatureKind::Field) continue;
    ++features[int(n.kind)];
    completed[int(n.kind)] += n.done;
  }
  turns += rg.turns();
  turns_min = first ? rg.turns() : std::min(turns_min, rg.turns());
  turns_max = first ? rg.turns() : std::max(turns_max, rg.turns());
}

void SimulationTotals::Merge(const SimulationTotals& o) {
  if (o.games == 0) return;
  bool first = games == 0;
  games += o.games;
  set_aside += o.set_aside;
  set_aside_max = std::max(set_aside_max, o.set_aside_max);
  games_with_set_aside += o.games_with_set_aside;
  river_set_aside += o.river_set_aside;
  lakes += o.lakes;
  for (size_t p = 0; p < seat_points.size(); ++p) {
    seat_points[p] += o.seat_points[p];
    seat_min[p] = first ? o.seat_min[p] : std::min(seat_min[p], o.seat_min[p]);
    seat_max[p] = first ? o.seat_max[p] : std::max(seat_max[p], o.seat_max[p]);
    seat_wins[p] += o.seat_wins[p];
  }
  for (int k = 0; k < kScoreKinds; ++k) {
    in_play[k] += o.in_play[k];
    final_scoring[k] += o.final_scoring[k];
  }
  for (int k = 0; k < kCompletableKinds; ++k) {
    features[k] += o.features[k];
    completed[k] += o.completed[k];
  }
  turns += o.turns;
  turns_min = first ? o.turns_min : std::min(turns_min, o.turns_min);
  turns_max = first ? o.turns_max : std::max(turns_max, o.turns_max);
}

uint64_t GameSeed(uint64_t seed, uint64_t index) { return Mix64(Mix64(seed) ^ Mix64(~index)); }

SimulationResult Simulate(const TileSet& set, const SimulationOptions& options) {
  SimulationResult result;
  result.options = options;
  result.set_id = set.id;
  result.set_name = set.name;
  result.tiles = set.TileCount();
  result.followers = set.followers;
  result.farmers = set.farmers;
  result.river = set.HasRiver();
  ShapeCatalog catalog(set);
  int threads = int(std::max<long long>(1, std::min<long long>(options.threads, options.games)));
  std::vector<SimulationTotals> parts(size_t(threads), SimulationTotals(options.players));
  auto run = [&](int t) {
    RandomGame game(catalog, options.players, options.policy);
    for (long long i = t; i < options.games; i += threads) {
      game.Play(GameSeed(options.seed, uint64_t(i)));
      parts[size_t(t)].Add(game);
    }
  };
  auto begin = std::chrono::steady_clock::now();
  if (threads == 1) {
    run(0);
  } else {
    std::vector<std::thread> pool;
    for (int t = 0; t < threads; ++t) pool.emplace_back(run, t);
    for (std::thread& th : pool) th.join();
  }
  result.seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
  result.totals = SimulationTotals(options.players);
  for (const SimulationTotals& part : parts) result.totals.Merge(part);
  return result;
}

namespace {

const char* const kCompletableNames[kCompletableKinds] = {"roads", "cities", "monasteries"};

double Ratio(long long num, long long den) { return den ? double(num) / double(den) : 0.0; }

std::string Fixed(double v, int digits = 1) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", digits, v);
  return buf;
}

}  // namespace

std::string SimulationText(const SimulationResult& r) {
  const SimulationTotals& t = r.totals;
  long long n = t.games;
  std::string out;
  out += r.set_id + " (" + r.set_name + "): " + std::to_string(n) + " games, " +
         std::to_string(r.options.players) + " players, seed " + std::to_string(r.options.seed) +
         "\n";
  out += "  set aside as unplaceable: mean " + Fixed(Ratio(t.set_aside, n), 2) +
         " tiles per game, max " + std::to_string(t.set_aside_max) + ", in " +
         Fixed(100 * Ratio(t.games_with_set_aside, n)) + "% of games\n";
  if (r.river)
    out += "  river: ended in its lake in " + Fixed(100 * Ratio(t.lakes, n)) +
           "% of games; river tiles set aside: mean " + Fixed(Ratio(t.river_set_aside, n), 2) +
           " per game\n";
  out += "  final score by seat:\n";
  for (size_t p = 0; p < t.seat_points.size(); ++p)
    out += "    seat " + std::to_string(p + 1) + ": mean " + Fixed(Ratio(t.seat_points[p], n)) +
           ", min " + std::to_string(t.seat_min[p]) + ", max " + std::to_string(t.seat_max[p]) +
           ", won or shared " + Fixed(100 * Ratio(t.seat_wins[p], n)) + "%\n";
  out += "  mean points per game by feature, all players (during play + final = total):\n";
  for (int k = 0; k < kScoreKinds; ++k)
    out += std::string("    ") + ScoreKindName(ScoreKind(k)) + ": " +
           Fixed(Ratio(t.in_play[k], n)) + " + " + Fixed(Ratio(t.final_scoring[k], n)) + " = " +
           Fixed(Ratio(t.in_play[k] + t.final_scoring[k], n)) + "\n";
  out += "  completed by the end of the game:\n";
  for (int k = 0; k < kCompletableKinds; ++k)
    out += std::string("    ") + kCompletableNames[k] + ": " +
           Fixed(100 * Ratio(t.completed[k], t.features[k])) + "% (" +
           Fixed(Ratio(t.completed[k], n)) + " of " + Fixed(Ratio(t.features[k], n)) +
           " per game)\n";
  out += "  game length: mean " + Fixed(Ratio(t.turns, n)) + " turns, min " +
         std::to_string(t.turns_min) + ", max " + std::to_string(t.turns_max) + "\n";
  out += "  throughput: " + Fixed(double(n) / std::max(r.seconds, 1e-9), 0) +
         " games/s on " + std::to_string(r.options.threads) + " thread" +
         (r.options.threads == 1 ? "" : "s") + " (" + Fixed(r.seconds, 3) + " s)\n";
  return out;
}

std::string SimulationJson(const SimulationResult& r) {
  const SimulationTotals& t = r.totals;
  long long n = t.games;
  JsonWriter json;
  json.BeginObject()
      .String("set", r.set_id)
      .String("name", r.set_name)
      .Int("tiles", r.tiles)
      .Int("games", n)
      .Int("players", r.options.players)
      .Int("seed", (long long)r.options.seed)
      .Int("threads", r.options.threads)
      .Int("follower_percent", r.options.policy.follower_percent);
  json.BeginObject("set_aside")
      .Double("mean", Ratio(t.set_aside, n))
      .Int("max", t.set_aside_max)
      .Double("share_of_games", Ratio(t.games_with_set_aside, n))
      .EndObject();
  if (r.river)
    json.BeginObject("river")
        .Double("lake_share", Ratio(t.lakes, n))
        .Double("set_aside_mean", Ratio(t.river_set_aside, n))
        .EndObject();
  else
    json.Null("river");
  json.BeginArray("seats");
  for (size_t p = 0; p < t.seat_points.size(); ++p)
    json.BeginObject()
        .Int("seat", (long long)p + 1)
        .Double("mean", Ratio(t.seat_points[p], n))
        .Int("min", t.seat_min[p])
        .Int("max", t.seat_max[p])
        .Double("wins", Ratio(t.seat_wins[p], n))
        .EndObject();
  json.EndArray();
  json.BeginObject("points");
  for (int k = 0; k < kScoreKinds; ++k)
    json.BeginObject(ScoreKindName(ScoreKind(k)))
        .Double("in_play", Ratio(t.in_play[k], n))
        .Double("final", Ratio(t.final_scoring[k], n))
        .Double("total", Ratio(t.in_play[k] + t.final_scoring[k], n))
        .EndObject();
  json.EndObject();
  json.BeginObject("completed");
  for (int k = 0; k < kCompletableKinds; ++k)
    json.BeginObject(kCompletableNames[k])
        .Double("share", Ratio(t.completed[k], t.features[k]))
        .Double("per_game", Ratio(t.completed[k], n))
        .Double("features_per_game", Ratio(t.features[k], n))
        .EndObject();
  json.EndObject();
  json.BeginObject("turns")
      .Double("mean", Ratio(t.turns, n))
      .Int("min", t.turns_min)
      .Int("max", t.turns_max)
      .EndObject();
  json.BeginObject("throughput")
      .Double("seconds", r.seconds)
      .Double("games_per_second", double(n) / std::max(r.seconds, 1e-9))
      .EndObject();
  json.EndObject();
  return json.str();
}

}  // namespace carc
