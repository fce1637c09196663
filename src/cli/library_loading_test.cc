// Commands load only the libraries they use: librsvg is opened when SVG art
// is drawn (art/svg_library.h), and no command links libqpdf (the PDF is
// written in one pass, draw/pdf_writer.h). Read from the dynamic loader's own
// account of the files it maps (LD_DEBUG=files), which lists libraries opened
// later with dlopen() as well as those linked.
#include <gtest/gtest.h>

#include "base/test_util.h"

namespace carc {
namespace {

using test_support::TempDir;

/// Runs carckit with LD_DEBUG=files set; what the loader printed.
std::string Loaded(const std::string& args) {
  test_support::RunResult r = test_support::Run("LD_DEBUG=files '" + test_support::CarckitBinary() + "' " + args +
                                      " 2>&1 >/dev/null");
  return r.out;
}

TEST(LibraryLoadingTest, CommandsWithoutSvgArtLoadNeitherLibrsvgNorQpdf) {
  TempDir tmp;
  std::string board = test_support::SourceDir() + "/tests/boards/example.yaml";
  for (std::string args : {std::string("--version"), std::string("validate base-c1"),
                           "score base-c1 '" + board + "'", std::string("simulate base-c1 --games 1"),
                           "render base-c1 -o '" + tmp.Path("t.pdf") + "'"}) {
    std::string loaded = Loaded(args);
    // The loader did report: the C library is in every run's list.
    EXPECT_NE(loaded.find("libc.so"), std::string::npos) << args << ": " << loaded.substr(0, 400);
    EXPECT_EQ(loaded.find("librsvg"), std::string::npos) << args;
    EXPECT_EQ(loaded.find("qpdf"), std::string::npos) << args;
  }
}

TEST(LibraryLoadingTest, SvgArtLoadsLibrsvgWhenItIsDrawn) {
  TempDir tmp;
  test_support::WriteFile(tmp.Path("a.svg"),
                     "<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'>"
                     "<rect width='10' height='10' fill='#2a7'/></svg>");
  test_support::WriteFile(tmp.Path("set.yaml"), R"(set:
  name: Svg
tiles:
  - id: B
    count: 2
    start: true
    edges: FFFF
    monastery: true
    art: a.svg
)");
  std::string loaded = Loaded("render '" + tmp.Path("set.yaml") + "' -o '" + tmp.Path("t.pdf") + "'");
  EXPECT_NE(loaded.find("librsvg-2.so.2"), std::string::npos) << loaded.substr(0, 400);
  EXPECT_FALSE(test_support::ReadFile(tmp.Path("t.pdf")).empty());
}

}  // namespace
}  // namespace carc
