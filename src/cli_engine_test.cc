// The score and simulate commands as a user runs them: output, messages and
// exit codes of the built binary.
#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

namespace {

struct CommandRun {
  int code = -1;
  std::string out;
  std::string err;
};

/// Runs carckit with `args` from the source tree; captures stdout and stderr.
CommandRun Carckit(const std::string& args) {
  std::string err_file = ::testing::TempDir() + "carckit_engine_stderr.txt";
  std::string cmd = std::string("cd " CARCKIT_SOURCE_DIR " && " CARCKIT_BINARY " ") + args +
                    " 2>" + err_file;
  CommandRun r;
  FILE* pipe = popen(cmd.c_str(), "r");
  if (!pipe) return r;
  std::array<char, 4096> buf;
  size_t n;
  while ((n = fread(buf.data(), 1, buf.size(), pipe)) > 0) r.out.append(buf.data(), n);
  int status = pclose(pipe);
  r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  std::ifstream in(err_file);
  std::stringstream ss;
  ss << in.rdbuf();
  r.err = ss.str();
  return r;
}

TEST(CliScoreTest, ScoresTheExampleBoard) {
  CommandRun r = Carckit("score tilesets/base-c1.yaml tests/boards/example.yaml --final --format json");
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.err, "");
  EXPECT_NE(r.out.find(R"({"name":"red","score":6,)"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find(R"({"name":"blue","score":0,)"), std::string::npos) << r.out;
}

TEST(CliScoreTest, TiedFarmersEachScoreTheFarm) {
  CommandRun r = Carckit("score tilesets/base-c1.yaml tests/boards/farms.yaml --final");
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("  final: farm bordering 2 completed cities: red 6, blue 6\n"),
            std::string::npos)
      << r.out;
}

TEST(CliScoreTest, IllegalMoveExitsOneNamingTheMove) {
  CommandRun r = Carckit("score tilesets/base-c1.yaml tests/boards/bad-edge.yaml");
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err,
            "tests/boards/bad-edge.yaml:6:5: error: move 2: tile V at [-1, 0] rotation 0: edge E "
            "(field) does not match edge W (road) of tile D at [0, 0]\n");
}

TEST(CliScoreTest, StructuralProblemsAreAllReported) {
  CommandRun r = Carckit("score tilesets/base-c1.yaml tests/boards/bad-structure.yaml");
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(r.err,
            "tests/boards/bad-structure.yaml:5:27: error: unknown key 'rotaton' in move 2; did "
            "you mean 'rotation'?\n"
            "tests/boards/bad-structure.yaml:6:12: error: move 3: unknown tile 'Y'; the set's "
            "tiles are A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, S, T, U, V, W, X\n"
            "tests/boards/bad-structure.yaml:7:56: error: move 4: rotation must be 0, 90, 180 or "
            "270 (degrees clockwise), got '-90'\n");
}

TEST(CliScoreTest, UnreadableBoardExitsTwo) {
  CommandRun r = Carckit("score tilesets/base-c1.yaml tests/boards/missing.yaml");
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.err, "tests/boards/missing.yaml: error: cannot read: No such file or directory\n");
}

TEST(CliSimulateTest, ReportsAsJsonAndIsReproducibleAcrossThreadCounts) {
  CommandRun one = Carckit("simulate tilesets/pnp-demo.yaml --games 40 --seed 5 --format json");
  CommandRun two = Carckit("simulate tilesets/pnp-demo.yaml --games 40 --seed 5 --threads 2 --format json");
  EXPECT_EQ(one.code, 0) << one.err;
  EXPECT_EQ(two.code, 0) << two.err;
  auto figures = [](const std::string& json) { return json.substr(0, json.find("\"throughput\"")); };
  std::string a = figures(one.out), b = figures(two.out);
  EXPECT_EQ(a.substr(0, a.find("\"threads\"")), b.substr(0, b.find("\"threads\"")));
  EXPECT_EQ(a.substr(a.find("\"follower_percent\"")), b.substr(b.find("\"follower_percent\"")));
  EXPECT_NE(one.out.find(R"("games":40,"players":2,"seed":5)"), std::string::npos) << one.out;
}

TEST(CliSimulateTest, RejectsBadOptionsAsUsageErrors) {
  CommandRun r = Carckit("simulate tilesets/base-c1.yaml --games 0");
  EXPECT_EQ(r.code, 2);
}

}  // namespace
