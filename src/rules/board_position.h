// A game position as a picture of it shows it: the tiles where the board file
// put them, the followers standing on the board, each player's score and what
// the last move scored. Taken from a Game while a board file is played
// (PlayBoard's after_move), so a step-by-step picture needs one replay.
#pragma once

#include <string>
#include <vector>

#include "rules/board_file.h"
#include "rules/game.h"

namespace carc {

/// One placed tile, at the cell its move named.
struct PositionTile {
  int type = 0;      ///< index into the set's tiles
  int quarters = 0;  ///< clockwise quarter turns
  int x = 0, y = 0;  ///< the cell, as in the board file (x east, y south)
  int player = -1;   ///< who placed it; -1 for the start tile
};

/// One follower standing on the board.
struct PositionFollower {
  int tile = 0;     ///< index into BoardPosition::tiles (the move that placed it, less one)
  int segment = 0;  ///< its segment in the turned tile's TileShape
  FeatureKind kind = FeatureKind::Road;
  int player = 0;
  bool large = false;  ///< the large follower (Inns & Cathedrals)
};

/// The cells a picture must show: from (x0, y0) to (x1, y1), both included.
struct CellBox {
  int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  /// Cells across and down.
  int Width() const { return x1 - x0 + 1; }
  int Height() const { return y1 - y0 + 1; }
};

/// A position after some moves of a board file.
struct BoardPosition {
  int moves = 0;               ///< moves played (1 = the start tile alone)
  bool final_scoring = false;  ///< whether the scores include the final scoring
  std::vector<PositionTile> tiles;          ///< in play order
  std::vector<PositionFollower> followers;  ///< standing after the last move's scoring
  std::vector<PlayerScore> scores;          ///< per player
  std::vector<int> supply;                  ///< followers each player has in hand
  std::vector<ScoreEvent> scored;  ///< what the last move scored, then the final scoring's
};

/// The position of `game`, which has played the first moves of `board`. With
/// `final_scoring` the scores (and `scored`) add the final scoring, done on a
/// copy: the followers are shown where they stood before it.
BoardPosition CapturePosition(const BoardFile& board, const Game& game, bool final_scoring);

/// The cells holding the tiles of the first `moves` moves of `board`.
CellBox BoardExtent(const BoardFile& board, int moves);

/// "blue: tile V at [1, 0], rotation 90, thief on road W" for move `number`
/// (1-based); "start tile D at [0, 0]" for the first.
std::string DescribeMove(const BoardFile& board, const ShapeCatalog& catalog, int number);

/// What a scored feature was: "city of 3 tiles and 1 shield", "road of 2
/// tiles", "monastery, surrounded", "farm bordering 2 completed cities".
std::string DescribeScored(const ScoreEvent& event);

/// "city of 2 tiles: red 4" for one scored feature.
std::string DescribeScore(const ScoreEvent& event, const std::vector<std::string>& players);

}  // namespace carc
