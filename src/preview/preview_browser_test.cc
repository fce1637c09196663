// The preview page in a real browser: Debian's headless Chromium, driven
// over the DevTools protocol (cdp_browser.h), against a server on a free
// port. Skipped, with the reason printed, only where Chromium cannot start.
#include <unistd.h>

#include <memory>

#include <gtest/gtest.h>

#include "base/json.h"
#include "preview/cdp_browser.h"
#include "preview/preview_test_util.h"

namespace carc {
namespace {

using test_support::Browser;
using test_support::Replaced;
using test_support::SaveByRename;
using test_support::ServedSet;

class PreviewInBrowser : public ::testing::Test {
 protected:
  static void SetUpTestSuite() { browser_ = new Browser(1280, 900); }
  static void TearDownTestSuite() {
    delete browser_;
    browser_ = nullptr;
  }
  void SetUp() override {
    if (!browser_->ok()) GTEST_SKIP() << "chromium cannot start here: " << browser_->why();
  }
  Browser& browser() { return *browser_; }

  /// Opens the page of `served` and waits until its tiles are drawn.
  void OpenPage(const ServedSet& served, int tiles) {
    ASSERT_TRUE(browser().Open(served.server->url()));
    ASSERT_TRUE(browser().WaitFor("document.querySelectorAll('#tiles .tile').length === " + std::to_string(tiles) +
                                  " && [...document.querySelectorAll('#tiles img')].every(i => i.complete && i.naturalWidth > 0)"))
        << browser().Text("document.body.innerText");
  }

  static Browser* browser_;
};

Browser* PreviewInBrowser::browser_ = nullptr;

const char kFirstCaption[] = "document.querySelector('#tile-0 figcaption').textContent";
const char kList[] = "document.getElementById('diagnostics').textContent";

TEST_F(PreviewInBrowser, ShowsEveryTileAndFollowsEverySaveWithoutReloading) {
  ServedSet served;
  OpenPage(served, 24);
  EXPECT_EQ(browser().Text("document.querySelector('#tiles .tile').dataset.id"), "A");
  EXPECT_EQ(browser().Text(kFirstCaption), "A Monastery with road ×2 FFRF");
  EXPECT_EQ(browser().Text("document.getElementById('summary').textContent.split(' · ').slice(0, 2).join(', ')"),
            "72 tiles, 24 types");
  // Scrolled down, and marked, so that a reload would show.
  browser().Text("(window.notReloaded = 'yes', window.scrollTo(0, 300), window.scrollY)");
  std::string scrolled = browser().Text("window.scrollY");
  ASSERT_NE(scrolled, "0");

  std::string text = test_support::BaseSetText();
  SaveByRename(served.spec, Replaced(text, "en: Monastery with road", "en: Roadside monastery"));
  EXPECT_TRUE(browser().WaitFor(std::string(kFirstCaption) + ".startsWith('A Roadside monastery')"))
      << browser().Text(kFirstCaption);
  EXPECT_EQ(browser().Text("window.notReloaded"), "yes");
  EXPECT_EQ(browser().Text("window.scrollY"), scrolled);

  // An error: shown in the list with its place and beside its tile; the
  // pictures stay, marked stale.
  test_support::WriteFile(served.spec, Replaced(text, "edges: FFRF", "edges: FFXF"));
  const std::string error = served.spec + ":29:14: error: tile A: edges 'FFXF' must be four letters from C (city), R "
                            "(road), F (field), W (water: a river) for N E S W; 'X' is not one of them";
  EXPECT_TRUE(browser().WaitFor(std::string(kList) + " === " + JsonQuote(error))) << browser().Text(kList);
  EXPECT_EQ(browser().Text("document.querySelector('#tile-0 .tile-diags').textContent"), error);
  EXPECT_EQ(browser().Text("document.querySelector('#tile-0').classList.contains('has-error')"), "true");
  EXPECT_EQ(browser().Text("document.getElementById('tiles').classList.contains('stale')"), "true");
  EXPECT_EQ(browser().Text("document.querySelectorAll('#tiles .tile').length"), "24");

  // Fixed: the error goes, the pictures are current again.
  test_support::WriteFile(served.spec, text);
  EXPECT_TRUE(browser().WaitFor("document.getElementById('problems').hidden && !document.getElementById('tiles').classList.contains('stale')"))
      << browser().Text(kList);
  EXPECT_EQ(browser().Text(kFirstCaption), "A Monastery with road ×2 FFRF");
  EXPECT_EQ(browser().Text("window.notReloaded"), "yes");
}

TEST_F(PreviewInBrowser, ADeletedSpecIsShownAndPickedUpWhenItReturns) {
  ServedSet served;
  OpenPage(served, 24);
  std::string text = test_support::BaseSetText();
  ASSERT_EQ(unlink(served.spec.c_str()), 0);
  EXPECT_TRUE(browser().WaitFor("document.body.dataset.state === 'unreadable'"));
  EXPECT_NE(browser().Text("document.getElementById('problem').textContent").find(served.spec), std::string::npos);
  EXPECT_EQ(browser().Text("document.getElementById('tiles').classList.contains('stale')"), "true");
  test_support::WriteFile(served.spec, Replaced(text, "en: Monastery with road", "en: Chapel"));
  EXPECT_TRUE(browser().WaitFor("document.body.dataset.state === 'ok'"));
  EXPECT_TRUE(browser().WaitFor(std::string(kFirstCaption) + " === 'A Chapel ×2 FFRF'"))
      << browser().Text(kFirstCaption);
}

TEST_F(PreviewInBrowser, ATileOpensLargeWithItsSegmentsItsBackAndItsFigures) {
  PreviewOptions options;
  options.run.games = 50;
  ServedSet served("", options);
  OpenPage(served, 24);
  browser().Text("document.getElementById('tile-3').click()");
  ASSERT_TRUE(browser().WaitFor("!document.getElementById('detail').hidden && document.getElementById('detail-back').complete"));
  EXPECT_EQ(browser().Text("document.getElementById('detail-title').textContent"), "D City cap with straight road · ×4 · CRFR");
  EXPECT_EQ(browser().Text("[...document.querySelectorAll('#detail-segment-list li')].map(l => l.textContent).join('; ')"),
            "C1: city N; R1: road E–W; F1: field {En, Wn}; F2: field {Es, Se, Sw, Ws}");
  EXPECT_EQ(browser().Text("document.querySelectorAll('#detail-segments path').length"), "4");
  EXPECT_NE(browser().Text("document.getElementById('detail-figures').textContent").find("50 games, 2 random players"),
            std::string::npos);
}

TEST_F(PreviewInBrowser, TheScreenshotShowsThePage) {
  ServedSet served;
  OpenPage(served, 24);
  std::string png;
  ASSERT_TRUE(browser().Screenshot(&png));
  int width = std::stoi(browser().Text("Math.round(window.innerWidth * window.devicePixelRatio)"));
  int height = std::stoi(browser().Text("Math.round(window.innerHeight * window.devicePixelRatio)"));
  std::string why;
  EXPECT_TRUE(test_support::PngShowsSomething(png, width, height, &why)) << why;
  EXPECT_GE(width, 800);
}

}  // namespace
}  // namespace carc
