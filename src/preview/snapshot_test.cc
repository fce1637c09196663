#include "preview/snapshot.h"

#include <gtest/gtest.h>

#include "preview/preview_test_util.h"

namespace carc {
namespace {

using test_support::Replaced;

class SnapshotTest : public ::testing::Test {
 protected:
  void SetUp() override {
    Diagnostics diags;
    ASSERT_TRUE(LoadTheme("default", &theme_, &diags).ok());
    spec_ = dir_.Path("set.yaml");
  }
  PreviewSnapshot Build(long long generation, const PreviewSnapshot* last) {
    return BuildSnapshot(spec_, theme_, generation, last);
  }
  test_support::TempDir dir_;
  std::string spec_;
  Theme theme_;
};

TEST_F(SnapshotTest, AValidSetIsDrawnInItsOrder) {
  test_support::WriteFile(spec_, test_support::BaseSetText());
  PreviewSnapshot s = Build(1, nullptr);
  EXPECT_EQ(s.state, SnapshotState::Ok);
  EXPECT_FALSE(s.stale());
  ASSERT_EQ(s.tiles.size(), 24u);
  EXPECT_EQ(s.tiles[0].id, "A");
  EXPECT_EQ(s.tiles[23].id, "X");
  EXPECT_EQ(s.tiles[3].edges, "CRFR");
  EXPECT_TRUE(s.tiles[3].start);
  EXPECT_EQ(s.tiles[0].front_svg.find("<svg"), s.tiles[0].front_svg.find("<svg"));
  EXPECT_NE(s.tiles[0].front_svg.find("<svg"), std::string::npos);
  EXPECT_NE(s.tiles[0].back_svg.find("<svg"), std::string::npos);
  EXPECT_NE(s.tiles[0].front_svg, s.tiles[1].front_svg);
  EXPECT_EQ(s.summary.tiles, 72);
  EXPECT_EQ(s.watched, std::vector<std::string>{spec_});
}

TEST_F(SnapshotTest, ErrorsKeepTheLastGoodPicturesMarkedStale) {
  std::string text = test_support::BaseSetText();
  test_support::WriteFile(spec_, text);
  PreviewSnapshot good = Build(1, nullptr);
  test_support::WriteFile(spec_, Replaced(text, "edges: FFRF", "edges: FFXF"));
  PreviewSnapshot bad = Build(2, &good);
  EXPECT_EQ(bad.state, SnapshotState::Invalid);
  EXPECT_TRUE(bad.stale());
  EXPECT_EQ(bad.pictures_generation, 1);
  EXPECT_EQ(bad.tiles.size(), 24u);
  ASSERT_EQ(bad.diagnostics.size(), 1u);
  EXPECT_EQ(bad.diagnostics[0].Format(),
            spec_ + ":29:14: error: tile A: edges 'FFXF' must be four letters from C (city), R (road), F "
                    "(field), W (water: a river) for N E S W; 'X' is not one of them");
  EXPECT_EQ(bad.diagnostics[0].tile, "A");
  // Nothing good before: nothing to show, the errors still are.
  PreviewSnapshot first_bad = Build(1, nullptr);
  EXPECT_TRUE(first_bad.tiles.empty());
  EXPECT_EQ(first_bad.pictures_generation, 0);
  EXPECT_EQ(first_bad.error_count, 1);
}

TEST_F(SnapshotTest, ASaveRedrawsOnlyTheTilesItChanged) {
  std::string text = test_support::BaseSetText();
  test_support::WriteFile(spec_, text);
  PreviewSnapshot first = Build(1, nullptr);
  // A shield on E, and A renamed (its picture shows no name).
  test_support::WriteFile(spec_, Replaced(Replaced(text, "    edges: CFFF\n    cities:\n      - sides: [N]\n",
                                              "    edges: CFFF\n    cities:\n      - sides: [N]\n        shields: 1\n"),
                                     "en: Monastery with road", "en: Chapel"));
  PreviewSnapshot second = Build(2, &first);
  ASSERT_EQ(second.state, SnapshotState::Ok);
  for (size_t i = 0; i < second.tiles.size(); ++i) {
    SCOPED_TRACE(second.tiles[i].id);
    EXPECT_EQ(second.tiles[i].drawn, second.tiles[i].id == "E" ? 2 : 1);
  }
  EXPECT_EQ(second.tiles[0].name, "Chapel");
  EXPECT_NE(second.tiles[4].front_svg, first.tiles[4].front_svg);
  EXPECT_EQ(second.tiles[5].front_svg, first.tiles[5].front_svg);
}

TEST_F(SnapshotTest, AMissingSpecIsUnreadableAndStillWatched) {
  test_support::WriteFile(spec_, test_support::BaseSetText());
  PreviewSnapshot good = Build(1, nullptr);
  std::remove(spec_.c_str());
  PreviewSnapshot gone = Build(2, &good);
  EXPECT_EQ(gone.state, SnapshotState::Unreadable);
  EXPECT_NE(gone.problem.find(spec_ + ": error: "), std::string::npos) << gone.problem;
  EXPECT_TRUE(gone.stale());
  EXPECT_EQ(gone.tiles.size(), 24u);
  EXPECT_EQ(gone.watched, std::vector<std::string>{spec_});
}

TEST_F(SnapshotTest, AnExtendingSetWatchesItsChainAndMarksItsNewTypes) {
  std::string specs = test_support::SourceDir() + "/tests/specs/extends/";
  test_support::WriteFile(dir_.Path("base.yaml"), test_support::ReadFile(specs + "base.yaml"));
  test_support::WriteFile(spec_, test_support::ReadFile(specs + "expansion.yaml"));
  PreviewSnapshot s = Build(1, nullptr);
  ASSERT_EQ(s.state, SnapshotState::Ok) << (s.diagnostics.empty() ? s.problem : s.diagnostics[0].Format());
  // The base's A and C (B removed), then the expansion's X and Y.
  ASSERT_EQ(s.tiles.size(), 4u);
  EXPECT_EQ(s.tiles[0].id, "A");
  EXPECT_FALSE(s.tiles[0].is_new);
  EXPECT_EQ(s.tiles[1].count, 2);
  EXPECT_EQ(s.tiles[2].id, "X");
  EXPECT_TRUE(s.tiles[2].is_new);
  EXPECT_TRUE(s.tiles[3].is_new);
  ASSERT_EQ(s.watched.size(), 2u);
  EXPECT_EQ(s.watched[0], spec_);
  EXPECT_NE(s.watched[1].find("base.yaml"), std::string::npos);
}

}  // namespace
}  // namespace carc
