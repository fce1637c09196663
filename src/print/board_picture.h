// Pictures of a board file's positions (`carckit board`): the landscape
// (art/board_art.h) with the legend (board_legend.h) above and below it, as
// a PDF page fitted to the paper, an SVG at the tile size, or a PNG at a
// resolution; one picture, or one per move for a step-by-step illustration.
#pragma once

#include <string>
#include <vector>

#include "art/theme.h"
#include "base/status.h"
#include "base/units.h"
#include "rules/board_file.h"
#include "rules/board_position.h"

namespace carc {

/// What to draw and how big. SanitizeBoardPicture() checks it.
struct BoardPictureOptions {
  std::string paper = "a4";    ///< PDF: the paper, turned to suit the board
  /// PDF: "auto" turns the paper to whichever way draws the board larger (a
  /// wide board landscape when both draw it at `tile`), or "portrait",
  /// "landscape".
  std::string orientation = "auto";
  bool fit = false;            ///< PDF: pages the board's own size at `tile`, not the paper's
  Mm tile{45};                 ///< cell size (SVG, PNG); in a PDF the largest, shrunk to fit
  double dpi = 100;            ///< PNG resolution
  int move = 0;                ///< draw the position after this move; 0 for the last
  /// One page (PDF) or file (SVG, PNG) per move up to `move`. On paper each
  /// page draws the board so far as large as it fits, so early moves are
  /// not drawn at the final board's scale; images (and --fit pages) keep
  /// one frame, the final board's, so that they play as an animation.
  bool steps = false;
  bool final_scoring = false;  ///< the last position's scores add the final scoring
  bool grid = false;           ///< label cells with their coordinates
};

/// What WriteBoardPicture wrote.
struct BoardPictureResult {
  std::vector<std::string> files;  ///< every file written, in order
  int pictures = 0;                ///< pages (PDF) or images written
  bool pdf = false;                ///< one PDF of `pictures` pages
  CellBox cells;                   ///< the cells of the last picture (the board, and a ring more with --grid)
  PointMm origin;                  ///< the top-left corner of cell (cells.x0, cells.y0) on the last picture
  Mm tile;                         ///< the side of a cell on the last picture
};

/// Checks the options against `board` (a move it has, a known paper and
/// orientation, --fit only for a PDF, a tile size of 5 to 300 mm, 10 to 2400
/// dpi) and the output's extension; Io
/// (a usage problem, exit 2) with the reason otherwise.
Status SanitizeBoardPicture(const std::string& path, const BoardFile& board,
                            const BoardPictureOptions& options);

/// The files `--steps` writes for an SVG or PNG `path`: "board.png" gives
/// board-01.png, board-02.png ... (digits enough for `count`).
std::string StepPath(const std::string& path, int step, int count);

/// Draws `board`, which must play legally (PlayBoard), to `path`: .pdf, .svg
/// or .png by its extension; every file atomic and never over `inputs`.
Status WriteBoardPicture(const std::string& path, const BoardFile& board, const ShapeCatalog& catalog,
                         const Theme& theme, const BoardPictureOptions& options,
                         const std::vector<std::string>& inputs, BoardPictureResult* result);

}  // namespace carc
