// Sides, half-sides and quarter-turn rotations of a square tile.
#pragma once

#include <cstdint>
#include <string>

namespace carc {

/// A side of a tile, clockwise from north. The integer value is the index.
enum class Side : uint8_t { N = 0, E = 1, S = 2, W = 3 };

/// A field half-side, clockwise from the north-west corner (docs/rules.md, "Sides and half-sides").
/// Half h lies on side h / 2; Nw is the west half of the north side.
enum class Half : uint8_t { Nw = 0, Ne, En, Es, Se, Sw, Ws, Wn };

/// A set of sides, bit i for Side i.
using SideSet = uint8_t;
/// A set of half-sides, bit i for Half i.
using HalfSet = uint8_t;

constexpr int kSides = 4;
constexpr int kHalves = 8;
constexpr SideSet kAllSides = 0xF;

/// Bit for one side.
constexpr SideSet Bit(Side s) { return SideSet(1u << int(s)); }
/// Bit for one half-side.
constexpr HalfSet Bit(Half h) { return HalfSet(1u << int(h)); }
/// Whether side `i` is in `set`.
constexpr bool Has(SideSet set, int i) { return (set >> i) & 1u; }

/// The side a half-side lies on.
constexpr Side SideOf(Half h) { return Side(int(h) / 2); }
/// Both halves of a side.
constexpr HalfSet HalvesOf(Side s) { return HalfSet(3u << (2 * int(s))); }
/// The side facing `s` on the neighbouring tile.
constexpr Side Opposite(Side s) { return Side((int(s) + 2) % 4); }
/// The half-side that meets `h` on the neighbouring tile (Ne meets Se, Nw meets Sw).
constexpr Half Facing(Half h) {
  return Half((int(h) / 2 % 2 == 0 ? 5 - int(h) : 9 - int(h)) % 8);
}

/// Side `s` after `quarters` clockwise quarter turns.
constexpr Side Rotate(Side s, int quarters) { return Side((int(s) + quarters) % 4); }
/// Half-side `h` after `quarters` clockwise quarter turns.
constexpr Half Rotate(Half h, int quarters) { return Half((int(h) + 2 * quarters) % 8); }
/// A side set after `quarters` clockwise quarter turns.
SideSet RotateSides(SideSet set, int quarters);
/// A half-side set after `quarters` clockwise quarter turns.
HalfSet RotateHalves(HalfSet set, int quarters);

/// "N", "E", "S", "W".
const char* SideName(Side s);
/// "Nw", "Ne", ... "Wn".
const char* HalfName(Half h);
/// Parses "N".."W" (exact case). Returns false when `text` is not a side.
bool ParseSide(const std::string& text, Side* out);
/// Parses "Nw".."Wn" (exact case). Returns false when `text` is not a half-side.
bool ParseHalf(const std::string& text, Half* out);

/// Sides in order joined by "–" for messages, e.g. "N–W"; "N" for one side.
std::string SidesText(SideSet set);
/// Half-sides in order for messages, e.g. "{Nw, Se}".
std::string HalvesText(HalfSet set);

}  // namespace carc
