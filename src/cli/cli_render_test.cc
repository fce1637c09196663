// The render, tile and reference commands end to end.
#include <gtest/gtest.h>

#include "base/test_util.h"
#include "draw/raster.h"

namespace carc {
namespace {

using test_support::PdfInfo;
using test_support::RunCarckit;
using test_support::Squeeze;
using test_support::TempDir;

TEST(CliRenderTest, RendersTheBaseGameWithBacksAndMetadata) {
  TempDir tmp;
  std::string out = tmp.Path("base.pdf");
  auto r = RunCarckit("render base-c1 -o '" + out + "'");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, "wrote " + out + " (10 pages): 72 tiles on 5 sheets (3 x 5 per portrait page, each followed by its back page)\n");
  std::string info = Squeeze(PdfInfo(out));
  EXPECT_NE(info.find("Title: Carcassonne base game (C1): tile sheets\n"), std::string::npos) << info;
  EXPECT_NE(info.find("Creator: carckit "), std::string::npos);
  EXPECT_NE(info.find("Pages: 10\n"), std::string::npos);
  EXPECT_NE(info.find("Page size: 595.276 x 841.89 pts (A4)"), std::string::npos);
  // Every font used is embedded.
  auto fonts = test_support::Run("pdffonts '" + out + "'");
  EXPECT_EQ(fonts.out.find(" no  "), std::string::npos) << fonts.out;
  EXPECT_NE(fonts.out.find("DejaVu"), std::string::npos) << fonts.out;
}

TEST(CliRenderTest, PresetsAndOptionsOverrideEachOther) {
  TempDir tmp;
  std::string out = tmp.Path("c.pdf");
  auto r = RunCarckit("render base-c1 -t compact --no-backs --paper letter --orientation landscape -o '" + out + "'");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, "wrote " + out + " (4 pages): 72 tiles on 4 sheets (5 x 4 per landscape page)\n");
  EXPECT_NE(Squeeze(PdfInfo(out)).find("Page size: 792 x 612 pts (letter)"), std::string::npos);
  r = RunCarckit("render pnp-demo -t demo -o '" + out + "'");
  EXPECT_EQ(r.out, "wrote " + out + " (4 pages): 48 tiles on 2 sheets (4 x 6 per portrait page, each followed by its back page)\n");
}

TEST(CliRenderTest, BadOptionsAreClearErrors) {
  TempDir tmp;
  std::string out = tmp.Path("x.pdf");
  auto r = RunCarckit("render base-c1 --bleed 5 -o '" + out + "'");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "error: bleed 5 mm needs a gutter of at least 10 mm (got 6 mm), or neighbouring tiles' art "
                   "would overlap\n");
  r = RunCarckit("render base-c1 -t nope -o '" + out + "'");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "error: render: --template: unknown layout 'nope'; layouts: compact, default, demo, "
                   "letter, or a layout file\nRun 'carckit render --help' for its options.\n");
  r = RunCarckit("render base-c1 --tile-size 400 -o '" + out + "'");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "error: tile size must be from 10 to 300 mm, got 400 mm\n");
  EXPECT_TRUE(test_support::ReadFile(out).empty());
}

TEST(CliTileTest, WritesPngSvgAndPdfAtTheRightSize) {
  TempDir tmp;
  auto r = RunCarckit("tile base-c1 D --rotation 90 --dpi 100 -o '" + tmp.Path("d.png") + "'");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  Raster png = ReadPng(tmp.Path("d.png"));
  EXPECT_EQ(png.width, 177);  // 45 mm at 100 dpi
  EXPECT_EQ(png.height, 177);
  ASSERT_EQ(RunCarckit("tile base-c1 D -o '" + tmp.Path("d.svg") + "'").exit_code, 0);
  EXPECT_NE(test_support::ReadFile(tmp.Path("d.svg")).find("width=\"127.559055pt\""), std::string::npos);
  ASSERT_EQ(RunCarckit("tile base-c1 D --bleed 3 -o '" + tmp.Path("d.pdf") + "'").exit_code, 0);
  EXPECT_NE(Squeeze(PdfInfo(tmp.Path("d.pdf"))).find("Page size: 144.567 x 144.567 pts"), std::string::npos);
}

TEST(CliTileTest, UnknownTileAndBadRotation) {
  TempDir tmp;
  auto r = RunCarckit("tile tilesets/pnp-demo.yaml Z -o '" + tmp.Path("z.png") + "'");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "error: tilesets/pnp-demo.yaml has no tile 'Z' (it has A, B, C, D, E, F, G, H, I, J, K, L, M, N, "
                   "O, P, Q, R, S, T, U, V)\n");
  r = RunCarckit("tile base-c1 A --rotation 45 -o '" + tmp.Path("a.png") + "'");
  EXPECT_EQ(r.exit_code, 2);
  r = RunCarckit("tile base-c1 A -o '" + tmp.Path("a.jpg") + "'");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "error: cannot tell the format of '" + tmp.Path("a.jpg") + "': name it .png, .svg or .pdf\n");
}

TEST(CliReferenceTest, ListsEveryTypeWithCountEdgesAndFeatures) {
  TempDir tmp;
  std::string out = tmp.Path("ref.pdf");
  auto r = RunCarckit("reference base-c1 -o '" + out + "'");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, "wrote " + out + " (2 pages): 24 tile types\n");
  std::string text = Squeeze(test_support::PdfText(out));
  EXPECT_NE(text.find("72 tiles of 24 types, start tile D"), std::string::npos) << text;
  EXPECT_NE(text.find("\u00d72 FFRF"), std::string::npos) << text;
  EXPECT_NE(text.find("\u00d74 CRFR start"), std::string::npos) << text;
  EXPECT_NE(text.find("city E\u2013W (1 shield)"), std::string::npos) << text;
  EXPECT_NE(text.find("X Four-way village"), std::string::npos) << text;
}

}  // namespace
}  // namespace carc
