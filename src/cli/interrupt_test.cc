// Ctrl-C during `carckit simulate`, driven by events, never by time: a
// SIGINT is sent before the program runs (held blocked until it handles
// SIGINT) or once its terminal shows the progress line, so every run is the
// same on every machine, however loaded.
#include "cli/interrupt.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <regex>
#include <string>

#include "base/test_util.h"

namespace carc {
namespace {

using test_support::Interrupt;
using test_support::RunCarckitSignalled;
using test_support::SignalledRun;

const char kStopped[] = "carckit simulate: stopped by Ctrl-C: the figures are of the games finished";
const std::vector<std::string> kEndless = {"simulate", "base-c1", "--ai", "greedy", "--games",
                                           "100000000", "--format", "json"};

/// The progress line's text, seen on the terminal once the run is a second old.
const char kProgress[] = " games/s";

TEST(SameInterruptTest, ASecondSigintSoonAfterOrFromTheSameSenderIsTheSame) {
  EXPECT_TRUE(SameInterrupt(0, 0, 0));                     // a terminal's Ctrl-C reaching two processes
  EXPECT_TRUE(SameInterrupt(kSameInterruptNs - 1, 0, 0));  // still the same moment
  EXPECT_FALSE(SameInterrupt(kSameInterruptNs, 0, 0));     // Ctrl-C pressed again
  EXPECT_TRUE(SameInterrupt(2000000000LL, 4242, 4242));     // `timeout`: child, then its group
  EXPECT_FALSE(SameInterrupt(2000000000LL, 4242, 4343));    // another process
  EXPECT_FALSE(SameInterrupt(kSameSenderNs, 4242, 4242));   // the same one, asking again later
  EXPECT_FALSE(SameInterrupt(2000000000LL, 0, 0));         // the terminal, asking again
}

TEST(CliSimulateProgressTest, ShowsProgressOnlyOnATerminal) {
  // With stderr a pipe, nothing but the note that the run was stopped.
  SignalledRun quiet = RunCarckitSignalled(kEndless, false, Interrupt{});
  EXPECT_EQ(quiet.result.exit_code, kInterruptedExit);
  EXPECT_EQ(quiet.result.err, std::string(kStopped) + "\n");
  EXPECT_NE(quiet.result.out.find(R"("partial":true)"), std::string::npos) << quiet.result.out;
  // On a terminal: games done, games a second, time left; stopped after it shows.
  SignalledRun tty = RunCarckitSignalled(kEndless, true, Interrupt{kProgress});
  EXPECT_EQ(tty.result.exit_code, kInterruptedExit);
  EXPECT_TRUE(std::regex_search(
      tty.result.err,
      std::regex("\r[0-9]+ of 100000000 games \\([0-9]+%\\), [0-9.]+ games/s, about [0-9.]+ (s|min|h) left")))
      << tty.result.err.substr(0, 300);
  EXPECT_NE(tty.result.err.find(kStopped), std::string::npos) << tty.result.err.substr(0, 300);
}

// `timeout -s INT` sends SIGINT to the program, then to its process group:
// one interrupt, not a second Ctrl-C that ends the run before it reports.
TEST(CliSimulateInterruptTest, TwoSigintsInARowAreOneInterrupt) {
  Interrupt twice{kProgress};
  twice.count = 2;
  SignalledRun r = RunCarckitSignalled(kEndless, true, twice);
  EXPECT_EQ(r.result.exit_code, kInterruptedExit);
  EXPECT_EQ(r.result.out.substr(0, 56), R"({"format_version":2,"command":"simulate","set":"base-c1")")
      << r.result.out.substr(0, 100);
  EXPECT_NE(r.result.err.find(kStopped), std::string::npos) << r.result.err.substr(0, 300);
}

TEST(CliSimulateInterruptTest, CtrlCPrintsTheFinishedGamesMarkedPartial) {
  SignalledRun r = RunCarckitSignalled({"simulate", "base-c1", "--ai", "greedy", "--games", "100000000"},
                                       false, Interrupt{});
  EXPECT_EQ(r.result.exit_code, kInterruptedExit);
  EXPECT_TRUE(std::regex_search(
      r.result.out, std::regex("^base-c1 \\(Carcassonne base game\\): [0-9]+ of 100000000 games, 2 players, "
                               "seed 1 \\(partial: stopped before the end\\)\n")))
      << r.result.out.substr(0, 200);
  EXPECT_EQ(r.result.err, std::string(kStopped) + "\n");
}

// `nohup`, `trap '' INT` or a shell's background job: SIGINT stays ignored.
TEST(CliSimulateInterruptTest, AnInheritedIgnoredSigintStaysIgnored) {
  Interrupt ignored{kProgress};
  ignored.ignored = true;
  ignored.then_terminate = true;  // the run goes on: SIGTERM ends it
  SignalledRun r = RunCarckitSignalled(kEndless, true, ignored);
  EXPECT_TRUE(r.sigint_ignored);
  EXPECT_EQ(r.result.exit_code, 128 + SIGTERM);
  EXPECT_EQ(r.result.out, "");
}

TEST(CliSimulateInterruptTest, AnInterruptedComparisonCountsEverySet) {
  SignalledRun r = RunCarckitSignalled(
      {"simulate", "base-c1", "--compare", "pnp-demo", "river", "--games", "100000000"}, false, Interrupt{});
  EXPECT_EQ(r.result.exit_code, kInterruptedExit);
  EXPECT_EQ(r.result.out.substr(0, r.result.out.find(':')), "comparing 3 sets") << r.result.out;
  EXPECT_TRUE(std::regex_search(r.result.out, std::regex("\n  partial: river stopped after 0 games\n")))
      << r.result.out;
}

TEST(CliSimulateInterruptTest, AnInterruptedRunLeavesNoEmptyFolders) {
  test_support::TempDir dir;
  std::string record = dir.Path("games/deep"), report = dir.Path("charts/report.pdf");
  SignalledRun r = RunCarckitSignalled({"simulate", "base-c1", "--compare", "pnp-demo", "--games",
                                        "100000000", "--record", record, "--report", report},
                                       false, Interrupt{});
  EXPECT_EQ(r.result.exit_code, kInterruptedExit) << r.result.err;
  std::error_code ec;
  EXPECT_FALSE(std::filesystem::exists(dir.Path("games"), ec));  // no game finished: none recorded
  EXPECT_TRUE(std::filesystem::exists(report, ec)) << r.result.err;  // the figures of no games
}

}  // namespace
}  // namespace carc
