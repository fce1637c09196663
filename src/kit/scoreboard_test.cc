#include "kit/scoreboard.h"

#include <gtest/gtest.h>

#include <cmath>
#include <sstream>

#include "base/test_util.h"
#include "kit/kit_test_util.h"
#include "rules/scoring_rules.h"

namespace carc {
namespace {

using testing::TempDir;

const SizeMm kA4{Mm(210), Mm(297)}, kLetter{Mm(215.9), Mm(279.4)};

bool Inside(const RectMm& r, const RectMm& box) {
  const double e = 1e-6;
  return r.x.v >= box.x.v - e && r.y.v >= box.y.v - e && r.right().v <= box.right().v + e &&
         r.bottom().v <= box.bottom().v + e;
}

bool Overlap(const RectMm& a, const RectMm& b) {
  const double e = 1e-6;
  return a.x.v < b.right().v - e && b.x.v < a.right().v - e && a.y.v < b.bottom().v - e &&
         b.y.v < a.bottom().v - e;
}

TEST(ScoreboardTest, TrackRunsClockwiseAroundALandscapePageInsideTheMargins) {
  for (SizeMm paper : {kA4, kLetter}) {
    ScoreboardLayout l = LayoutScoreboard(paper, 5);
    EXPECT_GT(l.page.w, l.page.h);
    ASSERT_EQ(int(l.spaces.size()), points::kScoreTrackSpaces);
    EXPECT_GE(l.space.v, 16.0);
    RectMm printable{kKitMargin, kKitMargin, l.page.w - kKitMargin * 2, l.page.h - kKitMargin * 2};
    for (size_t i = 0; i < l.spaces.size(); ++i) {
      const RectMm& a = l.spaces[i];
      const RectMm& b = l.spaces[(i + 1) % l.spaces.size()];
      EXPECT_TRUE(Inside(a, printable)) << i;
      // Consecutive spaces share a whole edge, so the track can be lapped.
      double dx = std::abs(a.x.v - b.x.v), dy = std::abs(a.y.v - b.y.v);
      EXPECT_NEAR(dx + dy, l.space.v, 1e-6) << i;
      EXPECT_TRUE(dx < 1e-6 || dy < 1e-6) << i;
      for (size_t j = i + 1; j < l.spaces.size(); ++j) EXPECT_FALSE(Overlap(a, l.spaces[j])) << i << " " << j;
      EXPECT_FALSE(Overlap(a, l.inner));
    }
    // Clockwise from the top-left corner: 0 → 1 goes right.
    EXPECT_GT(l.spaces[1].x.v, l.spaces[0].x.v);
    EXPECT_EQ(l.spaces[0].y.v, l.spaces[1].y.v);
    ASSERT_EQ(l.token_cuts.size(), 5u);
    for (const RectMm& t : l.token_cuts) {
      EXPECT_TRUE(Inside(t, l.inner));
      EXPECT_NEAR(t.w.v, 2 * t.h.v, 1e-6);  // two square faces around a fold
      EXPECT_GE(t.h.v, 15.0);
    }
  }
}

TEST(ScoreboardTest, PageHasEachNumberOnceAndOneLapTokenPerColour) {
  TempDir tmp;
  for (const char* lang : {"en", "ro"}) {
    Translation tr = testing::BundledLanguage(lang);
    std::string path = tmp.Path(std::string("board-") + lang + ".pdf");
    PdfDocument doc(path, PdfMetadata());
    ASSERT_TRUE(doc.status().ok());
    SectionPages pages;
    ASSERT_TRUE(DrawScoreboard(doc, tr, ScoreboardOptions(), &pages).ok());
    ASSERT_TRUE(doc.Finish().ok());
    EXPECT_EQ(pages.first, 1);
    EXPECT_EQ(pages.count, 1);
    std::string info = testing::Squeeze(testing::PdfInfo(path));
    EXPECT_NE(info.find("Pages: 1"), std::string::npos) << info;
    EXPECT_NE(info.find("Page size: 841.89 x 595.276 pts (A4)"), std::string::npos) << info;
    std::map<int, int> numbers;
    std::istringstream words(testing::FlatText(path));
    std::string word;
    while (words >> word)
      if (word.find_first_not_of("0123456789") == std::string::npos) ++numbers[std::stoi(word)];
    for (int i = 0; i < points::kScoreTrackSpaces; ++i) EXPECT_EQ(numbers[i], 1) << i;
    EXPECT_EQ(numbers[points::kScoreTrackSpaces], 5);
    EXPECT_EQ(numbers[2 * points::kScoreTrackSpaces], 5);
    EXPECT_EQ(numbers.size(), size_t(points::kScoreTrackSpaces + 2));
    EXPECT_EQ(testing::Count(testing::FlatText(path), "START"), 2);  // the space and the how-to
  }
}

TEST(ScoreboardTest, CommandWritesLetterAndReportsIt) {
  TempDir tmp;
  std::string path = tmp.Path("board.pdf");
  testing::RunResult r = testing::RunCarckit("scoreboard --paper Letter -o '" + path + "'");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, "wrote " + path + " (1 page)\n");
  EXPECT_NE(testing::Squeeze(testing::PdfInfo(path)).find("Page size: 792 x 612 pts (letter)"), std::string::npos);
  r = testing::RunCarckit("scoreboard --paper b5 -o '" + path + "'");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "error: scoreboard: --paper: unknown paper 'b5'; known papers: a4, letter, a3, "
                   "legal, a5\nRun 'carckit scoreboard --help' for its options.\n");
  r = testing::RunCarckit("scoreboard --lang de -o '" + path + "'");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "error: scoreboard: --lang: unknown language 'de'; available languages: en, ro, "
                   "or a language file\nRun 'carckit scoreboard --help' for its options.\n");
}

}  // namespace
}  // namespace carc
