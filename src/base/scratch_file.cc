#include "base/scratch_file.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>

namespace carc {

namespace {
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
  if (fd_ < 0) status_ = Status::Io(error);
  writer_.Attach(fd_);
}

ScratchFile::~ScratchFile() {
  if (fd_ >= 0) close(fd_);
}

Status ScratchFile::Flush() {
  if (!status_.ok()) return status_;
  writer_.Flush();
  if (writer_.error())
    return Status::Io("cannot write a temporary file in " + dir_ + ": " +
                      std::strerror(writer_.error()));
  return Status::Ok();
}

}  // namespace carc
