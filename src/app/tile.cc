#include "app/tile.h"

#include <cctype>
#include <cmath>
#include <cstdio>
#include <memory>

#include "app/tile_set.h"
#include "art/theme.h"
#include "art/tile_image.h"
#include "base/text_util.h"
#include "draw/image_file.h"
#include "print/tile_file.h"

namespace carc {

namespace {

/// `id` fit for a file name: letters, digits, '-' and '_' kept, others '_'.
std::string FileSafe(const std::string& id) {
  std::string out;
  for (unsigned char c : id) out += std::isalnum(c) || c == '-' || c == '_' ? char(c) : '_';
  return out;
}

/// Whether the tile is drawn as a PNG: `format`, else the output's extension
/// (and the default output is a PNG).
bool IsPng(const TileRequest& r) {
  ImageFormat format;
  if (r.output.empty() && r.format.empty()) return true;
  return ImageFormatOf(r.output, r.format, &format) && format == ImageFormat::Png;
}

/// out/<set>-tile-<id>[-back].png (or .svg/.pdf with `format`)
std::string DefaultTilePath(const TileSet& set, const TileRequest& r) {
  std::string ext = r.format.empty() ? "png" : r.format;
  return DefaultOutput(set.id, "tile-" + FileSafe(r.id) + (r.back ? "-back" : ""), "", ext);
}

/// "tile D, 45 mm, 532 x 532 pixels at 300 dpi" (pixels only for a PNG).
std::string TileSummary(const TileRequest& r) {
  char mm[32];
  std::snprintf(mm, sizeof mm, "%g mm", r.size);
  std::string out = "tile " + r.id + (r.back ? " (back)" : "") + ", " + mm;
  if (!IsPng(r)) return out;
  long px = std::lround((r.size + 2 * r.bleed) / 25.4 * r.dpi);
  return out + ", " + std::to_string(px) + " x " + std::to_string(px) + " pixels at " +
         std::to_string(std::lround(r.dpi)) + " dpi";
}

/// The tile `id` of `set` (given on the command line as `arg`), or Io naming
/// the ids it has.
Status FindTile(const TileSet& set, const std::string& arg, const std::string& id,
                const TileType** tile) {
  if ((*tile = set.Find(id))) return Status::Ok();
  std::vector<std::string> ids;
  for (const TileType& t : set.tiles) ids.push_back(t.id);
  return Status::Io(arg + " has no tile '" + id + "' (it has " + Join(ids, ", ") + ")");
}

}  // namespace

Status DrawTile(const TileRequest& r, Diagnostics* diags, WrittenFile* written) {
  TileSet set;
  Status status = LoadSet({r.tileset, true, false}, diags, &set);
  if (!status.ok()) return status;
  diags->NextStep();
  const TileType* tile = nullptr;
  status = FindTile(set, r.tileset, r.id, &tile);
  if (!status.ok()) return status;
  Theme theme;
  status = LoadTheme(r.theme, &theme, diags);
  if (!status.ok()) return status;
  std::unique_ptr<TileImage> image;
  ArtResolution resolution{Mm(r.size + 2 * r.bleed), IsPng(r) ? r.dpi : kPrintDpi};
  if (!tile->art.empty() && !r.back) {
    status = TileImage::Load(*tile, tile->file, &image, resolution);
    if (!status.ok()) return status;
  }
  TileFileOptions options;
  options.size = Mm(r.size);
  options.bleed = Mm(r.bleed);
  options.quarters = r.rotation / 90;
  options.dpi = r.dpi;
  options.back = r.back;
  options.format = r.format;
  options.back_design = BackOf(set, *tile, 0);
  written->path = r.output.empty() ? DefaultTilePath(set, r) : r.output;
  status = WriteTileFile(written->path, *tile, theme, image.get(), options, set.sources);
  if (!status.ok()) return status;
  written->pages = 1;
  written->details = TileSummary(r);
  return Status::Ok();
}

}  // namespace carc
