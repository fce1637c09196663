#include "app/simulate.h"

#include <gtest/gtest.h>

#include "base/test_util.h"
#include "kit/kit_test_util.h"

namespace carc {
namespace {

/// A request for `games` random games of the fan expansion (it extends
/// base-c1), its report written in `dir`.
SimulateRequest FanRequest(const test_support::TempDir& dir, long long games) {
  SimulateRequest r;
  r.tileset = test_support::SourceDir() + "/tests/specs/fan-expansion.yaml";
  r.games = games;
  r.report = dir.Path("report.pdf");
  return r;
}

TEST(SimulateSetsTest, TheReportOfAnExtendingSetPlaysItsBaseWithTheSameGames) {
  test_support::TempDir dir;
  SimulateRequest request = FanRequest(dir, 30);
  std::atomic<long long> done{0}, total{TotalGames(request)};
  request.progress = &done;
  request.total = &total;
  Diagnostics diags;
  SimulateRun run;
  ASSERT_TRUE(SimulateSets(request, &diags, &run).ok()) << diags.Lines().size();
  ASSERT_EQ(run.results.size(), 1u);  // the figures are the set's alone
  EXPECT_EQ(run.base.set_id, "base-c1");
  EXPECT_EQ(run.base.totals.games, 30);
  EXPECT_EQ(run.base.scores.size(), 60u);  // kept, for the differences game by game
  EXPECT_EQ(run.results[0].scores.size(), 60u);
  EXPECT_EQ(total.load(), 60);  // the progress display counts the base's games too
  EXPECT_EQ(done.load(), 60);
  std::string first = test_support::FlatText(request.report, 1);
  EXPECT_NE(first.find("against base-c1 (played by this report for the comparison: the same games, seeds and "
                       "players)"),
            std::string::npos)
      << first;
}

TEST(SimulateSetsTest, TheBaseIsPlayedOnlyForAReportThatHasNothingElseToCompareWith) {
  test_support::TempDir dir;
  auto base_games = [](SimulateRequest request) {
    Diagnostics diags;
    SimulateRun run;
    EXPECT_TRUE(SimulateSets(request, &diags, &run).ok());
    return run.base.totals.games;
  };
  SimulateRequest request = FanRequest(dir, 10);
  request.report_base = false;
  EXPECT_EQ(base_games(request), 0);
  request = FanRequest(dir, 10);
  request.report.clear();
  EXPECT_EQ(base_games(request), 0);
  request = FanRequest(dir, 10);
  request.compare = {"base-c1"};
  EXPECT_EQ(base_games(request), 0);
  request = FanRequest(dir, 10);
  request.ablate = "C=1";
  EXPECT_EQ(base_games(request), 0);
  request = FanRequest(dir, 10);
  request.tileset = "base-c1";  // extends no set
  EXPECT_EQ(base_games(request), 0);
}

}  // namespace
}  // namespace carc
