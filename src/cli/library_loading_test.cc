// Commands load only the libraries they use: librsvg is opened when SVG art
// is drawn (art/svg_library.h), no command links libqpdf (the PDF is
// written in one pass, draw/pdf_writer.h), and only the carckit-preview
// program, which `carckit preview` runs in its place, links cpp-httplib and
// the OpenSSL its Debian build brings. Read from the dynamic loader's own
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
    EXPECT_EQ(loaded.find("httplib"), std::string::npos) << args;
    EXPECT_EQ(loaded.find("libssl"), std::string::npos) << args;
    EXPECT_EQ(loaded.find("libcrypto"), std::string::npos) << args;
  }
}

TEST(LibraryLoadingTest, PreviewSaysWhereItLookedForItsProgram) {
  // A copy of carckit alone in a folder: carckit-preview is nowhere it looks.
  TempDir tmp;
  std::string copy = tmp.Path("carckit");
  ASSERT_EQ(test_support::Run("cp '" + test_support::CarckitBinary() + "' '" + copy + "'").exit_code, 0);
  test_support::RunResult r = test_support::Run("CARCKIT_DATA_DIR='" + test_support::SourceDir() + "' '" + copy +
                                      "' preview base-c1 --port 0");
  EXPECT_EQ(r.exit_code, 2);
  std::string folder = copy.substr(0, copy.size() - std::string("/carckit").size());
  std::string parent = folder.substr(0, folder.rfind('/'));
  EXPECT_EQ(r.err, "carckit: error: preview: carckit-preview is in none of the places carckit looked: " +
                       folder + "/carckit-preview, " + parent + "/libexec/carckit/carckit-preview, " +
                       CARCKIT_INSTALL_LIBEXECDIR "/carckit-preview; reinstall carckit\n");
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
