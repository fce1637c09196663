// `carckit kit` end to end: the PDF read back with poppler.
#include "kit/kit.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "base/test_util.h"
#include "kit/kit_test_util.h"
#include "spec/set_extends.h"

namespace carc {
namespace {

using testing::RunCarckit;
using testing::TempDir;

/// Page sizes of every page, as pdfinfo prints them in points.
std::vector<std::string> PageSizes(const std::string& pdf) {
  std::string info = testing::Run("pdfinfo -f 1 -l 999 '" + pdf + "'").out;
  std::vector<std::string> sizes;
  size_t at = 0;
  while (at < info.size()) {
    size_t end = info.find('\n', at);
    if (end == std::string::npos) end = info.size();
    std::string line = testing::Squeeze(info.substr(at, end - at));
    size_t colon = line.find(" size: ");
    if (line.rfind("Page ", 0) == 0 && colon != std::string::npos) sizes.push_back(line.substr(colon + 7));
    at = end + 1;
  }
  return sizes;
}

TEST(KitTest, BaseGameKitHasEverySectionInOrderOnA4) {
  TempDir tmp;
  std::string pdf = tmp.Path("kit.pdf");
  auto r = RunCarckit("kit tilesets/base-c1.yaml -o '" + pdf + "'");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, "wrote " + pdf + " (17 pages)\n");
  std::vector<std::string> sizes = PageSizes(pdf);
  ASSERT_EQ(sizes.size(), 17u);
  for (size_t p = 0; p < sizes.size(); ++p) {
    bool landscape = p == 12 || p == 13;  // the score track and its blank back
    EXPECT_EQ(sizes[p], landscape ? "841.89 x 595.276 pts (A4)"
                                  : "595.276 x 841.89 pts (A4)")
        << "page " << p + 1;
  }
  std::vector<std::string> outline = testing::OutlineTitles(pdf);
  for (const char* section : {"Cover", "Tiles: Carcassonne base game", "Score track", "Followers",
                              "Rules summary"})
    EXPECT_NE(std::find(outline.begin(), outline.end(), section), outline.end()) << section;
  std::string info = testing::Squeeze(testing::PdfInfo(pdf));
  EXPECT_NE(info.find("Title: Carcassonne base game: Print-and-play kit"), std::string::npos);
  EXPECT_NE(info.find("Creator: carckit"), std::string::npos);
  std::string fonts = testing::Run("pdffonts '" + pdf + "'").out;
  EXPECT_EQ(fonts.find(" no "), std::string::npos) << fonts;  // every font embedded
}

// The whole kit printed in one double-sided job: read back page by page, each
// sheet's front is an odd page and its back the even page after it, so every
// tile front starts a sheet with its backs behind it, and the cover, score
// track and followers have nothing printed behind them.
TEST(KitTest, PrintsSafelyInOneDoubleSidedJob) {
  TempDir tmp;
  std::string pdf = tmp.Path("kit.pdf");
  ASSERT_EQ(RunCarckit("kit base-c1 -o '" + pdf + "'").exit_code, 0);
  std::vector<std::string> labels = testing::PageLabels(pdf);
  std::vector<std::string> want = {"Cover", "Blank"};
  for (int sheet = 1; sheet <= 5; ++sheet) {
    want.push_back("Tiles " + std::to_string(sheet));
    want.push_back("Tiles " + std::to_string(sheet) + " back");
  }
  want.insert(want.end(), {"Score track", "Blank", "Followers", "Blank", "Rules summary"});
  EXPECT_EQ(labels, want);
  for (int page : {2, 14, 16}) EXPECT_EQ(testing::FlatText(pdf, page), "") << page;  // not even a footer
  // Tile fronts on odd pages, each with its footer's page number.
  for (int page = 3; page <= 11; page += 2)
    EXPECT_NE(testing::FlatText(pdf, page).find("Tile fronts, sheet " + std::to_string((page - 1) / 2)),
              std::string::npos)
        << page;
  std::string cover = testing::FlatText(pdf, 1);
  for (const char* row : {"Cover 1 single-sided", "Tiles 3–12 double-sided, flip on long edge",
                          "Score track 13 single-sided", "Followers 15 single-sided",
                          "Rules summary 17 single-sided"})
    EXPECT_NE(cover.find(row), std::string::npos) << row << "\n" << cover;
  EXPECT_NE(cover.find("All at once: print pages 1–17 double-sided, flipping on the long edge. Pages 2, 14 "
                       "and 16 are blank on purpose"),
            std::string::npos)
      << cover;
  EXPECT_NE(cover.find("Or, to save paper: print pages 3–12 double-sided, flipping on the long edge, and "
                       "pages 1, 13, 15 and 17 single-sided."),
            std::string::npos)
      << cover;
}

TEST(KitTest, ShortEdgeAndSingleSidedKitsSayHowToPrint) {
  TempDir tmp;
  std::string pdf = tmp.Path("kit.pdf");
  ASSERT_EQ(RunCarckit("kit base-c1 --no-tokens -t compact --flip short-edge -o '" + pdf + "'").exit_code, 0);
  std::string cover = testing::FlatText(pdf, 1);
  EXPECT_NE(cover.find("All at once: print pages 1–11 double-sided, flipping on the short edge. Pages 2 and 10 "
                       "are blank on purpose"),
            std::string::npos)
      << cover;
  EXPECT_NE(cover.find("pages 3–8 double-sided, flipping on the short edge, and pages 1, 9 and 11 "
                       "single-sided."),
            std::string::npos)
      << cover;
  ASSERT_EQ(RunCarckit("kit base-c1 --no-backs -o '" + pdf + "'").exit_code, 0);
  cover = testing::FlatText(pdf, 1);
  EXPECT_NE(cover.find("Print every page single-sided."), std::string::npos) << cover;
  EXPECT_EQ(cover.find("blank on purpose"), std::string::npos);
  EXPECT_EQ(testing::PageLabels(pdf).size(), 9u);  // no blank pages
}

TEST(KitTest, DemoKitUsesItsOwnLayoutAndNoFarms) {
  TempDir tmp;
  std::string pdf = tmp.Path("demo.pdf");
  auto r = RunCarckit("kit pnp-demo --lang ro -o '" + pdf + "'");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  std::string cover = testing::FlatText(pdf, 1);
  EXPECT_NE(cover.find("40 mm"), std::string::npos) << cover;  // the demo preset's tiles
  EXPECT_NE(testing::FlatText(pdf, 3).find("Fața cartonașelor, foaia 1 din 2 · pagina 3"),
            std::string::npos);
  EXPECT_NE(testing::FlatText(pdf, 4).find("față-verso, întoarcere pe latura lungă"),
            std::string::npos);
  EXPECT_EQ(testing::FlatText(pdf, 2), "");  // blank on purpose, and truly blank
  std::string all = testing::FlatText(pdf);
  EXPECT_NE(all.find("5 supuși"), std::string::npos);
  EXPECT_NE(cover.find("fără țărani"), std::string::npos);  // says so on the cover
  EXPECT_EQ(all.find("Țăranii"), std::string::npos);        // and has no farm rules
}

TEST(KitTest, NoTokensLeavesTheFollowerSheetOut) {
  TempDir tmp;
  std::string pdf = tmp.Path("kit.pdf");
  auto r = RunCarckit("kit base-c1 --no-tokens -o '" + pdf + "'");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, "wrote " + pdf + " (15 pages)\n");
  std::vector<std::string> outline = testing::OutlineTitles(pdf);
  EXPECT_EQ(std::find(outline.begin(), outline.end(), "Followers"), outline.end());
}

TEST(KitTest, DefaultOutputGoesToOutFolderNamedAfterTheSet) {
  TempDir tmp;
  testing::Run("cp tilesets/pnp-demo.yaml '" + tmp.Path("mine.yaml") + "'");
  auto r = testing::Run("cd '" + tmp.Path("") + "' && '" + testing::CarckitBinary() +
                        "' kit mine.yaml --no-tokens");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out.substr(0, 25), "wrote out/mine-kit-en.pdf");
  EXPECT_NE(testing::PdfInfo(tmp.Path("out/mine-kit-en.pdf")).find("Pages:"), std::string::npos);
}

TEST(KitTest, AnInvalidSetWritesNothingAndKeepsTheEarlierKit) {
  TempDir tmp;
  std::string pdf = tmp.Path("kit.pdf");
  testing::WriteFile(pdf, "earlier");
  auto r = RunCarckit("kit tests/specs/deck.yaml -o '" + pdf + "'");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find("tests/specs/deck.yaml:3:10: error: total is 10"), std::string::npos);
  EXPECT_EQ(testing::ReadFile(pdf), "earlier");
  EXPECT_EQ(testing::Run("ls -A '" + tmp.Path("") + "'").out, "kit.pdf\n");
}

TEST(KitTest, UnknownLanguageIsAUsageError) {
  auto r = RunCarckit("kit base-c1 --lang fr -o /tmp/never.pdf");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "error: kit: --lang: unknown language 'fr'; available languages: en, ro, or a "
                   "language file\nRun 'carckit kit --help' for its options.\n");
}

TEST(KitTest, RiverKitHasEightyFourTilesTheRiverBacksAndARiverSection) {
  TempDir tmp;
  std::string pdf = tmp.Path("river.pdf");
  auto r = RunCarckit("kit river -o '" + pdf + "'");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  // The cover and its blank back, 84 tiles at 15 a page (6 sheets, each with
  // its back page), the score track, the followers and the rules, each on a
  // sheet of its own.
  EXPECT_EQ(r.out, "wrote " + pdf + " (19 pages)\n");
  std::string cover = testing::FlatText(pdf, 1);
  // The whole game, titled for players; the data's provenance stays off it.
  EXPECT_EQ(cover.rfind("Carcassonne with The River Print-and-play kit 84 land tiles", 0), 0u) << cover;
  EXPECT_EQ(cover.find("JCloisterZone"), std::string::npos) << cover;
  EXPECT_EQ(cover.find("Not confirmed"), std::string::npos) << cover;
  EXPECT_NE(testing::PdfInfo(pdf).find("Title:           Carcassonne with The River: Print-and-play kit"),
            std::string::npos);
  EXPECT_NE(cover.find("Tiles 3–14 double-sided"), std::string::npos) << cover;
  EXPECT_EQ(cover.find("only the"), std::string::npos) << cover;
  std::string rules = testing::FlatText(pdf, 19);
  EXPECT_NE(rules.find("84 land tiles, 12 river tiles among them, with a dark back. Put the spring "
                       "face up in the middle of the table, set the lake aside"),
            std::string::npos)
      << rules;
  EXPECT_NE(rules.find("The River The river comes first"), std::string::npos) << rules;
  EXPECT_NE(rules.find("The base game's start tile (D) is shuffled in with the other tiles"),
            std::string::npos)
      << rules;
  EXPECT_NE(rules.find("no U-turns"), std::string::npos) << rules;
  std::vector<std::string> outline = testing::OutlineTitles(pdf);
  EXPECT_NE(std::find(outline.begin(), outline.end(), "The River"), outline.end());
}

TEST(KitTest, RiverKitInRomanianHasTheRiverSectionAndTheSetsRomanianTexts) {
  TempDir tmp;
  std::string pdf = tmp.Path("river-ro.pdf");
  auto r = RunCarckit("kit river --lang ro -o '" + pdf + "'");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.err, "");  // the set and the base it extends have every Romanian text
  std::string cover = testing::FlatText(pdf, 1);
  EXPECT_EQ(cover.rfind("Carcassonne cu Râul Kit „printează-și-joacă”", 0), 0u) << cover;
  EXPECT_EQ(cover.find("JCloisterZone"), std::string::npos) << cover;
  EXPECT_NE(testing::PdfInfo(pdf).find("Title:           Carcassonne cu Râul: Kit"), std::string::npos);
  std::string all = testing::FlatText(pdf);
  EXPECT_NE(all.find("Râul Râul vine primul"), std::string::npos);
  EXPECT_NE(all.find("fără întoarceri în U"), std::string::npos);
  EXPECT_NE(all.find("dintre care 12 cartonașe cu râu"), std::string::npos);
  EXPECT_NE(all.find("niciodată pe râul însuși"), std::string::npos);
}

TEST(KitTest, OnlyNewPrintsTheTwelveRiverTilesAndSaysSo) {
  TempDir tmp;
  std::string pdf = tmp.Path("new.pdf");
  auto r = RunCarckit("kit river --only-new -o '" + pdf + "'");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  // Cover (and its blank back), one sheet of 12 tiles and its back, the River's rules.
  EXPECT_EQ(r.out, "wrote " + pdf + " (5 pages)\n");
  std::string cover = testing::FlatText(pdf, 1);
  // Only what the kit holds: its tiles, no followers, score marker or farmers.
  EXPECT_EQ(cover.rfind("The River Print-and-play kit 12 tiles to add to Carcassonne base game ", 0), 0u) << cover;
  for (const char* absent : {"followers per player", "score marker", "farmers", "JCloisterZone"})
    EXPECT_EQ(cover.find(absent), std::string::npos) << absent << "\n" << cover;
  EXPECT_NE(cover.find("This kit holds only the 12 tiles The River adds to Carcassonne base game: "
                       "play them with your copy of it, which has the score track and the "
                       "followers."),
            std::string::npos)
      << cover;
  EXPECT_EQ(cover.find("Score track"), std::string::npos) << cover;
  EXPECT_EQ(cover.find("Each player needs"), std::string::npos) << cover;
  EXPECT_NE(cover.find("Page 2 is blank on purpose"), std::string::npos) << cover;
  std::vector<std::string> labels = testing::PageLabels(pdf);
  EXPECT_EQ(labels,
            (std::vector<std::string>{"Cover", "Blank", "Tiles 1", "Tiles 1 back", "Rules summary"}));
  std::string rules = testing::FlatText(pdf, 5);
  EXPECT_NE(rules.find("The 12 river tiles have a dark back. Put the spring face up in the "
                       "middle of the table instead of the start tile"),
            std::string::npos)
      << rules;
  EXPECT_NE(rules.find("The base game's start tile (D)"), std::string::npos) << rules;
  EXPECT_EQ(rules.find("Completed features"), std::string::npos) << rules;  // the base rules are known
  // Without -o it goes beside the whole kit, never over it.
  testing::Run("cp tilesets/river.yaml '" + tmp.Path("river.yaml") + "'");
  auto def = testing::Run("cd '" + tmp.Path("") + "' && '" + testing::CarckitBinary() +
                          "' kit river.yaml --only-new --no-backs --lang ro");
  EXPECT_EQ(def.exit_code, 0) << def.err;
  EXPECT_EQ(def.out, "wrote out/river-new-kit-ro.pdf (3 pages)\n");
}

TEST(KitTest, InnsAndCathedralsKitHasNinetyTilesSixColoursAndItsRules) {
  TempDir tmp;
  std::string pdf = tmp.Path("ic.pdf");
  auto r = RunCarckit("kit inns-cathedrals -o '" + pdf + "'");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  // Cover and blank, 90 tiles at 15 a page (6 sheets and their backs), the
  // score track, 2 follower sheets (6 colours and the large followers) and
  // the rules, each on a sheet of its own.
  EXPECT_EQ(r.out, "wrote " + pdf + " (21 pages)\n");
  EXPECT_EQ(testing::Run("qpdf --check '" + pdf + "' > /dev/null").exit_code, 0);
  std::string cover = testing::FlatText(pdf, 1);
  EXPECT_NE(cover.find("90 land tiles"), std::string::npos) << cover;
  std::string rules = testing::FlatText(pdf, 21);
  EXPECT_NE(rules.find("Inns, cathedrals and the large follower Each player adds 1 large follower "
                       "of their colour to their supply. Up to 6 players: the grey followers are "
                       "the sixth player's."),
            std::string::npos)
      << rules;
  EXPECT_NE(rules.find("Inn: a road with an inn (a small house by a lake beside the road) scores 2 "
                       "points per tile when completed, but nothing if it is unfinished"),
            std::string::npos)
      << rules;
  EXPECT_NE(rules.find("scores 3 points per tile and 3 points per shield when completed"),
            std::string::npos)
      << rules;
  EXPECT_NE(rules.find("counts as 2 followers when the majority on a road, city or farm is decided"),
            std::string::npos)
      << rules;
}

TEST(KitTest, InnsAndCathedralsInRomanianHasItsRulesSection) {
  TempDir tmp;
  std::string pdf = tmp.Path("ic-ro.pdf");
  auto r = RunCarckit("kit inns-cathedrals --only-new --lang ro -o '" + pdf + "'");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.err, "");  // every text in Romanian
  std::string all = testing::FlatText(pdf);
  EXPECT_NE(all.find("Hanuri, catedrale și supusul mare"), std::string::npos) << all;
  EXPECT_NE(all.find("contează cât 2 supuși"), std::string::npos) << all;
}

TEST(KitTest, InnsAndCathedralsOnlyNewHasItsEighteenTilesLargeFollowersAndGreyPieces) {
  TempDir tmp;
  std::string pdf = tmp.Path("icnew.pdf");
  auto r = RunCarckit("kit inns-cathedrals --only-new -o '" + pdf + "'");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  // Cover and blank, 18 tiles (2 sheets and their backs), one follower sheet
  // and its blank back, the rules of the expansion.
  EXPECT_EQ(r.out, "wrote " + pdf + " (9 pages)\n");
  EXPECT_EQ(testing::Run("qpdf --check '" + pdf + "' > /dev/null").exit_code, 0);
  std::string cover = testing::FlatText(pdf, 1);
  EXPECT_NE(cover.find("This kit holds only the 18 tiles Inns & Cathedrals adds to Carcassonne "
                       "base game, and the pieces it adds to the followers"),
            std::string::npos)
      << cover;
  EXPECT_EQ(cover.find("Score track"), std::string::npos) << cover;
  std::vector<std::string> labels = testing::PageLabels(pdf);
  EXPECT_EQ(labels, (std::vector<std::string>{"Cover", "Blank", "Tiles 1", "Tiles 1 back", "Tiles 2",
                                              "Tiles 2 back", "Followers", "Blank",
                                              "Rules summary"}));
  std::string tokens = testing::FlatText(pdf, 7);
  EXPECT_NE(tokens.find("a row for each new colour, and the large followers"), std::string::npos)
      << tokens;
  std::string rules = testing::FlatText(pdf, 9);
  EXPECT_EQ(rules.find("Completed features"), std::string::npos) << rules;
  EXPECT_NE(rules.find("Inns, cathedrals and the large follower"), std::string::npos) << rules;
}

}  // namespace
}  // namespace carc

namespace carc {
namespace {

// Every cover names its paper and its pages' orientation; a duplex kit that
// mixes orientations says how to print it as one job per orientation, each
// job starting on the front of a sheet so that its backs stay paired.
TEST(KitCoverTest, NamesThePaperAndEachPagesOrientation) {
  TempDir tmp;
  std::string pdf = tmp.Path("kit.pdf");
  ASSERT_EQ(RunCarckit("kit base-c1 -o '" + pdf + "'").exit_code, 0);
  std::string cover = testing::FlatText(pdf, 1);
  EXPECT_NE(cover.find("Made for A4 (210 × 297 mm) paper: pages 1–12 and 15–17 are portrait, pages 13–14 "
                       "landscape."),
            std::string::npos)
      << cover;
  EXPECT_NE(cover.find("print two jobs instead, both double-sided, flipping on the long edge: pages 13–14 with "
                       "the orientation set to landscape, then pages 1–12 and 15–17 set to portrait."),
            std::string::npos)
      << cover;
  ASSERT_EQ(RunCarckit("kit base-c1 -t letter -o '" + pdf + "'").exit_code, 0);
  cover = testing::FlatText(pdf, 1);
  EXPECT_NE(cover.find("Made for US Letter (8.5 × 11 in) paper: pages 1–2 and 15–17 are portrait, pages 3–14 "
                       "landscape."),
            std::string::npos)
      << cover;
  // The page sizes bear it out.
  std::vector<std::string> sizes;
  for (int page = 1; page <= 17; ++page) {
    std::string info = testing::Squeeze(testing::Run("pdfinfo -f " + std::to_string(page) + " -l " +
                                                     std::to_string(page) + " '" + pdf + "'").out);
    bool wide = info.find("792 x 612 pts") != std::string::npos;
    EXPECT_EQ(wide, page >= 3 && page <= 14) << page << "\n" << info;
  }
  ASSERT_EQ(RunCarckit("kit base-c1 --no-backs --lang ro -o '" + pdf + "'").exit_code, 0);
  cover = testing::FlatText(pdf, 1);
  EXPECT_NE(cover.find("Făcut pentru hârtie A4 (210 × 297 mm): paginile 1–6 și 8–9 sunt în format portret, "
                       "pagina 7 în format peisaj."),
            std::string::npos)
      << cover;
  EXPECT_EQ(cover.find("două lucrări"), std::string::npos) << cover;  // single-sided: nothing to pair
  ASSERT_EQ(RunCarckit("kit river --only-new -o '" + pdf + "'").exit_code, 0);
  cover = testing::FlatText(pdf, 1);
  EXPECT_NE(cover.find("Made for A4 (210 × 297 mm) paper: every page is portrait."), std::string::npos) << cover;
  EXPECT_EQ(cover.find("two jobs"), std::string::npos) << cover;
}

}  // namespace
}  // namespace carc
