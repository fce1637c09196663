// Tells when any of a list of files changes, through inotify. The folders
// holding the files are watched rather than the files, so that an editor
// that saves by writing a new file and renaming it over the old one, a file
// deleted, and one that comes back are all seen. Folders that do not exist
// yet are watched once they do (checked on every wait).
#pragma once

#include <map>
#include <set>
#include <string>
#include <vector>

#include "base/status.h"

namespace carc {

/// Watches a list of files for writes, renames, deletions and creations.
class FileWatch {
 public:
  /// Opens the inotify instance; status() says whether that worked.
  FileWatch();
  ~FileWatch();
  FileWatch(const FileWatch&) = delete;
  FileWatch& operator=(const FileWatch&) = delete;

  /// Io when inotify could not be opened.
  const Status& status() const { return status_; }

  /// Watches exactly `files` from now on (paths as given, made absolute).
  void SetFiles(const std::vector<std::string>& files);

  /// Waits up to `timeout_ms` for a change to a watched file; returns whether
  /// one came. After the first change, events that follow within
  /// `settle_ms` are taken with it (for at most ten such waits), so one save
  /// is one change.
  bool Wait(int timeout_ms, int settle_ms = 30);

  /// Makes a Wait in progress (or the next one) return false at once.
  void Interrupt();

 private:
  /// Adds watches for the folders that have none yet and exist now.
  void ArmFolders();
  /// Reads the pending events; whether one named a watched file.
  bool ReadEvents();
  /// Waits for the inotify descriptor or the interrupt pipe; true when inotify is readable.
  bool Poll(int timeout_ms);

  Status status_ = Status::Ok();
  int fd_ = -1;
  int wake_[2] = {-1, -1};
  std::map<std::string, std::set<std::string>> names_;  ///< folder -> watched names in it
  std::map<int, std::string> folder_of_;                ///< watch descriptor -> folder
  std::map<std::string, int> watch_of_;                 ///< folder -> watch descriptor
};

}  // namespace carc
