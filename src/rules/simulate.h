// Many complete games with random legal moves, to show how a tile set plays:
// unplaceable tiles, scores by seat, points by feature, completion rates.
// Game i of a run seeded S is seeded from (S, i) alone and the totals are
// integer sums, so a run gives the same figures whatever the thread count.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "base/rng.h"
#include "rules/game.h"
#include "rules/shapes.h"

namespace carc {

/// How the random players choose their follower.
struct RandomPolicy {
  /// Chance, in percent, that a player with a follower in supply places one
  /// (on a free feature of the tile just placed, each equally likely).
  int follower_percent = 50;
};

/// A game played by random players, one turn at a time: the tile is placed
/// uniformly among all legal (cell, rotation) pairs, rotations that look the
/// same counted once; a tile that fits nowhere is set aside.
class RandomGame {
 public:
  /// A game of the catalog's set for `players` players.
  RandomGame(const ShapeCatalog& catalog, int players, RandomPolicy policy = RandomPolicy());

  /// Resets, shuffles the deck with `seed` and places the start tile.
  void Start(uint64_t seed);
  /// Draws until a tile fits (setting aside those that do not) and plays one
  /// turn. Returns false, playing nothing, when the deck runs out first.
  bool PlayTurn();
  /// The final scoring.
  void Finish() { game_.FinalScoring(); }
  /// Start, every turn, and the final scoring.
  void Play(uint64_t seed);

  /// The game.
  const Game& game() const { return game_; }
  /// Tiles set aside as unplaceable so far.
  int set_aside() const { return set_aside_; }
  /// Of those, tiles of the river stack and the lake.
  int river_set_aside() const { return river_set_aside_; }
  /// Whether the lake has been placed (the river is complete).
  bool lake_placed() const { return lake_placed_; }
  /// Tiles still in the deck.
  int deck_left() const { return int(deck_.size()); }
  /// Turns played (tiles placed after the start tile).
  int turns() const { return turns_; }
  /// Copies in a full deck, the start tile included.
  int tile_count() const { return int(full_deck_.size()) + 1; }

 private:
  /// Picks a legal (cell, rotation) for `type` uniformly, or returns false
  /// when it fits nowhere.
  bool ChoosePlacement(int type, int* cell, int* quarters);
  /// ChoosePlacement for a river tile: only placements that continue the
  /// river without a U-turn count.
  bool ChooseRiverPlacement(int type, int* cell, int* quarters);
  /// Shuffles deck_[from, to) in place.
  void Shuffle(size_t from, size_t to);

  Game game_;
  RandomPolicy policy_;
  Rng rng_;
  /// Every copy but the start tile, by type, in drawing order from the back:
  /// the main deck, then the lake, then the river stack (drawn first).
  std::vector<int> full_deck_;
  size_t main_count_ = 0;   ///< copies in the main deck (the front of full_deck_)
  size_t river_from_ = 0;   ///< where the river stack starts in full_deck_
  std::vector<int> deck_;
  std::vector<std::pair<int, int>> candidates_;  ///< scratch: river placements (cell, rotation)
  int start_type_ = 0;
  int player_ = 0;
  int set_aside_ = 0;
  int river_set_aside_ = 0;
  bool lake_placed_ = false;
  int turns_ = 0;
};

/// What `carckit simulate` runs.
struct SimulationOptions {
  long long games = 1000;
  int players = 2;
  uint64_t seed = 1;
  int threads = 1;
  RandomPolicy policy;
};

/// Road, city and monastery counts: kinds of feature that can be completed.
constexpr int kCompletableKinds = 3;

/// Sums over many games. All integers, so adding them up in any order gives
/// the same totals.
struct SimulationTotals {
  long long games = 0;
  long long set_aside = 0;            ///< tiles set aside, over all games
  int set_aside_max = 0;              ///< most in one game
  long long games_with_set_aside = 0;
  long long river_set_aside = 0;      ///< river and lake tiles set aside, over all games
  long long lakes = 0;                ///< games in which the lake ended the river
  std::vector<long long> seat_points;  ///< final score per seat, summed
  std::vector<int> seat_min;
  std::vector<int> seat_max;
  std::vector<long long> seat_wins;   ///< games won or shared per seat
  std::array<long long, kScoreKinds> in_play{};        ///< points by kind, all players
  std::array<long long, kScoreKinds> final_scoring{};  ///< points by kind, all players
  std::array<long long, kCompletableKinds> features{};   ///< features by the end of the game
  std::array<long long, kCompletableKinds> completed{};  ///< of which complete
  long long turns = 0;
  int turns_min = 0;
  int turns_max = 0;

  /// Totals for `players` seats and no games.
  explicit SimulationTotals(int players = 0);
  /// Adds one finished game.
  void Add(const RandomGame& game);
  /// Adds another run's totals.
  void Merge(const SimulationTotals& other);
};

/// The outcome of Simulate.
struct SimulationResult {
  SimulationOptions options;
  std::string set_id;
  std::string set_name;
  int tiles = 0;
  int followers = 0;
  bool farmers = false;
  bool river = false;  ///< the set has a river: the river figures apply
  SimulationTotals totals;
  double seconds = 0;  ///< wall time; the only figure that varies between runs
};

/// The seed of game `index` in a run seeded `seed`.
uint64_t GameSeed(uint64_t seed, uint64_t index);

/// Plays `options.games` random games of a valid set on `options.threads` threads.
SimulationResult Simulate(const TileSet& set, const SimulationOptions& options);

/// The report as text.
std::string SimulationText(const SimulationResult& result);
/// The report as one JSON object.
std::string SimulationJson(const SimulationResult& result);

}  // namespace carc
