#include "base/data_dir.h"

#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>

#include "base/text_util.h"

namespace carc {

namespace fs = std::filesystem;

namespace {

bool HasData(const fs::path& dir) {
  std::error_code ec;
  return fs::is_directory(dir / "templates", ec) && fs::is_directory(dir / "tilesets", ec);
}

/// The stems of the .yaml files in `dir`, sorted.
std::vector<std::string> YamlStems(const fs::path& dir) {
  std::vector<std::string> out;
  std::error_code ec;
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
    if (it->path().extension() == ".yaml") out.push_back(it->path().stem().string());
  std::sort(out.begin(), out.end());
  return out;
}

fs::path ExeDir() {
  std::error_code ec;
  fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  return ec ? fs::path() : exe.parent_path();
}

}  // namespace

std::string DataDir() {
  if (const char* env = std::getenv("CARCKIT_DATA_DIR"); env && *env) return env;
  fs::path exe = ExeDir();
  if (!exe.empty() && HasData(exe / ".." / "share" / "carckit"))
    return fs::weakly_canonical(exe / ".." / "share" / "carckit").string();
  if (HasData(CARCKIT_SOURCE_DIR)) return CARCKIT_SOURCE_DIR;
  return CARCKIT_INSTALL_DATADIR;
}

std::string FindTemplate(const std::string& kind, const std::string& name) {
  std::error_code ec;
  if (fs::is_regular_file(name, ec)) return name;
  fs::path p = fs::path(DataDir()) / "templates" / kind / (name + ".yaml");
  if (fs::is_regular_file(p, ec)) return p.string();
  return !name.empty() && fs::exists(fs::symlink_status(name, ec)) ? name : "";
}

std::string FindTileSet(const std::string& arg) {
  std::error_code ec;
  if (fs::exists(arg, ec)) return arg;
  fs::path p = fs::path(DataDir()) / "tilesets" / (arg + ".yaml");
  return fs::is_regular_file(p, ec) ? p.string() : arg;
}

std::vector<std::string> BundledSets() { return YamlStems(fs::path(DataDir()) / "tilesets"); }

std::vector<std::string> TemplateNames(const std::string& kind) {
  return YamlStems(fs::path(DataDir()) / "templates" / kind);
}

Status ResolveTileSet(const std::string& arg, std::string* path) {
  *path = FindTileSet(arg);
  std::error_code ec;
  if (fs::exists(*path, ec)) return Status::Ok();
  std::vector<std::string> sets = BundledSets();
  std::string hint = Suggest(arg, sets);
  return Status::Io(Abbreviate(arg, 200) + ": error: no such file, nor a bundled set" +
                    (hint.empty() ? "" : " (did you mean '" + hint + "'?)") + "; bundled sets: " +
                    (sets.empty() ? "none" : Join(sets, ", ")));
}

}  // namespace carc
