#include "art/svg_sandbox.h"

#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include "art/svg_library.h"
#include "art/svg_scan.h"
#include "base/output_file.h"
#include "base/test_util.h"

namespace carc {
namespace {

using test_support::SourceDir;
using test_support::TempDir;
using test_support::WriteFile;

std::string BadArt(const std::string& name) { return SourceDir() + "/tests/bad/art/" + name; }

TEST(SvgSandboxTest, AGoodSvgDrawsAndSaysWhatItHolds) {
  TempDir dir;
  WriteFile(dir.Path("ok.svg"),
            "<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'>"
            "<circle cx='5' cy='5' r='4' fill='red'/></svg>");
  SvgProbe probe = ProbeSvg(dir.Path("ok.svg"), 200);
  EXPECT_TRUE(probe.ok) << probe.problem;
  EXPECT_GT(probe.held_bytes, 0u);
  EXPECT_LT(probe.held_bytes, size_t(1) << 20);
}

TEST(SvgSandboxTest, CpuTimeIsBounded) {
  SvgLimits limits;
  limits.cpu_seconds = 1;
  SvgProbe probe = ProbeSvg(BadArt("turbulence.svg"), 200, limits);
  EXPECT_FALSE(probe.ok);
  EXPECT_EQ(probe.problem,
            "takes more than 1 s of CPU time to draw (art may take at most 512 MB of memory and 1 s "
            "of CPU time)");
}

TEST(SvgSandboxTest, MemoryIsBounded) {
  // Ten thousand distinct shapes: tens of MB of document and recording.
  TempDir dir;
  std::string svg = "<svg xmlns='http://www.w3.org/2000/svg' width='100' height='100'>";
  for (int i = 0; i < 100000; ++i)
    svg += "<path d='M" + std::to_string(i % 97) + " 1 L 50 " + std::to_string(i % 89) +
           " Z' stroke='#" + std::to_string(100000 + i) + "'/>";
  WriteFile(dir.Path("big.svg"), svg + "</svg>");
  SvgLimits limits;
  limits.memory_mb = 16;
  limits.cpu_seconds = 30;
  SvgProbe probe = ProbeSvg(dir.Path("big.svg"), 200, limits);
  EXPECT_FALSE(probe.ok);
  EXPECT_NE(probe.problem.find("(art may take at most 16 MB of memory"), std::string::npos)
      << probe.problem;
}

TEST(SvgSandboxTest, WarningsOfTheLibrariesRefuseTheArt) {
  SvgProbe probe = ProbeSvg(BadArt("huge-font.svg"), 200);
  EXPECT_FALSE(probe.ok);
  EXPECT_EQ(probe.problem,
            "cannot be drawn cleanly: Pango-CRITICAL: pango_font_description_set_size: assertion "
            "'size >= 0' failed");
}

TEST(SvgSandboxTest, ParseErrorsAreReported) {
  SvgProbe probe = ProbeSvg(BadArt("fake.svg"), 200);
  EXPECT_FALSE(probe.ok);
  EXPECT_EQ(probe.problem.rfind("is not a readable SVG image (", 0), 0u) << probe.problem;
}

TEST(SvgSandboxTest, TheChildNeverRemovesTheToolsTemporaryFiles) {
  // A limit kills the child through the same handlers that clean up after a
  // signal; they must leave the parent's pending output alone.
  TempDir dir;
  AtomicOutput out(dir.Path("kit.pdf"));
  ASSERT_TRUE(out.status().ok());
  SvgLimits limits;
  limits.cpu_seconds = 1;
  EXPECT_FALSE(ProbeSvg(BadArt("turbulence.svg"), 200, limits).ok);
  EXPECT_EQ(access(out.temp_path().c_str(), F_OK), 0);
}

TEST(SvgSandboxTest, ProbesStillWorkAfterTheToolDrewAFilteredSvg) {
  // librsvg draws filters on a pool of threads, which a fork leaves behind:
  // a probe forked after the tool drew one would wait for them forever.
  TempDir dir;
  std::string blur =
      "<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'><filter id='f'>"
      "<feGaussianBlur stdDeviation='2'/></filter><rect width='9' height='9' filter='url(#f)'/></svg>";
  WriteFile(dir.Path("a.svg"), blur);
  WriteFile(dir.Path("b.svg"), blur);
  std::string why;
  std::unique_ptr<RsvgHandle, GObjectDeleter> handle(OpenSvg(dir.Path("a.svg"), &why));
  ASSERT_TRUE(handle) << why;
  SurfacePtr drawn = RecordSvg(handle.get(), 400);  // the thread pool now exists
  SvgLimits limits;
  limits.wall_seconds = 20;
  SvgProbe probe = ProbeSvg(dir.Path("b.svg"), 400, limits);
  EXPECT_TRUE(probe.ok) << probe.problem;
}

TEST(SvgScanTest, ReadsImageSizesFromTheirHeaders) {
  long w = 0, h = 0;
  ASSERT_TRUE(ImageHeaderSize(test_support::ReadFile(BadArt("bomb-20000.png")), &w, &h));
  EXPECT_EQ(w, 20000);
  EXPECT_EQ(h, 20000);
  ASSERT_TRUE(ImageHeaderSize(std::string("GIF89a\x10\x27\x20\x03", 10), &w, &h));
  EXPECT_EQ(w, 10000);
  EXPECT_EQ(h, 800);
  std::string jpeg("\xFF\xD8\xFF\xE0\x00\x04\x00\x00\xFF\xC0\x00\x11\x08\x01\x2C\x02\x58\x03", 18);
  ASSERT_TRUE(ImageHeaderSize(jpeg, &w, &h));
  EXPECT_EQ(w, 600);
  EXPECT_EQ(h, 300);
  EXPECT_FALSE(ImageHeaderSize("BM\x00\x00", &w, &h));
}

TEST(SvgScanTest, FindsImagesAndTextThatAskTooMuch) {
  EXPECT_EQ(SvgScanProblem(BadArt("deep.svg")), "");  // left to librsvg and the sandbox
  EXPECT_EQ(SvgScanProblem(BadArt("link-bomb.svg")),
            "uses an image of 20000 x 20000 pixels (line 3); images in art may have at most 4096 "
            "pixels on each side");
  TempDir dir;
  std::string images = "<svg xmlns='http://www.w3.org/2000/svg'>";
  for (int i = 0; i < 3; ++i) images += "\n<image href='" + BadArt("ok.png") + "'/>";
  WriteFile(dir.Path("ok.svg"), images + "</svg>");
  EXPECT_EQ(SvgScanProblem(dir.Path("ok.svg")), "");
  std::string texts = "<svg xmlns='http://www.w3.org/2000/svg'>";
  for (int i = 0; i < 30; ++i) texts += "\n<text>" + std::string(100, 'a') + "</text><g>ignored</g>";
  WriteFile(dir.Path("texts.svg"), texts + "</svg>");
  EXPECT_EQ(SvgScanProblem(dir.Path("texts.svg")),
            "holds more than 2000 characters of text (line 22); that is the limit for art");
}

TEST(SvgScanTest, AnImageThatIsAPipeIsRefusedBeforeAnythingWaitsOnIt) {
  TempDir dir;
  ASSERT_EQ(mkfifo(dir.Path("pipe.png").c_str(), 0600), 0);
  WriteFile(dir.Path("art.svg"), "<svg xmlns='http://www.w3.org/2000/svg'>\n<image href='pipe.png'/></svg>");
  EXPECT_EQ(SvgScanProblem(dir.Path("art.svg")),
            "links to something that is not a file (line 2) (a folder, pipe or device); art may "
            "link only to files");
}

TEST(SvgScanTest, EveryKindOfLinkToAPipeIsRefused) {
  // librsvg also reads stylesheets (@import, <?xml-stylesheet?>), other
  // documents' elements (<use>, url(file#id)) and XInclude: a FIFO behind any
  // of them hung the tool for the probe's 120 s and then once more.
  TempDir dir;
  ASSERT_EQ(mkfifo(dir.Path("pipe.css").c_str(), 0600), 0);
  ASSERT_EQ(mkfifo(dir.Path("pipe.svg").c_str(), 0600), 0);
  WriteFile(dir.Path("ok.css"), "rect { fill: url(pipe.svg#g) }");
  const std::string head = "<svg xmlns='http://www.w3.org/2000/svg' "
                           "xmlns:xi='http://www.w3.org/2001/XInclude'>\n";
  for (const char* body :
       {"<style>@import url(pipe.css);</style>", "<style>@import 'pipe.css';</style>",
        "<use href='pipe.svg#a'/>", "<xi:include href='pipe.css' parse='text'/>",
        "<rect fill='url(pipe.svg#g)'/>", "<rect style='filter: url(\"pipe.svg#f\")'/>",
        "<style>@import url(ok.css);</style>"}) {
    WriteFile(dir.Path("art.svg"), head + body + "</svg>");
    EXPECT_EQ(SvgScanProblem(dir.Path("art.svg")),
              "links to something that is not a file (line 2) (a folder, pipe or device); art may "
              "link only to files")
        << body;
  }
  WriteFile(dir.Path("art.svg"), "<?xml-stylesheet type='text/css' href='pipe.css'?>\n" + head + "</svg>");
  EXPECT_NE(SvgScanProblem(dir.Path("art.svg")), "");
  // Entities stop GMarkup, so the scan reads the raw text for links.
  WriteFile(dir.Path("art.svg"), "<!DOCTYPE svg [<!ENTITY ns 'http://www.w3.org/2000/svg'>]>\n"
                                 "<svg xmlns='&ns;'>\n<style>@import url(pipe.css);</style></svg>");
  EXPECT_EQ(SvgScanProblem(dir.Path("art.svg")),
            "links to something that is not a file (line 3) (a folder, pipe or device); art may "
            "link only to files");
  WriteFile(dir.Path("loop.css"), "@import url(loop.css); rect { fill: url(#g) }");
  WriteFile(dir.Path("art.svg"), head + "<style>@import url(loop.css);</style></svg>");
  EXPECT_EQ(SvgScanProblem(dir.Path("art.svg")), "");
}

}  // namespace
}  // namespace carc
