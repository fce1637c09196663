// Output that loses nothing: every file is written to a temporary file in
// the target folder and renamed into place only when complete.
#pragma once

#include <string>
#include <vector>

#include "base/fd_writer.h"
#include "base/status.h"

namespace carc {

/// The output path that names standard output (`-o -`).
constexpr const char* kStandardOutput = "-";

/// One output file being written. Write to temp_path(); Commit() renames it
/// over the target. Destroyed without Commit(), the temporary file is removed
/// and any earlier file at the target is left untouched. SIGINT, SIGTERM or
/// any other signal that ends the process also removes pending temporary
/// files first (base/pending_files.h); SIGXFSZ and SIGPIPE are ignored so
/// that a file-size limit or a closed pipe is a write error, not a kill.
/// New files get 0666 less the umask; a replaced file keeps its permissions.
/// The path "-" is standard output: the content is copied there on Commit()
/// (refused when it is a terminal).
class AtomicOutput {
 public:
  /// Prepares to write `path`: creates missing parent folders, refuses a path
  /// that is one of `inputs` or any registered input (RegisterInputFile), or
  /// that exists but is not a regular file (a device, pipe or socket) or is a
  /// symlink to one, and creates the temporary file. A symlink to a regular
  /// file is replaced, not followed.
  /// Check status().
  explicit AtomicOutput(const std::string& path, const std::vector<std::string>& inputs = {});
  ~AtomicOutput();
  AtomicOutput(const AtomicOutput&) = delete;
  AtomicOutput& operator=(const AtomicOutput&) = delete;

  /// Ok when the temporary file is ready; Io otherwise (exit 2).
  const Status& status() const { return status_; }
  /// Where to write the content, for writers that need a path; Write() is the
  /// safer route, as it keeps every write error for Commit().
  const std::string& temp_path() const { return temp_; }
  /// Appends to the temporary file through a buffer, so that writers making
  /// many small writes (Cairo's stream callbacks) cost one write() per 64 KiB.
  /// After a failure (a full disk) it writes nothing more and Commit() reports
  /// the error. Returns false once a write has failed.
  bool Write(const void* data, size_t size);
  /// Writes out what Write() buffered; false once a write has failed.
  bool Flush();
  /// Ok, or the first write error ("cannot write: No space left on device").
  /// Data still buffered has not met the disk yet: Flush() first to know.
  Status WriteStatus() const;
  /// The final path.
  const std::string& path() const { return path_; }
  /// Flushes the temporary file to disk and renames it over the target; an Io
  /// error instead when any write, the flush or the close failed.
  Status Commit();

 private:
  /// "-": writes to an unnamed temporary file, for CopyToStandardOutput.
  void OpenForStandardOutput();
  /// Commit() for "-": the whole content to standard output.
  Status CopyToStandardOutput();

  std::string path_, temp_;
  FdWriter writer_;  ///< writes to fd_ through a 64 KiB buffer
  int fd_ = -1;
  bool to_stdout_ = false;
  Status status_ = Status::Ok();
  bool committed_ = false;
};

/// Records that this run read `path` (yaml_reader.h's ReadInputFile does it
/// for every YAML input): no AtomicOutput will then replace that file, whatever
/// path, symlink or hard link leads to it.
void RegisterInputFile(const std::string& path);

/// Checks, before a long run rather than after, that `path` could be
/// written as AtomicOutput would (the same refusals), and leaves nothing
/// behind: the temporary file and every folder it had to make are removed
/// again, so a run stopped before it writes leaves no empty folder.
Status ProbeOutput(const std::string& path);

/// Writes `content` to `path` through an AtomicOutput.
Status WriteFileAtomically(const std::string& path, const std::string& content,
                           const std::vector<std::string>& inputs = {});

}  // namespace carc
