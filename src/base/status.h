// A result value for operations that can fail, after leveldb's Status.
#pragma once

#include <string>

namespace carc {

/// Success, or a failure with a message and the exit code it maps to.
class Status {
 public:
  /// Success.
  static Status Ok() { return Status(kOk, ""); }
  /// The input is invalid (exit code 1).
  static Status Invalid(const std::string& msg) { return Status(kInvalid, msg); }
  /// The input is invalid and the Diagnostics say why, every problem at once
  /// (exit code 1, no message of its own to print).
  static Status Diagnosed() { return Status(kInvalid, ""); }
  /// A usage or I/O problem (exit code 2).
  static Status Io(const std::string& msg) { return Status(kIo, msg); }

  bool ok() const { return code_ == kOk; }
  bool IsInvalid() const { return code_ == kInvalid; }
  bool IsIo() const { return code_ == kIo; }
  const std::string& message() const { return message_; }
  /// The process exit code: 0 ok, 1 invalid input, 2 usage or I/O.
  int ExitCode() const { return int(code_); }

 private:
  enum Code { kOk = 0, kInvalid = 1, kIo = 2 };
  Status(Code code, std::string msg) : code_(code), message_(std::move(msg)) {}
  Code code_;
  std::string message_;
};

}  // namespace carc
