#include "draw/pdf_document.h"

#include <gtest/gtest.h>

#include "base/test_util.h"
#include "draw/text.h"

namespace carc {
namespace {

using testing::PdfInfo;
using testing::ReadFile;
using testing::TempDir;

TEST(PdfDocumentTest, PagesHaveExactSizesMetadataAndText) {
  TempDir tmp;
  std::string path = tmp.Path("sub/doc.pdf");
  PdfDocument doc(path, {"Test title", "", "", "", "carckit test"});
  ASSERT_TRUE(doc.status().ok());
  doc.BeginPage({Mm(210), Mm(297)}, "i");
  DrawText(doc.cr(), "Hello <b> & ș", TextStyle(), {Mm(20), Mm(20)});
  doc.EndPage();
  doc.BeginPage({Mm(297), Mm(210)}, "1");
  doc.EndPage();
  doc.AddBookmark("Second", 2);
  ASSERT_TRUE(doc.Finish().ok());
  std::string info = testing::Squeeze(PdfInfo(path));
  EXPECT_NE(info.find("Title: Test title"), std::string::npos) << info;
  EXPECT_NE(info.find("Pages: 2"), std::string::npos) << info;
  EXPECT_NE(info.find("Page size: 595.276 x 841.89 pts (A4)"), std::string::npos) << info;
  EXPECT_NE(testing::PdfText(path, 1).find("Hello <b> & ș"), std::string::npos);
}

TEST(PdfDocumentTest, UnfinishedDocumentLeavesEarlierFileUntouched) {
  TempDir tmp;
  std::string path = tmp.Path("doc.pdf");
  testing::WriteFile(path, "earlier");
  {
    PdfDocument doc(path, {});
    doc.BeginPage({Mm(100), Mm(100)});
    doc.EndPage();
  }  // destroyed without Finish()
  EXPECT_EQ(ReadFile(path), "earlier");
  EXPECT_EQ(testing::Run("ls -A '" + tmp.Path("") + "'").out, "doc.pdf\n");
}

TEST(PdfDocumentTest, RefusesToOverwriteAnInput) {
  TempDir tmp;
  std::string path = tmp.Path("set.yaml");
  testing::WriteFile(path, "x");
  PdfDocument doc(path, {}, {path});
  EXPECT_EQ(doc.status().message(), path + ": error: refusing to write over an input file");
  EXPECT_EQ(ReadFile(path), "x");
}

}  // namespace
}  // namespace carc
