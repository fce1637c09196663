// Output that loses nothing: every file is written to a temporary file in
// the target folder and renamed into place only when complete.
#pragma once

#include <string>
#include <vector>

#include "status.h"

namespace carc {

/// One output file being written. Write to temp_path(); Commit() renames it
/// over the target. Destroyed without Commit(), the temporary file is removed
/// and any earlier file at the target is left untouched. A SIGINT, SIGTERM or
/// SIGHUP also removes pending temporary files before the process exits.
class AtomicOutput {
 public:
  /// Prepares to write `path`: creates missing parent folders, refuses a path
  /// that is one of `inputs`, and creates the temporary file. Check status().
  explicit AtomicOutput(const std::string& path, const std::vector<std::string>& inputs = {});
  ~AtomicOutput();
  AtomicOutput(const AtomicOutput&) = delete;
  AtomicOutput& operator=(const AtomicOutput&) = delete;

  /// Ok when the temporary file is ready; Io otherwise (exit 2).
  const Status& status() const { return status_; }
  /// Where to write the content.
  const std::string& temp_path() const { return temp_; }
  /// The final path.
  const std::string& path() const { return path_; }
  /// Flushes the temporary file to disk and renames it over the target.
  Status Commit();

 private:
  std::string path_, temp_;
  Status status_ = Status::Ok();
  bool committed_ = false;
};

/// Writes `content` to `path` through an AtomicOutput.
Status WriteFileAtomically(const std::string& path, const std::string& content,
                           const std::vector<std::string>& inputs = {});

}  // namespace carc
