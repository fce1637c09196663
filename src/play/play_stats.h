// What many simulated games add up to: scores by seat and by player, tile
// types, feature kinds, followers, open edges. All integer sums, so adding
// games or merging totals in any order gives the same figures.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "base/confidence.h"
#include "rules/game.h"
#include "play/match.h"

namespace carc {

/// One seat's (or one player's) figures over many games.
struct SeatTotals {
  long long points = 0;        ///< final scores, summed
  long long squares = 0;       ///< final scores squared, summed (for the deviation)
  int min = 0;                 ///< lowest final score
  int max = 0;                 ///< highest final score
  long long wins = 0;          ///< games won or shared
  long long ties = 0;          ///< games whose top score it shared with another seat
  long long turns = 0;         ///< turns played
  long long empty_supply = 0;  ///< turns begun with no follower in supply
  long long turn_squares = 0;  ///< each game's turns squared, summed (for the turns' interval)
  /// Per game: (turns begun with no follower in supply, turns), for that
  /// share's interval with each game as one unit.
  GameProductSums<2> supply_games;
  std::vector<long long> histogram;  ///< games by final score

  /// Adds one game's score; `first` when it is the first game added.
  void AddScore(int score, bool first);
  /// Adds another run's figures; `first` when this one holds no game yet.
  void Merge(const SeatTotals& other, bool first);
  /// The score at `percent` % of `games` games (nearest rank: the lowest score
  /// that at least that share of games did not exceed).
  int Percentile(double percent, long long games) const;
};

/// A sample of whole numbers as sums: enough for a mean, its standard
/// deviation and a confidence interval, merged in any order.
struct SampleSums {
  long long n = 0;        ///< values
  long long sum = 0;      ///< their sum
  long long squares = 0;  ///< the sum of their squares

  /// Adds one value.
  void Add(long long v) {
    ++n;
    sum += v;
    squares += v * v;
  }
  /// Adds another sample's sums.
  void Merge(const SampleSums& o) {
    n += o.n;
    sum += o.sum;
    squares += o.squares;
  }
};

/// How players did in the games in which they placed a tile type, or in
/// which they placed none: one entry per player and game.
struct DrawerTotals {
  long long wins = 0;  ///< of those player-games, the ones the player won or shared
  SampleSums margin;   ///< the player's final score less the best other player's (n: player-games)

  /// Adds another run's figures.
  void Merge(const DrawerTotals& o) {
    wins += o.wins;
    margin.Merge(o.margin);
  }
};

/// The per-game totals of TypeTotals::strength_games, by index.
enum StrengthGameTotal {
  kWinsWith,          ///< won or shared, of the players who placed a copy
  kMarginWith,        ///< their margins, summed
  kPlayersWith,       ///< players who placed a copy
  kWinsWithout,       ///< the same for the players who placed none
  kMarginWithout,
  kPlayersWithout,
  kStrengthGameTotals
};

/// The per-game totals of TypeTotals::own_games, by index.
enum OwnGameTotal {
  kOwnPointsInGame,  ///< own points of the copies placed (TypeTotals::own_points)
  kCopiesInGame,     ///< copies placed by players
  kOwnGameTotals
};

/// The per-game totals of TypeTotals::draw_games, by index.
enum TypeGameTotal {
  kDrawnInGame,      ///< copies drawn
  kSetAsideInGame,   ///< of which set aside
  kLegalInGame,      ///< legal placements over its draws
  kFitCellsInGame,   ///< frontier cells where it fitted, over its draws
  kFrontierInGame,   ///< frontier cells, over its draws
  kTypeGameTotals
};

/// One tile type's figures over many games.
struct TypeTotals {
  long long drawn = 0;      ///< copies drawn (the start tile is placed, not drawn)
  long long set_aside = 0;  ///< of which set aside as unplaceable
  long long legal = 0;      ///< legal placements when drawn, summed over draws
  long long placed = 0;     ///< copies placed, the start tile included
  std::array<long long, kFeatureKinds> followers{};  ///< followers put on it, by feature kind
  long long feature_points = 0;  ///< over placed copies: the worth of the features it ended in
  long long fit_cells = 0;  ///< over draws: frontier cells where it fitted in some rotation
  long long frontier = 0;   ///< over draws: frontier cells
  DrawerTotals with;        ///< player-games in which the player placed at least one copy
  DrawerTotals without;     ///< player-games in which the player placed none
  /// Per copy a player placed (not the start tile): the points that player's
  /// own followers scored from the features the copy ended in, each feature once.
  SampleSums own_points;
  /// `with` and `without` again, game by game: the players of a game are
  /// not independent, so the differences' intervals take each game as one unit.
  GameProductSums<kStrengthGameTotals> strength_games;
  /// `own_points` game by game: copies one player placed share features.
  GameProductSums<kOwnGameTotals> own_games;
  /// Game by game, for the intervals of the figures per draw and per placed
  /// copy (each game one unit): the TypeGameTotal totals.
  GameProductSums<kTypeGameTotals> draw_games;
  /// Game by game: followers put on it by feature kind, then copies placed.
  GameProductSums<kFeatureKinds + 1> follower_games;

  /// Adds another run's figures.
  void Merge(const TypeTotals& other);
};

/// One feature kind's figures over many games, counted at the end of each game.
struct FeatureTotals {
  long long count = 0;            ///< features (joined ones counted once)
  long long completed = 0;        ///< of which complete (roads, cities, monasteries)
  long long completed_tiles = 0;  ///< tiles of the complete ones, summed
  long long open_tiles = 0;       ///< tiles of the incomplete ones (every farm), summed
};

/// The per-game totals of SimulationTotals::feature_games, by index.
enum FeatureGameTotal {
  kOneGame,            ///< 1: each game counts once (for the means per game)
  kFeaturesInGame,     ///< FeatureTotals::count
  kCompletedInGame,    ///< FeatureTotals::completed
  kCompletedTilesInGame,
  kOpenTilesInGame,
  kPointsInPlayInGame,  ///< the kind's points scored during play, all players
  kPointsFinalInGame,   ///< ... and in the final scoring
  kFeatureGameTotals
};

/// The highest- or lowest-scoring game so far (all seats' points together).
struct GameMark {
  long long index = -1;  ///< the game's index in the run; -1 when none yet
  int total = 0;         ///< its points, all seats together
};

/// Games with an index below this are remembered with their totals, so that a
/// run can later pick ordinary games to record.
constexpr long long kRememberedGames = 1024;

/// Scratch space reused between games by SimulationTotals::Add.
struct FeatureScratch {
  /// What the end-of-game pass knows of one node, in one record (the pass
  /// reads and writes several of these fields for the same root). `root` is
  /// every node's; the rest a root's, for its feature, valid only while
  /// `game` equals FeatureScratch::game (so that no pass clears them).
  struct NodeSums {
    int32_t root = 0;      ///< the node's feature's root
    uint32_t game = 0;     ///< root: the game the sums below belong to
    int32_t tiles = 0;     ///< root: distinct tiles
    int32_t shields = 0;   ///< root: shields
    int32_t last = -1;     ///< root: the last placement counted
    int32_t worth = 0;     ///< root: points the feature is worth
    int32_t stamp = -1;    ///< city root: the farm that last counted it
    ModifierSet modifiers = 0;  ///< root: the modifiers of its segments
  };
  /// A feature and a placed tile on it, each such pair once.
  struct OnTile {
    int32_t root;       ///< the feature's root
    int32_t placement;  ///< the placed tile
  };
  std::vector<NodeSums> node;     ///< per node
  uint32_t game = 0;              ///< the game whose sums `node` holds, counting from 1
  std::vector<int32_t> roots;     ///< every root, ascending: one per feature
  std::vector<OnTile> on_tiles;   ///< every (feature, placed tile) pair, by placement
  std::vector<uint8_t> placed_by; ///< per player and type: placed a copy this game
  /// Per type: this game's StrengthGameTotal totals.
  std::vector<std::array<long long, kStrengthGameTotals>> strength_game;
  /// Per type (the first of its same-tile group): this game's OwnGameTotal totals.
  std::vector<std::array<long long, kOwnGameTotals>> own_game;
  /// Sums before the game being added (SimulationTotals::KeepBefore).
  std::array<FeatureTotals, kFeatureKinds> before_features{};
  std::array<FeatureTotals, kModifiers> before_modified{};
  std::array<long long, kScoreKinds> before_in_play{};
  std::array<long long, kScoreKinds> before_final{};
  std::array<long long, kModifiers> before_modified_in_play{};
  std::array<long long, kModifiers> before_modified_final{};
  /// Per type: TypeGameTotal sums, then followers by kind, then copies placed.
  std::vector<std::array<long long, kTypeGameTotals + kFeatureKinds + 1>> before_types;
  std::vector<long long> before_open_edges;
  std::vector<int32_t> seat_turns;  ///< per seat, in pairs: turns this game, turns begun with no follower
};

/// Sums over many games.
struct SimulationTotals {
  long long games = 0;
  long long set_aside = 0;            ///< tiles set aside, over all games
  int set_aside_max = 0;              ///< most in one game
  long long games_with_set_aside = 0;
  long long river_set_aside = 0;      ///< river and lake tiles set aside, over all games
  long long lakes = 0;                ///< games in which the lake ended the river
  std::vector<SeatTotals> seats;      ///< by seat (seat 0 moves first)
  std::vector<SeatTotals> entries;    ///< by player entry (equal to seats unless seats rotate)
  std::array<long long, kScoreKinds> in_play{};        ///< points by kind, all players
  std::array<long long, kScoreKinds> final_scoring{};  ///< points by kind, all players
  std::array<FeatureTotals, kFeatureKinds> features{};  ///< by feature kind, at the end
  /// Roads with an inn and cities with a cathedral (by Modifier), at the end:
  /// also counted in `features`, apart here because they score differently.
  std::array<FeatureTotals, kModifiers> modified{};
  std::array<long long, kModifiers> modified_in_play{};  ///< their points in play, all players
  std::array<long long, kModifiers> modified_final{};    ///< their points at the end, all players
  std::vector<TypeTotals> types;      ///< by tile type
  std::vector<long long> open_edges;  ///< open edges at the end, by Terrain value
  long long turns = 0;
  int turns_min = 0;
  int turns_max = 0;
  GameMark highest;  ///< the game with the most points, the earliest on ties
  GameMark lowest;   ///< the game with the fewest points, the earliest on ties
  std::vector<GameMark> remembered;  ///< games with index < kRememberedGames, by index
  // Game by game, for the intervals of the figures above (each game one
  // unit: a game's features, draws and turns are not independent).
  std::array<GameProductSums<kFeatureGameTotals>, kFeatureKinds> feature_games{};  ///< by kind
  std::array<GameProductSums<kFeatureGameTotals>, kModifiers> modified_games{};   ///< by Modifier
  SampleSums set_aside_games;        ///< tiles set aside, a value a game
  SampleSums river_set_aside_games;  ///< river and lake tiles set aside, a value a game
  SampleSums turn_games;             ///< turns, a value a game
  std::vector<SampleSums> open_edge_games;  ///< open edges at the end by Terrain, a value a game
  GameProductSums<2> supply_games;   ///< (turns begun with no follower, turns), all seats
  /// Per type: the first type of the set that is the same tile, turned or
  /// not (itself when none). The strength figures (with, without, own
  /// points) of such types are counted together, a copy of any of them
  /// counting for each: a renamed copy ties with its original.
  std::vector<int32_t> same_tile;
  /// Per type: the next type with the same same_tile, or -1.
  std::vector<int32_t> next_same_tile;

  /// Totals for `players` seats, `types` tile types and no games.
  explicit SimulationTotals(int players = 0, int types = 0);
  /// Counts the strength figures of types that are the same tile together:
  /// `first[t]` is the first type that type t is the same as, or -1.
  void PoolSameTiles(const std::vector<int>& first);
  /// Adds finished game number `index`.
  void Add(const Match& match, long long index, FeatureScratch* scratch);
  /// Adds another run's totals.
  void Merge(const SimulationTotals& other);

 private:
  /// Adds finished game `index`'s figures to the sums, but its per-game spreads.
  void AddCounts(const Match& match, long long index, FeatureScratch* scratch);
  /// Adds the game's spreads: what AddCounts added, game by game, from the
  /// sums as they were before it (`scratch->before_*`).
  void AddSpreads(const Match& match, FeatureScratch* scratch);
  /// Keeps the sums that AddSpreads needs as they are before a game.
  void KeepBefore(FeatureScratch* scratch) const;
  /// Adds every player of finished game `g` to each type's drawer figures
  /// (`scratch->placed_by`: per player and type, whether the player placed a copy).
  void AddDrawers(const Game& g, FeatureScratch* scratch);
};

/// The points the feature of each root is worth at the end of `game` (what
/// it scored or would score for an owner, whether or not anybody owned it),
/// with its distinct tiles, shields and modifiers, into `scratch->node`
/// (indexed by the root's node), every node's root, the list of roots
/// (`scratch->roots`) and every pair of a feature and a placed tile it lies
/// on (`scratch->on_tiles`, ordered by placement). One pass over the nodes.
void FeatureWorth(const Game& game, FeatureScratch* scratch);

}  // namespace carc
