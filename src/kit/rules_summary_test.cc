#include "kit/rules_summary.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <fstream>
#include <map>

#include "base/test_util.h"
#include "draw/raster.h"
#include "kit/kit_section.h"
#include "kit/kit_test_util.h"
#include "print/paper.h"
#include "spec/set_extends.h"
#include "rules/scoring_rules.h"

namespace carc {
namespace {

using test_support::BundledLanguage;
using test_support::BundledSet;
using test_support::Count;
using test_support::FlatText;
using test_support::TempDir;

/// Writes the summary of `set_name` in `lang` and returns its text.
struct Summary {
  std::string text;
  std::string info;
  SectionPages pages;
};

Summary Render(const std::string& set_name, const std::string& lang, const std::string& paper_path,
               SizeMm paper = {Mm(210), Mm(297)}) {
  TileSet set = BundledSet(set_name);
  Translation tr = BundledLanguage(lang);
  PdfDocument doc(paper_path, PdfMetadata());
  RulesOptions options;
  options.paper = paper;
  Summary s;
  EXPECT_TRUE(DrawRulesSummary(doc, set, tr, options, &s.pages).ok());
  EXPECT_TRUE(doc.Finish().ok());
  s.text = FlatText(paper_path);
  s.info = test_support::Squeeze(test_support::PdfInfo(paper_path));
  return s;
}

std::string En(int n, const char* one, const char* other) {
  return std::to_string(n) + " " + (n == 1 ? one : other);
}

std::string Ro(int n, const char* one, const char* few, const char* other) {
  int rest = n % 100;
  return std::to_string(n) + " " + (n == 1 ? one : n == 0 || (rest >= 1 && rest <= 19) ? few : other);
}

TEST(RulesSummaryTest, EnglishBaseGameQuotesTheScoringRulesAndTheSet) {
  using namespace points;
  TempDir tmp;
  Summary s = Render("base-c1", "en", tmp.Path("rules.pdf"));
  const std::string& t = s.text;
  EXPECT_GE(s.pages.count, 1);
  EXPECT_LE(s.pages.count, 2);
  EXPECT_NE(s.info.find("Page size: 595.276 x 841.89 pts (A4)"), std::string::npos) << s.info;
  for (const std::string& want : {
           std::string("72 land tiles, including the start tile (D: City cap with straight road)"),
           std::string("Each player takes 8 pieces of one colour: 7 followers form the supply"),
           "It scores " + En(kRoadPerTile, "point", "points") + " per tile.",
           "It scores " + En(kCityPerTile, "point", "points") + " per tile plus " +
               En(kCityPerShield, "point", "points") + " per shield.",
           "complete when " + std::to_string(kMonasteryNeighbours) + " tiles surround it. It scores " +
               En(kMonasteryComplete, "point", "points"),
           "an incomplete road: " + En(kRoadPerTileFinal, "point", "points") + " per tile;",
           "an incomplete city: " + En(kCityPerTileFinal, "point", "points") + " per tile and " +
               En(kCityPerShieldFinal, "point", "points") + " per shield;",
           "an incomplete monastery: " + En(kMonasteryFinalBase, "point", "points") + " plus " +
               En(kMonasteryPerNeighbourFinal, "point", "points") + " per neighbouring tile.",
           "Each owner scores " + En(kFarmPerCompletedCity, "point", "points") +
               " for every completed city",
           "The track has " + std::to_string(kScoreTrackSpaces) + " spaces, 0 to " +
               std::to_string(kScoreTrackSpaces - 1),
           "take your lap token with " + std::to_string(kScoreTrackSpaces) +
               " face up; on the next lap turn it to " + std::to_string(2 * kScoreTrackSpaces),
           std::string("Farms and farmers"), std::string("it is a farmer"),
           std::string("Scoring at a glance"),
           std::to_string(kFarmPerCompletedCity) + " per completed city",
       })
    EXPECT_NE(t.find(want), std::string::npos) << "missing: " << want << "\nin: " << t;
}

TEST(RulesSummaryTest, DemoHasFiveFollowersAndNoFarms) {
  TempDir tmp;
  Summary s = Render("pnp-demo", "en", tmp.Path("rules.pdf"));
  EXPECT_NE(s.text.find("48 land tiles, including the start tile (D: "), std::string::npos) << s.text;
  EXPECT_NE(s.text.find("Each player takes 6 pieces of one colour: 5 followers"), std::string::npos);
  EXPECT_EQ(s.text.find("7 followers"), std::string::npos);
  for (const char* farm : {"farm", "Farm", "field it is"}) EXPECT_EQ(s.text.find(farm), std::string::npos) << farm;
  EXPECT_NE(s.text.find("You may not place it on a road or city that already holds"), std::string::npos);
}

TEST(RulesSummaryTest, RomanianKeepsDiacriticsAndPlurals) {
  using namespace points;
  TempDir tmp;
  Summary base = Render("base-c1", "ro", tmp.Path("base.pdf"));
  const std::string& t = base.text;
  for (const std::string& want : {
           std::string("72 de cartonașe de teren, inclusiv cartonașul de pornire"),
           std::string("primește 8 piese: 7 supuși formează rezerva sa"),
           "Valorează " + Ro(kCityPerTile, "punct", "puncte", "de puncte") +
               " pentru fiecare cartonaș plus " + Ro(kCityPerShield, "punct", "puncte", "de puncte") +
               " pentru fiecare blazon",
           "Valorează " + Ro(kMonasteryComplete, "punct", "puncte", "de puncte"),
           "Fiecare proprietar primește " + Ro(kFarmPerCompletedCity, "punct", "puncte", "de puncte"),
           "Traseul are " + Ro(kScoreTrackSpaces, "câmp", "câmpuri", "de câmpuri"),
           std::string("Ferme și țărani"), std::string("devine țăran"),
           std::string("Mănăstire"), std::string("câștigă"), std::string("înconjurată"),
       })
    EXPECT_NE(t.find(want), std::string::npos) << "missing: " << want << "\nin: " << t;
  for (const char* cedilla : {"ş", "ţ"}) EXPECT_EQ(t.find(cedilla), std::string::npos);

  Summary demo = Render("pnp-demo", "ro", tmp.Path("demo.pdf"));
  EXPECT_NE(demo.text.find("48 de cartonașe de teren"), std::string::npos) << demo.text;
  EXPECT_NE(demo.text.find("primește 6 piese: 5 supuși"), std::string::npos) << demo.text;
  for (const char* farm : {"țăr", "Țăr", "ferm", "Ferm"}) EXPECT_EQ(demo.text.find(farm), std::string::npos) << farm;
}

TEST(RulesSummaryTest, FitsLetterToo) {
  TempDir tmp;
  for (const char* lang : {"en", "ro"}) {
    Summary s = Render("base-c1", lang, tmp.Path("letter.pdf"), {Mm(215.9), Mm(279.4)});
    EXPECT_EQ(s.pages.count, 1) << lang;
    EXPECT_NE(s.info.find("Page size: 612 x 792 pts (letter)"), std::string::npos) << s.info;
  }
}

// Every set and language fits one page of every paper but A5 at 8 pt or
// more, larger on larger paper; on A5 it fills two pages, the second as
// full as the first, never a short spill-over.
TEST(RulesSummaryTest, OnePageOnEveryPaperOrTwoFullOnes) {
  ContextPtr cr = MeasureContext();
  for (const char* set_name : {"base-c1", "pnp-demo"}) {
    TileSet set = BundledSet(set_name);
    for (const char* lang : {"en", "ro"}) {
      Translation tr = BundledLanguage(lang);
      std::map<std::string, double> body;
      for (const std::string& paper : PaperNames()) {
        SCOPED_TRACE(std::string(set_name) + " " + lang + " " + paper);
        RulesOptions options;
        ASSERT_TRUE(PaperSize(paper, &options.paper));
        RulesPlan plan = PlanRulesSummary(cr.get(), set, tr, options);
        body[paper] = plan.body_pt;
        EXPECT_GE(plan.body_pt, 8.0);
        if (paper != "a5") {
          EXPECT_EQ(plan.pages, 1);
          continue;
        }
        ASSERT_EQ(plan.pages, 2);
        Mm used[4];
        for (const FlowPlacement& p : plan.flow.placements)
          used[p.column] = std::max(used[p.column], p.y + p.height);
        // The second page's columns reach at least 80 % down the page.
        EXPECT_GT(std::min(used[2], used[3]).v, 0.8 * (options.paper.h.v - 17));
      }
      EXPECT_GT(body["a3"], body["a4"]);
      EXPECT_GE(body["a4"], 8.5);  // as large as before: never smaller to fit Letter
    }
  }
}

/// The flow puts every block inside its column, whatever the text length.
TEST(RulesSummaryTest, LongTranslationsSplitAcrossPagesWithoutOverflow) {
  std::string en = test_support::ReadFile(test_support::SourceDir() + "/templates/lang/en.yaml");
  std::string lorem;
  for (int i = 0; i < 60; ++i) lorem += "Very long words of a verbose translation number " + std::to_string(i) + ". ";
  size_t at = en.find("  goal: \"");
  ASSERT_NE(at, std::string::npos);
  en.insert(at + 9, lorem + "ENDOFGOAL ");
  at = en.find("    points: \"");
  ASSERT_NE(at, std::string::npos);
  en.insert(at + 13, lorem);
  Translation tr;
  Diagnostics diags;
  ASSERT_TRUE(LoadTranslationFromString("long.yaml", "xx", en, KitTextSchema(), &tr, &diags).ok());
  TileSet set = BundledSet("base-c1");
  ContextPtr cr = MeasureContext();
  RulesOptions options;
  RulesPlan plan = PlanRulesSummary(cr.get(), set, tr, options);
  EXPECT_EQ(plan.pages, 2);
  EXPECT_LT(plan.body_pt, 10.0);
  std::vector<FlowBlock> blocks = RulesBlocks(set, tr);
  int split = 0;
  for (const FlowPlacement& p : plan.flow.placements) {
    split += p.first_line > 0;
    // Column rectangles: two per page, the first page's below the title.
    EXPECT_GE(p.y.v, 12 - 1e-6);
    EXPECT_LE((p.y + p.height).v, 297 - 12 - 5 + 1e-6) << "block " << p.block;
  }
  EXPECT_GT(split, 0);  // some paragraph was split between columns

  TempDir tmp;
  PdfDocument doc(tmp.Path("long.pdf"), PdfMetadata());
  SectionPages pages;
  ASSERT_TRUE(DrawRulesSummary(doc, set, tr, options, &pages).ok());
  ASSERT_TRUE(doc.Finish().ok());
  std::string text = FlatText(tmp.Path("long.pdf"));
  EXPECT_NE(text.find("translation number 59. ENDOFGOAL Players take turns"), std::string::npos) << text;
  EXPECT_NE(text.find("3 per completed city"), std::string::npos);  // the table still made it
  // Split paragraphs put each line into the PDF once: the filler appears
  // exactly twice (goal and farm points), never repeated by a split.
  for (int i = 0; i < 60; ++i)
    EXPECT_EQ(Count(text, "translation number " + std::to_string(i) + ". "), 2) << i;
}

// A model of a text whose height grows as the 1.4th power of its size (as
// the search predicts), with a page break every `page_room` mm; `bias` skews
// the height the plans report, as a prediction would be off.
struct PowerText {
  double c = 1, page_room = 500, bias = 1;
  int calls = 0;
  RulesPlan operator()(double size) {
    ++calls;
    double h = c * std::pow(size, 1.4);
    RulesPlan p;
    p.body_pt = size;
    p.pages = int(std::ceil(h / page_room - 1e-9));
    p.used = Mm(h * bias);
    return p;
  }
};

/// The search finds what trying every size on the grid finds, in three
/// layouts when the prediction holds (two when nothing fits) and at most
/// about two bisections' when it is far off.
TEST(RulesSummaryTest, LargestFittingFindsTheLargestSizeThatFits) {
  struct Range { double lo, hi; };
  for (double bias : {1.0, 0.3, 3.0, 0.0}) {
    for (int pages : {1, 2}) {
      for (Range range : {Range{8, 10.5}, Range{7, 14}, Range{9, 9}}) {
        for (double c = 10.0; c <= 60.0; c += 0.77) {
          SCOPED_TRACE("bias " + std::to_string(bias) + " pages " + std::to_string(pages) + " c " +
                       std::to_string(c) + " lo " + std::to_string(range.lo));
          PowerText text{c, 500, bias};
          double want = 0;  // every size on the grid, the largest that fits
          for (double size = range.lo; size <= range.hi + 1e-9; size += 0.25)
            if (PowerText{c, 500, bias}(size).pages <= pages) want = size;
          Mm room = Mm(500.0 * pages);
          RulesPlan got = LargestFitting(std::ref(text), pages, range.lo, range.hi, room);
          int grid = int((range.hi - range.lo) / 0.25) + 1;
          if (want == 0) {
            EXPECT_EQ(got.pages, 0);
            if (bias == 1.0) EXPECT_LE(text.calls, 2);
            else EXPECT_LE(text.calls, 2 + int(std::ceil(std::log2(grid + 1))));
            continue;
          }
          EXPECT_DOUBLE_EQ(got.body_pt, want);
          EXPECT_LE(got.pages, pages);
          if (bias == 1.0) EXPECT_LE(text.calls, 3);
          else EXPECT_LE(text.calls, 2 + 2 * int(std::ceil(std::log2(grid + 1))));
        }
      }
    }
  }
}

/// Drawing with the plan's own layouts looks exactly like measuring the text
/// again on the page.
TEST(RulesSummaryTest, PlannedLayoutsDrawAsFreshOnes) {
  TileSet set = BundledSet("base-c1");
  TempDir tmp;
  for (const char* lang : {"en", "ro"}) {
    Translation tr = BundledLanguage(lang);
    for (SizeMm paper : {SizeMm{Mm(210), Mm(297)}, SizeMm{Mm(148), Mm(210)}}) {
      RulesOptions options;
      options.paper = paper;
      RulesPlan planned = PlanRulesSummary(MeasureContext().get(), set, tr, options);
      ASSERT_NE(planned.flow.measured, nullptr);
      RulesPlan fresh = planned;
      fresh.flow.measured = nullptr;
      std::string paths[2] = {tmp.Path("planned.pdf"), tmp.Path("fresh.pdf")};
      const RulesPlan* plans[2] = {&planned, &fresh};
      for (int i = 0; i < 2; ++i) {
        PdfDocument doc(paths[i], PdfMetadata());
        SectionPages pages;
        ASSERT_TRUE(DrawRulesSummary(doc, set, tr, options, &pages, plans[i]).ok());
        ASSERT_TRUE(doc.Finish().ok());
        ASSERT_EQ(pages.count, planned.pages);
      }
      for (int page = 1; page <= planned.pages; ++page) {
        Raster a = RasterizePdfPage(paths[0], page, 100), b = RasterizePdfPage(paths[1], page, 100);
        ASSERT_FALSE(a.empty());
        EXPECT_EQ(DifferingPixels(a, b, 0), 0) << lang << " page " << page;
        Raster white = a;
        std::fill(white.rgb.begin(), white.rgb.end(), uint8_t(255));
        EXPECT_GT(DifferingPixels(a, white, 0), 1000);  // the page has text
      }
    }
  }
}

TEST(RulesSummaryTest, CountsPagesWithoutDrawing) {
  TileSet set = BundledSet("pnp-demo");
  for (const char* lang : {"en", "ro"}) {
    Translation tr = BundledLanguage(lang);
    TempDir tmp;
    PdfDocument doc(tmp.Path("r.pdf"), PdfMetadata());
    SectionPages pages;
    ASSERT_TRUE(DrawRulesSummary(doc, set, tr, RulesOptions(), &pages).ok());
    EXPECT_EQ(RulesSummaryPageCount(set, tr, RulesOptions()), pages.count);
    EXPECT_EQ(pages.first, 1);
  }
}

}  // namespace
}  // namespace carc

namespace carc {
namespace {

TEST(RulesCommandTest, WritesToOutByDefaultAndReportsPages) {
  TempDir tmp;
  // Run from an empty folder: with no -o the summary goes to out/ there.
  test_support::RunResult r = test_support::Run("cd '" + tmp.Path("") + "' && '" + test_support::CarckitBinary() +
                                      "' rules pnp-demo --lang ro --paper letter");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, "wrote out/pnp-demo-rules-ro.pdf (1 page)\n");
  EXPECT_NE(test_support::PdfInfo(tmp.Path("out/pnp-demo-rules-ro.pdf")).find("Pages:"), std::string::npos);
}

TEST(RulesCommandTest, BrokenLanguageFileIsReportedWithPositions) {
  TempDir tmp;
  std::string en = test_support::ReadFile(test_support::SourceDir() + "/templates/lang/en.yaml");
  size_t at = en.find("    city: \"**City**");
  ASSERT_NE(at, std::string::npos);
  size_t line = size_t(std::count(en.begin(), en.begin() + long(at), '\n')) + 1;
  std::string broken = en;
  std::string good = "{city_per_tile|point|points}";
  broken.replace(broken.find(good), good.size(), "{city_pr_tile|point|points}");
  broken.erase(broken.find("    winner: "), broken.find('\n', broken.find("    winner: ")) - broken.find("    winner: ") + 1);
  test_support::WriteFile(tmp.Path("xx.yaml"), broken);
  test_support::RunResult r = test_support::RunCarckit("rules base-c1 --lang '" + tmp.Path("xx.yaml") + "' -o '" + tmp.Path("r.pdf") + "'");
  EXPECT_EQ(r.exit_code, 1);
  size_t end_line = size_t(std::count(en.begin(), en.begin() + long(en.find("  end:\n")), '\n')) + 2;
  EXPECT_EQ(r.err, tmp.Path("xx.yaml") + ":" + std::to_string(line) + ":11: error: unknown placeholder "
                       "'{city_pr_tile}' in 'rules.scoring.city'; did you mean '{city_per_tile}'?\n" +
                       tmp.Path("xx.yaml") + ":" + std::to_string(end_line) +
                       ":5: error: missing translation key 'rules.end.winner'\n");
  EXPECT_EQ(r.out, "");
  EXPECT_FALSE(std::ifstream(tmp.Path("r.pdf")).good());
}

}  // namespace
}  // namespace carc

namespace carc {
namespace {

/// The whole text of `set_name`'s rules summary in `lang`, optionally narrowed
/// to its new tiles; `pdf` keeps the file for measuring.
std::string SummaryText(const TempDir& tmp, const std::string& set_name, const std::string& lang,
                        bool only_new = false, std::string* pdf = nullptr) {
  TileSet set = BundledSet(set_name);
  if (only_new) set = OnlyNewTiles(set);
  std::string path = tmp.Path(set_name + "-" + lang + (only_new ? "-new" : "") + ".pdf");
  PdfDocument doc(path, PdfMetadata());
  SectionPages pages;
  EXPECT_TRUE(DrawRulesSummary(doc, set, BundledLanguage(lang), RulesOptions(), &pages).ok());
  EXPECT_TRUE(doc.Finish().ok());
  if (pdf) *pdf = path;
  return FlatText(path);
}

bool Has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// Each fact the summaries got wrong, read back from the generated text.
TEST(RulesSummaryFactsTest, CornerContactIsNotEnoughRatherThanForbidden) {
  TempDir tmp;
  std::string ro = SummaryText(tmp, "base-c1", "ro"), en = SummaryText(tmp, "base-c1", "en");
  EXPECT_TRUE(Has(ro, "nu ajunge ca cele două să se atingă doar într-un colț")) << ro;
  EXPECT_FALSE(Has(ro, "nu este permisă")) << ro;
  EXPECT_TRUE(Has(en, "touching at a corner is not enough")) << en;
}

TEST(RulesSummaryFactsTest, RomanianSameTurnSentenceIsAllSubjunctive) {
  TempDir tmp;
  std::string ro = SummaryText(tmp, "base-c1", "ro");
  EXPECT_TRUE(Has(ro, "poți să finalizezi un teritoriu, să plasezi un supus pe el, să îl evaluezi și să îți iei "
                      "supusul înapoi"))
      << ro;
  EXPECT_FALSE(Has(ro, "poți finaliza")) << ro;
}

// The demo has no lap tokens: its marker is laid down after 50. The base
// game keeps its 50/100 tokens.
TEST(RulesSummaryFactsTest, LapRuleFollowsTheSet) {
  TempDir tmp;
  for (const char* lang : {"en", "ro"}) {
    std::string demo = SummaryText(tmp, "pnp-demo", lang), base = SummaryText(tmp, "base-c1", lang);
    std::string lay = std::string(lang) == "en" ? "lay it down on its side: your score is then 50 plus"
                                                : "culcă-l pe o parte: scorul tău este atunci 50 plus";
    std::string token = std::string(lang) == "en" ? "lap token" : "cartonașul de puncte";
    EXPECT_TRUE(Has(demo, lay)) << demo;
    EXPECT_FALSE(Has(demo, token)) << demo;
    EXPECT_FALSE(Has(demo, "100")) << demo;
    EXPECT_TRUE(Has(base, token)) << base;
    EXPECT_FALSE(Has(base, lay)) << base;
  }
}

TEST(RulesSummaryFactsTest, RiverSaysWhatHappensWhenTheLakeFitsNowhere) {
  TempDir tmp;
  EXPECT_TRUE(Has(SummaryText(tmp, "river", "en"),
                  "A river tile that fits nowhere is removed from the game. If it is the lake, the river stays "
                  "open and play goes on."));
  EXPECT_TRUE(Has(SummaryText(tmp, "river", "ro"),
                  "Dacă e chiar lacul, râul rămâne deschis și jocul continuă."));
  EXPECT_TRUE(Has(SummaryText(tmp, "river", "en", true), "If it is the lake"));
}

/// Ink in the columns of `r` from `from` to `to` (fractions of its width),
/// below its top fifth (the title).
long InkBetween(const Raster& r, double from, double to) {
  long n = 0;
  for (int y = r.height / 5; y < r.height; ++y)
    for (int x = int(r.width * from); x < int(r.width * to); ++x) n += r.At(x, y, 0) < 128;
  return n;
}

// The River's rules alone fit one column: they are shared between both, so
// the page is used across its width.
TEST(RulesSummaryFactsTest, OnlyNewSummaryUsesBothColumns) {
  TempDir tmp;
  std::string pdf;
  SummaryText(tmp, "river", "en", true, &pdf);
  Raster page = RasterizePdfPage(pdf, 1, 50);
  ASSERT_FALSE(page.empty());
  long left = InkBetween(page, 0.08, 0.48), right = InkBetween(page, 0.52, 0.92);
  EXPECT_GT(left, 0);
  EXPECT_GT(right, left / 2) << "left " << left << ", right " << right;
}

}  // namespace
}  // namespace carc
