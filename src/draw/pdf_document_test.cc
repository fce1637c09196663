#include "draw/pdf_document.h"

#include <gtest/gtest.h>

#include <cstdlib>

#include "base/test_util.h"
#include "draw/pdf_inspect.h"
#include "draw/pdf_number.h"
#include "draw/raster.h"
#include "draw/text.h"

namespace carc {
namespace {

using test_support::PdfInfo;
using test_support::ReadFile;
using test_support::TempDir;

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
  std::string info = test_support::Squeeze(PdfInfo(path));
  EXPECT_NE(info.find("Title: Test title"), std::string::npos) << info;
  EXPECT_NE(info.find("Pages: 2"), std::string::npos) << info;
  EXPECT_NE(info.find("Page size: 595.276 x 841.89 pts (A4)"), std::string::npos) << info;
  EXPECT_NE(test_support::PdfText(path, 1).find("Hello <b> & ș"), std::string::npos);
}

/// A one-page document of 20 lines of text at `path`.
void WriteLines(const std::string& path) {
  PdfDocument doc(path, {});
  ASSERT_TRUE(doc.status().ok());
  doc.BeginPage({Mm(210), Mm(297)}, "1");
  for (int i = 0; i < 20; ++i)
    DrawText(doc.cr(), "Line " + std::to_string(i) + " of text", TextStyle(), {Mm(20), Mm(20 + 8 * i)});
  doc.EndPage();
  ASSERT_TRUE(doc.Finish().ok());
}

// Cairo deflates its streams, or (WriteCairoPdfStreamsPlain) writes them
// plain for PdfDocument to deflate: the file is compressed and reads the same.
TEST(PdfDocumentTest, CairosPlainStreamsAreCompressedAsTheyAreCopied) {
  ASSERT_EQ(std::getenv("CAIRO_DEBUG_PDF"), nullptr);
  TempDir tmp;
  WriteLines(tmp.Path("deflated.pdf"));
  WriteCairoPdfStreamsPlain();
  WriteLines(tmp.Path("plain.pdf"));
  unsetenv("CAIRO_DEBUG_PDF");  // as it was, for the other tests
  for (const char* name : {"deflated.pdf", "plain.pdf"}) {
    std::string path = tmp.Path(name), file = ReadFile(path);
    EXPECT_EQ(file.find("\nBT\n"), std::string::npos) << name;  // no text operators in the clear
    EXPECT_EQ(file.find(" 1 Tf\n"), std::string::npos) << name;
    EXPECT_NE(test_support::PdfText(path, 1).find("Line 19 of text"), std::string::npos) << name;
    EXPECT_TRUE(test_support::CheckWithQpdf(path).clean) << test_support::CheckWithQpdf(path).output;
  }
  EXPECT_EQ(test_support::PdfText(tmp.Path("deflated.pdf"), 1), test_support::PdfText(tmp.Path("plain.pdf"), 1));
}

TEST(PdfDocumentTest, UnfinishedDocumentLeavesEarlierFileUntouched) {
  TempDir tmp;
  std::string path = tmp.Path("doc.pdf");
  test_support::WriteFile(path, "earlier");
  {
    PdfDocument doc(path, {});
    doc.BeginPage({Mm(100), Mm(100)});
    doc.EndPage();
  }  // destroyed without Finish()
  EXPECT_EQ(ReadFile(path), "earlier");
  EXPECT_EQ(test_support::Run("ls -A '" + tmp.Path("") + "'").out, "doc.pdf\n");
}

TEST(PdfDocumentTest, RefusesToOverwriteAnInput) {
  TempDir tmp;
  std::string path = tmp.Path("set.yaml");
  test_support::WriteFile(path, "x");
  PdfDocument doc(path, {}, {path});
  EXPECT_EQ(doc.status().ToString(), path + ": error: refusing to write over an input file");
  EXPECT_EQ(ReadFile(path), "x");
}

/// A recording surface `size` mm square, filled with `c`, for a form.
SurfacePtr Square(Mm size, Color c) {
  cairo_rectangle_t extents{0, 0, size.pt(), size.pt()};
  SurfacePtr s(cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents));
  ContextPtr cr(cairo_create(s.get()));
  SetColor(cr.get(), c);
  Rectangle(cr.get(), {Mm(0), Mm(0), size, size});  // (a paint would fill whole points)
  cairo_fill(cr.get());
  return s;
}

bool Near(double a, double b, int tolerance) { return std::abs(a - b) <= tolerance; }

TEST(PdfDocumentTest, FormsArePaintedWherePlacedClippedAndBeneathThePage) {
  TempDir tmp;
  std::string path = tmp.Path("forms.pdf");
  PdfDocument doc(path, {});
  int red = doc.AddForm(Square(Mm(20), {1, 0, 0, 1}), {Mm(20), Mm(20)});
  int blue = doc.AddForm(Square(Mm(10), {0, 0, 1, 1}), {Mm(10), Mm(10)});
  doc.BeginPage({Mm(100), Mm(80)}, "one");
  doc.PlaceForm(red, {Mm(10), Mm(10)});
  doc.PlaceForm(red, {Mm(50), Mm(10)}, RectMm{Mm(50), Mm(10), Mm(10), Mm(20)});  // left half only
  doc.PlaceForm(blue, {Mm(15), Mm(15)});  // over the first red square
  SetColor(doc.cr(), {0, 0.5, 0, 1});    // drawn on the page: above every form
  Rectangle(doc.cr(), {Mm(25), Mm(25), Mm(10), Mm(10)});
  cairo_fill(doc.cr());
  doc.EndPage();
  doc.BeginPage({Mm(60), Mm(60)}, "two");
  doc.PlaceForm(blue, {Mm(40), Mm(45)});
  doc.EndPage();
  ASSERT_TRUE(doc.Finish().ok());

  Raster one = RasterizePdfPage(path, 1, 100);
  ASSERT_FALSE(one.empty());
  auto color = [&](const Raster& r, double x, double y) {
    Color c = MeanColor(r, {Mm(x - 0.5), Mm(y - 0.5), Mm(1), Mm(1)});
    return std::vector<int>{int(c.r), int(c.g), int(c.b)};
  };
  EXPECT_EQ(color(one, 12, 12), (std::vector<int>{255, 0, 0}));     // red
  EXPECT_EQ(color(one, 20, 20), (std::vector<int>{0, 0, 255}));     // blue, placed later
  EXPECT_EQ(color(one, 30, 30), (std::vector<int>{0, 128, 0}));     // the page's own drawing
  EXPECT_EQ(color(one, 8, 12), (std::vector<int>{255, 255, 255}));  // left of the form
  EXPECT_EQ(color(one, 55, 25), (std::vector<int>{255, 0, 0}));     // inside the clip
  EXPECT_EQ(color(one, 65, 25), (std::vector<int>{255, 255, 255})); // clipped away
  Raster two = RasterizePdfPage(path, 2, 100);
  EXPECT_EQ(color(two, 45, 50), (std::vector<int>{0, 0, 255}));
  EXPECT_EQ(color(two, 45, 43), (std::vector<int>{255, 255, 255}));
  // The forms' own pages are gone, and with them their labels.
  EXPECT_EQ(test_support::PdfPageLabels(path), (std::vector<std::string>{"one", "two"}));
  EXPECT_TRUE(test_support::CheckWithQpdf(path).clean) << test_support::CheckWithQpdf(path).output;
}

TEST(PdfDocumentTest, FormEdgesAreExactToTheHundredthOfAMillimetre) {
  // A form's right and bottom edges fall inside a whole point: Cairo would
  // clip them to the point below; the rewrite keeps them.
  TempDir tmp;
  std::string path = tmp.Path("edge.pdf");
  PdfDocument doc(path, {});
  int form = doc.AddForm(Square(Mm(25.5), {0, 0, 0, 1}), {Mm(25.5), Mm(25.5)});  // 72.28 pt
  doc.BeginPage({Mm(50.8), Mm(50.8)});
  doc.PlaceForm(form, {Mm(12.7), Mm(12.7)});
  doc.EndPage();
  ASSERT_TRUE(doc.Finish().ok());
  Raster r = RasterizePdfPage(path, 1, 1000);  // 1 px = 0.0254 mm
  ASSERT_FALSE(r.empty());
  int y = r.height / 2, left = -1, right = -1;
  for (int x = 0; x < r.width; ++x) {
    if (r.At(x, y, 0) >= 128) continue;
    if (left < 0) left = x;
    right = x;
  }
  EXPECT_TRUE(Near(left, 500, 1)) << left;     // 12.7 mm
  EXPECT_TRUE(Near(right, 1503, 1)) << right;  // 38.2 mm (38.1 mm if cut to 72 pt)
}

TEST(PdfDocumentTest, PagesDeclareTheBoxesTheyAreGiven) {
  TempDir tmp;
  std::string path = tmp.Path("boxes.pdf");
  PdfDocument doc(path, {});
  PageBoxes boxes{RectMm{Mm(3), Mm(4), Mm(45), Mm(40)}, RectMm{Mm(0), Mm(0), Mm(51), Mm(48)}};
  doc.BeginPage({Mm(51), Mm(48)}, "", boxes);
  doc.EndPage();
  doc.BeginPage({Mm(100), Mm(100)});
  doc.EndPage();
  ASSERT_TRUE(doc.Finish().ok());
  std::vector<test_support::PdfBoxes> read = test_support::PdfPageBoxes(path);
  ASSERT_EQ(read.size(), 2u);
  // PDF measures from the bottom-left: the trim box's top is 4 mm below the
  // page's top, so its bottom is 48 - 4 - 40 = 4 mm above the page's bottom.
  ASSERT_TRUE(read[0].trim && read[0].bleed);
  EXPECT_NEAR(read[0].trim->x.v, 3, 0.01);
  EXPECT_NEAR(read[0].trim->y.v, 4, 0.01);
  EXPECT_NEAR(read[0].trim->w.v, 45, 0.01);
  EXPECT_NEAR(read[0].trim->h.v, 40, 0.01);
  EXPECT_NEAR(read[0].bleed->w.v, 51, 0.01);
  EXPECT_NEAR(read[0].bleed->h.v, 48, 0.01);
  EXPECT_NEAR(read[0].media.w.v, 51, 0.01);
  EXPECT_FALSE(read[1].trim);
  EXPECT_FALSE(read[1].bleed);
}

TEST(PdfDocumentTest, NumbersAreWrittenAsCairoWritesThem) {
  EXPECT_EQ(PdfNumber(0), "0");
  EXPECT_EQ(PdfNumber(12.5), "12.5");
  EXPECT_EQ(PdfNumber(-3), "-3");
  EXPECT_EQ(PdfNumber(80.78740157), "80.787402");
  EXPECT_EQ(PdfNumber(0.000001), "0.000001");
  EXPECT_EQ(PdfNumber(-0.0000001), "0");
  EXPECT_EQ(PdfNumber(-841.889764), "-841.889764");
}

}  // namespace
}  // namespace carc
