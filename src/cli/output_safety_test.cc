// Output that loses nothing, under failure: killed mid-write, a full disk (a
// file-size limit), outputs aimed at inputs through links, devices and pipes
// as targets, permissions of new and replaced files.
#include <gtest/gtest.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <fcntl.h>
#include <unistd.h>

#include <chrono>
#include <csignal>
#include <cstdio>
#include <filesystem>
#include <thread>

#include "base/output_file.h"
#include "base/pending_files.h"
#include "base/test_util.h"

namespace carc {
namespace {

namespace fs = std::filesystem;
using test_support::ReadFile;
using test_support::RunResult;
using test_support::SourceDir;
using test_support::TempDir;
using test_support::WriteFile;

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
    _exit(s.IsIo() && s.ToString() == target + ": error: cannot write: File too large" ? 0 : 1);
  });
  ASSERT_TRUE(WIFEXITED(status)) << "killed by signal " << WTERMSIG(status);
  EXPECT_EQ(WEXITSTATUS(status), 0);
  EXPECT_EQ(ReadFile(target), "old");
  EXPECT_EQ(Listing(dir.Path("")), std::vector<std::string>{"kit.pdf"});
}

TEST(OutputSafetyTest, PdfCommandOnAFullDiskExits2AndKeepsTheOldFile) {
  TempDir dir;
  WriteFile(dir.Path("board.pdf"), "old");
  // Cairo's output goes to a scratch file first (in $TMPDIR): that is the
  // write that fails.
  fs::create_directory(dir.Path("tmp"));
  RunResult r = test_support::Run("cd '" + dir.Path("") + "' && ulimit -f 8 && TMPDIR='" + dir.Path("tmp") +
                             "' '" + CARCKIT_BINARY + "' scoreboard -o board.pdf");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "board.pdf: error: cannot write a temporary file in " + dir.Path("tmp") +
                       ": File too large\n");
  EXPECT_EQ(ReadFile(dir.Path("board.pdf")), "old");
  EXPECT_EQ(Listing(dir.Path("")), (std::vector<std::string>{"board.pdf", "tmp"}));
  EXPECT_EQ(Listing(dir.Path("tmp")), std::vector<std::string>{});
}

TEST(OutputSafetyTest, PdfCommandWithoutATemporaryFolderExits2AndKeepsTheOldFile) {
  TempDir dir;
  WriteFile(dir.Path("board.pdf"), "old");
  RunResult r = test_support::Run("cd '" + dir.Path("") + "' && TMPDIR='" + dir.Path("gone") + "' '" +
                             CARCKIT_BINARY + "' scoreboard -o board.pdf");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "board.pdf: error: cannot make a temporary file in " + dir.Path("gone") +
                       ": No such file or directory\n");
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
    EXPECT_EQ(out.status().ToString(), dir.Path(name) + ": error: refusing to write over an input file");
  }
  EXPECT_EQ(ReadFile(input), "set: {}\n");
  EXPECT_TRUE(fs::is_symlink(dir.Path("soft.pdf")));
}

TEST(OutputSafetyTest, PipeAsTargetIsRefused) {
  TempDir dir;
  std::string fifo = dir.Path("out.pdf");
  ASSERT_EQ(mkfifo(fifo.c_str(), 0600), 0);
  AtomicOutput out(fifo);
  EXPECT_EQ(out.status().ToString(),
            fifo + ": error: is not a regular file (a device, pipe or socket); refusing to "
                   "replace it (-o - writes to standard output)");
  EXPECT_TRUE(fs::is_fifo(fifo));
  EXPECT_EQ(Listing(dir.Path("")), std::vector<std::string>{"out.pdf"});
}

TEST(OutputSafetyTest, DeviceAsTargetIsRefused) {
  // As root, renaming over /dev/full would replace the device node itself.
  RunResult r = test_support::RunCarckit("scoreboard -o /dev/full");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "/dev/full: error: is not a regular file (a device, pipe or socket); refusing "
                   "to replace it (-o - writes to standard output)\n");
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
  RunResult r = test_support::RunCarckit("rules base-c1 --lang '" + lang + "' -o '" + lang + "'");
  EXPECT_EQ(r.exit_code, 2);
  // A PDF-only command refuses the name before it would refuse the input.
  EXPECT_EQ(r.err, "error: rules: --output: rules writes only PDF; name the file .pdf, not 'en.yaml' (or -o - for "
                   "standard output)\nRun 'carckit rules --help' for its options.\n");
  EXPECT_EQ(ReadFile(lang), text);
}

TEST(OutputSafetyTest, OutputInsideAFileIsAnIoError) {
  RunResult r = test_support::RunCarckit("scoreboard -o '" + SourceDir() + "/tilesets/base-c1.yaml/x.pdf'");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, SourceDir() + "/tilesets/base-c1.yaml/x.pdf: error: cannot create folder " +
                       SourceDir() + "/tilesets/base-c1.yaml: Not a directory\n");
}

TEST(OutputSafetyTest, LinkToADeviceIsRefusedAndKept) {
  TempDir dir;
  std::string link = dir.Path("out.pdf");
  fs::create_symlink("/dev/null", link);
  AtomicOutput out(link);
  EXPECT_EQ(out.status().ToString(),
            link + ": error: is a link to a device, pipe or socket; refusing to replace it (-o - "
                   "writes to standard output)");
  EXPECT_TRUE(fs::is_symlink(link));
}

TEST(OutputSafetyTest, DevStdoutIsNeverReplaced) {
  // As root, renaming over /dev/stdout would replace the system's link.
  TempDir dir;
  for (const char* redirect : {"> '", "| cat > '"}) {  // a file, then a pipe
    RunResult r = test_support::Run("{ '" + std::string(CARCKIT_BINARY) +
                               "' scoreboard -o /dev/stdout; echo \"exit $?\" >&2; } " + redirect +
                               dir.Path("out") + "'");
    EXPECT_EQ(r.err, "/dev/stdout: error: is a link to an open file, like /dev/stdout; refusing to "
                     "replace it (-o - writes to standard output)\nexit 2\n")
        << redirect;
  }
  EXPECT_TRUE(fs::is_symlink("/dev/stdout"));
}

TEST(OutputSafetyTest, DashWritesTheFileToStandardOutputAndReportsOnStderr) {
  TempDir dir;
  RunResult r = test_support::Run("'" + std::string(CARCKIT_BINARY) + "' scoreboard -o - > '" +
                             dir.Path("board.pdf") + "'");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.err, "wrote - (1 page)\n");
  EXPECT_EQ(ReadFile(dir.Path("board.pdf")).substr(0, 5), "%PDF-");
  r = test_support::Run("'" + std::string(CARCKIT_BINARY) + "' tile base-c1 D -o - --format png | head -c 4");
  EXPECT_EQ(r.out, "\x89PNG");
}

TEST(OutputSafetyTest, DashSendsNothingWhenTheCommandFails) {
  RunResult r = test_support::Run("cd '" + SourceDir() + "' && '" + CARCKIT_BINARY +
                             "' render tests/bad/art-missing.yaml -o - | wc -c");
  EXPECT_EQ(test_support::Squeeze(r.out), "0\n");
  EXPECT_EQ(r.err, "tests/bad/art-missing.yaml:10:10: error: tile A: art 'tests/bad/art/none.png' "
                   "not found\n");
}

TEST(OutputSafetyTest, LongestLegalFileNameWorks) {
  TempDir dir;
  std::string name = std::string(251, 'k') + ".pdf";  // 255 bytes: NAME_MAX
  RunResult r = test_support::Run("cd '" + dir.Path("") + "' && '" + CARCKIT_BINARY +
                             "' scoreboard -o " + name);
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(Listing(dir.Path("")), std::vector<std::string>{name});
}

/// A carckit process started with `args` in `dir`, its output discarded,
/// with `ignored` signals set to SIG_IGN first (as nohup does).
pid_t Spawn(const std::string& dir, const std::vector<std::string>& args,
            const std::vector<int>& ignored = {}) {
  std::fflush(nullptr);
  pid_t pid = fork();
  if (pid != 0) return pid;
  // Whatever this test inherited (a background job ignores SIGINT and SIGQUIT).
  for (int sig = 1; sig <= SIGRTMAX; ++sig)
    if (sig != SIGKILL && sig != SIGSTOP) signal(sig, SIG_DFL);
  for (int sig : ignored) signal(sig, SIG_IGN);
  int null = open("/dev/null", O_RDWR);
  dup2(null, 0);
  dup2(null, 1);
  dup2(null, 2);
  if (chdir(dir.c_str()) != 0) _exit(127);
  std::vector<char*> argv{const_cast<char*>(CARCKIT_BINARY)};
  for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
  argv.push_back(nullptr);
  execv(CARCKIT_BINARY, argv.data());
  _exit(127);
}

/// Waits (at most a minute: a safeguard, not a timing test) until the
/// temporary file of an output appears in `dir`; returns whether it did.
bool AwaitTemporaryFile(const std::string& dir, pid_t pid) {
  for (int i = 0; i < 12000; ++i) {
    for (const std::string& name : Listing(dir))
      if (name[0] == '.') return true;
    if (waitpid(pid, nullptr, WNOHANG) == pid) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  return false;
}

/// A folder holding big.yaml: a set whose tile sheets take seconds to render.
struct BigRender {
  TempDir dir;
  explicit BigRender(int times = 40) {
    WriteFile(dir.Path("big.yaml"), test_support::BaseSetTimes(times));
  }
  std::vector<std::string> Args() const { return {"render", "big.yaml", "-o", "big.pdf"}; }
};

TEST(OutputSafetyTest, EverySignalThatEndsTheRunLeavesNoTemporaryFile) {
  int count = 0;
  const int* signals = TerminatingSignals(&count);
  std::vector<int> tried;
  for (int i = 0; i < count; ++i)
    if (signals[i] != SIGSEGV && signals[i] != SIGBUS && signals[i] != SIGILL &&
        signals[i] != SIGFPE)  // a sanitizer may own these
      tried.push_back(signals[i]);
  tried.push_back(SIGRTMIN + 3);
  BigRender big;
  for (int sig : tried) {
    pid_t pid = Spawn(big.dir.Path(""), big.Args());
    ASSERT_TRUE(AwaitTemporaryFile(big.dir.Path(""), pid)) << strsignal(sig);
    kill(pid, sig);
    int status = 0;
    waitpid(pid, &status, 0);
    EXPECT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == sig) << strsignal(sig);
    EXPECT_EQ(Listing(big.dir.Path("")), std::vector<std::string>{"big.yaml"}) << strsignal(sig);
    for (const std::string& name : Listing(big.dir.Path("")))
      if (name != "big.yaml") fs::remove(big.dir.Path(name));
  }
}

/// The first child of `parent` found in /proc, or 0.
pid_t ChildOf(pid_t parent) {
  for (const auto& entry : fs::directory_iterator("/proc")) {
    std::string stat = ReadFile(entry.path().string() + "/stat");
    size_t close = stat.rfind(')');
    if (close == std::string::npos) continue;
    int ppid = 0;
    if (std::sscanf(stat.c_str() + close + 2, "%*c %d", &ppid) == 1 && ppid == parent)
      return pid_t(std::stol(entry.path().filename().string()));
  }
  return 0;
}

/// Whether process `pid` is gone or a zombie.
bool Ended(pid_t pid) {
  std::string stat = ReadFile("/proc/" + std::to_string(pid) + "/stat");
  size_t close = stat.rfind(')');
  return close == std::string::npos || stat.compare(close + 2, 1, "Z") == 0;
}

TEST(OutputSafetyTest, ASignalEndsTheSvgProbeToo) {
  // The tool killed while its sandbox probe waited on a pipe (through a link
  // an entity hides from the scan) left the probe waiting for its 120 s.
  TempDir dir;
  ASSERT_EQ(mkfifo(dir.Path("pipe.css").c_str(), 0600), 0);
  int writer = open(dir.Path("pipe.css").c_str(), O_RDWR | O_CLOEXEC);  // so a reader waits
  ASSERT_GE(writer, 0);
  WriteFile(dir.Path("wait.svg"),
            "<?xml version='1.0'?>\n<!DOCTYPE svg [<!ENTITY f 'pipe.css'>]>\n"
            "<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'>"
            "<style>@import url(&f;);</style></svg>\n");
  std::string set = ReadFile(SourceDir() + "/tilesets/base-c1.yaml");
  set.insert(set.find("monastery: true\n", set.find("- id: B")) + 16, "    art: wait.svg\n");
  WriteFile(dir.Path("set.yaml"), set);
  pid_t pid = Spawn(dir.Path(""), {"tile", "set.yaml", "B", "-o", "b.png"});
  pid_t probe = 0;
  for (int i = 0; i < 12000 && probe == 0; ++i) {  // a minute at most: a safeguard
    probe = ChildOf(pid);
    if (probe == 0) std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  ASSERT_NE(probe, 0);
  kill(pid, SIGTERM);
  int status = 0;
  waitpid(pid, &status, 0);
  EXPECT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == SIGTERM);
  bool ended = false;
  for (int i = 0; i < 2000 && !ended; ++i) {  // ten seconds at most: it ends at once
    ended = Ended(probe);
    if (!ended) std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  EXPECT_TRUE(ended) << "the probe " << probe << " outlived the tool";
  if (!ended) kill(probe, SIGKILL);
  close(writer);
  EXPECT_EQ(Listing(dir.Path("")), (std::vector<std::string>{"pipe.css", "set.yaml", "wait.svg"}));
}

TEST(OutputSafetyTest, CpuLimitEndsTheRunWithoutATemporaryFile) {
  BigRender big(138);
  RunResult r = test_support::Run("cd '" + big.dir.Path("") + "' && ulimit -t 1 && exec '" +
                             CARCKIT_BINARY + "' render big.yaml -o big.pdf");
  EXPECT_NE(r.exit_code, 0);
  EXPECT_EQ(Listing(big.dir.Path("")), std::vector<std::string>{"big.yaml"});
}

TEST(OutputSafetyTest, AnInheritedIgnoredSignalStaysIgnored) {
  // nohup ignores SIGHUP; a shell's background job ignores SIGINT.
  BigRender big;
  pid_t pid = Spawn(big.dir.Path(""), big.Args(), {SIGHUP, SIGINT});
  ASSERT_TRUE(AwaitTemporaryFile(big.dir.Path(""), pid));
  kill(pid, SIGHUP);
  kill(pid, SIGINT);
  kill(pid, SIGPIPE);  // always ignored: a closed pipe is a write error instead
  int status = 0;
  waitpid(pid, &status, 0);
  ASSERT_TRUE(WIFEXITED(status)) << "killed by " << strsignal(WTERMSIG(status));
  EXPECT_EQ(WEXITSTATUS(status), 0);
  EXPECT_EQ(Listing(big.dir.Path("")), (std::vector<std::string>{"big.pdf", "big.yaml"}));
}

/// Runs carckit with `args` with standard output (or error, `fd` 2) a pipe
/// whose reading end is closed; returns the wait status and what it said on
/// the other stream.
std::pair<int, std::string> RunIntoClosedPipe(const std::string& args, int fd) {
  TempDir dir;
  int p[2];
  if (pipe(p) != 0) return {-1, ""};
  close(p[0]);
  std::string other = dir.Path("other");
  std::fflush(nullptr);
  pid_t pid = fork();
  if (pid == 0) {
    signal(SIGPIPE, SIG_DFL);
    int out = open(other.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    dup2(p[1], fd);
    dup2(out, fd == 1 ? 2 : 1);
    if (chdir(SourceDir().c_str()) != 0) _exit(127);
    execl("/bin/sh", "sh", "-c", ("exec '" + std::string(CARCKIT_BINARY) + "' " + args).c_str(),
          nullptr);
    _exit(127);
  }
  close(p[1]);
  int status = 0;
  waitpid(pid, &status, 0);
  return {status, ReadFile(other)};
}

TEST(OutputSafetyTest, ClosedStandardOutputIsAnIoErrorNotASignal) {
  auto [status, err] = RunIntoClosedPipe("validate base-c1", 1);
  ASSERT_TRUE(WIFEXITED(status)) << "killed by " << strsignal(WTERMSIG(status));
  EXPECT_EQ(WEXITSTATUS(status), 2);
  EXPECT_EQ(err, "carckit: error: cannot write to standard output: Broken pipe\n");
}

TEST(OutputSafetyTest, ClosedStandardErrorKeepsTheExitCodeAndLeavesNothing) {
  TempDir dir;
  auto [status, out] = RunIntoClosedPipe(
      "render tests/bad/art-missing.yaml -o '" + dir.Path("x.pdf") + "'", 2);
  ASSERT_TRUE(WIFEXITED(status)) << "killed by " << strsignal(WTERMSIG(status));
  EXPECT_EQ(WEXITSTATUS(status), 1);  // missing art: an invalid set
  EXPECT_EQ(Listing(dir.Path("")), std::vector<std::string>{});
}

}  // namespace
}  // namespace carc
