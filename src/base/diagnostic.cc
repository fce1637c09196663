#include "base/diagnostic.h"

#include <algorithm>
#include <map>
#include <utility>

#include "base/text_util.h"

namespace carc {

std::string Diagnostic::Format() const {
  std::string out = Printable(FileAndPosition(file, {line, column}));
  out += severity == Severity::Error ? ": error: " : ": warning: ";
  return out + Printable(message);
}

void Diagnostics::Error(const std::string& file, SourceLoc loc, const std::string& code,
                        const std::string& message, const std::string& tile) {
  Add({file, loc.line, loc.column, Severity::Error, tile, code, message});
}

void Diagnostics::Warning(const std::string& file, SourceLoc loc, const std::string& code,
                          const std::string& message, const std::string& tile) {
  Add({file, loc.line, loc.column, Severity::Warning, tile, code, message});
}

namespace {

bool Before(const Diagnostic& a, const Diagnostic& b) {
  return a.line != b.line ? a.line < b.line : a.column < b.column;
}

}  // namespace

void Diagnostics::Add(Diagnostic d) {
  d.step = step_;
  ++(d.severity == Severity::Error ? errors_ : warnings_);
  FileTally& t = TallyOf(d.file);
  if (t.kept < kListedPerFile) {
    if (t.kept++ == 0 || !Before(d, t.last)) t.last = d;
    items_.push_back(std::move(d));
    return;
  }
  // Keep the first ones by position: the new one may displace the last.
  if (Before(d, t.last)) Displace(t, &d);
  ++(d.severity == Severity::Error ? t.errors : t.warnings);
}

void Diagnostics::Displace(FileTally& t, Diagnostic* d) {
  size_t last = items_.size();
  for (size_t i = 0; i < items_.size(); ++i)
    if (items_[i].file == t.file && (last == items_.size() || !Before(items_[i], items_[last])))
      last = i;
  std::swap(items_[last], *d);
  // The new one goes to the end: all() is in the order added.
  std::rotate(items_.begin() + long(last), items_.begin() + long(last) + 1, items_.end());
  bool first = true;
  for (const Diagnostic& k : items_)
    if (k.file == t.file && (first || !Before(k, t.last))) {
      t.last = k;
      first = false;
    }
}

Diagnostics::FileTally& Diagnostics::TallyOf(const std::string& file) {
  for (FileTally& t : files_)
    if (t.file == file) return t;
  files_.push_back({file, 0, {}, 0, 0});
  return files_.back();
}

std::vector<Diagnostic> Diagnostics::Sorted() const {
  std::vector<Diagnostic> out = items_;
  std::stable_sort(out.begin(), out.end(), [](const Diagnostic& a, const Diagnostic& b) {
    if (a.step != b.step) return a.step < b.step;
    if (a.file != b.file) return a.file < b.file;
    return Before(a, b);
  });
  return out;
}

void Diagnostics::MakeWarningsErrors() {
  auto promote = [](Diagnostic& d) {
    if (d.severity != Severity::Warning) return;
    d.severity = Severity::Error;
    d.message += " [--strict]";
  };
  for (Diagnostic& d : items_) promote(d);
  for (FileTally& t : files_) {
    promote(t.last);
    t.errors += t.warnings;
    t.warnings = 0;
  }
  errors_ += warnings_;
  warnings_ = 0;
}

std::vector<std::string> Diagnostics::Lines() const {
  std::vector<std::string> lines;
  std::vector<Diagnostic> sorted = Sorted();
  auto more = [](long long n, const char* what) {
    return std::to_string(n) + " more " + what + (n == 1 ? "" : "s");
  };
  // The count of what was not kept follows the file's last listed line.
  std::map<std::string, size_t> last;
  for (size_t i = 0; i < sorted.size(); ++i) last[sorted[i].file] = i;
  for (size_t i = 0; i < sorted.size(); ++i) {
    lines.push_back(sorted[i].Format());
    if (last[sorted[i].file] != i) continue;
    for (const FileTally& u : files_) {
      if (u.file != sorted[i].file || u.errors + u.warnings == 0) continue;
      std::string counts = u.errors && u.warnings ? more(u.errors, "error") + " and " +
                                                        more(u.warnings, "warning")
                           : u.errors ? more(u.errors, "error")
                                      : more(u.warnings, "warning");
      lines.push_back(Printable(u.file) + ": and " + counts + " (only the first " +
                      std::to_string(kListedPerFile) + " of a file are listed)");
    }
  }
  return lines;
}

}  // namespace carc
