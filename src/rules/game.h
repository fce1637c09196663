// The rules engine: a game's board, features, followers and scores, and the
// turn in the rules' order: place a tile, maybe place a follower, score what
// the tile completed and return its followers; then the final scoring.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "rules/board.h"
#include "rules/feature_forest.h"
#include "rules/river_course.h"
#include "rules/shapes.h"

namespace carc {

/// What points are scored for: the columns of a score breakdown.
enum class ScoreKind : uint8_t { Road = 0, City = 1, Monastery = 2, Farm = 3 };

/// Number of ScoreKind values.
constexpr int kScoreKinds = 4;

/// "road", "city", "monastery", "farm".
const char* ScoreKindName(ScoreKind kind);

/// What a road of `tiles` tiles scores, completed or (`final_scoring`)
/// unfinished at the end; an inn among `modifiers` changes both.
int RoadPoints(int tiles, ModifierSet modifiers, bool final_scoring);
/// What a city of `tiles` tiles and `shields` shields scores, completed or
/// unfinished at the end; a cathedral among `modifiers` changes both.
int CityPoints(int tiles, int shields, ModifierSet modifiers, bool final_scoring);

/// One player's points by kind, during play and in the final scoring.
struct PlayerScore {
  std::array<int, kScoreKinds> in_play{};
  std::array<int, kScoreKinds> final_scoring{};
  /// Points scored during play.
  int InPlay() const;
  /// Points scored in the final scoring.
  int Final() const;
  /// All points.
  int Total() const { return InPlay() + Final(); }
};

/// One feature scored, for reports (recorded only when logging is on).
struct ScoreEvent {
  ScoreKind kind = ScoreKind::Road;
  bool final_scoring = false;
  int placement = -1;  ///< the tile that completed it; -1 in the final scoring
  int tiles = 0;       ///< road or city: its tiles; monastery: tiles of its 3x3 present
  int shields = 0;     ///< city: its shields
  int cities = 0;      ///< farm: completed cities bordering it
  ModifierSet modifiers = 0;  ///< road or city: its inn or cathedral, which changed its points
  int points = 0;      ///< what each owner scored
  std::vector<int> owners;  ///< the players with the most followers on it
};

/// What the owners of one feature scored for it.
struct FeatureAward {
  uint32_t owners = 0;  ///< the players who scored it, as bits (player p is bit p)
  int points = 0;       ///< what each of them scored
};

/// One tile on the board.
struct PlacedTile {
  int type = 0;
  int quarters = 0;
  int cell = 0;         ///< its cell on the board
  int player = -1;      ///< who placed it; -1 for the start tile
  int first_node = 0;   ///< FeatureForest node of its segment 0
  int neighbours = 0;   ///< a monastery's tiles among the 8 around it (0 on other tiles)
  int monastery = -1;   ///< its monastery segment, or -1
  const TileShape* shape = nullptr;  ///< its shape in the catalog (type turned quarters)
};

/// Why a follower may not go on a segment of the tile just placed.
enum class FollowerProblem : uint8_t {
  None,
  NoSuchSegment,
  NoFarmers,
  EmptySupply,
  Occupied,
  NoLargeFollower,  ///< a large follower asked for, and none is left in the supply
};

/// What CountFit (rules/placement.h) found on the frontier for one fit row
/// (ShapeCatalog::FitRow), kept for NthPlacement so that a random player's
/// choice skips to its block of cells instead of counting them again.
struct FitBlocks {
  /// Frontier cells a block: FrontierNeeds()[i] lies in block i / kCells.
  static constexpr int kCells = 8;
  const uint8_t* row = nullptr;  ///< the fit row counted, or nullptr
  uint64_t version = 0;          ///< Board::version() when counted
  std::vector<uint32_t> before;  ///< per block, the legal placements in the blocks before it
};

/// A game in progress.
class Game {
 public:
  /// A game of `players` players with `followers` each (and the set's
  /// `large_followers` besides), on a board for `capacity` tiles; fields take
  /// followers only when `farmers`.
  Game(const ShapeCatalog& catalog, int players, int followers, bool farmers, int capacity);

  /// Back to an empty board, full supplies and no points; keeps the memory.
  void Reset();
  /// Records a ScoreEvent for every feature scored (off by default).
  void set_logging(bool on) { logging_ = on; }

  /// Puts the start tile on the empty board at the origin.
  void PlaceStart(int type, int quarters);
  /// Turn step 1: `player` places a tile on `cell`, which must be legal
  /// (Board::Fits); joins its features to the board's. Returns the placement
  /// index.
  int PlaceTile(int type, int quarters, int cell, int player);
  /// What the River's rules say about putting type `type` turned `quarters`
  /// on `cell` (whose edges must match; Board::Fits); for a U-turn `*turn`
  /// says which way.
  RiverProblem CheckRiver(int type, int quarters, int cell, Turn* turn = nullptr) const {
    const TileShape& shape = catalog_->Get(type, quarters);
    if (shape.river_count == 0) return RiverProblem::None;  // most tiles: no position needed
    return river_.Check(shape, board_.X(cell), board_.Y(cell), turn);
  }
  /// Whether type `type` has a legal placement anywhere: a frontier cell and
  /// rotation whose edges match and that the River's rules allow.
  bool CanPlace(int type) const;
  /// What stops `player` from putting a follower (a large one when `large`)
  /// on segment `segment` of the tile just placed (FollowerProblem::None when
  /// nothing does).
  FollowerProblem CheckFollower(int player, int segment, bool large = false);
  /// Turn step 2: puts the follower (CheckFollower must have allowed it): the
  /// large one when `large` or when it is the only one left in the supply.
  void PlaceFollower(int player, int segment, bool large = false);
  /// Turn steps 3 and 4: scores every feature the tile just placed completed
  /// and returns the thieves, knights and monks on them to their supplies.
  void ScoreCompleted();
  /// The final scoring of incomplete roads, cities, monasteries and the farms.
  void FinalScoring();

  /// Segments of the tile just placed where `player` may put a follower, one
  /// per feature, into `out`; returns how many.
  int FreeSegments(int player, std::array<int, kMaxSegments>* out) const;

  /// The shapes of the set.
  const ShapeCatalog& catalog() const { return *catalog_; }
  /// The grid.
  const Board& board() const { return board_; }
  /// The features.
  const FeatureForest& forest() const { return forest_; }
  /// The river's open ends.
  const RiverCourse& river() const { return river_; }
  /// Every tile placed, in order; the start tile first.
  const std::vector<PlacedTile>& placements() const { return placements_; }
  /// The shape of placement `p`.
  const TileShape& ShapeOf(int p) const {
    return *placements_[p].shape;
  }
  /// The feature node of segment `segment` of placement `p`.
  int NodeOf(int p, int segment) const { return placements_[p].first_node + segment; }
  /// The node of a follower standing on the feature of `node`, or -1.
  int OccupyingFollower(int node) const;
  /// Number of players.
  int players() const { return int(scores_.size()); }
  /// Followers each player has in all.
  int followers_per_player() const { return followers_; }
  /// Whether followers may go on fields.
  bool farmers() const { return farmers_; }
  /// Followers in `player`'s supply, large ones included.
  int supply(int player) const { return supply_[player]; }
  /// Large followers in `player`'s supply.
  int large_supply(int player) const { return large_supply_[player]; }
  /// Followers other than large ones in `player`'s supply.
  int small_supply(int player) const { return supply_[player] - large_supply_[player]; }
  /// Large followers each player has in all (0 without Inns & Cathedrals).
  int large_per_player() const { return large_; }
  /// `player`'s points.
  const PlayerScore& score(int player) const { return scores_[player]; }
  /// The owners of the feature whose root is `node` and the points each
  /// scored for it, once it has been scored (nobody, 0 points, before or when
  /// it had no follower). Kept whether or not logging is on.
  FeatureAward AwardOf(int node) const {
    return size_t(node) < awards_.size() ? awards_[size_t(node)] : FeatureAward();
  }
  /// Points scored so far by roads and cities carrying modifier `m` (an inn
  /// road, a cathedral city), all owners together, in play or (`final_scoring`)
  /// at the end: a part of the road and city columns, for the figures.
  long long modifier_points(Modifier m, bool final_scoring) const {
    return modifier_points_[final_scoring][size_t(m)];
  }
  /// The last fit counted (a cache CountFit fills and NthPlacement reads;
  /// each is keyed by the fit row and the board's version, so a stale one is
  /// never used).
  FitBlocks& fit_blocks() const { return fit_blocks_; }
  /// Features scored so far, when logging.
  const std::vector<ScoreEvent>& events() const { return events_; }
  /// Whether the final scoring has been done.
  bool finished() const { return finished_; }

 private:
  /// Joins placement `p` (the tile just placed) to the features across its edges.
  void JoinNeighbours(int p);
  /// Counts `p`'s neighbours and adds `p` to the monasteries around it
  /// (for a monastery or a tile on a cell the board watches).
  void CountAround(int p);
  /// Scores the road or city of `root` for its owners.
  void ScoreFeature(int root, bool final_scoring);
  /// Scores the monastery on placement `p` for its monk's owner.
  void ScoreMonastery(int p, bool final_scoring);
  /// Scores the farm of `root`: its owners get points per completed city along it.
  void ScoreFarm(int root);
  /// Finds the owners of a feature into owners_; returns how many.
  int TakeOwners(int root, bool return_followers);
  /// Adds `won` to every owner and logs the event.
  void Award(ScoreKind kind, bool final_scoring, int won, ScoreEvent event);
  /// Tiles a feature covers, each counted once; adds its shields to `*shields`
  /// and its segments' modifiers to `*modifiers`.
  int DistinctTiles(int root, int* shields, ModifierSet* modifiers);
  /// Starts a new visit for the stamp arrays.
  void NextGeneration();

  const ShapeCatalog* catalog_;
  int followers_;
  int large_;
  bool farmers_;
  bool logging_ = false;
  bool finished_ = false;
  Board board_;
  FeatureForest forest_;
  RiverCourse river_;
  std::vector<PlacedTile> placements_;
  std::vector<PlayerScore> scores_;
  std::vector<int> supply_;        ///< followers in supply, large ones included
  std::vector<int> large_supply_;  ///< large followers in supply
  std::vector<ScoreEvent> events_;
  std::vector<FeatureAward> awards_;      ///< per node: what the feature rooted there gave its owners
  int awarding_root_ = -1;                ///< the feature TakeOwners found owners for last
  std::array<std::array<long long, kModifiers>, 2> modifier_points_{};  ///< [final][modifier]
  std::vector<int> pending_monasteries_;  ///< completed by the tile just placed
  /// A road or city lost its last open end since ScoreCompleted last ran:
  /// only then has it features of the tile just placed to look at.
  bool closed_ = false;
  std::vector<int> counts_;               ///< scratch: followers per player on one feature
  std::vector<int> owners_;               ///< scratch: the owners of one feature
  std::vector<int> follower_nodes_;       ///< every node a follower was put on, this game
  std::array<std::vector<int>, kFeatureKinds> final_roots_;  ///< scratch: to score at the end
  std::vector<int> standing_roots_;       ///< scratch: features with followers at the end
  mutable FitBlocks fit_blocks_;          ///< see fit_blocks()
  std::vector<uint32_t> tile_stamp_;      ///< scratch: per placement, last visit
  std::vector<uint32_t> node_stamp_;      ///< scratch: per node, last visit
  uint32_t generation_ = 0;
};

}  // namespace carc
