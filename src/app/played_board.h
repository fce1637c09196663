// A board file loaded against a set and played by the rules: what `score`
// reports and `board` draws, loaded the same way with the same messages.
#pragma once

#include <memory>
#include <string>

#include "base/diagnostic.h"
#include "base/status.h"
#include "rules/board_file.h"
#include "rules/game.h"
#include "rules/shapes.h"
#include "spec/tile.h"

namespace carc {

/// A legal board and the game its moves played. Movable; the game and the
/// board refer to the set and the catalog, which stay where they are.
struct PlayedBoard {
  std::unique_ptr<TileSet> set;
  std::unique_ptr<ShapeCatalog> catalog;
  BoardFile board;
  std::unique_ptr<Game> game;  ///< every move played, no final scoring
};

/// Loads the set (see LoadSet: `draws_text` asks for the glyph check), then
/// the board file at `board_path`, and plays it. Io when a file cannot be
/// found or read; Invalid when the board is not legal (see `diags`: the
/// board's problems, or the first illegal move and why).
Status LoadPlayedBoard(const std::string& tileset, bool draws_text, const std::string& board_path,
                       Diagnostics* diags, PlayedBoard* played);

}  // namespace carc
