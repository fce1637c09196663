// Writing to a file descriptor through a buffer, for writers that make many
// small writes (Cairo's stream callbacks): one write() per 64 KiB.
#pragma once

#include <cstddef>
#include <cstring>
#include <memory>

namespace carc {

/// A buffered writer to a descriptor it does not own. After the first failed
/// write it writes nothing more and keeps that write's errno.
class FdWriter {
 public:
  /// Writes to `fd` from now on (-1: every write fails); the buffer and any
  /// earlier error are cleared.
  void Attach(int fd);
  /// Appends `size` bytes; false once a write has failed. Inline for the
  /// common case, a few bytes that fit the buffer: Cairo writes a PDF in
  /// tens of thousands of pieces.
  bool Write(const void* data, size_t size) {
    if (size <= room_) {
      std::memcpy(buffer_.get() + (kBufferSize - room_), data, size);
      room_ -= size;
      return true;
    }
    return WriteMore(data, size);
  }
  /// Passes the buffer to write(); false once a write has failed.
  bool Flush();
  /// The errno of the first failed write (ENOSPC for a write of 0 bytes), or 0.
  int error() const { return errno_; }
  /// The buffer's size: a piece at least this large goes straight to write().
  static constexpr size_t kBufferSize = 64 * 1024;

 private:
  /// Write() for what does not fit the buffer's room (or any write once the
  /// writer has failed or has no descriptor: the room is 0 then).
  bool WriteMore(const void* data, size_t size);
  /// Writes `size` bytes at `data` straight to the descriptor.
  bool WriteThrough(const char* data, size_t size);
  /// Bytes in the buffer.
  size_t used() const { return buffer_ ? kBufferSize - room_ : 0; }

  int fd_ = -1;
  int errno_ = 0;
  std::unique_ptr<char[]> buffer_;  ///< kBufferSize bytes, allocated by the first write
  size_t room_ = 0;                 ///< free bytes at the buffer's end; 0 while unusable
};

}  // namespace carc
