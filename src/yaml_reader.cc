#include "yaml_reader.h"

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>

#include "text_util.h"

namespace carc {

namespace {

/// Line and column (1-based) of byte `offset` in `text`.
SourceLoc LocOfOffset(const std::string& text, size_t offset) {
  SourceLoc loc{1, 1};
  for (size_t i = 0; i < offset && i < text.size(); ++i) {
    if (text[i] == '\n') {
      ++loc.line;
      loc.column = 1;
    } else if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) {
      ++loc.column;
    }
  }
  return loc;
}

/// Finds the first place where flow brackets or "- - -" chains nest deeper
/// than `max_depth`, ignoring quoted text and comments. Returns its offset or -1.
long FindTooDeep(const std::string& text, int max_depth) {
  int flow = 0, dashes = 0;
  bool line_start = true;
  char quote = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == '\n') {
      line_start = true;
      dashes = 0;
      if (quote == '\'' || quote == '"') continue;
      continue;
    }
    if (quote) {
      if (c == quote && !(quote == '"' && i > 0 && text[i - 1] == '\\')) quote = 0;
      continue;
    }
    if (c == '#' && (i == 0 || text[i - 1] == ' ' || text[i - 1] == '\t' || text[i - 1] == '\n')) {
      while (i + 1 < text.size() && text[i + 1] != '\n') ++i;
      continue;
    }
    if (c == '"' || c == '\'') {
      if (flow > 0 || i == 0 || text[i - 1] == ' ' || text[i - 1] == ':' || text[i - 1] == '\n')
        quote = c;
      continue;
    }
    if (c == '[' || c == '{') ++flow;
    if ((c == ']' || c == '}') && flow > 0) --flow;
    if (line_start && c == '-' && i + 1 < text.size() && text[i + 1] == ' ') ++dashes;
    else if (c != ' ' && c != '-') line_start = false;
    if (flow > max_depth || dashes > max_depth) return long(i);
  }
  return -1;
}

bool ParseInteger(const std::string& text, long long* out, bool* overflow) {
  *overflow = false;
  if (text.empty()) return false;
  size_t i = (text[0] == '+' || text[0] == '-') ? 1 : 0;
  if (i == text.size()) return false;
  for (size_t k = i; k < text.size(); ++k)
    if (text[k] < '0' || text[k] > '9') return false;
  errno = 0;
  *out = std::strtoll(text.c_str(), nullptr, 10);
  *overflow = errno == ERANGE;
  return true;
}

}  // namespace

Status ReadInputFile(const std::string& path, const InputLimits& limits, std::string* content,
                     Diagnostics* diags) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return Status::Io(path + ": error: cannot read: " + std::strerror(errno));
  in.seekg(0, std::ios::end);
  std::streamoff size = in.tellg();
  if (size < 0) return Status::Io(path + ": error: cannot read: not a regular file");
  if (size_t(size) > limits.max_bytes) {
    char msg[160];
    std::snprintf(msg, sizeof msg, "file is %.1f MiB; inputs are limited to %zu MiB",
                  double(size) / (1 << 20), limits.max_bytes >> 20);
    diags->Error(path, {}, "too-large", msg);
    return Status::Invalid(msg);
  }
  in.seekg(0);
  content->assign(size_t(size), '\0');
  if (size > 0 && !in.read(&(*content)[0], size))
    return Status::Io(path + ": error: cannot read: " + std::strerror(errno));
  return Status::Ok();
}

bool PrecheckYaml(const std::string& file, const std::string& content, const InputLimits& limits,
                  Diagnostics* diags) {
  long bad = FindInvalidUtf8(content);
  if (bad >= 0) {
    diags->Error(file, LocOfOffset(content, size_t(bad)), "encoding",
                 "the file is not valid UTF-8 text");
    return false;
  }
  if (content.find('\0') != std::string::npos) {
    diags->Error(file, LocOfOffset(content, content.find('\0')), "encoding",
                 "the file contains a NUL byte; it is not a text file");
    return false;
  }
  long deep = FindTooDeep(content, limits.max_depth);
  if (deep >= 0) {
    diags->Error(file, LocOfOffset(content, size_t(deep)), "too-deep",
                 "nesting deeper than " + std::to_string(limits.max_depth) + " levels");
    return false;
  }
  return true;
}

namespace {
void SyntaxError(const std::string& file, const YAML::Exception& e, Diagnostics* diags) {
  SourceLoc loc = e.mark.is_null() ? SourceLoc{} : SourceLoc{e.mark.line + 1, e.mark.column + 1};
  diags->Error(file, loc, "syntax", "YAML syntax: " + e.msg);
}
}  // namespace

bool ParseYaml(const std::string& file, const std::string& content, const InputLimits& limits,
               YAML::Node* root, Diagnostics* diags) {
  if (!PrecheckYaml(file, content, limits, diags)) return false;
  try {
    *root = YAML::Load(content);
  } catch (const YAML::Exception& e) {
    SyntaxError(file, e, diags);
    return false;
  }
  return true;
}

bool ParseYaml(const std::string& file, const std::string& content, const InputLimits& limits,
               YamlDocument* doc, Diagnostics* diags) {
  if (!PrecheckYaml(file, content, limits, diags)) return false;
  try {
    doc->Parse(content);
  } catch (const YAML::Exception& e) {
    SyntaxError(file, e, diags);
    return false;
  }
  return true;
}

std::string DescribeKind(bool defined, bool null, bool seq, bool map, const std::string& text) {
  if (!defined || null) return "nothing";
  if (seq) return "a list";
  if (map) return "a mapping";
  return "'" + Abbreviate(text) + "'";
}

void MapProblems::NotAMap(const std::string& kind) {
  diags_->Error(file_, loc_, "type", what_ + " must be a mapping of keys, got " + kind, tile_);
}

void MapProblems::BadKey(SourceLoc at) {
  diags_->Error(file_, at, "type", what_ + " keys must be plain words", tile_);
}

bool MapProblems::Accept(const std::string& key, SourceLoc at, int first_line) {
  if (first_line) {
    diags_->Error(file_, at, "duplicate-key",
                  "duplicate key '" + Abbreviate(key) + "' in " + what_ + " (first at line " +
                      std::to_string(first_line) + ")", tile_);
    return false;
  }
  for (const std::string& k : known_)
    if (k == key) return true;
  std::string hint = Suggest(key, known_);
  diags_->Error(file_, at, "unknown-key",
                "unknown key '" + Abbreviate(key) + "' in " + what_ +
                    (hint.empty() ? "" : "; did you mean '" + hint + "'?"), tile_);
  return false;
}

void MapProblems::Missing(const std::string& key) {
  diags_->Error(file_, loc_, "missing-key", what_ + " is missing required key '" + key + "'", tile_);
}

void ValueReader::Error(SourceLoc loc, const std::string& code, const std::string& message) {
  diags_->Error(file_, loc, code, tile_.empty() ? message : "tile " + tile_ + ": " + message, tile_);
}

bool ValueReader::Int(const ValueView& node, SourceLoc loc, const std::string& what,
                      long long min, long long max, long long* out) {
  long long v = 0;
  bool overflow = false;
  std::string range = std::to_string(min) + " to " + std::to_string(max);
  if (!node.is_scalar || !ParseInteger(node.text, &v, &overflow)) {
    Error(loc, "type", what + " must be a whole number from " + range + ", got " + node.kind);
    return false;
  }
  if (overflow || v < min || v > max) {
    Error(loc, "range", what + " must be from " + range + ", got " + Abbreviate(node.text));
    return false;
  }
  *out = v;
  return true;
}

bool ValueReader::Number(const ValueView& node, SourceLoc loc, const std::string& what,
                         double min, double max, double* out) {
  char* end = nullptr;
  const std::string& text = node.text;
  double v = text.empty() ? 0 : std::strtod(text.c_str(), &end);
  if (!node.is_scalar || text.empty() || *end != '\0' || !std::isfinite(v)) {
    Error(loc, "type", what + " must be a number, got " + node.kind);
    return false;
  }
  if (v < min || v > max) {
    std::ostringstream msg;
    msg << what << " must be from " << min << " to " << max << ", got " << Abbreviate(text);
    Error(loc, "range", msg.str());
    return false;
  }
  *out = v;
  return true;
}

bool ValueReader::Bool(const ValueView& node, SourceLoc loc, const std::string& what, bool* out) {
  const std::string& t = node.text;
  if (t == "true" || t == "True" || t == "TRUE" || t == "yes") { *out = true; return true; }
  if (t == "false" || t == "False" || t == "FALSE" || t == "no") { *out = false; return true; }
  Error(loc, "type", what + " must be true or false, got " + node.kind);
  return false;
}

bool ValueReader::String(const ValueView& node, SourceLoc loc, const std::string& what,
                         std::string* out, size_t max_len) {
  if (!node.is_scalar) {
    Error(loc, "type", what + " must be text, got " + node.kind);
    return false;
  }
  if (node.text.size() > max_len) {
    Error(loc, "range", what + " is " + std::to_string(node.text.size()) +
                            " bytes long; the limit is " + std::to_string(max_len));
    return false;
  }
  *out = node.text;
  return true;
}

}  // namespace carc
