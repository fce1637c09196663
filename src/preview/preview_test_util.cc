#include "preview/preview_test_util.h"

#include <cstdio>
#include <thread>

#include <gtest/gtest.h>

namespace carc {
namespace test_support {

std::string BaseSetText() { return ReadFile(SourceDir() + "/tilesets/base-c1.yaml"); }

std::string Replaced(const std::string& text, const std::string& from, const std::string& to) {
  size_t at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  if (at == std::string::npos) return text;
  return text.substr(0, at) + to + text.substr(at + from.size());
}

void SaveByRename(const std::string& path, const std::string& content) {
  std::string temp = path + ".swp~";
  WriteFile(temp, content);
  std::rename(temp.c_str(), path.c_str());
}

ServedSet::ServedSet(const std::string& content, PreviewOptions options) {
  spec = dir.Path("set.yaml");
  WriteFile(spec, content.empty() ? BaseSetText() : content);
  options.tileset = spec;
  options.assets = SourceDir() + "/templates/preview";
  server = std::make_unique<PreviewServer>(options);
  Diagnostics diags;
  Status started = server->Start(&diags);
  EXPECT_TRUE(started.ok()) << started.ToString();
}

bool ServedSet::WaitForBuildAfter(long long generation) const {
  // Polled with a generous bound: the build follows the save within a
  // second on any machine; the bound only keeps a broken watch from hanging.
  for (int i = 0; i < 2000; ++i) {
    if (server->generation() > generation) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return false;
}

}  // namespace test_support
}  // namespace carc
