// `carckit export` as a user runs it: what it says, and usage errors.
#include <gtest/gtest.h>

#include <string>

#include "base/test_util.h"

namespace {

using carc::test_support::RunResult;
using carc::test_support::TempDir;

RunResult Carckit(const std::string& args) {
  return carc::test_support::Run("cd '" + carc::test_support::SourceDir() + "' && '" +
                            carc::test_support::CarckitBinary() + "' " + args);
}

TEST(CliExportTest, WritesTheSetAndSaysWhat) {
  TempDir tmp;
  std::string dir = tmp.Path("tiles");
  RunResult r = Carckit("export base-c1 --dpi 50 --bleed 3 -o " + dir);
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, "wrote " + dir + ": 24 tile types as PNG (100 x 100 pixels), backs and manifest.json (27 files)\n");
  r = Carckit("export pnp-demo --sheet grid 8x3 --dpi 50 -o " + dir);
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, "wrote " + dir + ": 2 deck sheets (cells of 89 pixels), backs and manifest.json (5 files)\n");
}

TEST(CliExportTest, UsageProblemsExitTwo) {
  TempDir tmp;
  RunResult r = Carckit("export base-c1 --sheet grid 6 -o " + tmp.Path("x"));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "error: --sheet takes 'tts' or 'grid COLSxROWS', e.g. --sheet grid 6x4\n");
  r = Carckit("export base-c1 --sheet tts --format pdf -o " + tmp.Path("x"));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "error: deck sheets are images for digital tables: use --format png\n");
  r = Carckit("export base-c1 --format gif -o " + tmp.Path("x"));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_TRUE(carc::test_support::ReadFile(tmp.Path("x/manifest.json")).empty());
}

}  // namespace
