#include "base/diagnostic.h"

#include <gtest/gtest.h>

namespace carc {
namespace {

TEST(DiagnosticsTest, WhatALaterStepFoundIsListedAfterWhatEarlierOnesFound) {
  Diagnostics diags;
  diags.Warning("z-set.yaml", {4, 1}, "w", "odd");
  diags.NextStep();
  diags.Error("a-board.yaml", {2, 3}, "x", "bad");
  diags.Warning("z-set.yaml", {1, 1}, "w", "also odd");
  std::vector<std::string> lines = diags.Lines();
  ASSERT_EQ(lines.size(), 3u);
  EXPECT_EQ(lines[0], "z-set.yaml:4:1: warning: odd");
  EXPECT_EQ(lines[1], "a-board.yaml:2:3: error: bad");
  EXPECT_EQ(lines[2], "z-set.yaml:1:1: warning: also odd");
}

TEST(DiagnosticsTest, ListsTheFirstHundredOfAFileAndCountsTheRest) {
  Diagnostics diags;
  for (int line = 1; line <= 1000; ++line) diags.Error("a.yaml", {line, 1}, "x", "bad");
  diags.Warning("a.yaml", {1001, 1}, "y", "odd");
  diags.Error("b.yaml", {1, 1}, "x", "bad");
  EXPECT_EQ(diags.ErrorCount(), 1001);
  EXPECT_EQ(diags.WarningCount(), 1);
  EXPECT_EQ(diags.all().size(), 101u);
  std::vector<std::string> lines = diags.Lines();
  ASSERT_EQ(lines.size(), 102u);
  EXPECT_EQ(lines[0], "a.yaml:1:1: error: bad");
  EXPECT_EQ(lines[99], "a.yaml:100:1: error: bad");
  EXPECT_EQ(lines[100],
            "a.yaml: and 900 more errors and 1 more warning (only the first 100 of a file are "
            "listed)");
  EXPECT_EQ(lines[101], "b.yaml:1:1: error: bad");
}

TEST(DiagnosticsTest, KeepsTheFirstByPositionWhateverTheOrderAdded) {
  Diagnostics diags;
  for (int line = 300; line >= 1; --line) diags.Error("a.yaml", {line, 2}, "x", "bad");
  std::vector<Diagnostic> sorted = diags.Sorted();
  ASSERT_EQ(sorted.size(), 100u);
  EXPECT_EQ(sorted.front().line, 1);
  EXPECT_EQ(sorted.back().line, 100);
  EXPECT_EQ(diags.all().back().line, 1);  // all() stays in the order added
  EXPECT_EQ(diags.Lines().back(),
            "a.yaml: and 200 more errors (only the first 100 of a file are listed)");
}

TEST(DiagnosticsTest, AnErrorPastTheListStillCounts) {
  Diagnostics diags;
  for (int line = 1; line <= 100; ++line) diags.Warning("a.yaml", {line, 1}, "w", "odd");
  EXPECT_FALSE(diags.HasErrors());
  diags.Error("a.yaml", {500, 1}, "x", "bad");
  EXPECT_TRUE(diags.HasErrors());
  EXPECT_EQ(diags.Count(), 101);
}

TEST(DiagnosticsTest, MessagesAreEscapedForTheTerminal) {
  Diagnostics diags;
  diags.Error("a\x1b.yaml", {1, 2}, "x", "unknown key '\x1b[31mred'");
  EXPECT_EQ(diags.Lines()[0], "a\\x1B.yaml:1:2: error: unknown key '\\x1B[31mred'");
}

TEST(DiagnosticsTest, StrictMakesEveryWarningAnErrorListedOrNot) {
  Diagnostics diags;
  diags.Error("a.yaml", {2, 1}, "x", "bad");
  for (int line = 3; line <= 150; ++line) diags.Warning("a.yaml", {line, 1}, "w", "odd");
  diags.MakeWarningsErrors();
  EXPECT_EQ(diags.ErrorCount(), 149);
  EXPECT_EQ(diags.WarningCount(), 0);
  std::vector<std::string> lines = diags.Lines();
  ASSERT_EQ(lines.size(), 101u);
  EXPECT_EQ(lines[0], "a.yaml:2:1: error: bad");
  EXPECT_EQ(lines[1], "a.yaml:3:1: error: odd [--strict]");
  EXPECT_EQ(lines[100], "a.yaml: and 49 more errors (only the first 100 of a file are listed)");
}

}  // namespace
}  // namespace carc
