// The grid of placed tiles: a dense square around the start tile that grows
// (doubling, up to what a game of the set can reach) as tiles near its edge,
// plus the frontier of empty cells next to the board with what each of them
// requires of a tile's edges.
#pragma once

#include <cstdint>
#include <vector>

#include "rules/shapes.h"

namespace carc {

/// Offsets of the four sides, x growing east and y growing south.
constexpr int kSideDx[kSides] = {0, 1, 0, -1};
constexpr int kSideDy[kSides] = {-1, 0, 1, 0};

/// Placed tiles on an integer grid whose origin holds the start tile.
class Board {
 public:
  /// A board for at most `capacity` tiles, starting small.
  explicit Board(int capacity);

  /// Removes every tile; keeps the memory and the grid's size.
  void Clear();

  /// The cell at (x, y) relative to the origin, or -1 when off the grid
  /// (then no placed tile touches it: tiles stay 2 cells inside the edge).
  int Cell(int x, int y) const;
  /// Whether a tile on `cell` would come within 2 cells of the grid's edge
  /// while the grid may still grow; call Grow() before placing it.
  bool NearEdge(int cell) const { return edge_band_[cell] != 0; }
  /// Doubles the grid's reach (up to what the capacity needs), keeping every
  /// tile, need and the frontier's order. Cell numbers change; (x, y) do not.
  void Grow();
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
  EdgeNeed Need(int cell) const { return need_[cell]; }
  /// Need() of each frontier cell, in Frontier() order.
  const std::vector<EdgeNeed>& FrontierNeeds() const { return frontier_need_; }

  /// Puts placement `placement` showing `shape` on an empty cell. Does not
  /// check the rules; the start tile goes on an empty board.
  void Place(const TileShape& shape, int cell, int placement);

 private:
  /// Adds an empty cell next to the board to the frontier (once).
  void AddFrontier(int cell);
  /// Removes a cell from the frontier, if there.
  void RemoveFrontier(int cell);

  /// Sizes the arrays for `radius` and sets the steps; the grid must be empty.
  void Resize(int radius);

  int max_radius_ = 0;  ///< no legal game reaches further from the origin
  int radius_ = 0;      ///< cells with |x|, |y| < radius_ are on the grid
  int width_ = 0;       ///< 2 * radius_ + 1: one spare ring for neighbour lookups
  int step_[kSides] = {};
  std::array<int, 8> around_{};
  std::vector<int32_t> tiles_;
  std::vector<EdgeNeed> need_;
  std::vector<uint8_t> edge_band_;  ///< 1 on cells where a tile needs a bigger grid
  std::vector<int32_t> frontier_pos_;
  std::vector<int> frontier_;
  std::vector<EdgeNeed> frontier_need_;
  std::vector<int> touched_;  ///< cells written since Clear, to clear them cheaply
};

}  // namespace carc
