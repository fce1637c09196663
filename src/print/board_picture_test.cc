// Board pictures measured: a hand-made board drawn to PNG at 5 px/mm puts
// every tile on its cell and the follower in its player's colour on its
// feature; step pages count the moves; the page fits the board.
#include "print/board_picture.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "art/follower_spot.h"
#include "base/test_util.h"
#include "draw/raster.h"
#include "rules/engine_testing.h"

namespace carc {
namespace {

using test_support::TempDir;
using test_support::PlayBase;
using test_support::PlayedBoard;

// The docs' example, placed away from the origin: D at [3, 7], V east of it
// with red's thief, E closing D's city from the north.
const char* kExample = R"(players: [red, blue]
moves:
  - {tile: D, at: [3, 7]}
  - {tile: V, at: [4, 7], rotation: 90, follower: road W}
  - {tile: E, at: [3, 6], rotation: 180, follower: city S, player: red}
)";

constexpr double kDpi = 127;  // 5 pixels a millimetre
constexpr double kPxPerMm = 5;

struct Box {
  int x0 = 1 << 30, y0 = 1 << 30, x1 = -1, y1 = -1;
  void Add(int x, int y) { x0 = std::min(x0, x), y0 = std::min(y0, y), x1 = std::max(x1, x), y1 = std::max(y1, y); }
};

bool Near(const Raster& r, int x, int y, int red, int green, int blue, int tol) {
  return std::abs(r.At(x, y, 0) - red) <= tol && std::abs(r.At(x, y, 1) - green) <= tol &&
         std::abs(r.At(x, y, 2) - blue) <= tol;
}

/// The pixels of red's meeple fill (0.80, 0.13, 0.13).
bool MeepleRed(const Raster& r, int x, int y) { return Near(r, x, y, 204, 33, 33, 12); }

/// Pixel column and row of board cell (x, y)'s top-left corner.
int CellPx(const BoardPictureResult& res, int x) { return int(std::lround((res.origin.x + res.tile * double(x - res.cells.x0)).v * kPxPerMm)); }
int CellPy(const BoardPictureResult& res, int y) { return int(std::lround((res.origin.y + res.tile * double(y - res.cells.y0)).v * kPxPerMm)); }

BoardPictureResult Draw(const PlayedBoard& b, const std::string& path, BoardPictureOptions o) {
  BoardPictureResult res;
  Status s = WriteBoardPicture(path, b.board, *b.catalog, Theme(), o, {}, &res);
  EXPECT_TRUE(s.ok()) << s.ToString();
  return res;
}

TEST(BoardPictureTest, PngPutsTilesOnTheirCellsAndTheThiefOnItsRoad) {
  PlayedBoard b = PlayBase(kExample);
  ASSERT_EQ(b.errors, "");
  TempDir tmp;
  BoardPictureOptions o;
  o.tile = Mm(20);
  o.dpi = kDpi;
  BoardPictureResult res = Draw(b, tmp.Path("b.png"), o);
  Raster r = ReadPng(tmp.Path("b.png"));
  ASSERT_FALSE(r.empty());
  EXPECT_EQ(res.cells.x0, 3);
  EXPECT_EQ(res.cells.y0, 6);
  EXPECT_EQ(res.cells.Width(), 2);
  EXPECT_EQ(res.cells.Height(), 2);
  EXPECT_NEAR(res.tile.v, 20, 1e-9);

  // The one empty cell, [4, 6], shows the table: find it by its colour alone
  // over the whole image and check it is exactly one 100-pixel cell there.
  Box table;
  for (int y = 0; y < r.height; ++y)
    for (int x = 0; x < r.width; ++x)
      if (Near(r, x, y, 237, 232, 219, 2)) table.Add(x, y);
  EXPECT_NEAR(table.x0, CellPx(res, 4), 2);
  EXPECT_NEAR(table.y0, CellPy(res, 6), 2);
  EXPECT_NEAR(table.x1 - table.x0 + 1, 100, 3);
  EXPECT_NEAR(table.y1 - table.y0 + 1, 100, 3);

  // D's south half is field, E's north half too; green, not table or city.
  for (auto cell : {std::pair<int, int>{3, 7}, {3, 6}}) {
    int x = CellPx(res, cell.first) + 50, y = CellPy(res, cell.second) + (cell.second == 7 ? 85 : 15);
    EXPECT_GT(r.At(x, y, 1), r.At(x, y, 0) + 20) << cell.first << "," << cell.second;
    EXPECT_GT(r.At(x, y, 1), r.At(x, y, 2) + 40) << cell.first << "," << cell.second;
  }

  // Red's thief: all of red's meeple pixels on the board lie in V's cell,
  // centred on the middle of V's road (turned 90: the curve W-N).
  Box thief;
  int board_bottom = CellPy(res, 8);
  for (int y = 0; y < board_bottom; ++y)
    for (int x = 0; x < r.width; ++x)
      if (MeepleRed(r, x, y)) thief.Add(x, y);
  ASSERT_GE(thief.x1, 0) << "no red follower drawn";
  EXPECT_GE(thief.x0, CellPx(res, 4));
  EXPECT_LE(thief.x1, CellPx(res, 5));
  EXPECT_GE(thief.y0, CellPy(res, 7));
  const TileSet& set = b.catalog->set();
  Vec spot = TurnPoint(FollowerSpot(*set.Find("V"), FeatureKind::Road, 0), 1);
  EXPECT_NEAR((thief.x0 + thief.x1) / 2.0, CellPx(res, 4) + spot.x * 100, 4);
  EXPECT_NEAR((thief.y0 + thief.y1) / 2.0, CellPy(res, 7) + spot.y * 100, 6);
  // The knight went home when move 3 closed the city: no red on E.
  EXPECT_GT(thief.y0, CellPy(res, 7) - 1);
}

TEST(BoardPictureTest, StepsWriteOnePagePerMove) {
  PlayedBoard b = PlayBase(kExample);
  TempDir tmp;
  BoardPictureOptions o;
  o.steps = true;
  BoardPictureResult res = Draw(b, tmp.Path("steps.pdf"), o);
  EXPECT_EQ(res.pictures, 3);
  EXPECT_NE(test_support::Squeeze(test_support::PdfInfo(tmp.Path("steps.pdf"))).find("Pages: 3\n"), std::string::npos);
  o.move = 2;
  res = Draw(b, tmp.Path("two.pdf"), o);
  EXPECT_NE(test_support::Squeeze(test_support::PdfInfo(tmp.Path("two.pdf"))).find("Pages: 2\n"), std::string::npos);
  std::string page2 = test_support::Squeeze(test_support::PdfText(tmp.Path("two.pdf"), 2));
  EXPECT_NE(page2.find("After move 2 of 3, during play"), std::string::npos) << page2;
  EXPECT_NE(page2.find("Move 2 · red: tile V at [4, 7], rotation 90, thief on road W"), std::string::npos);
  o.move = 0;
  res = Draw(b, tmp.Path("s.png"), o);
  EXPECT_EQ(res.files, (std::vector<std::string>{tmp.Path("s-01.png"), tmp.Path("s-02.png"), tmp.Path("s-03.png")}));
  Raster first = ReadPng(tmp.Path("s-01.png")), last = ReadPng(tmp.Path("s-03.png"));
  EXPECT_EQ(first.width, last.width);  // the same frame for every step
  EXPECT_EQ(first.height, last.height);
}

TEST(BoardPictureTest, PdfFitsTheBoardToThePageAndShowsTheFinalScores) {
  PlayedBoard b = PlayBase(R"(players: [red, blue]
moves:
  - {tile: D, at: [0, 0]}
  - {tile: U, at: [-1, 0], follower: road E}
  - {tile: U, at: [-2, 0]}
  - {tile: U, at: [-3, 0]}
  - {tile: U, at: [-4, 0]}
  - {tile: U, at: [-5, 0]}
  - {tile: U, at: [-6, 0]}
  - {tile: U, at: [-7, 0]}
)");
  ASSERT_EQ(b.errors, "");
  TempDir tmp;
  BoardPictureOptions o;
  o.final_scoring = true;
  BoardPictureResult res = Draw(b, tmp.Path("wide.pdf"), o);
  // Eight cells across: landscape A4 holds them at (297 - 24) / 8 mm each.
  EXPECT_NE(test_support::Squeeze(test_support::PdfInfo(tmp.Path("wide.pdf"))).find("Page size: 841.89 x 595.276 pts"), std::string::npos);
  EXPECT_NEAR(res.tile.v, (297.0 - 24) / 8, 1e-6);
  std::string text = test_support::Squeeze(test_support::PdfText(tmp.Path("wide.pdf")));
  EXPECT_NE(text.find("red 8 points"), std::string::npos) << text;
  EXPECT_NE(text.find("0 in play + 8 final"), std::string::npos) << text;
  EXPECT_NE(text.find("After move 8 of 8, with the final scoring"), std::string::npos);
  // A small board is not blown up past the real tile size.
  PlayedBoard one = PlayBase("players: [a]\nmoves:\n  - {tile: D, at: [0, 0]}\n");
  res = Draw(one, tmp.Path("one.pdf"), BoardPictureOptions());
  EXPECT_NEAR(res.tile.v, 45, 1e-9);
}

// Pages of --steps draw each position as large as it fits: the first move's
// single tile at the real tile size, the board shrinking only as it grows.
TEST(BoardPictureTest, StepPagesScaleWithTheBoardSoFar) {
  PlayedBoard b = PlayBase(R"(players: [red, blue]
moves:
  - {tile: D, at: [0, 0]}
  - {tile: U, at: [-1, 0]}
  - {tile: U, at: [-2, 0]}
  - {tile: U, at: [-3, 0]}
  - {tile: U, at: [-4, 0]}
  - {tile: U, at: [-5, 0]}
  - {tile: U, at: [-6, 0]}
  - {tile: U, at: [-7, 0]}
)");
  ASSERT_EQ(b.errors, "");
  TempDir tmp;
  BoardPictureOptions o;
  o.steps = true;
  std::string pdf = tmp.Path("steps.pdf");
  BoardPictureResult res = Draw(b, pdf, o);
  EXPECT_EQ(res.pictures, 8);
  EXPECT_NEAR(res.tile.v, (297.0 - 24) / 8, 1e-6);  // the last page: the whole board
  // Each page's board is as wide as its cells at the largest size that fits:
  // measure the tiles' span on pages 1, 4 and 8 (landscape A4 at 5 px/mm).
  auto span = [&](int page) {  // how far the tiles' green fields reach across the page, mm
    Raster r = RasterizePdfPage(pdf, page, kDpi);
    int x0 = r.width, x1 = -1;
    for (int y = 0; y < r.height; y += 2)
      for (int x = 0; x < r.width; ++x)
        if (r.At(x, y, 1) > r.At(x, y, 0) + 30 && r.At(x, y, 1) > r.At(x, y, 2) + 30) {
          x0 = std::min(x0, x);
          x1 = std::max(x1, x);
        }
    return (x1 - x0 + 1) / kPxPerMm;
  };
  // (The fields stop a little short of the tiles' edges where a road or a
  // city meets them: 2.5 mm of slack, against 11 mm a tile between the
  // two scales.)
  EXPECT_NEAR(span(1), 45, 2.5);        // one tile, at the real tile size
  EXPECT_NEAR(span(4), 4 * 45, 2.5);    // four still fit at 45 mm
  EXPECT_NEAR(span(8), 297 - 24, 2.5);  // eight fill the page's width
}

// The page turns to suit the board, or as asked; --fit makes the page the
// board's own size at the tile size.
TEST(BoardPictureTest, PageOrientationCanBeChosenOrFitToTheBoard) {
  PlayedBoard wide = PlayBase("players: [a]\nmoves:\n  - {tile: D, at: [0, 0]}\n  - {tile: U, at: [-1, 0]}\n");
  TempDir tmp;
  BoardPictureOptions o;
  auto size = [&](const std::string& path) { return test_support::Squeeze(test_support::PdfInfo(path)); };
  // Two cells across fit either way at 45 mm: a wide board gets a landscape page.
  Draw(wide, tmp.Path("auto.pdf"), o);
  EXPECT_NE(size(tmp.Path("auto.pdf")).find("Page size: 841.89 x 595.276 pts"), std::string::npos);
  o.orientation = "portrait";
  Draw(wide, tmp.Path("portrait.pdf"), o);
  EXPECT_NE(size(tmp.Path("portrait.pdf")).find("Page size: 595.276 x 841.89 pts"), std::string::npos);
  o.orientation = "auto";
  o.fit = true;
  BoardPictureResult res = Draw(wide, tmp.Path("fit.pdf"), o);
  EXPECT_NEAR(res.tile.v, 45, 1e-9);
  std::string info = size(tmp.Path("fit.pdf"));
  EXPECT_EQ(info.find("(A4)"), std::string::npos) << info;
  EXPECT_EQ(info.find("Page size: 841.89"), std::string::npos) << info;
  o.orientation = "landscape";
  EXPECT_EQ(SanitizeBoardPicture("b.pdf", wide.board, o).ToString(),
            "error: --fit pages take the board's own shape: leave out --orientation");
  o.fit = false;
  EXPECT_EQ(SanitizeBoardPicture("b.png", wide.board, o).ToString(),
            "error: --orientation is for a PDF: an SVG or PNG picture is always the board's own size");
  o.orientation = "sideways";
  EXPECT_EQ(SanitizeBoardPicture("b.pdf", wide.board, o).ToString(),
            "error: --orientation must be auto, portrait or landscape, got 'sideways'");
}

// The grid labels the empty cells beside the tiles (where the next tile may
// go), never the corners of the bounding box, so it costs what the tiles do.
TEST(BoardPictureTest, GridLabelsTheEmptyCellsBesideTheTiles) {
  PlayedBoard b = PlayBase(kExample);
  TempDir tmp;
  BoardPictureOptions o;
  o.grid = true;
  BoardPictureResult res = Draw(b, tmp.Path("grid.pdf"), o);
  EXPECT_EQ(res.cells.x0, 2);
  EXPECT_EQ(res.cells.y1, 8);
  std::string text = test_support::Squeeze(test_support::PdfText(tmp.Path("grid.pdf")));
  for (const char* cell : {"[3, 7]", "[4, 6]"})
    EXPECT_NE(text.find(cell), std::string::npos) << cell;
  for (const char* corner : {"[2, 5]", "[5, 8]"})  // diagonal to every tile
    EXPECT_EQ(text.find(corner), std::string::npos) << corner;
}

TEST(BoardPictureTest, OptionsAreCheckedAgainstTheBoard) {
  PlayedBoard b = PlayBase(kExample);
  BoardPictureOptions o;
  EXPECT_EQ(SanitizeBoardPicture("b.gif", b.board, o).ToString(),
            "error: cannot tell the format of 'b.gif': name it .pdf, .svg or .png");
  o.move = 4;
  EXPECT_EQ(SanitizeBoardPicture("b.pdf", b.board, o).ToString(), "error: --move 4: board.yaml has 3 moves");
  o.move = 0;
  o.paper = "a7";
  EXPECT_EQ(SanitizeBoardPicture("b.pdf", b.board, o).ToString(),
            "error: unknown paper 'a7'; known papers: a4, letter, a3, legal, a5");
  o.paper = "a4";
  o.dpi = 50000;
  EXPECT_TRUE(SanitizeBoardPicture("b.pdf", b.board, o).IsIo());
  EXPECT_EQ(StepPath("out/b.png", 3, 120), "out/b-003.png");
  EXPECT_EQ(StepPath("b.svg", 3, 9), "b-03.svg");
}

TEST(BoardPictureTest, StepsOfALongGameAreBoundedBeforeDrawing) {
  // Each step draws every tile placed so far: 1000 steps of a line took 29 s
  // and 225 MB as a PDF (378 MB as SVG files), 10 000 steps 100 times that.
  BoardFile board;
  board.path = "line.yaml";
  board.moves.resize(10000);
  BoardPictureOptions o;
  o.steps = true;
  Status s = SanitizeBoardPicture("b.pdf", board, o);
  EXPECT_TRUE(s.IsIo());
  EXPECT_EQ(s.ToString(),
            "error: --steps would draw 50005000 tiles (10000 pictures, each with every tile placed "
            "so far); at most 200000 are drawn: add --move 631 or less, or leave out --steps");
  o.move = 631;
  EXPECT_TRUE(SanitizeBoardPicture("b.svg", board, o).ok());
  o.move = 632;
  EXPECT_FALSE(SanitizeBoardPicture("b.png", board, o).ok());
  o.steps = false;
  o.move = 0;
  EXPECT_TRUE(SanitizeBoardPicture("b.pdf", board, o).ok());
}

TEST(BoardPictureTest, AnOversizedPngIsRefusedBeforeDrawing) {
  PlayedBoard b = PlayBase(kExample);
  TempDir tmp;
  BoardPictureOptions o;
  o.tile = Mm(300);
  o.dpi = 2400;
  BoardPictureResult res;
  Status s = WriteBoardPicture(tmp.Path("huge.png"), b.board, *b.catalog, Theme(), o, {}, &res);
  EXPECT_TRUE(s.IsIo());
  EXPECT_NE(s.ToString().find("is too large (images may have at most 20000 pixels a side); lower --dpi or --tile-size"),
            std::string::npos) << s.ToString();
  EXPECT_TRUE(test_support::ReadFile(tmp.Path("huge.png")).empty());
}

}  // namespace
}  // namespace carc
