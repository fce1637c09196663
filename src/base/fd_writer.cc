#include "base/fd_writer.h"

#include <unistd.h>

#include <cerrno>

namespace carc {

namespace {
constexpr size_t kBufferSize = 64 * 1024;
}  // namespace

void FdWriter::Attach(int fd) {
  fd_ = fd;
  errno_ = 0;
  buffer_.clear();
}

bool FdWriter::Write(const void* data, size_t size) {
  if (fd_ < 0 || errno_) return false;
  const char* p = static_cast<const char*>(data);
  if (buffer_.size() + size <= kBufferSize) {
    if (buffer_.capacity() < kBufferSize) buffer_.reserve(kBufferSize);
    buffer_.append(p, size);
    return true;
  }
  if (!Flush()) return false;
  if (size < kBufferSize) {
    buffer_.append(p, size);
    return true;
  }
  return WriteThrough(p, size);
}

bool FdWriter::Flush() {
  if (fd_ < 0 || errno_) return false;
  bool ok = WriteThrough(buffer_.data(), buffer_.size());
  buffer_.clear();
  return ok;
}

bool FdWriter::WriteThrough(const char* p, size_t size) {
  while (size > 0) {
    ssize_t n = write(fd_, p, size);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      errno_ = n < 0 ? errno : ENOSPC;
      return false;
    }
    p += n;
    size -= size_t(n);
  }
  return true;
}

}  // namespace carc
