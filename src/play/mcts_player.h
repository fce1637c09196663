// The Monte Carlo tree search player (after Ameneyro, Galván and Kuri
// Morales, "Playing Carcassonne with Monte Carlo Tree Search", 2020). Each
// playout samples an order for the tiles not yet drawn, walks down the tree
// (moves chosen by UCB1, draws by the sampled order), adds one position, and
// plays on with greedy players for a few turns, valuing the position then by
// the greedy evaluation's expected final scores; or with random players to
// the final scoring. The moves considered at each position are the greedy
// evaluation's best few.
#pragma once

#include <cstdint>
#include <vector>

#include "play/greedy_eval.h"
#include "play/large_follower.h"
#include "play/player.h"

namespace carc {

/// How the playouts past the tree choose their moves.
enum class PlayoutPolicy : uint8_t { Greedy, Random };

/// MctsOptions::depth that plays every playout to the final scoring.
constexpr int kPlayToTheEnd = -1;

/// The settings of an MCTS player, with their defaults.
struct MctsOptions {
  int playouts = kDefaultMctsPlayouts;  ///< playouts per move
  int candidates = 6;        ///< moves considered at each position: the greedy's best
  double exploration = 0.3;  ///< UCB1's constant (rewards lie in 0..1)
  PlayoutPolicy policy = PlayoutPolicy::Greedy;
  /// Turns a playout plays past the tree before it values the position by
  /// the greedy evaluation's expected final scores; 0 values the new
  /// position at once, kPlayToTheEnd plays to the final scoring.
  int depth = 4;
  /// Stop a search once no other move can catch up with the most visited
  /// one (the same move is played; only the playouts that cannot change it
  /// are left out).
  bool stop_when_decided = true;
};

/// Plays the move whose playouts did best.
class MctsPlayer : public Player {
 public:
  /// An MCTS player for games of `catalog`'s set.
  MctsPlayer(const ShapeCatalog& catalog, MctsOptions options = MctsOptions());
  /// Keeps the game's seed, from which each search seeds its generator.
  void StartGame(uint64_t seed) override { game_seed_ = seed; }
  /// Searches, and returns the chosen move's placement.
  Placement ChoosePlacement(const TurnView& turn) override;
  /// The chosen move's follower.
  int ChooseFollower(const TurnView& turn) override { return chosen_.segment; }
  /// The large follower by the shared rule of thumb (PreferLargeFollower).
  bool ChooseLarge(const TurnView& turn, int segment) override {
    return PreferLargeFollower(*turn.game, turn.player, segment, turn.unseen->total());
  }

  /// The best move for the position of `turn` after at most `playouts`
  /// playouts: the search stops once no other move can catch up with the
  /// most visited one, which would be played anyway.
  Move Search(const TurnView& turn, int playouts);
  /// Playouts the last Search ran.
  int playouts_run() const { return playouts_run_; }

 private:
  /// A position in the tree: `player` to move with tile `type`.
  struct Node {
    int player = 0;
    int type = 0;
    int first_action = -1;  ///< its moves in actions_, once expanded
    int action_count = 0;
    int visits = 0;
  };
  /// A move from a node and what followed it.
  struct Action {
    Move move;
    int visits = 0;
    double reward = 0;     ///< summed, for the node's player
    int first_edge = -1;   ///< draws seen after it, in edges_
  };
  /// A tile drawn after an action, leading to the node of the next position.
  struct Edge {
    int type = 0;
    int node = 0;
    int next = -1;
  };

  /// Whether the root's most visited move stays the most visited, whatever
  /// the `left` playouts still to run visit.
  bool Decided(int left) const;
  /// One playout from the root position.
  void Playout();
  /// Lists the greedy's best moves at `node` (the simulated position).
  void Expand(int node);
  /// Makes the best of scored_ (the moves of `node`'s position) its actions.
  void TakeCandidates(int node);
  /// Expands `node`, the simulated position, from the playouts' evaluator,
  /// and returns the move the greedy evaluation's Best would play there.
  /// The candidates are ranked with the tiles left at this first visit (a
  /// later visit finds the same board, but may have set a tile aside on the way).
  Move ExpandAndChoose(int node);
  /// The action of `node` to follow: an untried one first, else UCB1's best.
  int Select(const Node& node);
  /// Lists the tiles not yet drawn at the root into undrawn_, by stack: the
  /// river stack's first (a river set draws it before the main deck), the
  /// lake last of them, then the main deck's.
  void ListUndrawn();
  /// Samples an order for the tiles not yet drawn into order_: undrawn_
  /// with each stack shuffled.
  void SampleOrder();
  /// Plays `move` with tile `type` for `player` on the simulated game.
  void Apply(int player, int type, const Move& move);
  /// The next tile of the sampled order that fits somewhere, or -1 at the end.
  int Draw();
  /// Plays the simulated game on from new node `node` (`player` holding
  /// `type`), to its end or for options_.depth turns; returns whether the
  /// game ended. A greedy playout expands the node on its first turn.
  bool Rollout(int node, int player, int type);
  /// Each player's reward for the simulated game, into rewards_: from the
  /// final scores when it `ended`, else from the expected final scores.
  void Rewards(bool ended);

  const ShapeCatalog* catalog_;
  MctsOptions options_;
  GreedyEvaluator tree_eval_;     ///< ranks the moves of new positions
  GreedyEvaluator playout_eval_;  ///< plays greedy playouts
  uint64_t game_seed_ = 0;
  Rng rng_;  ///< seeded anew for each search, from the game's seed and the turn
  int playouts_run_ = 0;
  Move chosen_;
  // The search.
  const TurnView* root_ = nullptr;
  std::vector<Node> nodes_;
  std::vector<Action> actions_;
  std::vector<Edge> edges_;
  std::vector<int> path_;        ///< actions taken in this playout
  std::vector<int> path_nodes_;  ///< the nodes they were taken at
  Game sim_;
  UnseenTiles sim_unseen_;
  std::vector<int> undrawn_;  ///< the undrawn tiles at the root, by stack (ListUndrawn)
  std::vector<int> order_;  ///< the sampled order of the undrawn tiles
  std::vector<uint8_t> stack_of_type_;  ///< 0 river, 1 lake, 2 main deck: the order they come in
  size_t river_end_ = 0;    ///< where the river stack's lake starts in undrawn_ and order_
  size_t main_from_ = 0;    ///< where the main deck starts in undrawn_ and order_
  std::vector<int> ranked_;  ///< scratch: indices of scored_, best first
  size_t drawn_ = 0;
  std::vector<ScoredMove> scored_;
  std::vector<double> rewards_;
  std::vector<double> scores_;
};

}  // namespace carc
