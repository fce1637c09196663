// `carckit preview` as a user runs it: a child process that prints its
// address, serves, and stops cleanly with exit 0 on Ctrl-C or SIGTERM.
#include "preview/run_preview.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <regex>
#include <thread>

#include <gtest/gtest.h>

#include "preview/http_probe.h"
#include "preview/preview_test_util.h"

namespace carc {
namespace {

using test_support::RunCarckit;
using test_support::RunResult;

/// `carckit preview SPEC --port 0` running as a child, its output read back.
class PreviewProcess {
 public:
  /// Starts it; `extra` is one more argument ("" for none), `path` the PATH it sees ("" to keep it).
  explicit PreviewProcess(const std::string& spec, const std::string& extra = "", const std::string& path = "") {
    int out[2];
    EXPECT_EQ(pipe(out), 0);
    pid_ = fork();
    if (pid_ == 0) {
      dup2(out[1], 1);
      dup2(out[1], 2);
      close(out[0]);
      std::string binary = test_support::CarckitBinary();
      if (!path.empty()) setenv("PATH", path.c_str(), 1);
      if (extra.empty())
        execl(binary.c_str(), binary.c_str(), "preview", spec.c_str(), "--port", "0", (char*)nullptr);
      else
        execl(binary.c_str(), binary.c_str(), "preview", spec.c_str(), "--port", "0", extra.c_str(), (char*)nullptr);
      _exit(127);
    }
    close(out[1]);
    out_ = out[0];
  }
  ~PreviewProcess() {
    if (pid_ > 0) {
      kill(pid_, SIGKILL);
      waitpid(pid_, nullptr, 0);
    }
    close(out_);
  }
  /// Reads output until `pattern` matches it or 20 s pass.
  std::smatch WaitForOutput(const std::regex& pattern) {
    std::smatch m;
    auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
    while (!std::regex_search(output_, m, pattern) && std::chrono::steady_clock::now() < deadline) {
      pollfd p{out_, POLLIN, 0};
      if (poll(&p, 1, 100) <= 0) continue;
      char chunk[4096];
      ssize_t n = read(out_, chunk, sizeof chunk);
      if (n <= 0) break;
      output_.append(chunk, size_t(n));
    }
    return m;
  }
  /// Sends `sig` and waits (at most 20 s) for the exit; the exit code, or -1.
  int StopWith(int sig) {
    kill(pid_, sig);
    for (int i = 0; i < 2000; ++i) {
      int status = 0;
      if (waitpid(pid_, &status, WNOHANG) == pid_) {
        pid_ = -1;
        return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    return -1;
  }
  const std::string& output() const { return output_; }

 private:
  pid_t pid_ = -1;
  int out_ = -1;
  std::string output_;
};

void ServesThenStopsWith(int sig) {
  test_support::TempDir dir;
  std::string spec = dir.Path("set.yaml");
  test_support::WriteFile(spec, test_support::BaseSetText());
  PreviewProcess p(spec);
  std::smatch m = p.WaitForOutput(std::regex("serving .* at http://127\\.0\\.0\\.1:([0-9]+)/ \\(Ctrl-C stops\\)\n"));
  ASSERT_FALSE(m.empty()) << p.output();
  int port = std::stoi(m[1]);
  // An open page keeps its event stream while the server stops.
  test_support::RawConnection events(port);
  events.Send(test_support::GetRequest(port, "/events"));
  EXPECT_EQ(test_support::StatusOf(test_support::Exchange(port, test_support::GetRequest(port, "/state.json"))), 200);
  EXPECT_EQ(p.StopWith(sig), 0) << p.output();
  p.WaitForOutput(std::regex("stopped\n"));
  EXPECT_NE(p.output().find("carckit preview: stopped\n"), std::string::npos) << p.output();
}

TEST(RunPreview, CtrlCStopsItCleanly) { ServesThenStopsWith(SIGINT); }

TEST(RunPreview, SigtermStopsItCleanly) { ServesThenStopsWith(SIGTERM); }

TEST(RunPreview, OpenStartsTheDesktopsBrowserOnTheAddress) {
  test_support::TempDir dir;
  std::string spec = dir.Path("set.yaml");
  test_support::WriteFile(spec, test_support::BaseSetText());
  // A stand-in xdg-open that writes down what it was asked to open.
  std::string opener = dir.Path("xdg-open"), opened = dir.Path("opened");
  test_support::WriteFile(opener, "#!/bin/sh\necho \"$1\" > '" + opened + "'\n");
  chmod(opener.c_str(), 0700);
  PreviewProcess p(spec, "--open", dir.Path("") + ":/usr/bin:/bin");
  std::smatch m = p.WaitForOutput(std::regex("at (http://127\\.0\\.0\\.1:[0-9]+/) "));
  ASSERT_FALSE(m.empty()) << p.output();
  std::string url = m[1];
  std::string written;
  for (int i = 0; i < 2000 && written.empty(); ++i) {
    written = test_support::ReadFile(opened);
    if (written.empty()) std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  EXPECT_EQ(written, url + "\n");
  EXPECT_EQ(p.StopWith(SIGINT), 0) << p.output();
}

TEST(RunPreview, AMissingSetIsAUsageError) {
  RunResult r = RunCarckit("preview /nonexistent/set.yaml --port 0");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err.substr(0, 40), "/nonexistent/set.yaml: error: no such fi");
}

TEST(RunPreview, APortOutOfRangeIsAUsageError) {
  RunResult r = RunCarckit("preview base-c1 --port 70000");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("--port"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace carc
