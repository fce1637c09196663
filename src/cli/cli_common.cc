#include <iostream>

#include "base/data_dir.h"
#include "cli/cli.h"
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
  for (const Diagnostic& d : diags.Sorted()) std::cerr << d.Format() << "\n";
}

void LoadSetOrExit(const std::string& path, TileSet* set) {
  Diagnostics diags;
  Status status = LoadValidTileSet(FindTileSet(path), set, &diags);
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
}

SheetLayout LayoutPresetOrExit(const std::string& requested, const TileSet& set) {
  SheetLayout layout;
  Diagnostics diags;
  std::string preset = !requested.empty() ? requested : !set.layout.empty() ? set.layout : "default";
  Status loaded = LoadSheetLayout(preset, &layout, &diags);
  PrintDiagnostics(diags);
  ExitOnError(loaded);
  return layout;
}

}  // namespace carc
