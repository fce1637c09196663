// The score and simulate commands as a user runs them: output, messages and
// exit codes of the built binary.
#include <gtest/gtest.h>

#include <string>

#include "base/test_util.h"

namespace {

using carc::test_support::RunResult;

/// Runs carckit with `args` from the source tree, so paths in messages are relative.
RunResult Carckit(const std::string& args) {
  return carc::test_support::Run("cd '" + carc::test_support::SourceDir() + "' && '" +
                            carc::test_support::CarckitBinary() + "' " + args);
}

TEST(CliScoreTest, ScoresTheExampleBoard) {
  RunResult r = Carckit("score tilesets/base-c1.yaml tests/boards/example.yaml --final --format json");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.err, "");
  EXPECT_NE(r.out.find(R"({"name":"red","score":6,)"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find(R"({"name":"blue","score":0,)"), std::string::npos) << r.out;
}

TEST(CliScoreTest, TiedFarmersEachScoreTheFarm) {
  RunResult r = Carckit("score tilesets/base-c1.yaml tests/boards/farms.yaml --final");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("  final: farm bordering 2 completed cities: red 6, blue 6\n"),
            std::string::npos)
      << r.out;
}

TEST(CliScoreTest, FarmersOnOppositeQuartersOfAMonasteryCrossroadsScoreSeparately) {
  // Four roads into the monastery cut its field in four: blue's farmer on
  // the south-west quarter is not refused for red's on the north-east one.
  RunResult r = Carckit("score tests/specs/monastery-crossroads.yaml tests/boards/monastery-quarters.yaml --final");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.err, "");
  EXPECT_NE(r.out.find("scored:\n"
                       "  final: farm bordering 0 completed cities: blue 0\n"
                       "  final: farm bordering 1 completed city: red 3\n"),
            std::string::npos)
      << r.out;
}

TEST(CliScoreTest, IllegalMoveExitsOneNamingTheMove) {
  RunResult r = Carckit("score tilesets/base-c1.yaml tests/boards/bad-edge.yaml");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err,
            "tests/boards/bad-edge.yaml:6:5: error: move 2: tile V at [-1, 0] rotation 0: edge E "
            "(field) does not match edge W (road) of tile D at [0, 0]\n");
}

TEST(CliScoreTest, StructuralProblemsAreAllReported) {
  RunResult r = Carckit("score tilesets/base-c1.yaml tests/boards/bad-structure.yaml");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.err,
            "tests/boards/bad-structure.yaml:5:27: error: unknown key 'rotaton' in move 2; did "
            "you mean 'rotation'?\n"
            "tests/boards/bad-structure.yaml:6:12: error: move 3: unknown tile 'Y'; the set's "
            "tiles are A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, S, T, U, V, W, X\n"
            "tests/boards/bad-structure.yaml:7:56: error: move 4: rotation must be 0, 90, 180 or "
            "270 (degrees clockwise), got '-90'\n");
}

TEST(CliScoreTest, UnreadableBoardExitsTwo) {
  RunResult r = Carckit("score tilesets/base-c1.yaml tests/boards/missing.yaml");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "tests/boards/missing.yaml: error: cannot read: No such file or directory\n");
}

TEST(CliSimulateTest, ReportsAsJsonAndIsReproducibleAcrossThreadCounts) {
  RunResult one = Carckit("simulate tilesets/pnp-demo.yaml --games 40 --seed 5 --format json");
  RunResult two = Carckit("simulate tilesets/pnp-demo.yaml --games 40 --seed 5 --threads 2 --format json");
  EXPECT_EQ(one.exit_code, 0) << one.err;
  EXPECT_EQ(two.exit_code, 0) << two.err;
  auto figures = [](const std::string& json) { return json.substr(0, json.find("\"throughput\"")); };
  std::string a = figures(one.out), b = figures(two.out);
  EXPECT_EQ(a.substr(0, a.find("\"threads\"")), b.substr(0, b.find("\"threads\"")));
  EXPECT_EQ(a.substr(a.find("\"follower_percent\"")), b.substr(b.find("\"follower_percent\"")));
  EXPECT_NE(one.out.find(R"("games":40,"players":2,"seed":5)"), std::string::npos) << one.out;
}

TEST(CliSimulateTest, RejectsBadOptionsAsUsageErrors) {
  RunResult r = Carckit("simulate tilesets/base-c1.yaml --games 0");
  EXPECT_EQ(r.exit_code, 2);
}

}  // namespace
