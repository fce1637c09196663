#include "base/sandbox.h"

#include <signal.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include <gtest/gtest.h>

namespace carc {
namespace {

TEST(SandboxTest, AChildsOutputAndExitCodeComeBack) {
  ChildRun run = RunChild([](int fd) {
    WriteAll(fd, "drawn");
    _exit(3);
  });
  ASSERT_TRUE(run.started) << run.error;
  EXPECT_EQ(run.output, "drawn");
  ASSERT_TRUE(WIFEXITED(run.wait_status));
  EXPECT_EQ(WEXITSTATUS(run.wait_status), 3);
  EXPECT_GE(run.wall_seconds, 0);
}

TEST(SandboxTest, EverythingWrittenComesBackHoweverLong) {
  std::string text(3 << 20, 'x');  // far more than a pipe holds at once
  text.back() = 'y';
  ChildRun run = RunChild([&](int fd) {
    WriteAll(fd, text);
    _exit(0);
  });
  EXPECT_EQ(run.output.size(), text.size());
  EXPECT_EQ(run.output, text);
}

TEST(SandboxTest, AChildThatOnlyWaitsEndsAtItsWallTime) {
  ChildRun run = RunChild([](int) {
    SandboxLimits limits;
    limits.wall_seconds = 1;
    LimitTime(limits);
    for (;;) pause();
  });
  ASSERT_TRUE(WIFSIGNALED(run.wait_status));
  EXPECT_EQ(WTERMSIG(run.wait_status), SIGALRM);
}

TEST(SandboxTest, AChildsMemoryIsBoundedFromWhatItMapsOnEntering) {
  ChildRun run = RunChild([](int fd) {
    SandboxLimits limits;
    limits.memory_mb = 64;
    LimitMemory(limits);
    void* small = mmap(nullptr, 16 << 20, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    void* large = mmap(nullptr, 128 << 20, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    WriteAll(fd, std::string(small == MAP_FAILED ? "small refused" : "small mapped") + ", " +
                     (large == MAP_FAILED ? "large refused" : "large mapped"));
    _exit(0);
  });
  EXPECT_EQ(run.output, "small mapped, large refused");
}

TEST(SandboxTest, AnAddressSpaceBoundHoldsWhileItLives) {
  struct rlimit before = {}, during = {}, after = {};
  ASSERT_EQ(getrlimit(RLIMIT_AS, &before), 0);
  ASSERT_GT(AddressSpace(), 0u);
  {
    AddressSpaceBound bound(64 << 20);
    ASSERT_EQ(getrlimit(RLIMIT_AS, &during), 0);
    EXPECT_LE(during.rlim_cur, rlim_t(AddressSpace()) + (64 << 20));
    EXPECT_LT(during.rlim_cur, before.rlim_cur);
  }
  ASSERT_EQ(getrlimit(RLIMIT_AS, &after), 0);
  EXPECT_EQ(after.rlim_cur, before.rlim_cur);
  EXPECT_EQ(after.rlim_max, before.rlim_max);
}

}  // namespace
}  // namespace carc
