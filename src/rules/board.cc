#include "rules/board.h"

#include <algorithm>

namespace carc {

namespace {

/// x divided by `side`, rounded towards minus infinity.
int FloorDiv(int x, int side) { return x >= 0 ? x / side : -((-x + side - 1) / side); }

uint64_t BlockKey(int bx, int by) {
  return uint64_t(uint32_t(bx)) << 32 | uint64_t(uint32_t(by));
}

/// How far around a placed tile MakeBlocksNear makes cells.
constexpr int kNearReach = 2;

/// Whether from local cell `local` of a block that reach crosses into
/// another block: most tiles go nowhere near, and MakeBlocksNear, asked for
/// every one, then has nothing to do.
constexpr bool NearBlockEdge(int local) {
  constexpr int side = board_blocks::kSide;
  int x = local & (side - 1), y = local >> board_blocks::kSideBits;
  return x < kNearReach || x >= side - kNearReach || y < kNearReach || y >= side - kNearReach;
}

/// Whether the block `dx`, `dy` blocks from `block` (each -1, 0 or 1) is
/// known to exist from the links `next_block` (per block, the block across
/// each side, or -1). Every block is linked to each of its existing neighbours
/// across a side (Board::MakeBlock), so a neighbour, or a diagonal one
/// through either block between, is found without hashing; false also when
/// neither block between exists, and MakeBlock then looks it up.
bool LinkedBlockExists(const std::vector<int>& next_block, int block, int dx, int dy) {
  auto next = [&next_block](int from, Side side) {
    return next_block[size_t(from) * kSides + size_t(side)];
  };
  Side x_side = dx > 0 ? Side::E : Side::W, y_side = dy > 0 ? Side::S : Side::N;
  if (dy == 0) return next(block, x_side) >= 0;
  if (dx == 0) return next(block, y_side) >= 0;
  int across = next(block, x_side), up = next(block, y_side);
  return (across >= 0 && next(across, y_side) >= 0) || (up >= 0 && next(up, x_side) >= 0);
}

}  // namespace

Board::Board(int capacity) {
  // Most games stay within a few blocks; a bigger set's may spread further.
  size_t blocks = size_t(std::min(std::max(capacity, 1), 1024) / 8 + 4);
  block_index_.reserve(blocks);
  block_next_.reserve(blocks * kSides);
  cells_.reserve(blocks << kBlockBits);
}

void Board::Clear() {
  ++version_;
  if (block_x_.size() > kKeptBlocks) {
    // Free what a huge game made rather than keep it for every game after.
    block_index_ = {};
    block_x_ = {};
    block_y_ = {};
    block_next_ = {};
    cells_ = {};
    touched_ = {};
    frontier_.clear();
    frontier_need_.clear();
    return;
  }
  // Every cell a tile has touched is placed, watched or on the frontier.
  CellState* cells = cells_.data();
  for (int cell : frontier_) cells[cell] = CellState();
  for (int cell : touched_) cells[cell] = CellState();
  frontier_.clear();
  frontier_need_.clear();
  touched_.clear();
}

int Board::Cell(int x, int y) const {
  x += kOrigin;
  y += kOrigin;
  int bx = FloorDiv(x, kBlockSide), by = FloorDiv(y, kBlockSide);
  auto it = block_index_.find(BlockKey(bx, by));
  if (it == block_index_.end()) return -1;
  return (it->second << kBlockBits) | ((y - by * kBlockSide) << kSideBits) | (x - bx * kBlockSide);
}

int Board::MakeCell(int x, int y) {
  x += kOrigin;
  y += kOrigin;
  int bx = FloorDiv(x, kBlockSide), by = FloorDiv(y, kBlockSide);
  int block = MakeBlock(bx, by);
  return (block << kBlockBits) | ((y - by * kBlockSide) << kSideBits) | (x - bx * kBlockSide);
}

int Board::MakeBlock(int bx, int by) {
  auto found = block_index_.find(BlockKey(bx, by));
  if (found != block_index_.end()) return found->second;
  int block = int(block_x_.size());
  block_index_.emplace(BlockKey(bx, by), block);
  block_x_.push_back(bx);
  block_y_.push_back(by);
  size_t cells = size_t(block + 1) << kBlockBits;
  cells_.resize(cells);
  for (int s = 0; s < kSides; ++s) {
    auto next = block_index_.find(BlockKey(bx + kSideDx[s], by + kSideDy[s]));
    int other = next == block_index_.end() ? -1 : next->second;
    block_next_.push_back(other);
    if (other >= 0) block_next_[size_t(other) * kSides + size_t(Opposite(Side(s)))] = block;
  }
  return block;
}

int Board::MakeNeighbour(int cell, Side s) {
  int block = cell >> kBlockBits;
  MakeBlock(block_x_[size_t(block)] + kSideDx[int(s)], block_y_[size_t(block)] + kSideDy[int(s)]);
  return Neighbour(cell, s);
}

void Board::MakeBlocksNear(int cell) {
  constexpr int kReach = kNearReach;
  int local = cell & kBlockMask, block = cell >> kBlockBits;
  int lx = local & kSideMask, ly = local >> kSideBits;
  int x0 = lx < kReach ? -1 : 0, x1 = lx >= kBlockSide - kReach ? 1 : 0;
  int y0 = ly < kReach ? -1 : 0, y1 = ly >= kBlockSide - kReach ? 1 : 0;
  int bx = block_x_[size_t(block)], by = block_y_[size_t(block)];
  for (int dy = y0; dy <= y1; ++dy)
    for (int dx = x0; dx <= x1; ++dx)
      if ((dx != 0 || dy != 0) && !LinkedBlockExists(block_next_, block, dx, dy))
        MakeBlock(bx + dx, by + dy);
}

std::array<int, 8> Board::AroundAtBlockEdge(int cell) const {
  // A diagonal cell is reached through either of the two cells between; when
  // it holds a tile both of those exist, being that tile's neighbours.
  std::array<int, 8> out;
  for (int s = 0; s < kSides; ++s) {
    int turn = (s + 1) % kSides;
    int edge = Neighbour(cell, Side(s));
    int diagonal = edge >= 0 ? Neighbour(edge, Side(turn)) : -1;
    if (diagonal < 0) {
      int side = Neighbour(cell, Side(turn));
      diagonal = side >= 0 ? Neighbour(side, Side(s)) : -1;
    }
    out[size_t(2 * s)] = edge;
    out[size_t(2 * s + 1)] = diagonal;
  }
  return out;
}

int Board::MismatchedSide(const TileShape& shape, int cell) const {
  for (int s = 0; s < kSides; ++s) {
    int need = NeedOn(cells_[size_t(cell)].need, s);
    if (need && need != ((shape.edge_code >> (2 * s)) & 3) + 1) return s;
  }
  return -1;
}

void Board::Place(const TileShape& shape, int cell, int placement) {
  ++version_;
  RemoveFrontier(cell);
  int local = cell & kBlockMask;
  if (NearBlockEdge(local)) MakeBlocksNear(cell);
  cells_[size_t(cell)].tile = placement;
  touched_.push_back(cell);
  // What the tile shows across side `s` to the cell `n` there.
  auto show = [&](int s, int n) {
    CellState& next = cells_[size_t(n)];
    int there = next.tile;
    touching_[size_t(s)] = there;
    if (there >= 0) return;
    // Each side of an empty cell is written once, by the first tile across it.
    EdgeNeed need = next.need += shape.shows[size_t(s)];
    int32_t& pos = next.frontier_pos;
    if (pos >= 0) {
      frontier_need_[size_t(pos)] = need;
      return;
    }
    pos = int32_t(frontier_.size());  // a new frontier cell
    frontier_.push_back(n);
    frontier_need_.push_back(need);
  };
  if (kEdges[local] == 0) {
    // Inside its block (most tiles) the neighbours are fixed steps away,
    // each side written out so that no step is looked up.
    show(0, cell + kStep[0]);
    show(1, cell + kStep[1]);
    show(2, cell + kStep[2]);
    show(3, cell + kStep[3]);
    return;
  }
  for (int s = 0; s < kSides; ++s) {
    int n = Neighbour(cell, Side(s));
    show(s, n >= 0 ? n : MakeNeighbour(cell, Side(s)));
  }
}

void Board::WatchAround(int cell) {
  for (int around : Around(cell)) {
    ++cells_[size_t(around)].watch;
    touched_.push_back(around);
  }
}

void Board::RemoveFrontier(int cell) {
  int32_t pos = cells_[size_t(cell)].frontier_pos;
  if (pos < 0) return;
  int last = frontier_.back();
  frontier_[size_t(pos)] = last;
  frontier_need_[size_t(pos)] = frontier_need_.back();
  cells_[size_t(last)].frontier_pos = pos;
  frontier_.pop_back();
  frontier_need_.pop_back();
  cells_[size_t(cell)].frontier_pos = -1;
}

}  // namespace carc
