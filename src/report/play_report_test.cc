#include "report/play_report.h"

#include <gtest/gtest.h>

#include "base/test_util.h"
#include "kit/kit_test_util.h"
#include "spec/spec_loader.h"

namespace carc {
namespace {

/// A valid set of `types` road tile types (so its tile table runs long).
TileSet ManyTypes(int types) {
  std::string yaml = "set:\n  name: Many roads\ntiles:\n";
  yaml += "  - {id: S, count: 1, start: true, edges: FRFR, roads: [{sides: [E, W]}]}\n";
  for (int i = 0; i < types - 1; ++i)
    yaml += "  - {id: R" + std::to_string(i) + ", count: 1, edges: " + (i % 2 ? "FRFR" : "FFRR") +
            ", roads: [{sides: " + (i % 2 ? "[E, W]" : "[S, W]") + "}]}\n";
  TileSet set;
  Diagnostics diags;
  if (!LoadTileSetFromString("many.yaml", yaml, &set, &diags).ok()) ADD_FAILURE() << yaml;
  return set;
}

SimulationResult Played(const TileSet& set, long long games) {
  SimulationOptions options;
  options.games = games;
  return Simulate(set, options);
}

TEST(PlayReportTest, ALongTileTableRunsOnToMorePages) {
  TileSet set = ManyTypes(70);
  std::vector<SimulationResult> results = {Played(set, 20)};
  Theme theme;
  testing::TempDir dir;
  int pages = 0;
  ASSERT_TRUE(WritePlayReport(dir.Path("r.pdf"), results, {&set}, theme, {}, &pages).ok());
  EXPECT_EQ(pages, 2);
  EXPECT_EQ(PlayReportPages(results, {&set}, theme), 2);
  std::string second = testing::FlatText(dir.Path("r.pdf"), 2);
  EXPECT_NE(second.find("Play-test report: Many roads (2/2)"), std::string::npos) << second;
  EXPECT_NE(second.find("Tile types (continued)"), std::string::npos);
  EXPECT_NE(second.find("R68"), std::string::npos);  // the last type
  EXPECT_NE(testing::FlatText(dir.Path("r.pdf"), 1).find("More tile types follow."), std::string::npos);
}

TEST(PlayReportTest, APartialRunSaysSo) {
  TileSet set = testing::BundledSet("pnp-demo");
  std::vector<SimulationResult> results = {Played(set, 12)};
  results[0].partial = true;
  results[0].options.games = 1000;
  Theme theme;
  testing::TempDir dir;
  int pages = 0;
  ASSERT_TRUE(WritePlayReport(dir.Path("r.pdf"), results, {&set}, theme, {}, &pages).ok());
  std::string text = testing::FlatText(dir.Path("r.pdf"), 1);
  EXPECT_NE(text.find("Partial: pnp-demo stopped after 12 of 1000 games"), std::string::npos) << text;
}

TEST(PlayReportTest, NeverWritesOverItsInput) {
  TileSet set = testing::BundledSet("pnp-demo");
  std::vector<SimulationResult> results = {Played(set, 5)};
  testing::TempDir dir;
  std::string input = dir.Path("set.pdf");
  testing::WriteFile(input, "not a report");
  int pages = 0;
  Status s = WritePlayReport(input, results, {&set}, Theme(), {input}, &pages);
  EXPECT_FALSE(s.ok());
  EXPECT_EQ(testing::ReadFile(input), "not a report");
}

}  // namespace
}  // namespace carc
