#include "draw/pdf_object.h"

#include <cstdlib>
#include <cstring>

namespace carc {

namespace {

bool IsSpace(char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\f' || c == '\0'; }
bool IsDelimiter(char c) { return std::strchr("()<>[]{}/%", c) != nullptr; }
bool IsRegular(char c) { return !IsSpace(c) && !IsDelimiter(c); }

/// Moves past white space and comments.
void Skip(const std::string& t, size_t* pos) {
  while (*pos < t.size()) {
    char c = t[*pos];
    if (IsSpace(c)) {
      ++*pos;
    } else if (c == '%') {
      while (*pos < t.size() && t[*pos] != '\n' && t[*pos] != '\r') ++*pos;
    } else {
      return;
    }
  }
}

/// The end of a literal string that starts at `pos` (its opening bracket):
/// brackets nest, a backslash escapes the next byte.
size_t LiteralEnd(const std::string& t, size_t pos) {
  int depth = 0;
  for (size_t i = pos; i < t.size(); ++i) {
    if (t[i] == '\\') {
      ++i;
    } else if (t[i] == '(') {
      ++depth;
    } else if (t[i] == ')' && --depth == 0) {
      return i + 1;
    }
  }
  return std::string::npos;
}

/// An unsigned integer token at `pos`, if there is one: its end.
size_t IntegerEnd(const std::string& t, size_t pos) {
  size_t i = pos;
  while (i < t.size() && t[i] >= '0' && t[i] <= '9') ++i;
  if (i == pos || (i < t.size() && IsRegular(t[i]))) return std::string::npos;
  return i;
}

/// `n g R` at `pos` (n already known to be an integer ending at `n_end`):
/// where the reference ends, or npos.
size_t RefEnd(const std::string& t, size_t n_end) {
  size_t p = n_end;
  Skip(t, &p);
  size_t g_end = IntegerEnd(t, p);
  if (g_end == std::string::npos) return std::string::npos;
  p = g_end;
  Skip(t, &p);
  if (p < t.size() && t[p] == 'R' && (p + 1 >= t.size() || !IsRegular(t[p + 1]))) return p + 1;
  return std::string::npos;
}

}  // namespace

PdfValue PdfValue::Name(const std::string& name) {
  PdfValue v;
  v.kind = Kind::Name;
  v.text = name;
  return v;
}

PdfValue PdfValue::Number(const std::string& text) {
  PdfValue v;
  v.kind = Kind::Number;
  v.text = text;
  return v;
}

PdfValue PdfValue::Ref(int object) {
  PdfValue v;
  v.kind = Kind::Ref;
  v.ref = object;
  return v;
}

PdfValue PdfValue::Dict() {
  PdfValue v;
  v.kind = Kind::Dict;
  return v;
}

PdfValue PdfValue::Array(std::vector<PdfValue> items) {
  PdfValue v;
  v.kind = Kind::Array;
  v.items = std::move(items);
  return v;
}

const PdfValue* PdfValue::Find(const std::string& key) const {
  for (const auto& [k, v] : dict)
    if (k == key) return &v;
  return nullptr;
}

PdfValue* PdfValue::Find(const std::string& key) {
  for (auto& [k, v] : dict)
    if (k == key) return &v;
  return nullptr;
}

void PdfValue::Set(const std::string& key, PdfValue value) {
  if (PdfValue* v = Find(key)) {
    *v = std::move(value);
    return;
  }
  dict.emplace_back(key, std::move(value));
}

void PdfValue::Remove(const std::string& key) {
  for (auto it = dict.begin(); it != dict.end(); ++it)
    if (it->first == key) {
      dict.erase(it);
      return;
    }
}

double PdfValue::NumberValue() const { return kind == Kind::Number ? std::strtod(text.c_str(), nullptr) : 0; }

bool ParsePdfValue(const std::string& t, size_t* pos, PdfValue* out) {
  Skip(t, pos);
  if (*pos >= t.size()) return false;
  size_t p = *pos;
  char c = t[p];
  *out = PdfValue();
  if (c == '<' && p + 1 < t.size() && t[p + 1] == '<') {
    out->kind = PdfValue::Kind::Dict;
    *pos = p + 2;
    for (;;) {
      Skip(t, pos);
      if (*pos + 1 < t.size() && t[*pos] == '>' && t[*pos + 1] == '>') {
        *pos += 2;
        return true;
      }
      PdfValue key, value;
      if (!ParsePdfValue(t, pos, &key) || key.kind != PdfValue::Kind::Name) return false;
      if (!ParsePdfValue(t, pos, &value)) return false;
      // A key given twice (Cairo 1.16 names a recording's resources twice):
      // the last occurrence is the one readers use, and the only one kept.
      out->Set(key.text, std::move(value));
    }
  }
  if (c == '[') {
    out->kind = PdfValue::Kind::Array;
    *pos = p + 1;
    for (;;) {
      Skip(t, pos);
      if (*pos < t.size() && t[*pos] == ']') {
        ++*pos;
        return true;
      }
      PdfValue item;
      if (!ParsePdfValue(t, pos, &item)) return false;
      out->items.push_back(std::move(item));
    }
  }
  size_t end = std::string::npos;
  if (c == '(') {
    out->kind = PdfValue::Kind::String;
    end = LiteralEnd(t, p);
  } else if (c == '<') {
    out->kind = PdfValue::Kind::String;
    end = t.find('>', p);
    if (end != std::string::npos) ++end;
  } else if (c == '/') {
    out->kind = PdfValue::Kind::Name;
    end = p + 1;
    while (end < t.size() && IsRegular(t[end])) ++end;
  } else if (IsRegular(c)) {
    end = p;
    while (end < t.size() && IsRegular(t[end])) ++end;
    std::string word = t.substr(p, end - p);
    if (word == "true" || word == "false") {
      out->kind = PdfValue::Kind::Bool;
    } else if (word == "null") {
      out->kind = PdfValue::Kind::Null;
    } else if (word.find_first_not_of("+-.0123456789") == std::string::npos) {
      out->kind = PdfValue::Kind::Number;
      size_t ref_end = IntegerEnd(t, p) == end ? RefEnd(t, end) : std::string::npos;
      if (ref_end != std::string::npos) {
        out->kind = PdfValue::Kind::Ref;
        out->ref = std::atoi(word.c_str());
        *pos = ref_end;
        return true;
      }
    } else {
      return false;  // an operator or a keyword such as `stream`: not an object
    }
  }
  if (end == std::string::npos) return false;
  out->text = t.substr(p, end - p);
  *pos = end;
  return true;
}

void WritePdfValue(const PdfValue& v, const std::function<int(int)>& renumber, std::string* out) {
  switch (v.kind) {
    case PdfValue::Kind::Null:
      *out += "null";
      return;
    case PdfValue::Kind::Ref:
      *out += std::to_string(renumber(v.ref));
      *out += " 0 R";
      return;
    case PdfValue::Kind::Array:
      *out += '[';
      for (size_t i = 0; i < v.items.size(); ++i) {
        if (i > 0) *out += ' ';
        WritePdfValue(v.items[i], renumber, out);
      }
      *out += ']';
      return;
    case PdfValue::Kind::Dict:
      *out += "<<";
      for (const auto& [k, value] : v.dict) {
        *out += k;
        *out += ' ';
        WritePdfValue(value, renumber, out);
        *out += ' ';
      }
      *out += ">>";
      return;
    default:
      *out += v.text;
      return;
  }
}

}  // namespace carc
