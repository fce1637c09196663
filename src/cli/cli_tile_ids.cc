// `carckit tile-ids TILESET` (hidden): the set's tile ids, one a line, for
// the completion scripts (`carckit tile base-c1 <TAB>` offers them). A set
// with errors still lists the ids it could read.
#include <iostream>

#include "base/data_dir.h"
#include "base/text_util.h"
#include "cli/cli.h"
#include "spec/spec_loader.h"

namespace carc {

void SetupTileIds(CLI::App& app) {
  auto set_arg = std::make_shared<std::string>();
  CLI::App* cmd = app.add_subcommand("tile-ids", "Print the tile ids of a set, one a line");
  cmd->group("");  // for the completion scripts, not listed
  cmd->add_option("tileset", *set_arg, "Tile spec file, or a bundled set")->required()->type_name("TILESET");
  cmd->callback([set_arg] {
    std::string path;
    ExitOnError(ResolveTileSet(*set_arg, &path));
    TileSet set;
    Diagnostics diags;
    Status loaded = LoadTileSet(path, &set, &diags);
    if (loaded.IsIo()) ExitOnError(loaded);
    for (const TileType& t : set.tiles) std::cout << Printable(t.id) << "\n";
  });
}

}  // namespace carc
