#include "draw/image_file.h"

#include <gtest/gtest.h>

#include <filesystem>

#include "base/test_util.h"
#include "draw/raster.h"

namespace carc {
namespace {

using test_support::TempDir;

/// A picture of `size`: white, with a black square in its top-left quarter.
ImageContent Squares(SizeMm size) {
  ImageContent content;
  content.size = size;
  content.draw = [size](cairo_t* cr) {
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_rectangle(cr, 0, 0, (size.w / 2).pt(), (size.h / 2).pt());
    cairo_fill(cr);
  };
  return content;
}

TEST(ImageFileTest, FileExtensionIsLowerCaseWithItsDot) {
  EXPECT_EQ(FileExtension("out/Board.PNG"), ".png");
  EXPECT_EQ(FileExtension("a.b/c"), "");
  EXPECT_EQ(FileExtension(".pdf"), "");  // a dotfile has no extension
  EXPECT_EQ(FileExtension("report."), ".");
  EXPECT_EQ(FileExtension("-"), "");
}

TEST(ImageFileTest, FormatComesFromTheFormatOptionElseTheName) {
  ImageFormat f = ImageFormat::Pdf;
  ASSERT_TRUE(ImageFormatOf("x.SVG", "", &f));
  EXPECT_EQ(f, ImageFormat::Svg);
  ASSERT_TRUE(ImageFormatOf("x.svg", "png", &f));
  EXPECT_EQ(f, ImageFormat::Png);
  ASSERT_TRUE(ImageFormatOf("-", "pdf", &f));
  EXPECT_EQ(f, ImageFormat::Pdf);
  EXPECT_FALSE(ImageFormatOf("x.jpg", "", &f));
  EXPECT_FALSE(ImageFormatOf("x.png", "gif", &f));
  EXPECT_FALSE(ImageFormatOf("png", "", &f));
}

TEST(ImageFileTest, AnUnknownFormatNamesTheFormatsInTheCommandsOrder) {
  EXPECT_EQ(UnknownImageFormat("", "b.gif", {ImageFormat::Png, ImageFormat::Svg, ImageFormat::Pdf}).message(),
            "cannot tell the format of 'b.gif': name it .png, .svg or .pdf");
  EXPECT_EQ(UnknownImageFormat("report ", "r.jpg", {ImageFormat::Pdf, ImageFormat::Svg, ImageFormat::Png})
                .message(),
            "cannot tell the format of report 'r.jpg': name it .pdf, .svg or .png");
}

TEST(ImageFileTest, PngHasThePixelsOfItsSizeAtItsResolution) {
  TempDir tmp;
  ImageEncoding e;
  e.dpi = 254;  // 10 pixels a mm
  ASSERT_TRUE(WriteImageFile(tmp.Path("a.png"), ImageFormat::Png, e, Squares({Mm(8), Mm(4)})).ok());
  Raster r = ReadPng(tmp.Path("a.png"));
  ASSERT_EQ(r.width, 80);
  ASSERT_EQ(r.height, 40);
  EXPECT_EQ(r.At(10, 10, 0), 0);    // inside the square
  EXPECT_EQ(r.At(60, 30, 0), 255);  // outside
}

// A picture over the size limit is refused before any memory is taken, in
// whatever command draws it, with what to do instead; nothing is written.
TEST(ImageFileTest, PngOverTheSizeLimitIsRefusedWithTheHint) {
  TempDir tmp;
  ImageEncoding e;
  e.dpi = 254;
  e.hint = "lower --dpi or --tile-size";
  std::string path = tmp.Path("big.png");
  Status s = WriteImageFile(path, ImageFormat::Png, e, Squares({Mm(2001), Mm(10)}));
  EXPECT_EQ(s.ToString(), path + ": error: 20010 x 100 pixels is too large (images may have at most "
                                "20000 pixels a side); lower --dpi or --tile-size");
  EXPECT_FALSE(std::filesystem::exists(path));
}

TEST(ImageFileTest, ExactWidthPutsThePicturesEdgeOnTheImagesEdge) {
  TempDir tmp;
  ImageEncoding e;
  e.dpi = 100;  // 10 mm is 39.37 pixels: 39, and the square must end at 19.5 exactly
  e.exact_width = true;
  ASSERT_TRUE(WriteImageFile(tmp.Path("e.png"), ImageFormat::Png, e, Squares({Mm(10), Mm(10)})).ok());
  Raster r = ReadPng(tmp.Path("e.png"));
  ASSERT_EQ(r.width, 39);
  EXPECT_EQ(r.At(18, 18, 0), 0);
  EXPECT_GT(r.At(19, 5, 0), 100);  // half covered: grey, not black
  EXPECT_LT(r.At(19, 5, 0), 155);
  EXPECT_EQ(r.At(20, 5, 0), 255);
}

// Sized in points: Cairo 1.16 writes the size in points whatever unit it
// is told, so "mm" would make the picture 2.83 times too large.
TEST(ImageFileTest, SvgIsSizedInPoints) {
  TempDir tmp;
  ASSERT_TRUE(WriteImageFile(tmp.Path("a.svg"), ImageFormat::Svg, {}, Squares({Mm(25.4), Mm(12.7)})).ok());
  std::string svg = test_support::ReadFile(tmp.Path("a.svg"));
  EXPECT_NE(svg.find("width=\"72pt\" height=\"36pt\" viewBox=\"0 0 72 36\""), std::string::npos) << svg;
}

TEST(ImageFileTest, PdfIsOnePageOfTheSizeUnlessItsPagesAreGiven) {
  TempDir tmp;
  ImageContent one = Squares({Mm(100), Mm(50)});
  one.metadata.title = "One";
  ASSERT_TRUE(WriteImageFile(tmp.Path("one.pdf"), ImageFormat::Pdf, {}, one).ok());
  std::string info = test_support::Squeeze(test_support::PdfInfo(tmp.Path("one.pdf")));
  EXPECT_NE(info.find("Title: One"), std::string::npos) << info;
  EXPECT_NE(info.find("Pages: 1"), std::string::npos) << info;
  EXPECT_NE(info.find("Page size: 283.465 x 141.732 pts"), std::string::npos) << info;
  Raster page = RasterizePdfPage(tmp.Path("one.pdf"), 1, 25.4);
  EXPECT_EQ(page.At(20, 10, 0), 0);
  EXPECT_EQ(page.At(70, 30, 0), 255);

  ImageContent two = one;
  two.pages = [](PdfDocument& doc) {
    for (int i = 0; i < 2; ++i) {
      doc.BeginPage({Mm(30), Mm(30)});
      doc.EndPage();
    }
    return Status::Ok();
  };
  ASSERT_TRUE(WriteImageFile(tmp.Path("two.pdf"), ImageFormat::Pdf, {}, two).ok());
  EXPECT_NE(test_support::Squeeze(test_support::PdfInfo(tmp.Path("two.pdf"))).find("Pages: 2"), std::string::npos);
}

TEST(ImageFileTest, PagesThatFailLeaveNoFile) {
  TempDir tmp;
  ImageContent content;
  content.pages = [](PdfDocument& doc) {
    doc.BeginPage({Mm(30), Mm(30)});
    doc.EndPage();
    return Status::Invalid("illegal board");
  };
  std::string path = tmp.Path("b.pdf");
  EXPECT_EQ(WriteImageFile(path, ImageFormat::Pdf, {}, content).message(), "illegal board");
  EXPECT_FALSE(std::filesystem::exists(path));
}

// Every format goes through a temporary file: a picture is never written
// over one of the run's inputs.
TEST(ImageFileTest, NeverWritesOverAnInput) {
  TempDir tmp;
  std::string input = tmp.Path("set.yaml");
  test_support::WriteFile(input, "set: {}\n");
  for (ImageFormat f : {ImageFormat::Pdf, ImageFormat::Svg, ImageFormat::Png}) {
    EXPECT_FALSE(WriteImageFile(input, f, {}, Squares({Mm(10), Mm(10)}), {input}).ok());
    EXPECT_EQ(test_support::ReadFile(input), "set: {}\n");
  }
}

}  // namespace
}  // namespace carc
