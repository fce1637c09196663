#include "preview/page_assets.h"

#include <fstream>
#include <sstream>

#include "base/data_dir.h"

namespace carc {

namespace {

/// The page's files: URL path, file name in the folder, media type.
struct AssetFile {
  const char* url;
  const char* file;
  const char* type;
};

constexpr AssetFile kAssets[] = {
    {"/", "index.html", "text/html; charset=utf-8"},
    {"/preview.css", "preview.css", "text/css; charset=utf-8"},
    {"/preview.js", "preview.js", "text/javascript; charset=utf-8"},
    {"/favicon.svg", "favicon.svg", "image/svg+xml"},
};

}  // namespace

Status LoadPageAssets(const std::string& folder, PageAssets* assets) {
  std::string dir = folder.empty() ? DataDir() + "/templates/preview" : folder;
  for (const AssetFile& a : kAssets) {
    std::string path = dir + "/" + a.file;
    std::ifstream in(path, std::ios::binary);
    std::ostringstream body;
    body << in.rdbuf();
    if (!in || body.str().empty())
      return Status::Io("cannot read the preview page's file").At(path);
    (*assets)[a.url] = {body.str(), a.type};
  }
  return Status::Ok();
}

}  // namespace carc
