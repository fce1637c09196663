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

/// Checks every language's version of a text; the set's own language is
/// named plainly, the others with their code: "set name (ro)".
void CheckTexts(const TileSet& set, SourceLoc loc, const std::string& what, const LocalText& texts,
                const std::string& family, const std::string& tile, Diagnostics* diags) {
  for (const auto& [lang, text] : texts)
    CheckText(set.path, loc, lang == set.language ? what : what + " (" + lang + ")", text, family,
              tile, diags);
}

}  // namespace

void CheckSetGlyphs(const TileSet& set, const std::string& family, Diagnostics* diags) {
  CheckTexts(set, set.set_loc, "set name", set.names, family, "", diags);
  CheckText(set.path, set.set_loc, "edition", set.edition, family, "", diags);
  CheckTexts(set, set.set_loc, "description", set.descriptions, family, "", diags);
  for (const TileType& t : set.tiles) {
    CheckText(set.path, t.loc, "tile id '" + t.id + "'", t.id, family, t.id, diags);
    CheckTexts(set, t.loc, "tile " + t.id + ": name", t.names, family, t.id, diags);
  }
}

}  // namespace carc
