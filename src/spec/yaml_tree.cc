#include "spec/yaml_tree.h"

#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/exceptions.h>
#include <yaml-cpp/parser.h>

#include <algorithm>
#include <map>
#include <sstream>

namespace carc {

/// Turns parser events into a YamlDocument's flat arrays.
class TreeBuilder : public YAML::EventHandler {
 public:
  explicit TreeBuilder(YamlDocument* doc) : doc_(doc) {}

  void OnDocumentStart(const YAML::Mark&) override {}
  void OnDocumentEnd() override {}
  void OnNull(const YAML::Mark& mark, YAML::anchor_t anchor) override {
    Add(YamlDocument::Kind::Null, mark, "", "", anchor);
  }
  void OnAlias(const YAML::Mark& mark, YAML::anchor_t anchor) override {
    auto it = anchors_.find(anchor);
    if (it == anchors_.end()) throw YAML::ParserException(mark, "unknown alias");
    Attach(it->second);
  }
  void OnScalar(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t anchor,
                const std::string& value) override {
    Add(YamlDocument::Kind::Scalar, mark, tag, value, anchor);
  }
  void OnSequenceStart(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t anchor,
                       YAML::EmitterStyle::value) override {
    Open(YamlDocument::Kind::Sequence, mark, tag, anchor);
  }
  void OnSequenceEnd() override { Close(); }
  void OnMapStart(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t anchor,
                  YAML::EmitterStyle::value) override {
    Open(YamlDocument::Kind::Map, mark, tag, anchor);
  }
  void OnMapEnd() override { Close(); }

 private:
  uint32_t Add(YamlDocument::Kind kind, const YAML::Mark& mark, const std::string& tag,
               const std::string& value, YAML::anchor_t anchor) {
    YamlDocument::Data d;
    d.kind = kind;
    d.mark = mark;
    d.tag = TagIndex(tag);
    if (!value.empty()) {
      d.scalar = uint32_t(doc_->scalars_.size());
      doc_->scalars_.push_back(value);
    }
    uint32_t index = uint32_t(doc_->nodes_.size());
    doc_->nodes_.push_back(d);
    if (anchor) anchors_[anchor] = index;
    Attach(index);
    return index;
  }

  /// Tags repeat ("?" on every plain scalar): store each once (searching
  /// only the first few, so a file of many distinct tags stays linear).
  uint32_t TagIndex(const std::string& tag) {
    size_t searched = std::min<size_t>(doc_->tags_.size(), 64);
    for (size_t i = 0; i < searched; ++i)
      if (doc_->tags_[i] == tag) return uint32_t(i);
    doc_->tags_.push_back(tag);
    return uint32_t(doc_->tags_.size() - 1);
  }

  void Attach(uint32_t index) {
    if (open_.empty()) {
      doc_->empty_ = false;
      root_ = index;
      return;
    }
    pending_.push_back(index);
  }

  void Open(YamlDocument::Kind kind, const YAML::Mark& mark, const std::string& tag,
            YAML::anchor_t anchor) {
    uint32_t index = Add(kind, mark, tag, "", anchor);
    open_.push_back({index, pending_.size()});
  }

  /// Moves the closing container's kids from the pending stack to kids_.
  void Close() {
    auto [index, start] = open_.back();
    open_.pop_back();
    YamlDocument::Data& d = doc_->nodes_[index];
    d.first_kid = uint32_t(doc_->kids_.size());
    d.kids = uint32_t(pending_.size() - start);
    doc_->kids_.insert(doc_->kids_.end(), pending_.begin() + long(start), pending_.end());
    pending_.resize(start);
  }

  YamlDocument* doc_;
  std::map<YAML::anchor_t, uint32_t> anchors_;
  std::vector<std::pair<uint32_t, size_t>> open_;  ///< container index, its first pending kid
  std::vector<uint32_t> pending_;                  ///< kids of open containers, in order
  uint32_t root_ = 0;

 public:
  uint32_t root() const { return root_; }
};

namespace {
/// Hands every event to `first` (which may throw to stop the parse), then to `second`.
class TeeHandler : public YAML::EventHandler {
 public:
  TeeHandler(YAML::EventHandler& first, YAML::EventHandler& second) : a_(first), b_(second) {}
  void OnDocumentStart(const YAML::Mark& m) override {
    a_.OnDocumentStart(m);
    b_.OnDocumentStart(m);
  }
  void OnDocumentEnd() override {
    a_.OnDocumentEnd();
    b_.OnDocumentEnd();
  }
  void OnNull(const YAML::Mark& m, YAML::anchor_t anchor) override {
    a_.OnNull(m, anchor);
    b_.OnNull(m, anchor);
  }
  void OnAlias(const YAML::Mark& m, YAML::anchor_t anchor) override {
    a_.OnAlias(m, anchor);
    b_.OnAlias(m, anchor);
  }
  void OnScalar(const YAML::Mark& m, const std::string& tag, YAML::anchor_t anchor,
                const std::string& value) override {
    a_.OnScalar(m, tag, anchor, value);
    b_.OnScalar(m, tag, anchor, value);
  }
  void OnSequenceStart(const YAML::Mark& m, const std::string& tag, YAML::anchor_t anchor,
                       YAML::EmitterStyle::value style) override {
    a_.OnSequenceStart(m, tag, anchor, style);
    b_.OnSequenceStart(m, tag, anchor, style);
  }
  void OnSequenceEnd() override {
    a_.OnSequenceEnd();
    b_.OnSequenceEnd();
  }
  void OnMapStart(const YAML::Mark& m, const std::string& tag, YAML::anchor_t anchor,
                  YAML::EmitterStyle::value style) override {
    a_.OnMapStart(m, tag, anchor, style);
    b_.OnMapStart(m, tag, anchor, style);
  }
  void OnMapEnd() override {
    a_.OnMapEnd();
    b_.OnMapEnd();
  }
  void OnAnchor(const YAML::Mark& m, const std::string& name) override {
    a_.OnAnchor(m, name);
    b_.OnAnchor(m, name);
  }

 private:
  YAML::EventHandler& a_;
  YAML::EventHandler& b_;
};
}  // namespace

void YamlDocument::Parse(const std::string& text) {
  std::istringstream in(text);
  Parse(in, nullptr);
}

void YamlDocument::Parse(std::istream& in, YAML::EventHandler* observer) {
  *this = YamlDocument();
  YAML::Parser parser(in);
  TreeBuilder builder(this);
  if (observer) {
    TeeHandler tee(*observer, builder);
    parser.HandleNextDocument(tee);
  } else {
    parser.HandleNextDocument(builder);
  }
  if (!empty_) root_index_ = builder.root();
}

YamlNode YamlDocument::root() const { return empty_ ? YamlNode() : YamlNode(this, root_index_); }

bool YamlNode::IsNull() const {
  return !doc_ || doc_->nodes_[index_].kind == YamlDocument::Kind::Null;
}
bool YamlNode::IsScalar() const {
  return doc_ && doc_->nodes_[index_].kind == YamlDocument::Kind::Scalar;
}
bool YamlNode::IsSequence() const {
  return doc_ && doc_->nodes_[index_].kind == YamlDocument::Kind::Sequence;
}
bool YamlNode::IsMap() const { return doc_ && doc_->nodes_[index_].kind == YamlDocument::Kind::Map; }

const std::string& YamlNode::Scalar() const {
  static const std::string kEmpty;
  return doc_ ? doc_->scalars_[doc_->nodes_[index_].scalar] : kEmpty;
}

const std::string& YamlNode::Tag() const {
  static const std::string kEmpty;
  return doc_ ? doc_->tags_[doc_->nodes_[index_].tag] : kEmpty;
}

size_t YamlNode::size() const {
  if (!doc_) return 0;
  const auto& d = doc_->nodes_[index_];
  return d.kind == YamlDocument::Kind::Map ? d.kids / 2 : d.kids;
}

YAML::Mark YamlNode::Mark() const { return doc_ ? doc_->nodes_[index_].mark : YAML::Mark::null_mark(); }

YamlNode YamlNode::operator[](const std::string& key) const {
  if (!IsMap()) return YamlNode();
  const auto& d = doc_->nodes_[index_];
  for (uint32_t k = 0; k + 1 < d.kids; k += 2) {
    YamlNode name(doc_, doc_->kids_[d.first_kid + k]);
    if (name.IsScalar() && name.Scalar() == key) return YamlNode(doc_, doc_->kids_[d.first_kid + k + 1]);
  }
  return YamlNode();
}

YamlNode YamlNode::operator[](size_t i) const {
  if (!IsSequence() || i >= size()) return YamlNode();
  return YamlNode(doc_, doc_->kids_[doc_->nodes_[index_].first_kid + i]);
}

YamlItem YamlNodeIterator::operator*() const {
  const YamlDocument* doc = node_->doc_;
  const auto& d = doc->nodes_[node_->index_];
  YamlItem item;
  if (d.kind == YamlDocument::Kind::Map) {
    item.first = YamlNode(doc, doc->kids_[d.first_kid + 2 * i_]);
    item.second = YamlNode(doc, doc->kids_[d.first_kid + 2 * i_ + 1]);
  } else {
    static_cast<YamlNode&>(item) = YamlNode(doc, doc->kids_[d.first_kid + i_]);
  }
  return item;
}

}  // namespace carc
