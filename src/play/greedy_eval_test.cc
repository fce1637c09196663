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
using test_support::PlayedBoard;

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

// The farmer decision depends on the board and the tiles left, never on the
// seat: the old rule opened farms from the round in which a fifth of the deck
// was drawn, so at the same point seat 1 might consider farmers and seat 4
// not, and which seat reached the grown farms first moved with the deck's
// size (docs/engine.md, "Seat effects"). Every seat, at every number of
// tiles left, lists the same moves at the same values, farmers included from
// the first turn.
TEST(GreedyEvalTest, EverySeatWeighsTheSameMovesAlikeWhateverTheTilesLeft) {
  const TileSet& set = BundledSet("base-c1");
  for (const char* players : {"[red, blue]", "[red, blue, green, yellow]"}) {
    SCOPED_TRACE(players);
    PlayedBoard b = test_support::Play(
        set, std::string("players: ") + players + "\nmoves:\n  - {tile: D, at: [0, 0]}\n");
    ASSERT_EQ(b.errors, "");
    const ShapeCatalog& catalog = *b.catalog;
    int seats = b.game->players();
    std::vector<GreedyEvaluator> evals(size_t(seats), GreedyEvaluator{catalog});
    UnseenTiles unseen = Unseen(catalog, *b.game);
    int e = catalog.Find("E");  // a city cap: its fields border its city
    int compared = 0, first_turn_farmers = 0;
    for (int type = 0; unseen.total() > 0; type = (type + 1) % catalog.TypeCount()) {
      if (unseen.count(type) == 0) continue;
      int left = unseen.total();
      std::vector<ScoredMove> first, other;
      evals[0].ScoreMoves(*b.game, unseen, 0, e, &first);
      for (int seat = 1; seat < seats; ++seat) {
        evals[size_t(seat)].ScoreMoves(*b.game, unseen, seat, e, &other);
        ASSERT_EQ(other.size(), first.size()) << "seat " << seat + 1 << ", " << left << " tiles left";
        for (size_t i = 0; i < first.size(); ++i) {
          ASSERT_EQ(Key(other[i].move), Key(first[i].move));
          ASSERT_EQ(other[i].value, first[i].value) << "seat " << seat + 1 << ", " << left << " tiles left";
        }
        ++compared;
      }
      if (compared == seats - 1)  // the first turn
        for (const ScoredMove& m : first)
          first_turn_farmers += m.move.segment >= 0 &&
                                catalog.Get(e, m.move.at.quarters).segments[m.move.segment].kind ==
                                    FeatureKind::Field;
      unseen.Remove(type);  // one tile fewer left: every point of the game
    }
    EXPECT_EQ(compared, 71 * (seats - 1));
    EXPECT_GT(first_turn_farmers, 0);
  }
}

}  // namespace
}  // namespace carc
