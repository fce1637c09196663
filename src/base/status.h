// A result value for operations that can fail, after leveldb's Status: the
// failure's parts (kind, the file it is about, a position in it, the bare
// message), formatted once, by ToString, where the command line prints it.
#pragma once

#include <string>

#include "base/source_loc.h"

namespace carc {

/// Success, or a failure with its parts and the exit code it maps to.
class Status {
 public:
  /// What kind of result a Status is; the kind gives the exit code.
  enum class Kind {
    kOk,           ///< success (exit 0)
    kInvalid,      ///< invalid input, said in the message (exit 1)
    kDiagnosed,    ///< invalid input, said in the Diagnostics, every problem at once (exit 1)
    kIo,           ///< a file or I/O problem, said in the message (exit 2)
    kDiagnosedIo,  ///< a file or I/O problem, said in the Diagnostics (exit 2)
    kUsage,        ///< options that do not go together or a bad option value (exit 2)
  };

  /// Success.
  static Status Ok() { return Status(Kind::kOk, ""); }
  /// The input is invalid (exit code 1); `msg` is bare, without "error: ".
  static Status Invalid(std::string msg) { return Status(Kind::kInvalid, std::move(msg)); }
  /// The input is invalid and the Diagnostics say why, every problem at once
  /// (exit code 1, no message of its own to print).
  static Status Diagnosed() { return Status(Kind::kDiagnosed, ""); }
  /// A file or I/O problem (exit code 2); `msg` is bare, without "error: ".
  static Status Io(std::string msg) { return Status(Kind::kIo, std::move(msg)); }
  /// A file or I/O problem that the Diagnostics say (exit code 2, no message
  /// of its own to print).
  static Status DiagnosedIo() { return Status(Kind::kDiagnosedIo, ""); }
  /// The command line asks for what cannot be done (options that do not go
  /// together, a value out of range): exit code 2, like Io, but reported
  /// under the JSON code `usage`; `msg` is bare, without "error: ".
  static Status Usage(std::string msg) { return Status(Kind::kUsage, std::move(msg)); }

  /// This status about `path` (a file, or what stands for one: `-` for a
  /// standard stream, `carckit` for the program), at `loc` in it if known.
  Status At(std::string path, SourceLoc loc = {}) const;
  /// This status about carckit itself (its data, a helper program), which
  /// prints as `carckit: error: ...` and names no input file.
  Status AboutProgram() const;
  /// This failure's parts as another kind (a preset's problem that is the
  /// input's fault, the same problem on the command line a usage error).
  Status As(Kind kind) const;

  /// Whether it is a success.
  bool ok() const { return kind_ == Kind::kOk; }
  /// Whether the input is invalid (exit code 1), said in the message or the Diagnostics.
  bool IsInvalid() const { return kind_ == Kind::kInvalid || kind_ == Kind::kDiagnosed; }
  /// Whether it is a usage, file or I/O problem (exit code 2; Usage included), said in the
  /// message or the Diagnostics.
  bool IsIo() const { return kind_ == Kind::kIo || kind_ == Kind::kDiagnosedIo || IsUsage(); }
  /// Whether the command line asked for what cannot be done (Usage).
  bool IsUsage() const { return kind_ == Kind::kUsage; }
  /// Whether the Diagnostics say what failed, and the status has nothing to print.
  bool IsDiagnosed() const { return kind_ == Kind::kDiagnosed || kind_ == Kind::kDiagnosedIo; }
  /// The kind.
  Kind kind() const { return kind_; }
  /// Whether the failure is about carckit itself, not about a file (AboutProgram).
  bool about_program() const { return about_program_; }
  /// The file the failure is about, or "".
  const std::string& path() const { return path_; }
  /// Where in path() the failure is; line 0 when unknown.
  SourceLoc loc() const { return loc_; }
  /// The bare message, without path, position or "error: ".
  const std::string& message() const { return message_; }
  /// The process exit code: 0 ok, 1 invalid input, 2 usage or I/O.
  int ExitCode() const;
  /// What the command line prints: `path:line:col: error: message`, the
  /// parts left out that are not known; "" for success and for a status
  /// that the Diagnostics say.
  std::string ToString() const;

 private:
  Status(Kind kind, std::string msg) : kind_(kind), message_(std::move(msg)) {}
  Kind kind_;
  std::string path_;
  bool about_program_ = false;
  SourceLoc loc_;
  std::string message_;
};

}  // namespace carc
