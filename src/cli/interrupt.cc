#include "cli/interrupt.h"

#include <time.h>

namespace carc {

namespace {

std::atomic<bool> g_stop{false};
static_assert(std::atomic<bool>::is_always_lock_free, "set from a signal handler");
/// The first interrupt: when (CLOCK_MONOTONIC, ns) and who sent it (0: the
/// terminal or the kernel). Written before g_stop is set, read after.
volatile sig_atomic_t g_first_sender = 0;
long long g_first_ns = 0;
/// The action StopOnInterrupt replaced: a second interrupt gets it (the
/// cleanup of pending files, then the default end).
struct sigaction g_previous {};

long long NowNs() {
  timespec t{};
  clock_gettime(CLOCK_MONOTONIC, &t);  // async-signal-safe
  return (long long)t.tv_sec * 1000000000LL + t.tv_nsec;
}

/// The sender of a signal sent by a process (kill, sigqueue), or 0.
pid_t Sender(const siginfo_t* info) {
  return info && (info->si_code == SI_USER || info->si_code == SI_QUEUE) ? info->si_pid : 0;
}

void OnInterrupt(int sig, siginfo_t* info, void*) {
  long long now = NowNs();
  if (!g_stop.load()) {
    g_first_sender = Sender(info);
    g_first_ns = now;
    g_stop.store(true);
    return;
  }
  if (SameInterrupt(now - g_first_ns, g_first_sender, Sender(info))) return;
  sigaction(sig, &g_previous, nullptr);  // the second Ctrl-C: stop now
  raise(sig);
}

}  // namespace

bool SameInterrupt(long long ns_after_first, pid_t first_sender, pid_t sender) {
  if (ns_after_first < kSameInterruptNs) return true;
  return sender != 0 && sender == first_sender && ns_after_first < kSameSenderNs;
}

StopOnInterrupt::StopOnInterrupt() {
  g_stop.store(false);
  struct sigaction old {};
  sigaction(SIGINT, nullptr, &old);
  if (old.sa_handler == SIG_IGN) return;  // inherited ignored (nohup, `trap '' INT`): stays so
  struct sigaction action {};
  action.sa_sigaction = OnInterrupt;
  action.sa_flags = SA_SIGINFO;
  sigemptyset(&action.sa_mask);
  sigaction(SIGINT, &action, &previous_);
  g_previous = previous_;
  installed_ = true;
  // Handled now, so a SIGINT that waited blocked (sent before the handler
  // was in place by a parent that blocked it) arrives here, as a request.
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGINT);
  pthread_sigmask(SIG_UNBLOCK, &set, nullptr);
}

StopOnInterrupt::~StopOnInterrupt() {
  if (installed_) sigaction(SIGINT, &previous_, nullptr);
}

const std::atomic<bool>* StopOnInterrupt::flag() const { return &g_stop; }

}  // namespace carc
