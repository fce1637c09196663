// A parsed YAML document held flat: built from yaml-cpp's event parser
// without yaml-cpp's per-node heap objects, several times faster to build
// for large specs, and cheap to walk. Aliases share their anchor's node, so
// an alias bomb stays as small as its text.
#pragma once

#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/mark.h>

#include <cstdint>
#include <istream>
#include <memory>
#include <string>
#include <vector>

namespace carc {

class YamlDocument;
class YamlNodeIterator;

/// A handle to one node of a YamlDocument; cheap to copy. Offers the part of
/// YAML::Node's interface the readers use, so they work with either.
class YamlNode {
 public:
  /// An undefined node (a missing key).
  YamlNode() = default;
  YamlNode(const YamlDocument* doc, uint32_t index) : doc_(doc), index_(index) {}

  bool IsDefined() const { return doc_ != nullptr; }
  bool IsNull() const;
  bool IsScalar() const;
  bool IsSequence() const;
  bool IsMap() const;
  /// The scalar's text ("" for other kinds).
  const std::string& Scalar() const;
  /// "!" for a quoted scalar, "?" for a plain one, else the explicit tag.
  const std::string& Tag() const;
  /// Items in a sequence, entries in a map, else 0.
  size_t size() const;
  /// Where the node starts (0-based, as yaml-cpp's Mark).
  YAML::Mark Mark() const;
  /// A map's value for the first entry whose key is the scalar `key`;
  /// undefined when there is none or this is no map (as YAML::Node's).
  YamlNode operator[](const std::string& key) const;
  /// A sequence's `i`-th item; undefined past its end or for other kinds.
  YamlNode operator[](size_t i) const;

  /// Iterates a sequence's items (as nodes) or a map's entries (first, second).
  using Iterator = YamlNodeIterator;
  /// The first item or entry.
  Iterator begin() const;
  /// Past the last item or entry.
  Iterator end() const;

 private:
  friend class YamlDocument;
  friend class YamlNodeIterator;
  const YamlDocument* doc_ = nullptr;
  uint32_t index_ = 0;
};

/// One step of iteration: a sequence item is the node itself; a map entry
/// also has its key (`first`) and value (`second`).
struct YamlItem : YamlNode {
  YamlNode first, second;
};

/// YamlNode::Iterator: a position in a sequence or map.
class YamlNodeIterator {
 public:
  YamlNodeIterator(const YamlNode* node, size_t i) : node_(node), i_(i) {}
  /// The current item.
  YamlItem operator*() const;
  /// The current item, kept in the iterator: readers look at `->first` and
  /// `->second` several times an entry, and a copy on the heap each time (as
  /// before) cost more than walking the tree.
  const YamlItem* operator->() const {
    if (item_at_ != i_) {
      item_ = **this;
      item_at_ = i_;
    }
    return &item_;
  }
  YamlNodeIterator& operator++() { ++i_; return *this; }
  bool operator!=(const YamlNodeIterator& o) const { return i_ != o.i_; }
  bool operator==(const YamlNodeIterator& o) const { return i_ == o.i_; }

 private:
  const YamlNode* node_;
  size_t i_;
  mutable YamlItem item_;                ///< what operator-> last returned
  mutable size_t item_at_ = size_t(-1);  ///< the position item_ is for
};

inline YamlNode::Iterator YamlNode::begin() const { return Iterator(this, 0); }
inline YamlNode::Iterator YamlNode::end() const { return Iterator(this, size()); }

/// A whole document. Parse() throws YAML::Exception (with a mark) on bad syntax.
class YamlDocument {
 public:
  /// Parses the first document of `text`.
  void Parse(const std::string& text);
  /// Parses the first document read from `in`; `observer` (if any) sees every
  /// event first and may throw to stop the parse (yaml_reader.cc enforces its
  /// limits this way).
  void Parse(std::istream& in, YAML::EventHandler* observer);
  /// The root node; undefined for an empty document.
  YamlNode root() const;

 private:
  friend class YamlNode;
  friend class YamlNodeIterator;
  friend class TreeBuilder;
  enum class Kind : uint8_t { Null, Scalar, Sequence, Map };
  struct Data {
    Kind kind = Kind::Null;
    uint32_t tag = 0;       ///< index into tags_
    uint32_t scalar = 0;    ///< index into scalars_
    uint32_t first_kid = 0; ///< index into kids_
    uint32_t kids = 0;      ///< number of kids (a map has 2 per entry)
    YAML::Mark mark;
  };
  std::vector<Data> nodes_;
  std::vector<uint32_t> kids_;
  std::vector<std::string> scalars_{""};
  std::vector<std::string> tags_{""};
  uint32_t root_index_ = 0;
  bool empty_ = true;
};

}  // namespace carc
