#include "spec/shape_key.h"

#include <algorithm>
#include <vector>

namespace carc {

namespace {

/// Each part written as "<letter><numbers>", the parts of a kind sorted so
/// that the spec's order of listing them does not matter.
template <typename T, typename F>
std::string Parts(const std::vector<T>& items, F write) {
  std::vector<std::string> out;
  for (const T& item : items) out.push_back(write(item));
  std::sort(out.begin(), out.end());
  std::string joined;
  for (const std::string& s : out) joined += s + ";";
  return joined;
}

}  // namespace

std::string ShapeText(const TileType& t) {
  std::string key = t.EdgeCode() + (t.monastery ? "|M|" : "|-|");
  key += Parts(t.cities, [](const City& c) {
    return "c" + std::to_string(int(c.sides)) + "s" + std::to_string(c.shields);
  });
  key += "|" + Parts(t.roads, [](const Road& r) {
    return "r" + std::to_string(int(r.sides)) + "e" + std::to_string(int(r.end)) + (r.bridge ? "b" : "");
  });
  key += "|" + Parts(t.rivers, [](const River& r) {
    return "w" + std::to_string(int(r.sides)) + "e" + std::to_string(int(r.end));
  });
  key += "|" + Parts(t.fields, [](const Field& f) { return "f" + std::to_string(int(f.halves)); });
  return key;
}

std::string ShapeKey(const TileType& tile) {
  std::string best = ShapeText(tile);
  for (int q = 1; q < 4; ++q) best = std::min(best, ShapeText(Rotated(tile, q)));
  return best;
}

}  // namespace carc
