// The tiles not yet drawn, by type: what every player may know during a game
// (how many of each type are left, never their order).
#pragma once

#include <vector>

namespace carc {

/// Counts of the undrawn tiles by type.
class UnseenTiles {
 public:
  /// Starts from `counts` tiles of each type.
  void Reset(const std::vector<int>& counts) {
    counts_ = counts;
    total_ = 0;
    for (int n : counts_) total_ += n;
  }
  /// One tile of `type` was drawn.
  void Remove(int type) {
    --counts_[type];
    --total_;
  }
  /// Undrawn tiles of `type`.
  int count(int type) const { return counts_[type]; }
  /// Undrawn tiles in all.
  int total() const { return total_; }
  /// Undrawn tiles by type.
  const std::vector<int>& counts() const { return counts_; }

 private:
  std::vector<int> counts_;
  int total_ = 0;
};

}  // namespace carc
