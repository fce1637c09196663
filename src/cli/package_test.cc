// The Debian package: built with CPack from this build, its control file and
// contents checked, then unpacked into a scratch root and run from there.
#include <gtest/gtest.h>

#include <cstdlib>

#include "base/test_util.h"

namespace carc {
namespace {

using test_support::RunResult;

/// Runs a shell command (test_support::Run; gtest's Test::Run hides the name).
RunResult Sh(const std::string& command) { return test_support::Run(command); }

class PackageTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    const char* build = std::getenv("CARCKIT_BUILD_DIR");
    if (!build) return;
    dir_ = new test_support::TempDir;
    RunResult r = Sh("cd '" + dir_->Path("") + "' && cpack -G DEB --config '" + build +
                      "/CPackConfig.cmake' -B '" + dir_->Path("pkg") + "'");
    cpack_log_ = r.out + r.err;
    RunResult found = Sh("ls '" + dir_->Path("pkg") + "'/carckit_*.deb");
    deb_ = found.exit_code == 0 ? found.out.substr(0, found.out.find('\n')) : "";
  }
  static void TearDownTestSuite() { delete dir_; }
  void SetUp() override {
    if (!std::getenv("CARCKIT_BUILD_DIR")) GTEST_SKIP() << "run through ctest";
    ASSERT_FALSE(deb_.empty()) << cpack_log_;
  }
  static std::string Field(const std::string& name) {
    RunResult r = Sh("dpkg-deb -f '" + deb_ + "' " + name);
    return r.out.substr(0, r.out.find_last_not_of('\n') + 1);
  }

  static test_support::TempDir* dir_;
  static std::string deb_, cpack_log_;
};

test_support::TempDir* PackageTest::dir_ = nullptr;
std::string PackageTest::deb_, PackageTest::cpack_log_;

TEST_F(PackageTest, ControlFileNamesThePackageAndItsRuntimeDependencies) {
  EXPECT_EQ(Field("Package"), "carckit");
  EXPECT_EQ(Field("Version"), CARCKIT_VERSION);
  EXPECT_EQ(Field("Section"), "games");
  std::string depends = Field("Depends");
  // From the binary's shared libraries (dpkg-shlibdeps), and what it loads
  // when needed: the font and librsvg.
  for (const char* dep : {"libc6", "libstdc++6", "libcairo2", "libpango-1.0-0", "libpangocairo-1.0-0",
                          "libdeflate0", "librsvg2-2", "libyaml-cpp0.7", "libglib2.0-0", "fonts-dejavu-core"})
    EXPECT_NE(depends.find(dep), std::string::npos) << dep << " not in: " << depends;
  // Build-only packages are not runtime dependencies.
  for (const char* dep : {"-dev", "cmake", "gtest", "clang"})
    EXPECT_EQ(depends.find(dep), std::string::npos) << dep << " in: " << depends;
}

TEST_F(PackageTest, HoldsTheBinaryTheSetsTheTemplatesAndTheCompletions) {
  RunResult r = Sh("dpkg-deb -c '" + deb_ + "' | awk '{print $6}'");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  for (const char* path :
       {"./usr/bin/carckit", "./usr/libexec/carckit/carckit-preview",
        "./usr/share/carckit/tilesets/base-c1.yaml",
        "./usr/share/carckit/tilesets/pnp-demo.yaml", "./usr/share/carckit/tilesets/river.yaml",
        "./usr/share/carckit/templates/lang/en.yaml",
        "./usr/share/carckit/templates/lang/ro.yaml", "./usr/share/carckit/templates/layouts/default.yaml",
        "./usr/share/carckit/templates/themes/default.yaml",
        "./usr/share/bash-completion/completions/carckit", "./usr/share/zsh/vendor-completions/_carckit",
        "./usr/share/doc/carckit/README.md", "./usr/share/doc/carckit/docs/rules.md",
        "./usr/share/doc/carckit/docs/tile-spec.md", "./usr/share/doc/carckit/docs/images/kit-cover.png",
        "./usr/share/doc/carckit/docs/schema/tile-spec.schema.json",
        "./usr/share/carckit/docs/schema/tile-spec.schema.json", "./usr/share/carckit/docs/schema/board.schema.json",
        "./usr/share/man/man1/carckit.1.gz", "./usr/share/man/man1/carckit-kit.1.gz",
        "./usr/share/man/man1/carckit-validate.1.gz"})
    EXPECT_NE(r.out.find(std::string(path) + "\n"), std::string::npos) << path << " not in:\n" << r.out;
  // Nothing of the build: no tests, no libraries, no headers.
  for (const char* unwanted : {"_tests", ".a\n", ".h\n", "/include/"})
    EXPECT_EQ(r.out.find(unwanted), std::string::npos) << unwanted << " in:\n" << r.out;
}

TEST_F(PackageTest, UnpackedIntoAScratchRootItValidatesAndRendersWithItsOwnData) {
  std::string root = dir_->Path("root");
  ASSERT_EQ(Sh("dpkg-deb -x '" + deb_ + "' '" + root + "'").exit_code, 0);
  // From /, with no data folder given: the binary must find the package's data.
  RunResult r = Sh("cd / && env -u CARCKIT_DATA_DIR '" + root + "/usr/bin/carckit' validate base-c1");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, root + "/usr/share/carckit/tilesets/base-c1.yaml: valid: 72 tiles, 24 types, 10 "
                          "shields, 6 monasteries, 49 city segments, 62 road segments, 126 field "
                          "segments, start D\n");
  // A set that extends a bundled set finds its base among the package's sets.
  r = Sh("cd / && env -u CARCKIT_DATA_DIR '" + root + "/usr/bin/carckit' validate river");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, root + "/usr/share/carckit/tilesets/river.yaml: valid: 84 tiles, 34 types, 10 "
                          "shields, 7 monasteries, 53 city segments, 66 road segments, 154 field "
                          "segments, 12 river tiles, start spring\n");
  r = Sh("cd / && env -u CARCKIT_DATA_DIR '" + root + "/usr/bin/carckit' rules pnp-demo --lang ro -o '" +
          dir_->Path("rules.pdf") + "'");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, "wrote " + dir_->Path("rules.pdf") + " (1 page)\n");
  EXPECT_EQ(test_support::ReadFile(root + "/usr/share/bash-completion/completions/carckit"),
            Sh("'" + root + "/usr/bin/carckit' completion bash").out);
}

// One test for the docs, the man pages and the schemas: under ctest each
// test of this suite builds the package anew.
TEST_F(PackageTest, HoldsEveryDocTheReadmeNamesManPagesThatRenderAndTheSchemasTheSetsPointAt) {
  RunResult r = Sh("dpkg-deb -c '" + deb_ + "' | awk '{print $6}'");
  std::string readme = test_support::ReadFile(test_support::SourceDir() + "/README.md");
  // README.md names docs as `docs/x.md` and links pictures as (docs/images/x.png).
  for (size_t at = readme.find("docs/"); at != std::string::npos; at = readme.find("docs/", at + 1)) {
    size_t end = readme.find_first_of("`)], :\n", at);
    std::string path = readme.substr(at, end - at);
    if (path.back() == '/' || path.find('.') == std::string::npos) continue;  // a folder
    EXPECT_NE(r.out.find("./usr/share/doc/carckit/" + path + "\n"), std::string::npos) << path;
  }
  std::string root = dir_->Path("man-root");
  ASSERT_EQ(Sh("dpkg-deb -x '" + deb_ + "' '" + root + "'").exit_code, 0);
  RunResult pages = Sh("ls '" + root + "/usr/share/man/man1'");
  int count = 0;
  for (size_t at = 0, end; (end = pages.out.find('\n', at)) != std::string::npos; at = end + 1) {
    std::string page = pages.out.substr(at, end - at);
    RunResult rendered = Sh("MANWIDTH=80 man --warnings=w -l '" + root + "/usr/share/man/man1/" + page + "' | col -b");
    EXPECT_EQ(rendered.err, "") << page;
    EXPECT_NE(rendered.out.find("NAME"), std::string::npos) << page;
    ++count;
  }
  EXPECT_GE(count, 13);  // carckit(1) and one page a command
  // `man carckit-kit` finds it by name in the package's man tree.
  RunResult kit = Sh("MANPATH='" + root + "/usr/share/man' MANWIDTH=80 man carckit-kit | col -b");
  EXPECT_NE(test_support::Squeeze(kit.out).find("carckit-kit - Write"), std::string::npos) << kit.out << kit.err;
  // Each installed set's `$schema=` line leads to the installed schema.
  for (const char* set : {"base-c1", "pnp-demo", "river"}) {
    std::string path = root + "/usr/share/carckit/tilesets/" + set + ".yaml";
    std::string text = test_support::ReadFile(path);
    std::string key = "$schema=";
    size_t at = text.find(key);
    ASSERT_NE(at, std::string::npos) << set;
    std::string ref = text.substr(at + key.size(), text.find('\n', at) - at - key.size());
    EXPECT_EQ(test_support::ReadFile(root + "/usr/share/carckit/tilesets/" + ref),
              test_support::ReadFile(test_support::SourceDir() + "/docs/schema/tile-spec.schema.json"))
        << set << " points at " << ref;
  }
}

}  // namespace
}  // namespace carc
