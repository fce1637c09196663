#include "base/scratch_file.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <string>

#include "base/test_util.h"

namespace carc {
namespace {

/// Sets $TMPDIR for the test's lifetime.
class TmpDirVar {
 public:
  explicit TmpDirVar(const std::string& dir) {
    const char* old = std::getenv("TMPDIR");
    had_ = old != nullptr;
    if (had_) old_ = old;
    setenv("TMPDIR", dir.c_str(), 1);
  }
  ~TmpDirVar() {
    if (had_) setenv("TMPDIR", old_.c_str(), 1);
    else unsetenv("TMPDIR");
  }

 private:
  bool had_ = false;
  std::string old_;
};

std::string ReadBack(int fd, size_t size) {
  std::string out(size, '\0');
  EXPECT_EQ(pread(fd, &out[0], size, 0), ssize_t(size));
  return out;
}

TEST(ScratchFileTest, SmallAndLargeWritesReadBackInOrderAndLeaveNoName) {
  test_support::TempDir dir;
  TmpDirVar var(dir.Path(""));
  ScratchFile file;
  ASSERT_TRUE(file.status().ok()) << file.status().ToString();
  std::string expected;
  std::string big(200000, 'b');  // larger than the buffer: written straight through
  for (int i = 0; i < 5000; ++i) {
    std::string piece = std::to_string(i) + ",";
    ASSERT_TRUE(file.Write(piece.data(), piece.size()));
    expected += piece;
    if (i == 2500) {
      ASSERT_TRUE(file.Write(big.data(), big.size()));
      expected += big;
    }
  }
  ASSERT_TRUE(file.Flush().ok());
  EXPECT_EQ(ReadBack(file.fd(), expected.size()), expected);
  EXPECT_TRUE(std::filesystem::is_empty(dir.Path("")));  // unnamed from the start
}

TEST(ScratchFileTest, MissingFolderIsAnIoError) {
  TmpDirVar var("/nonexistent-carckit-dir");
  ScratchFile file;
  EXPECT_EQ(file.status().ToString(),
            "error: cannot make a temporary file in /nonexistent-carckit-dir: No such file or directory");
  EXPECT_FALSE(file.Write("x", 1));
  EXPECT_EQ(file.Flush().ToString(), file.status().ToString());
}

}  // namespace
}  // namespace carc
