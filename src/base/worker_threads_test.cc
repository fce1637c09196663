#include "base/worker_threads.h"

#include <gtest/gtest.h>

#include <stdexcept>
#include <vector>

namespace carc {
namespace {

TEST(RunOnThreadsTest, RunsEveryPartOnce) {
  std::vector<int> runs(8, 0);
  RunOnThreads(8, [&](int t, const std::atomic<bool>&) { ++runs[size_t(t)]; });
  EXPECT_EQ(runs, std::vector<int>(8, 1));
}

// A broken invariant on a worker comes back to the caller, not through
// std::terminate, and the other workers see `cancel` and stop.
TEST(RunOnThreadsTest, AWorkersExceptionReachesTheCallerAfterTheOthersStop) {
  std::atomic<int> stopped{0};
  try {
    RunOnThreads(4, [&](int t, const std::atomic<bool>& cancel) {
      if (t == 2) throw std::logic_error("a player chose an illegal placement");
      while (!cancel.load()) {
      }
      ++stopped;
    });
    FAIL() << "no exception";
  } catch (const std::logic_error& e) {
    EXPECT_STREQ(e.what(), "a player chose an illegal placement");
  }
  EXPECT_EQ(stopped.load(), 3);  // every other part was joined, having seen the cancel
}

}  // namespace
}  // namespace carc
