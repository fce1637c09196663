#include "base/out_of_memory.h"

#include <errno.h>
#include <malloc.h>
#include <sys/resource.h>
#include <unistd.h>

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <new>

#include "base/pending_files.h"

namespace carc {
namespace {

// Everything the dying path needs is ready before it is needed: it runs
// inside malloc, where nothing may be allocated.
char g_message[160] = "carckit: error: out of memory\n";
char g_document[1024] = "";
std::atomic<int> g_exit_code{2};
std::atomic<bool> g_failed{false};  // some allocation failed in this run
std::atomic<unsigned long> g_fail_from{0};
std::atomic<unsigned long> g_requests{0};

void WriteAll(int fd, const char* text) {
  for (size_t left = std::strlen(text); left > 0;) {
    ssize_t n = write(fd, text, left);
    if (n <= 0) return;
    text += n;
    left -= size_t(n);
  }
}

/// A terminate that follows a failed allocation is that failure's end: a
/// bad_alloc left a worker thread or a noexcept function, or unwinding from
/// it destroyed a thread still running. Any other keeps its usual report.
std::terminate_handler g_previous_terminate = nullptr;
void OnTerminate() {
  if (g_failed.load()) DieOutOfMemory();
  if (std::exception_ptr e = std::current_exception()) {
    try {
      std::rethrow_exception(e);
    } catch (const std::bad_alloc&) {
      DieOutOfMemory();
    } catch (...) {
    }
  }
  if (g_previous_terminate) g_previous_terminate();
  std::abort();
}

}  // namespace

bool InjectedAllocationFailure() {
  unsigned long from = g_fail_from.load(std::memory_order_relaxed);
  if (from == 0) return false;
  return g_requests.fetch_add(1, std::memory_order_relaxed) + 1 >= from;
}

void NoteAllocationFailure() { g_failed = true; }

void PrepareOutOfMemoryHandling() {
  struct rlimit limit;
  if (getrlimit(RLIMIT_AS, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY)
    std::snprintf(g_message, sizeof g_message,
                  "carckit: error: out of memory (the address space is limited to %llu MB: ulimit -v)\n",
                  static_cast<unsigned long long>(limit.rlim_cur >> 20));
  g_previous_terminate = std::set_terminate(OnTerminate);
  if (const char* from = std::getenv("CARCKIT_FAIL_ALLOCATION"))
    FailAllocationsFrom(std::strtoul(from, nullptr, 10));
}

std::string OutOfMemoryMessage() { return std::string(g_message, std::strlen(g_message) - 1); }

void SetOutOfMemoryDocument(const std::string& document) {
  if (document.size() + 1 > sizeof g_document) return;  // none rather than half of one
  std::memcpy(g_document, document.c_str(), document.size() + 1);
}

void DieOutOfMemory() {
  // Once: with every later request failing, two threads can run out at the
  // same moment, and each would print the message and the JSON document. The
  // second waits for the first one's _exit, which ends every thread.
  static std::atomic_flag dying = ATOMIC_FLAG_INIT;
  if (dying.test_and_set()) {
    for (;;) pause();
  }
  WriteAll(STDERR_FILENO, g_message);
  WriteAll(STDOUT_FILENO, g_document);
  RemovePendingFiles();
  _exit(g_exit_code.load());  // no unwinding, no atexit: they would allocate
}

void SetOutOfMemoryExitCode(int code) { g_exit_code = code; }

void FailAllocationsFrom(unsigned long count) {
  g_requests = 0;
  g_fail_from = count;
}

}  // namespace carc

