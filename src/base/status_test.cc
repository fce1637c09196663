#include "base/status.h"

#include <gtest/gtest.h>

namespace carc {
namespace {

using Kind = Status::Kind;

TEST(StatusTest, OkPrintsNothingAndExitsZero) {
  Status s = Status::Ok();
  EXPECT_TRUE(s.ok());
  EXPECT_FALSE(s.IsInvalid());
  EXPECT_FALSE(s.IsIo());
  EXPECT_FALSE(s.IsDiagnosed());
  EXPECT_EQ(s.kind(), Kind::kOk);
  EXPECT_EQ(s.ExitCode(), 0);
  EXPECT_EQ(s.ToString(), "");
}

TEST(StatusTest, InvalidAndIoPrintTheirBareMessageAfterError) {
  Status invalid = Status::Invalid("unknown paper 'b5'");
  EXPECT_TRUE(invalid.IsInvalid());
  EXPECT_FALSE(invalid.IsIo());
  EXPECT_FALSE(invalid.IsDiagnosed());
  EXPECT_EQ(invalid.ExitCode(), 1);
  EXPECT_EQ(invalid.message(), "unknown paper 'b5'");
  EXPECT_EQ(invalid.ToString(), "error: unknown paper 'b5'");
  Status io = Status::Io("no games to report");
  EXPECT_TRUE(io.IsIo());
  EXPECT_FALSE(io.IsInvalid());
  EXPECT_EQ(io.ExitCode(), 2);
  EXPECT_EQ(io.ToString(), "error: no games to report");
}

TEST(StatusTest, UsageExitsTwoLikeIoAndSaysItIsTheCommandLines) {
  Status usage = Status::Usage("--fit pages take the board's own shape: leave out --orientation");
  EXPECT_TRUE(usage.IsUsage());
  EXPECT_TRUE(usage.IsIo());
  EXPECT_FALSE(usage.IsInvalid());
  EXPECT_FALSE(usage.IsDiagnosed());
  EXPECT_EQ(usage.ExitCode(), 2);
  EXPECT_EQ(usage.ToString(), "error: --fit pages take the board's own shape: leave out --orientation");
  EXPECT_FALSE(Status::Io("cannot write").IsUsage());
}

TEST(StatusTest, APathGoesBeforeError) {
  Status s = Status::Io("cannot write: No space left on device").At("out/kit.pdf");
  EXPECT_EQ(s.path(), "out/kit.pdf");
  EXPECT_EQ(s.message(), "cannot write: No space left on device");
  EXPECT_EQ(s.ToString(), "out/kit.pdf: error: cannot write: No space left on device");
  EXPECT_EQ(Status::Invalid("the language file has errors").At("fr.yaml").ToString(),
            "fr.yaml: error: the language file has errors");
}

TEST(StatusTest, APositionGoesAfterThePath) {
  EXPECT_EQ(Status::Io("font 'X' is not installed").At("t.yaml", {2, 11}).ToString(),
            "t.yaml:2:11: error: font 'X' is not installed");
  EXPECT_EQ(Status::Invalid("bad").At("t.yaml", {2, 0}).ToString(), "t.yaml:2: error: bad");
  EXPECT_EQ(Status::Invalid("bad").At("t.yaml", {0, 5}).ToString(), "t.yaml: error: bad");
  Status s = Status::Invalid("bad").At("t.yaml", {7, 3});
  EXPECT_EQ(s.loc().line, 7);
  EXPECT_EQ(s.loc().column, 3);
}

TEST(StatusTest, WhatStandsForAFileIsPrintedAsOne) {
  EXPECT_EQ(Status::Io("cannot read standard input").At("-").ToString(),
            "-: error: cannot read standard input");
  EXPECT_EQ(Status::Io("out of data").At("carckit").ToString(), "carckit: error: out of data");
  EXPECT_FALSE(Status::Io("out of data").At("carckit").about_program());  // a file so named
}

TEST(StatusTest, AboutTheProgramPrintsItsNameAndNamesNoFile) {
  Status s = Status::Io("no data folder").AboutProgram();
  EXPECT_EQ(s.ToString(), "carckit: error: no data folder");
  EXPECT_TRUE(s.about_program());
  EXPECT_TRUE(s.As(Status::Kind::kInvalid).about_program());
}

TEST(StatusTest, DiagnosedKindsPrintNothingTheDiagnosticsSayIt) {
  Status invalid = Status::Diagnosed();
  EXPECT_EQ(invalid.kind(), Kind::kDiagnosed);
  EXPECT_TRUE(invalid.IsDiagnosed());
  EXPECT_TRUE(invalid.IsInvalid());
  EXPECT_FALSE(invalid.IsIo());
  EXPECT_EQ(invalid.ExitCode(), 1);
  EXPECT_EQ(invalid.ToString(), "");
  Status io = Status::DiagnosedIo();
  EXPECT_EQ(io.kind(), Kind::kDiagnosedIo);
  EXPECT_TRUE(io.IsDiagnosed());
  EXPECT_TRUE(io.IsIo());
  EXPECT_FALSE(io.IsInvalid());
  EXPECT_EQ(io.ExitCode(), 2);
  EXPECT_EQ(io.At("a.yaml", {1, 1}).ToString(), "");
}

TEST(StatusTest, AsKeepsThePartsAndChangesTheExitCode) {
  Status preset = Status::Io("unknown paper 'b5'").At("layout.yaml", {3, 8});
  Status invalid = preset.As(Kind::kInvalid);
  EXPECT_EQ(invalid.ExitCode(), 1);
  EXPECT_EQ(invalid.ToString(), preset.ToString());
  EXPECT_EQ(invalid.As(Kind::kIo).ExitCode(), 2);
}

TEST(StatusTest, FileAndPositionLeavesOutWhatIsUnknown) {
  EXPECT_EQ(FileAndPosition("a.yaml", {}), "a.yaml");
  EXPECT_EQ(FileAndPosition("a.yaml", {4, 0}), "a.yaml:4");
  EXPECT_EQ(FileAndPosition("a.yaml", {4, 10}), "a.yaml:4:10");
}

}  // namespace
}  // namespace carc
