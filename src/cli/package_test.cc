// The Debian package: built with CPack from this build, its control file and
// contents checked, then unpacked into a scratch root and run from there.
#include <gtest/gtest.h>

#include <cstdlib>

#include "base/test_util.h"

namespace carc {
namespace {

using testing::RunResult;

/// Runs a shell command (testing::Run; gtest's Test::Run hides the name).
RunResult Sh(const std::string& command) { return testing::Run(command); }

class PackageTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    const char* build = std::getenv("CARCKIT_BUILD_DIR");
    if (!build) return;
    dir_ = new testing::TempDir;
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

  static testing::TempDir* dir_;
  static std::string deb_, cpack_log_;
};

testing::TempDir* PackageTest::dir_ = nullptr;
std::string PackageTest::deb_, PackageTest::cpack_log_;

TEST_F(PackageTest, ControlFileNamesThePackageAndItsRuntimeDependencies) {
  EXPECT_EQ(Field("Package"), "carckit");
  EXPECT_EQ(Field("Version"), CARCKIT_VERSION);
  EXPECT_EQ(Field("Section"), "games");
  std::string depends = Field("Depends");
  // From the binary's shared libraries (dpkg-shlibdeps), and the font it loads.
  for (const char* dep : {"libc6", "libstdc++6", "libcairo2", "libpango-1.0-0", "libpangocairo-1.0-0",
                          "librsvg2-2", "libyaml-cpp0.7", "libglib2.0-0", "libqpdf", "fonts-dejavu-core"})
    EXPECT_NE(depends.find(dep), std::string::npos) << dep << " not in: " << depends;
  // Build-only packages are not runtime dependencies.
  for (const char* dep : {"-dev", "cmake", "gtest", "clang"})
    EXPECT_EQ(depends.find(dep), std::string::npos) << dep << " in: " << depends;
}

TEST_F(PackageTest, HoldsTheBinaryTheSetsTheTemplatesAndTheCompletions) {
  RunResult r = Sh("dpkg-deb -c '" + deb_ + "' | awk '{print $6}'");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  for (const char* path :
       {"./usr/bin/carckit", "./usr/share/carckit/tilesets/base-c1.yaml",
        "./usr/share/carckit/tilesets/pnp-demo.yaml", "./usr/share/carckit/tilesets/river.yaml",
        "./usr/share/carckit/templates/lang/en.yaml",
        "./usr/share/carckit/templates/lang/ro.yaml", "./usr/share/carckit/templates/layouts/default.yaml",
        "./usr/share/carckit/templates/themes/default.yaml",
        "./usr/share/bash-completion/completions/carckit", "./usr/share/zsh/vendor-completions/_carckit",
        "./usr/share/doc/carckit/README.md"})
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
  EXPECT_EQ(testing::ReadFile(root + "/usr/share/bash-completion/completions/carckit"),
            Sh("'" + root + "/usr/bin/carckit' completion bash").out);
}

}  // namespace
}  // namespace carc
