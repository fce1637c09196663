// `carckit tile-ids TILESET` (hidden): the set's tile ids, one a line, for
// the completion scripts (`carckit tile base-c1 <TAB>` offers them). A set
// with errors still lists the ids it could read.
#include <iostream>

#include "app/tile_ids.h"
#include "base/text_util.h"
#include "cli/cli.h"

namespace carc {

void SetupTileIds(CLI::App& app) {
  auto set_arg = std::make_shared<std::string>();
  CLI::App* cmd = app.add_subcommand("tile-ids", "Print the tile ids of a set, one a line");
  cmd->group("");  // for the completion scripts, not listed
  cmd->add_option("tileset", *set_arg, "Tile spec file, or a bundled set")->required()->type_name("TILESET");
  cmd->callback([set_arg] {
    std::vector<std::string> ids;
    ExitOnError(TileIds(*set_arg, &ids));
    for (const std::string& id : ids) std::cout << Printable(id) << "\n";
  });
}

}  // namespace carc
