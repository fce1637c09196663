// Running out of memory ends carckit one way, whichever code asked for it:
// "carckit: error: out of memory ..." on stderr, the pending output files
// removed, exit 2. Never a crash.
//
// Our own code sees std::bad_alloc and reports it where it knows more (the
// spec being loaded). The C libraries we draw with do not all check what
// malloc returns: under an address-space limit (ulimit -v) fontconfig,
// reached through Pango's font threads, dereferences the null pointer and
// the process dies by SIGSEGV. So the carckit executable replaces the C
// allocation functions with ones that never return null: a request that
// cannot be met ends the process here, with the message, before any library
// can trip over it (the policy of GLib's g_malloc, for every library).
// operator new still throws std::bad_alloc, and a bad_alloc that nothing
// catches (on a worker thread, through a noexcept function) ends here too.
#pragma once

#include <cstddef>
#include <string>

namespace carc {

/// PrepareOutOfMemoryHandling, and links in the allocation functions above
/// (base/fatal_allocator.cc; not under AddressSanitizer, which has its own).
/// Call it first in an executable's main().
void InstallOutOfMemoryHandling();

/// Computes the message, installs the terminate handler and reads
/// CARCKIT_FAIL_ALLOCATION, without replacing the allocator.
void PrepareOutOfMemoryHandling();

/// Whether the allocation request being made is to fail (the test hook
/// below); counts the request.
bool InjectedAllocationFailure();

/// Notes that an allocation failed: a std::terminate that follows is its end.
void NoteAllocationFailure();

/// "carckit: error: out of memory", naming the address-space limit when one
/// is set ("(the address space is limited to 120 MB: ulimit -v)"), no newline.
std::string OutOfMemoryMessage();

/// A JSON document to print on stdout when the process ends out of memory
/// (the failure document of a --format json run); "" prints none.
void SetOutOfMemoryDocument(const std::string& document);

/// Prints the message (and the document), removes the pending files and
/// ends the process with exit code 2, without unwinding or allocating:
/// safe to call from inside malloc.
[[noreturn]] void DieOutOfMemory();

/// The exit code DieOutOfMemory ends with (2 unless set): a child process
/// whose parent tells out of memory from other failures by its exit code
/// (the SVG probe) sets its own.
void SetOutOfMemoryExitCode(int code);

/// Test hook: from now on, the `count`-th allocation request and every later
/// one fail, C and C++ alike (0 turns failing off). Set by main() from
/// CARCKIT_FAIL_ALLOCATION=N, so that a test can fail allocation at a chosen
/// point, the same on every machine, instead of guessing an address-space
/// limit that depends on the machine's fonts and libraries.
void FailAllocationsFrom(unsigned long count);

}  // namespace carc
