#include "play/play_stats.h"

#include <algorithm>

#include "play/play_figures.h"
#include "rules/scoring_rules.h"

namespace carc {

void SeatTotals::AddScore(int score, bool first) {
  points += score;
  squares += (long long)score * score;
  min = first ? score : std::min(min, score);
  max = first ? score : std::max(max, score);
  int bucket = std::max(0, score);
  if (histogram.size() <= size_t(bucket)) histogram.resize(size_t(bucket) + 1, 0);
  ++histogram[size_t(bucket)];
}

void SeatTotals::Merge(const SeatTotals& o, bool first) {
  points += o.points;
  squares += o.squares;
  min = first ? o.min : std::min(min, o.min);
  max = first ? o.max : std::max(max, o.max);
  wins += o.wins;
  ties += o.ties;
  turns += o.turns;
  empty_supply += o.empty_supply;
  turn_squares += o.turn_squares;
  supply_games.Merge(o.supply_games);
  if (histogram.size() < o.histogram.size()) histogram.resize(o.histogram.size(), 0);
  for (size_t i = 0; i < o.histogram.size(); ++i) histogram[i] += o.histogram[i];
}

int SeatTotals::Percentile(double percent, long long games) const {
  if (games <= 0) return 0;
  // Nearest rank: the smallest score whose cumulative count reaches rank.
  long long rank = std::max(1LL, (long long)((percent / 100.0) * double(games) + 0.999999));
  long long seen = 0;
  for (size_t s = 0; s < histogram.size(); ++s) {
    seen += histogram[s];
    if (seen >= rank) return int(s);
  }
  return max;
}

void TypeTotals::Merge(const TypeTotals& o) {
  drawn += o.drawn;
  set_aside += o.set_aside;
  legal += o.legal;
  placed += o.placed;
  for (int k = 0; k < kFeatureKinds; ++k) followers[k] += o.followers[k];
  feature_points += o.feature_points;
  fit_cells += o.fit_cells;
  frontier += o.frontier;
  with.Merge(o.with);
  without.Merge(o.without);
  own_points.Merge(o.own_points);
  strength_games.Merge(o.strength_games);
  own_games.Merge(o.own_games);
  draw_games.Merge(o.draw_games);
  follower_games.Merge(o.follower_games);
}

namespace {

/// Terrains an EdgeNeed's digits name (Terrain values 0 to 3), each a lane of
/// kLaneBits bits in a 64-bit count, so that a frontier's open edges are
/// summed with one addition a cell.
constexpr size_t kTerrainLanes = 4;
constexpr int kLaneBits = 16;
constexpr uint64_t kLaneMask = (uint64_t(1) << kLaneBits) - 1;
/// Cells summed before the lanes are read: at 4 edges a cell, no lane overflows.
constexpr size_t kCellsPerSum = kLaneMask / kSides;

/// Per EdgeNeed, its digits counted by terrain, one lane each.
struct EdgesByTerrain {
  uint64_t count[kEdgeNeeds];
  constexpr EdgesByTerrain() : count() {
    for (int need = 0; need < kEdgeNeeds; ++need)
      for (int s = 0; s < kSides; ++s)
        if (int digit = NeedOn(EdgeNeed(need), s)) count[need] += uint64_t(1) << (kLaneBits * (digit - 1));
  }
};
constexpr EdgesByTerrain kEdgesByTerrain{};

}  // namespace

SimulationTotals::SimulationTotals(int players, int type_count)
    : seats(size_t(players)),
      entries(size_t(players)),
      types(size_t(type_count)),
      same_tile(size_t(type_count)),
      next_same_tile(size_t(type_count), -1) {
  for (int t = 0; t < type_count; ++t) same_tile[size_t(t)] = t;
}

void SimulationTotals::PoolSameTiles(const std::vector<int>& first) {
  std::vector<int32_t> last(types.size());
  for (size_t t = 0; t < types.size(); ++t) {
    int f = t < first.size() && first[t] >= 0 ? first[t] : int(t);
    same_tile[t] = same_tile[size_t(f)];  // the first type of the whole group
    next_same_tile[t] = -1;
    last[t] = int32_t(t);
    if (same_tile[t] == int32_t(t)) continue;
    int32_t group = same_tile[t];
    next_same_tile[size_t(last[size_t(group)])] = int32_t(t);
    last[size_t(group)] = int32_t(t);
  }
}

namespace {

using NodeSums = FeatureScratch::NodeSums;

/// Completed cities along the farm of `root`, each counted once.
int FarmCities(const Game& g, int root, NodeSums* sums) {
  const FeatureNode* nodes = g.forest().nodes().data();
  int cities = 0;
  g.forest().ForEach(root, [&](int i) {
    const FeatureNode& n = nodes[i];
    for (unsigned mask = n.cities; mask; mask &= mask - 1) {
      int city = sums[i - n.segment + __builtin_ctz(mask)].root;
      if (!nodes[city].done || sums[city].stamp == root) continue;
      sums[city].stamp = root;
      ++cities;
    }
  });
  return cities;
}

/// What the feature of `root` is worth at the end of the game.
int Worth(const Game& g, int root, NodeSums* sums) {
  const FeatureNode& n = g.forest().node(root);
  const NodeSums& r = sums[root];
  switch (n.kind) {
    case FeatureKind::Road: return RoadPoints(r.tiles, r.modifiers, !n.done);
    case FeatureKind::City: return CityPoints(r.tiles, r.shields, r.modifiers, !n.done);
    case FeatureKind::Monastery:
      return n.done ? points::kMonasteryComplete
                    : points::kMonasteryFinalBase +
                          g.placements()[n.placement].neighbours *
                              points::kMonasteryPerNeighbourFinal;
    case FeatureKind::Field:
      return g.farmers() ? FarmCities(g, root, sums) * points::kFarmPerCompletedCity : 0;
  }
  return 0;
}

}  // namespace

void FeatureWorth(const Game& g, FeatureScratch* s) {
  const std::vector<FeatureNode>& all = g.forest().nodes();
  size_t count = all.size();
  // A root's sums are set on its first visit in this game (NodeSums::game),
  // so no pass clears them first.
  s->node.resize(count);
  if (++s->game == 0) {  // after 2^32 games: forget every mark
    for (NodeSums& n : s->node) n.game = 0;
    s->game = 1;
  }
  s->roots.resize(count);
  s->on_tiles.resize(count);
  // Raw pointers: the loop below stores nothing that could move a vector,
  // so each array's address is loaded once, not at every node.
  const FeatureNode* nodes = all.data();
  NodeSums* sums = s->node.data();
  int32_t* roots = s->roots.data();
  FeatureScratch::OnTile* on_tiles = s->on_tiles.data();
  const uint32_t game = s->game;
  // Every node's root (a parent is most often an earlier node, whose root is
  // known) and its feature's sums. A placement's segments are consecutive
  // nodes, so a feature's tiles are counted once each by remembering the last
  // placement seen per root, which also lists each (feature, tile) pair once.
  size_t root_count = 0, pairs = 0;
  for (int32_t i = 0; i < int32_t(count); ++i) {
    const FeatureNode& n = nodes[i];
    int32_t root = n.parent;
    if (root < i) {
      root = sums[root].root;
    } else {
      while (nodes[root].parent != root) root = nodes[root].parent;
    }
    sums[i].root = root;
    if (root == i) roots[root_count++] = root;
    NodeSums& r = sums[root];
    if (r.game != game) {
      r.game = game;
      r.tiles = 0;
      r.shields = 0;
      r.last = -1;
      r.stamp = -1;
      r.modifiers = 0;
    }
    r.shields += n.shields;
    r.modifiers |= n.modifiers;
    if (r.last == n.placement) continue;
    r.last = n.placement;
    ++r.tiles;
    on_tiles[pairs++] = {root, n.placement};
  }
  s->roots.resize(root_count);
  s->on_tiles.resize(pairs);
  for (int32_t root : s->roots) sums[root].worth = Worth(g, root, sums);
}

void SimulationTotals::AddDrawers(const Game& g, FeatureScratch* scratch) {
  int players = g.players();
  const std::vector<uint8_t>& placed_by = scratch->placed_by;
  scratch->strength_game.assign(types.size(), {});
  for (int p = 0; p < players; ++p) {
    int mine = g.score(p).Total(), best_other = 0;
    bool first = true;
    for (int q = 0; q < players; ++q) {
      if (q == p) continue;
      best_other = first ? g.score(q).Total() : std::max(best_other, g.score(q).Total());
      first = false;
    }
    bool won = players == 1 || mine >= best_other;
    for (size_t t = 0; t < types.size(); ++t) {
      bool with = placed_by[size_t(p) * types.size() + size_t(same_tile[t])];
      DrawerTotals& d = with ? types[t].with : types[t].without;
      d.wins += won;
      d.margin.Add(mine - best_other);
      std::array<long long, kStrengthGameTotals>& x = scratch->strength_game[t];
      int at = with ? kWinsWith : kWinsWithout;  // the three totals of the side, in order
      x[size_t(at)] += won;
      x[size_t(at + 1)] += mine - best_other;
      x[size_t(at + 2)] += 1;
    }
  }
  for (size_t t = 0; t < types.size(); ++t) {
    types[t].strength_games.Add(scratch->strength_game[t]);
    types[t].own_games.Add(scratch->own_game[size_t(same_tile[t])]);
  }
}

void SimulationTotals::Add(const Match& match, long long index, FeatureScratch* scratch) {
  KeepBefore(scratch);
  AddCounts(match, index, scratch);
  AddSpreads(match, scratch);
}

namespace {

/// The totals of `t` that TypeTotals::draw_games and follower_games take game by game.
std::array<long long, kTypeGameTotals + kFeatureKinds + 1> DrawSums(const TypeTotals& t) {
  std::array<long long, kTypeGameTotals + kFeatureKinds + 1> x{};
  x[kDrawnInGame] = t.drawn;
  x[kSetAsideInGame] = t.set_aside;
  x[kLegalInGame] = t.legal;
  x[kFitCellsInGame] = t.fit_cells;
  x[kFrontierInGame] = t.frontier;
  for (int k = 0; k < kFeatureKinds; ++k) x[size_t(kTypeGameTotals + k)] = t.followers[k];
  x[kTypeGameTotals + kFeatureKinds] = t.placed;
  return x;
}

/// One game of a feature kind: what its totals gained, as FeatureGameTotal totals.
std::array<long long, kFeatureGameTotals> FeatureGame(const FeatureTotals& now, const FeatureTotals& before,
                                                      long long in_play, long long final_points) {
  return {1, now.count - before.count, now.completed - before.completed,
          now.completed_tiles - before.completed_tiles, now.open_tiles - before.open_tiles, in_play,
          final_points};
}

}  // namespace

void SimulationTotals::KeepBefore(FeatureScratch* s) const {
  s->before_features = features;
  s->before_modified = modified;
  s->before_in_play = in_play;
  s->before_final = final_scoring;
  s->before_modified_in_play = modified_in_play;
  s->before_modified_final = modified_final;
  s->before_types.resize(types.size());
  for (size_t t = 0; t < types.size(); ++t) s->before_types[t] = DrawSums(types[t]);
  s->before_open_edges = open_edges;
}

void SimulationTotals::AddSpreads(const Match& match, FeatureScratch* s) {
  for (int k = 0; k < kFeatureKinds; ++k) {
    int score = int(ScoreKindOf(FeatureKind(k)));
    feature_games[size_t(k)].Add(FeatureGame(features[size_t(k)], s->before_features[size_t(k)],
                                             in_play[size_t(score)] - s->before_in_play[size_t(score)],
                                             final_scoring[size_t(score)] - s->before_final[size_t(score)]));
  }
  for (size_t m = 0; m < size_t(kModifiers); ++m)
    modified_games[m].Add(FeatureGame(modified[m], s->before_modified[m],
                                      modified_in_play[m] - s->before_modified_in_play[m],
                                      modified_final[m] - s->before_modified_final[m]));
  for (size_t t = 0; t < types.size(); ++t) {
    std::array<long long, kTypeGameTotals + kFeatureKinds + 1> now = DrawSums(types[t]);
    std::array<long long, kTypeGameTotals> draws{};
    std::array<long long, kFeatureKinds + 1> followers{};
    for (size_t i = 0; i < draws.size(); ++i) draws[i] = now[i] - s->before_types[t][i];
    for (size_t i = 0; i < followers.size(); ++i)
      followers[i] = now[kTypeGameTotals + i] - s->before_types[t][kTypeGameTotals + i];
    types[t].draw_games.Add(draws);
    types[t].follower_games.Add(followers);
  }
  set_aside_games.Add(match.set_aside());
  river_set_aside_games.Add(match.river_set_aside());
  turn_games.Add(match.turns());
  if (open_edge_games.size() < open_edges.size()) open_edge_games.resize(open_edges.size());
  for (size_t e = 0; e < open_edge_games.size(); ++e)
    open_edge_games[e].Add(open_edges[e] - (e < s->before_open_edges.size() ? s->before_open_edges[e] : 0));
}

void SimulationTotals::AddCounts(const Match& match, long long index, FeatureScratch* scratch) {
  const Game& g = match.game();
  bool first = games == 0;
  ++games;
  set_aside += match.set_aside();
  set_aside_max = std::max(set_aside_max, match.set_aside());
  games_with_set_aside += match.set_aside() > 0;
  river_set_aside += match.river_set_aside();
  lakes += match.lake_placed();

  // Seats and players.
  int best = 0, at_best = 0, total = 0;
  for (int p = 0; p < g.players(); ++p) best = std::max(best, g.score(p).Total());
  for (int p = 0; p < g.players(); ++p) at_best += g.score(p).Total() == best;
  for (int p = 0; p < g.players(); ++p) {
    const PlayerScore& s = g.score(p);
    total += s.Total();
    for (SeatTotals* t : {&seats[size_t(p)], &entries[size_t(match.EntryAt(p))]}) {
      t->AddScore(s.Total(), first);
      t->wins += s.Total() == best;
      t->ties += s.Total() == best && at_best > 1;
    }
    for (int k = 0; k < kScoreKinds; ++k) {
      in_play[k] += s.in_play[k];
      final_scoring[k] += s.final_scoring[k];
    }
  }

  // Draws: tile types, turns, followers. Turns and empty supplies are
  // counted by seat here and added to the seats' and players' totals after.
  int players = g.players();
  std::vector<int32_t>& seat_counts = scratch->seat_turns;  // [2 * seat]: turns, [2 * seat + 1]: empty supply
  seat_counts.assign(size_t(2 * players), 0);
  int placement = 0;
  const FeatureForest& forest = g.forest();
  for (const DrawRecord& d : match.draws()) {
    TypeTotals& t = types[size_t(d.type)];
    ++t.drawn;
    t.legal += d.legal;
    t.fit_cells += d.fit_cells;
    t.frontier += d.frontier;
    if (d.legal == 0) {
      ++t.set_aside;
      continue;
    }
    ++placement;
    seat_counts[size_t(2 * d.seat)] += 1;
    seat_counts[size_t(2 * d.seat + 1)] += d.supply_empty;
    if (d.segment >= 0) ++t.followers[int(forest.node(g.NodeOf(placement, d.segment)).kind)];
  }
  long long all_turns = 0, all_empty = 0;
  for (int p = 0; p < players; ++p) {
    long long turns_now = seat_counts[size_t(2 * p)], empty_now = seat_counts[size_t(2 * p + 1)];
    all_turns += turns_now;
    all_empty += empty_now;
    for (SeatTotals* s : {&seats[size_t(p)], &entries[size_t(match.EntryAt(p))]}) {
      s->turns += turns_now;
      s->empty_supply += empty_now;
      s->turn_squares += turns_now * turns_now;
      s->supply_games.Add({empty_now, turns_now});
    }
  }
  supply_games.Add({all_empty, all_turns});

  // Features at the end, and the features each placed tile ended in.
  FeatureWorth(g, scratch);
  const FeatureScratch::NodeSums* sums = scratch->node.data();
  for (int32_t i : scratch->roots) {
    const FeatureNode& n = forest.node(i);
    FeatureTotals& f = features[int(n.kind)];
    ++f.count;
    int tiles = n.kind == FeatureKind::Monastery
                    ? 1 + g.placements()[n.placement].neighbours
                    : sums[i].tiles;
    f.completed += n.done;
    (n.done ? f.completed_tiles : f.open_tiles) += tiles;
    ModifierSet modifiers = sums[i].modifiers;
    for (int m = 0; modifiers && m < kModifiers; ++m) {
      if (!HasModifier(modifiers, Modifier(m))) continue;
      FeatureTotals& mf = modified[size_t(m)];
      ++mf.count;
      mf.completed += n.done;
      (n.done ? mf.completed_tiles : mf.open_tiles) += tiles;
    }
  }
  for (int m = 0; m < kModifiers; ++m) {
    modified_in_play[size_t(m)] += g.modifier_points(Modifier(m), false);
    modified_final[size_t(m)] += g.modifier_points(Modifier(m), true);
  }
  scratch->placed_by.assign(size_t(players) * types.size(), 0);
  scratch->own_game.assign(types.size(), {});
  // Each placed tile's features, each once: FeatureWorth's pairs, in
  // placement order.
  const FeatureScratch::OnTile* pair = scratch->on_tiles.data();
  const FeatureScratch::OnTile* pairs_end = pair + scratch->on_tiles.size();
  const std::vector<PlacedTile>& placements = g.placements();
  for (int p = 0, count = int(placements.size()); p < count; ++p) {
    const PlacedTile& placed = placements[size_t(p)];
    TypeTotals& t = types[size_t(placed.type)];
    ++t.placed;
    long long own = 0, points = 0;
    for (; pair != pairs_end && pair->placement == p; ++pair) {
      points += sums[pair->root].worth;
      FeatureAward award = g.AwardOf(pair->root);
      if (placed.player >= 0 && (award.owners >> placed.player) & 1u) own += award.points;
    }
    t.feature_points += points;
    if (placed.player < 0) continue;  // the start tile: nobody drew it
    int32_t group = same_tile[size_t(placed.type)];
    for (int32_t m = group; m >= 0; m = next_same_tile[size_t(m)]) types[size_t(m)].own_points.Add(own);
    scratch->own_game[size_t(group)][kOwnPointsInGame] += own;
    scratch->own_game[size_t(group)][kCopiesInGame] += 1;
    scratch->placed_by[size_t(placed.player) * types.size() + size_t(group)] = 1;
  }
  AddDrawers(g, scratch);

  // Open edges: what the board shows towards each empty cell beside it,
  // which each frontier cell's EdgeNeed already holds (a base-5 digit a
  // side: 0 for no tile across it, else 1 + the terrain facing the cell),
  // counted by terrain with one table lookup a cell.
  const std::vector<EdgeNeed>& needs = g.board().FrontierNeeds();
  for (size_t from = 0; from < needs.size(); from += kCellsPerSum) {
    uint64_t edges = 0;
    for (size_t i = from, to = std::min(needs.size(), from + kCellsPerSum); i < to; ++i)
      edges += kEdgesByTerrain.count[needs[i]];
    for (size_t terrain = 0; terrain < kTerrainLanes; ++terrain) {
      long long n = (long long)((edges >> (kLaneBits * terrain)) & kLaneMask);
      if (n == 0) continue;
      if (open_edges.size() <= terrain) open_edges.resize(terrain + 1, 0);
      open_edges[terrain] += n;
    }
  }

  turns += match.turns();
  turns_min = first ? match.turns() : std::min(turns_min, match.turns());
  turns_max = first ? match.turns() : std::max(turns_max, match.turns());
  if (highest.index < 0 || total > highest.total || (total == highest.total && index < highest.index))
    highest = {index, total};
  if (lowest.index < 0 || total < lowest.total || (total == lowest.total && index < lowest.index))
    lowest = {index, total};
  if (index < kRememberedGames) remembered.push_back({index, total});
}

namespace {

/// The earlier of two marks when `better` says neither wins on points.
GameMark Pick(const GameMark& a, const GameMark& b, bool b_better) {
  if (a.index < 0) return b;
  if (b.index < 0) return a;
  if (b_better || (a.total == b.total && b.index < a.index)) return b;
  return a;
}

}  // namespace

void SimulationTotals::Merge(const SimulationTotals& o) {
  if (o.games == 0) return;
  bool first = games == 0;
  games += o.games;
  set_aside += o.set_aside;
  set_aside_max = std::max(set_aside_max, o.set_aside_max);
  games_with_set_aside += o.games_with_set_aside;
  river_set_aside += o.river_set_aside;
  lakes += o.lakes;
  for (size_t p = 0; p < seats.size(); ++p) {
    seats[p].Merge(o.seats[p], first);
    entries[p].Merge(o.entries[p], first);
  }
  for (int k = 0; k < kScoreKinds; ++k) {
    in_play[k] += o.in_play[k];
    final_scoring[k] += o.final_scoring[k];
  }
  for (int k = 0; k < kFeatureKinds; ++k) {
    features[k].count += o.features[k].count;
    features[k].completed += o.features[k].completed;
    features[k].completed_tiles += o.features[k].completed_tiles;
    features[k].open_tiles += o.features[k].open_tiles;
  }
  for (int m = 0; m < kModifiers; ++m) {
    FeatureTotals& f = modified[size_t(m)];
    const FeatureTotals& of = o.modified[size_t(m)];
    f.count += of.count;
    f.completed += of.completed;
    f.completed_tiles += of.completed_tiles;
    f.open_tiles += of.open_tiles;
    modified_in_play[size_t(m)] += o.modified_in_play[size_t(m)];
    modified_final[size_t(m)] += o.modified_final[size_t(m)];
  }
  for (size_t t = 0; t < types.size(); ++t) types[t].Merge(o.types[t]);
  if (open_edges.size() < o.open_edges.size()) open_edges.resize(o.open_edges.size(), 0);
  for (size_t t = 0; t < o.open_edges.size(); ++t) open_edges[t] += o.open_edges[t];
  for (int k = 0; k < kFeatureKinds; ++k) feature_games[size_t(k)].Merge(o.feature_games[size_t(k)]);
  for (size_t m = 0; m < size_t(kModifiers); ++m) modified_games[m].Merge(o.modified_games[m]);
  set_aside_games.Merge(o.set_aside_games);
  river_set_aside_games.Merge(o.river_set_aside_games);
  turn_games.Merge(o.turn_games);
  if (open_edge_games.size() < o.open_edge_games.size()) open_edge_games.resize(o.open_edge_games.size());
  for (size_t e = 0; e < o.open_edge_games.size(); ++e) open_edge_games[e].Merge(o.open_edge_games[e]);
  supply_games.Merge(o.supply_games);
  turns += o.turns;
  turns_min = first ? o.turns_min : std::min(turns_min, o.turns_min);
  turns_max = first ? o.turns_max : std::max(turns_max, o.turns_max);
  highest = Pick(highest, o.highest, o.highest.total > highest.total);
  lowest = Pick(lowest, o.lowest, o.lowest.total < lowest.total);
  remembered.insert(remembered.end(), o.remembered.begin(), o.remembered.end());
  std::sort(remembered.begin(), remembered.end(),
            [](const GameMark& a, const GameMark& b) { return a.index < b.index; });
}

}  // namespace carc
