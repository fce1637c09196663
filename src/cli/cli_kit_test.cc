// `carckit kit` as a program: what only the binary shows (its messages, exit
// codes and the default output folder, relative to where it runs). The kit
// itself is tested in-process in app/kit_test.cc.
#include <gtest/gtest.h>

#include "base/test_util.h"

namespace carc {
namespace {

using test_support::RunCarckit;
using test_support::TempDir;

TEST(CliKitTest, WritesTheKitAndSaysSo) {
  TempDir tmp;
  std::string pdf = tmp.Path("kit.pdf");
  auto r = RunCarckit("kit pnp-demo --no-tokens -o '" + pdf + "'");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.err, "");
  EXPECT_EQ(r.out, "wrote " + pdf + " (9 pages)\n");
}

TEST(CliKitTest, AnInvalidSetExitsOneWithItsDiagnostics) {
  auto r = RunCarckit("kit tests/specs/deck.yaml -o /tmp/never-kit.pdf");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err.rfind("tests/specs/deck.yaml:3:10: error: total is 10 but the counts add up to 4\n", 0), 0u)
      << r.err;
}

TEST(CliKitTest, DefaultOutputGoesToOutFolderNamedAfterTheSet) {
  TempDir tmp;
  test_support::Run("cp tilesets/pnp-demo.yaml '" + tmp.Path("mine.yaml") + "'");
  auto r = test_support::Run("cd '" + tmp.Path("") + "' && '" + test_support::CarckitBinary() +
                        "' kit mine.yaml --no-tokens");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out.substr(0, 25), "wrote out/mine-kit-en.pdf");
  EXPECT_NE(test_support::PdfInfo(tmp.Path("out/mine-kit-en.pdf")).find("Pages:"), std::string::npos);
}

TEST(CliKitTest, UnknownLanguageIsAUsageError) {
  auto r = RunCarckit("kit base-c1 --lang fr -o /tmp/never.pdf");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "error: kit: --lang: unknown language 'fr'; available languages: en, ro, or a "
                   "language file\nRun 'carckit kit --help' for its options.\n");
}

TEST(CliKitTest, OnlyNewWithoutOutputGoesBesideTheWholeKit) {
  TempDir tmp;
  // Without -o it goes beside the whole kit, never over it.
  test_support::Run("cp tilesets/river.yaml '" + tmp.Path("river.yaml") + "'");
  auto def = test_support::Run("cd '" + tmp.Path("") + "' && '" + test_support::CarckitBinary() +
                          "' kit river.yaml --only-new --no-backs --lang ro");
  EXPECT_EQ(def.exit_code, 0) << def.err;
  EXPECT_EQ(def.out, "wrote out/river-new-kit-ro.pdf (3 pages)\n");
}

}  // namespace
}  // namespace carc
