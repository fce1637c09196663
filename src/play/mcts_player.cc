#include "play/mcts_player.h"

#include <algorithm>
#include <cmath>

#include "play/random_player.h"

namespace carc {

MctsPlayer::MctsPlayer(const ShapeCatalog& catalog, MctsOptions options)
    : catalog_(&catalog),
      options_(options),
      tree_eval_(catalog),
      playout_eval_(catalog),
      sim_(catalog, 1, catalog.set().followers, catalog.set().farmers, 1) {
  for (const TileType& t : catalog.set().tiles)
    stack_of_type_.push_back(t.IsLake() ? 1 : t.HasWater() ? 0 : 2);
}

Placement MctsPlayer::ChoosePlacement(const TurnView& turn) {
  chosen_ = Search(turn, options_.playouts);
  return chosen_.at;
}

Move MctsPlayer::Search(const TurnView& turn, int playouts) {
  root_ = &turn;
  // Each search has its own stream, so stopping one early (Decided) leaves
  // the draws of every later search, and so the game, as they were.
  rng_.Seed(Mix64(game_seed_ ^ (uint64_t(turn.game->placements().size()) << 32)));
  nodes_.clear();
  actions_.clear();
  edges_.clear();
  Node root;
  root.player = turn.player;
  root.type = turn.type;
  nodes_.push_back(root);
  sim_ = *turn.game;
  sim_unseen_ = *turn.unseen;
  ListUndrawn();  // the same tiles at the start of every playout
  playout_eval_.SetBase(*turn.game);
  Expand(0);
  playouts_run_ = 0;
  if (nodes_[0].action_count > 1)
    while (playouts_run_ < playouts &&
           !(options_.stop_when_decided && Decided(playouts - playouts_run_))) {
      Playout();
      ++playouts_run_;
    }
  // The most visited move; on equal visits the better mean, then the greedy's order.
  const Node& n = nodes_[0];
  int best = n.first_action;
  for (int a = n.first_action + 1; a < n.first_action + n.action_count; ++a) {
    const Action& x = actions_[size_t(a)];
    const Action& b = actions_[size_t(best)];
    if (x.visits > b.visits ||
        (x.visits == b.visits && x.visits > 0 && x.reward / x.visits > b.reward / b.visits))
      best = a;
  }
  return actions_[size_t(best)].move;
}

bool MctsPlayer::Decided(int left) const {
  // The final choice is the most visited move, equal visits going to the
  // better mean: a lead of more than `left` visits cannot be caught.
  const Node& n = nodes_[0];
  int first = 0, second = 0;
  for (int a = n.first_action; a < n.first_action + n.action_count; ++a) {
    int v = actions_[size_t(a)].visits;
    if (v > first) {
      second = first;
      first = v;
    } else if (v > second) {
      second = v;
    }
  }
  return first - second > left;
}

void MctsPlayer::Expand(int index) {
  const Node& node = nodes_[size_t(index)];
  tree_eval_.Restart();  // positions in the tree do not follow one another
  tree_eval_.ScoreMoves(sim_, sim_unseen_, node.player, node.type, &scored_);
  TakeCandidates(index);
}

void MctsPlayer::TakeCandidates(int index) {
  Node& node = nodes_[size_t(index)];
  size_t k = std::min(scored_.size(), size_t(std::max(1, options_.candidates)));
  // The best k in the greedy's order; equal values keep the listing order
  // (what a stable sort of every move gives): each move goes in after the
  // kept ones at least as good, all of which were listed before it.
  ranked_.clear();
  for (size_t i = 0; i < scored_.size() && k > 0; ++i) {
    double v = scored_[i].value;
    if (ranked_.size() == k) {
      if (!(v > scored_[size_t(ranked_.back())].value)) continue;
      ranked_.pop_back();
    }
    size_t pos = ranked_.size();
    ranked_.push_back(int(i));
    for (; pos > 0 && v > scored_[size_t(ranked_[pos - 1])].value; --pos) ranked_[pos] = ranked_[pos - 1];
    ranked_[pos] = int(i);
  }
  node.first_action = int(actions_.size());
  node.action_count = int(k);
  for (size_t i = 0; i < k; ++i) {
    Action a;
    a.move = scored_[size_t(ranked_[i])].move;
    actions_.push_back(a);
  }
}

Move MctsPlayer::ExpandAndChoose(int index) {
  const Node& node = nodes_[size_t(index)];
  // The move GreedyEvaluator::Best would play, from the same values.
  BestMoveChooser chooser(&rng_);
  playout_eval_.ScoreLeadingMoves(sim_, sim_unseen_, node.player, node.type,
                                  std::max(1, options_.candidates), &chooser, &scored_);
  TakeCandidates(index);
  return chooser.choice();
}

int MctsPlayer::Select(const Node& node) {
  int best = node.first_action;
  double best_score = -1;
  double log_visits = std::log(double(std::max(1, node.visits)));
  for (int a = node.first_action; a < node.first_action + node.action_count; ++a) {
    const Action& x = actions_[size_t(a)];
    if (x.visits == 0) return a;  // untried moves first, the greedy's best first
    double score = x.reward / x.visits + options_.exploration * std::sqrt(log_visits / x.visits);
    if (score > best_score) {
      best_score = score;
      best = a;
    }
  }
  return best;
}

void MctsPlayer::Apply(int player, int type, const Move& move) {
  sim_.PlaceTile(type, move.at.quarters, move.at.cell, player);
  if (move.segment >= 0 && sim_.CheckFollower(player, move.segment) == FollowerProblem::None)
    sim_.PlaceFollower(player, move.segment,
                       PreferLargeFollower(sim_, player, move.segment, sim_unseen_.total()));
  sim_.ScoreCompleted();
}

int MctsPlayer::Draw() {
  while (drawn_ < order_.size()) {
    int type = order_[drawn_++];
    sim_unseen_.Remove(type);
    if (CountPlacements(sim_, type) > 0) return type;  // else set aside
  }
  return -1;
}

bool MctsPlayer::Rollout(int node, int player, int type) {
  playout_eval_.ReturnToBase();  // another branch of the tree
  for (int turn = 0; type >= 0; ++turn) {
    if (options_.depth != kPlayToTheEnd && turn == options_.depth) return false;
    if (options_.policy == PlayoutPolicy::Greedy) {
      // The first turn values every move of the new node's position: its
      // candidates come from the same list.
      Apply(player, type,
            turn == 0 ? ExpandAndChoose(node)
                      : playout_eval_.Best(sim_, sim_unseen_, player, type, &rng_));
    } else {
      int legal = CountPlacements(sim_, type);
      Placement at = RandomPlacement(sim_, type, legal, &rng_);
      sim_.PlaceTile(type, at.quarters, at.cell, player);
      int segment = RandomFollower(sim_, player, RandomPolicy().follower_percent, &rng_);
      if (segment >= 0) sim_.PlaceFollower(player, segment);
      sim_.ScoreCompleted();
    }
    player = (player + 1) % sim_.players();
    type = Draw();
  }
  return true;
}

void MctsPlayer::Rewards(bool ended) {
  int players = sim_.players();
  if (ended) {
    sim_.FinalScoring();
    scores_.assign(size_t(players), 0);
    for (int p = 0; p < players; ++p) scores_[size_t(p)] = sim_.score(p).Total();
  } else {
    playout_eval_.ExpectedScores(sim_, sim_unseen_, &scores_);
  }
  rewards_.assign(size_t(players), 0);
  for (int p = 0; p < players; ++p) {
    double mine = scores_[size_t(p)], best_other = players == 1 ? 0 : -1e9;
    for (int q = 0; q < players; ++q)
      if (q != p) best_other = std::max(best_other, scores_[size_t(q)]);
    double margin = mine - best_other;
    double win = margin > 0 ? 1.0 : margin == 0 ? 0.5 : 0.0;
    // Winning counts most; the margin tells apart games that are all won or lost.
    rewards_[size_t(p)] = 0.5 * win + 0.25 * (1.0 + std::tanh(margin / 20.0));
  }
}

void MctsPlayer::ListUndrawn() {
  // The river stack (its lake last) comes first, then the main deck.
  undrawn_.clear();
  for (uint8_t stack : {0, 1, 2}) {
    if (stack == 1) river_end_ = undrawn_.size();
    if (stack == 2) main_from_ = undrawn_.size();
    for (int t = 0; t < catalog_->TypeCount(); ++t)
      if (stack_of_type_[size_t(t)] == stack) undrawn_.insert(undrawn_.end(), size_t(sim_unseen_.count(t)), t);
  }
}

void MctsPlayer::SampleOrder() {
  // The search never sees the deck: any order of the undrawn tiles may come.
  // Each part is shuffled in place, the river's before the main deck's.
  auto shuffle = [this](size_t from, size_t to) {
    for (size_t i = to - from; i > 1; --i)
      std::swap(order_[from + i - 1], order_[from + rng_.Below(uint32_t(i))]);
  };
  order_ = undrawn_;
  shuffle(0, river_end_);
  shuffle(main_from_, order_.size());
  drawn_ = 0;
}

void MctsPlayer::Playout() {
  sim_ = *root_->game;
  sim_unseen_ = *root_->unseen;
  SampleOrder();
  path_.clear();
  path_nodes_.clear();
  int index = 0, player = root_->player, type = root_->type;
  bool ended = true;
  while (true) {
    if (nodes_[size_t(index)].first_action < 0) Expand(index);
    int a = Select(nodes_[size_t(index)]);
    path_.push_back(a);
    path_nodes_.push_back(index);
    Apply(player, type, actions_[size_t(a)].move);
    player = (player + 1) % sim_.players();
    type = Draw();
    if (type < 0) break;  // the deck is out: the game is over
    int e = actions_[size_t(a)].first_edge;
    while (e >= 0 && edges_[size_t(e)].type != type) e = edges_[size_t(e)].next;
    if (e >= 0) {
      index = edges_[size_t(e)].node;
      continue;
    }
    // A new position: add it to the tree and play the game out from it.
    Node node;
    node.player = player;
    node.type = type;
    nodes_.push_back(node);
    edges_.push_back({type, int(nodes_.size()) - 1, actions_[size_t(a)].first_edge});
    actions_[size_t(a)].first_edge = int(edges_.size()) - 1;
    ended = Rollout(int(nodes_.size()) - 1, player, type);
    break;
  }
  Rewards(ended);
  for (size_t i = 0; i < path_.size(); ++i) {
    Node& node = nodes_[size_t(path_nodes_[i])];
    Action& action = actions_[size_t(path_[i])];
    node.visits += 1;
    action.visits += 1;
    action.reward += rewards_[size_t(node.player)];
  }
}

}  // namespace carc
