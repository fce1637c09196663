#include <iostream>

#include "art/theme.h"
#include "base/data_dir.h"
#include "cli/cli.h"
#include "cli/json_output.h"
#include "kit/kit_section.h"
#include "print/layout.h"
#include "print/set_glyphs.h"
#include "spec/set_extends.h"
#include "spec/spec_loader.h"

namespace carc {

void ExitOnError(const Status& status) {
  if (status.ok()) return;
  throw CommandExit{status.ExitCode(), status.message()};
}

void PrintDiagnostics(const Diagnostics& diags) {
  JsonRun::Gather(diags);
  for (const std::string& line : diags.Lines()) std::cerr << line << "\n";
}

std::string TileSetPathOrExit(const std::string& arg) {
  std::string path;
  ExitOnError(ResolveTileSet(arg, &path));
  return path;
}

void SanitizeLayoutOrExit(const SheetLayout& preset, const SheetLayout& changed) {
  Status file = SanitizeLayout(preset);
  if (!file.ok()) throw CommandExit{1, file.message()};
  Status options = SanitizeLayout(changed);
  if (!options.ok()) throw CommandExit{2, options.message()};
}

void LoadSetOrExit(const std::string& arg, TileSet* set) {
  Diagnostics diags;
  Status status = LoadValidTileSet(TileSetPathOrExit(arg), set, &diags);
  if (status.ok()) {
    CheckSetGlyphs(*set, kKitFont, &diags);  // pages print these texts
    if (diags.HasErrors()) status = Status::Invalid("");
  }
  PrintDiagnostics(diags);
  if (status.IsInvalid()) throw CommandExit{1, ""};
  ExitOnError(status);
}

void NarrowToNewTilesOrExit(TileSet* set) {
  if (set->extends.empty())
    throw CommandExit{2, "error: --only-new prints the tiles a set adds to the set it extends, but " +
                             DisplayPath(set->path) + " extends no set (no `extends` in its `set`)"};
  *set = OnlyNewTiles(*set);
  if (set->tiles.empty())  // nothing to print: the spec only changes counts
    throw CommandExit{1, DisplayPath(set->path) + ":" + std::to_string(set->set_loc.line) + ":" +
                             std::to_string(set->set_loc.column) +
                             ": error: --only-new prints the tile types the set adds to " +
                             set->extends + ", and it adds none (its entries only change counts)"};
}

std::string OutputStem(const TileSet& set) { return set.id + (set.only_new ? "-new" : ""); }

SheetLayout LayoutPresetOrExit(const std::string& requested, const TileSet& set) {
  SheetLayout layout;
  Diagnostics diags;
  // A layout the set names is found beside the spec that names it (a base's,
  // when inherited), never in the working folder.
  Status loaded = !requested.empty() ? LoadSheetLayout(requested, &layout, &diags)
                  : !set.layout.empty()
                      ? LoadNamedLayout(set.layout, set.layout_file.empty() ? set.path : set.layout_file,
                                        set.layout_loc, &layout, &diags)
                      : LoadSheetLayout("default", &layout, &diags);
  PrintDiagnostics(diags);
  ExitOnError(loaded);
  return layout;
}

Theme LayoutThemeOrExit(const SheetLayout& layout) {
  Theme theme;
  Diagnostics diags;
  Status loaded = LoadNamedTheme(layout.theme, layout.theme_from, layout.theme_loc, &theme, &diags);
  PrintDiagnostics(diags);
  ExitOnError(loaded);
  return theme;
}

}  // namespace carc
