#include "rules/game.h"

#include <algorithm>
#include <cstring>
#include <type_traits>

#include "rules/scoring_rules.h"

namespace carc {

namespace {

bool IsEdgeFeature(FeatureKind k) { return k == FeatureKind::Road || k == FeatureKind::City; }

/// Facing(h) of each half-side h, looked up on every join.
constexpr int8_t kFacingHalf[kHalves] = {
    int8_t(Facing(Half(0))), int8_t(Facing(Half(1))), int8_t(Facing(Half(2))), int8_t(Facing(Half(3))),
    int8_t(Facing(Half(4))), int8_t(Facing(Half(5))), int8_t(Facing(Half(6))), int8_t(Facing(Half(7)))};

}  // namespace

int RoadPoints(int tiles, ModifierSet modifiers, bool final_scoring) {
  bool inn = HasModifier(modifiers, Modifier::Inn);
  if (final_scoring) return tiles * (inn ? points::kInnRoadPerTileFinal : points::kRoadPerTileFinal);
  return tiles * (inn ? points::kInnRoadPerTile : points::kRoadPerTile);
}

int CityPoints(int tiles, int shields, ModifierSet modifiers, bool final_scoring) {
  bool cathedral = HasModifier(modifiers, Modifier::Cathedral);
  if (cathedral && final_scoring)
    return tiles * points::kCathedralCityPerTileFinal + shields * points::kCathedralCityPerShieldFinal;
  if (cathedral) return tiles * points::kCathedralCityPerTile + shields * points::kCathedralCityPerShield;
  if (final_scoring) return tiles * points::kCityPerTileFinal + shields * points::kCityPerShieldFinal;
  return tiles * points::kCityPerTile + shields * points::kCityPerShield;
}

const char* ScoreKindName(ScoreKind kind) {
  switch (kind) {
    case ScoreKind::Road: return "road";
    case ScoreKind::City: return "city";
    case ScoreKind::Monastery: return "monastery";
    case ScoreKind::Farm: return "farm";
  }
  return "?";
}

int PlayerScore::InPlay() const {
  int n = 0;
  for (int v : in_play) n += v;
  return n;
}

int PlayerScore::Final() const {
  int n = 0;
  for (int v : final_scoring) n += v;
  return n;
}

Game::Game(const ShapeCatalog& catalog, int players, int followers, bool farmers, int capacity)
    : catalog_(&catalog),
      followers_(followers),
      large_(catalog.set().large_followers),
      farmers_(farmers),
      board_(capacity) {
  scores_.resize(size_t(players));
  supply_.assign(size_t(players), followers + large_);
  large_supply_.assign(size_t(players), large_);
  counts_.assign(size_t(players), 0);
  owners_.reserve(size_t(players));
  // Memory grows with the game; reserve what a base-size game needs.
  size_t expected = size_t(std::min(capacity, 1024));
  placements_.reserve(expected);
  forest_.Reserve(expected * 6);
  pending_monasteries_.reserve(kMaxSegments);
}

void Game::Reset() {
  board_.Clear();
  forest_.Clear();
  river_.Clear();
  placements_.clear();
  events_.clear();
  // Zeroed in place rather than emptied: growing it again every game (to
  // the forest's size at the first award) wrote it entry by entry.
  static_assert(std::is_trivially_copyable<FeatureAward>::value, "zeroed as bytes");
  if (!awards_.empty())
    std::memset(static_cast<void*>(awards_.data()), 0, awards_.size() * sizeof(FeatureAward));
  pending_monasteries_.clear();
  follower_nodes_.clear();
  closed_ = false;
  std::fill(scores_.begin(), scores_.end(), PlayerScore());
  modifier_points_ = {};
  std::fill(supply_.begin(), supply_.end(), followers_ + large_);
  std::fill(large_supply_.begin(), large_supply_.end(), large_);
  finished_ = false;
}

void Game::PlaceStart(int type, int quarters) {
  PlaceTile(type, quarters, board_.MakeCell(0, 0), -1);
}

int Game::PlaceTile(int type, int quarters, int cell, int player) {
  int p = int(placements_.size());
  const TileShape& shape = catalog_->Get(type, quarters);
  placements_.push_back(
      {type, quarters, cell, player, forest_.AddTile(shape, p), 0, shape.monastery, &shape});
  board_.Place(shape, cell, p);
  if (shape.river_count) river_.Place(shape, board_.X(cell), board_.Y(cell));
  JoinNeighbours(p);
  // Only a monastery, or a tile where one can see it, counts what is around.
  if (shape.monastery >= 0 || board_.Watchers(cell) > 0) CountAround(p);
  return p;
}

/// Joins each segment on a side to the neighbour's segment across it.
void Game::JoinNeighbours(int p) {
  const TileShape& shape = ShapeOf(p);
  for (int s = 0; s < kSides; ++s) {
    int q = board_.Touching()[size_t(s)];
    if (q < 0) continue;
    const TileShape& other = ShapeOf(q);
    int back = int(Opposite(Side(s)));
    int mine = shape.side_segment[s], theirs = other.side_segment[back];
    if (mine >= 0 && theirs >= 0) {
      int root = forest_.Union(NodeOf(p, mine), NodeOf(q, theirs));
      closed_ |= (forest_.node(root).open -= 2) == 0;  // both ends meet
    }
    int h = 2 * s;
    int field = shape.half_segment[h], facing = other.half_segment[kFacingHalf[h]];
    if (field >= 0 && facing >= 0) forest_.Union(NodeOf(p, field), NodeOf(q, facing));
    // A field side is most often one field on both halves, on both tiles:
    // the first half joined them already.
    int field2 = shape.half_segment[h + 1], facing2 = other.half_segment[kFacingHalf[h + 1]];
    if (field2 >= 0 && facing2 >= 0 && (field2 != field || facing2 != facing))
      forest_.Union(NodeOf(p, field2), NodeOf(q, facing2));
  }
}

/// Counts the tiles around a new monastery, and the new tile around
/// monasteries. The board watches the cells around each monastery, so that
/// most tiles need not look around them.
void Game::CountAround(int p) {
  PlacedTile& me = placements_[p];
  bool monastery = me.monastery >= 0;
  int around = 0;
  for (int cell : board_.Around(me.cell)) {
    int q = board_.At(cell);
    if (q < 0) continue;
    ++around;
    PlacedTile& other = placements_[q];
    if (other.monastery < 0) continue;
    if (++other.neighbours == points::kMonasteryNeighbours &&
        !forest_.node(NodeOf(q, other.monastery)).done)
      pending_monasteries_.push_back(q);
  }
  if (!monastery) return;
  me.neighbours = around;
  board_.WatchAround(me.cell);
  if (around == points::kMonasteryNeighbours) pending_monasteries_.push_back(p);
}

bool Game::CanPlace(int type) const {
  for (int cell : board_.Frontier())
    for (int q : catalog_->DistinctRotations(type))
      if (board_.Fits(catalog_->Get(type, q), cell) &&
          CheckRiver(type, q, cell) == RiverProblem::None)
        return true;
  return false;
}

FollowerProblem Game::CheckFollower(int player, int segment, bool large) {
  int p = int(placements_.size()) - 1;
  if (p < 0 || segment < 0 || segment >= ShapeOf(p).segment_count)
    return FollowerProblem::NoSuchSegment;
  if (ShapeOf(p).segments[segment].kind == FeatureKind::Field && !farmers_)
    return FollowerProblem::NoFarmers;
  if (large && large_supply_[player] == 0) return FollowerProblem::NoLargeFollower;
  if (supply_[player] == 0) return FollowerProblem::EmptySupply;
  if (forest_.node(forest_.Find(NodeOf(p, segment))).followers > 0)
    return FollowerProblem::Occupied;
  return FollowerProblem::None;
}

void Game::PlaceFollower(int player, int segment, bool large) {
  large |= small_supply(player) == 0;  // the only one left
  int node = NodeOf(int(placements_.size()) - 1, segment);
  forest_.node(node).owner = int8_t(player);
  forest_.node(node).large = large;
  forest_.node(forest_.Find(node)).followers += 1;
  follower_nodes_.push_back(node);
  supply_[player] -= 1;
  large_supply_[player] -= large;
}

int Game::FreeSegments(int player, std::array<int, kMaxSegments>* out) const {
  int p = int(placements_.size()) - 1;
  if (supply_[player] == 0) return 0;
  const TileShape& shape = ShapeOf(p);
  int roots[kMaxSegments];
  int n = 0;
  for (int i = 0; i < shape.segment_count; ++i) {
    if (shape.segments[i].kind == FeatureKind::Field && !farmers_) continue;
    int root = forest_.FindConst(NodeOf(p, i));
    if (forest_.node(root).followers > 0) continue;
    if (std::find(roots, roots + n, root) != roots + n) continue;
    roots[n] = root;
    (*out)[n++] = i;
  }
  return n;
}

int Game::OccupyingFollower(int node) const {
  int found = -1;
  forest_.ForEach(forest_.FindConst(node), [&](int i) {
    if (found < 0 && forest_.node(i).owner >= 0) found = i;
  });
  return found;
}

void Game::ScoreCompleted() {
  int p = int(placements_.size()) - 1;
  const TileShape& shape = ShapeOf(p);
  // A road or city is complete once a join takes its last open end (every
  // segment starts with one), so a turn that closed none completed none.
  for (int i = 0; closed_ && i < shape.segment_count; ++i) {
    if (!IsEdgeFeature(shape.segments[i].kind)) continue;
    int root = forest_.Find(NodeOf(p, i));
    FeatureNode& r = forest_.node(root);
    if (r.done || r.open > 0) continue;
    r.done = true;
    if (r.followers > 0) ScoreFeature(root, false);
  }
  for (int q : pending_monasteries_) {
    FeatureNode& n = forest_.node(NodeOf(q, placements_[q].monastery));
    n.done = true;
    if (n.owner >= 0) ScoreMonastery(q, false);
  }
  pending_monasteries_.clear();
  closed_ = false;
}

/// Followers per player on the feature of `root` into owners_ (the players
/// with the most); returns them to their supplies when asked. Returns the
/// number of owners.
int Game::TakeOwners(int root, bool return_followers) {
  int best = 0;
  forest_.ForEach(root, [&](int i) {
    FeatureNode& n = forest_.node(i);
    if (n.owner < 0) return;
    counts_[n.owner] += n.large ? points::kLargeFollowerWeight : 1;
    best = std::max(best, counts_[n.owner]);
    if (return_followers) {
      supply_[n.owner] += 1;
      large_supply_[n.owner] += n.large;
      n.owner = -1;
      n.large = false;
    }
  });
  if (return_followers) forest_.node(root).followers = 0;
  awarding_root_ = root;
  owners_.clear();
  for (int pl = 0; pl < players(); ++pl) {
    if (best > 0 && counts_[pl] == best) owners_.push_back(pl);
    counts_[pl] = 0;
  }
  return int(owners_.size());
}

/// Distinct tiles of the feature of `root`, adding its shields to `*shields`.
int Game::DistinctTiles(int root, int* shields, ModifierSet* modifiers) {
  if (tile_stamp_.size() < placements_.size()) tile_stamp_.resize(placements_.size(), 0);
  NextGeneration();
  int tiles = 0;
  forest_.ForEach(root, [&](int i) {
    const FeatureNode& n = forest_.node(i);
    *shields += n.shields;
    *modifiers |= n.modifiers;
    if (tile_stamp_[n.placement] == generation_) return;
    tile_stamp_[n.placement] = generation_;
    ++tiles;
  });
  return tiles;
}

void Game::ScoreFeature(int root, bool final_scoring) {
  bool city = forest_.node(root).kind == FeatureKind::City;
  if (TakeOwners(root, !final_scoring) == 0) return;
  int shields = 0;
  ModifierSet modifiers = 0;
  int tiles = DistinctTiles(root, &shields, &modifiers);
  ScoreEvent e;
  e.tiles = tiles;
  e.shields = city ? shields : 0;
  e.modifiers = modifiers;
  int won = city ? CityPoints(tiles, shields, modifiers, final_scoring)
                 : RoadPoints(tiles, modifiers, final_scoring);
  Award(city ? ScoreKind::City : ScoreKind::Road, final_scoring, won, std::move(e));
}

void Game::ScoreMonastery(int p, bool final_scoring) {
  int node = NodeOf(p, placements_[p].monastery);
  if (TakeOwners(node, !final_scoring) == 0) return;
  int around = placements_[p].neighbours;
  int won = final_scoring
                ? points::kMonasteryFinalBase + around * points::kMonasteryPerNeighbourFinal
                : points::kMonasteryComplete;
  ScoreEvent e;
  e.tiles = 1 + around;
  Award(ScoreKind::Monastery, final_scoring, won, std::move(e));
}

void Game::ScoreFarm(int root) {
  if (TakeOwners(root, false) == 0) return;
  if (node_stamp_.size() < size_t(forest_.size())) node_stamp_.resize(size_t(forest_.size()), 0);
  NextGeneration();
  int cities = 0;
  forest_.ForEach(root, [&](int i) {
    const FeatureNode& n = forest_.node(i);
    for (unsigned mask = n.cities; mask; mask &= mask - 1) {
      int city = forest_.Find(i - n.segment + __builtin_ctz(mask));
      if (!forest_.node(city).done || node_stamp_[city] == generation_) continue;
      node_stamp_[city] = generation_;
      ++cities;
    }
  });
  ScoreEvent e;
  e.cities = cities;
  Award(ScoreKind::Farm, true, cities * points::kFarmPerCompletedCity, std::move(e));
}

void Game::NextGeneration() {
  if (++generation_ != 0) return;
  std::fill(tile_stamp_.begin(), tile_stamp_.end(), 0);  // after 2^32 visits
  std::fill(node_stamp_.begin(), node_stamp_.end(), 0);
  generation_ = 1;
}

/// Gives `won` to every owner in owners_.
void Game::Award(ScoreKind kind, bool final_scoring, int won, ScoreEvent event) {
  if (awards_.size() <= size_t(awarding_root_)) awards_.resize(size_t(forest_.size()));
  FeatureAward& award = awards_[size_t(awarding_root_)];
  award.points = won;
  for (int pl : owners_) award.owners |= 1u << pl;
  for (int pl : owners_) {
    auto& column = final_scoring ? scores_[pl].final_scoring : scores_[pl].in_play;
    column[int(kind)] += won;
  }
  for (int m = 0; m < kModifiers && event.modifiers; ++m)
    if (HasModifier(event.modifiers, Modifier(m)))
      modifier_points_[final_scoring][size_t(m)] += (long long)won * (long long)owners_.size();
  if (!logging_) return;
  event.kind = kind;
  event.final_scoring = final_scoring;
  event.placement = final_scoring ? -1 : int(placements_.size()) - 1;
  event.points = won;
  event.owners = owners_;
  events_.push_back(std::move(event));
}

void Game::FinalScoring() {
  if (finished_) return;
  finished_ = true;
  // One pass finds the occupied unfinished features; they score kind by kind
  // in the rules' order: roads, cities, monasteries, then farms.
  // The features still holding followers are those of the followers not
  // returned, found from the nodes followers were put on rather than by a
  // pass over every node; ascending, as such a pass would list them.
  for (auto& list : final_roots_) list.clear();
  standing_roots_.clear();
  for (int node : follower_nodes_) {
    if (forest_.node(node).owner < 0) continue;  // returned
    int root = forest_.FindConst(node);
    if (forest_.node(root).followers > 0 && !forest_.node(root).done) standing_roots_.push_back(root);
  }
  std::sort(standing_roots_.begin(), standing_roots_.end());
  standing_roots_.erase(std::unique(standing_roots_.begin(), standing_roots_.end()),
                        standing_roots_.end());
  for (int root : standing_roots_) final_roots_[int(forest_.node(root).kind)].push_back(root);
  for (int root : final_roots_[int(FeatureKind::Road)]) ScoreFeature(root, true);
  for (int root : final_roots_[int(FeatureKind::City)]) ScoreFeature(root, true);
  for (int node : final_roots_[int(FeatureKind::Monastery)])
    ScoreMonastery(forest_.node(node).placement, true);
  if (farmers_)
    for (int root : final_roots_[int(FeatureKind::Field)]) ScoreFarm(root);
}

}  // namespace carc
