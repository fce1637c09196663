// Texts in one language, read from templates/lang/<code>.yaml through
// yaml_reader.h and checked against a schema: every key the code uses must be
// there, no unknown key, every {placeholder} known. Texts may pick a plural
// form by number ({n|one|other}) and mark **bold** text.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "base/diagnostic.h"
#include "base/status.h"

namespace carc {

/// What a placeholder holds: a number (may take plural forms) or a text.
enum class ParamKind { Number, Text };

/// One key a language file must define and the placeholders its text may use.
struct TextKey {
  std::string key;                  ///< dotted path, e.g. "rules.scoring.city"
  std::vector<std::string> params;  ///< placeholder names allowed in it
};

/// Every key a language file must define, and the kind of every placeholder.
struct TextSchema {
  std::vector<TextKey> keys;
  std::map<std::string, ParamKind> kinds;
};

/// How a language picks a plural form for a number.
enum class PluralRule {
  OneOther,      ///< "one-other": 1 → one; else other (English, German...)
  ZeroOneOther,  ///< "zero-one-other": 0 and 1 → one; else other (French...)
  OneFewOther,   ///< "one-few-other": 1 → one; 0 and n%100 in 1..19 → few; else other (Romanian)
};

/// Values for placeholders, by name.
class TextParams {
 public:
  /// Sets a number.
  TextParams& Number(const std::string& name, long long value);
  /// Sets a text (user text: escaped when used as markup).
  TextParams& Text(const std::string& name, const std::string& value);
  /// Adds every value of `other`, replacing same names.
  TextParams& Merge(const TextParams& other);
  /// Whether `name` has a value.
  bool Has(const std::string& name) const { return values_.count(name) > 0; }
  /// The names set, sorted.
  std::vector<std::string> Names() const;

 private:
  friend class Translation;
  struct Value {
    bool number = false;
    long long n = 0;
    std::string text;
  };
  std::map<std::string, Value> values_;
};

/// The texts of one language, checked against a schema.
class Translation {
 public:
  /// The language code: the file's stem ("en", "ro").
  const std::string& code() const { return code_; }
  /// The language's own name ("English", "Română").
  const std::string& name() const { return name_; }
  /// The file the texts came from.
  const std::string& file() const { return file_; }
  /// The plural rule.
  PluralRule plural_rule() const { return rule_; }
  /// Whether `key` is defined.
  bool Has(const std::string& key) const { return texts_.count(key) > 0; }
  /// Pango markup for `key`: its text escaped, **bold** as <b>, placeholders
  /// filled from `params` (text values escaped). A placeholder without a value
  /// shows as "{name}"; an undefined key as "[key]".
  std::string Markup(const std::string& key, const TextParams& params = TextParams()) const;
  /// Like Markup() but plain text, for bookmarks, labels and metadata.
  std::string Text(const std::string& key, const TextParams& params = TextParams()) const;
  /// The index (0-based) of the plural form for `n` under this language's rule.
  int PluralIndex(long long n) const;
  /// All literal text of all keys, for checking that a font has the glyphs.
  std::string AllText() const;

 private:
  friend class TranslationLoader;
  friend Status LoadTranslationFromString(const std::string&, const std::string&,
                                          const std::string&, const TextSchema&, Translation*,
                                          Diagnostics*);
  struct Piece {
    enum Kind { Literal, Bold, Param } kind = Literal;
    std::string text;                ///< literal text or placeholder name
    std::vector<std::string> forms;  ///< plural forms, empty for a bare value
    bool form_only = false;          ///< `{~n|...}`: the form without the number
  };
  std::string Render(const std::string& key, const TextParams& params, bool markup) const;
  std::string code_, name_, file_;
  PluralRule rule_ = PluralRule::OneOther;
  std::map<std::string, std::vector<Piece>> texts_;
};

/// Number of plural forms a rule needs.
int PluralFormCount(PluralRule rule);

/// The language codes available in the data dir (templates/lang/*.yaml), sorted.
std::vector<std::string> AvailableLanguages();

/// Loads language `lang`: a code found as templates/lang/<lang>.yaml, or a
/// path to a language file. An unknown language is an Io error (exit 2)
/// listing the available ones; problems in the file are diagnostics
/// (`file:line:col: error: ...`) and an Invalid status (exit 1).
Status LoadTranslation(const std::string& lang, const TextSchema& schema, Translation* out,
                       Diagnostics* diags);

/// Like LoadTranslation, from text in memory; `file` names it in messages and
/// `code` is the language code.
Status LoadTranslationFromString(const std::string& file, const std::string& code,
                                 const std::string& content, const TextSchema& schema,
                                 Translation* out, Diagnostics* diags);

}  // namespace carc
