#include "spec/tile.h"

namespace carc {

char TerrainLetter(Terrain t) {
  switch (t) {
    case Terrain::Field: return 'F';
    case Terrain::Road: return 'R';
    case Terrain::City: return 'C';
    case Terrain::Water: return 'W';
  }
  return '?';
}

const char* TerrainName(Terrain t) {
  switch (t) {
    case Terrain::Field: return "field";
    case Terrain::Road: return "road";
    case Terrain::City: return "city";
    case Terrain::Water: return "river";
  }
  return "?";
}

const char* RoadEndName(RoadEnd e) {
  switch (e) {
    case RoadEnd::None: return "";
    case RoadEnd::Village: return "village";
    case RoadEnd::City: return "city";
    case RoadEnd::Monastery: return "monastery";
    case RoadEnd::River: return "river";
  }
  return "";
}

const char* RiverEndName(RiverEnd e) {
  switch (e) {
    case RiverEnd::None: return "";
    case RiverEnd::Spring: return "spring";
    case RiverEnd::Lake: return "lake";
  }
  return "";
}

std::string TileType::EdgeCode() const {
  std::string code;
  for (Terrain t : edges) code += TerrainLetter(t);
  return code;
}

int TileType::Shields() const {
  int n = 0;
  for (const City& c : cities) n += c.shields;
  return n;
}

bool TileType::HasWater() const {
  for (Terrain t : edges)
    if (t == Terrain::Water) return true;
  return false;
}

bool TileType::IsSpring() const {
  for (const River& r : rivers)
    if (r.end == RiverEnd::Spring && __builtin_popcount(r.sides) == 1) return true;
  return false;
}

bool TileType::IsLake() const {
  for (const River& r : rivers)
    if (r.end == RiverEnd::Lake && __builtin_popcount(r.sides) == 1) return true;
  return false;
}

int TileSet::TileCount() const {
  int n = 0;
  for (const TileType& t : tiles) n += t.count;
  return n;
}

const TileType* TileSet::MarkedStart() const {
  const TileType* found = nullptr;
  for (const TileType& t : tiles) {
    if (!t.start) continue;
    if (found) return nullptr;
    found = &t;
  }
  return found;
}

const TileType* TileSet::StartTile() const {
  if (!HasRiver()) return MarkedStart();
  const TileType* found = nullptr;
  for (const TileType& t : tiles) {
    if (!t.IsSpring()) continue;
    if (found) return nullptr;
    found = &t;
  }
  return found;
}

bool TileSet::HasRiver() const {
  for (const TileType& t : tiles)
    if (t.HasWater() || !t.rivers.empty()) return true;
  return false;
}

const TileType* TileSet::Find(const std::string& id) const {
  for (const TileType& t : tiles)
    if (t.id == id) return &t;
  return nullptr;
}

int TileType::CountModifier(Modifier m) const {
  int n = 0;
  for (const City& c : cities) n += HasModifier(c.modifiers, m);
  for (const Road& r : roads) n += HasModifier(r.modifiers, m);
  return n;
}

TileType Rotated(const TileType& tile, int quarters) {
  quarters = ((quarters % 4) + 4) % 4;
  TileType out = tile;
  for (int s = 0; s < kSides; ++s)
    out.edges[int(Rotate(Side(s), quarters))] = tile.edges[s];
  for (City& c : out.cities) c.sides = RotateSides(c.sides, quarters);
  for (Road& r : out.roads) r.sides = RotateSides(r.sides, quarters);
  for (River& r : out.rivers) r.sides = RotateSides(r.sides, quarters);
  for (Field& f : out.fields) {
    f.halves = RotateHalves(f.halves, quarters);
    f.corners = CornerSet(((f.corners << quarters) | (f.corners >> (4 - quarters))) & 0xf);
  }
  return out;
}

const char* CornerName(int corner) {
  static const char* names[4] = {"NE", "SE", "SW", "NW"};
  return names[((corner % 4) + 4) % 4];
}

}  // namespace carc
