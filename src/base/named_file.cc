#include "base/named_file.h"

#include <algorithm>
#include <filesystem>
#include <vector>

#include "base/data_dir.h"
#include "base/text_util.h"

namespace carc {

namespace fs = std::filesystem;

namespace {

bool EndsWithYaml(const std::string& name) {
  return name.size() > 5 && name.compare(name.size() - 5, 5, ".yaml") == 0;
}

/// A bundled template's name: no folder and no extension.
bool IsBundledName(const std::string& name) {
  return !name.empty() && name.find('/') == std::string::npos && !EndsWithYaml(name);
}

/// The bundled templates of `folder`, sorted.
std::vector<std::string> Bundled(const std::string& folder) {
  std::vector<std::string> names;
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(fs::path(DataDir()) / "templates" / folder, ec))
    if (e.path().extension() == ".yaml") names.push_back(e.path().stem().string());
  std::sort(names.begin(), names.end());
  return names;
}

std::string Quoted(const std::string& name) { return "'" + Abbreviate(name, 60) + "'"; }

/// What an Io status of ReadInputFile says after "cannot read: ", or "".
std::string ReadProblem(const Status& status) {
  const std::string mark = "cannot read: ";
  size_t at = status.message().find(mark);
  return at == std::string::npos ? "" : status.message().substr(at + mark.size());
}

}  // namespace

std::string NamedFileFormProblem(const std::string& kind, const std::string& name) {
  if (IsBundledName(name) || EndsWithYaml(name)) return "";
  return kind + " " + Quoted(name) + " must be a .yaml file or the name of a bundled " + kind;
}

std::string ResolveNamedFile(const NamedFile& named) {
  if (IsBundledName(named.name))
    return (fs::path(DataDir()) / "templates" / named.folder / (named.name + ".yaml")).string();
  fs::path path(named.name);
  if (path.is_absolute()) return path.string();
  return (fs::path(named.from).parent_path() / path).string();
}

Status LoadNamedFile(const NamedFile& named,
                     const std::function<Status(const std::string& path, Diagnostics*)>& load,
                     Diagnostics* diags) {
  auto fail = [&](const std::string& message, Status status) {
    diags->Error(named.from, named.loc, "named-file", message);
    return status;
  };
  std::string form = NamedFileFormProblem(named.kind, named.name);
  if (!form.empty()) return fail(form, Status::Diagnosed());
  std::string path = ResolveNamedFile(named);
  std::error_code ec;
  if (IsBundledName(named.name) && !fs::is_regular_file(path, ec))
    return fail("no bundled " + named.kind + " " + Quoted(named.name) + " (bundled: " +
                    Join(Bundled(named.folder), ", ") + "); name a file with its .yaml extension",
                Status::DiagnosedIo());
  std::string what = named.kind + " " + Quoted(named.name) + " (" + path + ")";
  // Only a regular file: a FIFO with a writer that never closes would hang
  // the run, and a device (/dev/zero, /dev/tty) is nothing a spec may read.
  if (fs::exists(path, ec) && !fs::is_regular_file(path, ec) && !fs::is_directory(path, ec))
    return fail(what + " cannot be read: it is not a regular file (a device, pipe or socket)",
                Status::DiagnosedIo());
  Diagnostics inner;
  Status loaded = load(path, &inner);
  if (loaded.ok()) return loaded;
  if (loaded.IsIo() && inner.Count() == 0 && !ReadProblem(loaded).empty())
    return fail(what + " cannot be read: " + ReadProblem(loaded), Status::DiagnosedIo());
  std::string first;
  std::vector<Diagnostic> sorted = inner.Sorted();
  if (!sorted.empty() && sorted[0].line > 0)
    first = ", the first at line " + std::to_string(sorted[0].line);
  long long n = std::max(1LL, inner.ErrorCount());
  return fail(what + " is not a valid " + named.kind + " file: " + std::to_string(n) +
                  (n == 1 ? " problem" : " problems") + first + "; see them with " +
                  named.option + " " + path,
              loaded.IsIo() ? Status::DiagnosedIo() : Status::Diagnosed());
}

}  // namespace carc
