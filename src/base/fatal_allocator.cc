// The carckit executable's C allocation functions and operator new
// (base/out_of_memory.h): glibc's allocator, watched. Apart from
// out_of_memory.cc so that only an executable that calls
// InstallOutOfMemoryHandling (carckit's main) links them in: the test
// binaries keep glibc's, whose null they may test for.
#include <errno.h>
#include <malloc.h>
#include <unistd.h>

#include <cstdlib>
#include <new>

#include "base/out_of_memory.h"

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

void InstallOutOfMemoryHandling() { PrepareOutOfMemoryHandling(); }

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
  void* block = carc::InjectedAllocationFailure()
                    ? nullptr
                    : alignment ? __libc_memalign(alignment, size) : __libc_malloc(size);
  if (!block) carc::NoteAllocationFailure();
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
  return Checked(carc::InjectedAllocationFailure() ? nullptr : __libc_malloc(size), size);
}

void* calloc(size_t count, size_t size) noexcept {
  return Checked(carc::InjectedAllocationFailure() ? nullptr : __libc_calloc(count, size), count && size);
}

void* realloc(void* block, size_t size) noexcept {
  // realloc(p, 0) frees p and may return null: that is no failure.
  return Checked(size && carc::InjectedAllocationFailure() ? nullptr : __libc_realloc(block, size), size);
}

void* memalign(size_t alignment, size_t size) noexcept {
  return Checked(carc::InjectedAllocationFailure() ? nullptr : __libc_memalign(alignment, size), size);
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
