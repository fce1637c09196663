// A small, fast random generator whose sequence is fixed by its seed on every
// platform (unlike std:: distributions), for reproducible simulations.
#pragma once

#include <cstdint>

namespace carc {

/// SplitMix64's mixing function: a well-spread 64-bit hash of `x`.
constexpr uint64_t Mix64(uint64_t x) {
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

/// xoshiro256** seeded through SplitMix64.
class Rng {
 public:
  /// A generator whose whole sequence follows from `seed`.
  explicit Rng(uint64_t seed = 0) { Seed(seed); }
  /// Restarts the sequence from `seed`.
  void Seed(uint64_t seed) {
    for (uint64_t& s : s_) {
      seed += 0x9E3779B97F4A7C15ull;
      s = Mix64(seed);
    }
  }
  /// The next 64 random bits.
  uint64_t Next() {
    uint64_t result = Rotl(s_[1] * 5, 7) * 9;
    uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = Rotl(s_[3], 45);
    return result;
  }
  /// A uniform number in [0, n), n > 0, without modulo bias (Lemire's method).
  uint32_t Below(uint32_t n) {
    uint64_t m = uint64_t(uint32_t(Next() >> 32)) * n;
    uint32_t low = uint32_t(m);
    if (low < n) {
      uint32_t threshold = uint32_t(-n) % n;
      while (low < threshold) {
        m = uint64_t(uint32_t(Next() >> 32)) * n;
        low = uint32_t(m);
      }
    }
    return uint32_t(m >> 32);
  }
  /// True with probability `num` / `den`.
  bool Chance(uint32_t num, uint32_t den) { return Below(den) < num; }

 private:
  static uint64_t Rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  uint64_t s_[4];
};

}  // namespace carc
