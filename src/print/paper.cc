#include "print/paper.h"

#include <algorithm>
#include <cctype>

namespace carc {

namespace {
struct Paper {
  const char* name;
  double w, h;
  const char* title;  ///< as a printer's dialog names it, with its size
};
const Paper kPapers[] = {
    {"a4", 210, 297, "A4 (210 × 297 mm)"},          {"letter", 215.9, 279.4, "US Letter (8.5 × 11 in)"},
    {"a3", 297, 420, "A3 (297 × 420 mm)"},          {"legal", 215.9, 355.6, "US Legal (8.5 × 14 in)"},
    {"a5", 148, 210, "A5 (148 × 210 mm)"},
};

const Paper* Find(const std::string& name) {
  std::string lower = name;
  std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return std::tolower(c); });
  for (const Paper& p : kPapers)
    if (lower == p.name) return &p;
  return nullptr;
}
}  // namespace

bool PaperSize(const std::string& name, SizeMm* out) {
  const Paper* p = Find(name);
  if (p) *out = {Mm(p->w), Mm(p->h)};
  return p != nullptr;
}

std::string PaperTitle(const std::string& name) {
  const Paper* p = Find(name);
  return p ? p->title : name;
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
