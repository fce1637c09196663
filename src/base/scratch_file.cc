#include "base/scratch_file.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>

namespace carc {

namespace {
constexpr size_t kBufferSize = 1 << 16;

/// $TMPDIR, else /tmp.
std::string ScratchDir() {
  const char* env = std::getenv("TMPDIR");
  return env && *env ? env : "/tmp";
}
}  // namespace

int OpenScratchFile(std::string* error) {
  std::string dir = ScratchDir();
  int fd = open(dir.c_str(), O_TMPFILE | O_RDWR | O_CLOEXEC, 0600);
  if (fd < 0) {  // a file system without O_TMPFILE: a named file, unlinked at once
    std::string pattern = dir + "/.carckit-scratch.XXXXXX";
    fd = mkostemp(&pattern[0], O_CLOEXEC);
    if (fd >= 0) unlink(pattern.c_str());
  }
  if (fd < 0) *error = "cannot make a temporary file in " + dir + ": " + std::strerror(errno);
  return fd;
}

ScratchFile::ScratchFile() : dir_(ScratchDir()) {
  std::string error;
  fd_ = OpenScratchFile(&error);
  if (fd_ < 0) status_ = Status::Io("error: " + error);
  buffer_.reserve(kBufferSize);
}

ScratchFile::~ScratchFile() {
  if (fd_ >= 0) close(fd_);
}

bool ScratchFile::Write(const void* data, size_t size) {
  if (fd_ < 0 || write_errno_) return false;
  const char* p = static_cast<const char*>(data);
  if (buffer_.size() + size <= kBufferSize) {
    buffer_.append(p, size);
    return true;
  }
  if (!Flush().ok()) return false;
  if (size < kBufferSize) {
    buffer_.append(p, size);
    return true;
  }
  return WriteThrough(p, size);
}

Status ScratchFile::Flush() {
  if (!status_.ok()) return status_;
  if (!write_errno_) WriteThrough(buffer_.data(), buffer_.size());
  buffer_.clear();
  if (write_errno_)
    return Status::Io("error: cannot write a temporary file in " + dir_ + ": " + std::strerror(write_errno_));
  return Status::Ok();
}

bool ScratchFile::WriteThrough(const char* p, size_t size) {
  while (size > 0) {
    ssize_t n = write(fd_, p, size);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      write_errno_ = n < 0 ? errno : ENOSPC;
      return false;
    }
    p += n;
    size -= size_t(n);
  }
  return true;
}

}  // namespace carc
