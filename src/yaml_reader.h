// Reading YAML inputs safely and with positions: size and encoding limits,
// parse errors as diagnostics, and typed access that reports every problem.
// Shared by the tile-spec, board, theme, layout and translation loaders.
#pragma once

#include <yaml-cpp/yaml.h>

#include <string>
#include <vector>

#include "diagnostic.h"
#include "status.h"

namespace carc {

/// Limits on any YAML input; documented in docs/limits.md.
struct InputLimits {
  size_t max_bytes = 8u << 20;  ///< 8 MiB: far above any real set
  int max_depth = 64;           ///< nesting of blocks and brackets
};

/// Reads `path` whole. I/O problems give Status::Io; a file over the size
/// limit or not UTF-8 gives Status::Invalid plus a diagnostic.
Status ReadInputFile(const std::string& path, const InputLimits& limits, std::string* content,
                     Diagnostics* diags);

/// Parses `content` (named `file` in messages) into `root`. Returns false and
/// adds a diagnostic on an encoding, nesting or syntax error.
bool ParseYaml(const std::string& file, const std::string& content, const InputLimits& limits,
               YAML::Node* root, Diagnostics* diags);

/// The 1-based position of a node; {0,0} when yaml-cpp has none.
SourceLoc LocOf(const YAML::Node& node);

/// Reads one YAML mapping: finds keys, flags unknown and duplicate keys with a
/// "did you mean" hint, and reports missing required keys.
class MapReader {
 public:
  /// `what` names the mapping in messages ("tile", "set"); `tile` is the tile
  /// id the diagnostics are about, if any.
  MapReader(const std::string& file, const YAML::Node& node, SourceLoc loc, const std::string& what,
            const std::vector<std::string>& known, Diagnostics* diags, const std::string& tile = "");

  /// Whether the node was a mapping at all.
  bool ok() const { return ok_; }
  /// The value of `key`, or an undefined node when absent.
  YAML::Node Get(const std::string& key) const;
  /// Whether `key` is present.
  bool Has(const std::string& key) const;
  /// The position of `key`'s value (or of the key when the value has none).
  SourceLoc Loc(const std::string& key) const;
  /// Reports `key` as missing unless present. Returns whether present.
  bool Require(const std::string& key);

 private:
  struct Entry {
    std::string key;
    YAML::Node value;
    SourceLoc loc;
  };
  const Entry* Find(const std::string& key) const;
  std::string file_, what_, tile_;
  SourceLoc loc_;
  Diagnostics* diags_;
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
  bool Int(const YAML::Node& node, SourceLoc loc, const std::string& what, long long min,
           long long max, long long* out);
  /// A number (integer or decimal) in [min, max].
  bool Number(const YAML::Node& node, SourceLoc loc, const std::string& what, double min,
              double max, double* out);
  /// true or false.
  bool Bool(const YAML::Node& node, SourceLoc loc, const std::string& what, bool* out);
  /// A scalar, as text, at most `max_len` bytes.
  bool String(const YAML::Node& node, SourceLoc loc, const std::string& what, std::string* out,
              size_t max_len = 200);
  /// Whether `node` is a sequence; reports it otherwise.
  bool Sequence(const YAML::Node& node, SourceLoc loc, const std::string& what);
  /// Adds an error about the current tile.
  void Error(SourceLoc loc, const std::string& code, const std::string& message);

 private:
  std::string file_, tile_;
  Diagnostics* diags_;
};

/// "a mapping", "a list", "a number" ... describing what a node is, for messages.
std::string NodeKind(const YAML::Node& node);

}  // namespace carc
