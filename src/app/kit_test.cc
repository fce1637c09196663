// The kit end to end, made in-process by the app function `carckit kit`
// calls: the PDF read back with poppler. The command line's own part (its
// messages, exit codes and default output folder) is tested in cli/.
#include "app/kit.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "base/test_util.h"
#include "base/text_util.h"
#include "kit/kit_test_util.h"
#include "spec/set_extends.h"

namespace carc {
namespace {

using test_support::TempDir;

/// What MakeKit returned for a request.
struct Made {
  Status status = Status::Ok();
  MadeKit kit;
  Diagnostics diags;
  /// The diagnostics as printed, one per line.
  std::string Lines() const { return Join(diags.Lines(), "\n"); }
};

/// Makes the kit of `tileset` into `output`, changed by `change`.
Made Kit(const std::string& tileset, const std::string& output,
         void (*change)(KitRequest*) = nullptr) {
  KitRequest request;
  request.tileset = tileset;
  request.output = output;
  if (change) change(&request);
  Made made;
  made.status = MakeKit(request, &made.diags, &made.kit);
  return made;
}

/// Page sizes of every page, as pdfinfo prints them in points.
std::vector<std::string> PageSizes(const std::string& pdf) {
  std::string info = test_support::Run("pdfinfo -f 1 -l 999 '" + pdf + "'").out;
  std::vector<std::string> sizes;
  size_t at = 0;
  while (at < info.size()) {
    size_t end = info.find('\n', at);
    if (end == std::string::npos) end = info.size();
    std::string line = test_support::Squeeze(info.substr(at, end - at));
    size_t colon = line.find(" size: ");
    if (line.rfind("Page ", 0) == 0 && colon != std::string::npos) sizes.push_back(line.substr(colon + 7));
    at = end + 1;
  }
  return sizes;
}

TEST(KitTest, BaseGameKitHasEverySectionInOrderOnA4) {
  TempDir tmp;
  std::string pdf = tmp.Path("kit.pdf");
  Made r = Kit("tilesets/base-c1.yaml", pdf);
  ASSERT_TRUE(r.status.ok()) << r.status.ToString() << r.Lines();
  EXPECT_EQ(r.diags.Count(), 0);
  EXPECT_EQ(r.kit.path, pdf);
  EXPECT_EQ(r.kit.kit.pages, 17);
  std::vector<std::string> sizes = PageSizes(pdf);
  ASSERT_EQ(sizes.size(), 17u);
  for (size_t p = 0; p < sizes.size(); ++p) {
    bool landscape = p == 12 || p == 13;  // the score track and its blank back
    EXPECT_EQ(sizes[p], landscape ? "841.89 x 595.276 pts (A4)"
                                  : "595.276 x 841.89 pts (A4)")
        << "page " << p + 1;
  }
  std::vector<std::string> outline = test_support::OutlineTitles(pdf);
  for (const char* section : {"Cover", "Tiles: Carcassonne base game", "Score track", "Followers",
                              "Rules summary"})
    EXPECT_NE(std::find(outline.begin(), outline.end(), section), outline.end()) << section;
  std::string info = test_support::Squeeze(test_support::PdfInfo(pdf));
  EXPECT_NE(info.find("Title: Carcassonne base game: Print-and-play kit"), std::string::npos);
  EXPECT_NE(info.find("Creator: carckit"), std::string::npos);
  std::string fonts = test_support::Run("pdffonts '" + pdf + "'").out;
  EXPECT_EQ(fonts.find(" no "), std::string::npos) << fonts;  // every font embedded
}

// The whole kit printed in one double-sided job: read back page by page, each
// sheet's front is an odd page and its back the even page after it, so every
// tile front starts a sheet with its backs behind it, and the cover, score
// track and followers have nothing printed behind them.
TEST(KitTest, PrintsSafelyInOneDoubleSidedJob) {
  TempDir tmp;
  std::string pdf = tmp.Path("kit.pdf");
  ASSERT_TRUE(Kit("base-c1", pdf).status.ok());
  std::vector<std::string> labels = test_support::PageLabels(pdf);
  std::vector<std::string> want = {"Cover", "Blank"};
  for (int sheet = 1; sheet <= 5; ++sheet) {
    want.push_back("Tiles " + std::to_string(sheet));
    want.push_back("Tiles " + std::to_string(sheet) + " back");
  }
  want.insert(want.end(), {"Score track", "Blank", "Followers", "Blank", "Rules summary"});
  EXPECT_EQ(labels, want);
  for (int page : {2, 14, 16}) EXPECT_EQ(test_support::FlatText(pdf, page), "") << page;  // not even a footer
  // Tile fronts on odd pages, each with its footer's page number.
  for (int page = 3; page <= 11; page += 2)
    EXPECT_NE(test_support::FlatText(pdf, page).find("Tile fronts, sheet " + std::to_string((page - 1) / 2)),
              std::string::npos)
        << page;
  std::string cover = test_support::FlatText(pdf, 1);
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
  ASSERT_TRUE(Kit("base-c1", pdf, [](KitRequest* r) {
                r->tokens = false;
                r->layout = "compact";
                r->flip = "short-edge";
              }).status.ok());
  std::string cover = test_support::FlatText(pdf, 1);
  EXPECT_NE(cover.find("All at once: print pages 1–11 double-sided, flipping on the short edge. Pages 2 and 10 "
                       "are blank on purpose"),
            std::string::npos)
      << cover;
  EXPECT_NE(cover.find("pages 3–8 double-sided, flipping on the short edge, and pages 1, 9 and 11 "
                       "single-sided."),
            std::string::npos)
      << cover;
  ASSERT_TRUE(Kit("base-c1", pdf, [](KitRequest* r) { r->backs = false; }).status.ok());
  cover = test_support::FlatText(pdf, 1);
  EXPECT_NE(cover.find("Print every page single-sided."), std::string::npos) << cover;
  EXPECT_EQ(cover.find("blank on purpose"), std::string::npos);
  EXPECT_EQ(test_support::PageLabels(pdf).size(), 9u);  // no blank pages
}

TEST(KitTest, DemoKitUsesItsOwnLayoutAndNoFarms) {
  TempDir tmp;
  std::string pdf = tmp.Path("demo.pdf");
  Made r = Kit("pnp-demo", pdf, [](KitRequest* r) { r->lang = "ro"; });
  ASSERT_TRUE(r.status.ok()) << r.status.ToString() << r.Lines();
  std::string cover = test_support::FlatText(pdf, 1);
  EXPECT_NE(cover.find("40 mm"), std::string::npos) << cover;  // the demo preset's tiles
  EXPECT_NE(test_support::FlatText(pdf, 3).find("Fața cartonașelor, foaia 1 din 2 · pagina 3"),
            std::string::npos);
  EXPECT_NE(test_support::FlatText(pdf, 4).find("față-verso, întoarcere pe latura lungă"),
            std::string::npos);
  EXPECT_EQ(test_support::FlatText(pdf, 2), "");  // blank on purpose, and truly blank
  std::string all = test_support::FlatText(pdf);
  EXPECT_NE(all.find("5 supuși"), std::string::npos);
  EXPECT_NE(cover.find("fără țărani"), std::string::npos);  // says so on the cover
  EXPECT_EQ(all.find("Țăranii"), std::string::npos);        // and has no farm rules
}

TEST(KitTest, NoTokensLeavesTheFollowerSheetOut) {
  TempDir tmp;
  std::string pdf = tmp.Path("kit.pdf");
  Made r = Kit("base-c1", pdf, [](KitRequest* r) { r->tokens = false; });
  ASSERT_TRUE(r.status.ok()) << r.status.ToString() << r.Lines();
  EXPECT_EQ(r.kit.kit.pages, 15);
  std::vector<std::string> outline = test_support::OutlineTitles(pdf);
  EXPECT_EQ(std::find(outline.begin(), outline.end(), "Followers"), outline.end());
}

TEST(KitTest, AnInvalidSetWritesNothingAndKeepsTheEarlierKit) {
  TempDir tmp;
  std::string pdf = tmp.Path("kit.pdf");
  test_support::WriteFile(pdf, "earlier");
  Made r = Kit("tests/specs/deck.yaml", pdf);
  EXPECT_TRUE(r.status.IsInvalid());
  EXPECT_EQ(r.status.ToString(), "");  // the diagnostics say it all
  EXPECT_NE(r.Lines().find("tests/specs/deck.yaml:3:10: error: total is 10"), std::string::npos);
  EXPECT_EQ(test_support::ReadFile(pdf), "earlier");
  EXPECT_EQ(test_support::Run("ls -A '" + tmp.Path("") + "'").out, "kit.pdf\n");
}

TEST(KitTest, RiverKitHasEightyFourTilesTheRiverBacksAndARiverSection) {
  TempDir tmp;
  std::string pdf = tmp.Path("river.pdf");
  Made r = Kit("river", pdf);
  ASSERT_TRUE(r.status.ok()) << r.status.ToString() << r.Lines();
  // The cover and its blank back, 84 tiles at 15 a page (6 sheets, each with
  // its back page), the score track, the followers and the rules, each on a
  // sheet of its own.
  EXPECT_EQ(r.kit.kit.pages, 19);
  std::string cover = test_support::FlatText(pdf, 1);
  // The whole game, titled for players; the data's provenance stays off it.
  EXPECT_EQ(cover.rfind("Carcassonne with The River Print-and-play kit 84 land tiles", 0), 0u) << cover;
  EXPECT_EQ(cover.find("JCloisterZone"), std::string::npos) << cover;
  EXPECT_EQ(cover.find("Not confirmed"), std::string::npos) << cover;
  EXPECT_NE(test_support::PdfInfo(pdf).find("Title:           Carcassonne with The River: Print-and-play kit"),
            std::string::npos);
  EXPECT_NE(cover.find("Tiles 3–14 double-sided"), std::string::npos) << cover;
  EXPECT_EQ(cover.find("only the"), std::string::npos) << cover;
  std::string rules = test_support::FlatText(pdf, 19);
  EXPECT_NE(rules.find("84 land tiles, 12 river tiles among them, with a dark back. Put the spring "
                       "face up in the middle of the table, set the lake aside"),
            std::string::npos)
      << rules;
  EXPECT_NE(rules.find("The River The river comes first"), std::string::npos) << rules;
  EXPECT_NE(rules.find("The base game's start tile (D) is shuffled in with the other tiles"),
            std::string::npos)
      << rules;
  EXPECT_NE(rules.find("no U-turns"), std::string::npos) << rules;
  std::vector<std::string> outline = test_support::OutlineTitles(pdf);
  EXPECT_NE(std::find(outline.begin(), outline.end(), "The River"), outline.end());
}

TEST(KitTest, RiverKitInRomanianHasTheRiverSectionAndTheSetsRomanianTexts) {
  TempDir tmp;
  std::string pdf = tmp.Path("river-ro.pdf");
  Made r = Kit("river", pdf, [](KitRequest* r) { r->lang = "ro"; });
  ASSERT_TRUE(r.status.ok()) << r.status.ToString() << r.Lines();
  EXPECT_EQ(r.diags.Count(), 0);  // the set and the base it extends have every Romanian text
  std::string cover = test_support::FlatText(pdf, 1);
  EXPECT_EQ(cover.rfind("Carcassonne cu Râul Kit „printează-și-joacă”", 0), 0u) << cover;
  EXPECT_EQ(cover.find("JCloisterZone"), std::string::npos) << cover;
  EXPECT_NE(test_support::PdfInfo(pdf).find("Title:           Carcassonne cu Râul: Kit"), std::string::npos);
  std::string all = test_support::FlatText(pdf);
  EXPECT_NE(all.find("Râul Râul vine primul"), std::string::npos);
  EXPECT_NE(all.find("fără întoarceri în U"), std::string::npos);
  EXPECT_NE(all.find("dintre care 12 cartonașe cu râu"), std::string::npos);
  EXPECT_NE(all.find("niciodată pe râul însuși"), std::string::npos);
}

TEST(KitTest, OnlyNewPrintsTheTwelveRiverTilesAndSaysSo) {
  TempDir tmp;
  std::string pdf = tmp.Path("new.pdf");
  Made r = Kit("river", pdf, [](KitRequest* r) { r->only_new = true; });
  ASSERT_TRUE(r.status.ok()) << r.status.ToString() << r.Lines();
  // Cover (and its blank back), one sheet of 12 tiles and its back, the River's rules.
  EXPECT_EQ(r.kit.kit.pages, 5);
  std::string cover = test_support::FlatText(pdf, 1);
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
  std::vector<std::string> labels = test_support::PageLabels(pdf);
  EXPECT_EQ(labels,
            (std::vector<std::string>{"Cover", "Blank", "Tiles 1", "Tiles 1 back", "Rules summary"}));
  std::string rules = test_support::FlatText(pdf, 5);
  EXPECT_NE(rules.find("The 12 river tiles have a dark back. Put the spring face up in the "
                       "middle of the table instead of the start tile"),
            std::string::npos)
      << rules;
  EXPECT_NE(rules.find("The base game's start tile (D)"), std::string::npos) << rules;
  EXPECT_EQ(rules.find("Completed features"), std::string::npos) << rules;  // the base rules are known
}

TEST(KitTest, InnsAndCathedralsKitHasNinetyTilesSixColoursAndItsRules) {
  TempDir tmp;
  std::string pdf = tmp.Path("ic.pdf");
  Made r = Kit("inns-cathedrals", pdf);
  ASSERT_TRUE(r.status.ok()) << r.status.ToString() << r.Lines();
  // Cover and blank, 90 tiles at 15 a page (6 sheets and their backs), the
  // score track, 2 follower sheets (6 colours and the large followers) and
  // the rules, each on a sheet of its own.
  EXPECT_EQ(r.kit.kit.pages, 21);
  EXPECT_EQ(test_support::Run("qpdf --check '" + pdf + "' > /dev/null").exit_code, 0);
  std::string cover = test_support::FlatText(pdf, 1);
  EXPECT_NE(cover.find("90 land tiles"), std::string::npos) << cover;
  std::string rules = test_support::FlatText(pdf, 21);
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
  Made r = Kit("inns-cathedrals", pdf, [](KitRequest* r) {
    r->only_new = true;
    r->lang = "ro";
  });
  ASSERT_TRUE(r.status.ok()) << r.status.ToString() << r.Lines();
  EXPECT_EQ(r.Lines(), "");  // every text in Romanian
  std::string all = test_support::FlatText(pdf);
  EXPECT_NE(all.find("Hanuri, catedrale și supusul mare"), std::string::npos) << all;
  EXPECT_NE(all.find("contează cât 2 supuși"), std::string::npos) << all;
}

TEST(KitTest, InnsAndCathedralsOnlyNewHasItsEighteenTilesLargeFollowersAndGreyPieces) {
  TempDir tmp;
  std::string pdf = tmp.Path("icnew.pdf");
  Made r = Kit("inns-cathedrals", pdf, [](KitRequest* r) { r->only_new = true; });
  ASSERT_TRUE(r.status.ok()) << r.status.ToString() << r.Lines();
  // Cover and blank, 18 tiles (2 sheets and their backs), one follower sheet
  // and its blank back, the rules of the expansion.
  EXPECT_EQ(r.kit.kit.pages, 9);
  EXPECT_EQ(test_support::Run("qpdf --check '" + pdf + "' > /dev/null").exit_code, 0);
  std::string cover = test_support::FlatText(pdf, 1);
  EXPECT_NE(cover.find("This kit holds only the 18 tiles Inns & Cathedrals adds to Carcassonne "
                       "base game, and the pieces it adds to the followers"),
            std::string::npos)
      << cover;
  EXPECT_EQ(cover.find("Score track"), std::string::npos) << cover;
  std::vector<std::string> labels = test_support::PageLabels(pdf);
  EXPECT_EQ(labels, (std::vector<std::string>{"Cover", "Blank", "Tiles 1", "Tiles 1 back", "Tiles 2",
                                              "Tiles 2 back", "Followers", "Blank",
                                              "Rules summary"}));
  std::string tokens = test_support::FlatText(pdf, 7);
  EXPECT_NE(tokens.find("a row for each new colour, and the large followers"), std::string::npos)
      << tokens;
  std::string rules = test_support::FlatText(pdf, 9);
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
  ASSERT_TRUE(Kit("base-c1", pdf).status.ok());
  std::string cover = test_support::FlatText(pdf, 1);
  EXPECT_NE(cover.find("Made for A4 (210 × 297 mm) paper: pages 1–12 and 15–17 are portrait, pages 13–14 "
                       "landscape."),
            std::string::npos)
      << cover;
  EXPECT_NE(cover.find("print two jobs instead, both double-sided, flipping on the long edge: pages 13–14 with "
                       "the orientation set to landscape, then pages 1–12 and 15–17 set to portrait."),
            std::string::npos)
      << cover;
  ASSERT_TRUE(Kit("base-c1", pdf, [](KitRequest* r) { r->layout = "letter"; }).status.ok());
  cover = test_support::FlatText(pdf, 1);
  EXPECT_NE(cover.find("Made for US Letter (8.5 × 11 in) paper: pages 1–2 and 15–17 are portrait, pages 3–14 "
                       "landscape."),
            std::string::npos)
      << cover;
  // The page sizes bear it out.
  std::vector<std::string> sizes;
  for (int page = 1; page <= 17; ++page) {
    std::string info = test_support::Squeeze(test_support::Run("pdfinfo -f " + std::to_string(page) + " -l " +
                                                     std::to_string(page) + " '" + pdf + "'").out);
    bool wide = info.find("792 x 612 pts") != std::string::npos;
    EXPECT_EQ(wide, page >= 3 && page <= 14) << page << "\n" << info;
  }
  ASSERT_TRUE(Kit("base-c1", pdf, [](KitRequest* r) {
                r->backs = false;
                r->lang = "ro";
              }).status.ok());
  cover = test_support::FlatText(pdf, 1);
  EXPECT_NE(cover.find("Făcut pentru hârtie A4 (210 × 297 mm): paginile 1–6 și 8–9 sunt în format portret, "
                       "pagina 7 în format peisaj."),
            std::string::npos)
      << cover;
  EXPECT_EQ(cover.find("două lucrări"), std::string::npos) << cover;  // single-sided: nothing to pair
  ASSERT_TRUE(Kit("river", pdf, [](KitRequest* r) { r->only_new = true; }).status.ok());
  cover = test_support::FlatText(pdf, 1);
  EXPECT_NE(cover.find("Made for A4 (210 × 297 mm) paper: every page is portrait."), std::string::npos) << cover;
  EXPECT_EQ(cover.find("two jobs"), std::string::npos) << cover;
}

}  // namespace
}  // namespace carc
