#include <iostream>

#include "app/tile_set.h"
#include "base/data_dir.h"
#include "cli/cli.h"
#include "cli/json_output.h"

namespace carc {

void ExitOnError(const Status& status) {
  if (status.ok()) return;
  throw CommandExit::Failed(status);
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

}  // namespace carc
