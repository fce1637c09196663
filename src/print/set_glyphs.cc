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

}  // namespace

void CheckSetGlyphs(const TileSet& set, const std::string& family, Diagnostics* diags) {
  CheckText(set.path, set.set_loc, "set name", set.name, family, "", diags);
  CheckText(set.path, set.set_loc, "edition", set.edition, family, "", diags);
  CheckText(set.path, set.set_loc, "description", set.description, family, "", diags);
  for (const TileType& t : set.tiles) {
    const std::string& file = t.file.empty() ? set.path : t.file;  // an inherited tile's own spec
    CheckText(file, t.loc, "tile id '" + t.id + "'", t.id, family, t.id, diags);
    CheckText(file, t.loc, "tile " + t.id + ": name", t.name, family, t.id, diags);
  }
}

}  // namespace carc
