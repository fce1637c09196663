// `carckit preview TILESET [--port N] [--open] [--theme T]`
#include <iostream>

#include "cli/cli.h"
#include "cli/options.h"
#include "preview/run_preview.h"

namespace carc {

namespace {

struct PreviewArgs {
  std::string set, theme = "default";
  int port = 8040;
  bool open = false;
};

}  // namespace

void SetupPreview(CLI::App& app) {
  auto args = std::make_shared<PreviewArgs>();
  CLI::App* cmd = app.add_subcommand(
      "preview", "Serve a live page of the set on 127.0.0.1 that redraws it at every save");
  AddTilesetArg(cmd, &args->set);
  cmd->add_option("--port", args->port, "Port on 127.0.0.1 to listen on; 0 picks a free one")
      ->type_name("N")
      ->default_str(std::to_string(args->port))
      ->check(CLI::Range(0, 65535).description(""));
  cmd->add_flag("--open", args->open, "Open the page in the desktop's browser (xdg-open)");
  AddThemeOption(cmd, &args->theme, args->theme);
  cmd->callback([args] {
    PreviewOptions options;
    options.tileset = TileSetPathOrExit(args->set);
    options.theme = args->theme;
    options.port = args->port;
    Diagnostics diags;
    Status served = RunPreview(options, args->open, std::cout, &diags);
    PrintAndExitOnError(served, diags);
  });
}

}  // namespace carc
