// Problems found in an input file, reported as `file:line:col: error: message`.
#pragma once

#include <string>
#include <vector>

#include "base/source_loc.h"

namespace carc {

/// How bad a diagnostic is.
enum class Severity { Error, Warning };

/// One problem in one input file.
struct Diagnostic {
  std::string file;
  int line = 0;    ///< 1-based; 0 when the problem has no position
  int column = 0;  ///< 1-based
  Severity severity = Severity::Error;
  std::string tile;     ///< the tile id concerned, or ""
  std::string code;     ///< a stable short name, e.g. "unknown-key"
  std::string message;  ///< the text after "error: "
  int step = 0;         ///< the step of the run that found it (Diagnostics::NextStep)

  /// `file:line:col: error: message` (position parts left out when unknown).
  std::string Format() const;
};

/// The diagnostics of one run, in the order found. Only the first
/// kListedPerFile of each file (by position) are kept; the rest are counted,
/// so a file of a million mistakes costs no more memory than one of a hundred.
class Diagnostics {
 public:
  /// Diagnostics kept and listed per file.
  static constexpr size_t kListedPerFile = 100;

  /// Adds an error at `loc` in `file`.
  void Error(const std::string& file, SourceLoc loc, const std::string& code,
             const std::string& message, const std::string& tile = "");
  /// Adds a warning at `loc` in `file`.
  void Warning(const std::string& file, SourceLoc loc, const std::string& code,
               const std::string& message, const std::string& tile = "");
  /// Whether any error (not warning) was added, listed or not.
  bool HasErrors() const { return errors_ > 0; }
  /// Number of errors added, listed or not.
  long long ErrorCount() const { return errors_; }
  /// Number of warnings added, listed or not.
  long long WarningCount() const { return warnings_; }
  /// Number of diagnostics added, listed or not.
  long long Count() const { return errors_ + warnings_; }
  /// Starts a new step of the run: what is reported from now on is listed
  /// after what was reported so far, as when a command printed each step's
  /// diagnostics before going on (the set's, then a board's).
  void NextStep() { ++step_; }
  /// Turns every warning into an error, its message marked "[--strict]"
  /// (validate --strict: a warning that fails the run is labelled an error).
  void MakeWarningsErrors();
  /// The kept diagnostics, sorted by step (NextStep), file, line and column
  /// (stable).
  std::vector<Diagnostic> Sorted() const;
  /// The kept diagnostics in the order added.
  const std::vector<Diagnostic>& all() const { return items_; }
  /// What is printed: Sorted() formatted, each file's followed by a line
  /// counting those not kept ("f.yaml: and 1900 more errors (...)").
  std::vector<std::string> Lines() const;

 private:
  /// What is kept of one file, and the count of what is not.
  struct FileTally {
    std::string file;
    size_t kept = 0;
    Diagnostic last;  ///< the kept one listed last, once `kept` is full
    long long errors = 0, warnings = 0;  ///< not kept
  };
  void Add(Diagnostic d);
  FileTally& TallyOf(const std::string& file);
  /// Replaces the kept diagnostic listed last in `t.file` with `d`.
  void Displace(FileTally& t, Diagnostic* d);

  std::vector<Diagnostic> items_;
  std::vector<FileTally> files_;
  long long errors_ = 0, warnings_ = 0;
  int step_ = 0;
};

}  // namespace carc
