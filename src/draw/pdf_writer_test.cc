#include "draw/pdf_writer.h"

#include <gtest/gtest.h>

#include "base/test_util.h"
#include "draw/pdf_inspect.h"
#include "draw/raster.h"

namespace carc {
namespace {

using test_support::ReadFile;
using test_support::TempDir;

/// A one-page PDF 100 pt square whose content (compressed or not, as the
/// writer decides) paints `rects` blue squares 10 pt wide along the diagonal.
std::string WriteBluePage(const TempDir& tmp, const std::string& name, int rects, bool reserve_unused) {
  std::string path = tmp.Path(name);
  AtomicOutput out(path);
  EXPECT_TRUE(out.status().ok());
  PdfWriter w(&out);
  int pages = w.Reserve(), page = w.Reserve(), content = w.Reserve();
  if (reserve_unused) w.Reserve();  // never written: it must still be a valid object
  std::string ops = "0 0 1 rg\n";
  for (int i = 0; i < rects; ++i) ops += std::to_string(i * 10) + " " + std::to_string(90 - i * 10) + " 10 10 re f\n";
  w.WriteStream(content, "", ops);
  w.WriteObject(page, "<</Type /Page /Parent " + std::to_string(pages) + " 0 R /MediaBox [0 0 100 100] /Contents " +
                          std::to_string(content) + " 0 R /Resources <<>>>>");
  w.WriteObject(pages, "<</Type /Pages /Kids [" + std::to_string(page) + " 0 R] /Count 1>>");
  int root = w.Reserve();
  w.WriteObject(root, "<</Type /Catalog /Pages " + std::to_string(pages) + " 0 R>>");
  w.Finish(root, 0);
  EXPECT_TRUE(out.Commit().ok());
  return path;
}

TEST(PdfWriterTest, WritesAFileReadersAccept) {
  TempDir tmp;
  for (int rects : {1, 10}) {  // a content too short to compress, and one compressed
    std::string pdf = WriteBluePage(tmp, "p" + std::to_string(rects) + ".pdf", rects, rects == 10);
    test_support::QpdfCheck check = test_support::CheckWithQpdf(pdf);
    EXPECT_TRUE(check.clean) << check.output;
    EXPECT_EQ(ReadFile(pdf).find("/FlateDecode") != std::string::npos, rects == 10);
    Raster r = RasterizePdfPage(pdf, 1, 72);
    ASSERT_EQ(r.width, 100);
    for (int i = 0; i < rects; ++i) {
      // The square at (10i, 90 - 10i) from the bottom: rows count from the top.
      int x = i * 10 + 5, y = 100 - (90 - i * 10) - 5;
      EXPECT_EQ(r.At(x, y, 2), 255) << i;
      EXPECT_EQ(r.At(x, y, 0), 0) << i;
    }
    EXPECT_EQ(r.At(95, 5, 0), 255);  // beyond the last square: white
  }
}

}  // namespace
}  // namespace carc
