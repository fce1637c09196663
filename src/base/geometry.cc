#include "base/geometry.h"

namespace carc {

namespace {
const char* const kSideNames[kSides] = {"N", "E", "S", "W"};
const char* const kHalfNames[kHalves] = {"Nw", "Ne", "En", "Es", "Se", "Sw", "Ws", "Wn"};
}  // namespace

SideSet RotateSides(SideSet set, int quarters) {
  quarters = ((quarters % 4) + 4) % 4;
  return SideSet(((set << quarters) | (set >> (4 - quarters))) & kAllSides);
}

HalfSet RotateHalves(HalfSet set, int quarters) {
  int shift = 2 * (((quarters % 4) + 4) % 4);
  return HalfSet(((unsigned(set) << shift) | (unsigned(set) >> (8 - shift))) & 0xFF);
}

const char* SideName(Side s) { return kSideNames[int(s)]; }
const char* HalfName(Half h) { return kHalfNames[int(h)]; }

bool ParseSide(const std::string& text, Side* out) {
  for (int i = 0; i < kSides; ++i)
    if (text == kSideNames[i]) { *out = Side(i); return true; }
  return false;
}

bool ParseHalf(const std::string& text, Half* out) {
  for (int i = 0; i < kHalves; ++i)
    if (text == kHalfNames[i]) { *out = Half(i); return true; }
  return false;
}

std::string SidesText(SideSet set) {
  std::string out;
  for (int i = 0; i < kSides; ++i) {
    if (!Has(set, i)) continue;
    if (!out.empty()) out += "\u2013";
    out += kSideNames[i];
  }
  return out;
}

std::string HalvesText(HalfSet set) {
  std::string out = "{";
  for (int i = 0; i < kHalves; ++i) {
    if (!((set >> i) & 1u)) continue;
    if (out.size() > 1) out += ", ";
    out += kHalfNames[i];
  }
  return out + "}";
}

}  // namespace carc
