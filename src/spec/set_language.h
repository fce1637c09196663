// A set's texts in several languages: the set's name and description and the
// tiles' names may each be a plain text, in the set's `language`, or a mapping
// from language codes to texts (docs/tile-spec.md). The pages of one language
// use that language's texts, falling back to the set's own.
#pragma once

#include <string>

#include "base/diagnostic.h"
#include "spec/tile.h"
#include "spec/yaml_reader.h"
#include "spec/yaml_tree.h"

namespace carc {

/// Whether `code` looks like a language code: two or three lowercase letters,
/// optionally followed by '-' and a region or script ("en", "ro", "pt-BR").
bool IsLanguageCode(const std::string& code);

/// Reads a text that is plain (it is then in `language`) or a mapping of
/// language codes to texts, each at most `max_len` bytes, into `out`. A
/// mapping must give the text in `language`, the one it falls back to.
/// Reports every problem to `values`; returns whether the text is usable.
bool ReadLocalText(const YamlNode& node, SourceLoc loc, const std::string& what,
                   const std::string& language, size_t max_len, ValueReader& values,
                   LocalText* out);

/// Adds a warning at the `set` mapping when some of the set's texts have no
/// version in `lang`, naming them all ("the set's name, the names of tiles A,
/// B") and the language printed instead; nothing when nothing is missing
/// (always so in the set's own language, unless it extends a set in another).
/// `file`, when given, is the language file `lang` was read from (a --lang
/// path): the warning names it, since its code is only the file's stem.
void CheckSetLanguage(const TileSet& set, const std::string& lang, Diagnostics* diags,
                      const std::string& file = "");

/// Switches the set's name, description, its base's name and tile names to
/// their `lang` version, keeping the version in the language of the spec that
/// gave the text (an inherited tile's: its base's) where there is none.
void SelectSetLanguage(const std::string& lang, TileSet* set);

}  // namespace carc
