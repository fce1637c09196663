// Blank pages print nothing behind the piece they back.
#include "kit/blank_page.h"

#include <gtest/gtest.h>

#include "base/test_util.h"
#include "draw/raster.h"
#include "kit/kit_test_util.h"

namespace carc {
namespace {

using test_support::RunCarckit;
using test_support::TempDir;

bool Ink(const Raster& r, int x, int y) {
  return r.At(x, y, 0) < 245 || r.At(x, y, 1) < 245 || r.At(x, y, 2) < 245;
}

/// Pixels inked both on `front` and on `back` turned over onto it: about the
/// vertical axis (`mirror_x`) or the horizontal one, as the two duplex flips
/// turn a sheet.
long Overlap(const Raster& front, const Raster& back, bool mirror_x) {
  long n = 0;
  for (int y = 0; y < front.height; ++y)
    for (int x = 0; x < front.width; ++x) {
      int bx = mirror_x ? back.width - 1 - x : x, by = mirror_x ? y : back.height - 1 - y;
      if (Ink(front, x, y) && Ink(back, bx, by)) ++n;
    }
  return n;
}

long InkCount(const Raster& r) {
  long n = 0;
  for (int y = 0; y < r.height; ++y)
    for (int x = 0; x < r.width; ++x) n += Ink(r, x, y);
  return n;
}

// Each blank page backs the page before it (the cover, the score track, a
// follower sheet). Turned over either way onto that page, it has no ink
// where the page has any: nothing shows behind a piece cut out, nor through
// thin paper.
TEST(BlankPageTest, NothingInkedBehindThePageItBacks) {
  TempDir tmp;
  struct Kit { const char* args; int blanks; };
  for (const Kit& kit : {Kit{"base-c1", 3}, Kit{"pnp-demo --lang ro", 3}, Kit{"river", 3},
                         Kit{"base-c1 -t letter", 3}}) {
    std::string pdf = tmp.Path("kit.pdf");
    auto r = RunCarckit(std::string("kit ") + kit.args + " -o '" + pdf + "'");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    std::vector<std::string> labels = test_support::PageLabels(pdf);
    int blanks = 0;
    for (size_t i = 1; i < labels.size(); ++i) {
      if (labels[i] != "Blank" && labels[i] != "Pagină goală") continue;
      ++blanks;
      int page = int(i) + 1;
      EXPECT_EQ(page % 2, 0) << kit.args << ": a blank page backs the odd page before it";
      Raster blank = RasterizePdfPage(pdf, page, 30), front = RasterizePdfPage(pdf, page - 1, 30);
      ASSERT_FALSE(blank.empty() || front.empty()) << kit.args << " page " << page;
      ASSERT_GT(InkCount(front), 1000) << kit.args << " page " << page - 1;  // the test sees ink
      EXPECT_EQ(Overlap(front, blank, true), 0) << kit.args << " page " << page;
      EXPECT_EQ(Overlap(front, blank, false), 0) << kit.args << " page " << page;
    }
    EXPECT_EQ(blanks, kit.blanks) << kit.args;
  }
}

}  // namespace
}  // namespace carc
