#include "print/set_glyphs.h"

#include "base/text_util.h"
#include "draw/text.h"

namespace carc {

namespace {

void CheckText(const std::string& file, SourceLoc loc, const std::string& what,
               const std::string& text, const std::string& family, const std::string& tile,
               Diagnostics* diags) {
  std::string missing = MissingGlyphs(family, text);
  if (missing.empty()) return;
  diags->Error(file, loc, "glyphs",
               what + " has characters no installed font can draw (" + family +
                   " or a fallback): \"" + Abbreviate(missing) +
                   "\"; they would print as boxes, so install a font that has them or "
                   "leave them out",
               tile);
}

/// Checks every language's version of a text given in `file`; the language
/// of that spec is named plainly, the others with their code: "set name (ro)".
void CheckTexts(const std::string& file, const std::string& own_language, SourceLoc loc,
                const std::string& what, const LocalText& texts, const std::string& family,
                const std::string& tile, Diagnostics* diags) {
  for (const auto& [lang, text] : texts)
    CheckText(file, loc, lang == own_language ? what : what + " (" + lang + ")", text, family,
              tile, diags);
}

}  // namespace

void CheckSetGlyphs(const TileSet& set, const std::string& family, Diagnostics* diags) {
  CheckTexts(set.path, set.language, set.set_loc, "set name", set.names, family, "", diags);
  CheckText(set.path, set.set_loc, "edition", set.edition, family, "", diags);
  CheckTexts(set.path, set.language, set.set_loc, "description", set.descriptions, family, "",
             diags);
  for (const TileType& t : set.tiles) {
    const std::string& file = t.file.empty() ? set.path : t.file;  // an inherited tile's own spec
    CheckText(file, t.loc, "tile id '" + t.id + "'", t.id, family, t.id, diags);
    CheckTexts(file, t.language, t.loc, "tile " + t.id + ": name", t.names, family, t.id, diags);
  }
}

}  // namespace carc
