#include "base/check.h"

#include <gtest/gtest.h>

#include <thread>

namespace carc {
namespace {

void CheckPositive(int n) { CARC_CHECK(n > 0, "n must be positive"); }

TEST(CheckDeathTest, AHoldingInvariantDoesNothing) { CheckPositive(1); }

TEST(CheckDeathTest, ABrokenInvariantPrintsItAndAborts) {
  EXPECT_DEATH(CheckPositive(0),
               "^carckit: internal error: check_test.cc:[0-9]+: n must be positive \\(n > 0 failed\\)\n");
}

TEST(CheckDeathTest, OnAWorkerThreadItEndsTheSameWay) {
  EXPECT_DEATH(
      {
        std::thread worker([] { CheckPositive(-1); });
        worker.join();
      },
      "^carckit: internal error: check_test.cc:[0-9]+: n must be positive \\(n > 0 failed\\)\n");
}

}  // namespace
}  // namespace carc
