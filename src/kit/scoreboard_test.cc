#include "kit/scoreboard.h"

#include <gtest/gtest.h>

#include <cmath>
#include <sstream>

#include "base/test_util.h"
#include "draw/raster.h"
#include "kit/kit_test_util.h"
#include "rules/scoring_rules.h"

namespace carc {
namespace {

using test_support::TempDir;

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

/// The words of a PDF's first page inside `box` (mm), or outside it.
std::string TextIn(const std::string& pdf, const RectMm& box) {
  char args[160];
  std::snprintf(args, sizeof args, "-r 72 -x %d -y %d -W %d -H %d", int(box.x.pt()), int(box.y.pt()),
                int(box.w.pt()), int(box.h.pt()));
  return test_support::Run(std::string("pdftotext ") + args + " '" + pdf + "' -").out;
}

/// `text` with every run of white space, line breaks included, made one space.
std::string Words(const std::string& text) {
  std::istringstream in(text);
  std::string word, out;
  while (in >> word) out += (out.empty() ? "" : " ") + word;
  return out;
}

std::map<int, int> Numbers(const std::string& text) {
  std::map<int, int> numbers;
  std::istringstream words(text);
  std::string word;
  while (words >> word)
    if (word.find_first_not_of("0123456789") == std::string::npos) ++numbers[std::stoi(word)];
  return numbers;
}

std::string DrawBoard(const TempDir& tmp, const std::string& name, const Translation& tr,
                      const ScoreboardOptions& options) {
  std::string path = tmp.Path(name);
  PdfDocument doc(path, PdfMetadata());
  EXPECT_TRUE(doc.status().ok());
  SectionPages pages;
  EXPECT_TRUE(DrawScoreboard(doc, tr, options, &pages).ok());
  EXPECT_TRUE(doc.Finish().ok());
  EXPECT_EQ(pages.first, 1);
  EXPECT_EQ(pages.count, 1);
  return path;
}

TEST(ScoreboardTest, PageHasEachNumberOnceAndOneLapTokenPerColour) {
  TempDir tmp;
  for (const char* lang : {"en", "ro"}) {
    Translation tr = test_support::BundledLanguage(lang);
    std::string path = DrawBoard(tmp, std::string("board-") + lang + ".pdf", tr, ScoreboardOptions());
    std::string info = test_support::Squeeze(test_support::PdfInfo(path));
    EXPECT_NE(info.find("Pages: 1"), std::string::npos) << info;
    EXPECT_NE(info.find("Page size: 841.89 x 595.276 pts (A4)"), std::string::npos) << info;
    // The track: every number once. The middle: the lap tokens' 50 and 100
    // once per colour (and the scoring table's numbers).
    ScoreboardLayout l = LayoutScoreboard(ScoreboardOptions().paper, 5);
    std::map<int, int> all = Numbers(test_support::FlatText(path)), middle = Numbers(TextIn(path, l.inner));
    for (int i = 0; i < points::kScoreTrackSpaces; ++i) EXPECT_EQ(all[i] - middle[i], 1) << i;
    EXPECT_EQ(middle[points::kScoreTrackSpaces], 5);
    EXPECT_EQ(middle[2 * points::kScoreTrackSpaces], 5);
    for (const auto& n : all) EXPECT_LE(n.first, 2 * points::kScoreTrackSpaces);
    EXPECT_EQ(test_support::Count(test_support::FlatText(path), "START"), 2);  // the space and the how-to
  }
}

// Each lap token's colour runs past its cut into a gutter between tokens: a
// cut up to the bleed off shows the token's own colour, never its
// neighbour's or the paper.
TEST(ScoreboardTest, LapTokensHaveBleedBetweenTheirColours) {
  TempDir tmp;
  ScoreboardOptions options;
  std::string path = DrawBoard(tmp, "board.pdf", test_support::BundledLanguage("en"), options);
  ScoreboardLayout l = LayoutScoreboard(options.paper, int(options.colors.size()));
  Raster page = RasterizePdfPage(path, 1, 200);
  ASSERT_FALSE(page.empty());
  for (size_t i = 0; i < l.token_cuts.size(); ++i) {
    const RectMm& cut = l.token_cuts[i];
    if (i > 0) EXPECT_GE((cut.x - l.token_cuts[i - 1].right()).v, 2 * kLapTokenBleed.v - 1e-9) << i;
    const Color& fill = options.colors[i].fill;
    Mm in = kLapTokenBleed * 0.8;
    for (PointMm at : {PointMm{cut.x - in, cut.y + cut.h * 0.2}, PointMm{cut.right() + in, cut.y + cut.h * 0.2},
                       PointMm{cut.x + cut.w * 0.25, cut.y - in}, PointMm{cut.x + cut.w * 0.25, cut.bottom() + in}}) {
      int x = page.Px(at.x), y = page.Px(at.y);
      EXPECT_NEAR(page.At(x, y, 0), fill.r * 255, 6) << "token " << i << " at " << at.x.v << ", " << at.y.v;
      EXPECT_NEAR(page.At(x, y, 1), fill.g * 255, 6) << "token " << i;
      EXPECT_NEAR(page.At(x, y, 2), fill.b * 255, 6) << "token " << i;
    }
  }
}

// A set whose rules lay the score marker down after 50 (the demo) gets no
// lap tokens, and the middle says what to do instead.
TEST(ScoreboardTest, LayDownSetsGetNoLapTokens) {
  TempDir tmp;
  ScoreboardOptions options;
  options.lap_tokens = false;
  std::string path = DrawBoard(tmp, "board.pdf", test_support::BundledLanguage("en"), options);
  std::string text = test_support::FlatText(path);
  EXPECT_NE(text.find("When your marker passes START, lay it down on its side: your score is then 50 plus the "
                      "number of its space."),
            std::string::npos)
      << text;
  EXPECT_EQ(text.find("Lap tokens"), std::string::npos) << text;
  EXPECT_EQ(text.find("100"), std::string::npos) << text;
}

// The middle holds the scoring table, the farm row only for sets with
// farmers, and the table's numbers are the rules' (scoring_rules.h).
TEST(ScoreboardTest, MiddleRemindsOfTheScoringTable) {
  TempDir tmp;
  Translation tr = test_support::BundledLanguage("en");
  for (SizeMm paper : {kA4, kLetter}) {
    ScoreboardOptions options;
    options.paper = paper;
    std::string middle = Words(TextIn(DrawBoard(tmp, "board.pdf", tr, options), LayoutScoreboard(paper, 5).inner));
    EXPECT_NE(middle.find("Scoring at a glance"), std::string::npos) << middle;
    EXPECT_NE(middle.find("City " + std::to_string(points::kCityPerTile) + " per tile + " +
                          std::to_string(points::kCityPerShield) + " per shield"),
              std::string::npos)
        << middle;
    EXPECT_NE(middle.find("Monastery " + std::to_string(points::kMonasteryComplete)), std::string::npos);
    EXPECT_NE(middle.find("Farm"), std::string::npos);
    options.farmers = false;
    middle = TextIn(DrawBoard(tmp, "board.pdf", tr, options), LayoutScoreboard(paper, 5).inner);
    EXPECT_EQ(middle.find("Farm"), std::string::npos) << middle;
    EXPECT_NE(middle.find("Monastery"), std::string::npos) << middle;
  }
  // On A5 there is no room for it at a readable size: the how-to stays large.
  ScoreboardOptions a5;
  a5.paper = {Mm(148), Mm(210)};
  std::string text = test_support::FlatText(DrawBoard(tmp, "a5.pdf", tr, a5));
  EXPECT_EQ(text.find("Scoring at a glance"), std::string::npos);
  EXPECT_NE(text.find("passes START"), std::string::npos);
}

TEST(ScoreboardTest, CommandWritesLetterAndReportsIt) {
  TempDir tmp;
  std::string path = tmp.Path("board.pdf");
  test_support::RunResult r = test_support::RunCarckit("scoreboard --paper Letter -o '" + path + "'");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, "wrote " + path + " (1 page)\n");
  EXPECT_NE(test_support::Squeeze(test_support::PdfInfo(path)).find("Page size: 792 x 612 pts (letter)"), std::string::npos);
  r = test_support::RunCarckit("scoreboard --paper b5 -o '" + path + "'");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "error: scoreboard: --paper: unknown paper 'b5'; known papers: a4, letter, a3, "
                   "legal, a5\nRun 'carckit scoreboard --help' for its options.\n");
  r = test_support::RunCarckit("scoreboard --lang de -o '" + path + "'");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "error: scoreboard: --lang: unknown language 'de'; available languages: en, ro, "
                   "or a language file\nRun 'carckit scoreboard --help' for its options.\n");
}

}  // namespace
}  // namespace carc
