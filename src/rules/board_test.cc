#include "rules/board.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>

#include "rules/engine_testing.h"

namespace carc {
namespace {

using test_support::BundledSet;

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
  board_.Place(Shape("D", 0), board_.MakeCell(0, 0), 0);
  EXPECT_EQ(board_.Frontier().size(), 4u);
  EXPECT_TRUE(board_.OnFrontier(board_.Cell(1, 0)));
  EXPECT_FALSE(board_.OnFrontier(board_.Cell(1, 1)));  // a corner is not an edge
  EXPECT_FALSE(board_.Fits(Shape("B", 0), board_.Cell(1, 1)));
  EXPECT_EQ(board_.At(board_.Cell(0, 0)), 0);
  // D's city (digit 1 + City = 3) faces its north cell across that cell's side S.
  EXPECT_EQ(board_.Need(board_.Cell(0, -1)), 3 * kNeedWeight[int(Side::S)]);
}

TEST_F(BoardTest, EveryTouchingEdgeMustMatch) {
  board_.Place(Shape("D", 0), board_.MakeCell(0, 0), 0);
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
  board_.Place(Shape("D", 0), board_.MakeCell(0, 0), 0);
  board_.Place(Shape("U", 0), board_.Cell(1, 0), 1);
  board_.Clear();
  EXPECT_TRUE(board_.Frontier().empty());
  EXPECT_EQ(board_.At(board_.Cell(1, 0)), -1);
  EXPECT_EQ(board_.Need(board_.Cell(2, 0)), 0);
}

TEST_F(BoardTest, CellsKeepTheirCoordinates) {
  EXPECT_EQ(board_.Cell(-5, 7), -1);  // nothing there yet
  int c = board_.MakeCell(-5, 7);
  EXPECT_EQ(board_.X(c), -5);
  EXPECT_EQ(board_.Y(c), 7);
  EXPECT_EQ(board_.Cell(-5, 7), c);
  EXPECT_EQ(board_.Neighbour(c, Side::N), board_.Cell(-5, 6));
  for (int x : {-9, -8, -1, 0, 7, 8, 1000000}) {
    int d = board_.MakeCell(x, -x);
    EXPECT_EQ(board_.X(d), x);
    EXPECT_EQ(board_.Y(d), -x);
  }
}

TEST_F(BoardTest, NeighboursAcrossBlockEdgesAndAroundMatchCoordinates) {
  // Tiles on a square that crosses block edges (between -9 and -8, 7 and 8) every way.
  const TileShape& f = Shape("B", 0);  // a monastery in fields: fits next to fields
  board_.Place(f, board_.MakeCell(0, 0), 0);
  int placed = 1;
  for (int before = 0; before != placed;) {  // fill the square from (-9, -9) to (9, 9)
    before = placed;
    for (int x = -9; x <= 9; ++x)
      for (int y = -9; y <= 9; ++y)
        if (board_.OnFrontier(board_.Cell(x, y))) board_.Place(f, board_.Cell(x, y), placed++);
  }
  EXPECT_EQ(placed, 19 * 19);
  for (int x = -10; x <= 10; ++x)
    for (int y = -10; y <= 10; ++y) {
      int cell = board_.Cell(x, y);
      if (board_.At(cell) < 0) continue;
      for (int s = 0; s < kSides; ++s) {
        int n = board_.Neighbour(cell, Side(s));
        ASSERT_GE(n, 0);
        EXPECT_EQ(board_.X(n), x + kSideDx[s]);
        EXPECT_EQ(board_.Y(n), y + kSideDy[s]);
      }
      std::array<int, 8> around = board_.Around(cell);
      const int dx[8] = {0, 1, 1, 1, 0, -1, -1, -1}, dy[8] = {-1, -1, 0, 1, 1, 1, 0, -1};
      for (int k = 0; k < 8; ++k)
        EXPECT_EQ(board_.At(around[size_t(k)]), board_.TileAt(x + dx[k], y + dy[k]))
            << x << "," << y << " " << k;
    }
}

TEST_F(BoardTest, MemoryGrowsWithTilesNotWithTheBoardsExtent) {
  // A straight line of 10,000 tiles: 10,000 cells long, 3 rows of cells high.
  const TileShape& f = Shape("B", 0);
  Board board(10000);
  board.Place(f, board.MakeCell(0, 0), 0);
  for (int x = 1; x < 10000; ++x) board.Place(f, board.Cell(x, 0), x);
  EXPECT_EQ(board.TileAt(9999, 0), 9999);
  EXPECT_LE(board.BlockCount(), 2 * (10001 / 8 + 2));  // not 10000 squared
  board.Clear();
  EXPECT_EQ(board.BlockCount(), 0);  // a huge board is not kept for the next game
}

}  // namespace
}  // namespace carc
