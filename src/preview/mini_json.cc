#include "preview/mini_json.h"

#include <cstdlib>

namespace carc {
namespace test_support {

namespace {

struct Parser {
  const std::string& s;
  size_t i = 0;
  int depth = 0;

  void Space() {
    while (i < s.size() && (s[i] == ' ' || s[i] == '\n' || s[i] == '\r' || s[i] == '\t')) ++i;
  }
  bool Eat(char c) {
    Space();
    if (i < s.size() && s[i] == c) {
      ++i;
      return true;
    }
    return false;
  }
  bool Word(const char* w) {
    size_t n = std::char_traits<char>::length(w);
    if (s.compare(i, n, w) != 0) return false;
    i += n;
    return true;
  }
  static void Utf8(unsigned cp, std::string* out) {
    if (cp < 0x80) {
      *out += char(cp);
    } else if (cp < 0x800) {
      *out += char(0xC0 | (cp >> 6));
      *out += char(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
      *out += char(0xE0 | (cp >> 12));
      *out += char(0x80 | ((cp >> 6) & 0x3F));
      *out += char(0x80 | (cp & 0x3F));
    } else {
      *out += char(0xF0 | (cp >> 18));
      *out += char(0x80 | ((cp >> 12) & 0x3F));
      *out += char(0x80 | ((cp >> 6) & 0x3F));
      *out += char(0x80 | (cp & 0x3F));
    }
  }
  bool Hex4(unsigned* cp) {
    if (i + 4 > s.size()) return false;
    char* end = nullptr;
    std::string digits = s.substr(i, 4);
    *cp = unsigned(std::strtoul(digits.c_str(), &end, 16));
    if (end != digits.c_str() + 4) return false;
    i += 4;
    return true;
  }
  bool String(std::string* out) {
    if (!Eat('"')) return false;
    while (i < s.size() && s[i] != '"') {
      char c = s[i++];
      if (c != '\\') {
        *out += c;
        continue;
      }
      if (i >= s.size()) return false;
      char e = s[i++];
      switch (e) {
        case 'n': *out += '\n'; break;
        case 't': *out += '\t'; break;
        case 'r': *out += '\r'; break;
        case 'b': *out += '\b'; break;
        case 'f': *out += '\f'; break;
        case 'u': {
          unsigned cp = 0;
          if (!Hex4(&cp)) return false;
          if (cp >= 0xD800 && cp < 0xDC00 && Word("\\u")) {
            unsigned low = 0;
            if (!Hex4(&low)) return false;
            cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
          }
          Utf8(cp, out);
          break;
        }
        default: *out += e;
      }
    }
    return Eat('"');
  }
  bool Value(JsonValue* v) {
    if (++depth > 200) return false;
    Space();
    if (i >= s.size()) return false;
    bool ok = true;
    char c = s[i];
    if (c == '{') {
      v->kind = JsonValue::Kind::Object;
      ++i;
      if (!Eat('}')) {
        do {
          std::pair<std::string, JsonValue> m;
          Space();
          ok = String(&m.first) && Eat(':') && Value(&m.second);
          v->members.push_back(std::move(m));
        } while (ok && Eat(','));
        ok = ok && Eat('}');
      }
    } else if (c == '[') {
      v->kind = JsonValue::Kind::Array;
      ++i;
      if (!Eat(']')) {
        do {
          v->items.emplace_back();
          ok = Value(&v->items.back());
        } while (ok && Eat(','));
        ok = ok && Eat(']');
      }
    } else if (c == '"') {
      v->kind = JsonValue::Kind::String;
      ok = String(&v->text);
    } else if (Word("true") || Word("false")) {
      v->kind = JsonValue::Kind::Bool;
      v->boolean = s[i - 1] == 'e' && s[i - 2] == 'u';
    } else if (Word("null")) {
      v->kind = JsonValue::Kind::Null;
    } else {
      char* end = nullptr;
      v->kind = JsonValue::Kind::Number;
      v->number = std::strtod(s.c_str() + i, &end);
      ok = end != s.c_str() + i;
      i = size_t(end - s.c_str());
    }
    --depth;
    return ok;
  }
};

}  // namespace

const JsonValue* JsonValue::Get(const std::string& key) const {
  for (const auto& m : members)
    if (m.first == key) return &m.second;
  return nullptr;
}

const JsonValue* JsonValue::Path(const std::vector<std::string>& keys) const {
  const JsonValue* v = this;
  for (const std::string& k : keys)
    if (!v || !(v = v->Get(k))) return nullptr;
  return v;
}

bool ParseJson(const std::string& text, JsonValue* out) {
  Parser p{text};
  *out = JsonValue();
  if (!p.Value(out)) return false;
  p.Space();
  return p.i == text.size();
}

}  // namespace test_support
}  // namespace carc
