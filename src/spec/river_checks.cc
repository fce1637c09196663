#include "spec/river_checks.h"

#include "base/text_util.h"
#include "spec/topology.h"
#include "spec/validator.h"

namespace carc {

namespace {

int SideCount(SideSet s) { return __builtin_popcount(s); }
bool Straight(SideSet s) {
  return s == (Bit(Side::N) | Bit(Side::S)) || s == (Bit(Side::E) | Bit(Side::W));
}

/// Reports the river problems of one tile; shares the file and tile id.
class RiverChecker {
 public:
  RiverChecker(const TileType& tile, Diagnostics* diags) : tile_(tile), diags_(diags) {}

  /// Runs every check whose parts of the tile loaded whole (TileType::loaded):
  /// a river dropped for a bad side or a misspelled `rivers` key would look
  /// like an uncovered water edge or a bridge over nothing.
  void Run() {
    const TileType::Parts& whole = tile_.loaded;
    if (whole.edges && whole.rivers) CheckSides();
    if (whole.rivers) CheckEnds();
    CheckCrossings();
    if (whole.rivers) CheckBridges();
    if (whole.monastery) CheckCentre();
  }

 private:
  void Error(SourceLoc loc, const std::string& code, const std::string& msg) {
    diags_->Error(tile_.file, loc.line ? loc : tile_.loc, code, "tile " + tile_.id + ": " + msg,
                  tile_.id);
  }

  /// Rivers only on water sides; every water side in exactly one river.
  void CheckSides() {
    for (const River& r : tile_.rivers) {
      for (int s = 0; s < kSides; ++s)
        if (Has(r.sides, s) && tile_.edges[s] != Terrain::Water)
          Error(r.loc, "edge-mismatch", Describe(r) + " includes side " + SideName(Side(s)) +
                                            ", but edge " + SideName(Side(s)) + " is a " +
                                            TerrainName(tile_.edges[s]));
      if (SideCount(r.sides) > 2)
        Error(r.loc, "river-sides", Describe(r) + " joins " + std::to_string(SideCount(r.sides)) +
                                        " sides; a river joins one or two (it does not fork)");
    }
    for (int s = 0; s < kSides; ++s) {
      int n = 0;
      for (const River& r : tile_.rivers) n += Has(r.sides, s);
      std::string side = SideName(Side(s));
      if (tile_.edges[s] == Terrain::Water && n == 0)
        Error(tile_.edges_loc, "uncovered-edge", "edge " + side + " is a river (W) but no river "
                                                 "includes side " + side);
      if (n > 1)
        Error(tile_.edges_loc, "shared-side", "side " + side + " is in " + std::to_string(n) +
                                                  " rivers; each side is in exactly one");
    }
  }

  /// One-sided rivers rise at a spring or end in a lake; roads that end at
  /// the river need one running through the tile.
  void CheckEnds() {
    for (const River& r : tile_.rivers) {
      int n = SideCount(r.sides);
      if (n == 1 && r.end == RiverEnd::None)
        Error(r.loc, "river-end", Describe(r) + " has one side, so it needs `end: spring` or "
                                                "`end: lake`");
      if (n == 2 && r.end != RiverEnd::None)
        Error(r.loc, "river-end", Describe(r) + " joins two sides; `end` is only for a "
                                                "one-sided river");
    }
    bool through = false;
    for (const River& r : tile_.rivers) through |= SideCount(r.sides) == 2;
    for (const Road& r : tile_.roads)
      if (r.end == RoadEnd::River && SideCount(r.sides) == 1 && !through)
        Error(r.loc, "road-end", Describe(r) + " ends at the river, but no river runs through "
                                               "the tile");
  }

  /// Rivers cross no city and no other river; a road crosses a river only on
  /// a bridge.
  void CheckCrossings() {
    const auto& rivers = tile_.rivers;
    for (size_t i = 0; i < rivers.size(); ++i) {
      for (const City& c : tile_.cities)
        if (Interleave(CityPoints(c), RiverPoints(rivers[i])))
          Cross(rivers[i].loc, Describe(c), Describe(rivers[i]));
      for (size_t j = i + 1; j < rivers.size(); ++j)
        if (Interleave(RiverPoints(rivers[i]), RiverPoints(rivers[j])))
          Cross(rivers[j].loc, Describe(rivers[i]), Describe(rivers[j]));
    }
    std::vector<Chord> chords = Chords(tile_);
    for (const Chord& water : chords) {
      if (water.source != ChordSource::River) continue;
      const River& river = rivers[size_t(water.feature)];
      for (const Chord& c : chords) {
        if (c.source == ChordSource::Village && Crosses(c, water))
          Cross(river.loc, "the roads meeting at the village", Describe(river));
        if (!IsRoadChord(c) || !Crosses(c, water) || tile_.roads[size_t(c.feature)].bridge)
          continue;
        const Road& road = tile_.roads[size_t(c.feature)];
        Error(road.loc, "crossing", Describe(road) + " crosses " + Describe(river) +
                                        "; a road crosses a river only on a bridge: add "
                                        "`bridge: true` to the road");
      }
    }
  }

  /// A road marked as a bridge must cross a river.
  void CheckBridges() {
    std::vector<Chord> chords = Chords(tile_);
    for (size_t ri = 0; ri < tile_.roads.size(); ++ri) {
      if (!tile_.roads[ri].bridge) continue;
      bool crosses = false;
      for (const Chord& c : chords) {
        if (!IsRoadChord(c) || c.feature != int(ri)) continue;
        for (const Chord& w : chords) crosses |= w.source == ChordSource::River && Crosses(c, w);
      }
      if (!crosses)
        Error(tile_.roads[ri].loc, "bridge", Describe(tile_.roads[ri]) +
                                                 " has `bridge: true` but crosses no river");
    }
  }

  /// A spring or a lake fills the middle of the tile: nothing else may stand
  /// there or pass through.
  void CheckCentre() {
    std::vector<std::string> others;
    if (tile_.monastery) others.push_back("the monastery");
    for (const Road& r : tile_.roads) {
      if (r.end == RoadEnd::Village && SideCount(r.sides) == 1) {
        others.push_back("the village");
        break;
      }
    }
    for (const City& c : tile_.cities)
      if (SideCount(c.sides) >= 2) others.push_back(Describe(c));
    for (const Road& r : tile_.roads)
      if (Straight(r.sides)) others.push_back(Describe(r));
    for (const River& r : tile_.rivers)
      if (Straight(r.sides)) others.push_back(Describe(r));
    std::vector<std::string> pools;
    for (const River& r : tile_.rivers)
      if (r.end != RiverEnd::None && SideCount(r.sides) == 1)
        pools.push_back(std::string("the ") + RiverEndName(r.end));
    for (size_t i = 0; i < pools.size(); ++i) {
      for (size_t j = i + 1; j < pools.size(); ++j) CentreClash(pools[i], pools[j]);
      for (const std::string& o : others) CentreClash(pools[i], o);
    }
  }

  static bool IsRoadChord(const Chord& c) {
    return c.source == ChordSource::Road || c.source == ChordSource::RoadToCity ||
           c.source == ChordSource::RoadToRiver;
  }
  static bool Crosses(const Chord& a, const Chord& b) {
    return Interleave({a.from, a.to}, {b.from, b.to});
  }
  void Cross(SourceLoc loc, const std::string& a, const std::string& b) {
    Error(loc, "crossing", a + " and " + b + " cross; both cannot be drawn on one tile");
  }
  void CentreClash(const std::string& a, const std::string& b) {
    Error(tile_.loc, "centre", a + " and " + b + " both need the centre of the tile");
  }

  const TileType& tile_;
  Diagnostics* diags_;
};

/// Whether some tile shows water but its rivers did not load whole: its
/// spring or lake may be among them, so "none" would only repeat that error.
bool RiversMissing(const TileSet& set) {
  for (const TileType& t : set.tiles)
    if (!t.loaded.rivers && (t.HasWater() || !t.rivers.empty())) return true;
  return false;
}

/// Exactly one copy in the set has a river end of kind `end`.
void CheckOneOf(const TileSet& set, RiverEnd end, Diagnostics* diags) {
  const char* what = RiverEndName(end);
  const TileType* first = nullptr;
  for (const TileType& t : set.tiles) {
    bool has = end == RiverEnd::Spring ? t.IsSpring() : t.IsLake();
    if (!has) continue;
    if (t.count > 1)
      diags->Error(t.file, t.count_loc, "river-" + std::string(what),
                   "tile " + t.id + ": count is " + std::to_string(t.count) +
                       ", but a set with a river has exactly one " + what + " tile",
                   t.id);
    if (first) {
      diags->Error(t.file, t.loc, "river-" + std::string(what),
                   "tile " + t.id + " is a second " + what + " tile (tile " + first->id +
                       " is the first); a set with a river has exactly one",
                   t.id);
      continue;
    }
    first = &t;
  }
  if (first || RiversMissing(set)) return;
  // Said at the first tile with water, naming the river tiles: that water
  // is what makes the set one with a river.
  const TileType* water = nullptr;
  std::vector<std::string> ids;
  for (const TileType& t : set.tiles) {
    if (!t.HasWater()) continue;
    if (!water) water = &t;
    if (ids.size() < 6) ids.push_back(ids.size() < 5 ? t.id : "...");
  }
  if (!water) return;
  diags->Error(water->file, water->loc, "river-" + std::string(what),
               "tile " + water->id + " has water edges (" + water->EdgeCode() +
                   "), so the set has a river, and a set with a river needs one " + what +
                   " tile: a river with `end: " + what + "`; none of its river tiles (" + Join(ids, ", ") +
                   ") has one",
               water->id);
}

}  // namespace

void CheckTileRivers(const TileType& tile, Diagnostics* diags) {
  RiverChecker(tile, diags).Run();
}

void CheckSetRivers(const TileSet& set, Diagnostics* diags) {
  if (!set.HasRiver()) {
    if (set.start_tile_loc.line)
      diags->Error(set.path, set.start_tile_loc, "start-tile",
                   "start_tile only applies to a set with a river, where the spring starts the "
                   "game; this set has no river");
    return;
  }
  CheckOneOf(set, RiverEnd::Spring, diags);
  CheckOneOf(set, RiverEnd::Lake, diags);
  for (const TileType& t : set.tiles) {
    if (!t.loaded.rivers || t.rivers.empty() || t.IsSpring() != t.IsLake()) continue;
    bool through = false, unended = false;
    for (const River& r : t.rivers) {
      through |= SideCount(r.sides) >= 2;
      unended |= SideCount(r.sides) == 1 && r.end == RiverEnd::None;  // reported per tile
    }
    if (!through && !unended)
      diags->Error(t.file, t.loc, "river-continue",
                   "tile " + t.id + " cannot continue the river: none of its rivers joins two "
                   "sides (only the spring and the lake, one of each, end on their tile)",
                   t.id);
  }
}

}  // namespace carc
