// `carckit tile TILESET ID [-o FILE.png|svg|pdf|-] [--format F] [--rotation R] [--dpi D] [--back]`
#include <cctype>
#include <cmath>
#include <cstdio>
#include <strings.h>

#include "art/theme.h"
#include "art/tile_image.h"
#include "base/text_util.h"
#include "cli/cli.h"
#include "cli/options.h"
#include "print/tile_file.h"

namespace carc {

namespace {

struct TileArgs {
  std::string set, id, output, theme = "default", format;
  int rotation = 0;
  double dpi = 300, size = 45, bleed = 0;
  bool back = false;
};

/// `id` fit for a file name: letters, digits, '-' and '_' kept, others '_'.
std::string FileSafe(const std::string& id) {
  std::string out;
  for (unsigned char c : id) out += std::isalnum(c) || c == '-' || c == '_' ? char(c) : '_';
  return out;
}

/// Whether the tile is drawn as a PNG: --format, else the output's extension
/// (and the default output is a PNG).
bool IsPng(const TileArgs& args) {
  if (!args.format.empty()) return args.format == "png";
  const std::string& out = args.output;
  return out.empty() || (out.size() > 4 && strcasecmp(out.c_str() + out.size() - 4, ".png") == 0);
}

/// out/<set>-tile-<id>[-back].png (or .svg/.pdf with --format)
std::string DefaultTilePath(const TileSet& set, const TileArgs& args) {
  std::string ext = args.format.empty() ? "png" : args.format;
  return DefaultOutput(set.id, "tile-" + FileSafe(args.id) + (args.back ? "-back" : ""), "", ext);
}

/// "tile D, 45 mm, 532 x 532 pixels at 300 dpi" (pixels only for a PNG).
std::string TileSummary(const TileArgs& args) {
  char mm[32];
  std::snprintf(mm, sizeof mm, "%g mm", args.size);
  std::string out = "tile " + args.id + (args.back ? " (back)" : "") + ", " + mm;
  if (!IsPng(args)) return out;
  long px = std::lround((args.size + 2 * args.bleed) / 25.4 * args.dpi);
  return out + ", " + std::to_string(px) + " x " + std::to_string(px) + " pixels at " +
         std::to_string(std::lround(args.dpi)) + " dpi";
}

const TileType& TileOrExit(const TileSet& set, const std::string& arg, const std::string& id) {
  if (const TileType* tile = set.Find(id)) return *tile;
  std::vector<std::string> ids;
  for (const TileType& t : set.tiles) ids.push_back(t.id);
  throw CommandExit{2, "error: " + arg + " has no tile '" + id + "' (it has " + Join(ids, ", ") + ")"};
}

void RunTile(const TileArgs& args) {
  TileSet set;
  LoadSetOrExit(args.set, &set);
  const TileType& tile = TileOrExit(set, args.set, args.id);
  Theme theme;
  Diagnostics diags;
  Status loaded = LoadTheme(args.theme, &theme, &diags);
  PrintDiagnostics(diags);
  ExitOnError(loaded);
  std::unique_ptr<TileImage> image;
  ArtResolution resolution{Mm(args.size + 2 * args.bleed), IsPng(args) ? args.dpi : kPrintDpi};
  if (!tile.art.empty() && !args.back)
    ExitOnError(TileImage::Load(tile, tile.file, &image, resolution));
  TileFileOptions options;
  options.size = Mm(args.size);
  options.bleed = Mm(args.bleed);
  options.quarters = args.rotation / 90;
  options.dpi = args.dpi;
  options.back = args.back;
  options.format = args.format;
  options.back_design = BackOf(set, tile, 0);
  std::string out = args.output.empty() ? DefaultTilePath(set, args) : args.output;
  ExitOnError(WriteTileFile(out, tile, theme, image.get(), options, set.sources));
  ReportWritten(out, 1, TileSummary(args));
}

}  // namespace

void SetupTile(CLI::App& app) {
  auto args = std::make_shared<TileArgs>();
  CLI::App* cmd = app.add_subcommand("tile", "Draw one tile to a PNG, SVG or PDF file");
  AddTilesetArg(cmd, &args->set);
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
