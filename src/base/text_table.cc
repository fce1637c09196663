#include "base/text_table.h"

#include <algorithm>

#include "base/text_util.h"

namespace carc {

size_t DisplayWidth(const std::string& text) {
  size_t n = 0;
  for (unsigned char c : text) n += (c & 0xC0) != 0x80;  // count lead bytes only
  return n;
}

void TextTable::AddRow(std::vector<std::string> cells) {
  for (std::string& cell : cells) cell = Printable(cell);
  rows_.push_back(std::move(cells));
}

std::string TextTable::Render(const std::string& indent, size_t left_columns) const {
  std::vector<size_t> width;
  for (const auto& row : rows_)
    for (size_t c = 0; c < row.size(); ++c) {
      if (width.size() <= c) width.push_back(0);
      width[c] = std::max(width[c], DisplayWidth(row[c]));
    }
  std::string out;
  for (const auto& row : rows_) {
    std::string line = indent;
    for (size_t c = 0; c < row.size(); ++c) {
      std::string pad(width[c] - DisplayWidth(row[c]), ' ');
      if (c > 0) line += "  ";
      line += c < left_columns ? row[c] + pad : pad + row[c];
    }
    while (!line.empty() && line.back() == ' ') line.pop_back();
    out += line + "\n";
  }
  return out;
}

}  // namespace carc
