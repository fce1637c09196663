// Helpers for tests: temporary folders, running commands, reading PDFs back.
#pragma once

#include <string>
#include <vector>

namespace carc {
namespace testing {

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

/// The path of the built carckit binary.
std::string CarckitBinary();

/// Runs the built carckit binary with `args` (already shell-quoted).
RunResult RunCarckit(const std::string& args);

/// The source tree's root, for test data.
std::string SourceDir();

/// Reads a whole file; "" when missing.
std::string ReadFile(const std::string& path);

/// Writes a whole file (tests only; not atomic).
void WriteFile(const std::string& path, const std::string& content);

/// `text` with every run of spaces and tabs collapsed to one space.
std::string Squeeze(const std::string& text);

/// `pdfinfo` output for a PDF, "" on failure.
std::string PdfInfo(const std::string& pdf);

/// `pdftotext -layout` of one page (1-based) or of all pages (page 0).
std::string PdfText(const std::string& pdf, int page = 0);

}  // namespace testing
}  // namespace carc
