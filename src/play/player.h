// Who makes the moves in a simulated game: the player kinds (random, greedy,
// mcts), how `--ai` names them, and what a player is shown on its turn.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "base/rng.h"
#include "base/status.h"
#include "rules/game.h"
#include "rules/placement.h"
#include "rules/unseen_tiles.h"

namespace carc {

/// The kinds of simulated player.
enum class PlayerKind : uint8_t { Random, Greedy, Mcts };

/// Playouts per move of an `mcts` player when `--ai` gives no number.
constexpr int kDefaultMctsPlayouts = 200;
/// Most playouts per move `mcts:N` accepts.
constexpr int kMaxMctsPlayouts = 100000;

/// One seat's player as `--ai` names it.
struct PlayerSpec {
  PlayerKind kind = PlayerKind::Random;
  int playouts = kDefaultMctsPlayouts;  ///< mcts only: playouts per move
  bool random_playouts = false;         ///< mcts only: random players play the playouts out
  /// "random", "greedy", "mcts:200", "mcts:200:random".
  std::string Name() const;
};

/// Parses the kinds `--ai` names, one per comma-separated name: Invalid with
/// the bare reason (no "--ai: ") when a name is empty or unknown.
Status ParsePlayerKinds(const std::string& text, std::vector<PlayerSpec>* out);

/// Parses `--ai`: one kind for every seat ("greedy") or a comma list with one
/// per seat ("greedy,random,mcts:500"); "mcts:N:random" plays random playouts. `players` is the table's size, or 0 to
/// take it from the list. Invalid with the reason when a name is unknown or
/// the list's length does not match.
Status ParsePlayerSpecs(const std::string& text, int players, std::vector<PlayerSpec>* out);

/// How the random players choose their follower.
struct RandomPolicy {
  /// Chance, in percent, that a player with a follower in supply places one
  /// (on a free feature of the tile just placed, each equally likely).
  int follower_percent = 50;
};

/// What a player is shown on its turn. Everything here is public in a real
/// game: the board, the tile just drawn, and how many of each type are left.
struct TurnView {
  const Game* game = nullptr;           ///< the position
  const UnseenTiles* unseen = nullptr;  ///< tiles not drawn yet (the drawn one excluded)
  int player = 0;                       ///< the seat to move
  int type = 0;                         ///< the tile drawn
  int legal = 0;                        ///< its legal placements (at least 1)
  Rng* table_rng = nullptr;             ///< the game's generator (the deck's; random players use it)
};

/// A player: asked for a placement, then, with the tile on the board, for a follower.
class Player {
 public:
  virtual ~Player() = default;
  /// A new game starts; `seed` seeds the player's own choices.
  virtual void StartGame(uint64_t seed) {}
  /// One of the drawn tile's legal placements.
  virtual Placement ChoosePlacement(const TurnView& turn) = 0;
  /// With the tile placed: a segment of it for a follower (one that
  /// Game::CheckFollower allows), or -1 for none.
  virtual int ChooseFollower(const TurnView& turn) = 0;
  /// With a follower chosen for `segment` and both kinds in supply: whether
  /// it is the large one (Inns & Cathedrals). When only one kind is left,
  /// that one goes without asking.
  virtual bool ChooseLarge(const TurnView& turn, int segment) { return false; }
};

/// A new player of the kind `spec` names, for games of `catalog`'s set;
/// random players follow `policy`.
std::unique_ptr<Player> MakePlayer(const PlayerSpec& spec, const ShapeCatalog& catalog,
                                   RandomPolicy policy = RandomPolicy());

}  // namespace carc
