// Work spread over threads without ending the process when a thread goes
// wrong: a thread that cannot start (std::thread throws under a low address
// space limit) or a worker that throws (a broken invariant) stops the others
// and comes back to the caller as an exception, after every started thread
// has been joined. Left to itself, either ends the process through
// std::terminate ("terminate called without an active exception").
#pragma once

#include <atomic>
#include <functional>
#include <stdexcept>
#include <string>

namespace carc {

/// What RunOnThreads throws when a thread cannot be started.
class ThreadStartError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// Runs `work(t, cancel)` for every t from 0 to `threads` - 1, each on a
/// thread of its own (t = 0 on the calling thread), and returns when all
/// are done. Work should return soon once `cancel` is set: it is set when
/// a thread could not start or a worker threw. Then, after joining every
/// started thread, throws ThreadStartError ("cannot start thread 3 of 8:
/// Resource temporarily unavailable; ...") or the worker's own exception
/// (the first one).
void RunOnThreads(int threads, const std::function<void(int t, const std::atomic<bool>& cancel)>& work);

}  // namespace carc
