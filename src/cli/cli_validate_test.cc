// End-to-end tests of `carckit validate` and the top-level command line.
#include <gtest/gtest.h>

#include "base/test_util.h"

namespace carc {
namespace {

using test_support::RunCarckit;

TEST(CliValidateTest, BundledSetsValidateWithTheirSummaries) {
  auto r = RunCarckit("validate tilesets/base-c1.yaml tilesets/pnp-demo.yaml");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.err, "");
  EXPECT_EQ(r.out,
            "tilesets/base-c1.yaml: valid: 72 tiles, 24 types, 10 shields, 6 monasteries, "
            "49 city segments, 62 road segments, 126 field segments, start D\n"
            "tilesets/pnp-demo.yaml: valid: 48 tiles, 22 types, 8 shields, 3 monasteries, "
            "35 city segments, 42 road segments, 84 field segments, start D\n");
}

TEST(CliValidateTest, ErrorsGoToStderrWithExitOne) {
  auto r = RunCarckit("validate tests/specs/road-ends.yaml");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err,
            "tests/specs/road-ends.yaml:9:9: error: tile A: road S ends at a monastery, but the "
            "tile has none (add `monastery: true`)\n"
            "tests/specs/road-ends.yaml:15:9: error: tile B: road S ends at a city, but the tile "
            "has none\n"
            "tests/specs/road-ends.yaml:21:9: error: tile C: road S has one side, so it needs "
            "`end: village`, `end: city`, `end: monastery` or `end: river`\n"
            "tests/specs/road-ends.yaml:26:9: error: tile D: road E\u2013W joins two sides; `end` "
            "is only for a one-sided road\n");
}

TEST(CliValidateTest, WarningsFailOnlyWhenStrict) {
  auto relaxed = RunCarckit("validate tests/specs/rotated-duplicate.yaml");
  EXPECT_EQ(relaxed.exit_code, 0);
  auto strict = RunCarckit("validate --strict tests/specs/rotated-duplicate.yaml");
  EXPECT_EQ(strict.exit_code, 1);
  EXPECT_EQ(strict.out, "");
  // Failing the run, they are labelled errors.
  EXPECT_EQ(strict.err,
            "tests/specs/rotated-duplicate.yaml:10:9: error: tile U2 is tile U turned 270\u00b0 "
            "clockwise; merge them and add up the counts [--strict]\n"
            "tests/specs/rotated-duplicate.yaml:20:9: error: tile V2 is tile V turned 180\u00b0 "
            "clockwise; merge them and add up the counts [--strict]\n");
}

TEST(CliValidateTest, JsonReportHasErrorsWarningsAndSummary) {
  auto r = RunCarckit("validate --format json tests/specs/deck.yaml");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.out,
            "{\"format_version\":2,\"command\":\"validate\",\"files\":["
            "{\"file\":\"tests/specs/deck.yaml\",\"valid\":false,\"errors\":["
            "{\"file\":\"tests/specs/deck.yaml\",\"line\":3,\"column\":10,\"tile\":\"\","
            "\"code\":\"total\",\"message\":\"total is 10 but the counts add up to 4\"},"
            "{\"file\":\"tests/specs/deck.yaml\",\"line\":13,\"column\":12,\"tile\":\"B\","
            "\"code\":\"start\",\"message\":\"tile B is also marked as the start tile (tile A was "
            "first); a set has exactly one\"},"
            "{\"file\":\"tests/specs/deck.yaml\",\"line\":19,\"column\":12,\"tile\":\"Z\","
            "\"code\":\"unplaceable\",\"message\":\"tile Z (edges CCCC) fits next to no other "
            "tile of the set in any rotation: no other tile has an edge it could meet\"}],"
            "\"warnings\":[{\"file\":\"tests/specs/deck.yaml\",\"line\":11,\"column\":9,"
            "\"tile\":\"B\",\"code\":\"duplicate-type\",\"message\":\"tile B is the same as tile "
            "A; merge them and add up the counts\"}],\"error_count\":3,\"warning_count\":1,"
            "\"summary\":{\"tiles\":4,\"types\":3,\"shields\":0,\"monasteries\":0,"
            "\"city_segments\":1,\"road_segments\":3,\"field_segments\":6,\"river_tiles\":0,\"inns\":0,\"cathedrals\":0,\"start\":null}}],"
            "\"valid\":false,\"exit_code\":1}\n");
}

TEST(CliValidateTest, BundledSetsCanBeNamedWithoutPath) {
  auto r = test_support::Run("cd / && '" CARCKIT_BINARY "' validate base-c1");
  EXPECT_EQ(r.exit_code, 0) << r.err;
}

TEST(CliValidateTest, MissingFileIsExitTwo) {
  auto r = RunCarckit("validate tests/specs/nope.yaml");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "tests/specs/nope.yaml: error: no such file, nor a bundled set; bundled sets: "
                   "base-c1, inns-cathedrals, pnp-demo, river\n");
}

TEST(CliTest, UsageErrorsAreExitTwo) {
  EXPECT_EQ(RunCarckit("frobnicate").exit_code, 2);
  EXPECT_EQ(RunCarckit("validate --format xml tilesets/base-c1.yaml").exit_code, 2);
}

TEST(CliTest, HelpAndVersion) {
  auto help = RunCarckit("--help");
  EXPECT_EQ(help.exit_code, 0);
  EXPECT_NE(help.out.find("validate"), std::string::npos);
  auto version = RunCarckit("--version");
  EXPECT_EQ(version.exit_code, 0);
  EXPECT_EQ(version.out, "carckit " CARCKIT_VERSION "\n");
  auto sub = RunCarckit("validate --help");
  EXPECT_EQ(sub.exit_code, 0);
  EXPECT_NE(sub.out.find("--strict"), std::string::npos);
}

TEST(CliTest, InstalledBinaryFindsTheBundledData) {
  const char* build = std::getenv("CARCKIT_BUILD_DIR");
  if (!build) GTEST_SKIP() << "run through ctest";
  test_support::TempDir prefix;
  auto install = test_support::Run(std::string("cmake --install '") + build + "' --prefix '" +
                              prefix.Path("usr") + "'");
  ASSERT_EQ(install.exit_code, 0) << install.err;
  auto r = test_support::Run("cd / && env -u CARCKIT_DATA_DIR '" + prefix.Path("usr/bin/carckit") +
                        "' validate base-c1 pnp-demo");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find(prefix.Path("usr/share/carckit/tilesets/base-c1.yaml") + ": valid"),
            std::string::npos)
      << r.out;
}

}  // namespace
}  // namespace carc
