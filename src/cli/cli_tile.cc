// `carckit tile TILESET ID [--rotation R] -o FILE.(png|svg|pdf) [--dpi D]`
#include "art/theme.h"
#include "art/tile_image.h"
#include "base/data_dir.h"
#include "cli/cli.h"
#include "print/tile_file.h"

namespace carc {

namespace {

struct TileArgs {
  std::string set, id, output, theme = "default";
  int rotation = 0;
  double dpi = 300, size = 45, bleed = 0;
  bool back = false;
};

void RunTile(const TileArgs& args) {
  TileSet set;
  LoadSetOrExit(args.set, &set);
  const TileType* tile = set.Find(args.id);
  if (!tile) {
    std::string ids;
    for (const TileType& t : set.tiles) ids += (ids.empty() ? "" : ", ") + t.id;
    throw CommandExit{2, "error: " + set.path + " has no tile '" + args.id + "' (it has " + ids + ")"};
  }
  Theme theme;
  Diagnostics diags;
  Status loaded = LoadTheme(args.theme, &theme, &diags);
  PrintDiagnostics(diags);
  ExitOnError(loaded);
  std::unique_ptr<TileImage> image;
  if (!tile->art.empty() && !args.back) ExitOnError(TileImage::Load(*tile, tile->file, &image));
  TileFileOptions options;
  options.size = Mm(args.size);
  options.bleed = Mm(args.bleed);
  options.quarters = args.rotation / 90;
  options.dpi = args.dpi;
  options.back = args.back;
  options.back_design = BackOf(set, *tile, 0);
  ExitOnError(WriteTileFile(args.output, *tile, theme, image.get(), options, set.sources));
}

}  // namespace

void SetupTile(CLI::App& app) {
  auto args = std::make_shared<TileArgs>();
  CLI::App* cmd = app.add_subcommand("tile", "Draw one tile to a PNG, SVG or PDF file");
  cmd->add_option("tileset", args->set, "Tile spec file (or bundled set name)")->required();
  cmd->add_option("id", args->id, "The tile's id")->required();
  cmd->add_option("-o,--output", args->output, "Output file: .png, .svg or .pdf")->required();
  cmd->add_option("-r,--rotation", args->rotation, "Clockwise rotation in degrees")
      ->check(CLI::IsMember({0, 90, 180, 270}));
  cmd->add_option("--dpi", args->dpi, "PNG resolution")->check(CLI::Range(10.0, 2400.0));
  cmd->add_option("--size", args->size, "Tile size in mm")->check(CLI::Range(10.0, 300.0));
  cmd->add_option("--bleed", args->bleed, "Art past the cut line, mm")->check(CLI::Range(0.0, 20.0));
  cmd->add_option("--theme", args->theme, "Theme name or YAML file");
  cmd->add_flag("--back", args->back, "Draw the tile's back instead of its face");
  cmd->callback([args] { RunTile(*args); });
}

}  // namespace carc
