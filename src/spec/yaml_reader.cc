#include "spec/yaml_reader.h"

#include <new>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <sstream>
#include <string_view>
#include <unordered_map>

#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/parser.h>

#include "base/output_file.h"
#include "base/text_util.h"

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

/// Thrown by LimitScan to stop the parser at the first node over a limit.
struct LimitExceeded {
  YAML::Mark mark;
  std::string code, message;
};

/// Follows the parser's events without building a tree and stops at the first
/// node nested deeper than the limit or past the node limit. Aliases count as
/// full copies of their anchor's node (size and height), so a "billion laughs"
/// chain stops here instead of in whatever later walks the tree, and an alias
/// to a node that contains it is refused. Runs before yaml-cpp builds the tree,
/// which also keeps yaml-cpp's own recursion shallow.
class LimitScan : public YAML::EventHandler {
 public:
  explicit LimitScan(const InputLimits& limits) : limits_(limits) {}

  /// Where the latest event began (a byte offset), for LookaheadBuf.
  const size_t* last_pos() const { return &last_pos_; }

  void OnDocumentStart(const YAML::Mark& mark) override { Seen(mark); }
  void OnDocumentEnd() override {}
  void OnAnchor(const YAML::Mark&, const std::string& name) override { anchor_name_ = name; }
  void OnNull(const YAML::Mark& mark, YAML::anchor_t anchor) override { Leaf(mark, anchor); }
  void OnScalar(const YAML::Mark& mark, const std::string&, YAML::anchor_t anchor,
                const std::string&) override {
    Leaf(mark, anchor);
  }
  void OnAlias(const YAML::Mark& mark, YAML::anchor_t anchor) override;
  void OnSequenceStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t anchor,
                       YAML::EmitterStyle::value) override {
    Open(mark, anchor);
  }
  void OnSequenceEnd() override { Close(); }
  void OnMapStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t anchor,
                  YAML::EmitterStyle::value) override {
    Open(mark, anchor);
  }
  void OnMapEnd() override { Close(); }

 private:
  /// What an anchored node amounts to once its aliases are expanded.
  struct Shape {
    std::string name;
    uint64_t nodes = 0;
    size_t height = 0;  ///< levels of lists and mappings, 0 for a scalar
    bool open = true;   ///< still being parsed: an alias to it would be a cycle
  };
  /// A list or mapping being parsed.
  struct Frame {
    YAML::anchor_t anchor;
    uint64_t nodes_before;
    size_t child_height;
  };

  void Seen(const YAML::Mark& mark) {
    last_pos_ = size_t(std::max(mark.pos, 0));
  }
  void Leaf(const YAML::Mark& mark, YAML::anchor_t anchor) {
    Seen(mark);
    Count(mark, 1, "");
    if (anchor) {
      Shape& s = Remember(anchor);
      s.nodes = 1;
      s.open = false;
    }
    Child(0);
  }
  void Open(const YAML::Mark& mark, YAML::anchor_t anchor) {
    Seen(mark);
    if (stack_.size() + 1 > size_t(limits_.max_depth))
      throw LimitExceeded{mark, "too-deep", "nesting deeper than " +
                                                std::to_string(limits_.max_depth) + " levels"};
    Count(mark, 1, "");
    if (anchor) Remember(anchor);
    stack_.push_back({anchor, nodes_ - 1, 0});
  }
  void Close() {
    if (stack_.empty()) return;
    Frame f = stack_.back();
    stack_.pop_back();
    if (f.anchor) {
      Shape& s = shapes_[f.anchor];
      s.nodes = nodes_ - f.nodes_before;
      s.height = f.child_height + 1;
      s.open = false;
    }
    Child(f.child_height + 1);
  }
  Shape& Remember(YAML::anchor_t anchor) {
    Shape& s = shapes_[anchor];
    s.name = anchor_name_;
    anchor_name_.clear();
    return s;
  }
  void Child(size_t height) {
    if (!stack_.empty()) stack_.back().child_height = std::max(stack_.back().child_height, height);
  }
  void Count(const YAML::Mark& mark, uint64_t n, const std::string& alias) {
    nodes_ = n > kHuge - nodes_ ? kHuge : nodes_ + n;
    if (nodes_ <= limits_.max_nodes) return;
    std::string limit = std::to_string(limits_.max_nodes);
    throw LimitExceeded{
        mark, "too-big",
        alias.empty() ? "the document has more than " + limit + " values (scalars, lists and "
                                                                "mappings); that is the limit"
                      : "alias *" + alias + " makes the document larger than " + limit +
                            " values (scalars, lists and mappings, each alias counted as a "
                            "full copy); that is the limit"};
  }

  static constexpr uint64_t kHuge = UINT64_MAX / 2;
  const InputLimits& limits_;
  std::unordered_map<YAML::anchor_t, Shape> shapes_;
  std::vector<Frame> stack_;
  std::string anchor_name_;
  uint64_t nodes_ = 0;
  size_t last_pos_ = 0;
};

/// Counts the bytes of `text` that can make up a value: all but comment lines,
/// blank lines and indentation. yaml-cpp reads past those to find the next
/// token, and they cost it no memory, so they do not count as lookahead.
class ValueBytes {
 public:
  explicit ValueBytes(const std::string& text) : text_(text) {
    State state = kIndent;
    size_t count = 0;
    for (size_t i = 0; i < text.size(); ++i) {
      if (i % kStride == 0) marks_.push_back({count, state});
      count += Step(text[i], &state);
    }
    marks_.push_back({count, state});
  }
  /// Value bytes in text[0, end).
  size_t Before(size_t end) const {
    end = std::min(end, text_.size());
    Mark m = marks_[end / kStride];
    State state = m.state;
    size_t count = m.count;
    for (size_t i = end / kStride * kStride; i < end; ++i) count += Step(text_[i], &state);
    return count;
  }

 private:
  enum State : uint8_t { kIndent, kComment, kValue };
  struct Mark {
    size_t count;
    State state;
  };
  static constexpr size_t kStride = 4096;
  /// Whether byte `c` is a value byte, moving `*state` along the line.
  static size_t Step(char c, State* state) {
    if (c == '\n') {
      *state = kIndent;
      return 0;
    }
    if (*state == kIndent) {
      if (c == ' ' || c == '\t' || c == '\r') return 0;
      *state = c == '#' ? kComment : kValue;
    }
    return *state == kValue;
  }
  const std::string& text_;
  std::vector<Mark> marks_;
};

/// Serves `text` to yaml-cpp in pieces and ends it early once the scanner has
/// read more than `max_ahead` value bytes (ValueBytes) past the latest event. yaml-cpp keeps every
/// token of a value it cannot place yet (a one-line [list] or {mapping} that
/// might turn out to be a mapping key) in memory, about 100 bytes per input
/// byte, and only then hands out events; this bounds that.
class LookaheadBuf : public std::streambuf {
 public:
  LookaheadBuf(const std::string& text, size_t max_ahead, const size_t* last_event)
      : text_(text), value_bytes_(text), max_ahead_(max_ahead), last_event_(last_event) {}
  /// Whether the text was cut short because of the limit.
  bool overrun() const { return overrun_; }
  /// Where the value that ran over the limit begins, roughly: the latest event then.
  size_t overrun_at() const { return overrun_at_; }

 protected:
  int_type underflow() override {
    if (gptr() && gptr() < egptr()) return traits_type::to_int_type(*gptr());
    if (served_ >= text_.size()) return traits_type::eof();
    if (served_ > *last_event_ + max_ahead_ &&
        value_bytes_.Before(served_) - value_bytes_.Before(*last_event_) > max_ahead_) {
      overrun_ = true;
      overrun_at_ = *last_event_;
      return traits_type::eof();
    }
    char* base = const_cast<char*>(text_.data()) + served_;
    size_t n = std::min(kChunk, text_.size() - served_);
    setg(base, base, base + n);
    served_ += n;
    return traits_type::to_int_type(*gptr());
  }

 private:
  static constexpr size_t kChunk = 4096;
  const std::string& text_;
  ValueBytes value_bytes_;
  size_t max_ahead_;
  const size_t* last_event_;
  size_t served_ = 0, overrun_at_ = 0;
  bool overrun_ = false;
};

void LimitScan::OnAlias(const YAML::Mark& mark, YAML::anchor_t anchor) {
  Seen(mark);
  auto it = shapes_.find(anchor);
  if (it == shapes_.end()) return;  // yaml-cpp reports undefined anchors itself
  const Shape& s = it->second;
  if (s.open)
    throw LimitExceeded{mark, "alias-cycle",
                        "alias *" + s.name + " refers to a node that contains it"};
  if (stack_.size() + s.height > size_t(limits_.max_depth))
    throw LimitExceeded{mark, "too-deep",
                        "alias *" + s.name + " nests deeper than " +
                            std::to_string(limits_.max_depth) + " levels once expanded"};
  Count(mark, s.nodes, s.name);
  Child(s.height);
}

/// The text of 1-based line `n` of `text`; empty when there is no such line.
std::string_view LineAt(const std::string& text, int n) {
  size_t start = 0;
  for (int i = 1; i < n; ++i) {
    start = text.find('\n', start);
    if (start == std::string::npos) return {};
    ++start;
  }
  if (n < 1 || start > text.size()) return {};
  size_t end = text.find('\n', start);
  return std::string_view(text).substr(start, end == std::string::npos ? end : end - start);
}

/// The byte offset of the innermost `opener` ('[' or '{') in `text` that is
/// never closed (the one yaml-cpp's "end of ... flow not found" is about), or npos. Brackets count where YAML reads them as the start of a flow
/// collection: at the start of a value (after a line's indent, "- ", ": ",
/// "? ") or inside one; quoted scalars starting there and comments are skipped.
size_t UnclosedFlow(const std::string& text, char opener) {
  std::vector<size_t> open;
  char before = '\n';  // the last character that was not a space or tab
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    bool value_start = before == '\n' || before == ':' || before == '-' || before == '?' ||
                       (!open.empty() && (before == ',' || before == '[' || before == '{'));
    if (c == '#' && (i == 0 || text[i - 1] == ' ' || text[i - 1] == '\t' || text[i - 1] == '\n')) {
      i = std::min(text.find('\n', i), text.size()) - 1;  // the comment ends at the line's end
      continue;
    }
    if ((c == '"' || c == '\'') && value_start) {
      for (++i; i < text.size() && text[i] != c; ++i)
        if (c == '"' && text[i] == '\\') ++i;
        else if (c == '\'' && text[i] == '\'' && i + 1 < text.size() && text[i + 1] == '\'') ++i;
      before = c;
      continue;
    }
    if ((c == '[' || c == '{') && (value_start || !open.empty())) open.push_back(i);
    else if ((c == ']' || c == '}') && !open.empty()) open.pop_back();
    if (c != ' ' && c != '\t') before = c;
  }
  for (auto it = open.rbegin(); it != open.rend(); ++it)
    if (text[*it] == opener) return *it;
  return std::string::npos;
}

/// A hint at the usual cause of one of yaml-cpp's terse syntax errors, or "".
std::string SyntaxHint(const std::string& text, SourceLoc at, const std::string& msg) {
  for (int n : {at.line, at.line - 1}) {
    std::string_view line = LineAt(text, n);
    if (line.substr(0, line.find_first_not_of(" \t")).find('\t') != std::string_view::npos)
      return " (line " + std::to_string(n) + " is indented with a tab; YAML indents with spaces "
                                             "only)";
  }
  std::string_view line = LineAt(text, at.line);
  size_t key = std::min(line.find_first_not_of(" -?"), line.size());
  if (msg == YAML::ErrorMsg::MAP_VALUE && at.column > 0 && size_t(at.column) > key + 1024)
    return " (a key may be at most 1024 characters long)";
  return "";
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
  auto cannot = [&](const char* why) { return Status::Io(std::string("cannot read: ") + why).At(path); };
  // O_NONBLOCK so that opening a FIFO with no writer does not hang; reads block again below.
  int fd = open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) return cannot(std::strerror(errno));
  struct Closer {
    int fd;
    ~Closer() { close(fd); }
  } closer{fd};
  struct stat st;
  if (fstat(fd, &st) != 0) return cannot(std::strerror(errno));
  if (S_ISDIR(st.st_mode)) return cannot("it is a folder");
  if (S_ISREG(st.st_mode)) RegisterInputFile(path);
  fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK);
  auto too_large = [&](const std::string& msg) {
    diags->Error(path, {}, "too-large", msg);
    return Status::Diagnosed();
  };
  std::string limit = std::to_string(limits.max_bytes >> 20) + " MiB";
  if (S_ISREG(st.st_mode) && uint64_t(st.st_size) > limits.max_bytes) {
    char size[32];
    std::snprintf(size, sizeof size, "%.1f MiB", double(st.st_size) / (1 << 20));
    return too_large(std::string("file is ") + size + "; inputs are limited to " + limit);
  }
  // Read at most one byte past the limit: the size may change, or be unknown (a pipe).
  content->clear();
  char buf[1 << 16];
  while (content->size() <= limits.max_bytes) {
    ssize_t n = read(fd, buf, std::min(sizeof buf, limits.max_bytes + 1 - content->size()));
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return cannot(std::strerror(errno));
    if (n == 0) return Status::Ok();
    content->append(buf, size_t(n));
  }
  content->clear();
  return too_large("file is over " + limit + "; inputs are limited to " + limit);
}

namespace {

/// Checks that `content` is UTF-8 text without NUL bytes.
bool CheckEncoding(const std::string& file, const std::string& content, Diagnostics* diags) {
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
  return true;
}

/// Runs yaml-cpp's parser over `content` under the limits (LimitScan,
/// LookaheadBuf), handing each event to `build` (may be null: check only).
/// Adds a diagnostic and returns false for a syntax error or a broken limit.
bool ParseLimited(const std::string& file, const std::string& content, const InputLimits& limits,
                  YamlDocument* build, Diagnostics* diags) {
  LimitScan scan(limits);
  LookaheadBuf buf(content, limits.max_lookahead, scan.last_pos());
  std::istream in(&buf);
  try {
    try {
      if (build) {
        build->Parse(in, &scan);
      } else {
        YAML::Parser parser(in);
        parser.HandleNextDocument(scan);
      }
    } catch (const YAML::Exception&) {
      if (!buf.overrun()) throw;  // a cut-off text is no syntax error of the user's
    }
    if (buf.overrun()) {
      diags->Error(file, LocOfOffset(content, buf.overrun_at()), "too-long",
                   "more than " + std::to_string(limits.max_lookahead >> 10) +
                       " KiB of text after this point make up one value (a scalar, or a "
                       "[list] or {mapping} that begins a line); split it up");
      return false;
    }
  } catch (const LimitExceeded& e) {
    diags->Error(file, {e.mark.line + 1, e.mark.column + 1}, e.code, e.message);
    return false;
  } catch (const YAML::Exception& e) {
    SourceLoc loc = e.mark.is_null() ? SourceLoc{} : SourceLoc{e.mark.line + 1, e.mark.column + 1};
    // yaml-cpp reports an unclosed bracket where it gave up, often the end of
    // the file; the mistake is at the bracket.
    bool seq = e.msg == YAML::ErrorMsg::END_OF_SEQ_FLOW, map = e.msg == YAML::ErrorMsg::END_OF_MAP_FLOW;
    size_t unclosed = seq || map ? UnclosedFlow(content, seq ? '[' : '{') : std::string::npos;
    if (unclosed != std::string::npos) {
      bool list = content[unclosed] == '[';
      diags->Error(file, LocOfOffset(content, unclosed), "syntax",
                   std::string("YAML syntax: this '") + content[unclosed] + "' opens a " +
                       (list ? "list" : "mapping") + " that is never closed with '" + (list ? "]" : "}") +
                       "'");
      return false;
    }
    diags->Error(file, loc, "syntax", "YAML syntax: " + e.msg + SyntaxHint(content, loc, e.msg));
    return false;
  } catch (const std::bad_alloc&) {
    throw;  // not the file's fault: the caller reports it as out of memory
  } catch (const std::exception& e) {
    diags->Error(file, {}, "syntax", std::string("cannot parse the YAML: ") + e.what());
    return false;
  }
  return true;
}

}  // namespace

bool PrecheckYaml(const std::string& file, const std::string& content, const InputLimits& limits,
                  Diagnostics* diags) {
  return CheckEncoding(file, content, diags) && ParseLimited(file, content, limits, nullptr, diags);
}

bool ParseYaml(const std::string& file, const std::string& content, const InputLimits& limits,
               YAML::Node* root, Diagnostics* diags) {
  if (!PrecheckYaml(file, content, limits, diags)) return false;
  try {
    *root = YAML::Load(content);  // within the limits: the check above parsed the same text
  } catch (const std::bad_alloc&) {
    throw;
  } catch (const std::exception& e) {
    diags->Error(file, {}, "syntax", std::string("cannot parse the YAML: ") + e.what());
    return false;
  }
  return true;
}

bool ParseYaml(const std::string& file, const std::string& content, const InputLimits& limits,
               YamlDocument* doc, Diagnostics* diags) {
  return CheckEncoding(file, content, diags) && ParseLimited(file, content, limits, doc, diags);
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

namespace {

/// The message for a number or true/false written in quotes, which YAML
/// (and every editor's schema check) reads as text: `"2"` is not 2.
std::string QuotedValue(const std::string& expected, const ValueView& node) {
  return expected + ", got the text \"" + Abbreviate(node.text) + "\" in quotes; write " +
         Abbreviate(node.text) + " without them";
}

}  // namespace

bool ValueReader::Int(const ValueView& node, SourceLoc loc, const std::string& what,
                      long long min, long long max, long long* out) {
  long long v = 0;
  bool overflow = false;
  std::string range = std::to_string(min) + " to " + std::to_string(max);
  if (node.is_scalar && node.quoted && ParseInteger(node.text, &v, &overflow)) {
    Error(loc, "type", QuotedValue(what + " must be a whole number from " + range, node));
    return false;
  }
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
  if (node.quoted) {
    Error(loc, "type", QuotedValue(what + " must be a number", node));
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
  // YAML 1.2's words, as editors read them: 'yes' and 'no' are text there.
  const std::string& t = node.text;
  bool is_true = t == "true" || t == "True" || t == "TRUE";
  bool is_false = t == "false" || t == "False" || t == "FALSE";
  if (node.is_scalar && !node.quoted && (is_true || is_false)) {
    *out = is_true;
    return true;
  }
  if (node.is_scalar && node.quoted && (is_true || is_false))
    Error(loc, "type", QuotedValue(what + " must be true or false", node));
  else
    Error(loc, "type", what + " must be true or false, got " + node.kind);
  return false;
}

bool ValueReader::String(const ValueView& node, SourceLoc loc, const std::string& what,
                         std::string* out, size_t max_len) {
  if (!node.is_scalar) {
    Error(loc, "type", what + " must be text, got " + node.kind);
    return false;
  }
  // Characters, not bytes, as a JSON Schema's maxLength counts them (and a
  // reader would): a 150-letter name in Romanian is not over 200.
  size_t length = 0;
  for (unsigned char c : node.text) length += (c & 0xC0) != 0x80;
  if (length > max_len) {
    Error(loc, "range", what + " is " + std::to_string(length) +
                            " characters long; the limit is " + std::to_string(max_len));
    return false;
  }
  *out = node.text;
  return true;
}

}  // namespace carc
