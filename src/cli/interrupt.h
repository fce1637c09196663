// Ctrl-C during a long run: the first SIGINT asks the run to stop (it then
// reports what it finished); a second one ends the program at once.
#pragma once

#include <atomic>
#include <csignal>

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
};

/// The exit code of a run stopped by Ctrl-C (128 + SIGINT, as shells report it).
constexpr int kInterruptedExit = 130;

}  // namespace carc
