#include "base/output_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <filesystem>
#include <map>
#include <mutex>
#include <set>
#include <utility>

namespace carc {

namespace fs = std::filesystem;

namespace {

/// Temporary files not yet committed, removed by the signal handler.
constexpr int kMaxPending = 16;
char g_pending[kMaxPending][4096];
volatile sig_atomic_t g_pending_used[kMaxPending];
std::mutex g_pending_mutex;

void RemovePendingAndExit(int sig) {
  for (int i = 0; i < kMaxPending; ++i)
    if (g_pending_used[i]) unlink(g_pending[i]);
  signal(sig, SIG_DFL);
  raise(sig);
}

void InstallHandlersOnce() {
  static std::once_flag once;
  std::call_once(once, [] {
    for (int sig : {SIGINT, SIGTERM, SIGHUP}) signal(sig, RemovePendingAndExit);
    signal(SIGXFSZ, SIG_IGN);  // over a file-size limit, write() fails with EFBIG instead
  });
}

/// Files this run has read, by device and inode, with the path each was read by.
std::map<std::pair<dev_t, ino_t>, std::string> g_inputs;
std::mutex g_inputs_mutex;

bool IsRegisteredInput(const struct stat& st) {
  std::lock_guard<std::mutex> lock(g_inputs_mutex);
  auto it = g_inputs.find({st.st_dev, st.st_ino});
  if (it == g_inputs.end()) return false;
  // An input deleted since it was read may have left its inode to a new file
  // (tests do this within one process): that file is not the input.
  struct stat now;
  if (stat(it->second.c_str(), &now) == 0 && now.st_dev == st.st_dev && now.st_ino == st.st_ino) return true;
  g_inputs.erase(it);
  return false;
}

/// Permissions for the new file: those of the file it replaces, else 0666 less the umask.
mode_t NewFileMode(const struct stat* existing) {
  if (existing) return existing->st_mode & 07777;
  mode_t mask = umask(0);
  umask(mask);
  return 0666 & ~mask;
}

void Track(const std::string& temp, bool add) {
  std::lock_guard<std::mutex> lock(g_pending_mutex);
  for (int i = 0; i < kMaxPending; ++i) {
    if (add && !g_pending_used[i] && temp.size() < sizeof g_pending[i]) {
      std::memcpy(g_pending[i], temp.c_str(), temp.size() + 1);
      g_pending_used[i] = 1;
      return;
    }
    if (!add && g_pending_used[i] && temp == g_pending[i]) {
      g_pending_used[i] = 0;
      return;
    }
  }
}

bool IsInput(const fs::path& out, const std::vector<std::string>& inputs) {
  std::error_code ec;
  if (!fs::exists(out, ec)) return false;
  for (const std::string& in : inputs)
    if (fs::equivalent(out, in, ec)) return true;
  return false;
}

}  // namespace

AtomicOutput::AtomicOutput(const std::string& path, const std::vector<std::string>& inputs)
    : path_(path) {
  fs::path target(path);
  std::error_code ec;
  struct stat st;
  bool exists = stat(path.c_str(), &st) == 0;  // follows a symlink to what it names
  if (IsInput(target, inputs) || (exists && IsRegisteredInput(st))) {
    status_ = Status::Io(path + ": error: refusing to write over an input file");
    return;
  }
  if (fs::is_directory(target, ec)) {
    status_ = Status::Io(path + ": error: is a folder; give a file name");
    return;
  }
  struct stat own;
  bool replaces = lstat(path.c_str(), &own) == 0;
  if (replaces && !S_ISREG(own.st_mode) && !S_ISLNK(own.st_mode)) {
    status_ = Status::Io(path + ": error: is not a regular file (a device, pipe or socket); "
                                "refusing to replace it");
    return;
  }
  fs::path dir = target.parent_path().empty() ? fs::path(".") : target.parent_path();
  fs::create_directories(dir, ec);
  if (ec) {
    status_ = Status::Io(path + ": error: cannot create folder " + dir.string() + ": " +
                         ec.message());
    return;
  }
  std::string pattern = (dir / ("." + target.filename().string() + ".XXXXXX")).string();
  int fd = mkstemp(&pattern[0]);
  if (fd < 0) {
    status_ = Status::Io(path + ": error: cannot write: " + std::strerror(errno));
    return;
  }
  fchmod(fd, NewFileMode(replaces && S_ISREG(own.st_mode) ? &own : nullptr));
  fd_ = fd;
  temp_ = pattern;
  InstallHandlersOnce();
  Track(temp_, true);
}

AtomicOutput::~AtomicOutput() {
  if (fd_ >= 0) close(fd_);
  if (temp_.empty() || committed_) return;
  unlink(temp_.c_str());
  Track(temp_, false);
}

namespace {
constexpr size_t kBufferSize = 64 * 1024;
}  // namespace

bool AtomicOutput::Write(const void* data, size_t size) {
  if (fd_ < 0 || write_errno_) return false;
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

bool AtomicOutput::Flush() {
  if (fd_ < 0 || write_errno_) return false;
  bool ok = WriteThrough(buffer_.data(), buffer_.size());
  buffer_.clear();
  return ok;
}

bool AtomicOutput::WriteThrough(const char* p, size_t size) {
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

Status AtomicOutput::WriteStatus() const {
  if (!status_.ok()) return status_;
  if (write_errno_) return Status::Io(path_ + ": error: cannot write: " + std::strerror(write_errno_));
  return Status::Ok();
}

Status AtomicOutput::Commit() {
  if (status_.ok()) Flush();
  if (!WriteStatus().ok()) return WriteStatus();
  auto failed = [&](int err) {
    return Status::Io(path_ + ": error: cannot write: " + std::strerror(err));
  };
  // Errors of delayed writes (a full disk, NFS) only show at fsync and close.
  if (fsync(fd_) != 0 && errno != EINVAL) return failed(errno);
  int closed = close(fd_);
  fd_ = -1;
  if (closed != 0) return failed(errno);
  // Checked again: the command may have read more inputs (art) since it began writing.
  struct stat st;
  if (stat(path_.c_str(), &st) == 0 && IsRegisteredInput(st))
    return Status::Io(path_ + ": error: refusing to write over an input file");
  if (rename(temp_.c_str(), path_.c_str()) != 0) return failed(errno);
  committed_ = true;
  Track(temp_, false);
  return Status::Ok();
}

void RegisterInputFile(const std::string& path) {
  struct stat st;
  if (stat(path.c_str(), &st) != 0) return;
  std::lock_guard<std::mutex> lock(g_inputs_mutex);
  g_inputs[{st.st_dev, st.st_ino}] = path;
}

Status WriteFileAtomically(const std::string& path, const std::string& content,
                           const std::vector<std::string>& inputs) {
  AtomicOutput out(path, inputs);
  if (!out.status().ok()) return out.status();
  out.Write(content.data(), content.size());
  return out.Commit();
}

}  // namespace carc
