#include "print/paper.h"

#include <algorithm>
#include <cctype>

namespace carc {

namespace {
struct Paper {
  const char* name;
  double w, h;
};
const Paper kPapers[] = {
    {"a4", 210, 297}, {"letter", 215.9, 279.4}, {"a3", 297, 420}, {"legal", 215.9, 355.6},
    {"a5", 148, 210},
};
}  // namespace

bool PaperSize(const std::string& name, SizeMm* out) {
  std::string lower = name;
  std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return std::tolower(c); });
  for (const Paper& p : kPapers) {
    if (lower != p.name) continue;
    *out = {Mm(p.w), Mm(p.h)};
    return true;
  }
  return false;
}

std::vector<std::string> PaperNames() {
  std::vector<std::string> out;
  for (const Paper& p : kPapers) out.push_back(p.name);
  return out;
}

SizeMm Oriented(SizeMm size, bool landscape) {
  bool wide = size.w > size.h;
  if (wide == landscape) return size;
  return {size.h, size.w};
}

}  // namespace carc
