// The grid of placed tiles, held sparse: the plane is cut into 8 x 8 blocks
// of cells and only blocks that hold a placed tile or one of its neighbours
// exist, so memory grows with the tiles placed, not with the board's extent
// (a 10,000-tile straight line needs about 2,500 blocks, 1.5 MB). Also the
// frontier of empty cells next to the board with what each of them requires
// of a tile's edges.
#pragma once

#include <array>
#include <cstdint>
#include <unordered_map>
#include <vector>

#include "rules/shapes.h"

namespace carc {

/// Offsets of the four sides, x growing east and y growing south.
constexpr int kSideDx[kSides] = {0, 1, 0, -1};
constexpr int kSideDy[kSides] = {-1, 0, 1, 0};

/// The geometry of the board's blocks of cells.
namespace board_blocks {
constexpr int kSideBits = 4;             ///< a block is 16 cells on a side
constexpr int kSide = 1 << kSideBits;
constexpr int kCells = kSide * kSide;    ///< 256 cells a block, numbered row by row
/// Per cell of a block, a bit per side (N = 1, E = 2, S = 4, W = 8) on the block's edge.
struct EdgeTable {
  uint8_t bits[kCells];
  constexpr EdgeTable() : bits() {
    for (int i = 0; i < kCells; ++i) {
      int x = i % kSide, y = i / kSide;
      bits[i] = uint8_t((y == 0) | (x == kSide - 1) << 1 | (y == kSide - 1) << 2 | (x == 0) << 3);
    }
  }
  constexpr uint8_t operator[](int i) const { return bits[i]; }
};
}  // namespace board_blocks

/// Placed tiles on an integer grid whose origin holds the start tile.
class Board {
 public:
  /// An empty board; `capacity` (the tiles a game may place) only sizes the
  /// first allocations.
  explicit Board(int capacity);

  /// Removes every tile; keeps the memory of a board of ordinary size.
  void Clear();

  /// The cell at (x, y) relative to the origin, or -1 when no placed tile
  /// is on it or next to it (such a cell has no block yet).
  int Cell(int x, int y) const;
  /// The cell at (x, y), made (with its block) when new: for the start tile.
  int MakeCell(int x, int y);
  /// The x of a cell relative to the origin.
  int X(int cell) const {
    return block_x_[cell >> kBlockBits] * kBlockSide + (cell & kSideMask) - kOrigin;
  }
  /// The y of a cell relative to the origin.
  int Y(int cell) const {
    return block_y_[cell >> kBlockBits] * kBlockSide + ((cell & kBlockMask) >> kSideBits) - kOrigin;
  }
  /// The cell next to `cell` across side `s`, or -1 when it has no block
  /// (never for a placed tile or a frontier cell: see MakeBlocksNear).
  int Neighbour(int cell, Side s) const {
    int local = cell & kBlockMask;
    if (!AtBlockEdge(local, s)) return cell + kStep[int(s)];
    int next = block_next_[size_t(cell >> kBlockBits) * kSides + size_t(s)];
    return next < 0 ? -1 : (next << kBlockBits) | (local + kWrap[int(s)]);
  }
  /// The 8 cells around `cell` (edges and corners, N, NE, E, SE, S, SW, W,
  /// NW), -1 for those without a block (which hold no tile; never around a
  /// placed tile or a frontier cell).
  std::array<int, 8> Around(int cell) const {
    if (kEdges[cell & kBlockMask] != 0) return AroundAtBlockEdge(cell);
    constexpr int w = kBlockSide;  // inside its block: fixed steps
    return {cell - w, cell - w + 1, cell + 1, cell + w + 1, cell + w, cell + w - 1, cell - 1,
            cell - w - 1};
  }
  /// The placement on (x, y), or -1 when empty.
  int TileAt(int x, int y) const { return At(Cell(x, y)); }

  /// The placement index on `cell`, or -1 when empty (or `cell` is -1).
  int At(int cell) const { return cell < 0 ? -1 : cells_[size_t(cell)].tile; }
  /// Whether `cell` is empty and shares an edge with a placed tile.
  bool OnFrontier(int cell) const { return cell >= 0 && cells_[size_t(cell)].frontier_pos >= 0; }
  /// Whether `shape` may go on `cell`: on the frontier and every touching edge matches.
  bool Fits(const TileShape& shape, int cell) const {
    return OnFrontier(cell) && EdgesMatch(shape.edge_code, cells_[size_t(cell)].need);
  }
  /// The first side (N, E, S, W order) where `shape` on `cell` meets a placed
  /// neighbour with another terrain, or -1 when all touching edges match.
  int MismatchedSide(const TileShape& shape, int cell) const;
  /// The empty cells next to the board, in an order that depends only on the
  /// placements made.
  const std::vector<int>& Frontier() const { return frontier_; }
  /// What the placed neighbours of `cell` show towards it (see EdgeNeed).
  EdgeNeed Need(int cell) const { return cell < 0 ? 0 : cells_[size_t(cell)].need; }
  /// Need() of each frontier cell, in Frontier() order.
  const std::vector<EdgeNeed>& FrontierNeeds() const { return frontier_need_; }
  /// The placements across each side of the tile placed last, -1 for none.
  const std::array<int, kSides>& Touching() const { return touching_; }
  /// Blocks of cells in use: what the board's memory grows with.
  int BlockCount() const { return int(block_x_.size()); }
  /// A number that changes whenever a tile is placed or the board cleared,
  /// never coming back to an earlier value: for caches of what was worked
  /// out from the frontier.
  uint64_t version() const { return version_; }
  /// How many cells asked to be watched (WatchAround) have `cell` among the
  /// 8 around them.
  int Watchers(int cell) const { return cells_[size_t(cell)].watch; }
  /// Marks the 8 cells around `cell`, a placed tile's, as watched by it: the
  /// game watches around monasteries, so that a tile placed where no
  /// monastery can see it does not look around itself.
  void WatchAround(int cell);

  /// Puts placement `placement` showing `shape` on an empty cell. Does not
  /// check the rules; the start tile goes on an empty board (MakeCell).
  void Place(const TileShape& shape, int cell, int placement);

 private:
  static constexpr int kSideBits = board_blocks::kSideBits;
  static constexpr int kBlockSide = board_blocks::kSide;
  static constexpr int kSideMask = kBlockSide - 1;
  static constexpr int kBlockBits = 2 * kSideBits;
  static constexpr int kBlockMask = board_blocks::kCells - 1;
  /// The origin lies in the middle of its block, so that a game of an
  /// ordinary set stays in a block or two and seldom crosses block edges.
  static constexpr int kOrigin = kBlockSide / 2;
  static constexpr board_blocks::EdgeTable kEdges{};
  /// Cell number steps inside a block, by side.
  static constexpr int kStep[kSides] = {-kBlockSide, 1, kBlockSide, -1};
  /// Local index change when a step leaves the block across each side.
  static constexpr int kWrap[kSides] = {kBlockMask + 1 - kBlockSide, 1 - kBlockSide,
                                        kBlockSide - kBlockMask - 1, kBlockSide - 1};
  /// Blocks kept by Clear() for the next game; a bigger board is freed.
  static constexpr size_t kKeptBlocks = 256;

  /// Whether a step across side `s` from local cell `local` leaves the block.
  static bool AtBlockEdge(int local, Side s) { return (kEdges[local] >> int(s)) & 1; }
  /// Around() for a cell on its block's edge, whose neighbours may lie in other blocks.
  std::array<int, 8> AroundAtBlockEdge(int cell) const;
  /// The neighbour of `cell` across `s` when its block is missing: makes the block.
  int MakeNeighbour(int cell, Side s);
  /// Makes the blocks of every cell within two steps (edges and corners) of
  /// `cell`, so that the cells around a placed tile and around each of its
  /// frontier cells all exist: players look that far without making cells.
  void MakeBlocksNear(int cell);
  /// The block at block coordinates (bx, by), made and linked when new.
  int MakeBlock(int bx, int by);
  /// Removes a cell from the frontier, if there.
  void RemoveFrontier(int cell);

  std::unordered_map<uint64_t, int> block_index_;  ///< block coordinates -> block
  std::vector<int> block_x_, block_y_;   ///< block coordinates, by block
  std::vector<int> block_next_;          ///< the block across each side, or -1
  /// What the board knows of one cell, in one record: placing a tile reads
  /// and writes several of these for the same cell, and clearing one is one store.
  struct CellState {
    int32_t tile = -1;          ///< the placement on it, or -1
    int32_t frontier_pos = -1;  ///< its index in frontier_, or -1
    EdgeNeed need = 0;          ///< what its placed neighbours show towards it
    uint8_t watch = 0;          ///< watchers around it (WatchAround)
  };
  std::vector<CellState> cells_;         ///< per cell
  std::vector<int> frontier_;
  std::vector<EdgeNeed> frontier_need_;
  /// Cells written since Clear other than the frontier's (placed and
  /// watched ones), to clear them cheaply with the frontier.
  std::vector<int> touched_;
  std::array<int, kSides> touching_{};
  uint64_t version_ = 0;
};

}  // namespace carc
