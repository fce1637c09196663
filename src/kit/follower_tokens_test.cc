#include "kit/follower_tokens.h"

#include <cairo-pdf.h>
#include <gtest/gtest.h>

#include <cmath>

#include "base/test_util.h"
#include "draw/raster.h"
#include "kit/kit_test_util.h"

namespace carc {
namespace {

using test_support::TempDir;

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

bool Overlap(const RectMm& a, const RectMm& b) {
  return a.x.v < b.right().v - 1e-6 && b.x.v < a.right().v - 1e-6 && a.y.v < b.bottom().v - 1e-6 &&
         b.y.v < a.bottom().v - 1e-6;
}

TEST(FollowerTokensTest, LargeFollowersAreBiggerPiecesInAGridOfTheirOwn) {
  for (SizeMm paper : {kA4, kLetter}) {
    std::vector<TokenRow> rows;
    for (int c = 0; c < 6; ++c) rows.push_back({c, 7, true, 1});
    TokenLayout l = LayoutFollowerTokens(paper, rows);
    int large = 0, ordinary = 0;
    for (const TokenPage& page : l.pages) {
      for (size_t i = 0; i < page.pieces.size(); ++i) {
        const TokenPiece& p = page.pieces[i];
        (p.large ? large : ordinary) += 1;
        double w = l.width.v * (p.large ? kLargeTokenScale : 1.0);
        EXPECT_NEAR(p.cut.w.v, w, 1e-6);
        EXPECT_NEAR(p.cut.h.v, (l.tab.v * 2 + l.figure.v * 2) * (p.large ? kLargeTokenScale : 1.0), 1e-6);
        const RectMm& grid = p.large ? page.large_grid : page.grid;
        EXPECT_GE(p.cut.y.v, grid.y.v - 1e-6);
        EXPECT_LE(p.cut.bottom().v, grid.bottom().v + 1e-6);
        EXPECT_LE(p.cut.bottom().v + 7.5, (l.page.h - kKitMargin).v + 1e-6);
        for (size_t j = 0; j < i; ++j) EXPECT_FALSE(Overlap(p.cut, page.pieces[j].cut));
      }
      if (!page.large_xs.empty())  // the two grids' cut marks keep apart
        EXPECT_GE(page.large_grid.y.v - page.grid.bottom().v, 15.0 - 1e-6);
    }
    EXPECT_EQ(large, 6);
    EXPECT_EQ(ordinary, 6 * 8);
  }
}

TEST(FollowerTokensTest, OnlyNewPiecesAreTheNewColourAndTheLargeFollowers) {
  TileSet set;
  set.followers = 7;
  set.large_followers = 1;
  set.max_players = 6;
  set.only_new = true;
  set.base_max_players = 5;
  std::vector<TokenRow> rows = TokenRows(set, 6);
  ASSERT_EQ(rows.size(), 6u);
  for (int c = 0; c < 5; ++c) {
    EXPECT_EQ(rows[size_t(c)].followers, 0);
    EXPECT_FALSE(rows[size_t(c)].marker);
    EXPECT_EQ(rows[size_t(c)].large, 1);
  }
  EXPECT_EQ(rows[5].followers, 7);
  EXPECT_TRUE(rows[5].marker);
  EXPECT_EQ(rows[5].large, 1);
  set.large_followers = 0;
  set.max_players = 5;
  EXPECT_TRUE(TokenRows(set, 5).empty());  // the River adds no pieces
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
  test_support::RunResult r = test_support::RunCarckit("tokens pnp-demo --lang ro -o '" + path + "'");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, "wrote " + path + " (1 page)\n");
  std::string text = test_support::FlatText(path);
  EXPECT_NE(text.find("Supuși"), std::string::npos) << text;
  EXPECT_NE(text.find("5 supuși și un marcator de scor"), std::string::npos) << text;
  EXPECT_EQ(test_support::PageLabels(path), std::vector<std::string>{"Supuși"});
  EXPECT_EQ(test_support::OutlineTitles(path), std::vector<std::string>{"Supuși"});
}

TEST(FollowerTokensTest, HeadOutlineHasNoGapAt400Dpi) {
  // A 12 mm figure in a PDF, rasterized at 400 dpi as a printer would: walk
  // the middle of the head's dark outline, every angle above the shoulders;
  // each pixel must be the outline's colour, with no light tick where the
  // circle's path starts and ends.
  TempDir tmp;
  std::string pdf = tmp.Path("meeple.pdf");
  const Mm page = Mm(16);
  RectMm box{Mm(2), Mm(2), Mm(12), Mm(12)};  // the outline runs past the box
  {
    SurfacePtr surface(cairo_pdf_surface_create(pdf.c_str(), page.pt(), page.pt()));
    ContextPtr cr(cairo_create(surface.get()));
    DrawMeeple(cr.get(), ClassicColors()[0], box, false);
  }
  const double dpi = 400, px_per_mm = dpi / 25.4;
  Raster r = RasterizePdfPage(pdf, 1, dpi);
  ASSERT_FALSE(r.empty());
  // Head: centre (0.5, 0.185) of the box, radius 0.165 w; the dark ring lies
  // between the fill's stroke (0.09 w wide) and the outline's (0.7 mm wider).
  double cx = (box.x + box.w * 0.5).v * px_per_mm, cy = (box.y + box.h * 0.185).v * px_per_mm;
  double ring = (box.w * (0.165 + 0.045)).v + 0.35 / 2;
  int light = 0;
  for (int i = 0; i <= 720; ++i) {
    double a = -M_PI - 0.35 + (M_PI + 0.7) * i / 720;  // over the top, down to the shoulders
    int x = int(cx + std::cos(a) * ring * px_per_mm), y = int(cy + std::sin(a) * ring * px_per_mm);
    // The outline is the fill darkened to 55 %: (112, 18, 18) for red.
    if (std::abs(r.At(x, y, 0) - 112) > 20 || std::abs(r.At(x, y, 1) - 18) > 20) ++light;
  }
  EXPECT_EQ(light, 0);
}

}  // namespace
}  // namespace carc
