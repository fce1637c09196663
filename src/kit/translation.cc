#include "kit/translation.h"

#include <algorithm>
#include <filesystem>
#include <set>

#include "base/data_dir.h"
#include "base/text_util.h"
#include "draw/text.h"
#include "spec/yaml_reader.h"

namespace carc {

namespace {

namespace fs = std::filesystem;

/// Longest text of one key, in bytes.
constexpr size_t kMaxTextBytes = 4000;
/// Non-breaking space between a number and its noun.
const char kNbsp[] = "\u00a0";

struct RuleName {
  PluralRule rule;
  const char* name;
  const char* forms;
};
const RuleName kRules[] = {
    {PluralRule::OneOther, "one-other", "one|other"},
    {PluralRule::ZeroOneOther, "zero-one-other", "one|other"},
    {PluralRule::OneFewOther, "one-few-other", "one|few|other"},
};

const RuleName& RuleInfo(PluralRule rule) {
  for (const RuleName& r : kRules)
    if (r.rule == rule) return r;
  return kRules[0];
}

bool IsNameChar(char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_'; }

/// Splits `s` at '|'.
std::vector<std::string> SplitBars(const std::string& s) {
  std::vector<std::string> out(1);
  for (char c : s) {
    if (c == '|') out.emplace_back();
    else out.back() += c;
  }
  return out;
}

/// The schema's keys arranged as a tree: for each group prefix ("" for the
/// root, "rules." ...), its children's names.
struct KeyTree {
  std::map<std::string, std::vector<std::string>> children;
  std::map<std::string, const TextKey*> leaves;
};

KeyTree BuildTree(const TextSchema& schema) {
  KeyTree tree;
  for (const TextKey& k : schema.keys) {
    tree.leaves[k.key] = &k;
    size_t start = 0;
    while (true) {
      size_t dot = k.key.find('.', start);
      std::string prefix = k.key.substr(0, start);
      std::string child = k.key.substr(start, dot == std::string::npos ? std::string::npos : dot - start);
      auto& list = tree.children[prefix];
      if (std::find(list.begin(), list.end(), child) == list.end()) list.push_back(child);
      if (dot == std::string::npos) break;
      start = dot + 1;
    }
  }
  return tree;
}

}  // namespace

// --- TextParams -----------------------------------------------------------

TextParams& TextParams::Number(const std::string& name, long long value) {
  Value& v = values_[name];
  v.number = true;
  v.n = value;
  v.text = std::to_string(value);
  return *this;
}

TextParams& TextParams::Text(const std::string& name, const std::string& value) {
  Value& v = values_[name];
  v.number = false;
  v.text = value;
  return *this;
}

TextParams& TextParams::Merge(const TextParams& other) {
  for (const auto& [name, value] : other.values_) values_[name] = value;
  return *this;
}

std::vector<std::string> TextParams::Names() const {
  std::vector<std::string> out;
  for (const auto& entry : values_) out.push_back(entry.first);
  return out;
}

// --- Translation ----------------------------------------------------------

int PluralFormCount(PluralRule rule) { return rule == PluralRule::OneFewOther ? 3 : 2; }

int Translation::PluralIndex(long long n) const {
  switch (rule_) {
    case PluralRule::OneOther: return n == 1 ? 0 : 1;
    case PluralRule::ZeroOneOther: return n == 0 || n == 1 ? 0 : 1;
    case PluralRule::OneFewOther: {
      if (n == 1) return 0;
      long long rest = (n < 0 ? -n : n) % 100;
      return n == 0 || (rest >= 1 && rest <= 19) ? 1 : 2;
    }
  }
  return 0;
}

std::string Translation::Render(const std::string& key, const TextParams& params,
                                bool markup) const {
  auto it = texts_.find(key);
  if (it == texts_.end()) return "[" + key + "]";
  auto esc = [markup](const std::string& s) { return markup ? EscapeMarkup(s) : s; };
  std::string out;
  bool bold = false;
  for (const Piece& p : it->second) {
    if (p.kind == Piece::Literal) {
      out += esc(p.text);
    } else if (p.kind == Piece::Bold) {
      if (markup) out += bold ? "</b>" : "<b>";
      bold = !bold;
    } else {
      auto v = params.values_.find(p.text);
      if (v == params.values_.end()) {
        out += "{" + p.text + "}";
        continue;
      }
      if (!p.form_only) out += esc(v->second.text);
      if (!p.forms.empty() && v->second.number) {
        int i = std::min(PluralIndex(v->second.n), int(p.forms.size()) - 1);
        out += (p.form_only ? "" : kNbsp) + esc(p.forms[size_t(i)]);
      }
    }
  }
  if (bold && markup) out += "</b>";
  return out;
}

std::string Translation::Markup(const std::string& key, const TextParams& params) const {
  return Render(key, params, true);
}

std::string Translation::Text(const std::string& key, const TextParams& params) const {
  return Render(key, params, false);
}

std::string Translation::AllText() const {
  std::string out = name_;
  for (const auto& [key, pieces] : texts_)
    for (const Piece& p : pieces) {
      if (p.kind == Piece::Literal) out += p.text;
      for (const std::string& f : p.forms) out += f;
    }
  return out;
}

// --- Loading --------------------------------------------------------------

/// Reads one language file against a schema, collecting diagnostics.
class TranslationLoader {
 public:
  TranslationLoader(const std::string& file, const TextSchema& schema, Diagnostics* diags)
      : file_(file), schema_(schema), tree_(BuildTree(schema)), diags_(diags), values_(file, diags) {}

  /// Parses one text into pieces; reports problems at `loc`.
  bool Parse(const std::string& key, const std::string& text, SourceLoc loc,
             std::vector<Translation::Piece>* pieces);

  PluralRule rule = PluralRule::OneOther;

 private:
  void ReadGroup(const std::string& prefix, const YamlNode& node, SourceLoc loc,
                 Translation* out);
  void Error(SourceLoc loc, const std::string& code, const std::string& msg) {
    diags_->Error(file_, loc, code, msg);
    ok_ = false;
  }
  std::string file_;
  const TextSchema& schema_;
  KeyTree tree_;
  Diagnostics* diags_;
  ValueReader values_;
  std::set<std::string> seen_;               ///< keys present, valid or not
  std::map<std::string, SourceLoc> groups_;  ///< where each group mapping is
  std::vector<std::string> broken_;          ///< groups that are not mappings (said once)
  bool ok_ = true;
  friend Status LoadTranslationFromString(const std::string&, const std::string&,
                                          const std::string&, const TextSchema&, Translation*,
                                          Diagnostics*);
};

bool TranslationLoader::Parse(const std::string& key, const std::string& text, SourceLoc loc,
                   std::vector<Translation::Piece>* pieces) {
  using Piece = Translation::Piece;
  const TextKey* spec = tree_.leaves.at(key);
  bool good = true;
  std::string in = " in '" + key + "'";
  auto fail = [&](const std::string& code, const std::string& msg) {
    Error(loc, code, msg);
    good = false;
  };
  long control = FindControlCharacter(text);
  if (control >= 0) {
    fail("control", "'" + key + "' holds a control character (" +
                        Printable(text.substr(size_t(control), 1 + (text[size_t(control)] == '\xC2'))) +
                        ") at character " + std::to_string(CharacterCount(text, size_t(control)) + 1) +
                        "; texts may hold no control characters but newlines and tabs");
    return false;
  }
  std::string literal;
  auto flush = [&] {
    if (!literal.empty()) pieces->push_back({Piece::Literal, literal, {}});
    literal.clear();
  };
  int bold = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    bool next_same = i + 1 < text.size() && text[i + 1] == c;
    if ((c == '{' || c == '}') && next_same) {
      literal += c;
      ++i;
    } else if (c == '}') {
      fail("placeholder", "'}' without '{'" + in + "; write '}}' for a literal brace");
    } else if (c == '*' && next_same) {
      flush();
      pieces->push_back({Piece::Bold, "", {}});
      bold ^= 1;
      ++i;
    } else if (c == '{') {
      size_t close = text.find('}', i);
      if (close == std::string::npos) {
        fail("placeholder", "unclosed '{'" + in + "; write '{{' for a literal brace");
        break;
      }
      std::vector<std::string> parts = SplitBars(text.substr(i + 1, close - i - 1));
      std::string name = parts[0];
      parts.erase(parts.begin());
      i = close;
      bool form_only = !name.empty() && name[0] == '~';
      if (form_only) name.erase(0, 1);
      bool well_formed = !name.empty() && std::all_of(name.begin(), name.end(), IsNameChar);
      bool known = std::find(spec->params.begin(), spec->params.end(), name) != spec->params.end();
      if (!well_formed || !known) {
        std::string hint = Suggest(name, spec->params);
        std::string allowed = spec->params.empty() ? "none" : "{" + Join(spec->params, "}, {") + "}";
        fail("placeholder", "unknown placeholder '{" + Abbreviate(name) + "}'" + in +
                                (hint.empty() ? "; allowed here: " + allowed
                                              : "; did you mean '{" + hint + "}'?"));
        continue;
      }
      if (form_only && parts.empty()) {
        fail("plural", "'{~" + name + "}'" + in + " needs plural forms: '~' prints only the form");
        continue;
      }
      if (!parts.empty() && schema_.kinds.at(name) == ParamKind::Text) {
        fail("plural", "placeholder '{" + name + "}'" + in + " is text and takes no plural forms");
        continue;
      }
      int need = PluralFormCount(rule);
      if (!parts.empty() && int(parts.size()) != need) {
        fail("plural", "'{" + name + "|...}'" + in + " has " + std::to_string(parts.size()) +
                           " plural forms but plural_rule '" + RuleInfo(rule).name + "' needs " +
                           std::to_string(need) + " (" + RuleInfo(rule).forms + ")");
        continue;
      }
      flush();
      pieces->push_back({Piece::Param, name, parts, form_only});
    } else {
      literal += c;
    }
  }
  flush();
  if (bold) fail("markup", "'**'" + in + " opens bold text that is never closed");
  return good;
}

void TranslationLoader::ReadGroup(const std::string& prefix, const YamlNode& node, SourceLoc loc,
                       Translation* out) {
  std::vector<std::string> known = tree_.children[prefix];
  std::string what = prefix.empty() ? "language file" : "'" + prefix.substr(0, prefix.size() - 1) + "'";
  if (prefix.empty()) {
    known.push_back("language");
    known.push_back("plural_rule");
  }
  MapReader map(file_, node, loc, what, known, diags_);
  if (!map.ok()) {
    ok_ = false;
    broken_.push_back(prefix);
    return;
  }
  groups_[prefix] = loc;
  for (const std::string& child : tree_.children[prefix]) {
    if (!map.Has(child)) continue;
    std::string full = prefix + child;
    if (tree_.leaves.count(full)) {
      seen_.insert(full);
      std::string text;
      if (!values_.String(map.Get(child), map.Loc(child), "'" + full + "'", &text, kMaxTextBytes)) {
        ok_ = false;
        continue;
      }
      std::vector<Translation::Piece> pieces;
      if (Parse(full, text, map.Loc(child), &pieces)) out->texts_[full] = std::move(pieces);
    } else {
      ReadGroup(full + ".", map.Get(child), map.Loc(child), out);
    }
  }
}

Status LoadTranslationFromString(const std::string& file, const std::string& code,
                                 const std::string& content, const TextSchema& schema,
                                 Translation* out, Diagnostics* diags) {
  *out = Translation();
  out->file_ = file;
  out->code_ = code;
  YamlDocument doc;  // one pass of yaml-cpp's parser, limits checked as it goes
  if (!ParseYaml(file, content, InputLimits(), &doc, diags))
    return Status::Invalid("cannot parse the language file").At(file);
  YamlNode root = doc.root();
  TranslationLoader loader(file, schema, diags);
  SourceLoc root_loc{1, 1};
  if (root.IsMap()) {
    // The plural rule comes first: it decides how many forms texts must give.
    YamlNode name = root["language"], rule = root["plural_rule"];
    if (!name.IsDefined()) loader.Error(root_loc, "missing-key", "missing key 'language' (the language's own name)");
    else if (loader.values_.String(name, LocOf(name), "'language'", &out->name_) &&
             FindControlCharacter(out->name_) >= 0)
      loader.Error(LocOf(name), "control",
                   "'language' holds a control character; texts may hold no control characters "
                   "but newlines and tabs");
    if (!rule.IsDefined()) {
      loader.Error(root_loc, "missing-key", "missing key 'plural_rule' (one of one-other, zero-one-other, one-few-other)");
    } else {
      std::string text;
      bool found = false;
      if (loader.values_.String(rule, LocOf(rule), "'plural_rule'", &text))
        for (const RuleName& r : kRules)
          if (text == r.name) {
            loader.rule = r.rule;
            found = true;
          }
      if (!found)
        loader.Error(LocOf(rule), "plural-rule", "plural_rule must be one-other, zero-one-other or one-few-other, got " + NodeKind(rule));
    }
    out->rule_ = loader.rule;
  }
  loader.ReadGroup("", root, root_loc, out);
  for (const TextKey& k : schema.keys) {
    if (loader.seen_.count(k.key)) continue;
    // A group that is not a mapping was said to be wrong: its keys are not
    // missing besides (an empty file is one error, not a hundred).
    bool under_broken = false;
    for (const std::string& b : loader.broken_) under_broken |= k.key.compare(0, b.size(), b) == 0;
    if (under_broken) continue;
    // Point at the deepest group that exists.
    std::string prefix = k.key;
    SourceLoc where = root_loc;
    while (true) {
      size_t dot = prefix.rfind('.', prefix.size() - 2);
      prefix = dot == std::string::npos ? "" : prefix.substr(0, dot + 1);
      auto g = loader.groups_.find(prefix);
      if (g != loader.groups_.end()) {
        where = g->second;
        break;
      }
      if (prefix.empty()) break;
    }
    loader.Error(where, "missing-key", "missing translation key '" + k.key + "'");
  }
  if (!loader.ok_ || diags->HasErrors())
    return Status::Invalid("the language file has errors").At(file);
  return Status::Ok();
}

std::vector<std::string> AvailableLanguages() {
  std::vector<std::string> out;
  std::error_code ec;
  fs::path dir = fs::path(DataDir()) / "templates" / "lang";
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
    if (it->path().extension() == ".yaml") out.push_back(it->path().stem().string());
  std::sort(out.begin(), out.end());
  return out;
}

Status LoadTranslation(const std::string& lang, const TextSchema& schema, Translation* out,
                       Diagnostics* diags) {
  std::string path = FindTemplate("lang", lang);
  if (path.empty()) {
    std::vector<std::string> langs = AvailableLanguages();
    std::string hint = Suggest(lang, langs);
    return Status::Usage("unknown language '" + Abbreviate(lang) + "'" +
                         (hint.empty() ? "" : " (did you mean '" + hint + "'?)") +
                         "; available languages: " + (langs.empty() ? "none" : Join(langs, ", ")));
  }
  std::string content;
  Status read = ReadInputFile(path, InputLimits(), &content, diags);
  if (!read.ok()) return read;
  return LoadTranslationFromString(path, fs::path(path).stem().string(), content, schema, out, diags);
}

}  // namespace carc
