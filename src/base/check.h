// Invariants of carckit itself (a player that breaks the rules, a kind the
// code does not know): a broken one is a bug, never bad input. CARC_CHECK
// prints the invariant and where it is written, then aborts, the same way on
// the main thread and on a worker (an exception thrown on a worker would end
// the process through std::terminate with no message).
#pragma once

namespace carc {

/// Prints "carckit: internal error: FILE:LINE: WHAT (CONDITION failed)" to
/// standard error and aborts. Called by CARC_CHECK; does not return.
[[noreturn]] void CheckFailed(const char* file, int line, const char* condition, const char* what);

}  // namespace carc

/// Aborts with a message naming `what` unless `condition` holds.
#define CARC_CHECK(condition, what)                                              \
  do {                                                                           \
    if (!(condition)) ::carc::CheckFailed(__FILE__, __LINE__, #condition, what); \
  } while (0)
