// Everything carckit prints goes through here: std::cout and std::cerr are
// routed through a buffer that passes each byte through TerminalText, so no
// input can send terminal control codes or bytes that are not UTF-8, whatever
// code printed it (ours or CLI11's). Write errors (EPIPE from a closed pipe;
// SIGPIPE is ignored) are kept and reported at the end of the run.
#pragma once

#include <string>

namespace carc {

/// Routes std::cout and std::cerr through the escaping buffers, and GLib's
/// log messages through std::cerr (once).
void InstallTerminalStreams();

/// Flushes both streams. Returns "" when everything reached standard output,
/// else why not ("cannot write to standard output: Broken pipe").
std::string FinishTerminalStreams();

/// Whether standard output is a terminal: binary output (-o -) is refused there.
bool StdoutIsTerminal();

}  // namespace carc
