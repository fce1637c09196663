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

/// Installs the terminate handler and computes the message. Calling it from
/// an executable's main() also links in the allocation functions above (not
/// under AddressSanitizer, which has its own). Call it first in main().
void InstallOutOfMemoryHandling();

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

/// Test hook: from now on, the `count`-th allocation request and every later
/// one fail, C and C++ alike (0 turns failing off). Set by main() from
/// CARCKIT_FAIL_ALLOCATION=N, so that a test can fail allocation at a chosen
/// point, the same on every machine, instead of guessing an address-space
/// limit that depends on the machine's fonts and libraries.
void FailAllocationsFrom(unsigned long count);

}  // namespace carc
