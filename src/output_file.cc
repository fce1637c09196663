#include "output_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <filesystem>
#include <mutex>

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
  });
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
  if (IsInput(target, inputs)) {
    status_ = Status::Io(path + ": error: refusing to write over an input file");
    return;
  }
  if (fs::is_directory(target, ec)) {
    status_ = Status::Io(path + ": error: is a folder; give a file name");
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
  fchmod(fd, 0644);
  close(fd);
  temp_ = pattern;
  InstallHandlersOnce();
  Track(temp_, true);
}

AtomicOutput::~AtomicOutput() {
  if (temp_.empty() || committed_) return;
  unlink(temp_.c_str());
  Track(temp_, false);
}

Status AtomicOutput::Commit() {
  if (!status_.ok()) return status_;
  int fd = open(temp_.c_str(), O_RDONLY);
  if (fd >= 0) {
    fsync(fd);
    close(fd);
  }
  if (rename(temp_.c_str(), path_.c_str()) != 0)
    return Status::Io(path_ + ": error: cannot write: " + std::strerror(errno));
  committed_ = true;
  Track(temp_, false);
  return Status::Ok();
}

Status WriteFileAtomically(const std::string& path, const std::string& content,
                           const std::vector<std::string>& inputs) {
  AtomicOutput out(path, inputs);
  if (!out.status().ok()) return out.status();
  FILE* f = std::fopen(out.temp_path().c_str(), "wb");
  if (!f) return Status::Io(path + ": error: cannot write: " + std::strerror(errno));
  bool ok = std::fwrite(content.data(), 1, content.size(), f) == content.size();
  ok = (std::fclose(f) == 0) && ok;
  if (!ok) return Status::Io(path + ": error: cannot write: disk full or I/O error");
  return out.Commit();
}

}  // namespace carc
