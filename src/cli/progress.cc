#include "cli/progress.h"

#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <system_error>

namespace carc {

namespace {

/// Shown only once a run has lasted this long: short runs print nothing extra.
constexpr std::chrono::milliseconds kDelay(1000);
constexpr std::chrono::milliseconds kPeriod(250);

std::string Duration(double seconds) {
  char buf[32];
  if (seconds < 90) std::snprintf(buf, sizeof buf, "%.0f s", seconds);
  else if (seconds < 5400) std::snprintf(buf, sizeof buf, "%.0f min", seconds / 60);
  else std::snprintf(buf, sizeof buf, "%.1f h", seconds / 3600);
  return buf;
}

}  // namespace

ProgressLine::ProgressLine(const std::atomic<long long>* done, const std::atomic<long long>* total,
                           std::string what,
                           bool force)
    : done_(done), total_(total), what_(std::move(what)), start_(std::chrono::steady_clock::now()) {
  if (!force && !isatty(STDERR_FILENO)) return;
  try {
    thread_ = std::thread([this] { Run(); });
  } catch (const std::system_error&) {
    // No thread to spare (a low address space limit): the run goes on without the line.
  }
}

ProgressLine::~ProgressLine() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    stop_ = true;
  }
  wake_.notify_all();
  if (thread_.joinable()) thread_.join();
  if (drawn_) std::fputs("\r\033[K", stderr);  // leave the terminal as it was
}

std::string ProgressLine::Text(long long done, long long total, double seconds,
                               const std::string& what) {
  char buf[160];
  double rate = seconds > 0 ? done / seconds : 0;
  int percent = total > 0 ? int(100 * done / total) : 0;
  int n = std::snprintf(buf, sizeof buf, "%lld of %lld %s (%d%%), %.*f %s/s", done, total,
                        what.c_str(), percent, rate < 10 ? 1 : 0, rate, what.c_str());
  std::string out(buf, size_t(std::max(0, n)));
  if (rate > 0 && done < total) out += ", about " + Duration((total - done) / rate) + " left";
  return out;
}

void ProgressLine::Run() {
  std::unique_lock<std::mutex> lock(mutex_);
  while (!wake_.wait_for(lock, kPeriod, [this] { return stop_; })) {
    auto elapsed = std::chrono::steady_clock::now() - start_;
    if (elapsed < kDelay) continue;
    double seconds = std::chrono::duration<double>(elapsed).count();
    std::string line = Text(done_->load(std::memory_order_relaxed), total_->load(std::memory_order_relaxed), seconds,
                            what_);
    std::fprintf(stderr, "\r%s\033[K", line.c_str());
    std::fflush(stderr);
    drawn_ = true;
  }
}

}  // namespace carc
