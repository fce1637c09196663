#include "kit/follower_tokens.h"

#include <gtest/gtest.h>

#include "base/test_util.h"
#include "kit/kit_test_util.h"

namespace carc {
namespace {

using testing::TempDir;

const SizeMm kA4{Mm(210), Mm(297)}, kLetter{Mm(215.9), Mm(279.4)};

TEST(FollowerTokensTest, EachColourGetsItsFollowersAndOneMarkerOnOneSheet) {
  for (SizeMm paper : {kA4, kLetter}) {
    for (int followers : {5, 7}) {
      TokenLayout l = LayoutFollowerTokens(paper, followers, 5);
      ASSERT_EQ(l.pages.size(), 1u) << followers;
      const TokenPage& page = l.pages[0];
      EXPECT_EQ(int(page.pieces.size()), 5 * (followers + 1));
      std::vector<int> per_color(5), markers(5);
      for (const TokenPiece& p : page.pieces) {
        ++per_color[size_t(p.color)];
        markers[size_t(p.color)] += p.marker;
        // Inside the grid, and the grid with its cut marks inside the margins.
        EXPECT_GE(p.cut.x.v, page.grid.x.v - 1e-6);
        EXPECT_LE(p.cut.bottom().v, page.grid.bottom().v + 1e-6);
      }
      for (int c = 0; c < 5; ++c) {
        EXPECT_EQ(per_color[size_t(c)], followers + 1);
        EXPECT_EQ(markers[size_t(c)], 1);
      }
      EXPECT_GE(page.grid.x.v - 7.5, kKitMargin.v - 1e-6);
      EXPECT_LE(page.grid.right().v + 7.5, (l.page.w - kKitMargin).v + 1e-6);
      EXPECT_LE(page.grid.bottom().v + 7.5, (l.page.h - kKitMargin).v + 1e-6);
      EXPECT_GE(l.figure.v, 13.0);
    }
  }
}

TEST(FollowerTokensTest, ManyFollowersSpillOntoMoreSheets) {
  TokenLayout l = LayoutFollowerTokens(kA4, 40, 6);
  EXPECT_GT(l.pages.size(), 1u);
  size_t total = 0;
  for (const TokenPage& p : l.pages) {
    total += p.pieces.size();
    EXPECT_LE((p.grid.bottom() + Mm(7.5)).v, (l.page.h - kKitMargin).v + 1e-6);
  }
  EXPECT_EQ(total, 6u * 41u);
}

TEST(FollowerTokensTest, CommandWritesTheSheetWithCountsFromTheSet) {
  TempDir tmp;
  std::string path = tmp.Path("tokens.pdf");
  testing::RunResult r = testing::RunCarckit("tokens pnp-demo --lang ro -o '" + path + "'");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, "wrote " + path + " (1 page)\n");
  std::string text = testing::FlatText(path);
  EXPECT_NE(text.find("Supuși"), std::string::npos) << text;
  EXPECT_NE(text.find("5 supuși și un marcator de scor"), std::string::npos) << text;
  EXPECT_EQ(testing::PageLabels(path), std::vector<std::string>{"Supuși"});
  EXPECT_EQ(testing::OutlineTitles(path), std::vector<std::string>{"Supuși"});
}

}  // namespace
}  // namespace carc
