#include "kit/kit_test_util.h"

#include <stdexcept>

#include "base/data_dir.h"
#include "base/test_util.h"
#include "draw/pdf_inspect.h"
#include "spec/spec_loader.h"

namespace carc {
namespace test_support {

Translation BundledLanguage(const std::string& code) {
  Translation tr;
  Diagnostics diags;
  Status s = LoadKitTranslation(code, &tr, &diags);
  if (!s.ok()) throw std::runtime_error(code + ": " + s.ToString());
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

std::vector<std::string> OutlineTitles(const std::string& pdf) { return PdfOutline(pdf); }

std::vector<std::string> PageLabels(const std::string& pdf) { return PdfPageLabels(pdf); }

int Count(const std::string& hay, const std::string& needle) {
  int n = 0;
  for (size_t at = hay.find(needle); at != std::string::npos; at = hay.find(needle, at + needle.size())) ++n;
  return n;
}

}  // namespace test_support
}  // namespace carc
