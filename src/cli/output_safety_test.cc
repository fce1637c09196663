// Output that loses nothing, under failure: killed mid-write, a full disk (a
// file-size limit), outputs aimed at inputs through links, devices and pipes
// as targets, permissions of new and replaced files.
#include <gtest/gtest.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <cstdio>
#include <filesystem>

#include "base/output_file.h"
#include "base/test_util.h"

namespace carc {
namespace {

namespace fs = std::filesystem;
using testing::ReadFile;
using testing::RunResult;
using testing::SourceDir;
using testing::TempDir;
using testing::WriteFile;

/// Names in the folder, sorted.
std::vector<std::string> Listing(const std::string& dir) {
  std::vector<std::string> names;
  for (const auto& e : fs::directory_iterator(dir)) names.push_back(e.path().filename().string());
  std::sort(names.begin(), names.end());
  return names;
}

/// Runs `body` in a child process and returns its wait status.
template <typename Body>
int InChild(Body body) {
  std::fflush(nullptr);
  pid_t pid = fork();
  if (pid == 0) {
    body();
    _exit(0);
  }
  int status = 0;
  waitpid(pid, &status, 0);
  return status;
}

TEST(OutputSafetyTest, KilledWhileWritingLeavesTheOldFileAndNoTemporary) {
  TempDir dir;
  std::string target = dir.Path("kit.pdf");
  WriteFile(target, "old");
  int status = InChild([&] {
    AtomicOutput out(target);
    FILE* f = std::fopen(out.temp_path().c_str(), "wb");
    std::fputs("half a PDF", f);
    std::fflush(f);
    raise(SIGTERM);
  });
  ASSERT_TRUE(WIFSIGNALED(status));
  EXPECT_EQ(WTERMSIG(status), SIGTERM);
  EXPECT_EQ(ReadFile(target), "old");
  EXPECT_EQ(Listing(dir.Path("")), std::vector<std::string>{"kit.pdf"});
}

TEST(OutputSafetyTest, FullDiskIsAnErrorThatLeavesTheOldFile) {
  TempDir dir;
  std::string target = dir.Path("kit.pdf");
  WriteFile(target, "old");
  int status = InChild([&] {
    struct rlimit limit = {4096, 4096};  // the file-size limit stands in for a full disk
    setrlimit(RLIMIT_FSIZE, &limit);
    Status s = WriteFileAtomically(target, std::string(100000, 'x'));
    _exit(s.IsIo() && s.message() == target + ": error: cannot write: File too large" ? 0 : 1);
  });
  ASSERT_TRUE(WIFEXITED(status)) << "killed by signal " << WTERMSIG(status);
  EXPECT_EQ(WEXITSTATUS(status), 0);
  EXPECT_EQ(ReadFile(target), "old");
  EXPECT_EQ(Listing(dir.Path("")), std::vector<std::string>{"kit.pdf"});
}

TEST(OutputSafetyTest, PdfCommandOnAFullDiskExits2AndKeepsTheOldFile) {
  TempDir dir;
  WriteFile(dir.Path("board.pdf"), "old");
  RunResult r = testing::Run("cd '" + dir.Path("") + "' && ulimit -f 8 && '" + CARCKIT_BINARY +
                             "' scoreboard -o board.pdf");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "board.pdf: error: cannot write: File too large\n");
  EXPECT_EQ(ReadFile(dir.Path("board.pdf")), "old");
  EXPECT_EQ(Listing(dir.Path("")), std::vector<std::string>{"board.pdf"});
}

TEST(OutputSafetyTest, RegisteredInputIsRefusedThroughSymlinksAndHardLinks) {
  // Kept to the end of the run: a deleted input's inode could come back as another file.
  static TempDir& dir = *new TempDir;
  std::string input = dir.Path("set.yaml");
  WriteFile(input, "set: {}\n");
  RegisterInputFile(input);
  fs::create_symlink(input, dir.Path("soft.pdf"));
  fs::create_hard_link(input, dir.Path("hard.pdf"));
  for (const char* name : {"set.yaml", "soft.pdf", "hard.pdf"}) {
    AtomicOutput out(dir.Path(name));
    EXPECT_EQ(out.status().message(), dir.Path(name) + ": error: refusing to write over an input file");
  }
  EXPECT_EQ(ReadFile(input), "set: {}\n");
  EXPECT_TRUE(fs::is_symlink(dir.Path("soft.pdf")));
}

TEST(OutputSafetyTest, PipeAsTargetIsRefused) {
  TempDir dir;
  std::string fifo = dir.Path("out.pdf");
  ASSERT_EQ(mkfifo(fifo.c_str(), 0600), 0);
  AtomicOutput out(fifo);
  EXPECT_EQ(out.status().message(),
            fifo + ": error: is not a regular file (a device, pipe or socket); refusing to "
                   "replace it");
  EXPECT_TRUE(fs::is_fifo(fifo));
  EXPECT_EQ(Listing(dir.Path("")), std::vector<std::string>{"out.pdf"});
}

TEST(OutputSafetyTest, DeviceAsTargetIsRefused) {
  // As root, renaming over /dev/full would replace the device node itself.
  RunResult r = testing::RunCarckit("scoreboard -o /dev/full");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "/dev/full: error: is not a regular file (a device, pipe or socket); refusing "
                   "to replace it\n");
  struct stat st;
  ASSERT_EQ(stat("/dev/full", &st), 0);
  EXPECT_TRUE(S_ISCHR(st.st_mode));
}

TEST(OutputSafetyTest, NewFilesFollowTheUmaskAndReplacedFilesKeepTheirMode) {
  TempDir dir;
  mode_t old_mask = umask(077);
  ASSERT_TRUE(WriteFileAtomically(dir.Path("new.txt"), "x").ok());
  umask(old_mask);
  struct stat st;
  ASSERT_EQ(stat(dir.Path("new.txt").c_str(), &st), 0);
  EXPECT_EQ(st.st_mode & 0777, 0600u);

  WriteFile(dir.Path("kept.txt"), "old");
  chmod(dir.Path("kept.txt").c_str(), 0640);
  ASSERT_TRUE(WriteFileAtomically(dir.Path("kept.txt"), "new").ok());
  ASSERT_EQ(stat(dir.Path("kept.txt").c_str(), &st), 0);
  EXPECT_EQ(st.st_mode & 0777, 0640u);
}

TEST(OutputSafetyTest, LanguageFileGivenAsPathIsNotOverwritten) {
  TempDir dir;
  std::string lang = dir.Path("en.yaml");  // named for its language: no warning about set texts
  std::string text = ReadFile(SourceDir() + "/templates/lang/en.yaml");
  WriteFile(lang, text);
  RunResult r = testing::RunCarckit("rules base-c1 --lang '" + lang + "' -o '" + lang + "'");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, lang + ": error: refusing to write over an input file\n");
  EXPECT_EQ(ReadFile(lang), text);
}

TEST(OutputSafetyTest, OutputInsideAFileIsAnIoError) {
  RunResult r = testing::RunCarckit("scoreboard -o '" + SourceDir() + "/tilesets/base-c1.yaml/x.pdf'");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, SourceDir() + "/tilesets/base-c1.yaml/x.pdf: error: cannot create folder " +
                       SourceDir() + "/tilesets/base-c1.yaml: Not a directory\n");
}

}  // namespace
}  // namespace carc
