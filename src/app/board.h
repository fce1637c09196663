// `carckit board`: the position of a board file drawn to PDF, SVG or PNG.
#pragma once

#include <string>

#include "base/diagnostic.h"
#include "base/status.h"
#include "print/board_picture.h"

namespace carc {

/// What to draw.
struct BoardRequest {
  std::string tileset;           ///< a file, or a bundled set's name
  std::string board;             ///< the board file
  std::string output;            ///< the picture; "" for out/<board>-board.pdf
  std::string theme = "default"; ///< a theme name or file
  BoardPictureOptions options;   ///< what to draw and how big
};

/// Plays the board as `score` does (the same messages), checks the picture's
/// options, loads the theme and writes the picture, never over the set's
/// files or the board. Io for files that cannot be read or written and for
/// unusable options; Invalid for a set, board or theme that is not valid.
Status DrawBoard(const BoardRequest& request, Diagnostics* diags, BoardPictureResult* result);

}  // namespace carc
