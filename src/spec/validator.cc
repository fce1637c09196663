#include "spec/validator.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <unordered_map>

#include "spec/river_checks.h"
#include "spec/set_extends.h"
#include "spec/topology.h"

namespace carc {

namespace {

/// Reports the problems of one tile; shares the file and tile id.
class TileChecker {
 public:
  TileChecker(const std::string& file, const TileType& tile, Diagnostics* diags)
      : file_(file), tile_(tile), diags_(diags) {}

  /// Runs every check whose parts of the tile loaded whole (TileType::loaded).
  void Run() {
    const TileType::Parts& whole = tile_.loaded;
    if (whole.edges && whole.cities) CheckCitySides();
    if (whole.edges && whole.roads) CheckRoadSides();
    if (whole.roads && whole.cities && whole.monastery) CheckRoadEnds();
    CheckCrossings();
    if (whole.monastery) CheckCentre();
    if (tile_.fields_derived || !whole.edges) return;
    size_t before = diags_->all().size();
    if (whole.fields) CheckFieldHalves();
    CheckFieldsCross();
    if (whole.all() && diags_->all().size() == before) CheckPlainFieldSplit();
  }

 private:
  void Error(SourceLoc loc, const std::string& code, const std::string& msg) {
    diags_->Error(file_, loc.line ? loc : tile_.loc, code, "tile " + tile_.id + ": " + msg,
                  tile_.id);
  }

  /// Every C side in exactly one city; no city on another kind of side.
  void CheckCitySides() {
    for (const City& c : tile_.cities)
      for (int s = 0; s < kSides; ++s)
        if (Has(c.sides, s) && tile_.edges[s] != Terrain::City)
          Error(c.loc, "edge-mismatch", Describe(c) + " includes side " + SideName(Side(s)) +
                                            ", but edge " + SideName(Side(s)) + " is a " +
                                            TerrainName(tile_.edges[s]));
    CheckCoverage(Terrain::City, [&](int s) {
      int n = 0;
      for (const City& c : tile_.cities) n += Has(c.sides, s);
      return n;
    });
  }

  /// Every R side in exactly one road; roads of one or two sides only.
  void CheckRoadSides() {
    for (const Road& r : tile_.roads) {
      int n = 0;
      for (int s = 0; s < kSides; ++s) {
        n += Has(r.sides, s);
        if (Has(r.sides, s) && tile_.edges[s] != Terrain::Road)
          Error(r.loc, "edge-mismatch", Describe(r) + " includes side " + SideName(Side(s)) +
                                            ", but edge " + SideName(Side(s)) + " is a " +
                                            TerrainName(tile_.edges[s]));
      }
      if (n > 2)
        Error(r.loc, "road-sides", Describe(r) + " joins " + std::to_string(n) +
                                       " sides; a road joins at most two, so make one-sided "
                                       "roads that end at a village");
    }
    CheckCoverage(Terrain::Road, [&](int s) {
      int n = 0;
      for (const Road& r : tile_.roads) n += Has(r.sides, s);
      return n;
    });
  }

  template <typename CountOn>
  void CheckCoverage(Terrain kind, CountOn count_on) {
    for (int s = 0; s < kSides; ++s) {
      int n = count_on(s);
      std::string side = SideName(Side(s));
      std::string noun = TerrainName(kind);
      if (tile_.edges[s] == kind && n == 0)
        Error(tile_.edges_loc, "uncovered-edge", "edge " + side + " is a " + noun + " (" +
                                                     TerrainLetter(kind) + ") but no " + noun +
                                                     " includes side " + side);
      if (n > 1)
        Error(tile_.edges_loc, "shared-side",
              "side " + side + " is in " + std::to_string(n) + " " +
                  (kind == Terrain::City ? "cities" : "roads") + "; each side is in exactly one");
    }
  }

  /// One-sided roads need an end that exists on the tile.
  void CheckRoadEnds() {
    for (const Road& r : tile_.roads) {
      int n = __builtin_popcount(r.sides);
      if (n == 2 && r.end != RoadEnd::None)
        Error(r.loc, "road-end", Describe(r) + " joins two sides; `end` is only for a "
                                               "one-sided road");
      if (n != 1) continue;
      if (r.end == RoadEnd::None)
        Error(r.loc, "road-end", Describe(r) + " has one side, so it needs `end: village`, "
                                               "`end: city`, `end: monastery` or `end: river`");
      if (r.end == RoadEnd::Monastery && !tile_.monastery)
        Error(r.loc, "road-end", Describe(r) + " ends at a monastery, but the tile has none "
                                               "(add `monastery: true`)");
      if (r.end == RoadEnd::City && tile_.cities.empty())
        Error(r.loc, "road-end", Describe(r) + " ends at a city, but the tile has none");
    }
  }

  /// Each half-side that exists is in exactly one field.
  void CheckFieldHalves() {
    HalfSet open = OpenHalves(tile_), seen = 0;
    for (const Field& f : tile_.fields) {
      for (int h = 0; h < kHalves; ++h) {
        if (!((f.halves >> h) & 1u)) continue;
        std::string name = HalfName(Half(h));
        if (!((open >> h) & 1u))
          Error(f.loc, "half-side", "half-side " + name + " is on city side " +
                                        SideName(SideOf(Half(h))) +
                                        "; a city side has no field halves");
        else if ((seen >> h) & 1u)
          Error(f.loc, "half-side", "half-side " + name + " is in two fields");
        seen |= HalfSet(1u << h);
      }
    }
    for (int h = 0; h < kHalves; ++h)
      if (((open >> h) & 1u) && !((seen >> h) & 1u))
        Error(tile_.loc, "half-side", std::string("half-side ") + HalfName(Half(h)) +
                                          " is in no field");
  }

  /// Cities and roads whose sides interleave around the tile.
  void CheckCrossings() {
    const auto& cs = tile_.cities;
    const auto& rs = tile_.roads;
    for (size_t i = 0; i < cs.size(); ++i) {
      for (size_t j = i + 1; j < cs.size(); ++j)
        if (Interleave(CityPoints(cs[i]), CityPoints(cs[j])))
          Cross(cs[j].loc, Describe(cs[i]), Describe(cs[j]));
      for (const Road& r : rs)
        if (Interleave(CityPoints(cs[i]), RoadPoints(r)))
          Cross(r.loc, Describe(cs[i]), Describe(r));
    }
    for (size_t i = 0; i < rs.size(); ++i)
      for (size_t j = i + 1; j < rs.size(); ++j)
        if (Interleave(RoadPoints(rs[i]), RoadPoints(rs[j])))
          Cross(rs[j].loc, Describe(rs[i]), Describe(rs[j]));
    CheckRoadsIntoCitiesCross();
  }

  /// A road into a city wall runs from its side to the wall: across any
  /// other road in its way (Interleave sees only the roads' sides), and
  /// across the roads meeting at a monastery or village between them.
  void CheckRoadsIntoCitiesCross() {
    if (!tile_.loaded.roads || !tile_.loaded.cities) return;
    std::vector<Chord> chords = Chords(tile_);
    for (const Chord& in : chords) {
      if (in.source != ChordSource::RoadToCity) continue;
      bool hub_crossed = false;  // the roads meeting at the monastery or village, once
      for (const Chord& other : chords) {
        bool hub = other.source == ChordSource::Monastery || other.source == ChordSource::Village;
        if (hub && !hub_crossed && ChordsCross(in, other)) {
          hub_crossed = true;
          Cross(tile_.roads[size_t(in.feature)].loc, ChordFeature(other),
                Describe(tile_.roads[size_t(in.feature)]) + " (running into the city's wall)");
        }
        bool road = other.source == ChordSource::Road || other.source == ChordSource::RoadToCity;
        if (!road || other.feature == in.feature || !ChordsCross(in, other)) continue;
        if (other.source == ChordSource::RoadToCity && other.feature < in.feature) continue;  // once a pair
        Cross(tile_.roads[size_t(in.feature)].loc, Describe(tile_.roads[size_t(other.feature)]),
              Describe(tile_.roads[size_t(in.feature)]) + " (running into the city's wall)");
      }
    }
  }

  static bool ChordsCross(const Chord& a, const Chord& b) {
    auto strictly = [&a](int p) { return InArc(p, a.from, a.to); };
    bool ends = b.from == a.from || b.from == a.to || b.to == a.from || b.to == a.to;
    return !ends && strictly(b.from) != strictly(b.to);
  }

  void Cross(SourceLoc loc, const std::string& a, const std::string& b) {
    Error(loc, "crossing", a + " and " + b + " cross; both cannot be drawn on one tile");
  }

  /// Explicit fields must not reach across a city, road or village.
  void CheckFieldsCross() {
    std::vector<Chord> chords = Chords(tile_);
    for (const Field& f : tile_.fields) {
      std::vector<std::string> crossed;
      for (const Chord& c : chords) {
        if (!Splits(c, f.halves)) continue;
        std::string what = ChordFeature(c);
        if (std::find(crossed.begin(), crossed.end(), what) == crossed.end())
          crossed.push_back(what);
      }
      for (const std::string& what : crossed)
        Error(f.loc, "crossing", Describe(f) + " crosses " + what +
                                     "; its half-sides lie on both sides of it");
    }
    for (size_t i = 0; i < tile_.fields.size(); ++i)
      for (size_t j = i + 1; j < tile_.fields.size(); ++j)
        if (Interleave(FieldPoints(tile_.fields[i]), FieldPoints(tile_.fields[j])))
          Cross(tile_.fields[j].loc, Describe(tile_.fields[i]), Describe(tile_.fields[j]));
  }

  bool Splits(const Chord& c, HalfSet halves) const {
    halves &= OpenHalves(tile_);  // halves on city sides are reported on their own
    bool in = false, out = false;
    for (int h = 0; h < kHalves; ++h) {
      if (!((halves >> h) & 1u)) continue;
      (InArc(BorderPoint(Half(h)), c.from, c.to) ? in : out) = true;
    }
    return in && out;
  }

  std::string ChordFeature(const Chord& c) const {
    switch (c.source) {
      case ChordSource::CityWall: return Describe(tile_.cities[c.feature]);
      case ChordSource::Road:
      case ChordSource::RoadToCity: return Describe(tile_.roads[c.feature]);
      case ChordSource::Village: return "the roads meeting at the village";
      case ChordSource::Monastery: return "the roads meeting at the monastery";
      case ChordSource::River: return Describe(tile_.rivers[c.feature]);
      case ChordSource::RoadToRiver: return Describe(tile_.roads[c.feature]);
    }
    return "";
  }

  /// A monastery or village stands in the middle of the tile: nothing else
  /// may stand there or pass through (cities and roads that cross each other
  /// are reported by CheckCrossings).
  void CheckCentre() {
    std::vector<std::string> holders, passers;
    if (tile_.monastery) holders.push_back("the monastery");
    for (const Road& r : tile_.roads) {
      if (r.end == RoadEnd::Village && __builtin_popcount(r.sides) == 1) {
        holders.push_back("the village");
        break;
      }
    }
    for (const City& c : tile_.cities)
      if (__builtin_popcount(c.sides) >= 2) passers.push_back(Describe(c));
    size_t cities = passers.size();
    for (const Road& r : tile_.roads)
      if (r.sides == (Bit(Side::N) | Bit(Side::S)) || r.sides == (Bit(Side::E) | Bit(Side::W)))
        passers.push_back(Describe(r));
    if (holders.size() == 2) CentreClash(holders[0], holders[1], "");
    for (const std::string& h : holders)
      for (size_t i = 0; i < passers.size(); ++i)
        CentreClash(h, passers[i],
                    h == "the monastery" && i >= cities
                        ? "; a road that reaches the monastery from both sides is two roads that "
                          "end there: write each side as a road with `end: monastery`"
                        : "");
  }

  void CentreClash(const std::string& a, const std::string& b, const std::string& how) {
    Error(tile_.loc, "centre", a + " and " + b + " both need the centre of the tile" + how);
  }

  /// Two explicit fields that no city wall, road, river or village divides
  /// are one field on the tile: drawn as one, but scored as two.
  void CheckPlainFieldSplit() {
    std::vector<Chord> chords = Chords(tile_);
    const auto& fs = tile_.fields;
    for (size_t i = 0; i < fs.size(); ++i)
      for (size_t j = i + 1; j < fs.size(); ++j)
        if (fs[i].halves && fs[j].halves &&  // corner fields are derived, never split by hand
            Connected(chords, LowestHalf(fs[i].halves), LowestHalf(fs[j].halves)))
          diags_->Warning(file_, fs[j].loc, "plain-field-split",
                          "tile " + tile_.id + ": " + Describe(fs[i]) + " and " + Describe(fs[j]) +
                              " are one field: no city, road, river or village runs between "
                              "them, so they are drawn as one but would score as two; merge them",
                          tile_.id);
  }

  static Half LowestHalf(HalfSet halves) { return Half(__builtin_ctz(halves)); }

  const std::string& file_;
  const TileType& tile_;
  Diagnostics* diags_;
};

/// A game needs a tile to draw after the start tile, and a kit a tile to print.
void CheckSomethingToPlay(const TileSet& set, Diagnostics* diags) {
  int sum = set.TileCount();
  const TileType* start = set.StartTile();
  if (sum == 0)
    diags->Error(set.path, set.set_loc, "empty-deck",
                 "the set has no tile to play or print: its tile counts add up to 0");
  else if (start && sum == 1)
    diags->Error(set.path, set.set_loc, "empty-deck",
                 "the set has no tile to play: its counts add up to 1, the start tile " + start->id +
                     ", and no tile is left to draw after it");
}

void CheckDeck(const TileSet& set, Diagnostics* diags) {
  const TileType* first = nullptr;
  for (const TileType& t : set.tiles) {
    if (!t.start) continue;
    if (!first) {
      first = &t;
      continue;
    }
    diags->Error(t.file, t.start_loc, "start",
                 "tile " + t.id + " is also marked as the start tile (tile " + first->id +
                     " was first); a set has exactly one",
                 t.id);
  }
  if (!first && !set.tiles.empty() && !set.HasRiver())  // with a river the spring starts
    diags->Error(set.path, set.set_loc, "start",
                 "no start tile: mark one tile type with `start: true`");
  int sum = set.TileCount();
  // Counts that failed to load read as 0: the deck's size means something
  // only when everything loaded.
  if (!diags->HasErrors()) CheckSomethingToPlay(set, diags);
  if (set.total >= 0 && set.total != sum)
    diags->Error(set.path, set.total_loc, "total",
                 "total is " + std::to_string(set.total) + " but the counts add up to " +
                     std::to_string(sum));
}

/// A tile's own art must be a .png or .svg file that can be read; whether it
/// decodes is the art stage's check, when the art is drawn.
void CheckArt(const TileSet& set, Diagnostics* diags) {
  for (const TileType& t : set.tiles) {
    if (t.art.empty()) continue;
    std::string problem = ArtFileProblem(t.art);
    if (!problem.empty())
      diags->Error(t.file.empty() ? set.path : t.file, t.art_loc, "art",
                   "tile " + t.id + ": art '" + t.art + "' " + problem, t.id);
  }
}

/// A type is placeable when some other tile copy shows a terrain it shows.
void CheckPlaceable(const TileSet& set, Diagnostics* diags) {
  long long copies_with[kTerrains] = {};
  for (const TileType& t : set.tiles) {
    if (!t.loaded.edges) continue;
    bool has[kTerrains] = {};
    for (Terrain e : t.edges) has[int(e)] = true;
    for (int k = 0; k < kTerrains; ++k) copies_with[k] += has[k] ? t.count : 0;
  }
  for (const TileType& t : set.tiles) {
    if (!t.loaded.edges || t.count <= 0) continue;
    bool fits = false;
    for (Terrain e : t.edges) fits |= copies_with[int(e)] >= 2;
    if (!fits)
      diags->Error(t.file, t.edges_loc.line ? t.edges_loc : t.loc, "unplaceable",
                   "tile " + t.id + " (edges " + t.EdgeCode() +
                       ") fits next to no other tile of the set in any rotation: no other tile "
                       "has an edge it could meet",
                   t.id);
  }
}

/// "A, B and C".
std::string JoinIds(const std::vector<std::string>& ids) {
  std::string out;
  for (size_t i = 0; i < ids.size(); ++i)
    out += (i == 0 ? "" : i + 1 == ids.size() ? " and " : ", ") + ids[i];
  return out;
}

/// "a city (C) edge" or "a city (C) or road (R) edge": the terrains in `kinds`.
std::string EdgeKinds(const bool kinds[kTerrains]) {
  std::string out;
  for (int k = 0; k < kTerrains; ++k) {
    if (!kinds[k]) continue;
    if (!out.empty()) out += " or ";
    out += TerrainName(Terrain(k)) + std::string(" (") + TerrainLetter(Terrain(k)) + ")";
  }
  return "a " + out + " edge";
}

/// Types a board grown from the start tile never reaches: a type can be
/// placed once some placeable tile shows an edge it can meet (its own copies
/// count only once one of them is placed), so the placeable types and the
/// edges they show grow to a fixed point from the start tile's edges.
/// CheckPlaceable has already reported types no other copy could ever meet.
void CheckReachable(const TileSet& set, Diagnostics* diags) {
  const TileType* start = set.StartTile();
  if (!start || !start->loaded.edges) return;
  std::vector<bool> placed(set.tiles.size(), false);
  bool offered[kTerrains] = {};
  for (Terrain e : start->edges) offered[int(e)] = true;
  for (bool grew = true; grew;) {
    grew = false;
    for (size_t t = 0; t < set.tiles.size(); ++t) {
      const TileType& tile = set.tiles[t];
      if (placed[t] || !tile.loaded.edges || tile.count <= 0) continue;
      bool meets = false;
      for (Terrain e : tile.edges) meets |= offered[int(e)];
      if (!meets) continue;
      placed[t] = grew = true;
      for (Terrain e : tile.edges) offered[int(e)] = true;
    }
  }
  for (size_t t = 0; t < set.tiles.size(); ++t) {
    const TileType& tile = set.tiles[t];
    if (placed[t] || &tile == start || !tile.loaded.edges || tile.count <= 0) continue;
    bool kinds[kTerrains] = {};
    for (Terrain e : tile.edges) kinds[int(e)] = true;
    std::vector<std::string> others;
    for (const TileType& other : set.tiles) {
      bool shows = false;
      for (Terrain e : other.edges) shows |= kinds[int(e)];
      if (shows && &other != &tile && other.count > 0 && other.loaded.edges) others.push_back(other.id);
    }
    std::string who = others.empty() ? "only its own copies do"
                      : "only its own copies and tile" + std::string(others.size() > 1 ? "s " : " ") +
                            JoinIds(others) + " do, and none of those can be placed either";
    diags->Error(tile.file, tile.edges_loc.line ? tile.edges_loc : tile.loc, "unreachable",
                 "tile " + tile.id + " (edges " + tile.EdgeCode() +
                     ") can never be placed: it needs a neighbour showing " + EdgeKinds(kinds) +
                     ", and a board grown from the start tile " + start->id +
                     " with this set's tiles never shows one (" + who + ")",
                 tile.id);
  }
}

/// A text that is equal for two tiles exactly when they look and play alike.
std::string Fingerprint(const TileType& t) {
  std::vector<std::string> parts;
  for (const City& c : t.cities)
    parts.push_back("c" + std::to_string(c.sides) + "/" + std::to_string(c.shields) + "m" +
                    std::to_string(c.modifiers));
  for (const Road& r : t.roads)
    parts.push_back("r" + std::to_string(r.sides) + "/" + std::to_string(int(r.end)) +
                    (r.bridge ? "b" : "") + "m" + std::to_string(r.modifiers));
  for (const River& r : t.rivers)
    parts.push_back("w" + std::to_string(r.sides) + "/" + std::to_string(int(r.end)));
  for (const Field& f : t.fields) parts.push_back("f" + std::to_string(f.halves));
  std::sort(parts.begin(), parts.end());
  std::string key = t.EdgeCode() + (t.monastery ? "M" : "-");
  for (const std::string& p : parts) key += " " + p;
  return key;
}

}  // namespace

std::vector<EarlierTwin> EarlierTwins(const TileSet& set) {
  std::vector<EarlierTwin> twins(set.tiles.size());
  std::unordered_map<std::string, int> seen;
  for (size_t i = 0; i < set.tiles.size(); ++i) {
    const TileType& t = set.tiles[i];
    if (t.load_errors || !t.loaded.all() || !t.art.empty()) continue;
    for (int q = 0; q < 4; ++q) {
      auto it = seen.find(Fingerprint(Rotated(t, q)));
      if (it == seen.end()) continue;
      twins[i] = {it->second, (4 - q) % 4};
      break;
    }
    seen.emplace(Fingerprint(t), int(i));
  }
  return twins;
}

namespace {

void CheckDuplicates(const TileSet& set, Diagnostics* diags) {
  std::vector<EarlierTwin> twins = EarlierTwins(set);
  for (size_t i = 0; i < set.tiles.size(); ++i) {
    if (twins[i].type < 0) continue;
    const TileType& t = set.tiles[i];
    const TileType& first = set.tiles[size_t(twins[i].type)];
    std::string how = twins[i].quarters == 0
                          ? "the same as tile " + first.id
                          : "tile " + first.id + " turned " + std::to_string(90 * twins[i].quarters) +
                                "\u00b0 clockwise";
    // A copy of an inherited type: the extension can only change its count.
    std::string fix = first.file == t.file
                          ? "merge them and add up the counts"
                          : "tile " + first.id + " comes from " + DisplayPath(first.file) + "; to add " +
                                std::to_string(t.count) + " to its " + std::to_string(first.count) +
                                " copies, write {id: " + first.id + ", count: " +
                                std::to_string(first.count + t.count) + "} instead of a new type";
    diags->Warning(t.file, t.loc, "duplicate-type", "tile " + t.id + " is " + how + "; " + fix, t.id);
  }
}

}  // namespace

std::string ArtFileProblem(const std::string& path) {
  namespace fs = std::filesystem;
  std::string ext = fs::path(path).extension().string();
  for (char& c : ext) c = char(std::tolower(static_cast<unsigned char>(c)));
  if (ext != ".png" && ext != ".svg") return "must be a .png or .svg file";
  std::error_code ec;
  if (!fs::exists(path, ec)) return "not found";
  if (!fs::is_regular_file(path, ec)) return "is not a file";
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::string("cannot be read: ") + std::strerror(errno);
  return "";
}

std::string Describe(const Road& r) { return "road " + SidesText(r.sides); }
std::string Describe(const City& c) { return "city " + SidesText(c.sides); }
std::string Describe(const Field& f) {
  if (f.halves || !f.corners) return "field " + HalvesText(f.halves);
  std::string corners;
  for (int c = 0; c < 4; ++c)
    if ((f.corners >> c) & 1u) corners += std::string(corners.empty() ? "" : ", ") + CornerName(c);
  return "field between the walls at corners {" + corners + "}";
}
std::string Describe(const River& r) { return "river " + SidesText(r.sides); }

void Validate(const TileSet& set, Diagnostics* diags) {
  for (const TileType& t : set.tiles) {
    TileChecker(t.file.empty() ? set.path : t.file, t, diags).Run();
    CheckTileRivers(t, diags);
  }
  CheckArt(set, diags);
  if (set.incomplete) return;  // the deck is not all there: its base failed to load
  CheckDeck(set, diags);
  CheckSetRivers(set, diags);
  size_t before = diags->all().size();
  CheckPlaceable(set, diags);
  if (diags->all().size() == before) CheckReachable(set, diags);
  CheckDuplicates(set, diags);
}

SetSummary Summarize(const TileSet& set) {
  SetSummary s;
  s.types = int(set.tiles.size());
  for (const TileType& t : set.tiles) {
    s.tiles += t.count;
    s.shields += t.count * t.Shields();
    s.monasteries += t.monastery ? t.count : 0;
    s.city_segments += t.count * int(t.cities.size());
    s.road_segments += t.count * int(t.roads.size());
    s.field_segments += t.count * int(t.fields.size());
    s.river_tiles += t.HasWater() ? t.count : 0;
    s.inns += t.count * t.CountModifier(Modifier::Inn);
    s.cathedrals += t.count * t.CountModifier(Modifier::Cathedral);
  }
  if (const TileType* start = set.StartTile()) s.start = start->id;
  return s;
}

}  // namespace carc
