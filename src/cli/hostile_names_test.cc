// Hostile inputs, round three: names with newlines in every "wrote" line and
// in recorded games, board pictures with --grid that cost their tiles, and
// files given on the command line that are not regular files.
#include <gtest/gtest.h>

#include <filesystem>
#include <sstream>
#include <string>

#include "base/test_util.h"

namespace carc {
namespace {

using test_support::RunBounded;
using test_support::RunResult;
using test_support::TempDir;
using test_support::WriteFile;

/// `carckit ARGS` run inside `dir`, bounded. The default address space is
/// generous: it stops a runaway, while what a run maps besides its own work
/// (fonts, locales, Pango's threads) differs from machine to machine; CI's
/// machine could not start Pango's thread under 256 MB where this one needs
/// 150. A test whose point is memory passes its own bound.
RunResult CarckitIn(const TempDir& dir, const std::string& args, int megabytes = 1024) {
  return RunBounded("cd '" + dir.Path("") + "' && exec '" + test_support::CarckitBinary() + "' " + args,
                    megabytes, 60);
}

/// Whether no line of `text` starts with "X" (the text after a newline in a name).
bool NoForgedLine(const std::string& text) {
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);)
    if (line.rfind("X", 0) == 0) return false;
  return true;
}

TEST(HostileNamesTest, ANewlineInAnOutputNameStaysInItsWroteLine) {
  TempDir dir;
  WriteFile(dir.Path("two.yaml"), "players: [a, b]\nmoves:\n  - {tile: D, at: [0, 0]}\n"
                                  "  - {tile: V, at: [1, 0], rotation: 90}\n");
  const char* runs[] = {
      "export pnp-demo -o \"$(printf 'd\\nX')\" --dpi 20",
      "simulate pnp-demo --games 2 --report \"$(printf 'r\\nX.png')\"",
      "simulate pnp-demo --games 2 --record \"$(printf 'g\\nX')\" --record-games 1",
      "board base-c1 two.yaml --steps -o \"$(printf 'b\\nX.png')\" --dpi 20",
      "board base-c1 two.yaml -o \"$(printf 'one\\nX.png')\" --dpi 20",
  };
  for (const char* args : runs) {
    RunResult r = CarckitIn(dir, args);
    EXPECT_EQ(r.exit_code, 0) << args << "\n" << r.err;
    EXPECT_TRUE(NoForgedLine(r.out) && NoForgedLine(r.err)) << args << "\n" << r.out << r.err;
    EXPECT_NE((r.out + r.err).find("\\x0AX"), std::string::npos) << args << "\n" << r.out << r.err;
  }
}

TEST(HostileNamesTest, ARecordFolderNameCannotBreakTheRecordedGame) {
  TempDir dir;
  RunResult r = CarckitIn(dir, "simulate pnp-demo --games 2 --record \"$(printf 'inject\\nmoves: []\\n#')\" "
                               "--record-games 1");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  std::string folder = dir.Path("inject\nmoves: []\n#");
  int replayed = 0;
  for (const auto& e : std::filesystem::directory_iterator(folder)) {
    if (e.path().extension() != ".yaml") continue;
    RunResult score = CarckitIn(dir, "score pnp-demo \"$(printf 'inject\\nmoves: []\\n#')/" +
                                         e.path().filename().string() + "\" --final");
    EXPECT_EQ(score.exit_code, 0) << score.err << test_support::ReadFile(e.path().string());
    EXPECT_EQ(score.out.find("0 moves"), std::string::npos) << score.out;
    ++replayed;
  }
  EXPECT_EQ(replayed, 1);
}

/// A set of field tiles and a staircase of `moves` of them: a box of
/// moves² / 4 cells holding `moves` tiles.
void WriteStaircase(const TempDir& dir, int moves) {
  WriteFile(dir.Path("fields.yaml"), "set:\n  name: Fields\ntiles:\n"
                                     "  - {id: S, count: 999, start: true, edges: FFFF}\n"
                                     "  - {id: F, count: 999, edges: FFFF}\n");
  std::string board = "players: [a, b]\nmoves:\n  - {tile: S, at: [0, 0]}\n";
  for (int i = 1, x = 0, y = 0; i < moves; ++i) {
    (i % 2 ? x : y) += 1;
    board += "  - {tile: F, at: [" + std::to_string(x) + ", " + std::to_string(y) + "]}\n";
  }
  WriteFile(dir.Path("stair.yaml"), board);
}

// 1 000 moves with --grid took 487 MB (and died by SIGSEGV under 400 MB):
// every cell of the box was outlined and labelled.
TEST(HostileNamesTest, AGridCostsTheTilesNotTheBox) {
  TempDir dir;
  WriteStaircase(dir, 1000);
  RunResult r = CarckitIn(dir, "board fields.yaml stair.yaml --grid --tile-size 5 -o stair.svg", 150);
  ASSERT_EQ(r.exit_code, 0) << r.err;
  // 1 000 tiles and at most 2 002 empty cells beside them, not 250 000 cells.
  std::string svg = test_support::ReadFile(dir.Path("stair.svg"));
  EXPECT_LT(svg.size(), 20u << 20) << svg.size();
}

TEST(HostileNamesTest, CommandLineFilesThatAreNotRegularSayWhatTheyAre) {
  TempDir dir;
  std::filesystem::create_directory(dir.Path("folder.yaml"));
  for (const char* args : {"kit pnp-demo --lang folder.yaml -o k.pdf",
                           "render pnp-demo --theme folder.yaml -o r.pdf",
                           "render pnp-demo -t folder.yaml -o r.pdf"}) {
    RunResult r = CarckitIn(dir, args);
    EXPECT_EQ(r.exit_code, 2) << args;
    EXPECT_EQ(r.err, "folder.yaml: error: cannot read: it is a folder\n") << args;
  }
}

// Its code is only the file's stem: the warning names the file too.
TEST(HostileNamesTest, ALanguageFileIsNamedByItsPathInWarnings) {
  TempDir dir;
  WriteFile(dir.Path("mine.yaml"), test_support::ReadFile(test_support::SourceDir() + "/templates/lang/ro.yaml"));
  RunResult r = CarckitIn(dir, "rules pnp-demo --lang mine.yaml -o r.pdf");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.err, test_support::SourceDir() +
                       "/tilesets/pnp-demo.yaml:8:3: warning: no 'mine' text (the language of "
                       "mine.yaml) for the set's name, the description and the names of tiles A, B, "
                       "C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, S, T, U, V; printing the "
                       "set's own language ('en') for them\n");
}

TEST(HostileNamesTest, AnEmptyPlayerListIsSaidOnce) {
  TempDir dir;
  RunResult r = CarckitIn(dir, "simulate pnp-demo --ai ,");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err,
            "error: simulate: --ai: an empty player name in ','; the kinds are random, greedy, "
            "mcts, mcts:N and mcts:N:random\n"
            "Run 'carckit simulate --help' for its options.\n");
}

}  // namespace
}  // namespace carc
