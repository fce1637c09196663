#include "spec/set_language.h"

#include <cctype>
#include <set>

#include "base/text_util.h"

namespace carc {

namespace {

/// `texts`' version in `lang`, else in `fallback`, else "".
std::string Pick(const LocalText& texts, const std::string& lang, const std::string& fallback) {
  auto it = texts.find(lang);
  if (it == texts.end()) it = texts.find(fallback);
  return it == texts.end() ? "" : it->second;
}

/// Whether `texts` has something to say but nothing in `lang`.
bool Lacks(const LocalText& texts, const std::string& lang) {
  return !texts.empty() && texts.count(lang) == 0;
}

bool ReadTextMap(const YamlNode& node, const std::string& what, size_t max_len,
                 ValueReader& values, LocalText* out) {
  bool ok = true;
  for (auto it = node.begin(); it != node.end(); ++it) {
    SourceLoc key_loc = LocOf(it->first);
    std::string code = it->first.IsScalar() ? it->first.Scalar() : "";
    if (!IsLanguageCode(code)) {
      values.Error(key_loc, "language", what + ": '" + Abbreviate(code) +
                                            "' is not a language code (like en, ro or pt-BR)");
      ok = false;
      continue;
    }
    std::string text;
    if (!values.String(it->second, LocOf(it->second), what + " (" + code + ")", &text, max_len)) {
      ok = false;
      continue;
    }
    (*out)[code] = text;
  }
  return ok;
}

}  // namespace

bool IsLanguageCode(const std::string& code) {
  size_t letters = 0;
  while (letters < code.size() && std::islower(static_cast<unsigned char>(code[letters]))) ++letters;
  if (letters < 2 || letters > 3) return false;
  if (letters == code.size()) return true;
  if (code[letters] != '-' || code.size() - letters - 1 < 2 || code.size() - letters - 1 > 8)
    return false;
  for (size_t i = letters + 1; i < code.size(); ++i)
    if (!std::isalnum(static_cast<unsigned char>(code[i]))) return false;
  return true;
}

bool ReadLocalText(const YamlNode& node, SourceLoc loc, const std::string& what,
                   const std::string& language, size_t max_len, ValueReader& values,
                   LocalText* out) {
  if (!node.IsMap()) {
    std::string text;
    if (!values.String(node, loc, what, &text, max_len)) return false;
    (*out)[language] = text;
    return true;
  }
  LocalText texts;
  bool ok = ReadTextMap(node, what, max_len, values, &texts);
  if (ok && texts.count(language) == 0) {
    std::vector<std::string> given;
    for (const auto& [code, text] : texts) given.push_back(code);
    values.Error(loc, "language", what + " has no text in the set's language '" + language +
                                      "' (it has " + (given.empty() ? "none" : Join(given, ", ")) +
                                      "); add one, or set the set's `language`");
    ok = false;
  }
  if (ok) *out = texts;
  return ok;
}

void CheckSetLanguage(const TileSet& set, const std::string& lang, Diagnostics* diags,
                      const std::string& file) {
  // No early return for the set's own language: tiles inherited through
  // `extends` may come from a spec in another language.
  std::vector<std::string> missing, tiles;
  std::set<std::string> fallbacks;  // the languages printed instead
  if (Lacks(set.names, lang)) missing.push_back("the set's name");
  if (Lacks(set.descriptions, lang)) missing.push_back("the description");
  if (!missing.empty()) fallbacks.insert(set.language);
  for (const TileType& t : set.tiles) {
    if (!Lacks(t.names, lang)) continue;
    tiles.push_back(t.id);
    fallbacks.insert(t.language);
  }
  if (tiles.size() == 1) missing.push_back("tile " + tiles[0] + "'s name");
  if (tiles.size() > 1) missing.push_back("the names of tiles " + Join(tiles, ", "));
  if (missing.empty()) return;
  std::string last = missing.back();
  missing.pop_back();
  std::string list = missing.empty() ? last : Join(missing, ", ") + " and " + last;
  std::string them = missing.empty() && tiles.size() < 2 ? "it" : "them";
  std::string instead =
      fallbacks.size() > 1 ? "each in the language of the spec that gives it"
      : *fallbacks.begin() == set.language
          ? "the set's own language ('" + set.language + "') for " + them
          : "the language of the set it extends ('" + *fallbacks.begin() + "') for " + them;
  diags->Warning(set.path, set.set_loc, "missing-translation",
                 "no '" + lang + "' text" + (file.empty() ? "" : " (the language of " + file + ")") +
                     " for " + list + "; printing " + instead);
}

void SelectSetLanguage(const std::string& lang, TileSet* set) {
  set->name = Pick(set->names, lang, set->language);
  set->description = Pick(set->descriptions, lang, set->language);
  if (!set->base_names.empty()) set->base_name = Pick(set->base_names, lang, set->base_language);
  // An inherited tile falls back to its own spec's language, not this one's.
  for (TileType& t : set->tiles) t.name = Pick(t.names, lang, t.language);
}

}  // namespace carc
