// `carckit simulate` as a user runs it: players, reports, comparisons,
// recorded games that `carckit score` replays, progress and Ctrl-C.
#include <gtest/gtest.h>

#include <regex>
#include <string>

#include "base/test_util.h"
#include "draw/raster.h"

namespace carc {
namespace {

using testing::RunResult;
using testing::TempDir;

/// Runs carckit with `args` from the source tree, so paths in messages are relative.
RunResult Carckit(const std::string& args) {
  return testing::Run("cd '" + testing::SourceDir() + "' && '" + testing::CarckitBinary() + "' " +
                      args);
}

TEST(CliSimulatePlayersTest, BadPlayerKindsAreUsageErrors) {
  RunResult r = Carckit("simulate base-c1 --ai gredy,random");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err,
            "error: simulate: --ai: unknown player 'gredy' (did you mean 'greedy'?); the kinds are "
            "random, greedy, mcts, mcts:N and mcts:N:random\n"
            "Run 'carckit simulate --help' for its options.\n");
  r = Carckit("simulate base-c1 --ai mcts:0");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err,
            "error: simulate: --ai: 'mcts:0': the playouts per move must be a whole number from 1 "
            "to 100000\nRun 'carckit simulate --help' for its options.\n");
  r = Carckit("simulate base-c1 --ai greedy,random --players 3");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err,
            "error: simulate: --ai names 2 players, but --players is 3: give one kind for every seat, or one per "
            "seat\n");
  r = Carckit("simulate base-c1 --record-games 3");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "error: simulate: --record-games: needs --record DIR\n");
}

TEST(CliSimulatePlayersTest, AListOfKindsSetsTheTable) {
  RunResult r = Carckit("simulate base-c1 --ai greedy,random,random --games 30 --format json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find(R"("players":3,)"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find(R"("ai":["greedy","random","random"])"), std::string::npos) << r.out;
  // Today's keys stay; the new figures come beside them.
  for (const char* key : {"\"set_aside\":{\"mean\"", "\"seats\":[{\"seat\":1,\"kind\":\"greedy\",\"mean\"",
                          "\"wins\"", "\"points\":{\"road\":{\"in_play\"", "\"completed\":{\"roads\"",
                          "\"turns\":{\"mean\"", "\"percentiles\":{\"p5\"", "\"tile_types\":[{\"id\":\"A\"",
                          "\"features\":{\"road\":{\"per_game\"", "\"open_edges\":{\"field\"",
                          "\"followers\":{\"empty_supply\""})
    EXPECT_NE(r.out.find(key), std::string::npos) << key;
}

TEST(CliSimulatePlayersTest, RotatedSeatsReportByPlayerAndBySeat) {
  RunResult r = Carckit("simulate base-c1 --ai greedy,random --rotate-seats --games 20");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("  players: greedy, random; seats rotate every game\n"), std::string::npos) << r.out;
  EXPECT_TRUE(std::regex_search(r.out, std::regex("\n    player 1  greedy .* 100\\.0% .* 35\\.5\n")))
      << r.out;
  EXPECT_NE(r.out.find("  final score by seat (seat 1 moves first):\n"), std::string::npos);
}

// The charts on the first page, the tile table (22 types with 8.4 mm
// pictures) running on to a second.
TEST(CliSimulateReportTest, WritesAChartReport) {
  TempDir dir;
  std::string pdf = dir.Path("report.pdf");
  RunResult r = Carckit("simulate pnp-demo --ai greedy --games 40 --report '" + pdf + "'");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.err, "wrote " + pdf + " (2 pages)\n");
  std::string info = testing::PdfInfo(pdf);
  EXPECT_NE(info.find("Page size:       841.89 x 595.276 pts (A4)"), std::string::npos) << info;
  std::string text = testing::Squeeze(testing::PdfText(pdf, 1));
  for (const char* words :
       {"Play-test report: Carcassonne print-and-play demo (2020)", "40 games", "seed 1",
        "greedy in every seat", "Final score", "Points per game by feature", "Completed by the end",
        "Tile types", "Seats get unequal turns"})
    EXPECT_NE(text.find(words), std::string::npos) << words << "\n" << text;
}

TEST(CliSimulateReportTest, PngAndSvgByExtensionAndNothingElse) {
  TempDir dir;
  RunResult r = Carckit("simulate pnp-demo --games 20 --report '" + dir.Path("r.png") + "'");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  Raster png = ReadPng(dir.Path("r.png"));
  EXPECT_EQ(png.width, 1754);  // 297 mm at 150 dpi
  EXPECT_EQ(png.height, 2 * 1240);  // two pages, one under the other
  r = Carckit("simulate pnp-demo --games 20 --report '" + dir.Path("r.svg") + "'");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(testing::ReadFile(dir.Path("r.svg")).find("<svg"), std::string::npos);
  r = Carckit("simulate pnp-demo --games 20 --report '" + dir.Path("r.jpg") + "'");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.out, "");  // refused before playing
  EXPECT_EQ(r.err, "error: cannot tell the format of report '" + dir.Path("r.jpg") +
                       "': name it .pdf, .svg or .png\n");
}

// In a set of fields and one city tile, the city tile is set aside every
// time: its set-aside bar is full and red, the field tile's empty.
TEST(CliSimulateReportTest, AlwaysSetAsideShowsAsAFullRedBar) {
  TempDir dir;
  testing::WriteFile(dir.Path("fields.yaml"), R"(set:
  name: Fields and one city
tiles:
  - {id: S, count: 1, start: true, edges: FFFF, monastery: true}
  - {id: F, count: 8, edges: FFFF}
  - {id: X, count: 3, edges: CCCC, cities: [{sides: [N, E, S, W]}]}
)");
  std::string pdf = dir.Path("r.pdf");
  RunResult r = Carckit("simulate '" + dir.Path("fields.yaml") + "' --games 50 --report '" + pdf + "'");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  Raster page = RasterizePdfPage(pdf, 1, 100);
  ASSERT_FALSE(page.empty());
  // Runs of warning red (set-aside bars), scanning the right half row by row.
  int rows = 0, longest = 0;
  for (int y = 0; y < page.height; ++y) {
    int run = 0, best = 0;
    for (int x = page.width / 2; x < page.width; ++x) {
      bool red = page.At(x, y, 0) > 170 && page.At(x, y, 1) < 45 && page.At(x, y, 2) < 40;
      run = red ? run + 1 : 0;
      best = std::max(best, run);
    }
    rows += best > 0;
    longest = std::max(longest, best);
  }
  // One bar, 9 mm long (the set-aside column's bar), 3.4 mm high.
  EXPECT_NEAR(longest, Mm(9).px(100), 3);
  EXPECT_NEAR(rows, Mm(3.4).px(100), 3);
}

TEST(CliSimulateCompareTest, ShowsTheSetsSideBySide) {
  RunResult r = Carckit("simulate base-c1 --compare pnp-demo --games 30");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out.substr(0, r.out.find('\n')),
            "comparing 2 sets: 30 games each, 2 players (random in every seat), seed 1");
  EXPECT_TRUE(std::regex_search(r.out, std::regex("\n  tiles +72 +48\n"))) << r.out;
  EXPECT_TRUE(std::regex_search(r.out, std::regex("\n    W +base-c1 +[0-9.]+ .*\n +pnp-demo +-\n"))) << r.out;
  r = Carckit("simulate base-c1 --compare pnp-demo --games 30 --format json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out.substr(0, 25), R"({"sets":[{"set":"base-c1")");
  EXPECT_NE(r.out.find(R"(},{"set":"pnp-demo")"), std::string::npos);
}

/// "Final scores: a 12, b 30" of a recorded file, as the run reported them.
std::string ReportedScores(const std::string& file) {
  std::string text = testing::ReadFile(file);
  size_t at = text.find("# Final scores: ");
  return at == std::string::npos ? "" : text.substr(at + 16, text.find('\n', at) - at - 16);
}

/// "a 12, b 30" from `carckit score ... --final` output.
std::string ReplayedScores(const std::string& out) {
  std::vector<std::string> parts;
  std::regex line("\n([^\n]+): (-?[0-9]+) points?\n");
  for (std::sregex_iterator it(out.begin(), out.end(), line), end; it != end; ++it)
    parts.push_back((*it)[1].str() + " " + (*it)[2].str());
  std::string joined;
  for (const std::string& p : parts) joined += (joined.empty() ? "" : ", ") + p;
  return joined;
}

TEST(CliSimulateRecordTest, RecordedGamesReplayToTheReportedScoresForEveryKind) {
  for (const char* ai : {"random", "greedy,random", "mcts:5,greedy", "mcts:5:random,random,greedy"}) {
    TempDir dir;
    std::string games = dir.Path("games");
    RunResult r = Carckit(std::string("simulate base-c1 --games 4 --threads 2 --rotate-seats --ai ") +
                          ai + " --record '" + games + "' --record-games 3");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(r.err, "recorded 3 games in " + games + "\n");
    std::string readme = testing::ReadFile(games + "/README");
    std::regex file("\n(game-[0-9]+-[a-z]+\\.yaml): ");
    int replayed = 0;
    for (std::sregex_iterator it(readme.begin(), readme.end(), file), end; it != end; ++it) {
      std::string path = games + "/" + (*it)[1].str();
      RunResult score = Carckit("score base-c1 '" + path + "' --final");
      ASSERT_EQ(score.exit_code, 0) << score.err << testing::ReadFile(path);
      EXPECT_EQ(ReplayedScores(score.out), ReportedScores(path)) << ai << " " << path;
      EXPECT_NE(ReportedScores(path), "");
      ++replayed;
    }
    EXPECT_EQ(replayed, 3) << readme;
  }
}

// Long runs are stopped after 2.5 s by the SIGINT of `timeout`, however fast
// the machine: past the 1 s after which progress shows.
TEST(CliSimulateProgressTest, ShowsProgressOnlyOnATerminal) {
  std::string run = "timeout --preserve-status -s INT 2.5 '" + testing::CarckitBinary() +
                    "' simulate base-c1 --ai greedy --games 100000000 --format json";
  // With stderr a pipe, nothing but the note that the run was stopped.
  RunResult quiet = testing::Run("cd '" + testing::SourceDir() + "' && " + run);
  EXPECT_EQ(quiet.exit_code, 130);
  EXPECT_EQ(quiet.err, "carckit simulate: stopped by Ctrl-C: the figures are of the games finished\n");
  // On a terminal (script gives it one): games done, games a second, time left.
  RunResult tty = testing::Run("cd '" + testing::SourceDir() + "' && script -qec \"" + run +
                               "\" /dev/null");
  EXPECT_TRUE(std::regex_search(
      tty.out, std::regex("\r[0-9]+ of 100000000 games \\([0-9]+%\\), [0-9.]+ games/s, about [0-9.]+ (s|min|h) left")))
      << tty.out.substr(0, 300);
}

TEST(CliSimulateInterruptTest, CtrlCPrintsTheFinishedGamesMarkedPartial) {
  RunResult r = testing::Run("cd '" + testing::SourceDir() + "' && ('" + testing::CarckitBinary() +
                             "' simulate base-c1 --ai greedy --games 100000000 & pid=$!; sleep 2.5; "
                             "kill -INT $pid; wait $pid)");
  EXPECT_EQ(r.exit_code, 130);
  EXPECT_TRUE(std::regex_search(
      r.out, std::regex("^base-c1 \\(Carcassonne base game\\): [0-9]+ of 100000000 games, 2 players, "
                        "seed 1 \\(partial: stopped before the end\\)\n")))
      << r.out.substr(0, 200);
  EXPECT_EQ(r.err, "carckit simulate: stopped by Ctrl-C: the figures are of the games finished\n");
}

}  // namespace
}  // namespace carc
