// Threads that cannot start: a message and exit 2, never an abort.
#include <gtest/gtest.h>

#include <regex>

#include "base/test_util.h"

namespace carc {
namespace {

// 256 threads of 8 MB stacks need 2 GB of address space; 400 MB cannot hold
// them, whatever the machine, so some thread fails to start.
TEST(CliThreadsTest, AThreadThatCannotStartEndsTheRunWithAMessage) {
  if (test_support::UnderAddressSanitizer()) GTEST_SKIP() << "no address-space limit under ASan";
  test_support::RunResult r = test_support::RunBounded(
      "ulimit -s 8192; cd '" + test_support::SourceDir() + "' && '" + test_support::CarckitBinary() +
          "' simulate base-c1 --threads 256 --games 1000",
      400, 60);
  EXPECT_EQ(r.exit_code, 2) << r.err;
  EXPECT_TRUE(std::regex_match(
      r.err, std::regex("carckit: error: cannot start thread [0-9]+ of 256: Resource temporarily "
                        "unavailable \\(too little memory or too many threads: ask for fewer\\)\n")))
      << r.err;
  EXPECT_EQ(r.out, "");
}

}  // namespace
}  // namespace carc
