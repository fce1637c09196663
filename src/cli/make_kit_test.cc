// `make kit` says what matters: the command it runs and where the kit went,
// without the "Entering directory" lines of the makes that CMake's build runs
// inside it. Run with stand-ins for cmake and carckit (on PATH and in BUILD),
// so the test builds nothing; the stand-in build is a make inside a make, as
// CMake's is.
#include <gtest/gtest.h>

#include <sys/stat.h>

#include <filesystem>

#include "base/test_util.h"

namespace carc {
namespace {

TEST(MakeKitTest, PrintsTheKitsLineWithoutEnteringDirectoryNoise) {
  test_support::TempDir dir;
  std::string d = dir.Path("");
  std::filesystem::create_directories(d + "bin");
  std::filesystem::create_directories(d + "build");
  // The Makefile runs ./$(BUILD)/carckit: BUILD is relative to the source tree.
  std::string build = std::filesystem::relative(d + "build", std::filesystem::absolute(test_support::SourceDir())).string();
  test_support::WriteFile(dir.Path("inner.mk"), "all:\n\t@$(MAKE) -f " + d + "innermost.mk\n");
  test_support::WriteFile(dir.Path("innermost.mk"), "all:\n\t@true\n");
  test_support::WriteFile(dir.Path("bin/cmake"),
                     "#!/bin/sh\ncase \" $* \" in *\" --build \"*) exec make -f " + d + "inner.mk ;; esac\n");
  test_support::WriteFile(dir.Path("build/carckit"), "#!/bin/sh\necho \"wrote out/base-c1-kit-en.pdf (17 pages)\"\n");
  chmod(dir.Path("bin/cmake").c_str(), 0755);
  chmod(dir.Path("build/carckit").c_str(), 0755);
  // From a make of its own, as a user's shell or CI may be.
  test_support::RunResult r = test_support::Run("cd '" + test_support::SourceDir() + "' && PATH='" + d + "bin':\"$PATH\" make kit BUILD='" +
                                      build + "' JOBS=1");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, "./" + build + "/carckit kit base-c1\nwrote out/base-c1-kit-en.pdf (17 pages)\n");
  EXPECT_EQ(r.err, "");
}

}  // namespace
}  // namespace carc
