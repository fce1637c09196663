// Every kind of PDF carckit writes, read back as a print shop's tools read
// it: `qpdf --check` finds nothing to warn about, and the page boxes are
// where the layout puts the cut.
#include <gtest/gtest.h>

#include "base/test_util.h"
#include "draw/pdf_inspect.h"

namespace carc {
namespace {

using test_support::RunCarckit;
using test_support::TempDir;

constexpr double kTolMm = 0.01;

void ExpectBox(const std::optional<RectMm>& got, const RectMm& want, const std::string& what) {
  ASSERT_TRUE(got.has_value()) << what << ": no box";
  EXPECT_NEAR(got->x.v, want.x.v, kTolMm) << what;
  EXPECT_NEAR(got->y.v, want.y.v, kTolMm) << what;
  EXPECT_NEAR(got->w.v, want.w.v, kTolMm) << what;
  EXPECT_NEAR(got->h.v, want.h.v, kTolMm) << what;
}

/// A set whose tiles have PNG art of their own (each copy paints the image).
std::string SetWithImageArt(const TempDir& tmp) {
  auto r = RunCarckit("tile base-c1 B --dpi 50 -o '" + tmp.Path("b.png") + "'");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  test_support::WriteFile(tmp.Path("art.yaml"), R"(set:
  name: Art
tiles:
  - id: B
    count: 9
    start: true
    edges: FFFF
    monastery: true
    art: b.png
)");
  return tmp.Path("art.yaml");
}

TEST(PdfOutputTest, EveryKindOfPdfPassesQpdfCheck) {
  TempDir tmp;
  std::string art_set = SetWithImageArt(tmp);
  const std::vector<std::pair<std::string, std::string>> commands = {
      {"render", "render base-c1"},
      {"render-compact", "render base-c1 -t compact"},
      {"render-art", "render '" + art_set + "'"},
      {"kit", "kit base-c1"},
      {"kit-ro", "kit pnp-demo --lang ro"},
      {"reference", "reference base-c1"},
      {"tile", "tile base-c1 D --bleed 3"},
      {"scoreboard", "scoreboard"},
      {"tokens", "tokens base-c1"},
      {"rules", "rules base-c1"},
      {"board", "board base-c1 tests/boards/example.yaml --steps"},
  };
  for (const auto& [name, command] : commands) {
    std::string pdf = tmp.Path(name + ".pdf");
    auto r = RunCarckit(command + " -o '" + pdf + "'");
    ASSERT_EQ(r.exit_code, 0) << command << ": " << r.err;
    test_support::QpdfCheck check = test_support::CheckWithQpdf(pdf);
    EXPECT_TRUE(check.clean) << command << ":\n" << check.output;
  }
}

TEST(PdfOutputTest, TileSheetsAreTrimmedAtThePage) {
  TempDir tmp;
  std::string pdf = tmp.Path("sheets.pdf");
  ASSERT_EQ(RunCarckit("render base-c1 -o '" + pdf + "'").exit_code, 0);
  std::vector<test_support::PdfBoxes> pages = test_support::PdfPageBoxes(pdf);
  ASSERT_EQ(pages.size(), 10u);
  RectMm a4{Mm(0), Mm(0), Mm(210), Mm(297)};
  for (size_t i = 0; i < pages.size(); ++i) {
    ExpectBox(pages[i].media, a4, "page " + std::to_string(i + 1) + " media");
    ExpectBox(pages[i].trim, a4, "page " + std::to_string(i + 1) + " trim");
    ExpectBox(pages[i].bleed, a4, "page " + std::to_string(i + 1) + " bleed");
  }
}

TEST(PdfOutputTest, KitTileSheetsAreTrimmedAtThePageAndOtherPagesDeclareNothing) {
  TempDir tmp;
  std::string pdf = tmp.Path("kit.pdf");
  ASSERT_EQ(RunCarckit("kit base-c1 -o '" + pdf + "'").exit_code, 0);
  std::vector<test_support::PdfBoxes> pages = test_support::PdfPageBoxes(pdf);
  std::vector<std::string> labels = test_support::PdfPageLabels(pdf);
  ASSERT_EQ(pages.size(), labels.size());
  int sheets = 0;
  for (size_t i = 0; i < pages.size(); ++i) {
    bool tiles = labels[i].rfind("Tiles ", 0) == 0;
    sheets += tiles;
    if (tiles) ExpectBox(pages[i].trim, pages[i].media, labels[i]);
    else EXPECT_FALSE(pages[i].trim.has_value()) << labels[i];
  }
  EXPECT_EQ(sheets, 10);
}

TEST(PdfOutputTest, SingleTilePdfIsItsBleedBoxTrimmedToTheTile) {
  TempDir tmp;
  std::string pdf = tmp.Path("d.pdf");
  ASSERT_EQ(RunCarckit("tile base-c1 D --size 45 --bleed 3 -o '" + pdf + "'").exit_code, 0);
  std::vector<test_support::PdfBoxes> pages = test_support::PdfPageBoxes(pdf);
  ASSERT_EQ(pages.size(), 1u);
  RectMm page{Mm(0), Mm(0), Mm(51), Mm(51)};
  ExpectBox(pages[0].media, page, "media");
  ExpectBox(pages[0].bleed, page, "bleed");
  ExpectBox(pages[0].trim, {Mm(3), Mm(3), Mm(45), Mm(45)}, "trim");

  ASSERT_EQ(RunCarckit("tile base-c1 D --size 38.5 -o '" + pdf + "'").exit_code, 0);
  pages = test_support::PdfPageBoxes(pdf);
  ASSERT_EQ(pages.size(), 1u);
  ExpectBox(pages[0].trim, {Mm(0), Mm(0), Mm(38.5), Mm(38.5)}, "trim without bleed");
}

}  // namespace
}  // namespace carc
