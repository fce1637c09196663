#include "base/test_util.h"
#include "base/lsan_suppressions.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace carc {
namespace test_support {

namespace fs = std::filesystem;

TempDir::TempDir() {
  std::string pattern = (fs::temp_directory_path() / "carckit-test-XXXXXX").string();
  dir_ = mkdtemp(&pattern[0]) ? pattern : "";
}

TempDir::~TempDir() {
  std::error_code ec;
  if (!dir_.empty()) fs::remove_all(dir_, ec);
}

std::string TempDir::Path(const std::string& name) const { return dir_ + "/" + name; }

std::string ReadFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

void WriteFile(const std::string& path, const std::string& content) {
  std::ofstream(path, std::ios::binary) << content;
}

RunResult Run(const std::string& command) {
  TempDir tmp;
  std::string out = tmp.Path("out"), err = tmp.Path("err");
  std::string full = "(" + command + ") >'" + out + "' 2>'" + err + "' </dev/null";
  int status = std::system(full.c_str());
  RunResult r;
  r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  r.out = ReadFile(out);
  r.err = ReadFile(err);
  return r;
}

bool UnderAddressSanitizer() {
#if defined(__SANITIZE_ADDRESS__)
  return true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
  return true;
#endif
#endif
  return false;
}

RunResult RunBounded(const std::string& command, int megabytes, int cpu_seconds) {
  std::string limits = "ulimit -t " + std::to_string(cpu_seconds) + "; ";
  if (!UnderAddressSanitizer()) limits += "ulimit -v " + std::to_string(megabytes * 1024) + "; ";
  return Run(limits + command);
}

std::string CarckitBinary() {
#ifdef CARCKIT_BINARY
  return CARCKIT_BINARY;
#else
  // This file is built into the library, where CARCKIT_BINARY is not defined:
  // use the carckit built beside the running test binary.
  std::error_code ec;
  fs::path beside = fs::read_symlink("/proc/self/exe", ec).parent_path() / "carckit";
  if (!ec && fs::exists(beside, ec)) return beside.string();
  return "carckit";
#endif
}

RunResult RunCarckit(const std::string& args) { return Run("'" + CarckitBinary() + "' " + args); }

std::string SourceDir() { return CARCKIT_SOURCE_DIR; }

std::string BaseSetTimes(int factor) {
  std::istringstream in(ReadFile(SourceDir() + "/tilesets/base-c1.yaml"));
  std::string out, line;
  while (std::getline(in, line)) {
    for (const char* key : {"count: ", "total: "}) {
      size_t at = line.find(key);
      if (at == std::string::npos) continue;
      size_t value = at + std::strlen(key);
      line = line.substr(0, value) + std::to_string(std::stoi(line.substr(value)) * factor);
    }
    out += line + "\n";
  }
  return out;
}

std::string Squeeze(const std::string& text) {
  std::string out;
  for (char c : text) {
    bool blank = c == ' ' || c == '\t';
    if (blank && !out.empty() && out.back() == ' ') continue;
    out += blank ? ' ' : c;
  }
  return out;
}

namespace {

/// Whether SIGINT is in the SigIgn mask of process `pid` (/proc/PID/status).
bool SigintIgnored(pid_t pid) {
  std::ifstream in("/proc/" + std::to_string(pid) + "/status");
  std::string line;
  while (std::getline(in, line))
    if (line.rfind("SigIgn:", 0) == 0)
      return (std::stoull(line.substr(7), nullptr, 16) >> (SIGINT - 1)) & 1;
  return false;
}

/// The two ends of stderr for RunCarckitSignalled: a pipe, or a
/// pseudo-terminal's master (read) and slave (the program's stderr).
bool OpenStderr(bool terminal, int* read_end, int* write_end) {
  if (!terminal) {
    int p[2];
    if (pipe2(p, O_CLOEXEC) != 0) return false;
    *read_end = p[0];
    *write_end = p[1];
    return true;
  }
  int master = posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC);
  if (master < 0 || grantpt(master) != 0 || unlockpt(master) != 0) return false;
  *read_end = master;
  *write_end = open(ptsname(master), O_RDWR | O_NOCTTY | O_CLOEXEC);
  return *write_end >= 0;
}

void SendInterrupts(pid_t pid, const Interrupt& interrupt, SignalledRun* run) {
  run->sigint_ignored = SigintIgnored(pid);
  for (int i = 0; i < interrupt.count; ++i) kill(pid, SIGINT);
  if (interrupt.then_terminate) kill(pid, SIGTERM);
}

}  // namespace

SignalledRun RunCarckitSignalled(const std::vector<std::string>& args, bool terminal,
                                 const Interrupt& interrupt) {
  SignalledRun run;
  int out[2], err_read = -1, err_write = -1;
  if (pipe2(out, O_CLOEXEC) != 0 || !OpenStderr(terminal, &err_read, &err_write)) return run;
  std::string binary = CarckitBinary(), dir = SourceDir();
  std::vector<std::string> words = {binary};
  words.insert(words.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (std::string& w : words) argv.push_back(&w[0]);
  argv.push_back(nullptr);
  // Blocked from before the fork, so a SIGINT sent at once waits for the
  // program to handle it (signal masks and pending signals survive exec).
  sigset_t block, old;
  sigemptyset(&block);
  sigaddset(&block, SIGINT);
  pthread_sigmask(SIG_BLOCK, &block, &old);
  pid_t pid = fork();
  if (pid == 0) {
    if (interrupt.ignored) signal(SIGINT, SIG_IGN);
    if (!interrupt.after.empty()) pthread_sigmask(SIG_SETMASK, &old, nullptr);
    int in = open("/dev/null", O_RDONLY);
    if (in < 0 || dup2(in, 0) < 0 || dup2(out[1], 1) < 0 || dup2(err_write, 2) < 0 ||
        chdir(dir.c_str()) != 0)
      _exit(127);
    execv(binary.c_str(), argv.data());
    _exit(127);
  }
  pthread_sigmask(SIG_SETMASK, &old, nullptr);
  close(out[1]);
  close(err_write);
  bool sent = false;
  if (pid > 0 && interrupt.after.empty()) {
    SendInterrupts(pid, interrupt, &run);
    sent = true;
  }
  pollfd fds[2] = {{out[0], POLLIN, 0}, {err_read, POLLIN, 0}};
  std::string* into[2] = {&run.result.out, &run.result.err};
  int open_fds = pid > 0 ? 2 : 0;
  while (open_fds > 0) {
    if (poll(fds, 2, -1) < 0) continue;  // EINTR
    for (int i = 0; i < 2; ++i) {
      if (fds[i].fd < 0 || fds[i].revents == 0) continue;
      char buf[4096];
      ssize_t n = read(fds[i].fd, buf, sizeof buf);
      if (n > 0) {
        into[i]->append(buf, size_t(n));
        continue;
      }
      if (n < 0 && errno == EINTR) continue;
      close(fds[i].fd);  // end of file; EIO from a terminal nobody holds open
      fds[i].fd = -1;
      --open_fds;
    }
    if (!sent && run.result.err.find(interrupt.after) != std::string::npos) {
      SendInterrupts(pid, interrupt, &run);
      sent = true;
    }
  }
  int status = 0;
  if (pid > 0 && waitpid(pid, &status, 0) == pid)
    run.result.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  return run;
}

std::string PdfInfo(const std::string& pdf) { return Run("pdfinfo '" + pdf + "'").out; }

std::string PdfText(const std::string& pdf, int page) {
  std::string range = page > 0 ? " -f " + std::to_string(page) + " -l " + std::to_string(page) : "";
  return Run("pdftotext -layout" + range + " '" + pdf + "' -").out;
}

}  // namespace test_support
}  // namespace carc
