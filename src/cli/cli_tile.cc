// `carckit tile TILESET ID [-o FILE.png|svg|pdf|-] [--format F] [--rotation R] [--dpi D] [--back]`
#include "app/tile.h"
#include "cli/cli.h"
#include "cli/options.h"

namespace carc {

namespace {

void RunTile(const TileRequest& request) {
  Diagnostics diags;
  WrittenFile written;
  Status status = DrawTile(request, &diags, &written);
  PrintAndExitOnError(status, diags);
  ReportWritten(written);
}

}  // namespace

void SetupTile(CLI::App& app) {
  auto args = std::make_shared<TileRequest>();
  CLI::App* cmd = app.add_subcommand("tile", "Draw one tile to a PNG, SVG or PDF file");
  AddTilesetArg(cmd, &args->tileset);
  cmd->add_option("id", args->id, "The tile's id")->required()->type_name("ID");
  AddOutputOption(cmd, &args->output, "Output file: .png, .svg or .pdf",
                  "out/<set>-tile-<id>.png (-back with --back)");
  AddChoice(cmd->add_option("-r,--rotation", args->rotation, "Clockwise rotation in degrees"),
            {"0", "90", "180", "270"}, "0");
  cmd->add_option("--dpi", args->dpi, "PNG resolution, 10 to 2400")
      ->type_name("DPI")
      ->capture_default_str()
      ->check(CLI::Range(10.0, 2400.0).description(""));
  cmd->add_option("--size", args->size, "Tile size in mm, 10 to 300")
      ->type_name("MM")
      ->capture_default_str()
      ->check(CLI::Range(10.0, 300.0).description(""));
  cmd->add_option("--bleed", args->bleed, "Art past the cut line in mm, 0 to 20")
      ->type_name("MM")
      ->capture_default_str()
      ->check(CLI::Range(0.0, 20.0).description(""));
  AddThemeOption(cmd, &args->theme, args->theme);
  cmd->add_flag("--back", args->back, "Draw the tile's back instead of its face");
  AddChoice(cmd->add_option("--format", args->format,
                            "Image format; needed with -o - (standard output)"),
            {"png", "svg", "pdf"}, "by the output's extension");
  cmd->callback([args] { RunTile(*args); });
}

}  // namespace carc
