#include "base/pending_files.h"

#include <signal.h>
#include <unistd.h>

#include <cstring>
#include <mutex>

namespace carc {

namespace {

/// Room for this many pending files; an output needs one at a time.
constexpr int kMaxPending = 16;
char g_pending[kMaxPending][4096];
volatile sig_atomic_t g_pending_used[kMaxPending];
std::mutex g_pending_mutex;
/// The process that registered the files: a child forked from it (the art
/// sandbox) must not remove them when a limit kills it.
volatile pid_t g_owner = 0;

const int kTerminating[] = {
    SIGHUP,  SIGINT,  SIGQUIT,   SIGILL,  SIGTRAP, SIGABRT, SIGBUS,  SIGFPE,  SIGUSR1,
    SIGSEGV, SIGUSR2, SIGALRM,   SIGTERM, SIGSTKFLT, SIGXCPU, SIGVTALRM, SIGPROF, SIGIO,
    SIGPWR,  SIGSYS,
};

void RemovePending() {
  if (getpid() == g_owner)
    for (int i = 0; i < kMaxPending; ++i)
      if (g_pending_used[i]) unlink(g_pending[i]);
}

void RemovePendingAndDie(int sig) {
  RemovePending();
  // SA_RESETHAND has restored the default action: raised again, it ends the
  // process as the signal would have (with a core dump where it makes one).
  raise(sig);
}

/// Handles `sig` unless the process inherited it ignored or handled.
void HandleIfDefault(int sig) {
  struct sigaction old;
  if (sigaction(sig, nullptr, &old) != 0 || old.sa_handler != SIG_DFL) return;
  struct sigaction action;
  std::memset(&action, 0, sizeof action);
  action.sa_handler = RemovePendingAndDie;
  action.sa_flags = SA_RESETHAND;
  sigemptyset(&action.sa_mask);
  sigaction(sig, &action, nullptr);
}

}  // namespace

void InstallSignalCleanup() {
  static std::once_flag once;
  std::call_once(once, [] {
    g_owner = getpid();
    for (int sig : kTerminating) HandleIfDefault(sig);
    for (int sig = SIGRTMIN; sig <= SIGRTMAX; ++sig) HandleIfDefault(sig);
    signal(SIGPIPE, SIG_IGN);  // a closed pipe is then an EPIPE write error
    signal(SIGXFSZ, SIG_IGN);  // over a file-size limit, write() fails with EFBIG instead
  });
}

void AddPendingFile(const std::string& path) {
  InstallSignalCleanup();
  std::lock_guard<std::mutex> lock(g_pending_mutex);
  for (int i = 0; i < kMaxPending; ++i) {
    if (g_pending_used[i] || path.size() >= sizeof g_pending[i]) continue;
    std::memcpy(g_pending[i], path.c_str(), path.size() + 1);
    g_pending_used[i] = 1;
    return;
  }
}

void ForgetPendingFile(const std::string& path) {
  std::lock_guard<std::mutex> lock(g_pending_mutex);
  for (int i = 0; i < kMaxPending; ++i) {
    if (g_pending_used[i] && path == g_pending[i]) {
      g_pending_used[i] = 0;
      return;
    }
  }
}

void RemovePendingFiles() { RemovePending(); }

const int* TerminatingSignals(int* count) {
  *count = int(sizeof kTerminating / sizeof kTerminating[0]);
  return kTerminating;
}

}  // namespace carc
