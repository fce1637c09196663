// One game played out by a table of players: the deck shuffled from a seed,
// each turn the drawn tile offered to the seat to move (set aside when it fits
// nowhere), the moves checked against the rules, and a record of every draw
// for the statistics and for writing the game down as a board file.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "base/rng.h"
#include "rules/game.h"
#include "play/player.h"
#include "rules/shapes.h"
#include "rules/unseen_tiles.h"

namespace carc {

/// One tile drawn: who drew it, whether it could be placed, what went on it.
struct DrawRecord {
  int seat = 0;              ///< the seat that drew it
  int type = 0;              ///< its tile type
  int legal = 0;             ///< its legal placements; 0 when it was set aside
  int fit_cells = 0;         ///< frontier cells where it fitted (in some rotation)
  int frontier = 0;          ///< frontier cells when it was drawn
  int segment = -1;          ///< the follower's segment on the placed tile, or -1
  bool large = false;        ///< that follower is the large one
  bool supply_empty = false; ///< the seat had no follower in supply when it drew
};

/// A game between players, one turn at a time. Seats move in order; seat 0
/// moves first after the start tile (the spring, with a river: the river
/// stack is drawn first, the lake last of it, then the main deck). A tile that
/// fits nowhere is set aside and the same seat draws again.
class Match {
 public:
  /// A game of the catalog's set with one player per entry of `players`.
  Match(const ShapeCatalog& catalog, std::vector<std::unique_ptr<Player>> players);
  /// A game with a player of each kind in `seats`; random ones follow `policy`.
  Match(const ShapeCatalog& catalog, const std::vector<PlayerSpec>& seats,
        RandomPolicy policy = RandomPolicy());
  /// A game of `players` random players.
  Match(const ShapeCatalog& catalog, int players);

  /// Deals as a set with `counts` copies of each type would (the same tile
  /// types, other counts: `--ablate`): the deck is that set's, shuffled the
  /// same way from the same seed, less the copies this set lacks (those that
  /// would be drawn last) and with the copies it has more put in at places
  /// drawn from the seed. So two such sets play the same deal wherever they
  /// agree. Nothing changes when the counts differ in river or lake tiles, or
  /// name another number of types.
  void DealAs(const std::vector<int>& counts);
  /// Resets, shuffles the deck with `seed` and places the start tile. Seat s
  /// is played by player entry (s + rotation) mod players.
  void Start(uint64_t seed, int rotation = 0);
  /// Draws until a tile fits (setting aside those that do not) and plays one
  /// turn. Returns false, playing nothing, when the deck runs out first.
  bool PlayTurn();
  /// The final scoring.
  void Finish() { game_.FinalScoring(); }
  /// Start, every turn, and the final scoring.
  void Play(uint64_t seed, int rotation = 0);

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
  /// Every draw of this game so far, in order.
  const std::vector<DrawRecord>& draws() const { return draws_; }
  /// The player entry sitting at `seat` in this game.
  int EntryAt(int seat) const { return (seat + rotation_) % game_.players(); }
  /// The rotation this game was started with.
  int rotation() const { return rotation_; }
  /// The start tile's type.
  int start_type() const { return start_type_; }

 private:
  /// Asks `seat` for its move with the tile `type` and plays it.
  void PlayMove(int seat, int type, int legal);
  /// Shuffles deck_[from, to) in place.
  void Shuffle(size_t from, size_t to);
  /// With DealAs: makes the shuffled deal deck_ hold this set's copies.
  void AdjustDeal();

  Game game_;
  std::vector<std::unique_ptr<Player>> players_;
  Rng rng_;
  UnseenTiles unseen_;
  std::vector<int> deck_counts_;  ///< copies of each type in a full deck, start tile excluded
  std::vector<uint8_t> lake_;     ///< per type: whether it is a lake (TileType::IsLake)
  /// Every copy but the start tile, by type, in drawing order from the back:
  /// the main deck, then the lake, then the river stack (drawn first).
  std::vector<int> full_deck_;
  size_t main_count_ = 0;   ///< copies in the main deck (the front of full_deck_)
  size_t river_from_ = 0;   ///< where the river stack starts in full_deck_
  std::vector<int> deck_;
  /// With DealAs: the other set's full deck, its main deck's size and where
  /// its river stack starts; empty otherwise.
  std::vector<int> deal_deck_;
  size_t deal_main_count_ = 0;
  size_t deal_river_from_ = 0;
  std::vector<DrawRecord> draws_;
  int start_type_ = 0;
  int seat_ = 0;
  int rotation_ = 0;
  int set_aside_ = 0;
  int river_set_aside_ = 0;
  bool lake_placed_ = false;
  int turns_ = 0;
};

}  // namespace carc
