// The MCTS player's games stay what they were when its search gets faster:
// the same seeds give the same moves, followers and scores, move by move.
#include "play/mcts_player.h"

#include <gtest/gtest.h>

#include <string>

#include "play/match.h"
#include "play/simulate.h"
#include "rules/engine_testing.h"

namespace carc {
namespace {

using test_support::BundledSet;

/// A fingerprint of every move of a game (FNV-1a over each placement's type,
/// position, rotation and follower) and its final scores.
struct GameTrace {
  uint64_t moves = 1469598103934665603ull;
  std::string scores;
};

GameTrace Trace(Match* match, uint64_t seed, int rotation) {
  match->Start(seed, rotation);
  GameTrace trace;
  auto mix = [&](int64_t v) {
    trace.moves = (trace.moves ^ uint64_t(v)) * 1099511628211ull;
  };
  const Game& g = match->game();
  while (match->PlayTurn()) {
    const PlacedTile& t = g.placements().back();
    for (int64_t v : {int64_t(t.type), int64_t(g.board().X(t.cell)), int64_t(g.board().Y(t.cell)),
                      int64_t(t.quarters), int64_t(match->draws().back().segment)})
      mix(v);
  }
  match->Finish();
  for (int p = 0; p < g.players(); ++p)
    trace.scores += (p ? " " : "") + std::to_string(g.score(p).Total());
  return trace;
}

// The figures were taken from the search as it was before it was made faster
// (the playouts copied the root position and sampled a whole draw order each
// time); any change to what the search plays shows here. Taken again when
// greedy's farmers lost their clock (issue 20): greedy plays the playouts and
// the games' other seats.
TEST(MctsPlayerTest, TheSameSeedsPlayTheSameGamesAsBefore) {
  ShapeCatalog catalog(BundledSet("base-c1"));
  PlayerSpec mcts{PlayerKind::Mcts, 30}, greedy{PlayerKind::Greedy};
  PlayerSpec mcts_random{PlayerKind::Mcts, 30, true};
  Match against_greedy(catalog, {mcts, greedy});
  Match against_random(catalog, {mcts_random, PlayerSpec()});
  GameTrace a = Trace(&against_greedy, GameSeed(11, 0), 0);
  GameTrace b = Trace(&against_greedy, GameSeed(11, 1), 1);
  GameTrace c = Trace(&against_random, GameSeed(11, 2), 0);
  // A river: the sampled orders draw the river stack first, its lake last.
  ShapeCatalog river(BundledSet("river"));
  Match river_match(river, {mcts, greedy});
  GameTrace d = Trace(&river_match, GameSeed(11, 3), 0);
  EXPECT_EQ(d.scores, "116 118");
  EXPECT_EQ(d.moves, 12685972198070563273u);
  EXPECT_EQ(a.scores, "114 97");
  EXPECT_EQ(b.scores, "117 85");
  EXPECT_EQ(c.scores, "93 8");
  EXPECT_EQ(a.moves, 9190169479580459081u);
  EXPECT_EQ(b.moves, 8256319786117932295u);
  EXPECT_EQ(c.moves, 13340948203982158997u);
}

}  // namespace
}  // namespace carc
