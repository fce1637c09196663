// Temporary files that a signal must not leave behind. A signal that ends the
// process (SIGINT, SIGTERM, SIGHUP, SIGUSR1, SIGALRM, SIGXCPU ... every one
// whose default action is to terminate) first removes the files registered
// here, then ends the process as it would have. Dispositions the process
// inherited are kept: a signal ignored by `nohup` or a shell's background job
// stays ignored, and a handler already installed (a sanitizer's) stays.
// SIGPIPE is ignored, so writing to a closed pipe is an EPIPE error reported
// like any other; SIGXFSZ too, so a file-size limit is EFBIG.
#pragma once

#include <string>

namespace carc {

/// Installs the handlers and ignores SIGPIPE and SIGXFSZ (once; later calls do nothing).
void InstallSignalCleanup();

/// Removes `path` if a signal ends the process before ForgetPendingFile.
void AddPendingFile(const std::string& path);

/// `path` was renamed into place or removed: leave it alone.
void ForgetPendingFile(const std::string& path);

/// Removes every pending file now (async-signal-safe), for a process that
/// must end at once without unwinding (a fatal GLib error).
void RemovePendingFiles();

/// Every signal whose default action ends the process, for tests.
const int* TerminatingSignals(int* count);

}  // namespace carc
