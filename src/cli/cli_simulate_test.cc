// `carckit simulate` as a user runs it: players, reports, comparisons,
// recorded games that `carckit score` replays, progress and Ctrl-C.
#include <gtest/gtest.h>

#include <cmath>
#include <regex>
#include <string>

#include "base/test_util.h"
#include "draw/raster.h"

namespace carc {
namespace {

using test_support::RunResult;
using test_support::TempDir;

/// Runs carckit with `args` from the source tree, so paths in messages are relative.
RunResult Carckit(const std::string& args) {
  return test_support::Run("cd '" + test_support::SourceDir() + "' && '" + test_support::CarckitBinary() + "' " +
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
  // The keys of format 2; `points` and `completed` went (their figures are in `features`).
  EXPECT_EQ(r.out.find("\"points\":{"), std::string::npos);
  EXPECT_EQ(r.out.find("\"completed\":{"), std::string::npos);
  EXPECT_NE(r.out.find("\"follower_percent\":50"), std::string::npos);  // random players are at the table
  EXPECT_EQ(Carckit("simulate base-c1 --ai greedy --games 4 --format json").out.find("follower_percent"),
            std::string::npos);
  for (const char* key : {"\"format_version\":2,\"command\":\"simulate\"", "\"set_aside\":{\"mean\"",
                          "\"seats\":[{\"seat\":1,\"kind\":\"greedy\",\"mean\"", "\"wins\"",
                          "\"turns\":{\"mean\"", "\"percentiles\":{\"p5\"", "\"tile_types\":[{\"id\":\"A\"",
                          "\"features\":{\"road\":{\"per_game\"", "\"open_edges\":{\"field\"",
                          "\"followers\":{\"empty_supply\""})
    EXPECT_NE(r.out.find(key), std::string::npos) << key;
}

TEST(CliSimulatePlayersTest, RotatedSeatsReportByPlayerAndBySeat) {
  RunResult r = Carckit("simulate base-c1 --ai greedy,random --rotate-seats --games 20");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("  players: greedy, random; seats rotate every game\n"), std::string::npos) << r.out;
  EXPECT_TRUE(std::regex_search(r.out, std::regex("\n    player 1  greedy .* 100\\.0% .* 35\\.5 \\[35\\.3, 35\\.7\\]\n")))
      << r.out;
  EXPECT_NE(r.out.find("  final score by seat (seat 1 moves first):\n"), std::string::npos);
}

// The designer's page first, the charts on the second, the tile table (22
// types with 8.4 mm pictures) on the third and fourth.
TEST(CliSimulateReportTest, WritesAChartReport) {
  TempDir dir;
  std::string pdf = dir.Path("report.pdf");
  RunResult r = Carckit("simulate pnp-demo --ai greedy --games 40 --report '" + pdf + "'");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.err, "wrote " + pdf + " (4 pages)\n");
  std::string info = test_support::PdfInfo(pdf);
  EXPECT_NE(info.find("Page size:       841.89 x 595.276 pts (A4)"), std::string::npos) << info;
  std::vector<std::vector<const char*>> pages = {
      {"Play-test report: Carcassonne print-and-play demo (2020)", "40 games", "seed 1", "greedy in every seat",
       "For the designer", "The 22 types of pnp-demo", "Set aside", "The game", "Seats",
       "Strength of its types, strongest first"},
      {"Final score", "Points per game by feature", "Completed by the end", "Seats get unequal turns"},
      {"Tile types", "More tile types follow."},
      {"Tile types (continued)"}};
  for (size_t p = 0; p < pages.size(); ++p) {
    std::string text = test_support::Squeeze(test_support::PdfText(pdf, int(p) + 1));
    for (const char* words : pages[p]) EXPECT_NE(text.find(words), std::string::npos) << words << "\n" << text;
  }
}

TEST(CliSimulateReportTest, PngAndSvgByExtensionAndNothingElse) {
  TempDir dir;
  RunResult r = Carckit("simulate pnp-demo --games 20 --report '" + dir.Path("r.png") + "'");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  Raster png = ReadPng(dir.Path("r.png"));
  EXPECT_EQ(png.width, 1754);  // 297 mm at 150 dpi
  EXPECT_EQ(png.height, std::lround(Mm(4 * 210).px(150)));  // four pages, one under the other
  r = Carckit("simulate pnp-demo --games 20 --report '" + dir.Path("r.svg") + "'");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(test_support::ReadFile(dir.Path("r.svg")).find("<svg"), std::string::npos);
  r = Carckit("simulate pnp-demo --games 20 --report '" + dir.Path("r.jpg") + "'");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.out, "");  // refused before playing
  EXPECT_EQ(r.err, "error: cannot tell the format of report '" + dir.Path("r.jpg") +
                       "': name it .pdf, .svg or .png\n");
}

// In a set of fields, one cap and a city tile that fits only beside a city
// edge, the city tile is set aside often (a type set aside every time is an
// invalid set since validate checks reachability): its set-aside bar is red
// and, as the largest share, spans the column; the other types' are empty.
TEST(CliSimulateReportTest, SetAsideShowsAsARedBarAcrossTheColumn) {
  TempDir dir;
  test_support::WriteFile(dir.Path("fields.yaml"), R"(set:
  name: Fields and one city
tiles:
  - {id: S, count: 1, start: true, edges: FFFF, monastery: true}
  - {id: F, count: 8, edges: FFFF}
  - {id: Y, count: 1, edges: CFFF, cities: [{sides: [N]}]}
  - {id: X, count: 3, edges: CCCC, cities: [{sides: [N, E, S, W]}]}
)");
  std::string run = "simulate '" + dir.Path("fields.yaml") + "' --games 50";
  RunResult text = Carckit(run);
  ASSERT_EQ(text.exit_code, 0) << text.err;
  std::smatch m;
  ASSERT_TRUE(std::regex_search(text.out, m, std::regex("\n    X +[0-9.]+ +([0-9.]+)% +\\[[0-9.]+, ([0-9.]+)\\]")))
      << text.out;
  double share = std::stod(m[1].str()) / 100, high = std::stod(m[2].str()) / 100;
  ASSERT_GT(share, 0.2);
  std::string pdf = dir.Path("r.pdf");
  RunResult r = Carckit(run + " --report '" + pdf + "'");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  Raster page = RasterizePdfPage(pdf, 3, 100);  // the tile table, after the designer's page and the charts
  ASSERT_FALSE(page.empty());
  // Runs of warning red (set-aside bars), scanning the page row by row.
  int rows = 0, longest = 0;
  for (int y = 0; y < page.height; ++y) {
    int run = 0, best = 0;
    for (int x = 0; x < page.width; ++x) {
      bool red = page.At(x, y, 0) > 170 && page.At(x, y, 1) < 45 && page.At(x, y, 2) < 40;
      run = red ? run + 1 : 0;
      best = std::max(best, run);
    }
    rows += best > 0;
    longest = std::max(longest, best);
  }
  // One bar, 3.4 mm high, on the set-aside column's 12 mm scale, which
  // reaches the highest upper bound of the shares' intervals: X's.
  EXPECT_NEAR(longest, Mm(12).px(100) * share / high, 3);
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
  EXPECT_EQ(r.out.rfind(R"({"format_version":2,"command":"simulate","sets":[{"set":"base-c1")", 0), 0u) << r.out;
  EXPECT_NE(r.out.find(R"(},{"set":"pnp-demo")"), std::string::npos);
}

TEST(CliSimulateCompareTest, TwoVersionsOfOneSetAreLabelledByPathAndRecordApart) {
  TempDir dir;
  std::string base = test_support::SourceDir() + "/tilesets/pnp-demo.yaml";
  for (const char* v : {"v1", "v2"}) {
    std::string extra = std::string(v) == "v2" ? "  - {id: FFFF, count: 2, edges: FFFF}\n" : "";
    test_support::Run("mkdir -p '" + dir.Path(v) + "'");
    test_support::WriteFile(dir.Path(std::string(v) + "/my-set.yaml"),
                       "set:\n  name: My set\n  extends: " + base + "\ntiles:\n  - {id: A, count: 1}\n" + extra);
  }
  RunResult r = test_support::Run("cd '" + dir.Path("") + "' && '" + test_support::CarckitBinary() +
                             "' simulate v1/my-set.yaml --compare v2/my-set.yaml --games 40 --record games");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(std::regex_search(r.out, std::regex("\n +v1/my-set.yaml +v2/my-set.yaml\n"))) << r.out;
  // The second set's difference from the first, game by game, with its interval.
  EXPECT_TRUE(std::regex_search(
      r.out, std::regex("\n  seat 1 \\(random\\): mean score, difference +[-+][0-9.]+ \\[-?[0-9.]+, -?[0-9.]+\\]")))
      << r.out;
  EXPECT_EQ(r.err, "recorded 5 games in games/my-set-1\nrecorded 5 games in games/my-set-2\n");
  EXPECT_NE(test_support::ReadFile(dir.Path("games/my-set-1/README")).find("this set: v1/my-set.yaml"),
            std::string::npos);
  EXPECT_NE(test_support::ReadFile(dir.Path("games/my-set-2/README")).find("this set: v2/my-set.yaml"),
            std::string::npos);
}

TEST(CliSimulateCompareTest, AblateChangesOneTypesCountAndPlaysTheSameGames) {
  RunResult r = Carckit("simulate pnp-demo --ablate T=0 --games 40");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out.substr(0, r.out.find('\n')),
            "comparing 2 sets: 40 games each, 2 players (random in every seat), seed 1");
  EXPECT_TRUE(std::regex_search(r.out, std::regex("\n +pnp-demo +pnp-demo with T x0 \\(was x5\\)\n"))) << r.out;
  EXPECT_TRUE(std::regex_search(r.out, std::regex("\n  tiles +48 +43\n"))) << r.out;
  EXPECT_TRUE(std::regex_search(r.out, std::regex("\n    T +pnp-demo +[0-9.]+ .*\n +pnp-demo with T x0 \\(was x5\\) +0.00 "))) << r.out;
  // Each type's figures against the original's, game by game: T has none left.
  EXPECT_TRUE(std::regex_search(r.out, std::regex("\n  by tile type, against pnp-demo game by game"))) << r.out;
  EXPECT_TRUE(std::regex_search(r.out, std::regex("\n    U +pnp-demo with T x0 \\(was x5\\) +[-+][0-9.]+ \\[-?[0-9.]+, -?[0-9.]+\\]"))) << r.out;
  EXPECT_TRUE(std::regex_search(r.out, std::regex("\n    T +pnp-demo with T x0 \\(was x5\\)( +-){6}\n"))) << r.out;
  for (const auto& [arg, message] : std::vector<std::pair<std::string, std::string>>{
           {"Z=1", "the set pnp-demo has no tile type 'Z'"},
           {"T", "expected ID=COUNT, as in --ablate D=0, not 'T'"},
           {"T=1000", "the count must be a whole number from 0 to 999, not '1000'"}}) {
    r = Carckit("simulate pnp-demo --games 5 --ablate " + arg);
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_EQ(r.err, "error: simulate: --ablate: " + message + "\n");
    EXPECT_EQ(r.out, "");
  }
  r = Carckit("simulate pnp-demo --games 5 --ablate T=0 --compare base-c1");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "error: simulate: --ablate and --compare cannot be used together\n");
}

TEST(CliSimulateAutoTest, PlaysInBatchesUpToTheCapAndSaysWhy) {
  RunResult r = Carckit("simulate pnp-demo --games auto --max-games 600");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out.substr(0, r.out.find('\n')),
            "pnp-demo (Carcassonne print-and-play demo (2020)): 600 games, 2 players, seed 1");
  EXPECT_NE(r.out.find("\n  games: auto, 600 played in 2 batches; the goal: every seat's won or shared within +/-2.0\n"
                       "  points and the margin difference of all 22 tile types within +/-2.0 (95% intervals), at\n"
                       "  most 600 games; stopped at the cap; still wider: seat 1 won or shared +/-4.0"),
            std::string::npos)
      << r.out;
  r = Carckit("simulate pnp-demo --games auto --precision 6 --margin-precision 50 --format json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find(R"("precision":{"won_half_width":0.06,"margin_half_width":50,"max_games":50000,"own_types":false,)"),
            std::string::npos)
      << r.out;
  // 500 games leave a type that most players place (T, 5 copies) without a
  // margin interval: the second batch gives it one.
  EXPECT_NE(r.out.find(R"("batches":2,"stopped":"precise","wider":[]})"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find(R"("games":1000,)"), std::string::npos);
  for (const auto& [args, message] : std::vector<std::pair<std::string, std::string>>{
           {"--games 40 --precision 3", "--precision: needs --games auto"},
           {"--max-games 40", "--max-games: needs --games auto"},
           {"--games many", "--games: must be a whole number from 1 to 1000000000, got 'many'\n"
                            "Run 'carckit simulate --help' for its options."}}) {
    r = Carckit("simulate pnp-demo " + args);
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_EQ(r.err, "error: simulate: " + message + "\n");
    EXPECT_EQ(r.out, "");
  }
}

TEST(CliSimulateSeatCheckTest, ShowsTheSeatsOfASecondKindOverTheSameGames) {
  // pnp-demo's 47 draws give seat 1 an extra turn, which greedy players
  // make far more of than random ones.
  RunResult r = Carckit("simulate pnp-demo --ai greedy --games 1000 --seat-check random");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(std::regex_search(
      r.out, std::regex("\n  seat check: the same 1000 games with random in every seat \\(won or shared \\[95%\\]; "
                        "favoured: the whole\n  interval above the seats' average share, unfavoured: below it\\):\n"
                        " +greedy in every seat +random in every seat\n"
                        " +seat 1 +[0-9.]+% \\[[0-9.]+, [0-9.]+\\] favoured +[0-9.]+% \\[[0-9.]+, [0-9.]+\\] even\n")))
      << r.out;
  EXPECT_NE(r.out.find("    note: seat 1 is favoured with greedy but even with random, the intervals\n"
                       "    apart: the players, not the set, make this seat effect.\n"),
            std::string::npos)
      << r.out;
  r = Carckit("simulate pnp-demo --games 5 --seat-check random --compare base-c1");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "error: simulate: --seat-check plays one set: not with --compare or --ablate\n");
  r = Carckit("simulate pnp-demo --games 5 --seat-check greedy,random");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err,
            "error: simulate: --seat-check: one player kind for every seat, not a list: 'greedy,random'\n"
            "Run 'carckit simulate --help' for its options.\n");
}

/// "Final scores: a 12, b 30" of a recorded file, as the run reported them.
std::string ReportedScores(const std::string& file) {
  std::string text = test_support::ReadFile(file);
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
    std::string readme = test_support::ReadFile(games + "/README");
    std::regex file("\n(game-[0-9]+-[a-z]+\\.yaml): ");
    int replayed = 0;
    for (std::sregex_iterator it(readme.begin(), readme.end(), file), end; it != end; ++it) {
      std::string path = games + "/" + (*it)[1].str();
      RunResult score = Carckit("score base-c1 '" + path + "' --final");
      ASSERT_EQ(score.exit_code, 0) << score.err << test_support::ReadFile(path);
      EXPECT_EQ(ReplayedScores(score.out), ReportedScores(path)) << ai << " " << path;
      EXPECT_NE(ReportedScores(path), "");
      ++replayed;
    }
    EXPECT_EQ(replayed, 3) << readme;
  }
}

// Progress and Ctrl-C: cli/interrupt_test.cc.

}  // namespace
}  // namespace carc
