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

#if defined(__SANITIZE_ADDRESS__)
#define CARCKIT_OWN_ALLOCATOR 0
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define CARCKIT_OWN_ALLOCATOR 0
#endif
#endif
#ifndef CARCKIT_OWN_ALLOCATOR
#define CARCKIT_OWN_ALLOCATOR 1
#endif

namespace carc {
namespace {

// Everything the dying path needs is ready before it is needed: it runs
// inside malloc, where nothing may be allocated.
char g_message[160] = "carckit: error: out of memory\n";
char g_document[1024] = "";
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

/// The fault-injection hook: whether this request is to fail.
bool InjectedFailure() {
  unsigned long from = g_fail_from.load(std::memory_order_relaxed);
  if (from == 0) return false;
  return g_requests.fetch_add(1, std::memory_order_relaxed) + 1 >= from;
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

void InstallOutOfMemoryHandling() {
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
  WriteAll(STDERR_FILENO, g_message);
  WriteAll(STDOUT_FILENO, g_document);
  RemovePendingFiles();
  _exit(2);  // no unwinding, no atexit: they would allocate
}

void FailAllocationsFrom(unsigned long count) {
  g_requests = 0;
  g_fail_from = count;
}

}  // namespace carc

#if CARCKIT_OWN_ALLOCATOR
// glibc's own allocator under its exported names: ours only watch it fail.
extern "C" {
void* __libc_malloc(size_t size);
void* __libc_calloc(size_t count, size_t size);
void* __libc_realloc(void* block, size_t size);
void* __libc_memalign(size_t alignment, size_t size);
}

namespace {

/// `block`, or the end of the process when a request of `size` bytes failed.
void* Checked(void* block, size_t size) {
  if (block == nullptr && size != 0) carc::DieOutOfMemory();
  return block;
}

bool ValidAlignment(size_t alignment) {
  return alignment != 0 && (alignment & (alignment - 1)) == 0;
}

/// operator new's request: null (and the flag set) when it cannot be met.
void* TryNew(size_t size, size_t alignment) {
  if (size == 0) size = 1;
  void* block = carc::InjectedFailure()
                    ? nullptr
                    : alignment ? __libc_memalign(alignment, size) : __libc_malloc(size);
  if (!block) carc::g_failed = true;
  return block;
}

void* New(size_t size, size_t alignment) {
  for (;;) {
    if (void* block = TryNew(size, alignment)) return block;
    std::new_handler handler = std::get_new_handler();
    if (!handler) throw std::bad_alloc();
    handler();
  }
}

}  // namespace

extern "C" {

void* malloc(size_t size) noexcept {
  return Checked(carc::InjectedFailure() ? nullptr : __libc_malloc(size), size);
}

void* calloc(size_t count, size_t size) noexcept {
  return Checked(carc::InjectedFailure() ? nullptr : __libc_calloc(count, size), count && size);
}

void* realloc(void* block, size_t size) noexcept {
  // realloc(p, 0) frees p and may return null: that is no failure.
  return Checked(size && carc::InjectedFailure() ? nullptr : __libc_realloc(block, size), size);
}

void* memalign(size_t alignment, size_t size) noexcept {
  return Checked(carc::InjectedFailure() ? nullptr : __libc_memalign(alignment, size), size);
}

void* aligned_alloc(size_t alignment, size_t size) noexcept {
  if (!ValidAlignment(alignment)) {
    errno = EINVAL;
    return nullptr;
  }
  return memalign(alignment, size);
}

int posix_memalign(void** out, size_t alignment, size_t size) noexcept {
  if (!ValidAlignment(alignment) || alignment % sizeof(void*) != 0) return EINVAL;
  *out = memalign(alignment, size);
  return 0;
}

void* valloc(size_t size) noexcept { return memalign(size_t(sysconf(_SC_PAGESIZE)), size); }

void* pvalloc(size_t size) noexcept {
  size_t page = size_t(sysconf(_SC_PAGESIZE));
  return memalign(page, (size + page - 1) / page * page);
}

}  // extern "C"

void* operator new(size_t size) { return New(size, 0); }
void* operator new[](size_t size) { return New(size, 0); }
void* operator new(size_t size, std::align_val_t a) { return New(size, size_t(a)); }
void* operator new[](size_t size, std::align_val_t a) { return New(size, size_t(a)); }
void* operator new(size_t size, const std::nothrow_t&) noexcept { return TryNew(size, 0); }
void* operator new[](size_t size, const std::nothrow_t&) noexcept { return TryNew(size, 0); }
void* operator new(size_t size, std::align_val_t a, const std::nothrow_t&) noexcept {
  return TryNew(size, size_t(a));
}
void* operator new[](size_t size, std::align_val_t a, const std::nothrow_t&) noexcept {
  return TryNew(size, size_t(a));
}
#endif  // CARCKIT_OWN_ALLOCATOR
