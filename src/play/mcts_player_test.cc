// The MCTS player's games stay what they were when its search gets faster:
// the same seeds give the same moves, followers and scores, move by move.
#include "play/mcts_player.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

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

// The figures were taken when each search got a generator of its own
// (seeded by the game and the turn), after greedy's farmers lost their clock
// (issue 20: greedy plays the playouts and the games' other seats); the
// search's speed-ups play the same moves, and any change to what the search
// plays shows here.
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
  EXPECT_EQ(d.scores, "119 117");
  EXPECT_EQ(d.moves, 7958991122830786866u);
  EXPECT_EQ(a.scores, "108 77");
  EXPECT_EQ(b.scores, "104 95");
  EXPECT_EQ(c.scores, "85 11");
  EXPECT_EQ(a.moves, 6558561142261046604u);
  EXPECT_EQ(b.moves, 5390504370371732134u);
  EXPECT_EQ(c.moves, 1618475600294461158u);
}

/// A match of an MCTS player with `options` against a greedy one, and the
/// playouts its searches ran.
struct CountedMatch {
  MctsPlayer* mcts = nullptr;
  std::unique_ptr<Match> match;
};

CountedMatch MctsAgainstGreedy(const ShapeCatalog& catalog, MctsOptions options) {
  CountedMatch m;
  auto mcts = std::make_unique<MctsPlayer>(catalog, options);
  m.mcts = mcts.get();
  std::vector<std::unique_ptr<Player>> players;
  players.push_back(std::move(mcts));
  players.push_back(MakePlayer(PlayerSpec{PlayerKind::Greedy}, catalog, RandomPolicy()));
  m.match = std::make_unique<Match>(catalog, std::move(players));
  return m;
}

// A search stops once the most visited move cannot be caught; the moves it
// plays are those of the whole budget, and each search's own generator keeps
// the later searches as they were.
TEST(MctsPlayerTest, StoppingADecidedSearchPlaysTheSameGames) {
  ShapeCatalog catalog(BundledSet("base-c1"));
  MctsOptions full, stopping;
  full.playouts = stopping.playouts = 60;
  full.stop_when_decided = false;
  for (uint64_t game = 0; game < 3; ++game) {
    CountedMatch a = MctsAgainstGreedy(catalog, full), b = MctsAgainstGreedy(catalog, stopping);
    GameTrace ta = Trace(a.match.get(), GameSeed(5, game), int(game % 2));
    GameTrace tb = Trace(b.match.get(), GameSeed(5, game), int(game % 2));
    EXPECT_EQ(ta.moves, tb.moves) << "game " << game;
    EXPECT_EQ(ta.scores, tb.scores) << "game " << game;
  }
  // And it does stop: the last search of a game rarely needs every playout.
  CountedMatch c = MctsAgainstGreedy(catalog, stopping);
  c.match->Start(GameSeed(5, 0), 0);
  int searches = 0, short_searches = 0;
  while (c.match->PlayTurn())
    if (c.match->draws().back().seat == 0 && c.match->draws().back().legal > 1) {
      ++searches;
      short_searches += c.mcts->playouts_run() < 60;
    }
  EXPECT_GT(searches, 20);
  EXPECT_GT(short_searches, 0);
}

}  // namespace
}  // namespace carc
