// The greedy evaluation: what a move is worth to the player making it, looking
// one move ahead. It values every feature the placed tile touches by its
// points now or, when still open, by its expected points given how likely the
// tiles left are to close it; subtracts what the move gives the other players
// and what tying up a follower costs; values farmers by the cities their farm
// is likely to border. docs/engine.md explains each term.
#pragma once

#include <array>
#include <cstdint>
#include <limits>
#include <vector>

#include "base/rng.h"
#include "rules/game.h"
#include "rules/placement.h"
#include "rules/scoring_rules.h"
#include "rules/unseen_tiles.h"

namespace carc {

/// The weights of the greedy evaluation, with their defaults.
struct GreedyWeights {
  /// An open end's chance to close: each of the mover's share of the draws
  /// left, times this, may bring a tile that fits the cell beyond it.
  double closing_draws = 0.08;
  /// A cell next to a monastery gets filled: each of all the draws left, times
  /// this, may bring a tile that fits it (half as likely while no tile touches it).
  double filling_draws = 0.1;
  /// Weight of what a move gives the other players (their expected points),
  /// against the mover's own.
  double opponents = 0.8;
  /// Points a follower standing on an open feature costs while the mover
  /// has turns left, doubled as the supply runs out.
  double follower_cost = 3.0;
  /// Points a farmer costs: it never comes back.
  double farmer_cost = 4.0;
  /// A follower coming back to the supply, as a share of what tying one up costs.
  double follower_return = 2.0;
  /// Points per placed tile the new tile touches (people play compact boards,
  /// which fills the cells around monasteries).
  double compact = 0.2;
};

/// A move: where the tile goes and the follower's segment (-1 for none).
struct Move {
  Placement at;
  int segment = -1;
};

/// A move with its value to the mover.
struct ScoredMove {
  Move move;
  double value = 0;
};

/// Chooses the best of a stream of scored moves: the highest value, equal
/// values (within kTie) decided by a generator, each of them equally likely.
/// GreedyEvaluator::Best and the MCTS player's playouts choose with it, so a
/// list of scored moves gives the move Best would.
class BestMoveChooser {
 public:
  /// Values closer than this are equal.
  static constexpr double kTie = 1e-9;
  /// A chooser that breaks ties with `rng`.
  explicit BestMoveChooser(Rng* rng) : rng_(rng) {}
  /// Offers the next move, in the moves' listing order.
  void Offer(const Move& move, double value) {
    if (value > best_ + kTie) {
      best_ = value;
      choice_ = move;
      ties_ = 1;
    } else if (value >= best_ - kTie && rng_->Below(++ties_) == 0) {
      choice_ = move;  // each of the equal moves equally likely
    }
  }
  /// Whether offering a move worth at most `bound` could change the choice
  /// (or the generator's state): when not, it may be left out.
  bool CouldMatter(double bound) const { return bound >= best_ - kTie; }
  /// The move chosen so far.
  const Move& choice() const { return choice_; }

 private:
  Rng* rng_;
  double best_ = -std::numeric_limits<double>::infinity();
  uint32_t ties_ = 0;
  Move choice_;
};

/// The `k` highest values offered so far: a move worth less than the lowest
/// of them cannot be among the k best of the turn.
class LeadingValues {
 public:
  /// Keeps the `k` highest values offered (k up to kMax).
  explicit LeadingValues(int k);
  /// Offers the value of the next move.
  void Offer(double value);
  /// Whether a move worth at most `bound` could be among the k best.
  bool CouldMatter(double bound) const { return count_ < k_ || bound >= values_[k_ - 1]; }
  /// The most values kept.
  static constexpr int kMax = 16;

 private:
  int k_;
  int count_ = 0;
  double values_[kMax];  ///< highest first
};

/// Values the moves of a turn. Keeps caches between calls, so use one
/// evaluator per thread.
class GreedyEvaluator {
 public:
  /// An evaluator for games of `catalog`'s set.
  explicit GreedyEvaluator(const ShapeCatalog& catalog, GreedyWeights weights = GreedyWeights());

  /// Forgets what was learnt about the features of earlier turns: call when
  /// the next position does not follow from the last one by more moves
  /// (a new game, another branch of a search).
  void Restart();
  /// Makes `game`'s position the base of a search, whose every position
  /// follows it: what was learnt about the base's features stays valid in
  /// all of them. When `game` follows the last base, what was learnt there
  /// is kept too; otherwise everything is forgotten.
  void SetBase(const Game& game);
  /// Back to the base for another branch of the search: forgets the
  /// features that the last branch's tiles changed, keeps the base's.
  void ReturnToBase();

  /// Every legal move of tile `type` for `player` with its value, into `out`
  /// (placements in ForEachPlacement's order, each followed by its follower options).
  void ScoreMoves(const Game& game, const UnseenTiles& unseen, int player, int type,
                  std::vector<ScoredMove>* out);
  /// The moves of ScoreMoves that could be among the `k` best or be
  /// `chooser`'s choice, each offered to `chooser` as it is listed: the
  /// others are farmer moves that cannot reach the k-th best value listed
  /// before them, nor the chooser's best. The k best of `out` (highest
  /// values, then listing order) and the chooser's choice are those of the
  /// whole list.
  void ScoreLeadingMoves(const Game& game, const UnseenTiles& unseen, int player, int type,
                         int k, BestMoveChooser* chooser, std::vector<ScoredMove>* out);
  /// Each player's expected final score in the position: points so far, the
  /// expected points of the features they own (the final scoring's points
  /// exactly once no tile is left) and what their followers in supply are
  /// still worth, into `out`.
  void ExpectedScores(const Game& game, const UnseenTiles& unseen, std::vector<double>* out);
  /// The best move of tile `type` for `player`; equal values are decided by `rng`.
  Move Best(const Game& game, const UnseenTiles& unseen, int player, int type, Rng* rng);

 private:
  /// One road, city or farm as the caches hold it. What a walk over its
  /// segments finds stays valid while the feature keeps its segments and
  /// followers; its chance and value are worked out again every turn.
  struct RootInfo {
    uint32_t stamp = 0;     ///< the turn chance and value were worked out
    bool walked = false;    ///< the walk's figures below are valid
    int walked_size = 0;    ///< the feature's segments at the walk
    int max_node = 0;       ///< the highest node the walk met
    int tiles = 0;
    int shields = 0;
    int followers = 0;
    ModifierSet modifiers = 0;  ///< road or city: an inn or cathedral on it
    std::vector<int> cells;   ///< road or city: the empty cells beyond its open ends
    std::vector<int> counts;  ///< followers per player
    std::vector<int> cities;  ///< farm: a node of each city along it
    uint32_t cities_stamp = 0;        ///< the turn city_roots was worked out
    std::vector<int> city_roots;      ///< farm: the cities along it now, each once
    std::vector<double> city_chances; ///< ... and their chances to be completed
    uint32_t owners = 0;      ///< players with the most followers, as bits
    double chance = 0;        ///< road or city: chance to be completed
    double value = 0;         ///< road or city: expected points for an owner
  };
  /// The road, city or farm segments of the placed tile that end up in one feature.
  struct Group {
    FeatureKind kind;
    uint32_t segments;  ///< bits of the tile's segments in it; 0 once merged away
    int root_count;
    int roots[kHalves];  ///< the features it joins across the tile's edges
    double chance;       ///< road or city: chance to be completed
    double value;        ///< road or city: expected points for an owner
  };
  /// The groups of one candidate tile, for one kind of feature.
  struct GroupSet {
    int count = 0;
    Group items[kMaxSegments];
    int of_segment[kMaxSegments];  ///< each segment's group, or -1
  };

  /// Prepares the caches for a turn.
  void Begin(const Game& game, const UnseenTiles& unseen, int player);
  /// Calls fn(move, value) for every legal move of `type`, but the farmer
  /// moves worth at most a bound for which wanted(bound) is false.
  template <typename Wanted, typename Fn>
  void ForEachMove(int type, Wanted wanted, Fn fn);
  /// Values placing `shape` on `cell` without a follower, and the follower
  /// options but farmers, into options_ (segment, extra value).
  double EvaluatePlacement(const TileShape& shape, int cell);
  /// Whether the mover may consider farmers this turn.
  bool FarmersConsidered() const;
  /// At least the value any farmer option adds to the placement valued
  /// last: 3 points for each city along the farms it may join, at the
  /// highest chance each may have, less the farmer's cost.
  double FarmGainBound();
  /// The cities along the unoccupied farms beside the candidate cell, each
  /// at the highest chance it may have from there (FarmGainBound's part
  /// that does not depend on the rotation).
  double CellFarmCities();
  /// What a farmer costs this turn.
  double FarmerCost() const;
  /// Looks at what surrounds `cell`, whatever the rotation: neighbours, the
  /// features across each side, the monasteries around.
  void PrepareCell(int cell);
  /// Finds the farms across each half-side of the candidate cell (half_root_).
  void FindHalfRoots();
  /// Groups the road and city segments (or, with `fields`, the field
  /// segments) of `shape` on the candidate cell by the feature each ends in.
  void BuildGroups(const TileShape& shape, bool fields, GroupSet* groups);
  /// Adds feature `root` to group `g` of `groups`, merging groups it joins.
  static void AddRoot(GroupSet* groups, int g, int root);
  /// The cached figures of the road, city or farm of `root`.
  const RootInfo& Root(int root) {
    const RootInfo& r = roots_[size_t(root)];
    return r.stamp == stamp_ ? r : RefreshRoot(root);
  }
  /// Root when not worked out yet this turn.
  const RootInfo& RefreshRoot(int root);
  /// Walks the feature of `root` for its tiles, shields, followers, open
  /// cells or cities.
  void Walk(int root, RootInfo* info);
  /// Chance that an open end whose cell has `need` is ever closed.
  double EndChance(EdgeNeed need) {
    return end_stamp_[need] == stamp_ ? end_chance_[need] : ComputeEndChance(need);
  }
  /// EndChance when not cached yet this turn.
  double ComputeEndChance(EdgeNeed need);
  /// compute(), a chance of this turn's tiles left and `fit` tiles fitting,
  /// remembered in `memo` for later turns with as many tiles left.
  template <typename Compute>
  double Remembered(std::vector<double>* memo, int fit, Compute compute);
  /// Chance that an empty cell next to a monastery, with `need`, is ever filled.
  double FillChance(EdgeNeed need);
  /// What this turn's evaluation knows of the monastery on one placement:
  /// the cells around it as they stand, worked out once a turn.
  struct MonasteryInfo {
    uint32_t stamp = 0;   ///< the turn it was worked out
    int around = 0;       ///< placed tiles among the 8 around it
    int empty = 0;        ///< empty cells among them
    int cells[8] = {};    ///< the empty cells, in Board::Around's order
    double fill[8] = {};  ///< ... and each one's FillChance
    double value = 0;     ///< its expected points (MonasteryPoints)
  };
  /// The monastery on placement `q` this turn.
  const MonasteryInfo& Monastery(int q);
  /// Expected points of a monastery with `around` tiles around it, whose
  /// empty cells get filled with `chance` in all and `extra` tiles expected.
  static double MonasteryPoints(int around, double chance, double extra);
  /// Expected points of the monastery `m` once the candidate tile fills its
  /// cell (when around it), and its chance to be completed into `*chance`.
  double MonasteryAfter(const MonasteryInfo& m, double* chance) const;
  /// Expected points of a monastery on the candidate cell, which holds the
  /// candidate tile (its empty neighbours' needs as it leaves them).
  double OwnMonasteryValue(int cell, double* chance);
  /// Expected points of a road or city for an owner.
  static double FeatureValue(FeatureKind kind, int tiles, int shields, int open, double chance,
                             double growth, ModifierSet modifiers = 0) {
    using namespace points;
    if (modifiers != 0) return ModifiedFeatureValue(kind, tiles, shields, open, chance, growth, modifiers);
    if (kind == FeatureKind::Road) return (tiles + (open ? growth : 0)) * kRoadPerTile;
    if (open == 0) return tiles * kCityPerTile + shields * kCityPerShield;
    // Each open cell that gets a tile adds at least that tile.
    double complete = (tiles + open) * kCityPerTile + shields * kCityPerShield;
    double incomplete = (tiles + 0.5 * growth) * kCityPerTileFinal + shields * kCityPerShieldFinal;
    return chance * complete + (1 - chance) * incomplete;
  }
  /// FeatureValue of a road or city with an inn or a cathedral, whose points
  /// completed and unfinished differ (an unfinished one may be worth
  /// nothing): the points if completed times the chance, plus the final
  /// points otherwise.
  static double ModifiedFeatureValue(FeatureKind kind, int tiles, int shields, int open,
                                     double chance, double growth, ModifierSet modifiers);
  /// What one more follower in the mover's supply is worth now.
  double ComputeFollowerValue() const;
  /// ComputeFollowerValue for this turn.
  double FollowerValue() const { return follower_value_; }
  /// What tying up a follower on a feature with `chance` to complete costs.
  double FollowerCost(double chance) const { return FollowerValue() * (1.0 - 0.5 * chance); }
  /// The side of the candidate cell whose empty neighbour is `cell`, or -1.
  int EmptySideOf(int cell) const;
  /// The need of `cell` once the tile being evaluated is placed.
  EdgeNeed NeedAfter(int cell) const;
  /// Values the road and city groups; returns the mover's gain less the others'.
  double ValueRoadsAndCities(const TileShape& shape, int cell);
  /// What filling the candidate cell, whose 8 surrounding cells are
  /// `around`, gives the monasteries around it (the mover's gain less the
  /// others'); for a cell that a monastery watches (Board::Watchers).
  double ValueMonasteriesAround(const std::array<int, 8>& around);
  /// Adds the follower option on the tile's own monastery.
  void ValueOwnMonastery(const TileShape& shape, int cell);
  /// Adds the farmer options.
  void ValueFarms(const TileShape& shape);
  /// Finds the cities along `farm` as they stand this turn, with their chances.
  void ResolveCities(RootInfo* farm);
  /// The chance of the city of `root` (`chance` as it stands) seen from the
  /// candidate, which may join it; `*id` names it for counting it once.
  double CityChance(int root, double chance, int* id) const;

  const ShapeCatalog* catalog_;
  GreedyWeights weights_;
  const Game* game_ = nullptr;
  int player_ = 0;
  int players_ = 0;
  int left_ = 0;          ///< tiles left to draw
  double my_draws_ = 0;   ///< the mover's share of them
  double others_weight_ = 0;   ///< weight of each other player's gain
  double follower_value_ = 0;  ///< FollowerValue this turn
  uint32_t stamp_ = 0;
  uint32_t walk_ = 0;
  int deck_size_ = 1;             ///< tiles in a full deck, the start tile excluded
  std::vector<std::vector<EdgeNeed>> fit_needs_;  ///< per type: the needs it fits
  std::vector<int> known_;        ///< unseen counts that fits_ reflects
  std::vector<int> fits_;         ///< per need: unseen tiles that fit a cell with that need
  std::vector<double> end_chance_;     ///< per need, this turn
  std::vector<uint32_t> end_stamp_;
  std::vector<double> fit_chance_;     ///< per count of fitting tiles, this turn
  std::vector<uint32_t> fit_stamp_;
  std::vector<double> fill_chance_;    ///< the same for filling a monastery's cell
  int memo_width_ = 0;                 ///< tiles left and fitting that the memos hold, 0 for none
  int memo_players_ = 0;               ///< the player count the memos are for
  std::vector<double> end_memo_;       ///< ComputeEndChance by (tiles left, fitting), -1 unknown
  std::vector<double> fill_memo_;      ///< the same for FillChance
  std::vector<uint32_t> fill_stamp_;
  std::vector<RootInfo> roots_;
  std::vector<MonasteryInfo> monasteries_;  ///< per placement (Monastery)
  std::vector<uint32_t> tile_walk_;  ///< per placement: the walk that last counted it
  std::vector<uint32_t> root_walk_;  ///< per node: the walk that last listed it
  int last_placements_ = 0;   ///< placements seen at the last turn
  PlacedTile last_tile_;      ///< the last of them
  int last_origin_ = -1;      ///< the origin's cell then (cells renumber when the board grows)
  // The base of a search (SetBase): its features are the same in every branch.
  int base_nodes_ = 0;         ///< its feature nodes; 0 when there is no base
  int base_placements_ = 0;
  PlacedTile base_tile_;       ///< its last placement
  int base_origin_ = -1;
  std::vector<int> branch_walked_;  ///< roots walked over nodes of a branch
  // The candidate being valued.
  int cell_ = -1;                     ///< its cell
  int neighbour_cell_[kSides] = {};   ///< the cells beside it
  int neighbour_[kSides] = {};        ///< the placements on them, or -1
  EdgeNeed need_before_[kSides] = {};  ///< the empty neighbour's need now
  EdgeNeed need_after_[kSides] = {};   ///< ... and with the candidate placed
  SideSet empty_sides_ = 0;           ///< the sides with no tile across
  int side_root_[kSides] = {};        ///< the road or city across each side, or -1
  int half_root_[kHalves] = {};       ///< the farm across each half-side, or -1
  bool half_roots_ready_ = false;     ///< half_root_ is for the candidate cell
  double cell_farm_cities_ = -1;      ///< CellFarmCities, or -1 before it is worked out
  double around_value_ = 0;           ///< ValueMonasteriesAround of the cell
  int touching_ = 0;                  ///< placed tiles among the 8 around the cell
  GroupSet groups_;  ///< roads and cities of the candidate
  GroupSet farms_;   ///< farms of the candidate
  /// A follower the candidate may take: its segment and what it adds.
  struct Option {
    int segment;
    double gain;
  };
  std::vector<Option> options_;     ///< the candidate's follower options
  std::vector<int> scratch_cells_;  ///< open cells of the feature being valued
  int scratch_counts_[32] = {};     ///< its followers per player
};

}  // namespace carc
