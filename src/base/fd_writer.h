// Writing to a file descriptor through a buffer, for writers that make many
// small writes (Cairo's stream callbacks): one write() per 64 KiB.
#pragma once

#include <cstddef>
#include <string>

namespace carc {

/// A buffered writer to a descriptor it does not own. After the first failed
/// write it writes nothing more and keeps that write's errno.
class FdWriter {
 public:
  /// Writes to `fd` from now on (-1: every write fails); the buffer and any
  /// earlier error are cleared.
  void Attach(int fd);
  /// Appends `size` bytes; false once a write has failed.
  bool Write(const void* data, size_t size);
  /// Passes the buffer to write(); false once a write has failed.
  bool Flush();
  /// The errno of the first failed write (ENOSPC for a write of 0 bytes), or 0.
  int error() const { return errno_; }

 private:
  /// Writes `size` bytes at `data` straight to the descriptor.
  bool WriteThrough(const char* data, size_t size);

  int fd_ = -1;
  int errno_ = 0;
  std::string buffer_;  ///< written but not yet passed to write()
};

}  // namespace carc
