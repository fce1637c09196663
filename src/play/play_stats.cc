#include "play/play_stats.h"

#include <algorithm>

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
    : seats(size_t(players)), entries(size_t(players)), types(size_t(type_count)) {}

namespace {

/// Completed cities along the farm of `root`, each counted once.
int FarmCities(const Game& g, int root, FeatureScratch* s) {
  const FeatureForest& forest = g.forest();
  const FeatureNode* nodes = forest.nodes().data();
  const int32_t* root_of = s->root.data();
  int32_t* stamp = s->stamp.data();
  int cities = 0;
  forest.ForEach(root, [&](int i) {
    const FeatureNode& n = nodes[i];
    for (unsigned mask = n.cities; mask; mask &= mask - 1) {
      int city = root_of[i - n.segment + __builtin_ctz(mask)];
      if (!nodes[city].done || stamp[city] == root) continue;
      stamp[city] = root;
      ++cities;
    }
  });
  return cities;
}

/// What the feature of `root` is worth at the end of the game.
int Worth(const Game& g, int root, FeatureScratch* s) {
  const FeatureNode& n = g.forest().node(root);
  int tiles = s->tiles[size_t(root)], shields = s->shields[size_t(root)];
  switch (n.kind) {
    case FeatureKind::Road: return RoadPoints(tiles, s->modifiers[size_t(root)], !n.done);
    case FeatureKind::City: return CityPoints(tiles, shields, s->modifiers[size_t(root)], !n.done);
    case FeatureKind::Monastery:
      return n.done ? points::kMonasteryComplete
                    : points::kMonasteryFinalBase +
                          g.placements()[n.placement].neighbours *
                              points::kMonasteryPerNeighbourFinal;
    case FeatureKind::Field:
      return g.farmers() ? FarmCities(g, root, s) * points::kFarmPerCompletedCity : 0;
  }
  return 0;
}

}  // namespace

void FeatureWorth(const Game& g, FeatureScratch* s) {
  const std::vector<FeatureNode>& all = g.forest().nodes();
  size_t count = all.size();
  s->root.resize(count);
  s->roots.resize(count);
  s->tiles.assign(count, 0);
  s->shields.assign(count, 0);
  s->modifiers.assign(count, 0);
  s->last.assign(count, -1);
  s->worth.resize(count);
  s->stamp.assign(count, -1);
  // Raw pointers: the loops below store nothing that could move a vector,
  // so each array's address is loaded once, not at every node.
  const FeatureNode* nodes = all.data();
  int32_t* root_of = s->root.data();
  int32_t* roots = s->roots.data();
  int32_t* tiles = s->tiles.data();
  int32_t* shields = s->shields.data();
  ModifierSet* modifiers = s->modifiers.data();
  int32_t* last = s->last.data();
  // Every node's root (a parent is most often an earlier node, whose root is
  // known) and its feature's sums. A placement's segments are consecutive
  // nodes, so a feature's tiles are counted once each by remembering the last
  // placement seen per root.
  size_t root_count = 0;
  for (int32_t i = 0; i < int32_t(count); ++i) {
    int32_t root = nodes[i].parent;
    if (root < i) {
      root = root_of[root];
    } else {
      while (nodes[root].parent != root) root = nodes[root].parent;
    }
    root_of[i] = root;
    if (root == i) roots[root_count++] = root;
    const FeatureNode& n = nodes[i];
    shields[root] += n.shields;
    modifiers[root] |= n.modifiers;
    tiles[root] += last[root] != n.placement;
    last[root] = n.placement;
  }
  s->roots.resize(root_count);
  for (int32_t root : s->roots) s->worth[size_t(root)] = Worth(g, root, s);
}

void SimulationTotals::AddDrawers(const Game& g, const std::vector<uint8_t>& placed_by) {
  int players = g.players();
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
      DrawerTotals& d = placed_by[size_t(p) * types.size() + t] ? types[t].with : types[t].without;
      d.wins += won;
      d.margin.Add(mine - best_other);
    }
  }
}

void SimulationTotals::Add(const Match& match, long long index, FeatureScratch* scratch) {
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

  // Draws: tile types, turns, followers.
  int placement = 0;
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
    for (SeatTotals* s : {&seats[size_t(d.seat)], &entries[size_t(match.EntryAt(d.seat))]}) {
      ++s->turns;
      s->empty_supply += d.supply_empty;
    }
    if (d.segment >= 0) ++t.followers[int(g.forest().node(g.NodeOf(placement, d.segment)).kind)];
  }

  // Features at the end, and the features each placed tile ended in.
  FeatureWorth(g, scratch);
  const FeatureForest& forest = g.forest();
  for (int32_t i : scratch->roots) {
    const FeatureNode& n = forest.node(i);
    FeatureTotals& f = features[int(n.kind)];
    ++f.count;
    int tiles = n.kind == FeatureKind::Monastery
                    ? 1 + g.placements()[n.placement].neighbours
                    : scratch->tiles[size_t(i)];
    f.completed += n.done;
    (n.done ? f.completed_tiles : f.open_tiles) += tiles;
    ModifierSet modifiers = scratch->modifiers[size_t(i)];
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
  int players = g.players();
  scratch->placed_by.assign(size_t(players) * types.size(), 0);
  // FeatureWorth is done with `last`: here it marks, as ~p, the features
  // placement p has counted, so that each counts once per tile.
  int32_t* counted = scratch->last.data();
  const int32_t* worth = scratch->worth.data();
  const int32_t* root_of = scratch->root.data();
  const std::vector<PlacedTile>& placements = g.placements();
  for (int p = 0, count = int(placements.size()); p < count; ++p) {
    const PlacedTile& placed = placements[size_t(p)];
    TypeTotals& t = types[size_t(placed.type)];
    ++t.placed;
    long long own = 0;
    int end = p + 1 < count ? placements[size_t(p) + 1].first_node : forest.size();
    for (int i = placed.first_node; i < end; ++i) {
      int root = root_of[i];
      if (counted[root] == ~p) continue;
      counted[root] = ~p;
      t.feature_points += worth[root];
      FeatureAward award = g.AwardOf(root);
      if (placed.player >= 0 && (award.owners >> placed.player) & 1u) own += award.points;
    }
    if (placed.player < 0) continue;  // the start tile: nobody drew it
    t.own_points.Add(own);
    scratch->placed_by[size_t(placed.player) * types.size() + size_t(placed.type)] = 1;
  }
  AddDrawers(g, scratch->placed_by);

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
