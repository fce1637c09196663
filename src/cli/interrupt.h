// Ctrl-C during a long run: the first SIGINT asks the run to stop (it then
// reports what it finished); a second one ends the program at once. A
// SIGINT within a moment of the first is the same interrupt: `timeout -s
// INT` sends one to the program and then one to its process group, and a
// terminal's Ctrl-C reaches every process of the job. A SIGINT the program
// inherited as ignored stays ignored.
#pragma once

#include <atomic>
#include <csignal>

#include <sys/types.h>

namespace carc {

/// While alive, turns SIGINT into a request to stop.
class StopOnInterrupt {
 public:
  /// Installs the handler.
  StopOnInterrupt();
  /// Puts the previous handler back.
  ~StopOnInterrupt();
  StopOnInterrupt(const StopOnInterrupt&) = delete;
  StopOnInterrupt& operator=(const StopOnInterrupt&) = delete;

  /// Set once SIGINT arrived.
  const std::atomic<bool>* flag() const;
  /// Whether SIGINT arrived.
  bool interrupted() const { return flag()->load(); }

 private:
  struct sigaction previous_ {};
  bool installed_ = false;
};

/// A second SIGINT this soon after the first is the same interrupt.
constexpr long long kSameInterruptNs = 500000000LL;  // 0.5 s
/// A second SIGINT from the same process (`timeout`, a script's kill) this
/// soon after the first is the same interrupt too, however loaded the machine.
constexpr long long kSameSenderNs = 5000000000LL;  // 5 s

/// Whether a SIGINT `ns_after_first` after the first, sent by `sender` (a
/// process id, 0 for the terminal or kernel), repeats the first one (sent
/// by `first_sender`) rather than asking to stop at once.
bool SameInterrupt(long long ns_after_first, pid_t first_sender, pid_t sender);

/// The exit code of a run stopped by Ctrl-C (128 + SIGINT, as shells report it).
constexpr int kInterruptedExit = 130;

}  // namespace carc
