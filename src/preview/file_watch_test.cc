#include "preview/file_watch.h"

#include <sys/stat.h>
#include <unistd.h>

#include <cstdio>

#include <gtest/gtest.h>

#include "base/test_util.h"

namespace carc {
namespace {

// Each Wait has a generous bound; a change is seen long before it passes.
constexpr int kBound = 10000;

TEST(FileWatch, SeesWritesRenamesDeletionsAndReturns) {
  test_support::TempDir dir;
  std::string file = dir.Path("set.yaml");
  test_support::WriteFile(file, "a");
  FileWatch watch;
  ASSERT_TRUE(watch.status().ok());
  watch.SetFiles({file});
  test_support::WriteFile(file, "b");
  EXPECT_TRUE(watch.Wait(kBound));
  // Saved by rename, as many editors do.
  test_support::WriteFile(file + ".tmp", "c");
  std::rename((file + ".tmp").c_str(), file.c_str());
  EXPECT_TRUE(watch.Wait(kBound));
  std::remove(file.c_str());
  EXPECT_TRUE(watch.Wait(kBound));
  test_support::WriteFile(file, "d");
  EXPECT_TRUE(watch.Wait(kBound));
}

TEST(FileWatch, OtherFilesInTheFolderAreNotChanges) {
  test_support::TempDir dir;
  std::string file = dir.Path("set.yaml");
  test_support::WriteFile(file, "a");
  FileWatch watch;
  watch.SetFiles({file});
  test_support::WriteFile(dir.Path("other.txt"), "x");
  EXPECT_FALSE(watch.Wait(0));
  test_support::WriteFile(file, "b");
  EXPECT_TRUE(watch.Wait(kBound));
}

TEST(FileWatch, AFolderThatComesBackIsWatchedAgain) {
  test_support::TempDir dir;
  std::string sub = dir.Path("art");
  std::string file = sub + "/tile.svg";
  FileWatch watch;
  watch.SetFiles({file});  // the folder is not there yet
  ASSERT_EQ(mkdir(sub.c_str(), 0700), 0);
  test_support::WriteFile(file, "<svg/>");
  // The folder's arrival is a change itself (the file may be in it already);
  // missing folders are looked for again at the end of every wait.
  bool seen = false;
  for (int i = 0; i < 200 && !seen; ++i) seen = watch.Wait(50);
  EXPECT_TRUE(seen);
  test_support::WriteFile(file, "<svg></svg>");
  EXPECT_TRUE(watch.Wait(kBound));
}

TEST(FileWatch, InterruptEndsAWait) {
  FileWatch watch;
  watch.Interrupt();
  EXPECT_FALSE(watch.Wait(60000));
}

}  // namespace
}  // namespace carc
