// Shared by the preview's tests: a preview server over a copy of the base
// set in a temporary folder, and bounded waits for its builds.
#pragma once

#include <memory>
#include <string>

#include "base/test_util.h"
#include "preview/preview_server.h"

namespace carc {
namespace test_support {

/// The bundled base set's text (tilesets/base-c1.yaml).
std::string BaseSetText();

/// `text` with its first `from` replaced by `to` (which must be there).
std::string Replaced(const std::string& text, const std::string& from, const std::string& to);

/// Writes `content` to `path` as an editor that saves by rename does: a
/// new file beside it, renamed over it.
void SaveByRename(const std::string& path, const std::string& content);

/// A started preview server over `spec` (a copy of the base set unless given).
struct ServedSet {
  TempDir dir;
  std::string spec;
  std::unique_ptr<PreviewServer> server;

  /// Writes `content` (the base set when empty) to dir/set.yaml and serves it.
  explicit ServedSet(const std::string& content = "", PreviewOptions options = PreviewOptions());
  /// Waits (at most 20 s) until a build after `generation` is out; whether one was.
  bool WaitForBuildAfter(long long generation) const;
};

}  // namespace test_support
}  // namespace carc
