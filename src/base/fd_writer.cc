#include "base/fd_writer.h"

#include <unistd.h>

#include <cerrno>

namespace carc {

void FdWriter::Attach(int fd) {
  fd_ = fd;
  errno_ = 0;
  room_ = 0;
  if (fd_ >= 0) {
    if (!buffer_) buffer_.reset(new char[kBufferSize]);
    room_ = kBufferSize;
  }
}

bool FdWriter::WriteMore(const void* data, size_t size) {
  if (fd_ < 0 || errno_) return false;
  if (!Flush()) return false;
  if (size >= kBufferSize) return WriteThrough(static_cast<const char*>(data), size);
  std::memcpy(buffer_.get(), data, size);
  room_ -= size;
  return true;
}

bool FdWriter::Flush() {
  if (fd_ < 0 || errno_) return false;
  bool ok = WriteThrough(buffer_.get(), used());
  room_ = ok ? kBufferSize : 0;
  return ok;
}

bool FdWriter::WriteThrough(const char* p, size_t size) {
  while (size > 0) {
    ssize_t n = write(fd_, p, size);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      errno_ = n < 0 ? errno : ENOSPC;
      room_ = 0;  // Write() fails from now on, small pieces too
      return false;
    }
    p += n;
    size -= size_t(n);
  }
  return true;
}

}  // namespace carc
