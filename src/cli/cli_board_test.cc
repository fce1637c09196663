// `carckit board` as a user runs it: what it writes and says, and how it
// refuses an illegal board or a bad option.
#include <gtest/gtest.h>

#include <string>

#include "base/test_util.h"
#include "draw/raster.h"

namespace {

using carc::test_support::RunResult;
using carc::test_support::TempDir;

RunResult Carckit(const std::string& args) {
  return carc::test_support::Run("cd '" + carc::test_support::SourceDir() + "' && '" +
                            carc::test_support::CarckitBinary() + "' " + args);
}

TEST(CliBoardTest, IllegalBoardIsRefusedWithTheMessageScoreGives) {
  TempDir tmp;
  RunResult score = Carckit("score tilesets/base-c1.yaml tests/boards/bad-edge.yaml");
  RunResult board = Carckit("board tilesets/base-c1.yaml tests/boards/bad-edge.yaml -o " + tmp.Path("b.png"));
  EXPECT_EQ(board.exit_code, 1);
  EXPECT_EQ(board.out, "");
  EXPECT_EQ(board.err, score.err);
  EXPECT_EQ(board.err,
            "tests/boards/bad-edge.yaml:6:5: error: move 2: tile V at [-1, 0] rotation 0: edge E "
            "(field) does not match edge W (road) of tile D at [0, 0]\n");
  EXPECT_TRUE(carc::test_support::ReadFile(tmp.Path("b.png")).empty());
  RunResult bad = Carckit("board base-c1 tests/boards/bad-structure.yaml -o " + tmp.Path("b.pdf"));
  EXPECT_EQ(bad.exit_code, 1);
  EXPECT_EQ(bad.err, Carckit("score base-c1 tests/boards/bad-structure.yaml").err);
}

TEST(CliBoardTest, WritesStepPagesAndSaysSo) {
  TempDir tmp;
  std::string pdf = tmp.Path("farms.pdf");
  RunResult r = Carckit("board base-c1 tests/boards/farms.yaml --steps --final -o " + pdf);
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, "wrote " + pdf + " (9 pages)\n");
  std::string last = carc::test_support::Squeeze(carc::test_support::PdfText(pdf, 9));
  EXPECT_NE(last.find("Final scoring: farm bordering 2 completed cities: red 6, blue 6"), std::string::npos) << last;
  EXPECT_NE(last.find("red 6 points"), std::string::npos) << last;
}

TEST(CliBoardTest, PngSizedByDpi) {
  TempDir tmp;
  std::string png = tmp.Path("b.png");
  RunResult small = Carckit("board base-c1 tests/boards/example.yaml --dpi 50 -o " + png);
  ASSERT_EQ(small.exit_code, 0) << small.err;
  EXPECT_EQ(small.out, "wrote " + png + "\n");
  carc::Raster a = carc::ReadPng(png);
  ASSERT_EQ(Carckit("board base-c1 tests/boards/example.yaml --dpi 100 -o " + png).exit_code, 0);
  carc::Raster b = carc::ReadPng(png);
  EXPECT_NEAR(b.width, 2 * a.width, 1);
  EXPECT_NEAR(b.height, 2 * a.height, 1);
}

TEST(CliBoardTest, UsageProblemsExitTwo) {
  TempDir tmp;
  RunResult r = Carckit("board base-c1 tests/boards/example.yaml --move 7 -o " + tmp.Path("b.pdf"));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "error: --move 7: tests/boards/example.yaml has 3 moves\n");
  r = Carckit("board base-c1 tests/boards/example.yaml -o " + tmp.Path("b.jpg"));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "error: cannot tell the format of '" + tmp.Path("b.jpg") + "': name it .pdf, .svg or .png\n");
  r = Carckit("board base-c1 tests/boards/example.yaml --dpi abc");
  EXPECT_EQ(r.exit_code, 2);
}

}  // namespace
