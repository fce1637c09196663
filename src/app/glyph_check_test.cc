// The kit font's glyphs are checked only by commands that draw the set's
// texts: score and simulate's figures draw nothing, so a name no font has
// does not stop them; the kit and simulate's charts refuse it.
#include <gtest/gtest.h>

#include "app/score.h"
#include "app/simulate.h"
#include "app/tile_set.h"
#include "base/test_util.h"
#include "base/text_util.h"

namespace carc {
namespace {

const char* const kSet = "tests/bad/glyphs-missing.yaml";

/// The two diagnostics tests/bad/glyphs-missing.expected shows for the kit.
const std::vector<std::string> kGlyphErrors = {
    "tests/bad/glyphs-missing.yaml:2:3: error: set name has characters no installed font can "
    "draw (DejaVu Sans or a fallback): \"\u0378\u0379\"; they would print as boxes, so install a "
    "font that has them or leave them out",
    "tests/bad/glyphs-missing.yaml:12:9: error: tile &: name has characters no installed font "
    "can draw (DejaVu Sans or a fallback): \"\\x07\"; they would print as boxes, so install a "
    "font that has them or leave them out"};

TEST(GlyphCheckTest, CommandsThatDrawTextRefuseGlyphsTheFontLacks) {
  TileSet set;
  Diagnostics diags;
  EXPECT_TRUE(LoadSet({kSet, true, false}, &diags, &set).IsInvalid());
  EXPECT_EQ(diags.Lines(), kGlyphErrors);
}

TEST(GlyphCheckTest, ScoreDrawsNothingAndScoresTheBoard) {
  test_support::TempDir dir;
  std::string board = dir.Path("board.yaml");
  test_support::WriteFile(board,
                     "players: [red, blue]\n"
                     "moves:\n"
                     "  - {tile: \"<b>\", at: [0, 0], rotation: 0}\n"
                     "  - {tile: \"&\", at: [1, 0], rotation: 0, follower: road W}\n");
  Diagnostics diags;
  ScoreResult result;
  Status status = ScoreBoard({kSet, board, false, "json"}, &diags, &result);
  ASSERT_TRUE(status.ok()) << status.ToString() << Join(diags.Lines(), "\n");
  EXPECT_EQ(diags.Count(), 0);
  EXPECT_NE(result.report.find("\"name\":\"red\",\"score\":0"), std::string::npos) << result.report;
}

TEST(GlyphCheckTest, SimulateChecksGlyphsOnlyForItsCharts) {
  SimulateRequest request;
  request.tileset = kSet;
  request.games = 3;
  {
    Diagnostics diags;
    SimulateRun run;
    ASSERT_TRUE(SimulateSets(request, &diags, &run).ok());
    EXPECT_EQ(diags.Count(), 0);
    ASSERT_EQ(run.results.size(), 1u);
    EXPECT_EQ(run.results[0].totals.games, 3);
  }
  test_support::TempDir dir;
  request.report = dir.Path("report.pdf");
  Diagnostics diags;
  SimulateRun run;
  EXPECT_TRUE(SimulateSets(request, &diags, &run).IsInvalid());
  EXPECT_EQ(diags.Lines(), kGlyphErrors);
  EXPECT_TRUE(run.results.empty());  // refused before playing
}

}  // namespace
}  // namespace carc
