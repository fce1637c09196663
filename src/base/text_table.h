// Plain-text tables for terminal reports: columns padded to their widest
// cell, the first column left-aligned and the rest right-aligned (numbers).
#pragma once

#include <string>
#include <vector>

namespace carc {

/// A table of text cells, rendered with aligned columns.
class TextTable {
 public:
  /// Appends a row; rows may have different lengths. Each cell is one line:
  /// control characters in it (a newline in a file name) become escapes.
  void AddRow(std::vector<std::string> cells);
  /// Number of rows added.
  size_t size() const { return rows_.size(); }
  /// The table, each line starting with `indent` and ending with a newline;
  /// columns after the first `left_columns` are right-aligned.
  std::string Render(const std::string& indent, size_t left_columns = 1) const;

 private:
  std::vector<std::vector<std::string>> rows_;
};

/// Width of `text` in terminal columns (UTF-8 characters, each one column).
size_t DisplayWidth(const std::string& text);

}  // namespace carc
