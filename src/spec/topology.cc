#include "spec/topology.h"

#include <algorithm>

namespace carc {

namespace {

constexpr int kPoints = 12;

/// Clockwise distance from border point `a` to `p`.
int Dist(int a, int p) { return ((p - a) % kPoints + kPoints) % kPoints; }

/// Sides of a set in clockwise order.
std::vector<int> SideList(SideSet set) {
  std::vector<int> out;
  for (int s = 0; s < kSides; ++s)
    if (Has(set, s)) out.push_back(s);
  return out;
}

/// The chords bounding city `c`: one per gap between consecutive sides.
void AddCityWalls(const City& c, int index, std::vector<Chord>* out) {
  std::vector<int> sides = SideList(c.sides);
  for (size_t i = 0; i < sides.size(); ++i) {
    int next = sides[(i + 1) % sides.size()];
    out->push_back({3 * sides[i] + 2, 3 * next, -1, ChordSource::CityWall, index});
  }
}

/// The wall chord nearest border point `p` of the cities whose pockets hold
/// it: the one whose pocket is smallest, as any other lies behind it (a cap
/// beyond a city running across the tile), the first such city on a tie.
bool FindWallFacing(const TileType& tile, int p, Chord* wall, int* city) {
  int best = kPoints + 1;
  for (size_t ci = 0; ci < tile.cities.size(); ++ci) {
    std::vector<Chord> walls;
    AddCityWalls(tile.cities[ci], int(ci), &walls);
    for (const Chord& w : walls) {
      if (!InArc(p, w.from, w.to) || Dist(w.from, w.to) >= best) continue;
      best = Dist(w.from, w.to);
      *wall = w;
      *city = int(ci);
    }
  }
  return best <= kPoints;
}

/// The chord of a river that runs through the tile and whose side holds
/// border point `p` (the arc from its `from` to its `to` holds `p`).
bool FindRiverFacing(const TileType& tile, int p, Chord* bank, int* river) {
  for (size_t ri = 0; ri < tile.rivers.size(); ++ri) {
    std::vector<int> sides = SideList(tile.rivers[ri].sides);
    if (sides.size() != 2) continue;
    int a = MidPoint(Side(sides[0])), b = MidPoint(Side(sides[1]));
    if (p == a || p == b) continue;
    *bank = InArc(p, a, b) ? Chord{a, b, -1, ChordSource::River, int(ri)}
                           : Chord{b, a, -1, ChordSource::River, int(ri)};
    *river = int(ri);
    return true;
  }
  return false;
}

/// Whether a river runs straight through the tile (N–S or E–W): its middle
/// is water, so a monastery stands on the bank (art/river_shapes.h).
bool StraightRiver(const TileType& tile) {
  for (const River& r : tile.rivers)
    if (r.sides == (Bit(Side::N) | Bit(Side::S)) || r.sides == (Bit(Side::E) | Bit(Side::W)))
      return true;
  return false;
}

/// Chords between consecutive one-sided roads meeting at the centre of the
/// tile, where they end at `end` (the village, or the monastery): the roads
/// and what stands between them cut the field into as many parts as there
/// are roads (two roads, two parts; one road cuts nothing).
void AddHub(const TileType& tile, RoadEnd end, ChordSource source, std::vector<Chord>* out) {
  std::vector<int> arms;
  for (const Road& r : tile.roads)
    if (r.end == end && SideList(r.sides).size() == 1)
      arms.push_back(MidPoint(Side(SideList(r.sides)[0])));
  std::sort(arms.begin(), arms.end());
  if (arms.size() < 2) return;
  size_t chords = arms.size() == 2 ? 1 : arms.size();
  for (size_t i = 0; i < chords; ++i)
    out->push_back({arms[i], arms[(i + 1) % arms.size()], -1, source, -1});
}

/// Whether chord `x` shuts point `p` away from the wall chord `w` of a pocket.
bool Encloses(const Chord& w, const Chord& x, int p) {
  int len = Dist(w.from, w.to);
  int a = Dist(w.from, x.from), b = Dist(w.from, x.to);
  if (a > len || b > len) return false;
  int d = Dist(w.from, p);
  return std::min(a, b) < d && d < std::max(a, b);
}

bool SameChord(const Chord& a, const Chord& b) {
  return a.from == b.from && a.to == b.to;
}

}  // namespace

int BorderPoint(Half h) { return 3 * (int(h) / 2) + (int(h) % 2 ? 2 : 0); }
int MidPoint(Side s) { return 3 * int(s) + 1; }

bool InArc(int p, int a, int b) {
  int d = Dist(a, p);
  return d > 0 && d < Dist(a, b);
}

std::vector<Chord> Chords(const TileType& tile) {
  std::vector<Chord> out;
  for (size_t ci = 0; ci < tile.cities.size(); ++ci)
    AddCityWalls(tile.cities[ci], int(ci), &out);
  for (size_t ri = 0; ri < tile.roads.size(); ++ri) {
    const Road& r = tile.roads[ri];
    std::vector<int> sides = SideList(r.sides);
    if (sides.size() == 2) {
      out.push_back({MidPoint(Side(sides[0])), MidPoint(Side(sides[1])), -1, ChordSource::Road,
                     int(ri)});
    } else if (sides.size() == 1 && r.end == RoadEnd::City) {
      Chord wall;
      int city = -1;
      int mid = MidPoint(Side(sides[0]));
      if (FindWallFacing(tile, mid, &wall, &city))
        out.push_back({wall.from, mid, city, ChordSource::RoadToCity, int(ri)});
    } else if (sides.size() == 1 &&
               (r.end == RoadEnd::River || (r.end == RoadEnd::Monastery && StraightRiver(tile)))) {
      Chord bank;
      int river = -1;
      int mid = MidPoint(Side(sides[0]));
      if (FindRiverFacing(tile, mid, &bank, &river))
        out.push_back({bank.from, mid, -1, ChordSource::RoadToRiver, int(ri)});
    }
  }
  for (size_t ri = 0; ri < tile.rivers.size(); ++ri) {
    std::vector<int> sides = SideList(tile.rivers[ri].sides);
    if (sides.size() == 2)
      out.push_back({MidPoint(Side(sides[0])), MidPoint(Side(sides[1])), -1, ChordSource::River,
                     int(ri)});
  }
  AddHub(tile, RoadEnd::Village, ChordSource::Village, &out);
  // Beside a straight river the monastery's roads run to the bank instead (above).
  if (tile.monastery && !StraightRiver(tile))
    AddHub(tile, RoadEnd::Monastery, ChordSource::Monastery, &out);
  return out;
}

HalfSet OpenHalves(const TileType& tile) {
  HalfSet open = 0;
  for (int s = 0; s < kSides; ++s)
    if (tile.edges[s] != Terrain::City) open |= HalvesOf(Side(s));
  return open;
}

bool Connected(const std::vector<Chord>& chords, Half a, Half b) {
  int pa = BorderPoint(a), pb = BorderPoint(b);
  for (const Chord& c : chords)
    if (InArc(pa, c.from, c.to) != InArc(pb, c.from, c.to)) return false;
  return true;
}

std::vector<HalfSet> DeriveFields(const TileType& tile) {
  std::vector<Chord> chords = Chords(tile);
  HalfSet left = OpenHalves(tile);
  std::vector<HalfSet> fields;
  for (int h = 0; h < kHalves; ++h) {
    if (!((left >> h) & 1u)) continue;
    HalfSet field = 0;
    for (int g = h; g < kHalves; ++g)
      if (((left >> g) & 1u) && Connected(chords, Half(h), Half(g))) field |= HalfSet(1u << g);
    left &= HalfSet(~field);
    fields.push_back(field);
  }
  return fields;
}

namespace {

// Positions on the border in half steps: 2p is border point p, 2p + 1 the
// stretch from point p to p + 1 (corner c is the stretch 6c + 5, between the
// last point of side c and the first of side c + 1).
constexpr int kSteps = 2 * kPoints;

/// Whether chord `c` separates border positions `x` and `y` (half steps).
bool Separates(const Chord& c, int x, int y) {
  auto in = [&c](int p) {
    int d = ((p - 2 * c.from) % kSteps + kSteps) % kSteps;
    int len = ((2 * c.to - 2 * c.from) % kSteps + kSteps) % kSteps;
    return d > 0 && d < len;
  };
  return in(x) != in(y);
}

bool Joined(const std::vector<Chord>& chords, int x, int y) {
  for (const Chord& c : chords)
    if (Separates(c, x, y)) return false;
  return true;
}

int CornerStep(int corner) { return 6 * corner + 5; }

/// The city holding side `s`, or -1.
int CityOnSide(const TileType& tile, int s) {
  for (size_t i = 0; i < tile.cities.size(); ++i)
    if (Has(tile.cities[i].sides, s)) return int(i);
  return -1;
}

}  // namespace

std::vector<CornerSet> DeriveCornerFields(const TileType& tile) {
  std::vector<Chord> chords = Chords(tile);
  HalfSet open = OpenHalves(tile);
  CornerSet alone = 0;
  for (int c = 0; c < 4; ++c) {
    int a = CityOnSide(tile, c), b = CityOnSide(tile, (c + 1) % 4);
    if (a < 0 || b < 0 || a == b) continue;  // next to a field half, or inside one city
    bool joined = false;
    for (int h = 0; h < kHalves && !joined; ++h)
      joined = ((open >> h) & 1u) && Joined(chords, CornerStep(c), 2 * BorderPoint(Half(h)));
    if (!joined) alone |= CornerSet(1u << c);
  }
  std::vector<CornerSet> out;
  for (int c = 0; c < 4; ++c) {
    if (!((alone >> c) & 1u)) continue;
    CornerSet field = 0;
    for (int d = c; d < 4; ++d)
      if (((alone >> d) & 1u) && Joined(chords, CornerStep(c), CornerStep(d))) field |= CornerSet(1u << d);
    alone &= CornerSet(~field);
    out.push_back(field);
  }
  return out;
}

bool FieldTouchesCity(const TileType& tile, int field, int city) {
  if (CornerSet corners = tile.fields[size_t(field)].corners) {
    // Both walls meeting at each of its corners bound it.
    for (int c = 0; c < 4; ++c)
      if (((corners >> c) & 1u) &&
          (CityOnSide(tile, c) == city || CityOnSide(tile, (c + 1) % 4) == city))
        return true;
    return false;
  }
  std::vector<Chord> chords = Chords(tile);
  std::vector<Chord> walls;
  AddCityWalls(tile.cities[city], city, &walls);
  HalfSet halves = tile.fields[field].halves;
  for (const Chord& w : walls) {
    for (int h = 0; h < kHalves; ++h) {
      int p = BorderPoint(Half(h));
      if (!((halves >> h) & 1u) || !InArc(p, w.from, w.to)) continue;
      bool shut = false;
      for (const Chord& x : chords) {
        if (x.wall_of_city == city || SameChord(x, w)) continue;
        if (Encloses(w, x, p)) { shut = true; break; }
      }
      if (!shut) return true;
    }
  }
  return false;
}

std::vector<int> CityPoints(const City& c) {
  std::vector<int> out;
  for (int s : SideList(c.sides))
    for (int k = 0; k < 3; ++k) out.push_back(3 * s + k);
  return out;
}

std::vector<int> RoadPoints(const Road& r) {
  std::vector<int> out;
  for (int s : SideList(r.sides)) out.push_back(MidPoint(Side(s)));
  return out;
}

std::vector<int> RiverPoints(const River& r) {
  std::vector<int> out;
  for (int s : SideList(r.sides)) out.push_back(MidPoint(Side(s)));
  return out;
}

std::vector<int> FieldPoints(const Field& f) {
  std::vector<int> out;
  for (int h = 0; h < kHalves; ++h)
    if ((f.halves >> h) & 1u) out.push_back(BorderPoint(Half(h)));
  return out;
}

bool Interleave(const std::vector<int>& a, const std::vector<int>& b) {
  int label[kPoints] = {};
  for (int p : a) label[p] |= 1;
  for (int p : b) label[p] |= 2;
  std::vector<int> seq;
  for (int p = 0; p < kPoints; ++p) {
    if (label[p] == 3) return false;  // overlaps are reported elsewhere
    if (label[p]) seq.push_back(label[p]);
  }
  int changes = 0;
  for (size_t i = 0; i < seq.size(); ++i)
    if (seq[i] != seq[(i + 1) % seq.size()]) ++changes;
  return changes > 2;
}

}  // namespace carc
