#include "rules/board_position.h"

#include <gtest/gtest.h>

#include "rules/engine_testing.h"

namespace carc {
namespace {

using test_support::PlayBase;
using test_support::PlayedBoard;

const char* kExample = R"(players: [red, blue]
moves:
  - {tile: D, at: [10, 5]}
  - {tile: V, at: [11, 5], rotation: 90, follower: road W}
  - {tile: E, at: [10, 4], rotation: 180, follower: city S, player: red}
)";

TEST(BoardPositionTest, TilesStandWhereTheFileSaysAndFollowersWhereTheyStayed) {
  PlayedBoard b = PlayBase(kExample);
  ASSERT_EQ(b.errors, "");
  BoardPosition pos = CapturePosition(b.board, *b.game, false);
  EXPECT_EQ(pos.moves, 3);
  ASSERT_EQ(pos.tiles.size(), 3u);
  EXPECT_EQ(pos.tiles[1].x, 11);
  EXPECT_EQ(pos.tiles[1].y, 5);
  EXPECT_EQ(pos.tiles[1].quarters, 1);
  EXPECT_EQ(pos.tiles[0].player, -1);
  // The knight went home when move 3 closed the city; the thief stays.
  ASSERT_EQ(pos.followers.size(), 1u);
  EXPECT_EQ(pos.followers[0].tile, 1);
  EXPECT_EQ(pos.followers[0].kind, FeatureKind::Road);
  EXPECT_EQ(pos.followers[0].player, 0);
  EXPECT_EQ(pos.scores[0].InPlay(), 4);
  EXPECT_EQ(pos.supply[0], 6);
  ASSERT_EQ(pos.scored.size(), 1u);
  EXPECT_EQ(DescribeScore(pos.scored[0], b.board.players), "city of 2 tiles: red 4");
}

TEST(BoardPositionTest, FinalScoringCountsButLeavesTheFollowersInThePicture) {
  PlayedBoard b = PlayBase(kExample);
  BoardPosition pos = CapturePosition(b.board, *b.game, true);
  EXPECT_TRUE(pos.final_scoring);
  EXPECT_EQ(pos.scores[0].Total(), 6);
  EXPECT_EQ(pos.followers.size(), 1u);
  ASSERT_EQ(pos.scored.size(), 2u);
  EXPECT_TRUE(pos.scored[1].final_scoring);
  EXPECT_EQ(DescribeScore(pos.scored[1], b.board.players), "road of 2 tiles: red 2");
  EXPECT_EQ(b.game->score(0).Total(), 4);  // the game itself is untouched
}

TEST(BoardPositionTest, PlayBoardShowsEveryMoveOnce) {
  PlayedBoard b = PlayBase(kExample);
  Game game = NewBoardGame(b.board, *b.catalog);
  Diagnostics diags;
  std::vector<int> followers;
  ASSERT_TRUE(PlayBoard(b.board, &game, &diags, [&](const Game& g) {
    followers.push_back(int(CapturePosition(b.board, g, false).followers.size()));
  }).ok());
  EXPECT_EQ(followers, (std::vector<int>{0, 1, 1}));
}

TEST(BoardPositionTest, ExtentAndMoveTexts) {
  PlayedBoard b = PlayBase(kExample);
  CellBox all = BoardExtent(b.board, 3);
  EXPECT_EQ(all.x0, 10);
  EXPECT_EQ(all.y0, 4);
  EXPECT_EQ(all.Width(), 2);
  EXPECT_EQ(all.Height(), 2);
  CellBox first = BoardExtent(b.board, 1);
  EXPECT_EQ(first.Width(), 1);
  EXPECT_EQ(first.y0, 5);
  EXPECT_EQ(DescribeMove(b.board, *b.catalog, 1), "start tile D at [10, 5]");
  EXPECT_EQ(DescribeMove(b.board, *b.catalog, 2), "red: tile V at [11, 5], rotation 90, thief on road W");
  EXPECT_EQ(DescribeMove(b.board, *b.catalog, 3), "red: tile E at [10, 4], rotation 180, knight on city S");
}

}  // namespace
}  // namespace carc
