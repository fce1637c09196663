// Board files: a game position written as the moves that led to it, in play
// order (format: docs/board-format.md). Loading checks the file's structure
// and everything a move says on its own; playing checks each move against the
// board before it and stops at the first illegal one.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "base/diagnostic.h"
#include "base/status.h"
#include "rules/game.h"
#include "rules/shapes.h"
#include "spec/yaml_reader.h"

namespace carc {

/// Most players a board file may list.
constexpr int kMaxBoardPlayers = 32;
/// Largest |x| or |y| a move may name.
constexpr int kMaxCoordinate = 1000000;

/// One move of a board file.
struct BoardMove {
  int number = 0;     ///< 1-based position in the list
  SourceLoc loc;      ///< the move's entry
  std::string tile;   ///< the tile id as written
  int type = -1;      ///< index into the set's tiles
  int x = 0;          ///< column, growing east
  int y = 0;          ///< row, growing south
  SourceLoc at_loc;
  int rotation = 0;   ///< degrees clockwise: 0, 90, 180 or 270
  std::string follower;   ///< as written, e.g. "city N"; "" for none
  int segment = -1;       ///< the follower's segment on the turned tile, -1 for none
  SourceLoc follower_loc;
  bool large = false;     ///< the follower is the player's large one (`large: true`)
  SourceLoc large_loc;
  int player = -1;  ///< index into the players; -1 for the start tile
};

/// A board file as loaded.
struct BoardFile {
  std::string path;
  std::vector<std::string> players;
  std::vector<BoardMove> moves;
};

/// Reads and checks the board file at `path` against the set of `catalog`,
/// adding a diagnostic for every structural problem: YAML syntax, unknown or
/// missing keys, wrong types, unknown tiles or players, bad rotations, a
/// follower naming nothing on its tile, tiles used more often than the set
/// holds. Returns Io when unreadable, Invalid after any error, else Ok.
Status LoadBoardFile(const std::string& path, const ShapeCatalog& catalog, BoardFile* board,
                     Diagnostics* diags);

/// Like LoadBoardFile, from text in memory; `file` names it in messages.
Status LoadBoardFromString(const std::string& file, const std::string& content,
                           const ShapeCatalog& catalog, BoardFile* board, Diagnostics* diags);

/// A game for a board file: its players, the set's followers and farmers rule.
Game NewBoardGame(const BoardFile& board, const ShapeCatalog& catalog);

/// Plays the moves of a loaded board into a fresh `game` (see NewBoardGame),
/// scoring as the rules say. Stops at the first illegal move (a taken or
/// unconnected cell, edges that do not match, a follower on an occupied
/// feature or from an empty supply) with one diagnostic naming the move and
/// why, and returns Invalid; else Ok. `after_move`, when given, sees the game
/// after each move (the start tile's included), its scoring done.
Status PlayBoard(const BoardFile& board, Game* game, Diagnostics* diags,
                 const std::function<void(const Game&)>& after_move = {});

/// Parses a follower as board files write it ("city N", "road W", "field Sw",
/// "field S", "monastery") and finds its segment on `shape`. On failure
/// returns false with the reason in `*why`.
bool ResolveFollower(const std::string& text, const TileShape& shape, const std::string& tile_id,
                     int rotation, int* segment, std::string* why);

}  // namespace carc
