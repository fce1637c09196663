// The kit's parts put together the way `carckit kit` does: cover first (it
// needs every part's page numbers), then tiles, score track, followers and
// the rules summary, in one PDF with an outline and page labels.
#include <gtest/gtest.h>

#include <cstdlib>

#include "base/test_util.h"
#include "kit/cover.h"
#include "kit/follower_tokens.h"
#include "kit/kit_test_util.h"
#include "kit/rules_summary.h"
#include "kit/scoreboard.h"

namespace carc {
namespace {

using test_support::TempDir;

constexpr int kTilePages = 4;  // stands in for the tile sheets

/// Writes a kit without tile art: blank pages stand in for the tile sheets.
std::string WriteKit(const TempDir& tmp, const std::string& set_name, const std::string& lang,
                     bool tokens = true) {
  TileSet set = test_support::BundledSet(set_name);
  Translation tr = test_support::BundledLanguage(lang);
  std::string path = tmp.Path(set_name + "-" + lang + ".pdf");
  TextParams params = SetParams(set);
  std::string footer = tr.Text("footer.kit", params);

  // Page numbers first: the cover lists them.
  RulesOptions rules;
  rules.footer = footer;
  TokenOptions token_options;
  token_options.footer = footer;
  int token_pages = tokens ? FollowerTokenPageCount(set, token_options) : 0;
  CoverInfo cover;
  cover.footer = footer;
  cover.tile_mm = set_name == "base-c1" ? 45 : 38.5;
  cover.sections.push_back({KitPart::Cover, 1, 1, PrintSides::Single});
  int page = 2;
  cover.sections.push_back({KitPart::Tiles, page, kTilePages, PrintSides::DoubleLongEdge});
  page += kTilePages;
  cover.sections.push_back({KitPart::Scoreboard, page++, 1, PrintSides::Single});
  if (tokens) {
    cover.sections.push_back({KitPart::Tokens, page, token_pages, PrintSides::Single});
    page += token_pages;
  }
  cover.sections.push_back({KitPart::Rules, page, RulesSummaryPageCount(set, tr, rules), PrintSides::Single});

  PdfMetadata meta;
  meta.title = set.name + ": " + tr.Text("cover.subtitle");
  PdfDocument doc(path, meta);
  EXPECT_TRUE(doc.status().ok());
  SectionPages added;
  EXPECT_TRUE(DrawCover(doc, set, tr, cover, &added).ok());
  EXPECT_EQ(added.first, 1);
  for (int i = 1; i <= kTilePages; ++i) {
    doc.BeginPage({Mm(210), Mm(297)}, PartPageLabel(tr, KitPart::Tiles, i, kTilePages));
    doc.EndPage();
  }
  doc.AddBookmark(PartTitle(tr, KitPart::Tiles), 2);
  EXPECT_TRUE(DrawScoreboard(doc, tr, ScoreboardOptions(), &added).ok());
  EXPECT_EQ(added.first, cover.sections[2].first_page);
  if (tokens) {
    EXPECT_TRUE(DrawFollowerTokens(doc, set, tr, token_options, &added).ok());
    EXPECT_EQ(added.first, cover.sections[3].first_page);
  }
  EXPECT_TRUE(DrawRulesSummary(doc, set, tr, rules, &added).ok());
  EXPECT_EQ(added.first, cover.sections.back().first_page);
  EXPECT_EQ(added.count, cover.sections.back().page_count);
  EXPECT_TRUE(doc.Finish().ok());
  if (const char* keep = std::getenv("CARCKIT_KEEP_DIR"))
    test_support::Run("cp '" + path + "' '" + std::string(keep) + "/'");
  return path;
}

TEST(KitPartsTest, OutlineNamesEachSectionAndLabelsEachPage) {
  TempDir tmp;
  std::string path = WriteKit(tmp, "base-c1", "en");
  std::vector<std::string> outline = test_support::OutlineTitles(path);
  std::vector<std::string> top;
  for (const std::string& t : outline)
    if (t == "Cover" || t == "Tiles" || t == "Score track" || t == "Followers" || t == "Rules summary")
      top.push_back(t);
  // The rules summary's own "Score track" heading is a child entry.
  EXPECT_EQ(top, (std::vector<std::string>{"Cover", "Tiles", "Score track", "Followers", "Rules summary",
                                           "Score track"}));
  EXPECT_NE(std::find(outline.begin(), outline.end(), "Farms and farmers"), outline.end());
  std::vector<std::string> labels = test_support::PageLabels(path);
  ASSERT_GE(labels.size(), 8u);
  EXPECT_EQ(labels[0], "Cover");
  EXPECT_EQ(labels[1], "Tiles 1");
  EXPECT_EQ(labels[4], "Tiles 4");
  EXPECT_EQ(labels[5], "Score track");
  EXPECT_EQ(labels[6], "Followers");
  EXPECT_EQ(labels[7].substr(0, 13), "Rules summary");
  std::string fonts = test_support::Run("pdffonts '" + path + "'").out;
  EXPECT_NE(fonts.find("DejaVuSans"), std::string::npos);
  EXPECT_EQ(fonts.find(" no "), std::string::npos) << fonts;  // every font embedded
}

TEST(KitPartsTest, CoverListsThePartsWithTheirPagesAndHowToPrint) {
  TempDir tmp;
  std::string path = WriteKit(tmp, "base-c1", "en");
  std::string cover = test_support::FlatText(path, 1);
  for (const char* want : {"Carcassonne base game", "Print-and-play kit",
                           "72 land tiles · 7 followers per player and a score marker · with fields and farmers",
                           "Cover 1 single-sided", "Tiles 2–5 double-sided, flip on long edge",
                           "Score track 6 single-sided", "Followers 7 single-sided",
                           "Print at 100% / actual size", "must measure exactly 100 mm",
                           "Tiles are 45 mm square."})
    EXPECT_NE(cover.find(want), std::string::npos) << want << "\nin: " << cover;
  EXPECT_EQ(cover.find("Each player needs"), std::string::npos);
}

// The cover is written for players: the set's description, the designer's
// notes on its sources (docs/tilesets.md), stays in the PDF's metadata.
TEST(KitPartsTest, CoverLeavesTheSourcesNotesToTheMetadata) {
  TempDir tmp;
  std::string demo_pdf = WriteKit(tmp, "pnp-demo", "en");
  std::string demo = test_support::FlatText(demo_pdf, 1);
  EXPECT_EQ(demo.find("reconstruction"), std::string::npos) << demo;
  EXPECT_EQ(demo.find("Carcassonne for 2"), std::string::npos) << demo;
  std::string kit = tmp.Path("kit.pdf");
  ASSERT_EQ(test_support::RunCarckit("kit pnp-demo -o '" + kit + "'").exit_code, 0);
  EXPECT_EQ(test_support::FlatText(kit, 1).find("reconstruction"), std::string::npos);
  EXPECT_NE(test_support::Squeeze(test_support::PdfInfo(kit)).find("Subject: The 48 tiles of the free 2020"),
            std::string::npos);
  std::string base = test_support::FlatText(WriteKit(tmp, "base-c1", "en"), 1);
  EXPECT_EQ(base.find("1st edition art"), std::string::npos) << base;
  EXPECT_EQ(base.rfind("Carcassonne base game Print-and-play kit 72 land tiles · 7 followers per player and a "
                       "score marker · with fields and farmers",
                       0),
            0u)
      << base;
}

TEST(KitPartsTest, RomanianDemoKitWithoutTokensSaysWhatToBring) {
  TempDir tmp;
  std::string path = WriteKit(tmp, "pnp-demo", "ro", /*tokens=*/false);
  std::string cover = test_support::FlatText(path, 1);
  for (const char* want : {"Kit „printează-și-joacă”", "48 de cartonașe de teren · 5 supuși", "fără țărani",
                           "Cartonașe 2–5 față-verso, întoarcere pe latura lungă",
                           "Printează la 100% / mărime reală",
                           "Fiecare jucător are nevoie de 6 piese de aceeași culoare: 5 supuși",
                           "Cartonașele au latura de 38,5 mm."})
    EXPECT_NE(cover.find(want), std::string::npos) << want << "\nin: " << cover;
  std::vector<std::string> outline = test_support::OutlineTitles(path);
  EXPECT_EQ(std::find(outline.begin(), outline.end(), "Supuși"), outline.end());
  EXPECT_NE(std::find(outline.begin(), outline.end(), "Rezumatul regulilor"), outline.end());
  EXPECT_NE(std::find(outline.begin(), outline.end(), "Sfârșitul jocului"), outline.end());
}

}  // namespace
}  // namespace carc

namespace carc {
namespace {

TEST(KitPartsTest, UserTextWithMarkupCharactersPrintsAsWritten) {
  TileSet set = test_support::BundledSet("pnp-demo");
  set.name = "<i>Tom & Jerry's</i> set";
  for (TileType& t : set.tiles)
    if (t.start) t.name = "Start <b>&amp;</b>";
  Translation tr = test_support::BundledLanguage("en");
  TempDir tmp;
  std::string path = tmp.Path("odd.pdf");
  PdfDocument doc(path, PdfMetadata());
  SectionPages pages;
  CoverInfo cover;
  cover.footer = tr.Text("footer.kit", SetParams(set));
  ASSERT_TRUE(DrawCover(doc, set, tr, cover, &pages).ok());
  RulesOptions rules;
  rules.footer = cover.footer;
  ASSERT_TRUE(DrawRulesSummary(doc, set, tr, rules, &pages).ok());
  ASSERT_TRUE(doc.Finish().ok());
  std::string text = test_support::FlatText(path);
  EXPECT_EQ(test_support::Count(text, "<i>Tom & Jerry's</i> set"), 4) << text;  // titles and footers
  EXPECT_NE(text.find("(D: Start <b>&amp;</b>)"), std::string::npos) << text;
}

}  // namespace
}  // namespace carc
