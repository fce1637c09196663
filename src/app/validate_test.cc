#include "app/validate.h"

#include <gtest/gtest.h>

#include "app/tile_ids.h"
#include "report/validate_report.h"

namespace carc {
namespace {

TEST(ValidateTileSetTest, ABundledSetByNameIsValidWithItsSummary) {
  Diagnostics diags;
  ValidateResult result;
  ASSERT_TRUE(ValidateTileSet({"pnp-demo", false}, &diags, &result).ok());
  EXPECT_TRUE(result.valid);
  EXPECT_EQ(diags.Lines().size(), 0u);
  EXPECT_EQ(result.path.substr(result.path.size() - 22), "tilesets/pnp-demo.yaml");
  EXPECT_EQ(SetSummaryText(result.summary),
            "48 tiles, 22 types, 8 shields, 3 monasteries, 35 city segments, 42 road segments, "
            "84 field segments, start D");
}

TEST(ValidateTileSetTest, ErrorsMakeTheSetInvalidAndAreAllReported) {
  Diagnostics diags;
  ValidateResult result;
  Status status = ValidateTileSet({"tests/specs/road-ends.yaml", false}, &diags, &result);
  EXPECT_TRUE(status.IsInvalid());
  EXPECT_FALSE(result.valid);
  EXPECT_EQ(diags.ErrorCount(), 4);
}

TEST(ValidateTileSetTest, WarningsMakeTheSetInvalidOnlyWhenStrict) {
  for (bool strict : {false, true}) {
    Diagnostics diags;
    ValidateResult result;
    Status status = ValidateTileSet({"tests/specs/rotated-duplicate.yaml", strict}, &diags, &result);
    EXPECT_EQ(status.ok(), !strict);
    EXPECT_EQ(result.valid, !strict);
    // Strict, they are errors: labelled so, as they fail the set.
    EXPECT_EQ(diags.WarningCount(), strict ? 0 : 2);
    EXPECT_EQ(diags.ErrorCount(), strict ? 2 : 0);
  }
}

TEST(ValidateTileSetTest, AMissingFileIsAnIoErrorWithNothingReported) {
  Diagnostics diags;
  ValidateResult result;
  Status status = ValidateTileSet({"tests/specs/no-such-file.yaml", false}, &diags, &result);
  EXPECT_TRUE(status.IsIo());
  EXPECT_EQ(status.ToString(), "tests/specs/no-such-file.yaml: error: no such file, nor a bundled set; "
                            "bundled sets: base-c1, inns-cathedrals, pnp-demo, river");
  EXPECT_EQ(diags.Lines().size(), 0u);
}

TEST(ValidateTileSetsTest, EachFileHasItsOutcomeAndTheWorstGivesTheExitCode) {
  ValidateRun run;
  ASSERT_TRUE(ValidateTileSets({{"pnp-demo", "tests/specs/road-ends.yaml", "tests/specs/no-such-file.yaml"}},
                               &run)
                  .ok());
  ASSERT_EQ(run.files.size(), 3u);
  EXPECT_TRUE(run.files[0].status.ok());
  const std::string& valid = run.files[0].text;
  EXPECT_NE(valid.find("tilesets/pnp-demo.yaml: valid: 48 tiles, 22 types, "), std::string::npos) << valid;
  EXPECT_EQ(valid.substr(valid.size() - 10), ", start D\n");
  EXPECT_TRUE(run.files[1].status.IsDiagnosed());
  EXPECT_EQ(run.files[1].diags.ErrorCount(), 4);
  EXPECT_EQ(run.files[1].text, "");
  EXPECT_EQ(run.files[2].status.ToString(),
            "tests/specs/no-such-file.yaml: error: no such file, nor a bundled set; "
            "bundled sets: base-c1, inns-cathedrals, pnp-demo, river");
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_EQ(run.json, "");  // text format
}

TEST(ValidateTileSetsTest, JsonIsOneDocumentForEveryFile) {
  ValidateRun run;
  ASSERT_TRUE(ValidateTileSets({{"pnp-demo", "tests/specs/road-ends.yaml"}, false, "json"}, &run).ok());
  EXPECT_EQ(run.exit_code, 1);
  EXPECT_EQ(run.json.rfind("{\"format_version\":", 0), 0u) << run.json;
  EXPECT_NE(run.json.find("\"command\":\"validate\""), std::string::npos);
  EXPECT_EQ(run.files[0].text, "");  // nothing else is printed
}

TEST(ValidateTileSetsTest, StandardInputTwiceIsAUsageError) {
  ValidateRun run;
  Status status = ValidateTileSets({{"-", "pnp-demo", "-"}}, &run);
  EXPECT_EQ(status.ExitCode(), 2);
  EXPECT_EQ(status.ToString(), "error: validate: '-' (standard input) may be given once");
  EXPECT_TRUE(run.files.empty());
}

TEST(TileIdsTest, ASetWithErrorsStillGivesTheIdsItCouldRead) {
  std::vector<std::string> ids;
  ASSERT_TRUE(TileIds("tests/specs/road-ends.yaml", &ids).ok());
  EXPECT_FALSE(ids.empty());
  std::vector<std::string> none;
  Status missing = TileIds("tests/specs/no-such-file.yaml", &none);
  EXPECT_TRUE(missing.IsIo());
  EXPECT_TRUE(none.empty());
}

}  // namespace
}  // namespace carc
