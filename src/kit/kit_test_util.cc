#include "kit/kit_test_util.h"

#include <stdexcept>

#include "base/data_dir.h"
#include "base/test_util.h"
#include "spec/spec_loader.h"

namespace carc {
namespace testing {

TileSet BundledSet(const std::string& name) {
  TileSet set;
  Diagnostics diags;
  Status s = LoadValidTileSet(FindTileSet(name), &set, &diags);
  if (!s.ok()) throw std::runtime_error(name + ": " + s.message());
  return set;
}

Translation BundledLanguage(const std::string& code) {
  Translation tr;
  Diagnostics diags;
  Status s = LoadKitTranslation(code, &tr, &diags);
  if (!s.ok()) throw std::runtime_error(code + ": " + s.message());
  return tr;
}

std::string FlatText(const std::string& pdf, int page) {
  std::string range = page > 0 ? " -f " + std::to_string(page) + " -l " + std::to_string(page) : "";
  std::string raw = Run("pdftotext -raw -enc UTF-8" + range + " '" + pdf + "' -").out;
  std::string out;
  for (size_t i = 0; i < raw.size(); ++i) {
    bool nbsp = raw.compare(i, 2, "\xc2\xa0") == 0;
    char c = raw[i];
    bool space = nbsp || c == ' ' || c == '\n' || c == '\t' || c == '\f' || c == '\r';
    if (nbsp) ++i;
    if (space) {
      if (!out.empty() && out.back() != ' ') out += ' ';
    } else {
      out += c;
    }
  }
  return out;
}

namespace {

/// Decodes the PDF string starting at `at` ("(literal)" or "<FEFF hex>").
std::string PdfString(const std::string& raw, size_t at) {
  std::string out;
  if (raw[at] == '(') {
    for (size_t i = at + 1; i < raw.size() && raw[i] != ')'; ++i) {
      if (raw[i] == '\\' && i + 1 < raw.size()) ++i;
      out += raw[i];
    }
    return out;
  }
  size_t end = raw.find('>', at);
  std::string hex = raw.substr(at + 1, end - at - 1);
  std::vector<unsigned> units;
  for (size_t i = 0; i + 4 <= hex.size(); i += 4) units.push_back(unsigned(std::stoul(hex.substr(i, 4), nullptr, 16)));
  for (size_t i = units.empty() || units[0] != 0xFEFF ? 0 : 1; i < units.size(); ++i) {
    unsigned cp = units[i];
    if (cp >= 0xD800 && cp < 0xDC00 && i + 1 < units.size()) cp = 0x10000 + ((cp - 0xD800) << 10) + (units[++i] - 0xDC00);
    if (cp < 0x80) out += char(cp);
    else if (cp < 0x800) out += char(0xC0 | (cp >> 6)), out += char(0x80 | (cp & 0x3F));
    else if (cp < 0x10000)
      out += char(0xE0 | (cp >> 12)), out += char(0x80 | ((cp >> 6) & 0x3F)), out += char(0x80 | (cp & 0x3F));
    else
      out += char(0xF0 | (cp >> 18)), out += char(0x80 | ((cp >> 12) & 0x3F)),
          out += char(0x80 | ((cp >> 6) & 0x3F)), out += char(0x80 | (cp & 0x3F));
  }
  return out;
}

std::vector<std::string> Strings(const std::string& pdf, const std::string& marker) {
  std::string raw = ReadFile(pdf);
  std::vector<std::string> out;
  for (size_t at = raw.find(marker); at != std::string::npos; at = raw.find(marker, at + 1))
    out.push_back(PdfString(raw, at + marker.size()));
  return out;
}

}  // namespace

std::vector<std::string> OutlineTitles(const std::string& pdf) { return Strings(pdf, "<< /Title "); }

std::vector<std::string> PageLabels(const std::string& pdf) {
  // Entries look like "5 << /S /D /St 1 /P (Tiles ) >>": from page index 5 on,
  // the prefix followed by decimal numbers from 1 (cairo merges runs).
  std::string raw = ReadFile(pdf);
  size_t nums = raw.find("<< /Nums [");
  if (nums == std::string::npos) return {};
  size_t end = raw.find("]\n>>", nums);
  struct Range {
    int start;
    bool decimal;
    int first;
    std::string prefix;
  };
  std::vector<Range> ranges;
  for (size_t at = raw.find("<<", nums + 2); at < end; at = raw.find("<<", at + 2)) {
    size_t line = raw.rfind('\n', at);
    Range r{std::stoi(raw.substr(line + 1, at - line - 1)), false, 1, ""};
    size_t close = raw.find(">>", at);
    std::string entry = raw.substr(at, close - at);
    r.decimal = entry.find("/S /D") != std::string::npos;
    size_t st = entry.find("/St ");
    if (st != std::string::npos) r.first = std::stoi(entry.substr(st + 4));
    size_t p = entry.find("/P ");
    if (p != std::string::npos) r.prefix = PdfString(entry, p + 3);
    ranges.push_back(r);
  }
  std::string info = Squeeze(PdfInfo(pdf));
  size_t pages_at = info.find("Pages: ");
  int pages = pages_at == std::string::npos ? 0 : std::stoi(info.substr(pages_at + 7));
  std::vector<std::string> out;
  for (int i = 0; i < pages; ++i) {
    const Range* r = nullptr;
    for (const Range& candidate : ranges)
      if (candidate.start <= i) r = &candidate;
    out.push_back(!r ? "" : r->prefix + (r->decimal ? std::to_string(r->first + i - r->start) : ""));
  }
  return out;
}

int Count(const std::string& hay, const std::string& needle) {
  int n = 0;
  for (size_t at = hay.find(needle); at != std::string::npos; at = hay.find(needle, at + needle.size())) ++n;
  return n;
}

}  // namespace testing
}  // namespace carc
