#include "report/play_report.h"

#include <gtest/gtest.h>

#include <filesystem>

#include "base/test_util.h"
#include "draw/png_image.h"
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
  test_support::TempDir dir;
  int pages = 0;
  ASSERT_TRUE(WritePlayReport(dir.Path("r.pdf"), results, {&set}, theme, {}, &pages).ok());
  ASSERT_GE(pages, 2);
  EXPECT_EQ(PlayReportPages(results, {&set}, theme), pages);
  std::string last = test_support::FlatText(dir.Path("r.pdf"), pages);
  std::string n = std::to_string(pages);
  EXPECT_NE(last.find("Play-test report: Many roads (" + n + "/" + n + ")"), std::string::npos) << last;
  EXPECT_NE(last.find("Tile types (continued)"), std::string::npos);
  EXPECT_NE(last.find("R68"), std::string::npos);  // the last type
  EXPECT_EQ(last.find("More tile types follow."), std::string::npos);
  EXPECT_NE(test_support::FlatText(dir.Path("r.pdf"), pages - 1).find("More tile types follow."), std::string::npos);
  // The first page is the designer's, then the charts, then the table.
  EXPECT_NE(test_support::FlatText(dir.Path("r.pdf"), 1).find("For the designer"), std::string::npos);
  EXPECT_NE(test_support::FlatText(dir.Path("r.pdf"), 2).find("Final score"), std::string::npos);
  EXPECT_NE(test_support::FlatText(dir.Path("r.pdf"), 3).find("Tile types "), std::string::npos);
}

// Compared sets meet tile by tile by what their tiles show, not by letter:
// the demo's F, a crossroads, stands beside the base game's X, not its F
// (a city band); the header gives each set's own facts.
TEST(PlayReportTest, ComparedSetsAreMatchedByShapeWithTheirOwnFacts) {
  TileSet base = test_support::BundledSet("base-c1"), demo = test_support::BundledSet("pnp-demo");
  std::vector<SimulationResult> results = {Played(base, 10), Played(demo, 10)};
  Theme theme;
  test_support::TempDir dir;
  int pages = 0;
  ASSERT_TRUE(WritePlayReport(dir.Path("c.pdf"), results, {&base, &demo}, theme, {}, &pages).ok());
  std::string text = test_support::FlatText(dir.Path("c.pdf"));
  EXPECT_NE(text.find("base-c1: 72 tiles, 7 followers, farmers · pnp-demo: 48 tiles, 5 followers, no farmers"),
            std::string::npos)
      << text;
  EXPECT_EQ(text.find("followers 7"), std::string::npos) << text;
  size_t base_f = text.find("base-c1 F"), base_g = text.find("base-c1 G"), base_x = text.find("base-c1 X");
  ASSERT_NE(base_f, std::string::npos) << text;
  ASSERT_NE(base_g, std::string::npos) << text;
  ASSERT_NE(base_x, std::string::npos) << text;
  EXPECT_EQ(text.substr(base_f, base_g - base_f).find("pnp-demo F "), std::string::npos)
      << text.substr(base_f, base_g - base_f);
  EXPECT_NE(text.find("pnp-demo F ", base_x), std::string::npos) << text.substr(base_x);
  EXPECT_NE(text.find("Sets are matched by what their tiles show"), std::string::npos);
}

TEST(PlayReportTest, APartialRunSaysSo) {
  TileSet set = test_support::BundledSet("pnp-demo");
  std::vector<SimulationResult> results = {Played(set, 12)};
  results[0].partial = true;
  results[0].options.games = 1000;
  Theme theme;
  test_support::TempDir dir;
  int pages = 0;
  ASSERT_TRUE(WritePlayReport(dir.Path("r.pdf"), results, {&set}, theme, {}, &pages).ok());
  std::string text = test_support::FlatText(dir.Path("r.pdf"), 1);
  EXPECT_NE(text.find("Partial: pnp-demo stopped after 12 of 1000 games"), std::string::npos) << text;
}

TEST(PlayReportTest, NeverWritesOverItsInput) {
  TileSet set = test_support::BundledSet("pnp-demo");
  std::vector<SimulationResult> results = {Played(set, 5)};
  test_support::TempDir dir;
  std::string input = dir.Path("set.pdf");
  test_support::WriteFile(input, "not a report");
  int pages = 0;
  Status s = WritePlayReport(input, results, {&set}, Theme(), {input}, &pages);
  EXPECT_FALSE(s.ok());
  EXPECT_EQ(test_support::ReadFile(input), "not a report");
}

// The report's PNG stacks its pages at 150 dpi, so a long tile table makes a
// tall image: it meets the same size limit, with the same message, as every
// other image carckit writes, and nothing is written.
TEST(PlayReportTest, APngOverTheImageSizeLimitIsRefused) {
  TileSet set = ManyTypes(500);
  std::vector<SimulationResult> results = {Played(set, 1)};
  Theme theme;
  int pages = PlayReportPages(results, {&set}, theme);
  ASSERT_GE(pages, 17);  // 1240.16 pixels a page
  test_support::TempDir dir;
  std::string path = dir.Path("r.png");
  int written = 0;
  Status s = WritePlayReport(path, results, {&set}, theme, {}, &written);
  EXPECT_EQ(s.ToString(), path + ": error: 1754 x " + std::to_string(PixelsFor(Mm(210) * double(pages), 150)) +
                             " pixels is too large (images may have at most 20000 pixels a side); "
                             "write the report as .pdf or .svg instead");
  EXPECT_FALSE(std::filesystem::exists(path));
  EXPECT_EQ(written, 0);  // simulate says "wrote" only for a report written
}

}  // namespace
}  // namespace carc
