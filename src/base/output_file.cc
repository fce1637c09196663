#include "base/output_file.h"

#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <map>
#include <mutex>
#include <set>
#include <utility>

#include "base/pending_files.h"
#include "base/scratch_file.h"

namespace carc {

namespace fs = std::filesystem;

namespace {

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

/// The hidden temporary name for `target` in `dir`: ".NAME.XXXXXX", with NAME
/// shortened when the whole would be longer than the folder allows.
std::string TempPattern(const fs::path& dir, const std::string& name) {
  long max = pathconf(dir.c_str(), _PC_NAME_MAX);
  size_t room = size_t(max > 0 ? max : 255) - std::strlen("..XXXXXX");
  size_t cut = std::min(name.size(), room);
  while (cut > 0 && cut < name.size() && (static_cast<unsigned char>(name[cut]) & 0xC0) == 0x80)
    --cut;  // not inside a UTF-8 character
  return (dir / ("." + name.substr(0, cut) + ".XXXXXX")).string();
}

/// mkstemp(), the file registered for removal by a signal before any signal
/// can end the process: none is delivered between the two.
int MakePendingFile(std::string* pattern) {
  sigset_t all, old;
  sigfillset(&all);
  pthread_sigmask(SIG_BLOCK, &all, &old);
  int fd = mkstemp(&(*pattern)[0]);
  if (fd >= 0) AddPendingFile(*pattern);
  int saved = errno;
  pthread_sigmask(SIG_SETMASK, &old, nullptr);
  errno = saved;
  return fd;
}

/// Whether `path` lies in /dev or /proc, where links name open files of the
/// process (/dev/stdout, /dev/fd/1, /proc/self/fd/1) rather than files.
bool InSystemFolder(const std::string& path) {
  std::error_code ec;
  fs::path dir = fs::weakly_canonical(fs::absolute(path, ec).parent_path(), ec);
  std::string d = dir.string() + "/";
  return d.rfind("/dev/", 0) == 0 || d.rfind("/proc/", 0) == 0;
}

/// Why `path` must not be replaced, or "": it is a device, pipe or socket, or
/// a symlink to one or into /dev or /proc (`/dev/stdout` as root); a symlink
/// to a regular file elsewhere is replaced.
std::string SpecialFileProblem(const std::string& path) {
  const std::string hint = "; refusing to replace it (-o - writes to standard output)";
  struct stat own, target;
  if (lstat(path.c_str(), &own) != 0) return "";
  if (S_ISLNK(own.st_mode)) {
    bool dangling = stat(path.c_str(), &target) != 0;
    if (InSystemFolder(path)) return "is a link to an open file, like /dev/stdout" + hint;
    if (dangling || S_ISREG(target.st_mode)) return "";
    return "is a link to a device, pipe or socket" + hint;
  }
  if (S_ISREG(own.st_mode) || S_ISDIR(own.st_mode)) return "";
  return "is not a regular file (a device, pipe or socket)" + hint;
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
  if (path == kStandardOutput) {
    OpenForStandardOutput();
    return;
  }
  fs::path target(path);
  std::error_code ec;
  struct stat st;
  bool exists = stat(path.c_str(), &st) == 0;  // follows a symlink to what it names
  if (IsInput(target, inputs) || (exists && IsRegisteredInput(st))) {
    status_ = Status::Io("refusing to write over an input file").At(path);
    return;
  }
  // "out/" or "x/.": a folder's name even when there is no such folder yet
  // (it used to be made, then the write failed: "Not a directory").
  std::string last = target.filename().string();
  if (fs::is_directory(target, ec) || last.empty() || last == "." || last == "..") {
    status_ = Status::Io(std::string(fs::is_directory(target, ec) ? "is a folder" : "names a folder") +
                         "; give a file name")
                  .At(path);
    return;
  }
  std::string special = SpecialFileProblem(path);
  if (!special.empty()) {
    status_ = Status::Io(special).At(path);
    return;
  }
  struct stat own;
  bool replaces = lstat(path.c_str(), &own) == 0;
  fs::path dir = target.parent_path().empty() ? fs::path(".") : target.parent_path();
  fs::create_directories(dir, ec);
  if (ec) {
    status_ = Status::Io("cannot create folder " + dir.string() + ": " +
                         ec.message()).At(path);
    return;
  }
  std::string pattern = TempPattern(dir, target.filename().string());
  int fd = MakePendingFile(&pattern);
  if (fd < 0) {
    status_ = Status::Io(std::string("cannot write: ") + std::strerror(errno)).At(path);
    return;
  }
  fchmod(fd, NewFileMode(replaces && S_ISREG(own.st_mode) ? &own : nullptr));
  fd_ = fd;
  writer_.Attach(fd);
  temp_ = pattern;
}

void AtomicOutput::OpenForStandardOutput() {
  to_stdout_ = true;
  if (isatty(STDOUT_FILENO)) {
    status_ = Status::Io("standard output is a terminal; refusing to write a file "
                         "there (redirect it: -o - > FILE)")
                  .At("-");
    return;
  }
  // The file is assembled in an unnamed temporary file and copied out only
  // when complete, so a failure sends nothing down the pipe.
  std::string error;
  int fd = OpenScratchFile(&error);
  if (fd < 0) status_ = Status::Io(error).At("-");
  fd_ = fd;
  writer_.Attach(fd);
}

Status AtomicOutput::CopyToStandardOutput() {
  char buf[1 << 16];
  int err = lseek(fd_, 0, SEEK_SET) == 0 ? 0 : errno;
  while (err == 0) {
    ssize_t n = read(fd_, buf, sizeof buf);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      err = n < 0 ? errno : 0;
      break;
    }
    for (ssize_t done = 0; done < n && err == 0;) {
      ssize_t w = write(STDOUT_FILENO, buf + done, size_t(n - done));
      if (w < 0 && errno != EINTR) err = errno;
      if (w > 0) done += w;
    }
  }
  close(fd_);
  fd_ = -1;
  if (err) return Status::Io(std::string("cannot write to standard output: ") + std::strerror(err)).At("-");
  committed_ = true;
  return Status::Ok();
}

AtomicOutput::~AtomicOutput() {
  if (fd_ >= 0) close(fd_);
  if (temp_.empty() || committed_) return;
  unlink(temp_.c_str());
  ForgetPendingFile(temp_);
}

bool AtomicOutput::Write(const void* data, size_t size) { return writer_.Write(data, size); }

bool AtomicOutput::Flush() { return writer_.Flush(); }

Status AtomicOutput::WriteStatus() const {
  if (!status_.ok()) return status_;
  if (writer_.error())
    return Status::Io(std::string("cannot write: ") + std::strerror(writer_.error())).At(path_);
  return Status::Ok();
}

Status AtomicOutput::Commit() {
  if (status_.ok()) Flush();
  if (!WriteStatus().ok()) return WriteStatus();
  if (to_stdout_) return CopyToStandardOutput();
  auto failed = [&](int err) {
    return Status::Io(std::string("cannot write: ") + std::strerror(err)).At(path_);
  };
  // Errors of delayed writes (a full disk, NFS) only show at fsync and close.
  if (fsync(fd_) != 0 && errno != EINVAL) return failed(errno);
  int closed = close(fd_);
  fd_ = -1;
  if (closed != 0) return failed(errno);
  // Checked again: the command may have read more inputs (art) since it began writing.
  struct stat st;
  if (stat(path_.c_str(), &st) == 0 && IsRegisteredInput(st))
    return Status::Io("refusing to write over an input file").At(path_);
  if (rename(temp_.c_str(), path_.c_str()) != 0) return failed(errno);
  committed_ = true;
  ForgetPendingFile(temp_);
  return Status::Ok();
}

void RegisterInputFile(const std::string& path) {
  struct stat st;
  if (stat(path.c_str(), &st) != 0) return;
  std::lock_guard<std::mutex> lock(g_inputs_mutex);
  g_inputs[{st.st_dev, st.st_ino}] = path;
}

Status ProbeOutput(const std::string& path) {
  if (path == kStandardOutput) return Status::Ok();
  // The outermost folder the probe will make, if any: removed afterwards.
  std::error_code ec;
  fs::path dir = fs::path(path).parent_path(), made;
  for (fs::path p = dir; !p.empty() && !fs::exists(p, ec); p = p.parent_path()) made = p;
  Status status = AtomicOutput(path).status();
  if (made.empty()) return status;
  for (fs::path p = dir;; p = p.parent_path()) {  // innermost first; only empty folders go
    if (rmdir(p.c_str()) != 0 || p == made) break;
  }
  return status;
}

Status WriteFileAtomically(const std::string& path, const std::string& content,
                           const std::vector<std::string>& inputs) {
  AtomicOutput out(path, inputs);
  if (!out.status().ok()) return out.status();
  out.Write(content.data(), content.size());
  return out.Commit();
}

}  // namespace carc
