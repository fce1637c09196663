#include "base/json.h"

#include <cmath>
#include <cstdio>

namespace carc {

std::string JsonQuote(const std::string& text) {
  std::string out = "\"";
  for (unsigned char c : text) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        if (c < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", c);
          out += buf;
        } else {
          out += char(c);
        }
    }
  }
  return out + "\"";
}

void JsonWriter::Key(const std::string& key) {
  if (!first_.empty()) {
    if (!first_.back()) out_ += ",";
    first_.back() = false;
  }
  if (!key.empty()) out_ += JsonQuote(key) + ":";
}

JsonWriter& JsonWriter::BeginObject(const std::string& key) {
  Key(key);
  out_ += "{";
  first_.push_back(true);
  return *this;
}

JsonWriter& JsonWriter::EndObject() {
  out_ += "}";
  first_.pop_back();
  return *this;
}

JsonWriter& JsonWriter::BeginArray(const std::string& key) {
  Key(key);
  out_ += "[";
  first_.push_back(true);
  return *this;
}

JsonWriter& JsonWriter::EndArray() {
  out_ += "]";
  first_.pop_back();
  return *this;
}

JsonWriter& JsonWriter::String(const std::string& key, const std::string& value) {
  Key(key);
  out_ += JsonQuote(value);
  return *this;
}

JsonWriter& JsonWriter::Int(const std::string& key, long long value) {
  Key(key);
  out_ += std::to_string(value);
  return *this;
}

JsonWriter& JsonWriter::Double(const std::string& key, double value) {
  Key(key);
  if (!std::isfinite(value)) {
    out_ += "null";
    return *this;
  }
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.6g", value);
  out_ += buf;
  return *this;
}

JsonWriter& JsonWriter::Bool(const std::string& key, bool value) {
  Key(key);
  out_ += value ? "true" : "false";
  return *this;
}

JsonWriter& JsonWriter::Null(const std::string& key) {
  Key(key);
  out_ += "null";
  return *this;
}

JsonWriter& JsonWriter::StringValue(const std::string& value) { return String("", value); }
JsonWriter& JsonWriter::IntValue(long long value) { return Int("", value); }
JsonWriter& JsonWriter::DoubleValue(double value) { return Double("", value); }

namespace {

/// The index just past the string starting at `i` (a '"').
size_t SkipString(const std::string& s, size_t i) {
  for (++i; i < s.size() && s[i] != '"'; ++i)
    if (s[i] == '\\') ++i;
  return i + 1;
}

/// Whether the array opening at `i` holds no object or array.
bool FlatArray(const std::string& s, size_t i) {
  for (++i; i < s.size() && s[i] != ']';) {
    if (s[i] == '"') i = SkipString(s, i);
    else if (s[i] == '{' || s[i] == '[') return false;
    else ++i;
  }
  return true;
}

}  // namespace

std::string IndentJson(const std::string& s) {
  std::string out;
  int depth = 0, flat = 0;  // flat: inside an array kept on one line
  auto newline = [&] { out += "\n" + std::string(size_t(depth) * 2, ' '); };
  for (size_t i = 0; i < s.size();) {
    char c = s[i];
    if (c == '"') {
      size_t end = SkipString(s, i);
      out.append(s, i, end - i);
      i = end;
      continue;
    }
    ++i;
    if (flat) {
      out += c;
      if (c == ',') out += ' ';
      if (c == ']') --flat;
      continue;
    }
    if (c == '[' && FlatArray(s, i - 1)) {
      out += c;
      ++flat;
    } else if (c == '{' || c == '[') {
      out += c;
      bool empty = i < s.size() && (s[i] == '}' || s[i] == ']');
      ++depth;
      if (!empty) newline();
    } else if (c == '}' || c == ']') {
      --depth;
      if (out.back() != '{' && out.back() != '[') newline();
      out += c;
    } else if (c == ',') {
      out += c;
      newline();
    } else if (c == ':') {
      out += ": ";
    } else {
      out += c;
    }
  }
  return out;
}

}  // namespace carc
