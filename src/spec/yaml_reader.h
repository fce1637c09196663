// Reading YAML inputs safely and with positions: size and encoding limits,
// parse errors as diagnostics, and typed access that reports every problem.
// Shared by the tile-spec, board, theme, layout and translation loaders.
#pragma once

#include <yaml-cpp/yaml.h>

#include <cstdint>
#include <string>
#include <vector>

#include "base/diagnostic.h"
#include "base/status.h"
#include "spec/yaml_tree.h"

namespace carc {

/// Limits on any YAML input; documented in docs/limits.md.
struct InputLimits {
  size_t max_bytes = 8u << 20;  ///< 8 MiB: far above any real set
  int max_depth = 64;           ///< nesting of lists and mappings, aliases expanded
  uint64_t max_nodes = 1000000;  ///< scalars, lists and mappings, aliases expanded
  size_t max_lookahead = 256u << 10;  ///< text yaml-cpp may read to finish one value
};

/// Reads `path` whole (a regular file, or a pipe read up to the size limit).
/// I/O problems, including a folder, give Status::Io; a file over the size
/// limit gives Status::Diagnosed and the diagnostic.
Status ReadInputFile(const std::string& path, const InputLimits& limits, std::string* content,
                     Diagnostics* diags);

/// Checks encoding, syntax and the limits (nesting, node count with aliases
/// expanded, alias cycles, lookahead) by parsing `content` without building a
/// tree; adds a diagnostic and returns false when it must not be loaded.
bool PrecheckYaml(const std::string& file, const std::string& content, const InputLimits& limits,
                  Diagnostics* diags);

/// Parses `content` (named `file` in messages) into `root`. Returns false and
/// adds a diagnostic on an encoding, nesting, size or syntax error, or an alias
/// that refers to a node containing it.
bool ParseYaml(const std::string& file, const std::string& content, const InputLimits& limits,
               YAML::Node* root, Diagnostics* diags);

/// Like the above into a flat YamlDocument: several times faster for big inputs.
bool ParseYaml(const std::string& file, const std::string& content, const InputLimits& limits,
               YamlDocument* doc, Diagnostics* diags);

/// The 1-based position of a node; {0,0} when it has none.
template <typename Node>
SourceLoc LocOf(const Node& node) {
  if (!node.IsDefined()) return {};
  YAML::Mark m = node.Mark();
  if (m.is_null() || m.line < 0) return {};
  return {m.line + 1, m.column + 1};
}

/// What a value is, for the typed readers: its text if a scalar, and how to
/// name it in messages ("a list", "'abc'").
struct ValueView {
  bool is_scalar = false;
  std::string text;
  std::string kind;
  bool quoted = false;
};

/// Describes "a mapping", "a list", "nothing" or "'text'" for messages.
std::string DescribeKind(bool defined, bool null, bool seq, bool map, const std::string& text);

/// "a mapping", "a list", "a number" ... describing what a node is, for messages.
template <typename Node>
std::string NodeKind(const Node& node) {
  return DescribeKind(node.IsDefined(), node.IsNull(), node.IsSequence(), node.IsMap(),
                      node.IsScalar() ? node.Scalar() : "");
}

/// The view of any node.
template <typename Node>
ValueView View(const Node& node) {
  return {node.IsScalar(), node.IsScalar() ? node.Scalar() : "", NodeKind(node),
          node.IsScalar() && node.Tag() == "!"};
}

/// Reports problems of one YAML mapping: unknown keys with a "did you mean"
/// hint, duplicate keys, missing required keys.
class MapProblems {
 public:
  MapProblems(const std::string& file, SourceLoc loc, const std::string& what,
              const std::vector<std::string>& known, Diagnostics* diags, const std::string& tile)
      : file_(file), what_(what), tile_(tile), loc_(loc), known_(known), diags_(diags) {}
  /// Reports that the node is not a mapping.
  void NotAMap(const std::string& kind);
  /// Reports a non-scalar key.
  void BadKey(SourceLoc at);
  /// Whether `key` (first seen or seen at `first_line`) may be kept; reports it otherwise.
  bool Accept(const std::string& key, SourceLoc at, int first_line);
  /// Reports a missing required key.
  void Missing(const std::string& key);

 private:
  std::string file_, what_, tile_;
  SourceLoc loc_;
  const std::vector<std::string>& known_;
  Diagnostics* diags_;
};

/// Reads one YAML mapping: finds keys, flags unknown and duplicate keys with a
/// "did you mean" hint, and reports missing required keys. Works on
/// YAML::Node and YamlNode alike.
template <typename Node>
class MapReader {
 public:
  /// `what` names the mapping in messages ("tile", "set"); `tile` is the tile
  /// id the diagnostics are about, if any.
  MapReader(const std::string& file, const Node& node, SourceLoc loc, const std::string& what,
            const std::vector<std::string>& known, Diagnostics* diags, const std::string& tile = "")
      : problems_(file, loc, what, known, diags, tile), node_(node), loc_(loc) {
    if (!node.IsMap()) {
      problems_.NotAMap(NodeKind(node));
      return;
    }
    ok_ = true;
    for (auto it = node.begin(); it != node.end(); ++it) {
      SourceLoc key_loc = LocOf(it->first);
      if (!it->first.IsScalar()) {
        problems_.BadKey(key_loc);
        continue;
      }
      std::string key = it->first.Scalar();
      const Entry* prev = Find(key);
      if (!problems_.Accept(key, key_loc, prev ? prev->loc.line : 0)) continue;
      SourceLoc value_loc = LocOf(it->second);
      entries_.push_back({key, it->second, value_loc.line ? value_loc : key_loc});
    }
  }

  /// Whether the node was a mapping at all.
  bool ok() const { return ok_; }
  /// The mapping read.
  const Node& node() const { return node_; }
  /// The value of `key`, or an undefined node when absent.
  Node Get(const std::string& key) const {
    const Entry* e = Find(key);
    return e ? e->value : Node();
  }
  /// Whether `key` is present.
  bool Has(const std::string& key) const { return Find(key) != nullptr; }
  /// The position of `key`'s value (or of the key when the value has none).
  SourceLoc Loc(const std::string& key) const {
    const Entry* e = Find(key);
    return e ? e->loc : loc_;
  }
  /// Reports `key` as missing unless present. Returns whether present.
  bool Require(const std::string& key) {
    if (!ok_ || Has(key)) return ok_;
    problems_.Missing(key);
    return false;
  }

 private:
  struct Entry {
    std::string key;
    Node value;
    SourceLoc loc;
  };
  const Entry* Find(const std::string& key) const {
    for (const Entry& e : entries_)
      if (e.key == key) return &e;
    return nullptr;
  }
  MapProblems problems_;
  Node node_;
  SourceLoc loc_;
  std::vector<Entry> entries_;
  bool ok_ = false;
};

/// Typed readers: each reports a problem at the value's position, naming
/// `what`, and returns false without touching `out`.
class ValueReader {
 public:
  ValueReader(const std::string& file, Diagnostics* diags, const std::string& tile = "")
      : file_(file), tile_(tile), diags_(diags) {}
  /// A whole number in [min, max].
  bool Int(const ValueView& v, SourceLoc loc, const std::string& what, long long min,
           long long max, long long* out);
  /// A number (integer or decimal) in [min, max].
  bool Number(const ValueView& v, SourceLoc loc, const std::string& what, double min,
              double max, double* out);
  /// true or false.
  bool Bool(const ValueView& v, SourceLoc loc, const std::string& what, bool* out);
  /// A scalar, as text, at most `max_len` bytes.
  bool String(const ValueView& v, SourceLoc loc, const std::string& what, std::string* out,
              size_t max_len = 200);

  template <typename Node>
  bool Int(const Node& n, SourceLoc loc, const std::string& what, long long min, long long max,
           long long* out) {
    return Int(View(n), loc, what, min, max, out);
  }
  template <typename Node>
  bool Number(const Node& n, SourceLoc loc, const std::string& what, double min, double max,
              double* out) {
    return Number(View(n), loc, what, min, max, out);
  }
  template <typename Node>
  bool Bool(const Node& n, SourceLoc loc, const std::string& what, bool* out) {
    return Bool(View(n), loc, what, out);
  }
  template <typename Node>
  bool String(const Node& n, SourceLoc loc, const std::string& what, std::string* out,
              size_t max_len = 200) {
    return String(View(n), loc, what, out, max_len);
  }
  /// Whether `node` is a sequence; reports it otherwise.
  template <typename Node>
  bool Sequence(const Node& node, SourceLoc loc, const std::string& what) {
    if (node.IsSequence()) return true;
    Error(loc, "type", what + " must be a list, got " + NodeKind(node));
    return false;
  }
  /// Adds an error about the current tile.
  void Error(SourceLoc loc, const std::string& code, const std::string& message);

 private:
  std::string file_, tile_;
  Diagnostics* diags_;
};

}  // namespace carc
