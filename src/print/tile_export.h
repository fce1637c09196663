// A whole set as files (`carckit export`): every tile type (or every copy)
// through the same writer as `carckit tile`, the two backs, or deck sheets
// for digital tables (deck_sheet.h), and a manifest.json describing it all
// (export_manifest.h). Every file is written atomically; files already in the
// folder that this export does not write are left alone.
#pragma once

#include <string>
#include <vector>

#include "art/theme.h"
#include "art/tile_back.h"
#include "base/status.h"
#include "base/units.h"
#include "print/deck_sheet.h"
#include "spec/tile.h"

namespace carc {

/// The file type of exported tiles.
enum class ExportFormat { Png, Svg, Pdf };

/// Which deck sheets to write instead of one file per tile.
enum class SheetKind { None, Tts, Grid };

/// What to export. SanitizeExport() checks it.
struct ExportOptions {
  ExportFormat format = ExportFormat::Png;
  double dpi = 300;          ///< PNG resolution
  Mm tile{45};               ///< a tile's cut size
  Mm bleed{0};               ///< art past the cut on every side (single files only)
  bool copies = false;       ///< one file per copy rather than per type
  SheetKind sheet = SheetKind::None;
  int columns = 0, rows = 0; ///< the grid of SheetKind::Grid
  bool backs = false;        ///< every card's own back too: beside each copy, or as back sheets
};

/// "png", "svg", "pdf".
const char* ExportFormatName(ExportFormat format);

/// One file written.
struct ExportedFile {
  std::string name;           ///< its name inside the folder
  long long width_px = 0;     ///< PNG: its pixels; 0 for SVG and PDF
  long long height_px = 0;
  SizeMm size;                ///< its size on paper (a sheet: cells at the tile size)
};

/// The files of one tile type.
struct ExportedTile {
  int type = 0;                     ///< index into the set's tiles
  std::vector<ExportedFile> fronts; ///< one, or one per copy
  std::vector<ExportedFile> backs;  ///< with `backs`: one per copy
};

/// One deck sheet written.
struct ExportedSheet {
  std::string deck = "main";       ///< "main", or "river": a river's tiles are a deck of their own
  TileBack hidden_back = TileBack::Regular;  ///< the deck's back, in the hidden cell and shared by its cards
  DeckSheet grid;
  ExportedFile face;               ///< the faces (and the hidden card)
  ExportedFile back;               ///< with `backs`: each card's back in its cell; else empty
  std::vector<int> types;          ///< the tile type in each card's cell, in order
  int start_card = -1;             ///< the cell (0-based) of the start tile (the spring with a river), or -1
};

/// Everything one export wrote.
struct ExportResult {
  std::vector<ExportedTile> tiles;    ///< single files, in spec order (empty with sheets)
  ExportedFile back, start_back;      ///< the regular back and the start tile's (if any)
  ExportedFile river_back;            ///< the river tiles' back, in a set with a river
  std::vector<ExportedSheet> sheets;  ///< deck sheets
  std::string manifest;               ///< "manifest.json"
  /// Files written, manifest included.
  int FileCount() const;
};

/// Checks the options together: ranges (dpi 10-2400, tile 10-300 mm, bleed
/// 0-10 mm, a grid of 1-100 by 1-100), sheets only as PNG and without bleed
/// or --copies, per-card backs only with --copies or a sheet. Io with the
/// reason (a usage problem).
Status SanitizeExport(const ExportOptions& options);

/// Writes the set's files into folder `dir` (created if missing; never
/// emptied), then manifest.json. Io when the folder cannot be made or a file
/// cannot be written; files written before a failure stay.
Status ExportTiles(const std::string& dir, const TileSet& set, const Theme& theme,
                   const ExportOptions& options, ExportResult* result);

}  // namespace carc
