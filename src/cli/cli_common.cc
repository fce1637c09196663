#include <iostream>

#include "app/page_setup.h"
#include "app/tile_set.h"
#include "base/data_dir.h"
#include "cli/cli.h"
#include "cli/json_output.h"

namespace carc {

void ExitOnError(const Status& status) {
  if (status.ok()) return;
  throw CommandExit{status.ExitCode(), status.message()};
}

void PrintDiagnostics(const Diagnostics& diags) {
  JsonRun::Gather(diags);
  for (const std::string& line : diags.Lines()) std::cerr << line << "\n";
}

void PrintAndExitOnError(const Status& status, const Diagnostics& diags) {
  PrintDiagnostics(diags);
  ExitOnError(status);
}

std::string TileSetPathOrExit(const std::string& arg) {
  std::string path;
  ExitOnError(ResolveTileSet(arg, &path));
  return path;
}

void SanitizeLayoutOrExit(const SheetLayout& preset, const SheetLayout& changed) {
  ExitOnError(CheckLayout(preset, changed));
}

void LoadSetOrExit(const std::string& arg, TileSet* set) {
  Diagnostics diags;
  Status status = LoadSet({arg, true, false}, &diags, set);
  PrintAndExitOnError(status, diags);
}

void NarrowToNewTilesOrExit(TileSet* set) {
  Diagnostics diags;
  Status status = NarrowToNewTiles(&diags, set);
  PrintAndExitOnError(status, diags);
}

SheetLayout LayoutPresetOrExit(const std::string& requested, const TileSet& set) {
  SheetLayout layout;
  Diagnostics diags;
  Status loaded = LoadLayoutPreset(requested, set, &diags, &layout);
  PrintAndExitOnError(loaded, diags);
  return layout;
}

Theme LayoutThemeOrExit(const SheetLayout& layout) {
  Theme theme;
  Diagnostics diags;
  Status loaded = LoadLayoutTheme(layout, &diags, &theme);
  PrintAndExitOnError(loaded, diags);
  return theme;
}

}  // namespace carc
