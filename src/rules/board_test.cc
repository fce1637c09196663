#include "rules/board.h"

#include <gtest/gtest.h>

#include "rules/engine_testing.h"

namespace carc {
namespace {

using testing_support::BundledSet;

class BoardTest : public ::testing::Test {
 protected:
  BoardTest() : catalog_(BundledSet("base-c1")), board_(72) {}
  const TileShape& Shape(const char* id, int quarters) {
    return catalog_.Get(catalog_.Find(id), quarters);
  }
  ShapeCatalog catalog_;
  Board board_;
};

TEST_F(BoardTest, StartTileOpensItsFourNeighbours) {
  board_.Place(Shape("D", 0), board_.Cell(0, 0), 0);
  EXPECT_EQ(board_.Frontier().size(), 4u);
  EXPECT_TRUE(board_.OnFrontier(board_.Cell(1, 0)));
  EXPECT_FALSE(board_.OnFrontier(board_.Cell(1, 1)));  // a corner is not an edge
  EXPECT_FALSE(board_.Fits(Shape("B", 0), board_.Cell(1, 1)));
  EXPECT_EQ(board_.At(board_.Cell(0, 0)), 0);
}

TEST_F(BoardTest, EveryTouchingEdgeMustMatch) {
  board_.Place(Shape("D", 0), board_.Cell(0, 0), 0);
  int east = board_.Cell(1, 0);
  EXPECT_TRUE(board_.Fits(Shape("U", 0), east));    // road meets road
  EXPECT_FALSE(board_.Fits(Shape("U", 1), east));   // field meets road
  EXPECT_EQ(board_.MismatchedSide(Shape("U", 1), east), int(Side::W));
  int north = board_.Cell(0, -1);
  EXPECT_TRUE(board_.Fits(Shape("E", 2), north));   // cap S meets cap N
  EXPECT_FALSE(board_.Fits(Shape("E", 0), north));
  // (1,-1) touches E at (0,-1) and U at (1,0): both edges must match.
  board_.Place(Shape("E", 2), north, 1);
  board_.Place(Shape("U", 0), east, 2);
  int corner = board_.Cell(1, -1);
  EXPECT_TRUE(board_.Fits(Shape("B", 0), corner));
  EXPECT_FALSE(board_.Fits(Shape("E", 3), corner));  // city W would meet E's field
  EXPECT_EQ(board_.MismatchedSide(Shape("E", 3), corner), int(Side::W));
}

TEST_F(BoardTest, ClearEmptiesTheGridForReuse) {
  board_.Place(Shape("D", 0), board_.Cell(0, 0), 0);
  board_.Place(Shape("U", 0), board_.Cell(1, 0), 1);
  board_.Clear();
  EXPECT_TRUE(board_.Frontier().empty());
  EXPECT_EQ(board_.At(board_.Cell(1, 0)), -1);
  EXPECT_EQ(board_.Need(board_.Cell(2, 0)), 0);
}

TEST_F(BoardTest, CellsKeepTheirCoordinates) {
  int c = board_.Cell(-5, 7);
  EXPECT_EQ(board_.X(c), -5);
  EXPECT_EQ(board_.Y(c), 7);
  EXPECT_EQ(board_.Neighbour(c, Side::N), board_.Cell(-5, 6));
}

TEST_F(BoardTest, GridGrowsUpToWhatTheSetCanReachKeepingEverything) {
  EXPECT_EQ(board_.Cell(40, 0), -1);  // starts small
  board_.Place(Shape("D", 0), board_.Cell(0, 0), 0);
  board_.Place(Shape("U", 0), board_.Cell(1, 0), 1);
  std::vector<std::pair<int, int>> frontier;
  for (int cell : board_.Frontier()) frontier.emplace_back(board_.X(cell), board_.Y(cell));
  EXPECT_FALSE(board_.NearEdge(board_.Cell(1, 0)));
  EXPECT_TRUE(board_.NearEdge(board_.Cell(0, 30)));
  board_.Grow();
  board_.Grow();
  EXPECT_FALSE(board_.NearEdge(board_.Cell(0, 30)));
  EXPECT_GE(board_.Cell(72, -72), 0);  // 72 tiles reach 71 cells out; one spare ring
  EXPECT_EQ(board_.Cell(73, 0), -1);
  EXPECT_FALSE(board_.NearEdge(board_.Cell(71, 0)));  // cannot grow further
  EXPECT_EQ(board_.At(board_.Cell(1, 0)), 1);
  std::vector<std::pair<int, int>> after;
  for (int cell : board_.Frontier()) after.emplace_back(board_.X(cell), board_.Y(cell));
  EXPECT_EQ(after, frontier);
  EXPECT_TRUE(board_.Fits(Shape("U", 0), board_.Cell(2, 0)));
  EXPECT_FALSE(board_.Fits(Shape("U", 1), board_.Cell(2, 0)));
  // D's city (digit 1 + City = 3) faces its north cell across that cell's side S.
  EXPECT_EQ(board_.Need(board_.Cell(0, -1)), 3 * kNeedWeight[int(Side::S)]);
}

}  // namespace
}  // namespace carc
