#include "print/export_names.h"

#include <algorithm>
#include <cctype>

namespace carc {

namespace {

std::string Lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return std::tolower(c); });
  return s;
}

}  // namespace

std::string SafeStem(const std::string& id) {
  std::string out;
  for (unsigned char c : id) {
    bool plain = (c < 128 && std::isalnum(c)) || c == '-' || c == '_';
    if (plain) out += char(c);
    else if (c < 0x80 || c >= 0xC0) out += '_';  // one '_' per character, not per UTF-8 byte
  }
  return out.empty() || out.find_first_not_of('_') == std::string::npos ? "tile" : out;
}

std::string FileNamer::Claim(const std::string& wanted) {
  std::string base = SafeStem(wanted), stem = base;
  for (int n = 2; taken_.count(Lower(stem)); ++n) stem = base + "_" + std::to_string(n);
  taken_.insert(Lower(stem));
  return stem;
}

}  // namespace carc
