#include "base/diagnostic.h"

#include <algorithm>

#include "base/text_util.h"

namespace carc {

std::string Diagnostic::Format() const {
  std::string out = Printable(file);
  if (line > 0) {
    out += ":" + std::to_string(line);
    if (column > 0) out += ":" + std::to_string(column);
  }
  out += severity == Severity::Error ? ": error: " : ": warning: ";
  return out + Printable(message);
}

void Diagnostics::Error(const std::string& file, SourceLoc loc, const std::string& code,
                        const std::string& message, const std::string& tile) {
  items_.push_back({file, loc.line, loc.column, Severity::Error, tile, code, message});
}

void Diagnostics::Warning(const std::string& file, SourceLoc loc, const std::string& code,
                          const std::string& message, const std::string& tile) {
  items_.push_back({file, loc.line, loc.column, Severity::Warning, tile, code, message});
}

bool Diagnostics::HasErrors() const {
  for (const Diagnostic& d : items_)
    if (d.severity == Severity::Error) return true;
  return false;
}

int Diagnostics::WarningCount() const {
  int n = 0;
  for (const Diagnostic& d : items_) n += d.severity == Severity::Warning;
  return n;
}

std::vector<Diagnostic> Diagnostics::Sorted() const {
  std::vector<Diagnostic> out = items_;
  std::stable_sort(out.begin(), out.end(), [](const Diagnostic& a, const Diagnostic& b) {
    if (a.file != b.file) return a.file < b.file;
    if (a.line != b.line) return a.line < b.line;
    return a.column < b.column;
  });
  return out;
}

}  // namespace carc
