// PdfCanvas against Cairo: the same drawing through both must look the same
// (rasterized, within anti-aliasing), and the PDF it writes must be lean:
// state written when it changes, a fill and stroke of one path as one `B`,
// nothing for what cannot be seen, each symbol written once.
#include "draw/pdf_canvas.h"

#include <gtest/gtest.h>

#include <cmath>

#include "base/test_util.h"
#include "draw/cairo_canvas.h"
#include "draw/pdf_document.h"
#include "draw/pdf_inspect.h"
#include "draw/raster.h"

namespace carc {
namespace {

using test_support::TempDir;

constexpr double kPi = 3.14159265358979323846;
constexpr double kScene = 200;  // points square

/// A house in its own coordinates (1 wide): fills, and strokes that take the
/// placement's width.
const Symbol kHouse{"test house", [](Canvas& cv) {
                      cv.Rectangle(-0.5, -0.3, 1, 0.6);
                      cv.SetColor({0.9, 0.85, 0.7, 1});
                      cv.Fill(true);
                      cv.SetColor({0.2, 0.15, 0.1, 1});
                      cv.Stroke();
                      cv.MoveTo(-0.6, -0.3);
                      cv.LineTo(0, -0.7);
                      cv.LineTo(0.6, -0.3);
                      cv.ClosePath();
                      cv.SetColor({0.7, 0.2, 0.1, 1});
                      cv.Fill(true);
                      cv.SetColor({0.2, 0.15, 0.1, 1});
                      cv.Stroke();
                      cv.Arc(0.2, 0.05, 0.12, 0, 2 * kPi);
                      cv.SetColor({0, 0, 0, 0.5});
                      cv.Fill();
                    }};

/// Everything the art uses: transforms, arcs and ellipses, dashes, caps and
/// joins, alpha, even-odd holes, clips inside saves, fill-and-stroke, and
/// symbols at three sizes and turns.
void Scene(Canvas& cv) {
  cv.Rectangle(0, 0, kScene, kScene);
  cv.SetColor({0.43, 0.62, 0.24, 1});
  cv.Fill();
  {
    CanvasSave s(cv);
    cv.Translate(60, 50);
    cv.Rotate(0.4);
    cv.Scale(30, 15);  // an ellipse, filled and stroked in the stretched space
    cv.NewSubPath();
    cv.Arc(0, 0, 1, 0, 2 * kPi);
    cv.ClosePath();
    cv.SetColor({0.85, 0.75, 0.5, 1});
    cv.Fill(true);
    cv.SetLineWidth(0.1);
    cv.SetColor({0.3, 0.2, 0.1, 1});
    cv.Stroke();
  }
  cv.MoveTo(110, 20);
  cv.CurveTo(150, 0, 190, 60, 150, 90);
  cv.LineTo(120, 70);
  cv.SetLineWidth(5);
  cv.SetLineCap(LineCap::Round);
  cv.SetLineJoin(LineJoin::Round);
  cv.SetDash({12, 6}, 3);
  cv.SetColor({0.1, 0.2, 0.8, 0.7});
  cv.Stroke();
  cv.SetDash({}, 0);
  cv.SetLineCap(LineCap::Butt);
  cv.SetLineJoin(LineJoin::Miter);
  cv.Rectangle(20, 100, 70, 70);
  cv.Rectangle(40, 120, 30, 30);
  cv.SetFillRule(FillRule::EvenOdd);
  cv.SetColor({0.8, 0.1, 0.1, 1});
  cv.Fill();
  cv.SetFillRule(FillRule::Winding);
  {
    CanvasSave s(cv);
    cv.Arc(150, 150, 35, 0, 2 * kPi);
    cv.Clip();
    cv.Rectangle(110, 110, 40, 80);
    cv.SetColor({0.95, 0.9, 0.2, 1});
    cv.Fill();
  }
  cv.MoveTo(100, 195);
  cv.ArcNegative(100, 160, 30, kPi / 2, 0);
  cv.SetLineWidth(3);
  cv.SetColor({0, 0, 0, 1});
  cv.Stroke();
  const double sizes[3] = {24, 32, 40}, turns[3] = {0, kPi / 2, 0.3};
  for (int i = 0; i < 3; ++i) {
    Affine place = Affine::Translation(40 + 55 * i, 185 - 150 * (i == 1)) * Affine::Rotation(turns[i]) *
                   Affine::Scaling(sizes[i], sizes[i]);
    cv.DrawSymbol(kHouse, place, 1.2 / sizes[i]);
  }
}

/// The scene drawn by Cairo at `dpi`.
Raster CairoScene(double dpi) {
  int px = int(std::lround(kScene / 72 * dpi));
  SurfacePtr s(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, px, px));
  cairo_surface_set_device_scale(s.get(), px / kScene, px / kScene);
  {
    ContextPtr cr(cairo_create(s.get()));
    CairoCanvas cv(cr.get());
    Scene(cv);
  }
  Raster r = FromSurface(s.get());
  r.dpi = dpi;
  return r;
}

/// The scene as a PdfCanvas form placed on a page of its size.
std::string PdfScene(const TempDir& tmp, PdfArt* art_out = nullptr, PdfForm* form_out = nullptr) {
  std::string path = tmp.Path("scene.pdf");
  PdfDocument doc(path, {});
  PdfCanvas cv(doc.art(), kScene, kScene);
  Scene(cv);
  PdfForm drawn = cv.Finish();
  if (form_out) *form_out = drawn;
  int form = doc.AddForm(std::move(drawn));
  if (art_out) *art_out = *doc.art();
  doc.BeginPage({FromPt(kScene), FromPt(kScene)});
  doc.PlaceForm(form, {Mm(0), Mm(0)});
  doc.EndPage();
  EXPECT_TRUE(doc.Finish().ok());
  return path;
}

TEST(PdfCanvasTest, DrawsWhatCairoDraws) {
  TempDir tmp;
  std::string pdf = PdfScene(tmp);
  for (double dpi : {72.0, 144.0}) {  // whole pixels: the scene's edges fall on them
    Raster want = CairoScene(dpi), got = RasterizePdfPage(pdf, 1, dpi);
    ASSERT_EQ(got.width, want.width);
    // Two rasterizers differ along edges only: a pixel in a hundred.
    long differing = DifferingPixels(got, want, 40);
    EXPECT_LE(differing, long(0.01 * want.width * want.height)) << "at " << dpi << " dpi";
  }
  EXPECT_TRUE(test_support::CheckWithQpdf(pdf).clean) << test_support::CheckWithQpdf(pdf).output;
}

TEST(PdfCanvasTest, SymbolsAreWrittenOncePerDocument) {
  TempDir tmp;
  PdfArt art;
  PdfForm form;
  PdfScene(tmp, &art, &form);
  ASSERT_EQ(art.symbols().size(), 1u);
  const std::string& content = form.content;
  size_t placed = 0;
  for (size_t at = content.find("/S0 Do"); at != std::string::npos; at = content.find("/S0 Do", at + 1)) ++placed;
  EXPECT_EQ(placed, 3u);
  // The house's strokes take each placement's width: none is in the symbol.
  EXPECT_EQ(art.symbols()[0].content.find(" w\n"), std::string::npos) << art.symbols()[0].content;
}

/// The content a drawing on a 100 × 100 point canvas writes.
std::string ContentOf(const std::function<void(Canvas&)>& draw) {
  PdfArt art;
  PdfCanvas cv(&art, 100, 100);
  draw(cv);
  return cv.Finish().content;
}

TEST(PdfCanvasTest, WritesStateOnlyWhenItChanges) {
  std::string c = ContentOf([](Canvas& cv) {
    for (int i = 0; i < 3; ++i) {
      cv.Rectangle(10 * i, 0, 5, 5);
      cv.SetColor({0.5, 0.25, 1, 1});
      cv.Fill();
    }
  });
  EXPECT_EQ(c,
            "0.5 0.25 1 rg\n/A1000 gs\n0 0 5 5 re\nf\n"
            "10 0 5 5 re\nf\n"
            "20 0 5 5 re\nf\n");
}

TEST(PdfCanvasTest, FillThenStrokeOfOnePathIsOneOperator) {
  std::string c = ContentOf([](Canvas& cv) {
    cv.MoveTo(10, 10);
    cv.LineTo(20, 10);
    cv.LineTo(15, 20);
    cv.ClosePath();
    cv.SetColor({1, 0, 0, 1});
    cv.Fill(true);
    cv.SetColor({0, 0, 1, 1});
    cv.SetLineWidth(0.5);
    cv.SetLineJoin(LineJoin::Round);
    cv.Stroke();
  });
  EXPECT_EQ(c, "1 0 0 rg\n0 0 1 RG\n/A1000 gs\n0.5 w\n0 J\n1 j\n[] 0 d\n10 10 m\n20 10 l\n15 20 l\nh\nB\n");
}

TEST(PdfCanvasTest, LeavesOutWhatLiesOutsideTheDrawing) {
  std::string c = ContentOf([](Canvas& cv) {
    cv.Rectangle(120, 10, 20, 20);  // right of the canvas
    cv.Fill();
    {
      CanvasSave s(cv);
      cv.Rectangle(0, 0, 50, 50);
      cv.Clip();
      cv.Rectangle(60, 60, 10, 10);  // outside the clip
      cv.Fill();
    }
    cv.Rectangle(60, 60, 10, 10);  // visible again
    cv.Fill();
  });
  EXPECT_EQ(c, "q\n0 0 50 50 re\nW n\nQ\n0 0 0 rg\n/A1000 gs\n60 60 10 10 re\nf\n");
}

TEST(PdfCanvasTest, ClipsOnlyWithinTheirSave) {
  std::string c = ContentOf([](Canvas& cv) {
    cv.Save();
    cv.Save();
    cv.Rectangle(0, 0, 50, 50);
    cv.Clip();
    cv.Restore();
    cv.Restore();
  });
  EXPECT_EQ(c, "q\n0 0 50 50 re\nW n\nQ\n");
}

}  // namespace
}  // namespace carc
