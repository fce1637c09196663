// What makes the greedy evaluation cheaper must not change what it chooses:
// the farmer moves it leaves out, and what a search's evaluator keeps between
// branches, give the choices and values of the whole listing by a fresh one.
#include "play/greedy_eval.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <tuple>

#include "play/match.h"
#include "play/simulate.h"
#include "rules/engine_testing.h"

namespace carc {
namespace {

using test_support::BundledSet;

/// The tiles of the set not yet on `game`'s board.
UnseenTiles Unseen(const ShapeCatalog& catalog, const Game& game) {
  std::vector<int> counts;
  for (const TileType& t : catalog.set().tiles) counts.push_back(t.count);
  for (const PlacedTile& p : game.placements()) --counts[size_t(p.type)];
  UnseenTiles unseen;
  unseen.Reset(counts);
  return unseen;
}

using MoveKey = std::tuple<int, int, int>;

MoveKey Key(const Move& m) { return {m.at.cell, m.at.quarters, m.segment}; }

/// The `k` best of `moves`: highest value first, equal values in listing order.
std::vector<MoveKey> Leading(const std::vector<ScoredMove>& moves, size_t k) {
  std::vector<size_t> order(moves.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(),
                   [&](size_t a, size_t b) { return moves[a].value > moves[b].value; });
  std::vector<MoveKey> keys;
  for (size_t i = 0; i < std::min(k, order.size()); ++i) keys.push_back(Key(moves[order[i]].move));
  return keys;
}

/// Greedy games of base-c1 played turn by turn: calls fn(game) after each turn.
template <typename Fn>
void ForEachPosition(const ShapeCatalog& catalog, int games, Fn fn) {
  Match match(catalog, {PlayerSpec{PlayerKind::Greedy}, PlayerSpec{PlayerKind::Greedy}});
  for (int g = 0; g < games; ++g) {
    match.Start(GameSeed(5, uint64_t(g)));
    while (match.PlayTurn()) fn(match.game());
  }
}

TEST(GreedyEvalTest, FarmerMovesLeftOutChangeNoChoice) {
  ShapeCatalog catalog(BundledSet("base-c1"));
  GreedyEvaluator full(catalog), best(catalog), leading(catalog);
  int compared = 0, shorter = 0;
  ForEachPosition(catalog, 2, [&](const Game& game) {
    UnseenTiles unseen = Unseen(catalog, game);
    int player = int(game.placements().size()) % 2;
    for (int type = 0; type < catalog.TypeCount(); ++type) {
      if (unseen.count(type) == 0 || CountPlacements(game, type) == 0) continue;
      std::vector<ScoredMove> all, some;
      full.ScoreMoves(game, unseen, player, type, &all);
      Rng a(uint64_t(7 + type)), b(uint64_t(7 + type)), c(uint64_t(7 + type));
      BestMoveChooser whole(&a), listing(&c);
      for (const ScoredMove& m : all) whole.Offer(m.move, m.value);
      Move chosen = best.Best(game, unseen, player, type, &b);
      leading.ScoreLeadingMoves(game, unseen, player, type, 6, &listing, &some);
      ASSERT_EQ(Key(chosen), Key(whole.choice()));
      ASSERT_EQ(Key(listing.choice()), Key(whole.choice()));
      uint64_t next = a.Next();  // ties drew as often from each generator
      ASSERT_EQ(b.Next(), next);
      ASSERT_EQ(c.Next(), next);
      ASSERT_EQ(Leading(some, 6), Leading(all, 6));
      shorter += some.size() < all.size();
      ++compared;
    }
  });
  EXPECT_GT(compared, 1000);
  EXPECT_GT(shorter, 100);  // farmer moves were left out, so the comparison meant something
}

TEST(GreedyEvalTest, WhatASearchKeepsBetweenBranchesValuesAsAFreshEvaluatorDoes) {
  ShapeCatalog catalog(BundledSet("base-c1"));
  GreedyEvaluator kept(catalog), fresh(catalog);
  int bases = 0, compared = 0;
  ForEachPosition(catalog, 1, [&](const Game& root) {
    if (root.placements().size() % 10 != 0) return;  // a base every 10 turns
    ++bases;
    kept.SetBase(root);
    UnseenTiles root_unseen = Unseen(catalog, root);
    Rng rng(uint64_t(root.placements().size()));
    for (int branch = 0; branch < 6; ++branch) {
      kept.ReturnToBase();
      Game sim = root;
      UnseenTiles unseen = root_unseen;
      for (int turn = 0; turn < 4; ++turn) {
        int type = -1;  // the first undrawn type from a random one on that fits
        for (int i = 0, from = int(rng.Below(uint32_t(catalog.TypeCount()))); i < catalog.TypeCount() && type < 0; ++i) {
          int t = (from + i) % catalog.TypeCount();
          if (unseen.count(t) > 0 && CountPlacements(sim, t) > 0) type = t;
        }
        if (type < 0) break;
        unseen.Remove(type);
        int player = (int(root.placements().size()) + turn) % 2;
        std::vector<ScoredMove> mine, theirs;
        kept.ScoreMoves(sim, unseen, player, type, &mine);
        fresh.Restart();
        fresh.ScoreMoves(sim, unseen, player, type, &theirs);
        ASSERT_EQ(mine.size(), theirs.size());
        for (size_t i = 0; i < mine.size(); ++i) {
          ASSERT_EQ(Key(mine[i].move), Key(theirs[i].move));
          ASSERT_EQ(mine[i].value, theirs[i].value);  // the same bits, not nearly
        }
        ++compared;
        // Branches differ: each plays one of the first few moves listed.
        const ScoredMove& m = mine[std::min(mine.size() - 1, size_t(rng.Below(4)))];
        sim.PlaceTile(type, m.move.at.quarters, m.move.at.cell, player);
        if (m.move.segment >= 0 && sim.CheckFollower(player, m.move.segment) == FollowerProblem::None)
          sim.PlaceFollower(player, m.move.segment);
        sim.ScoreCompleted();
      }
    }
  });
  EXPECT_GE(bases, 6);
  EXPECT_GT(compared, 100);
}

}  // namespace
}  // namespace carc
