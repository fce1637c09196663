#include "rules/board.h"

#include <algorithm>
#include <cstdlib>

namespace carc {

namespace {

/// The first grid reaches this far: enough for most games of a base-size set.
constexpr int kInitialRadius = 32;

}  // namespace

Board::Board(int capacity) {
  // Tiles lie within capacity - 1 steps of the origin, their empty neighbours
  // within capacity, and one more ring keeps neighbour lookups on the grid.
  max_radius_ = (capacity < 1 ? 1 : capacity) + 1;
  Resize(std::min(max_radius_, kInitialRadius));
}

void Board::Resize(int radius) {
  radius_ = radius;
  width_ = 2 * radius_ + 1;
  for (int s = 0; s < kSides; ++s) step_[s] = kSideDy[s] * width_ + kSideDx[s];
  int k = 0;
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx)
      if (dx || dy) around_[k++] = dy * width_ + dx;
  size_t cells = size_t(width_) * size_t(width_);
  tiles_.assign(cells, -1);
  need_.assign(cells, 0);
  frontier_pos_.assign(cells, -1);
  edge_band_.assign(cells, 0);
  if (radius_ == max_radius_) return;  // the grid cannot grow: no game gets near its edge
  for (size_t c = 0; c < cells; ++c) {
    int x = int(c % size_t(width_)) - radius_, y = int(c / size_t(width_)) - radius_;
    edge_band_[c] = std::abs(x) >= radius_ - 2 || std::abs(y) >= radius_ - 2;
  }
}

void Board::Grow() {
  std::vector<int32_t> old_tiles = std::move(tiles_);
  std::vector<EdgeNeed> old_need = std::move(need_);
  std::vector<int> old_touched = std::move(touched_);
  int old_radius = radius_, old_width = width_;
  Resize(std::min(max_radius_, 2 * radius_));
  auto remap = [&](int cell) {
    return Cell(cell % old_width - old_radius, cell / old_width - old_radius);
  };
  touched_.clear();
  for (int cell : old_touched) {
    int c = remap(cell);
    tiles_[c] = old_tiles[cell];
    need_[c] = old_need[cell];
    touched_.push_back(c);
  }
  for (size_t i = 0; i < frontier_.size(); ++i) {
    frontier_[i] = remap(frontier_[i]);
    frontier_pos_[frontier_[i]] = int32_t(i);
  }
}

void Board::Clear() {
  for (int cell : touched_) {
    tiles_[cell] = -1;
    need_[cell] = 0;
    frontier_pos_[cell] = -1;
  }
  touched_.clear();
  frontier_.clear();
  frontier_need_.clear();
}

int Board::Cell(int x, int y) const {
  if (std::abs(x) >= radius_ || std::abs(y) >= radius_) return -1;
  return (y + radius_) * width_ + (x + radius_);
}

int Board::MismatchedSide(const TileShape& shape, int cell) const {
  for (int s = 0; s < kSides; ++s) {
    int need = NeedOn(need_[cell], s);
    if (need && need != ((shape.edge_code >> (2 * s)) & 3) + 1) return s;
  }
  return -1;
}

void Board::Place(const TileShape& shape, int cell, int placement) {
  RemoveFrontier(cell);
  tiles_[cell] = placement;
  touched_.push_back(cell);
  for (int s = 0; s < kSides; ++s) {
    int n = cell + step_[s];
    if (tiles_[n] >= 0) continue;
    // Each side of an empty cell is written once, by the first tile across it.
    need_[n] += EdgeNeed((int(shape.edges[s]) + 1) * kNeedWeight[int(Opposite(Side(s)))]);
    AddFrontier(n);
    frontier_need_[frontier_pos_[n]] = need_[n];
  }
}

void Board::AddFrontier(int cell) {
  if (frontier_pos_[cell] >= 0) return;
  frontier_pos_[cell] = int32_t(frontier_.size());
  frontier_.push_back(cell);
  frontier_need_.push_back(need_[cell]);
  touched_.push_back(cell);
}

void Board::RemoveFrontier(int cell) {
  int32_t pos = frontier_pos_[cell];
  if (pos < 0) return;
  int last = frontier_.back();
  frontier_[pos] = last;
  frontier_need_[pos] = frontier_need_.back();
  frontier_pos_[last] = pos;
  frontier_.pop_back();
  frontier_need_.pop_back();
  frontier_pos_[cell] = -1;
}

}  // namespace carc
