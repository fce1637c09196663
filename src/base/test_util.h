// Helpers for tests: temporary folders, running commands, reading PDFs back.
#pragma once

#include <string>
#include <vector>

namespace carc {
namespace test_support {

/// A fresh folder under the system temp dir, removed when destroyed.
class TempDir {
 public:
  TempDir();
  ~TempDir();
  /// `name` inside the folder.
  std::string Path(const std::string& name) const;

 private:
  std::string dir_;
};

/// Output and exit code of a shell command.
struct RunResult {
  int exit_code = -1;
  std::string out;  ///< stdout
  std::string err;  ///< stderr
};

/// Runs `command` with /bin/sh, capturing stdout and stderr.
RunResult Run(const std::string& command);

/// Runs `command` in a shell whose address space is limited to `megabytes`
/// and CPU time to `cpu_seconds` (setrlimit, through ulimit): a bound that
/// fails the run, never a measurement of the machine's speed. Under
/// AddressSanitizer, whose shadow memory takes terabytes of address space,
/// only the CPU bound applies.
RunResult RunBounded(const std::string& command, int megabytes, int cpu_seconds);

/// Whether this build runs under AddressSanitizer.
bool UnderAddressSanitizer();

/// The path of the built carckit binary.
std::string CarckitBinary();

/// Runs the built carckit binary with `args` (already shell-quoted).
RunResult RunCarckit(const std::string& args);

/// How RunCarckitSignalled treats SIGINT.
struct Interrupt {
  /// Sent once stderr holds this text; "" sends it before the program runs
  /// (it waits, blocked, until the program handles SIGINT or ends).
  std::string after;
  /// SIGINTs sent one right after the other (as `timeout -s INT` does).
  int count = 1;
  /// Starts the program with SIGINT ignored, as `nohup` or `trap '' INT` do.
  bool ignored = false;
  /// Then SIGTERM too (to end a run that ignores SIGINT).
  bool then_terminate = false;
};

/// What RunCarckitSignalled saw, besides the run's output.
struct SignalledRun {
  RunResult result;  ///< exit_code is 128 + the signal when one ended it
  bool sigint_ignored = false;  ///< SIGINT was ignored when it was sent (/proc/PID/status)
};

/// Runs the built carckit with `args` (one argument each, no shell) from the
/// source folder, its stderr a pseudo-terminal when `terminal`, and sends it
/// SIGINT as `interrupt` says. Waits on the program's output and its end
/// only, never on time: with `after`, the program must print it.
SignalledRun RunCarckitSignalled(const std::vector<std::string>& args, bool terminal,
                                 const Interrupt& interrupt);

/// The source tree's root, for test data.
std::string SourceDir();

/// Reads a whole file; "" when missing.
std::string ReadFile(const std::string& path);

/// Writes a whole file (tests only; not atomic).
void WriteFile(const std::string& path, const std::string& content);

/// The text of the bundled base set (tilesets/base-c1.yaml) with every count
/// and the total multiplied by `factor`: 72 * factor tiles (at most 111: a
/// type may have 999 copies).
std::string BaseSetTimes(int factor);

/// `text` with every run of spaces and tabs collapsed to one space.
std::string Squeeze(const std::string& text);

/// `pdfinfo` output for a PDF, "" on failure.
std::string PdfInfo(const std::string& pdf);

/// `pdftotext -layout` of one page (1-based) or of all pages (page 0).
std::string PdfText(const std::string& pdf, int page = 0);

}  // namespace test_support
}  // namespace carc
