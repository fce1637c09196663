// The grid of placed tiles: a dense square around the start tile, big enough
// that no game of the set can leave it, plus the frontier of empty cells next
// to the board with what each of them requires of a tile's edges.
#pragma once

#include <cstdint>
#include <vector>

#include "shapes.h"

namespace carc {

/// Offsets of the four sides, x growing east and y growing south.
constexpr int kSideDx[kSides] = {0, 1, 0, -1};
constexpr int kSideDy[kSides] = {-1, 0, 1, 0};

/// Placed tiles on an integer grid whose origin holds the start tile.
class Board {
 public:
  /// A board for at most `capacity` tiles: every cell a connected board of that
  /// many tiles can reach, and its neighbours, lies on the grid.
  explicit Board(int capacity);

  /// Removes every tile; keeps the memory.
  void Clear();

  /// The cell at (x, y) relative to the origin, or -1 when off the grid
  /// (no tile of a legal game can go there).
  int Cell(int x, int y) const;
  /// The x of a cell relative to the origin.
  int X(int cell) const { return cell % width_ - radius_; }
  /// The y of a cell relative to the origin.
  int Y(int cell) const { return cell / width_ - radius_; }
  /// The cell next to `cell` across side `s`.
  int Neighbour(int cell, Side s) const { return cell + step_[int(s)]; }
  /// The 8 cells around `cell` (edges and corners).
  const std::array<int, 8>& Around() const { return around_; }

  /// The placement index on `cell`, or -1 when empty.
  int At(int cell) const { return tiles_[cell]; }
  /// Whether `cell` is empty and shares an edge with a placed tile.
  bool OnFrontier(int cell) const { return frontier_pos_[cell] >= 0; }
  /// Whether `shape` may go on `cell`: on the frontier and every touching edge matches.
  bool Fits(const TileShape& shape, int cell) const {
    return frontier_pos_[cell] >= 0 && EdgesMatch(shape.edge_code, need_[cell]);
  }
  /// The first side (N, E, S, W order) where `shape` on `cell` meets a placed
  /// neighbour with another terrain, or -1 when all touching edges match.
  int MismatchedSide(const TileShape& shape, int cell) const;
  /// The empty cells next to the board, in an order that depends only on the
  /// placements made.
  const std::vector<int>& Frontier() const { return frontier_; }
  /// What the placed neighbours of `cell` show towards it (see EdgeNeed).
  uint8_t Need(int cell) const { return need_[cell]; }
  /// Need() of each frontier cell, in Frontier() order.
  const std::vector<uint8_t>& FrontierNeeds() const { return frontier_need_; }

  /// Puts placement `placement` showing `shape` on an empty cell. Does not
  /// check the rules; the start tile goes on an empty board.
  void Place(const TileShape& shape, int cell, int placement);

 private:
  /// Adds an empty cell next to the board to the frontier (once).
  void AddFrontier(int cell);
  /// Removes a cell from the frontier, if there.
  void RemoveFrontier(int cell);

  int radius_ = 0;
  int width_ = 0;
  int step_[kSides] = {};
  std::array<int, 8> around_{};
  std::vector<int32_t> tiles_;
  std::vector<uint8_t> need_;
  std::vector<int32_t> frontier_pos_;
  std::vector<int> frontier_;
  std::vector<uint8_t> frontier_need_;
  std::vector<int> touched_;  ///< cells written since Clear, to clear them cheaply
};

}  // namespace carc
