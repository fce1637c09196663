// Scratch files: data too large to keep in memory (Cairo's whole PDF before
// the rewrite) goes to an unnamed temporary file and is read back from there.
#pragma once

#include <cstddef>
#include <string>

#include "base/fd_writer.h"
#include "base/status.h"

namespace carc {

/// Opens an unnamed temporary file for reading and writing in $TMPDIR (else
/// /tmp), gone from the folder from the start, so nothing is left behind
/// whatever ends the process. Returns its descriptor, or -1 with
/// `*error` saying why ("cannot make a temporary file in /tmp: ...").
int OpenScratchFile(std::string* error);

/// An unnamed temporary file written through a 64 KiB buffer (writers such as
/// Cairo make many small writes); read it back through fd() after Flush().
class ScratchFile {
 public:
  /// Opens the file; check status().
  ScratchFile();
  ~ScratchFile();
  ScratchFile(const ScratchFile&) = delete;
  ScratchFile& operator=(const ScratchFile&) = delete;

  /// Ok, or Io ("error: cannot make a temporary file in /tmp: ...").
  const Status& status() const { return status_; }
  /// Appends `size` bytes; false once a write has failed (the file is then
  /// left as it is and Flush() reports why).
  bool Write(const void* data, size_t size) { return writer_.Write(data, size); }
  /// Writes out the buffer: Ok, or Io ("error: cannot write a temporary
  /// file in /tmp: No space left on device") for the first write that failed.
  Status Flush();
  /// The file's descriptor, for reading it back (pread).
  int fd() const { return fd_; }

 private:
  std::string dir_;     ///< where the file is, for messages
  FdWriter writer_;     ///< writes to fd_ through a 64 KiB buffer
  int fd_ = -1;
  Status status_ = Status::Ok();
};

}  // namespace carc
