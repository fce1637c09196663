#include "play/greedy_eval.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "rules/scoring_rules.h"

namespace carc {

namespace {

int Bits(uint32_t v) {
  int n = 0;
  for (; v; v &= v - 1) ++n;  // owners are few: faster than a popcount call
  return n;
}

/// Whether `value` is among list[from..]: lists here hold a few items.
bool Contains(const std::vector<int>& list, size_t from, int value) {
  for (size_t i = from; i < list.size(); ++i)
    if (list[i] == value) return true;
  return false;
}

/// Whether `value` is among the first `n` of `items`, looking from the last
/// (the halves of one side mostly lie on one farm).
bool Contains(const int* items, int n, int value) {
  for (int i = n - 1; i >= 0; --i)
    if (items[i] == value) return true;
  return false;
}

/// Whether `game`, its origin on cell `origin_now`, follows a position of
/// the same game that had `count` placements, the last being `last`, and the
/// origin on cell `origin`.
bool Follows(const Game& game, int count, const PlacedTile& last, int origin, int origin_now) {
  const std::vector<PlacedTile>& placed = game.placements();
  if (count <= 0 || int(placed.size()) < count || origin_now != origin) return false;
  const PlacedTile& t = placed[size_t(count - 1)];
  return t.type == last.type && t.quarters == last.quarters && t.cell == last.cell &&
         t.player == last.player;
}

}  // namespace

GreedyEvaluator::GreedyEvaluator(const ShapeCatalog& catalog, GreedyWeights weights)
    : catalog_(&catalog),
      weights_(weights),
      known_(size_t(catalog.TypeCount()), 0),
      fits_(kEdgeNeeds, 0),
      end_chance_(kEdgeNeeds, 0),
      end_stamp_(kEdgeNeeds, 0) {
  deck_size_ = std::max(1, catalog.set().TileCount() - 1);
  constexpr int kMemoDeck = 300;  // a table of (deck + 2)^2 chances at most
  if (deck_size_ <= kMemoDeck) memo_width_ = deck_size_ + 2;
  for (int t = 0; t < catalog.TypeCount(); ++t) {
    fit_needs_.emplace_back();
    const uint8_t* row = catalog.FitRow(t);
    for (int need = 0; need < kEdgeNeeds; ++need)
      if (row[need]) fit_needs_.back().push_back(EdgeNeed(need));
  }
}

void GreedyEvaluator::Begin(const Game& game, const UnseenTiles& unseen, int player) {
  game_ = &game;
  player_ = player;
  players_ = game.players();
  left_ = unseen.total();
  my_draws_ = double(left_) / players_;
  if (++stamp_ == 0) {  // after 2^32 turns: forget every stamp
    std::fill(end_stamp_.begin(), end_stamp_.end(), 0);
    std::fill(fit_stamp_.begin(), fit_stamp_.end(), 0);
    std::fill(fill_stamp_.begin(), fill_stamp_.end(), 0);
    for (RootInfo& r : roots_) r.stamp = 0;
    for (MonasteryInfo& m : monasteries_) m.stamp = 0;
    stamp_ = 1;
  }
  // Keep the count of unseen tiles fitting each need in step with `unseen`.
  for (int t = 0; t < catalog_->TypeCount(); ++t) {
    int d = unseen.count(t) - known_[size_t(t)];
    if (d == 0) continue;
    for (EdgeNeed need : fit_needs_[size_t(t)]) fits_[need] += d;
    known_[size_t(t)] = unseen.count(t);
  }
  size_t nodes = size_t(game.forest().size());
  if (roots_.size() < nodes) roots_.resize(nodes);
  if (root_walk_.size() < nodes) root_walk_.resize(nodes, 0);
  if (monasteries_.size() < game.placements().size()) monasteries_.resize(game.placements().size());
  if (tile_walk_.size() < game.placements().size() + 1)
    tile_walk_.resize(game.placements().size() + 1, 0);
  // Features learnt on earlier turns stay valid only in the same game, the
  // board not grown since.
  const std::vector<PlacedTile>& placed = game.placements();
  int count = int(placed.size());
  int origin = game.board().Cell(0, 0);
  if (!Follows(game, last_placements_, last_tile_, last_origin_, origin)) Restart();
  last_placements_ = count;
  last_tile_ = placed.back();
  last_origin_ = origin;
  cell_ = -1;
  others_weight_ = weights_.opponents / std::max(1, players_ - 1);
  follower_value_ = ComputeFollowerValue();
}

double GreedyEvaluator::ComputeEndChance(EdgeNeed need) {
  int fit = fits_[need];
  if (fit_chance_.size() <= size_t(fit)) {
    fit_chance_.resize(size_t(fit) + 1, 0);
    fit_stamp_.resize(size_t(fit) + 1, 0);
  }
  if (fit_stamp_[size_t(fit)] != stamp_) {  // many needs share a count
    double p = Remembered(&end_memo_, fit, [&] {
      if (left_ == 0 || fit == 0) return 0.0;
      double miss = 1.0 - double(fit) / double(left_);
      return 1.0 - std::pow(miss, my_draws_ * weights_.closing_draws);
    });
    fit_stamp_[size_t(fit)] = stamp_;
    fit_chance_[size_t(fit)] = p;
  }
  double p = fit_chance_[size_t(fit)];
  end_stamp_[need] = stamp_;
  end_chance_[need] = p;
  return p;
}

template <typename Compute>
double GreedyEvaluator::Remembered(std::vector<double>* memo, int fit, Compute compute) {
  if (left_ >= memo_width_ || fit >= memo_width_) return compute();
  if (memo_players_ != players_) {  // the chances depend on each player's share of the draws
    end_memo_.clear();
    fill_memo_.clear();
    memo_players_ = players_;
  }
  if (memo->empty()) memo->assign(size_t(memo_width_) * size_t(memo_width_), -1.0);
  double& slot = (*memo)[size_t(left_) * size_t(memo_width_) + size_t(fit)];
  if (slot < 0) slot = compute();
  return slot;
}

double GreedyEvaluator::FillChance(EdgeNeed need) {
  // Not next to the board yet: any tile fits, but one must first come beside it.
  int fit = need != 0 ? fits_[need] : left_;
  if (fill_chance_.size() <= size_t(fit)) {
    fill_chance_.resize(size_t(fit) + 1, 0);
    fill_stamp_.resize(size_t(fit) + 1, 0);
  }
  if (fill_stamp_[size_t(fit)] != stamp_) {
    double p = Remembered(&fill_memo_, fit, [&] {
      if (left_ == 0 || fit == 0) return 0.0;
      double miss = 1.0 - double(fit) / double(left_);
      return 1.0 - std::pow(miss, left_ * weights_.filling_draws);
    });
    fill_stamp_[size_t(fit)] = stamp_;
    fill_chance_[size_t(fit)] = p;
  }
  return need != 0 ? fill_chance_[size_t(fit)] : 0.5 * fill_chance_[size_t(fit)];
}

double GreedyEvaluator::ModifiedFeatureValue(FeatureKind kind, int tiles, int shields, int open,
                                             double chance, double growth, ModifierSet m) {
  bool road = kind == FeatureKind::Road;
  auto per_tile = [&](bool final_scoring) {
    return road ? RoadPoints(1, m, final_scoring) : CityPoints(1, 0, m, final_scoring);
  };
  auto per_shield = [&](bool final_scoring) {
    return road ? 0 : CityPoints(0, 1, m, final_scoring);
  };
  if (open == 0) return tiles * per_tile(false) + shields * per_shield(false);
  double complete = (tiles + open) * per_tile(false) + shields * per_shield(false);
  double incomplete =
      (tiles + (road ? growth : 0.5 * growth)) * per_tile(true) + shields * per_shield(true);
  return chance * complete + (1 - chance) * incomplete;
}

int GreedyEvaluator::EmptySideOf(int cell) const {
  for (int s = 0; s < kSides; ++s)
    if (neighbour_[s] < 0 && neighbour_cell_[s] == cell) return s;
  return -1;
}

EdgeNeed GreedyEvaluator::NeedAfter(int cell) const {
  int s = EmptySideOf(cell);
  return s >= 0 ? need_after_[s] : game_->board().Need(cell);
}

double GreedyEvaluator::ComputeFollowerValue() const {
  // Worth less as the game runs out; more as the supply does.
  double time = std::min(1.0, my_draws_ / 6.0);
  int all = game_->followers_per_player() + game_->large_per_player();
  double scarcity = 1.0 + double(all - game_->supply(player_)) / std::max(1, all);
  return weights_.follower_cost * time * scarcity;
}

void GreedyEvaluator::Restart() {
  for (RootInfo& r : roots_) r.walked = false;
  last_placements_ = 0;
  base_nodes_ = 0;
  base_placements_ = 0;
  branch_walked_.clear();
}

void GreedyEvaluator::SetBase(const Game& game) {
  const std::vector<PlacedTile>& placed = game.placements();
  int origin = game.board().Cell(0, 0);
  if (Follows(game, base_placements_, base_tile_, base_origin_, origin)) {
    ReturnToBase();  // the old base's features are the new one's, where unchanged
  } else {
    Restart();
  }
  base_nodes_ = game.forest().size();
  base_placements_ = int(placed.size());
  base_tile_ = placed.back();
  base_origin_ = origin;
  ReturnToBase();
}

void GreedyEvaluator::ReturnToBase() {
  // A feature whose segments all lie on the base's tiles is the base's own:
  // a branch that joined it to a tile of its own walked it again, over a
  // node of its own, and only those walks are forgotten.
  for (int root : branch_walked_) roots_[size_t(root)].walked = false;
  branch_walked_.clear();
  last_placements_ = base_placements_;
  last_tile_ = base_tile_;
  last_origin_ = base_origin_;
}

void GreedyEvaluator::Walk(int root, RootInfo* r) {
  const Game& g = *game_;
  const FeatureForest& forest = g.forest();
  const Board& board = g.board();
  FeatureKind kind = forest.node(root).kind;
  bool edge = kind == FeatureKind::Road || kind == FeatureKind::City;
  r->walked = true;
  r->walked_size = forest.node(root).size;
  r->followers = forest.node(root).followers;
  r->tiles = r->shields = 0;
  r->modifiers = 0;
  r->cells.clear();
  r->cities.clear();
  r->counts.assign(size_t(players_), 0);
  ++walk_;
  r->max_node = 0;
  forest.ForEach(root, [&](int i) {
    const FeatureNode& n = forest.node(i);
    r->max_node = std::max(r->max_node, i);
    int p = n.placement;
    if (tile_walk_[size_t(p)] != walk_) {
      tile_walk_[size_t(p)] = walk_;
      ++r->tiles;
    }
    const Segment& seg = g.ShapeOf(p).segments[n.segment];
    r->shields += seg.shields;
    r->modifiers |= seg.modifiers;
    if (n.owner >= 0) r->counts[size_t(n.owner)] += n.large ? points::kLargeFollowerWeight : 1;
    if (edge) {
      int cell = g.placements()[size_t(p)].cell;
      for (int s = 0; s < kSides; ++s) {
        if (!Has(seg.sides, s)) continue;
        int next = board.Neighbour(cell, Side(s));
        if (board.At(next) < 0 && !Contains(r->cells, 0, next)) r->cells.push_back(next);
      }
      return;
    }
    if (kind != FeatureKind::Field) return;
    for (uint32_t mask = seg.cities, c = 0; mask; ++c, mask >>= 1) {
      if (!(mask & 1u)) continue;
      int city = forest.FindConst(g.NodeOf(p, int(c)));
      if (root_walk_[size_t(city)] == walk_) continue;
      root_walk_[size_t(city)] = walk_;
      r->cities.push_back(city);  // a node of it: cities may merge later
    }
  });
  // A farm's cities are listed as they stand, and a branch may have joined
  // two of them: a farm walked in a branch is that branch's too.
  bool branch = r->max_node >= base_nodes_ ||
                (kind == FeatureKind::Field && forest.size() > base_nodes_);
  if (base_nodes_ > 0 && branch) branch_walked_.push_back(root);
  int best = 0;
  for (int c : r->counts) best = std::max(best, c);
  r->owners = 0;
  for (int pl = 0; pl < players_ && best > 0; ++pl)
    if (r->counts[size_t(pl)] == best) r->owners |= 1u << pl;
}

const GreedyEvaluator::RootInfo& GreedyEvaluator::RefreshRoot(int root) {
  RootInfo& r = roots_[size_t(root)];
  r.stamp = stamp_;
  const FeatureNode& n = game_->forest().node(root);
  // A tile on one of its open cells would have joined it: the same segments
  // and followers mean the same open cells and owners.
  if (!r.walked || r.walked_size != n.size || r.followers != n.followers) Walk(root, &r);
  if (n.kind != FeatureKind::Road && n.kind != FeatureKind::City) return r;
  double chance = 1, growth = 0;
  for (int cell : r.cells) {
    double p = EndChance(game_->board().Need(cell));
    chance *= p;
    growth += p;
  }
  r.chance = chance;
  r.value = FeatureValue(n.kind, r.tiles, r.shields, int(r.cells.size()), chance, growth,
                         r.modifiers);
  return r;
}

void GreedyEvaluator::AddRoot(GroupSet* set, int g, int root) {
  int found = -1;
  for (int i = 0; i < set->count && found < 0; ++i)
    if (Contains(set->items[i].roots, set->items[i].root_count, root)) found = i;
  Group& mine = set->items[g];
  if (found == g) return;
  if (found < 0) {
    mine.roots[mine.root_count++] = root;
    return;
  }
  // The feature `root` already joins another of the tile's segments: one group.
  Group& other = set->items[found];
  for (int i = 0; i < other.root_count; ++i) mine.roots[mine.root_count++] = other.roots[i];
  mine.segments |= other.segments;
  for (uint32_t bits = other.segments, i = 0; bits; ++i, bits >>= 1)
    if (bits & 1u) set->of_segment[i] = g;
  other.segments = 0;
  other.root_count = 0;
}

void GreedyEvaluator::BuildGroups(const TileShape& shape, bool fields, GroupSet* set) {
  set->count = 0;
  for (int i = 0; i < shape.segment_count; ++i) {
    FeatureKind kind = shape.segments[i].kind;
    bool edge = kind == FeatureKind::Road || kind == FeatureKind::City;
    if (fields ? kind != FeatureKind::Field : !edge) {
      set->of_segment[i] = -1;
      continue;
    }
    set->of_segment[i] = set->count;
    Group& g = set->items[set->count++];
    g.kind = kind;
    g.segments = 1u << i;
    g.root_count = 0;
  }
  for (int s = 0; s < kSides; ++s) {
    if (neighbour_[s] < 0) continue;
    if (!fields) {
      int mine = shape.side_segment[s];
      if (mine >= 0 && side_root_[s] >= 0) AddRoot(set, set->of_segment[mine], side_root_[s]);
      continue;
    }
    for (int h = 2 * s; h < 2 * s + 2; ++h) {
      int mine = shape.half_segment[h];
      if (mine >= 0 && half_root_[h] >= 0) AddRoot(set, set->of_segment[mine], half_root_[h]);
    }
  }
}

double GreedyEvaluator::ValueRoadsAndCities(const TileShape& shape, int cell) {
  uint32_t me = 1u << player_;
  bool can_follow = game_->supply(player_) > 0;
  double total = 0;
  for (int gi = 0; gi < groups_.count; ++gi) {
    Group& group = groups_.items[gi];
    if (group.segments == 0) continue;
    int tiles = 1, shields = 0, followers = 0, open = 0;
    ModifierSet modifiers = 0;
    double chance = 1, growth = 0;
    // The tile's own sides: each open one faces a different empty cell.
    SideSet sides = 0;
    for (uint32_t bits = group.segments; bits; bits &= bits - 1) {
      const Segment& seg = shape.segments[__builtin_ctz(bits)];
      shields += seg.shields;
      modifiers |= seg.modifiers;
      sides |= seg.sides;
    }
    SideSet open_sides = sides & empty_sides_;
    for (int s = 0; s < kSides; ++s) {
      if (!Has(open_sides, s)) continue;
      double p = EndChance(need_after_[s]);
      chance *= p;
      growth += p;
      ++open;
    }
    int first = __builtin_ctz(group.segments);
    if (group.root_count == 0) {  // a new feature: nobody else's, no follower on it
      double value = FeatureValue(group.kind, tiles, shields, open, chance, growth, modifiers);
      group.chance = open == 0 ? 1.0 : chance;
      group.value = value;
      if (can_follow) options_.push_back({first, open == 0 ? value : value - FollowerCost(chance)});
      continue;
    }
    // The features it joins: their tiles, followers and other open ends.
    scratch_cells_.clear();
    double before_me = 0, before_others = 0;
    for (int i = 0; i < group.root_count; ++i) {
      const RootInfo& r = Root(group.roots[i]);
      tiles += r.tiles;
      shields += r.shields;
      modifiers |= r.modifiers;
      if (r.followers > 0) {
        if (followers == 0) std::fill(scratch_counts_, scratch_counts_ + players_, 0);
        followers += r.followers;
        for (int pl = 0; pl < players_; ++pl) scratch_counts_[pl] += r.counts[size_t(pl)];
        if (r.owners & me) before_me += r.value;
        before_others += Bits(r.owners & ~me) * r.value;
      }
      if (group.root_count == 1) break;  // its cells are listed once already
      for (int x : r.cells)
        if (x != cell && !Contains(scratch_cells_, 0, x)) scratch_cells_.push_back(x);
    }
    const std::vector<int>& cells =
        group.root_count == 1 ? roots_[size_t(group.roots[0])].cells : scratch_cells_;
    for (int x : cells) {
      if (x == cell) continue;
      // A cell beside the tile may also be one of the tile's own open cells.
      int s = EmptySideOf(x);
      if (s >= 0 && Has(sides, s)) continue;
      double p = EndChance(s >= 0 ? need_after_[s] : game_->board().Need(x));
      chance *= p;
      growth += p;
      ++open;
    }
    double value = FeatureValue(group.kind, tiles, shields, open, chance, growth, modifiers);
    group.chance = open == 0 ? 1.0 : chance;
    group.value = value;
    if (followers == 0) {
      if (can_follow) options_.push_back({first, open == 0 ? value : value - FollowerCost(chance)});
      continue;
    }
    int best = 0;
    for (int pl = 0; pl < players_; ++pl) best = std::max(best, scratch_counts_[pl]);
    uint32_t owners = 0;
    for (int pl = 0; pl < players_; ++pl)
      if (scratch_counts_[pl] == best) owners |= 1u << pl;
    double after_me = (owners & me) ? value : 0, after_others = Bits(owners & ~me) * value;
    if (open == 0 && scratch_counts_[player_] > 0)  // my followers come back
      after_me += scratch_counts_[player_] * weights_.follower_return * FollowerValue();
    total += (after_me - before_me) - others_weight_ * (after_others - before_others);
  }
  return total;
}

double GreedyEvaluator::MonasteryPoints(int around, double chance, double extra) {
  if (around == points::kMonasteryNeighbours) return points::kMonasteryComplete;
  double incomplete = points::kMonasteryFinalBase +
                      (around + 0.7 * extra) * points::kMonasteryPerNeighbourFinal;
  return chance * points::kMonasteryComplete + (1 - chance) * incomplete;
}

const GreedyEvaluator::MonasteryInfo& GreedyEvaluator::Monastery(int q) {
  MonasteryInfo& m = monasteries_[size_t(q)];
  if (m.stamp == stamp_) return m;
  m.stamp = stamp_;
  const Board& board = game_->board();
  m.around = m.empty = 0;
  double chance = 1, extra = 0;
  for (int x : board.Around(game_->placements()[size_t(q)].cell)) {
    if (board.At(x) >= 0) {
      ++m.around;
      continue;
    }
    double p = FillChance(board.Need(x));
    m.cells[m.empty] = x;
    m.fill[m.empty++] = p;
    chance *= p;
    extra += p;
  }
  m.value = MonasteryPoints(m.around, chance, extra);
  return m;
}

double GreedyEvaluator::MonasteryAfter(const MonasteryInfo& m, double* chance_out) const {
  // The same products and sums, in the same order, as over the cells around
  // it with the candidate's cell counted as placed.
  int around = m.around;
  double chance = 1, extra = 0;
  for (int i = 0; i < m.empty; ++i) {
    if (m.cells[i] == cell_) {
      ++around;
      continue;
    }
    chance *= m.fill[i];
    extra += m.fill[i];
  }
  *chance_out = around == points::kMonasteryNeighbours ? 1.0 : chance;
  return MonasteryPoints(around, chance, extra);
}

double GreedyEvaluator::OwnMonasteryValue(int cell, double* chance_out) {
  const Board& board = game_->board();
  int around = 0;
  double chance = 1, extra = 0;
  for (int x : board.Around(cell)) {
    if (board.At(x) >= 0) {
      ++around;
      continue;
    }
    double p = FillChance(NeedAfter(x));
    chance *= p;
    extra += p;
  }
  *chance_out = around == points::kMonasteryNeighbours ? 1.0 : chance;
  return MonasteryPoints(around, chance, extra);
}

double GreedyEvaluator::ValueMonasteriesAround(const std::array<int, 8>& around) {
  const Game& g = *game_;
  const Board& board = g.board();
  double others = others_weight_;
  double total = 0;
  for (int at : around) {
    int q = board.At(at);
    if (q < 0 || g.placements()[size_t(q)].monastery < 0) continue;
    const FeatureNode& n = g.forest().node(g.NodeOf(q, g.placements()[size_t(q)].monastery));
    if (n.done || n.owner < 0) continue;
    // Whatever the rotation, the tile fills one of the cells around it.
    const MonasteryInfo& m = Monastery(q);
    double chance = 0;
    double gain = MonasteryAfter(m, &chance) - m.value;
    if (chance >= 1.0 && n.owner == player_) gain += weights_.follower_return * FollowerValue();
    total += n.owner == player_ ? gain : -others * gain;
  }
  return total;
}

void GreedyEvaluator::ValueOwnMonastery(const TileShape& shape, int cell) {
  if (shape.monastery < 0 || game_->supply(player_) == 0) return;
  double chance = 0;
  double value = OwnMonasteryValue(cell, &chance);
  options_.push_back({shape.monastery, chance >= 1.0 ? value : value - FollowerCost(chance)});
}

void GreedyEvaluator::ResolveCities(RootInfo* farm) {
  if (farm->cities_stamp == stamp_) return;
  farm->cities_stamp = stamp_;
  farm->city_roots.clear();
  farm->city_chances.clear();
  for (int node : farm->cities) {
    int root = game_->forest().FindConst(node);  // cities may have merged since the walk
    if (Contains(farm->city_roots, 0, root)) continue;
    farm->city_roots.push_back(root);
    farm->city_chances.push_back(game_->forest().node(root).done ? 1.0 : Root(root).chance);
  }
}

double GreedyEvaluator::CityChance(int root, double chance, int* id) const {
  *id = root;
  bool beside = false;
  for (int s = 0; s < kSides; ++s) beside |= side_root_[s] == root;
  if (!beside) return chance;
  for (int gi = 0; gi < groups_.count; ++gi) {
    const Group& group = groups_.items[gi];
    if (Contains(group.roots, group.root_count, root)) {
      *id = -gi - 1;  // joined by the candidate tile: one feature with it
      return group.chance;
    }
  }
  return chance;
}

double GreedyEvaluator::FarmerCost() const {
  double time = std::min(1.0, my_draws_ / 6.0);
  return weights_.farmer_cost * (0.5 + 0.5 * time);
}

bool GreedyEvaluator::FarmersConsidered() const {
  // From the first turn, whoever moves: a farm is worth its cities, less the
  // farmer's cost. A clock that opened farms at some point of the game let
  // one seat reach the grown farms first, a seat set by the deck's size and
  // the player count, not by the set (docs/engine.md, "Seat effects").
  return game_->farmers() && game_->supply(player_) > 0;
}

double GreedyEvaluator::CellFarmCities() {
  if (cell_farm_cities_ >= 0) return cell_farm_cities_;
  if (!half_roots_ready_) FindHalfRoots();
  double cities = 0;
  for (int h = 0; h < kHalves; ++h) {
    int farm = half_root_[h];
    if (farm < 0 || Contains(half_root_, h, farm) || game_->forest().node(farm).followers > 0)
      continue;  // an occupied farm takes no farmer
    Root(farm);  // walks it if it changed
    RootInfo& r = roots_[size_t(farm)];
    ResolveCities(&r);
    for (size_t c = 0; c < r.city_roots.size(); ++c) {
      // A city beside the cell may be joined and completed by the tile.
      bool beside = false;
      for (int s = 0; s < kSides; ++s) beside |= side_root_[s] == r.city_roots[c];
      cities += beside ? 1.0 : r.city_chances[c];
    }
  }
  return cell_farm_cities_ = cities;
}

double GreedyEvaluator::FarmGainBound() {
  double cities = CellFarmCities();
  // The tile's own cities, each at most once.
  for (int gi = 0; gi < groups_.count; ++gi) {
    const Group& group = groups_.items[gi];
    if (group.segments != 0 && group.kind == FeatureKind::City) cities += group.chance;
  }
  return cities * points::kFarmPerCompletedCity - FarmerCost();
}

void GreedyEvaluator::ValueFarms(const TileShape& shape) {
  const FeatureForest& forest = game_->forest();
  if (!half_roots_ready_) FindHalfRoots();
  BuildGroups(shape, true, &farms_);
  double cost = FarmerCost();
  for (int fi = 0; fi < farms_.count; ++fi) {
    const Group& farm = farms_.items[fi];
    if (farm.segments == 0) continue;
    int followers = 0;
    for (int i = 0; i < farm.root_count; ++i) followers += forest.node(farm.roots[i]).followers;
    if (followers > 0) continue;
    uint32_t groups_seen = 0;  // the candidate's groups counted
    double cities = 0;
    if (farm.root_count > 0) {
      for (int i = 0; i < farm.root_count; ++i) {
        Root(farm.roots[i]);  // walks it if it changed
        ResolveCities(&roots_[size_t(farm.roots[i])]);
      }
      // The cities along the farms it joins, each once (features by a stamp).
      ++walk_;
      for (int i = 0; i < farm.root_count; ++i) {
        const RootInfo& r = roots_[size_t(farm.roots[i])];
        for (size_t c = 0; c < r.city_roots.size(); ++c) {
          int id = 0;
          double chance = CityChance(r.city_roots[c], r.city_chances[c], &id);
          if (id < 0) {
            if (groups_seen & (1u << (-id - 1))) continue;
            groups_seen |= 1u << (-id - 1);
          } else {
            if (root_walk_[size_t(id)] == walk_) continue;
            root_walk_[size_t(id)] = walk_;
          }
          cities += chance;
        }
      }
    }
    // The cities along the tile's own fields of this farm.
    for (uint32_t bits = farm.segments; bits; bits &= bits - 1)
      for (uint32_t mask = shape.segments[__builtin_ctz(bits)].cities, c = 0; mask; ++c, mask >>= 1) {
        if (!(mask & 1u)) continue;
        int gi = groups_.of_segment[c];
        if (groups_seen & (1u << gi)) continue;
        groups_seen |= 1u << gi;
        cities += groups_.items[gi].chance;
      }
    int first = __builtin_ctz(farm.segments);
    options_.push_back({first, cities * points::kFarmPerCompletedCity - cost});
  }
}

void GreedyEvaluator::PrepareCell(int cell) {
  const Game& g = *game_;
  const Board& board = g.board();
  cell_ = cell;
  std::array<int, 8> around = board.Around(cell);
  empty_sides_ = 0;
  int touching = 0;  // placed tiles among the 8 around: the 4 beside it, then the corners
  for (int s = 0; s < kSides; ++s) touching += board.At(around[size_t(2 * s + 1)]) >= 0;
  for (int s = 0; s < kSides; ++s) {
    neighbour_cell_[s] = around[size_t(2 * s)];  // the cell across side s
    int q = neighbour_[s] = board.At(neighbour_cell_[s]);
    touching += q >= 0;
    need_before_[s] = need_after_[s] = board.Need(neighbour_cell_[s]);
    side_root_[s] = -1;
    if (q < 0) {
      empty_sides_ |= SideSet(1u << s);
      continue;
    }
    int facing = g.ShapeOf(q).side_segment[int(Opposite(Side(s)))];
    if (facing >= 0) side_root_[s] = g.forest().FindConst(g.NodeOf(q, facing));
  }
  half_roots_ready_ = false;
  cell_farm_cities_ = -1;
  touching_ = touching;
  // A cell no monastery watches has none around it.
  around_value_ = board.Watchers(cell) == 0 ? 0 : ValueMonasteriesAround(around);
}

void GreedyEvaluator::FindHalfRoots() {
  const Game& g = *game_;
  for (int s = 0; s < kSides; ++s) {
    int q = neighbour_[s];
    half_root_[2 * s] = half_root_[2 * s + 1] = -1;
    if (q < 0) continue;
    const TileShape& shape = g.ShapeOf(q);
    int first = shape.half_segment[int(Facing(Half(2 * s)))];
    int second = shape.half_segment[int(Facing(Half(2 * s + 1)))];
    if (first >= 0) half_root_[2 * s] = g.forest().FindConst(g.NodeOf(q, first));
    if (second >= 0)  // a field side's halves mostly lie on one field
      half_root_[2 * s + 1] =
          second == first ? half_root_[2 * s] : g.forest().FindConst(g.NodeOf(q, second));
  }
  half_roots_ready_ = true;
}

double GreedyEvaluator::EvaluatePlacement(const TileShape& shape, int cell) {
  if (cell != cell_) PrepareCell(cell);
  // What each empty cell beside the tile will require once it is down: what
  // Board::Place adds to it (TileShape::shows).
  for (int s = 0; s < kSides; ++s)
    if (neighbour_[s] < 0) need_after_[s] = EdgeNeed(need_before_[s] + shape.shows[size_t(s)]);
  options_.clear();
  BuildGroups(shape, false, &groups_);
  double value = ValueRoadsAndCities(shape, cell) + around_value_ + touching_ * weights_.compact;
  ValueOwnMonastery(shape, cell);
  return value;
}

template <typename Wanted, typename Fn>
void GreedyEvaluator::ForEachMove(int type, Wanted wanted, Fn fn) {
  bool farmers = FarmersConsidered();
  ForEachPlacement(*game_, type, [&](Placement at) {
    const TileShape& shape = catalog_->Get(type, at.quarters);
    double base = EvaluatePlacement(shape, at.cell);
    fn(Move{at, -1}, base);
    for (const Option& o : options_) fn(Move{at, o.segment}, base + o.gain);
    if (!farmers) return;
    // A farmer is seldom the best move: when even the most its farm could be
    // worth cannot reach the best so far, its exact value cannot change the
    // choice. (The margin covers rounding in the bound's other order of sums.)
    constexpr double kRounding = 1e-6;
    if (!wanted(base + FarmGainBound() + kRounding)) return;
    size_t from = options_.size();
    ValueFarms(shape);
    for (size_t i = from; i < options_.size(); ++i)
      fn(Move{at, options_[i].segment}, base + options_[i].gain);
  });
}

void GreedyEvaluator::ScoreMoves(const Game& game, const UnseenTiles& unseen, int player,
                                 int type, std::vector<ScoredMove>* out) {
  Begin(game, unseen, player);
  out->clear();
  ForEachMove(type, [](double) { return true; },
              [&](const Move& m, double v) { out->push_back({m, v}); });
}

LeadingValues::LeadingValues(int k) : k_(std::min(std::max(1, k), kMax)) {}

void LeadingValues::Offer(double value) {
  if (count_ == k_ && value <= values_[k_ - 1]) return;
  int i = count_ < k_ ? count_++ : k_ - 1;
  for (; i > 0 && values_[i - 1] < value; --i) values_[i] = values_[i - 1];
  values_[i] = value;
}

void GreedyEvaluator::ScoreLeadingMoves(const Game& game, const UnseenTiles& unseen, int player,
                                        int type, int k, BestMoveChooser* chooser,
                                        std::vector<ScoredMove>* out) {
  Begin(game, unseen, player);
  out->clear();
  LeadingValues leading(k);
  bool all = k > LeadingValues::kMax;
  ForEachMove(
      type,
      [&](double bound) { return all || leading.CouldMatter(bound) || chooser->CouldMatter(bound); },
      [&](const Move& m, double v) {
        out->push_back({m, v});
        leading.Offer(v);
        chooser->Offer(m, v);
      });
}

void GreedyEvaluator::ExpectedScores(const Game& game, const UnseenTiles& unseen,
                                     std::vector<double>* out) {
  Begin(game, unseen, 0);
  out->assign(size_t(players_), 0);
  // Points so far, and followers in supply at what placing one would cost.
  double time = std::min(1.0, my_draws_ / 6.0);
  int all = std::max(1, game.followers_per_player() + game.large_per_player());
  for (int p = 0; p < players_; ++p) {
    double supply = 0;
    for (int k = 1; k <= game.supply(p); ++k) supply += 1.0 + double(all - k) / all;
    (*out)[size_t(p)] = game.score(p).Total() + weights_.follower_cost * time * supply;
  }
  const FeatureForest& forest = game.forest();
  auto award = [&](uint32_t owners, double value) {
    for (int p = 0; owners; ++p, owners >>= 1)
      if (owners & 1u) (*out)[size_t(p)] += value;
  };
  for (int i = 0; i < forest.size(); ++i) {
    const FeatureNode& n = forest.node(i);
    if (n.parent != i || n.followers == 0 || n.done) continue;
    switch (n.kind) {
      case FeatureKind::Road:
      case FeatureKind::City: {
        const RootInfo& r = Root(i);
        award(r.owners, r.value);
        break;
      }
      case FeatureKind::Monastery:
        award(1u << n.owner, Monastery(n.placement).value);
        break;
      case FeatureKind::Field: {
        if (!game.farmers()) break;
        Root(i);
        RootInfo& r = roots_[size_t(i)];
        ResolveCities(&r);
        double cities = 0;
        for (double c : r.city_chances) cities += c;
        award(r.owners, cities * points::kFarmPerCompletedCity);
        break;
      }
    }
  }
}

Move GreedyEvaluator::Best(const Game& game, const UnseenTiles& unseen, int player, int type,
                           Rng* rng) {
  Begin(game, unseen, player);
  BestMoveChooser chooser(rng);
  ForEachMove(type, [&](double bound) { return chooser.CouldMatter(bound); },
              [&](const Move& m, double v) { chooser.Offer(m, v); });
  return chooser.choice();
}

}  // namespace carc
