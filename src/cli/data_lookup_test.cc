// Where carckit finds its data, run as an installed, relocated or misconfigured
// binary would be: a missing $CARCKIT_DATA_DIR is an error naming it; a copy of
// the binary finds ../share/carckit beside itself and never falls back to the
// source tree it was built from.
#include <gtest/gtest.h>

#include <filesystem>

#include "base/test_util.h"

namespace carc {
namespace {

namespace fs = std::filesystem;
using test_support::RunResult;

/// Runs `binary` with `args` from /, with $CARCKIT_DATA_DIR set to `data_dir`
/// (unset when empty).
RunResult RunFrom(const std::string& binary, const std::string& args, const std::string& data_dir = "") {
  std::string env = data_dir.empty() ? "env -u CARCKIT_DATA_DIR" : "env CARCKIT_DATA_DIR='" + data_dir + "'";
  return test_support::Run("cd / && " + env + " '" + binary + "' " + args);
}

TEST(DataLookupTest, AMissingDataDirIsAnErrorNamingTheVariableAndTheFolder) {
  for (const char* args : {"validate base-c1", "kit base-c1 --lang ro", "scoreboard", "completion bash"}) {
    SCOPED_TRACE(args);
    RunResult r = RunFrom(test_support::CarckitBinary(), args, "/nonexistent/carckit");
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_EQ(r.out, "");
    EXPECT_EQ(r.err,
              "CARCKIT_DATA_DIR=/nonexistent/carckit: error: no such folder; point it at a folder holding "
              "carckit's tilesets/ and templates/, or unset it to use the installed ones\n");
  }
  // Help and the version need no data.
  EXPECT_EQ(RunFrom(test_support::CarckitBinary(), "--version", "/nonexistent").exit_code, 0);
  EXPECT_EQ(RunFrom(test_support::CarckitBinary(), "kit --help", "/nonexistent").exit_code, 0);
}

TEST(DataLookupTest, ADataDirWithoutTheDataIsAnErrorToo) {
  test_support::TempDir dir;
  fs::create_directories(dir.Path("data/tilesets"));
  RunResult r = RunFrom(test_support::CarckitBinary(), "validate base-c1", dir.Path("data"));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "CARCKIT_DATA_DIR=" + dir.Path("data") +
                       ": error: the folder holds no tilesets/ and templates/ folders; point it at one "
                       "that does, or unset it to use the installed ones\n");
}

TEST(DataLookupTest, ARelocatedBinaryFindsTheDataBesideItself) {
  test_support::TempDir dir;
  fs::path prefix = dir.Path("opt");
  fs::create_directories(prefix / "bin");
  fs::create_directories(prefix / "share" / "carckit");
  fs::copy_file(test_support::CarckitBinary(), prefix / "bin" / "carckit");
  fs::create_directory_symlink(fs::absolute(test_support::SourceDir()) / "tilesets", prefix / "share/carckit/tilesets");
  fs::create_directory_symlink(fs::absolute(test_support::SourceDir()) / "templates", prefix / "share/carckit/templates");
  RunResult r = RunFrom((prefix / "bin" / "carckit").string(), "validate base-c1");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out.substr(0, r.out.find(':')), (prefix / "share/carckit/tilesets/base-c1.yaml").string());
}

TEST(DataLookupTest, ARelocatedBinaryWithoutDataSaysWhereItLookedNotTheSourceTree) {
  test_support::TempDir dir;
  fs::create_directories(dir.Path("bin"));
  fs::copy_file(test_support::CarckitBinary(), dir.Path("bin/carckit"));
  RunResult r = RunFrom(dir.Path("bin/carckit"), "validate base-c1");
  if (fs::is_directory(CARCKIT_INSTALL_DATADIR "/tilesets"))
    GTEST_SKIP() << "carckit is installed in " CARCKIT_INSTALL_DATADIR ", which the copy finds";
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "carckit: error: carckit's data (tilesets/ and templates/) is in none of the folders it "
                   "looked in: " + dir.Path("share/carckit") + ", " CARCKIT_INSTALL_DATADIR
                   "; reinstall carckit, or set CARCKIT_DATA_DIR to the folder holding them\n");
  // The build's own binary uses the source tree.
  EXPECT_EQ(RunFrom(test_support::CarckitBinary(), "validate base-c1").exit_code, 0);
}

}  // namespace
}  // namespace carc
