#include "base/test_util.h"
#include "base/lsan_suppressions.h"

#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace carc {
namespace testing {

namespace fs = std::filesystem;

TempDir::TempDir() {
  std::string pattern = (fs::temp_directory_path() / "carckit-test-XXXXXX").string();
  dir_ = mkdtemp(&pattern[0]) ? pattern : "";
}

TempDir::~TempDir() {
  std::error_code ec;
  if (!dir_.empty()) fs::remove_all(dir_, ec);
}

std::string TempDir::Path(const std::string& name) const { return dir_ + "/" + name; }

std::string ReadFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

void WriteFile(const std::string& path, const std::string& content) {
  std::ofstream(path, std::ios::binary) << content;
}

RunResult Run(const std::string& command) {
  TempDir tmp;
  std::string out = tmp.Path("out"), err = tmp.Path("err");
  std::string full = "(" + command + ") >'" + out + "' 2>'" + err + "' </dev/null";
  int status = std::system(full.c_str());
  RunResult r;
  r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  r.out = ReadFile(out);
  r.err = ReadFile(err);
  return r;
}

bool UnderAddressSanitizer() {
#if defined(__SANITIZE_ADDRESS__)
  return true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
  return true;
#endif
#endif
  return false;
}

RunResult RunBounded(const std::string& command, int megabytes, int cpu_seconds) {
  std::string limits = "ulimit -t " + std::to_string(cpu_seconds) + "; ";
  if (!UnderAddressSanitizer()) limits += "ulimit -v " + std::to_string(megabytes * 1024) + "; ";
  return Run(limits + command);
}

std::string CarckitBinary() {
#ifdef CARCKIT_BINARY
  return CARCKIT_BINARY;
#else
  // This file is built into the library, where CARCKIT_BINARY is not defined:
  // use the carckit built beside the running test binary.
  std::error_code ec;
  fs::path beside = fs::read_symlink("/proc/self/exe", ec).parent_path() / "carckit";
  if (!ec && fs::exists(beside, ec)) return beside.string();
  return "carckit";
#endif
}

RunResult RunCarckit(const std::string& args) { return Run("'" + CarckitBinary() + "' " + args); }

std::string SourceDir() { return CARCKIT_SOURCE_DIR; }

std::string BaseSetTimes(int factor) {
  std::istringstream in(ReadFile(SourceDir() + "/tilesets/base-c1.yaml"));
  std::string out, line;
  while (std::getline(in, line)) {
    for (const char* key : {"count: ", "total: "}) {
      size_t at = line.find(key);
      if (at == std::string::npos) continue;
      size_t value = at + std::strlen(key);
      line = line.substr(0, value) + std::to_string(std::stoi(line.substr(value)) * factor);
    }
    out += line + "\n";
  }
  return out;
}

std::string Squeeze(const std::string& text) {
  std::string out;
  for (char c : text) {
    bool blank = c == ' ' || c == '\t';
    if (blank && !out.empty() && out.back() == ' ') continue;
    out += blank ? ' ' : c;
  }
  return out;
}

std::string PdfInfo(const std::string& pdf) { return Run("pdfinfo '" + pdf + "'").out; }

std::string PdfText(const std::string& pdf, int page) {
  std::string range = page > 0 ? " -f " + std::to_string(page) + " -l " + std::to_string(page) : "";
  return Run("pdftotext -layout" + range + " '" + pdf + "' -").out;
}

}  // namespace testing
}  // namespace carc
