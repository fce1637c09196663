#include "cli/interrupt.h"

namespace carc {

namespace {

std::atomic<bool> g_stop{false};
static_assert(std::atomic<bool>::is_always_lock_free, "set from a signal handler");

void OnInterrupt(int sig) {
  if (g_stop.load()) {  // the second Ctrl-C: stop now
    signal(sig, SIG_DFL);
    raise(sig);
    return;
  }
  g_stop.store(true);
}

}  // namespace

StopOnInterrupt::StopOnInterrupt() {
  g_stop.store(false);
  struct sigaction action {};
  action.sa_handler = OnInterrupt;
  sigemptyset(&action.sa_mask);
  sigaction(SIGINT, &action, &previous_);
}

StopOnInterrupt::~StopOnInterrupt() { sigaction(SIGINT, &previous_, nullptr); }

const std::atomic<bool>* StopOnInterrupt::flag() const { return &g_stop; }

}  // namespace carc
