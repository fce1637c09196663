// The preview page's own files (templates/preview/: the page, its style and
// its script), read once when the server starts. Requests are answered from
// memory: no request path ever reaches the file system.
#pragma once

#include <map>
#include <string>

#include "base/status.h"

namespace carc {

/// One file of the page: its bytes and its media type.
struct PageAsset {
  std::string body;
  std::string type;
};

/// The page's files by the URL path they are served at ("/", "/preview.js", ...).
using PageAssets = std::map<std::string, PageAsset>;

/// Reads the page's files from `folder` (templates/preview in the data
/// folder when empty). Io naming the file when one cannot be read.
Status LoadPageAssets(const std::string& folder, PageAssets* assets);

}  // namespace carc
