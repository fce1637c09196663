// PDF objects as a small tree, read from and written back to PDF syntax: what
// PdfDocument needs to carry Cairo's objects (its text, fonts, outline) into
// the file it writes, renumbered, with a page's dictionary changed here and
// there. Only the syntax Cairo writes is needed, but any well-formed object
// parses: comments, literal strings with escapes and nested brackets, hex
// strings, names, numbers, references, arrays and dictionaries.
#pragma once

#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace carc {

/// One PDF object (not a stream's data). Scalars keep their source text, so
/// that writing one back gives exactly what was read.
struct PdfValue {
  /// What kind of object this is.
  enum class Kind { Null, Bool, Number, Name, String, Array, Dict, Ref };
  Kind kind = Kind::Null;
  std::string text;  ///< a scalar's text as written ("/Type", "12.5", "(a\\)b)", "<FEFF>")
  int ref = 0;       ///< a reference's object number (generation 0)
  std::vector<PdfValue> items;                        ///< an array's items
  std::vector<std::pair<std::string, PdfValue>> dict;  ///< a dictionary's entries, keys as "/Name"

  /// A name ("/XObject").
  static PdfValue Name(const std::string& name);
  /// A number, written as given ("595.28").
  static PdfValue Number(const std::string& text);
  /// A reference to object `object`.
  static PdfValue Ref(int object);
  /// An empty dictionary.
  static PdfValue Dict();
  /// An array of `items`.
  static PdfValue Array(std::vector<PdfValue> items);

  /// The value of `key` in a dictionary, or nullptr.
  const PdfValue* Find(const std::string& key) const;
  /// The value of `key` in a dictionary, or nullptr.
  PdfValue* Find(const std::string& key);
  /// Sets `key` in a dictionary, replacing an earlier value.
  void Set(const std::string& key, PdfValue value);
  /// Removes `key` from a dictionary, if there.
  void Remove(const std::string& key);
  /// A number's value (0 for anything else).
  double NumberValue() const;
};

/// Parses one object from `text` starting at `*pos`, which it moves past the
/// object. A reference `n 0 R` is recognised. Returns false on bad syntax.
bool ParsePdfValue(const std::string& text, size_t* pos, PdfValue* out);

/// Appends `v` in PDF syntax, each reference's object number passed through
/// `renumber`.
void WritePdfValue(const PdfValue& v, const std::function<int(int)>& renumber, std::string* out);

}  // namespace carc
