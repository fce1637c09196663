#include "base/sandbox.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace carc {

size_t AddressSpace() {
  FILE* f = std::fopen("/proc/self/statm", "r");
  unsigned long pages = 0;
  if (f) {
    if (std::fscanf(f, "%lu", &pages) != 1) pages = 0;
    std::fclose(f);
  }
  return size_t(pages) * size_t(sysconf(_SC_PAGESIZE));
}

void LimitTime(const SandboxLimits& limits) {
  int null = open("/dev/null", O_WRONLY);
  if (null >= 0) dup2(null, STDERR_FILENO);
  struct rlimit no_core = {0, 0};
  setrlimit(RLIMIT_CORE, &no_core);
  struct rlimit cpu = {rlim_t(limits.cpu_seconds), rlim_t(limits.cpu_seconds) + 1};
  setrlimit(RLIMIT_CPU, &cpu);
  signal(SIGALRM, SIG_DFL);
  alarm(unsigned(limits.wall_seconds));
}

void LimitMemory(const SandboxLimits& limits) {
  rlim_t room = rlim_t(AddressSpace() + (limits.memory_mb << 20));
  struct rlimit memory = {room, room};
  setrlimit(RLIMIT_AS, &memory);
}

AddressSpaceBound::AddressSpaceBound(size_t room) {
  if (getrlimit(RLIMIT_AS, &old_) != 0) return;
  size_t now = AddressSpace();
  if (now == 0) return;
  struct rlimit bound = old_;
  bound.rlim_cur = std::min(rlim_t(now) + rlim_t(room), old_.rlim_cur);
  set_ = setrlimit(RLIMIT_AS, &bound) == 0;
}

AddressSpaceBound::~AddressSpaceBound() {
  if (set_) setrlimit(RLIMIT_AS, &old_);
}

void WriteAll(int fd, const std::string& text) {
  for (size_t done = 0; done < text.size();) {
    ssize_t n = write(fd, text.data() + done, text.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    done += size_t(n);
  }
}

namespace {

/// The child's side of RunChild: dies with `parent`, runs `child` on the pipe.
[[noreturn]] void InChild(pid_t parent, int fds[2], const std::function<void(int fd)>& child) {
  // Killed by a signal, the caller would leave the child working for its
  // CPU time, or waiting on a pipe for its wall time.
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (getppid() != parent) _exit(127);  // the parent died before prctl
  close(fds[0]);
  child(fds[1]);
  _exit(127);  // `child` must not return
}

/// Everything `fd` gives until it closes.
std::string ReadAll(int fd) {
  std::string out;
  char buf[4096];
  for (ssize_t n; (n = read(fd, buf, sizeof buf)) != 0;) {
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) break;
    out.append(buf, size_t(n));
  }
  return out;
}

}  // namespace

ChildRun RunChild(const std::function<void(int fd)>& child) {
  ChildRun run;
  auto start = std::chrono::steady_clock::now();
  int fds[2];
  if (pipe2(fds, O_CLOEXEC) != 0) {
    run.error = std::strerror(errno);
    return run;
  }
  std::fflush(nullptr);  // nothing buffered is written twice
  pid_t parent = getpid();
  pid_t pid = fork();
  if (pid == 0) InChild(parent, fds, child);
  int fork_errno = errno;
  close(fds[1]);
  run.output = ReadAll(fds[0]);
  close(fds[0]);
  if (pid < 0) {
    run.error = std::strerror(fork_errno);
    return run;
  }
  run.started = true;
  struct rusage usage = {};
  while (wait4(pid, &run.wait_status, 0, &usage) < 0 && errno == EINTR) continue;
  run.cpu_seconds = double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
                    double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
  run.wall_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return run;
}

}  // namespace carc
