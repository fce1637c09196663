#include "base/worker_threads.h"

#include <exception>
#include <mutex>
#include <system_error>
#include <thread>
#include <vector>

namespace carc {

void RunOnThreads(int threads,
                  const std::function<void(int t, const std::atomic<bool>& cancel)>& work) {
  std::atomic<bool> cancel{false};
  std::mutex mutex;
  std::exception_ptr first;  // the first worker's exception
  auto guarded = [&](int t) {
    try {
      work(t, cancel);
    } catch (...) {
      std::lock_guard<std::mutex> lock(mutex);
      if (!first) first = std::current_exception();
      cancel = true;
    }
  };
  std::vector<std::thread> pool;
  pool.reserve(size_t(threads > 1 ? threads - 1 : 0));  // growing it cannot fail with threads running
  std::string start_error;
  for (int t = 1; t < threads; ++t) {
    try {
      pool.emplace_back(guarded, t);
    } catch (const std::system_error& e) {
      start_error = "cannot start thread " + std::to_string(t + 1) + " of " +
                    std::to_string(threads) + ": " + e.code().message() +
                    " (too little memory or too many threads: ask for fewer)";
      cancel = true;
      break;
    } catch (...) {  // no memory for the thread's state: the started ones still end first
      std::lock_guard<std::mutex> lock(mutex);
      if (!first) first = std::current_exception();
      cancel = true;
      break;
    }
  }
  if (start_error.empty()) guarded(0);
  for (std::thread& th : pool) th.join();
  if (first) std::rethrow_exception(first);
  if (!start_error.empty()) throw ThreadStartError(start_error);
}

}  // namespace carc
