// A progress line for long runs: games done, games a second and time left,
// redrawn on stderr only when stderr is a terminal and the run has taken
// longer than a second; erased when the run ends.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <string>
#include <thread>

namespace carc {

/// Shows the progress of `*total` units counted in `*done` until destroyed
/// (the total may grow while the run goes on).
class ProgressLine {
 public:
  /// Starts watching when stderr is a terminal (and `force` is false); `what`
  /// names the units ("games").
  ProgressLine(const std::atomic<long long>* done, const std::atomic<long long>* total, std::string what,
               bool force = false);
  /// Stops, erasing the line if it was drawn.
  ~ProgressLine();
  ProgressLine(const ProgressLine&) = delete;
  ProgressLine& operator=(const ProgressLine&) = delete;

  /// The line for `done` of `total` after `seconds`: "1234 of 10000 games
  /// (12%), 456 games/s, about 19 s left".
  static std::string Text(long long done, long long total, double seconds, const std::string& what);

 private:
  /// Redraws the line every few tenths of a second until stopped.
  void Run();

  const std::atomic<long long>* done_;
  const std::atomic<long long>* total_;
  std::string what_;
  std::chrono::steady_clock::time_point start_;
  std::mutex mutex_;
  std::condition_variable wake_;
  bool stop_ = false;
  bool drawn_ = false;
  std::thread thread_;
};

}  // namespace carc
