// What the commands that draw pages share: the kit's language (its texts
// checked against the kit font), the set's texts in that language, the sheet
// layout preset with the command line's changes, and the layout's theme.
#pragma once

#include <optional>
#include <string>
#include <utility>

#include "art/theme.h"
#include "base/diagnostic.h"
#include "base/status.h"
#include "kit/translation.h"
#include "print/layout.h"
#include "spec/tile.h"

namespace carc {

/// Loads a kit language (a code or a path) into `tr` and checks that the kit
/// font has all its glyphs. Invalid when the file is not valid (see `diags`)
/// or a glyph is missing; Io when it cannot be found or read.
Status LoadTranslation(const std::string& lang, Diagnostics* diags, Translation* tr);

/// Switches the set's texts (name, description, tile names) to the language
/// of `tr`; where the set has none in it, keeps the set's own language and
/// adds a warning to `diags` listing the texts that are missing (naming a
/// language file given by its path by that path).
void UseSetLanguage(const Translation& tr, Diagnostics* diags, TileSet* set);

/// Loads the sheet layout preset `requested` (a name or path), or when it is
/// empty the one `set` names (found beside the set), else "default".
Status LoadLayoutPreset(const std::string& requested, const TileSet& set, Diagnostics* diags,
                        SheetLayout* layout);

/// The command line's changes to a layout preset: each applies only when given.
struct LayoutChanges {
  std::optional<std::string> paper;
  std::optional<Orientation> orientation;
  std::optional<Mm> tile, margin, bleed, gutter, scale_bar;
  std::optional<CutStyle> cuts;
  std::optional<Flip> flip;
  std::optional<std::pair<Mm, Mm>> back_offset;  ///< x, y
  std::optional<std::string> theme;  ///< found as given, not beside the layout file
  bool no_backs = false;
  bool no_marks = false;
};

/// `preset` with `changes` applied.
SheetLayout Changed(const SheetLayout& preset, const LayoutChanges& changes);

/// Checks a layout preset, then the preset with the command line's changes:
/// Invalid saying why when the preset itself is unusable, Io when the
/// command line's changes make it so (a usage error).
Status CheckLayout(const SheetLayout& preset, const SheetLayout& changed);

/// Loads the theme `layout` names (beside the layout file that names it, or
/// as given on the command line).
Status LoadLayoutTheme(const SheetLayout& layout, Diagnostics* diags, Theme* theme);

}  // namespace carc
