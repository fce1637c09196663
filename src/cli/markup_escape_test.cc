// User text that looks like Pango markup (set names, tile names, editions)
// prints as written in every PDF: "<b>" is not bold, "&" is not an entity, a
// lone "<" breaks nothing. tests/markup/markup-names.yaml is a valid set
// made of such names.
#include <gtest/gtest.h>

#include "base/test_util.h"

namespace carc {
namespace {

using test_support::PdfText;
using test_support::RunCarckit;
using test_support::RunResult;
using test_support::SourceDir;
using test_support::Squeeze;
using test_support::TempDir;

const std::string kSpec = SourceDir() + "/tests/markup/markup-names.yaml";

/// The text of the PDF `command` writes, spaces squeezed.
std::string TextOf(const std::string& command, const TempDir& dir) {
  std::string pdf = dir.Path("out.pdf");
  RunResult r = RunCarckit(command + " '" + kSpec + "' -o '" + pdf + "'");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  return Squeeze(PdfText(pdf));
}

TEST(MarkupEscapeTest, SetIsValid) {
  RunResult r = RunCarckit("validate '" + kSpec + "'");
  EXPECT_EQ(r.exit_code, 0) << r.err;
}

TEST(MarkupEscapeTest, RulesSummaryPrintsNamesAsWritten) {
  TempDir dir;
  std::string text = TextOf("rules", dir);
  EXPECT_NE(text.find("<b>Bold</b> & Co <i"), std::string::npos) << text;
  EXPECT_NE(text.find("(<b>:"), std::string::npos) << text;
  EXPECT_NE(text.find("<b>not bold</b> & <)"), std::string::npos) << text;
}

TEST(MarkupEscapeTest, TokensPrintNamesAsWritten) {
  TempDir dir;
  std::string text = TextOf("tokens", dir);
  EXPECT_NE(text.find("<b>Bold</b> & Co <i: print-and-play kit"), std::string::npos) << text;
}

TEST(MarkupEscapeTest, TileSheetsPrintNamesAsWritten) {
  TempDir dir;
  std::string text = TextOf("render", dir);
  EXPECT_NE(text.find("<b>Bold</b> & Co <i (&amp; <span foreground='red'>) Tile fronts"),
            std::string::npos) << text;
}

TEST(MarkupEscapeTest, ReferenceSheetPrintsIdsAndNamesAsWritten) {
  TempDir dir;
  std::string text = TextOf("reference", dir);
  EXPECT_NE(text.find("start tile <b> · edition &amp; <span foreground='red'>"), std::string::npos)
      << text;
  EXPECT_NE(text.find("Tom & Jerry's"), std::string::npos) << text;
  EXPECT_NE(text.find("<curve>"), std::string::npos) << text;
}

TEST(MarkupEscapeTest, KitPrintsNamesAsWrittenOnEveryPart) {
  TempDir dir;
  std::string text = TextOf("kit", dir);
  size_t count = 0;
  for (size_t at = text.find("<b>Bold</b> & Co <i"); at != std::string::npos;
       at = text.find("<b>Bold</b> & Co <i", at + 1))
    ++count;
  EXPECT_GE(count, 5u) << text;
}

}  // namespace
}  // namespace carc
