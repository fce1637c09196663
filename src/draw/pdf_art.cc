#include "draw/pdf_art.h"

#include <algorithm>

namespace carc {

int PdfArt::FindSymbol(const std::string& key) const {
  auto it = symbol_index_.find(key);
  return it == symbol_index_.end() ? -1 : it->second;
}

int PdfArt::AddSymbol(const std::string& key, PdfForm form) {
  symbols_.push_back(std::move(form));
  return symbol_index_[key] = int(symbols_.size()) - 1;
}

std::string PdfArt::AlphaState(int milli) {
  if (std::find(alphas_.begin(), alphas_.end(), milli) == alphas_.end()) alphas_.push_back(milli);
  return "/A" + std::to_string(milli);
}

}  // namespace carc
