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

/// Whether `a` and `b` name the same existing folder.
bool SameFolder(const fs::path& a, const fs::path& b) {
  std::error_code ec;
  return fs::equivalent(a, b, ec) && !ec;
}

/// $CARCKIT_DATA_DIR, or null when unset or empty.
const char* DataDirVariable() {
  const char* env = std::getenv("CARCKIT_DATA_DIR");
  return env && *env ? env : nullptr;
}

}  // namespace

std::vector<std::string> DataDirCandidates() {
  std::vector<std::string> out;
  fs::path exe = ExeDir();
  if (!exe.empty()) out.push_back(fs::weakly_canonical(exe / ".." / "share" / "carckit").string());
  if (std::find(out.begin(), out.end(), CARCKIT_INSTALL_DATADIR) == out.end())
    out.push_back(CARCKIT_INSTALL_DATADIR);
  // The source tree's data serves the binaries of its own build only, never
  // a copy moved elsewhere (which would quietly use a tree it may outlive).
  if (!exe.empty() && SameFolder(exe, CARCKIT_BINARY_DIR)) out.push_back(CARCKIT_SOURCE_DIR);
  return out;
}

std::string DataDir() {
  if (const char* env = DataDirVariable()) return env;
  // The candidates are the binary's own places, which stay put while it runs;
  // looking them up (a link, a canonical path, several stats) for each of the
  // two dozen help texts and file lookups of a run cost 1.4 M instructions.
  static const std::string found = [] {
    for (const std::string& dir : DataDirCandidates())
      if (HasData(dir)) return dir;
    return std::string(CARCKIT_INSTALL_DATADIR);
  }();
  return found;
}

Status CheckDataDir() {
  std::error_code ec;
  if (const char* env = DataDirVariable()) {
    std::string where = "CARCKIT_DATA_DIR=" + Abbreviate(env, 200);
    if (!fs::is_directory(env, ec))
      return Status::Io("no such folder; point it at a folder holding carckit's tilesets/ and "
                        "templates/, or unset it to use the installed ones").At(where);
    if (!HasData(env))
      return Status::Io("the folder holds no tilesets/ and templates/ folders; point it at one "
                        "that does, or unset it to use the installed ones").At(where);
    return Status::Ok();
  }
  std::vector<std::string> looked = DataDirCandidates();
  for (const std::string& dir : looked)
    if (HasData(dir)) return Status::Ok();
  return Status::Io("carckit's data (tilesets/ and templates/) is in none of the folders it looked in: " +
                    Join(looked, ", ") +
                    "; reinstall carckit, or set CARCKIT_DATA_DIR to the folder holding them")
      .AboutProgram();
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

std::vector<std::string> HelperCandidates(const std::string& name) {
  std::vector<std::string> out;
  fs::path exe = ExeDir();
  if (!exe.empty()) {
    out.push_back((exe / name).string());
    out.push_back(fs::weakly_canonical(exe / ".." / "libexec" / "carckit").string() + "/" + name);
  }
  std::string installed = std::string(CARCKIT_INSTALL_LIBEXECDIR) + "/" + name;
  if (std::find(out.begin(), out.end(), installed) == out.end()) out.push_back(installed);
  return out;
}

std::string FindHelper(const std::string& name) {
  std::error_code ec;
  for (const std::string& path : HelperCandidates(name))
    if (fs::is_regular_file(path, ec) && access(path.c_str(), X_OK) == 0) return path;
  return "";
}

Status ResolveTileSet(const std::string& arg, std::string* path) {
  *path = FindTileSet(arg);
  std::error_code ec;
  if (fs::exists(*path, ec)) return Status::Ok();
  std::vector<std::string> sets = BundledSets();
  std::string hint = Suggest(arg, sets);
  return Status::Io("no such file, nor a bundled set" +
                    (hint.empty() ? "" : " (did you mean '" + hint + "'?)") + "; bundled sets: " +
                    (sets.empty() ? "none" : Join(sets, ", "))).At(Abbreviate(arg, 200));
}

}  // namespace carc
