#include "preview/file_watch.h"

#include <fcntl.h>
#include <poll.h>
#include <sys/inotify.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>

namespace carc {

namespace {

constexpr uint32_t kEvents = IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE |
                             IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR;

}  // namespace

FileWatch::FileWatch() {
  fd_ = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
  if (fd_ < 0 || pipe2(wake_, O_NONBLOCK | O_CLOEXEC) != 0)
    status_ = Status::Io(std::string("cannot watch files (inotify): ") + std::strerror(errno));
}

FileWatch::~FileWatch() {
  for (int fd : {fd_, wake_[0], wake_[1]})
    if (fd >= 0) close(fd);
}

void FileWatch::SetFiles(const std::vector<std::string>& files) {
  names_.clear();
  for (const std::string& f : files) {
    std::error_code ec;
    std::filesystem::path p = std::filesystem::absolute(f, ec).lexically_normal();
    if (ec) continue;
    names_[p.parent_path().string()].insert(p.filename().string());
  }
  // Folders no longer of interest stop being watched.
  for (auto it = watch_of_.begin(); it != watch_of_.end();) {
    if (names_.count(it->first)) {
      ++it;
      continue;
    }
    inotify_rm_watch(fd_, it->second);
    folder_of_.erase(it->second);
    it = watch_of_.erase(it);
  }
  ArmFolders();
}

void FileWatch::ArmFolders() {
  if (fd_ < 0) return;
  for (const auto& entry : names_) {
    if (watch_of_.count(entry.first)) continue;
    int wd = inotify_add_watch(fd_, entry.first.c_str(), kEvents);
    if (wd < 0) continue;  // not there yet: tried again on the next wait
    watch_of_[entry.first] = wd;
    folder_of_[wd] = entry.first;
  }
}

bool FileWatch::ReadEvents() {
  alignas(inotify_event) char buffer[16384];
  bool relevant = false;
  for (;;) {
    ssize_t n = read(fd_, buffer, sizeof buffer);
    if (n <= 0) break;
    for (char* p = buffer; p < buffer + n;) {
      auto* e = reinterpret_cast<inotify_event*>(p);
      p += sizeof(inotify_event) + e->len;
      auto folder = folder_of_.find(e->wd);
      if (folder == folder_of_.end()) continue;
      if (e->mask & (IN_IGNORED | IN_DELETE_SELF | IN_MOVE_SELF)) {
        // The folder went away: its files with it. Watch it again when it is back.
        relevant = true;
        inotify_rm_watch(fd_, e->wd);
        watch_of_.erase(folder->second);
        folder_of_.erase(folder);
        continue;
      }
      if (e->mask & IN_Q_OVERFLOW) relevant = true;
      if (e->len == 0) continue;
      auto names = names_.find(folder->second);
      if (names != names_.end() && names->second.count(e->name)) relevant = true;
    }
  }
  return relevant;
}

bool FileWatch::Poll(int timeout_ms) {
  pollfd fds[2] = {{fd_, POLLIN, 0}, {wake_[0], POLLIN, 0}};
  int n = poll(fds, 2, timeout_ms);
  if (n <= 0) return false;
  if (fds[1].revents) return false;
  return fds[0].revents & POLLIN;
}

bool FileWatch::Wait(int timeout_ms, int settle_ms) {
  if (fd_ < 0) return false;
  // A folder that appears may already hold the file: its arrival is a change.
  size_t before = watch_of_.size();
  ArmFolders();
  bool changed = false;
  if (Poll(timeout_ms)) changed = ReadEvents();
  if (!changed) {
    ArmFolders();
    return watch_of_.size() > before;
  }
  // Bounded, so that a file written without pause still gets built.
  for (int i = 0; i < 10 && Poll(settle_ms); ++i) ReadEvents();
  ArmFolders();
  return true;
}

void FileWatch::Interrupt() {
  if (wake_[1] >= 0) {
    char c = 1;
    ssize_t ignored = write(wake_[1], &c, 1);
    (void)ignored;
  }
}

}  // namespace carc
