#include "app/validate.h"

#include <gtest/gtest.h>

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

}  // namespace
}  // namespace carc
