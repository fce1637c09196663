#include "spec/spec_loader.h"

#include <algorithm>
#include <filesystem>
#include <new>
#include <map>

#include "base/named_file.h"
#include "base/text_util.h"
#include "spec/set_extends.h"
#include "spec/set_language.h"
#include "spec/topology.h"
#include "spec/validator.h"

namespace carc {

namespace {

const std::vector<std::string> kTopKeys = {"set", "tiles"};
const std::vector<std::string> kSetKeys = {"name",      "edition",   "description", "language",
                                           "total",     "followers", "farmers",     "layout",
                                           "extends",   "start_tile", "laps",
                                           "large_followers", "players"};
const std::vector<std::string> kTileKeys = {"id", "name", "count", "start", "edges", "monastery",
                                            "cities", "roads", "rivers", "fields", "art"};
/// A segment's own keys, then every modifier's: a modifier on the wrong kind
/// of segment gets its own message rather than "unknown key".
std::vector<std::string> WithModifierKeys(std::vector<std::string> keys) {
  for (const ModifierInfo& m : Modifiers()) keys.push_back(m.key);
  return keys;
}

const std::vector<std::string> kCityKeys = WithModifierKeys({"sides", "shields"});
const std::vector<std::string> kRoadKeys = WithModifierKeys({"sides", "end", "bridge"});
const std::vector<std::string> kRiverKeys = WithModifierKeys({"sides", "end"});

/// "a city", "a road", "a river": the segment a message speaks of.
const char* SegmentArticle(Terrain t) {
  switch (t) {
    case Terrain::City: return "a city";
    case Terrain::Road: return "a road";
    case Terrain::Water: return "a river";
    case Terrain::Field: return "a field";
  }
  return "a segment";
}

/// "cities", "roads", "rivers": the tile key listing segments of a terrain.
const char* SegmentList(Terrain t) {
  switch (t) {
    case Terrain::City: return "cities";
    case Terrain::Road: return "roads";
    case Terrain::Water: return "rivers";
    case Terrain::Field: return "fields";
  }
  return "segments";
}

/// Reads the modifier keys of one segment of terrain `on` into `*out`; a
/// modifier that belongs on another kind of segment is an error at its value.
/// Returns false after any error.
bool ReadModifiers(const MapReader<YamlNode>& map, Terrain on, ValueReader& values,
                   ModifierSet* out) {
  bool ok = true;
  for (const ModifierInfo& m : Modifiers()) {
    if (!map.Has(m.key)) continue;
    if (m.on != on) {
      values.Error(map.Loc(m.key), "modifier",
                   std::string(m.article) + " goes on " + SegmentArticle(m.on) + ", not on " +
                       SegmentArticle(on) + ": put `" + m.key + ": true` in one of the tile's " +
                       SegmentList(m.on));
      ok = false;
      continue;
    }
    bool given = false;
    if (!values.Bool(map.Get(m.key), map.Loc(m.key), m.key, &given)) {
      ok = false;
      continue;
    }
    if (given) *out |= ModifierBit(m.modifier);
  }
  return ok;
}

/// The scalar under `key` of a mapping, or "" (never throws, unlike operator[]).
std::string ScalarAt(const YamlNode& node, const std::string& key) {
  if (!node.IsMap()) return "";
  for (auto it = node.begin(); it != node.end(); ++it)
    if (it->first.IsScalar() && it->first.Scalar() == key)
      return it->second.IsScalar() ? it->second.Scalar() : "";
  return "";
}

/// Whether `node` is a mapping with `id` and `count` and no other key: in a
/// spec that extends another, such an entry changes an inherited type's count.
bool IsCountChange(const YamlNode& node) {
  if (!node.IsMap() || node.size() != 2) return false;
  bool id = false, count = false;
  for (auto it = node.begin(); it != node.end(); ++it) {
    if (!it->first.IsScalar()) return false;
    id |= it->first.Scalar() == "id";
    count |= it->first.Scalar() == "count";
  }
  return id && count;
}

/// Reports a list of features longer than one tile can hold (one per side or
/// half-side), which also keeps the pairwise checks of the validator small.
bool AtMost(const YamlNode& list, SourceLoc loc, int max, const std::string& what,
            ValueReader& values) {
  if (list.size() <= size_t(max)) return true;
  values.Error(loc, "range", "a tile has at most " + std::to_string(max) + " " + what + ", got " +
                                 std::to_string(list.size()));
  return false;
}

/// Marks the parts whose key is misspelled in the tile ("rodas" for "roads")
/// as not loaded whole: their checks would only repeat the typo.
void MarkMisspelledParts(const YamlNode& node, TileType::Parts* whole) {
  for (auto it = node.begin(); it != node.end(); ++it) {
    if (!it->first.IsScalar()) continue;
    const std::string& key = it->first.Scalar();
    if (std::find(kTileKeys.begin(), kTileKeys.end(), key) != kTileKeys.end()) continue;
    std::string meant = Suggest(key, kTileKeys);
    if (meant == "cities") whole->cities = false;
    if (meant == "roads") whole->roads = false;
    if (meant == "rivers") whole->rivers = false;
    if (meant == "fields") whole->fields = false;
    if (meant == "monastery") whole->monastery = false;
  }
}

/// Parses one spec; shares the file name, diagnostics and the set being built.
class SpecParser {
 public:
  SpecParser(const std::string& file, TileSet* set, SpecLayer* layer, Diagnostics* diags)
      : file_(file), set_(set), layer_(layer), diags_(diags) {}

  void Parse(const YamlNode& root);

 private:
  void ParseSet(const YamlNode& node, SourceLoc loc);
  void ParseSetTexts(MapReader<YamlNode>& map, ValueReader& values);
  void ParseSetRiver(MapReader<YamlNode>& map, ValueReader& values);
  void ParseSetLaps(MapReader<YamlNode>& map, ValueReader& values);
  void ParseTiles(const YamlNode& node, SourceLoc loc);
  bool ParseCountChange(const YamlNode& node, CountChange* change);
  bool ParseTile(const YamlNode& node, TileType* tile);
  void ParseTileScalars(MapReader<YamlNode>& map, ValueReader& values, TileType* tile);
  void ParseFeatures(MapReader<YamlNode>& map, ValueReader& values, const std::string& id,
                     TileType* tile);
  bool ParseEdges(const YamlNode& node, SourceLoc loc, ValueReader& values, TileType* tile);
  bool ParseCities(const YamlNode& node, SourceLoc loc, const std::string& tile_id,
                   TileType* tile);
  bool ParseRoads(const YamlNode& node, SourceLoc loc, const std::string& tile_id,
                  TileType* tile);
  void ParseRoadEnd(MapReader<YamlNode>& map, ValueReader& values, Road* road, bool* ok);
  bool ParseRivers(const YamlNode& node, SourceLoc loc, const std::string& tile_id,
                   TileType* tile);
  bool ParseFields(const YamlNode& node, SourceLoc loc, ValueReader& values, TileType* tile);
  bool ParseSides(const YamlNode& node, SourceLoc loc, const std::string& what,
                  ValueReader& values, SideSet* out);

  std::string file_;
  TileSet* set_;
  SpecLayer* layer_;
  Diagnostics* diags_;
};

void SpecParser::Parse(const YamlNode& root) {
  MapReader top(file_, root, {1, 1}, "the tile spec", kTopKeys, diags_);
  if (!top.ok()) return;
  if (top.Require("set")) ParseSet(top.Get("set"), top.Loc("set"));
  if (top.Require("tiles")) ParseTiles(top.Get("tiles"), top.Loc("tiles"));
}

void SpecParser::ParseSet(const YamlNode& node, SourceLoc loc) {
  set_->set_loc = loc;
  MapReader map(file_, node, loc, "set", kSetKeys, diags_);
  if (!map.ok()) return;
  ValueReader values(file_, diags_);
  ParseSetTexts(map, values);
  if (map.Has("edition"))
    values.String(map.Get("edition"), map.Loc("edition"), "edition", &set_->edition);
  long long n = 0;
  if (map.Has("total") &&
      values.Int(map.Get("total"), map.Loc("total"), "total", 1, 10000000, &n)) {
    set_->total = int(n);
    set_->total_loc = map.Loc("total");
  }
  if (map.Has("followers") &&
      values.Int(map.Get("followers"), map.Loc("followers"), "followers", 1, 30, &n))
    set_->followers = int(n);
  if (map.Has("large_followers") &&
      values.Int(map.Get("large_followers"), map.Loc("large_followers"), "large_followers", 0, 5,
                 &n))
    set_->large_followers = int(n);
  if (map.Has("players") &&
      values.Int(map.Get("players"), map.Loc("players"), "players", 2, 8, &n))
    set_->max_players = int(n);
  if (map.Has("farmers"))
    values.Bool(map.Get("farmers"), map.Loc("farmers"), "farmers", &set_->farmers);
  if (map.Has("layout") &&
      values.String(map.Get("layout"), map.Loc("layout"), "layout", &set_->layout)) {
    set_->layout_loc = map.Loc("layout");
    set_->layout_file = file_;
    std::string form = NamedFileFormProblem("layout", set_->layout);
    if (!form.empty()) values.Error(set_->layout_loc, "layout", form);
  }
  if (map.Has("extends") && values.String(map.Get("extends"), map.Loc("extends"), "extends",
                                          &set_->extends, 1000)) {
    layer_->extends_loc = map.Loc("extends");
    if (set_->extends.empty())
      values.Error(map.Loc("extends"), "empty",
                   "extends must name a bundled set (e.g. base-c1) or a spec file");
  }
  ParseSetRiver(map, values);
  ParseSetLaps(map, values);
  for (const char* key : {"edition", "followers", "farmers", "layout", "start_tile", "laps",
                          "large_followers", "players"})
    if (map.Has(key)) layer_->given.insert(key);
}

void SpecParser::ParseSetLaps(MapReader<YamlNode>& map, ValueReader& values) {
  std::string laps;
  if (!map.Has("laps") || !values.String(map.Get("laps"), map.Loc("laps"), "laps", &laps)) return;
  if (laps == "tokens") set_->laps = LapMarking::Tokens;
  else if (laps == "lay-down") set_->laps = LapMarking::LayDown;
  else {
    std::string hint = Suggest(laps, {"tokens", "lay-down"});
    values.Error(map.Loc("laps"), "laps",
                 "laps '" + Abbreviate(laps) + "' must be tokens or lay-down" +
                     (hint.empty() ? "" : "; did you mean '" + hint + "'?"));
  }
}

void SpecParser::ParseSetRiver(MapReader<YamlNode>& map, ValueReader& values) {
  std::string deck;
  if (!map.Has("start_tile") ||
      !values.String(map.Get("start_tile"), map.Loc("start_tile"), "start_tile", &deck))
    return;
  set_->start_tile_loc = map.Loc("start_tile");
  if (deck == "with-base") set_->start_tile = StartTileDeck::WithBase;
  else if (deck == "with-river") set_->start_tile = StartTileDeck::WithRiver;
  else {
    std::string hint = Suggest(deck, {"with-base", "with-river"});
    values.Error(map.Loc("start_tile"), "start-tile",
                 "start_tile '" + Abbreviate(deck) + "' must be with-base or with-river" +
                     (hint.empty() ? "" : "; did you mean '" + hint + "'?"));
  }
}

/// The language, then the name and description, plain or per language.
void SpecParser::ParseSetTexts(MapReader<YamlNode>& map, ValueReader& values) {
  std::string language;
  if (map.Has("language") &&
      values.String(map.Get("language"), map.Loc("language"), "language", &language)) {
    if (IsLanguageCode(language)) set_->language = language;
    else values.Error(map.Loc("language"), "language",
                      "language '" + Abbreviate(language) + "' is not a language code (like en, ro or pt-BR)");
  }
  const std::string& lang = set_->language;
  if (map.Require("name") &&
      ReadLocalText(map.Get("name"), map.Loc("name"), "set name", lang, 200, values, &set_->names)) {
    set_->name = set_->names[lang];
    for (const auto& [code, text] : set_->names)
      if (text.find_first_not_of(" \t") == std::string::npos)
        values.Error(map.Loc("name"), "empty",
                     "set name" + (set_->names.size() > 1 ? " (" + code + ")" : std::string()) +
                         " is empty; it is printed on every sheet and the cover");
  }
  if (map.Has("description") &&
      ReadLocalText(map.Get("description"), map.Loc("description"), "description", lang, 4000,
                    values, &set_->descriptions))
    set_->description = set_->descriptions[lang];
}

void SpecParser::ParseTiles(const YamlNode& node, SourceLoc loc) {
  ValueReader values(file_, diags_);
  if (!values.Sequence(node, loc, "tiles")) return;
  if (node.size() == 0) values.Error(loc, "empty", "tiles must list at least one tile type");
  if (node.size() > size_t(kMaxTileTypes)) {
    values.Error(loc, "range", "a spec may declare at most " + std::to_string(kMaxTileTypes) +
                                   " tile types, got " + std::to_string(node.size()));
    return;
  }
  std::map<std::string, int> first_line;
  set_->tiles.reserve(node.size());
  for (const YamlNode& item : node) {
    if (!set_->extends.empty() && IsCountChange(item)) {
      CountChange change;
      if (!ParseCountChange(item, &change)) continue;
      auto [it, fresh] = first_line.emplace(change.id, change.loc.line);
      if (!fresh)
        diags_->Error(file_, change.loc, "duplicate-id",
                      "duplicate tile id '" + change.id + "' (first defined at line " +
                          std::to_string(it->second) + ")", change.id);
      else
        layer_->count_changes.push_back(change);
      continue;
    }
    TileType tile;
    long long before = diags_->Count();
    bool parsed = ParseTile(item, &tile);
    tile.load_errors = int(diags_->Count() - before);
    if (!parsed) continue;
    auto [it, fresh] = first_line.emplace(tile.id, tile.loc.line);
    if (!fresh) {
      diags_->Error(file_, tile.loc, "duplicate-id",
                    "duplicate tile id '" + tile.id + "' (first defined at line " +
                        std::to_string(it->second) + ")", tile.id);
      continue;
    }
    set_->tiles.push_back(std::move(tile));
  }
  long long deck = 0;
  for (const TileType& t : set_->tiles) deck += t.count;
  if (deck > kMaxTiles)
    values.Error(loc, "range", "the counts add up to " + std::to_string(deck) +
                                   " tiles; a set may have at most " + std::to_string(kMaxTiles));
}

bool SpecParser::ParseCountChange(const YamlNode& node, CountChange* change) {
  std::string id = Abbreviate(ScalarAt(node, "id"), 40);
  MapReader map(file_, node, LocOf(node), "tile " + id, kTileKeys, diags_, id);
  ValueReader values(file_, diags_, id);
  if (!values.String(map.Get("id"), map.Loc("id"), "tile id", &change->id, 32)) return false;
  change->loc = map.Loc("id");
  change->count_loc = map.Loc("count");
  long long count = 0;
  if (!values.Int(map.Get("count"), map.Loc("count"), "count", 0, kMaxCount, &count))
    return false;
  change->count = int(count);
  return true;
}

bool SpecParser::ParseTile(const YamlNode& node, TileType* tile) {
  SourceLoc loc = LocOf(node);
  // Only for messages: cut so that a huge id is not repeated in every one of them.
  std::string id = Abbreviate(ScalarAt(node, "id"), 40);
  MapReader map(file_, node, loc, id.empty() ? "tile" : "tile " + id, kTileKeys, diags_, id);
  if (!map.ok()) return false;
  ValueReader values(file_, diags_, id);
  tile->loc = loc;
  if (!map.Require("id") ||
      !values.String(map.Get("id"), map.Loc("id"), "tile id", &tile->id, 32))
    return false;
  if (tile->id.empty()) {
    values.Error(map.Loc("id"), "empty", "tile id must not be empty");
    return false;
  }
  tile->loc = map.Loc("id");
  tile->file = file_;
  ParseTileScalars(map, values, tile);
  ParseFeatures(map, values, id, tile);
  return true;
}

/// Edges and features, noting which parts load whole (TileType::loaded).
void SpecParser::ParseFeatures(MapReader<YamlNode>& map, ValueReader& values,
                               const std::string& id, TileType* tile) {
  TileType::Parts& whole = tile->loaded;
  whole.edges = map.Require("edges") && ParseEdges(map.Get("edges"), map.Loc("edges"), values, tile);
  if (map.Has("cities")) whole.cities = ParseCities(map.Get("cities"), map.Loc("cities"), id, tile);
  if (map.Has("roads")) whole.roads = ParseRoads(map.Get("roads"), map.Loc("roads"), id, tile);
  if (map.Has("rivers")) whole.rivers = ParseRivers(map.Get("rivers"), map.Loc("rivers"), id, tile);
  if (map.Has("fields")) {
    whole.fields = ParseFields(map.Get("fields"), map.Loc("fields"), values, tile);
  } else {
    tile->fields_derived = true;
    for (HalfSet f : DeriveFields(*tile)) tile->fields.push_back({f, 0, tile->loc});
  }
  // Fields between walls that touch no half-side cannot be written: always derived.
  if (whole.edges && whole.cities)
    for (CornerSet c : DeriveCornerFields(*tile)) tile->fields.push_back({0, c, tile->loc});
  MarkMisspelledParts(map.node(), &whole);
}

void SpecParser::ParseTileScalars(MapReader<YamlNode>& map, ValueReader& values, TileType* tile) {
  tile->language = set_->language;
  if (map.Has("name") && ReadLocalText(map.Get("name"), map.Loc("name"), "tile name",
                                       set_->language, 200, values, &tile->names))
    tile->name = tile->names[set_->language];
  long long count = 0;
  tile->count_loc = map.Loc("count");
  if (map.Require("count") &&
      values.Int(map.Get("count"), map.Loc("count"), "count", 1, kMaxCount, &count))
    tile->count = int(count);
  if (map.Has("start")) {
    tile->start_loc = map.Loc("start");
    values.Bool(map.Get("start"), map.Loc("start"), "start", &tile->start);
  }
  if (map.Has("monastery"))
    values.Bool(map.Get("monastery"), map.Loc("monastery"), "monastery", &tile->monastery);
  if (map.Has("art") && values.String(map.Get("art"), map.Loc("art"), "art", &tile->art, 1000)) {
    tile->art_loc = map.Loc("art");
    namespace fs = std::filesystem;
    fs::path art(tile->art);
    if (art.is_relative()) tile->art = (fs::path(file_).parent_path() / art).string();
  }
}

bool SpecParser::ParseEdges(const YamlNode& node, SourceLoc loc, ValueReader& values,
                            TileType* tile) {
  tile->edges_loc = loc;
  std::string code;
  if (!values.String(node, loc, "edges", &code)) return false;
  // Letters, not bytes: a non-ASCII letter is one (multi-byte) character.
  std::vector<std::string> letters;
  for (char c : code) {
    if (letters.empty() || (static_cast<unsigned char>(c) & 0xC0) != 0x80) letters.emplace_back();
    letters.back() += c;
  }
  bool ok = letters.size() == 4;
  size_t bad = letters.size() > 4 ? 4 : 0;
  for (size_t i = 0; ok && i < 4; ++i) {
    const std::string& c = letters[i];
    if (c == "C") tile->edges[i] = Terrain::City;
    else if (c == "R") tile->edges[i] = Terrain::Road;
    else if (c == "F") tile->edges[i] = Terrain::Field;
    else if (c == "W") tile->edges[i] = Terrain::Water;
    else { ok = false; bad = i; }
  }
  if (ok) return true;
  SourceLoc at{loc.line, loc.column + int(bad) + (node.Tag() == "!" ? 1 : 0)};
  std::string why = letters.size() != 4
                        ? "it has " + std::to_string(letters.size()) + " letters"
                        : "'" + letters[bad] + "' is not one of them";
  values.Error(at, "edges", "edges '" + Abbreviate(code) +
                                "' must be four letters from C (city), R (road), F (field), W (water: "
                                "a river) for N E S W; " + why);
  return false;
}

namespace {

/// "[N, E]" for text that names sides ("N", "N, E", "N E"); "" otherwise.
std::string SidesAsList(const std::string& text) {
  std::vector<std::string> names;
  std::string word;
  for (size_t i = 0; i <= text.size(); ++i) {
    char c = i < text.size() ? text[i] : ' ';
    if (c != ',' && c != ' ') {
      word += c;
      continue;
    }
    Side s;
    if (!word.empty() && !ParseSide(word, &s)) return "";
    if (!word.empty()) names.push_back(word);
    word.clear();
  }
  return names.empty() || names.size() > 4 ? "" : "[" + Join(names, ", ") + "]";
}

}  // namespace

bool SpecParser::ParseSides(const YamlNode& node, SourceLoc loc, const std::string& what,
                            ValueReader& values, SideSet* out) {
  if (node.IsScalar()) {  // `sides: N` or `sides: N, E`: show the list it means
    std::string list = SidesAsList(node.Scalar());
    values.Error(loc, "type", what + "'s sides must be a list, got " + NodeKind(node) +
                                  (list.empty() ? "" : "; write " + list));
    return false;
  }
  if (!values.Sequence(node, loc, what + "'s sides")) return false;
  bool ok = true;
  for (const YamlNode& item : node) {
    Side s;
    SourceLoc at = LocOf(item);
    if (!item.IsScalar() || !ParseSide(item.Scalar(), &s)) {
      values.Error(at, "side", NodeKind(item) + " is not a side; use N, E, S or W");
      ok = false;
    } else if (Has(*out, int(s))) {
      values.Error(at, "duplicate-side",
                   "side " + std::string(SideName(s)) + " is listed twice in " + what);
      ok = false;
    } else {
      *out |= Bit(s);
    }
  }
  if (ok && *out == 0) {
    values.Error(loc, "empty", what + " must list at least one side");
    ok = false;
  }
  return ok;
}

bool SpecParser::ParseCities(const YamlNode& node, SourceLoc loc, const std::string& tile_id,
                             TileType* tile) {
  ValueReader values(file_, diags_, tile_id);
  if (!values.Sequence(node, loc, "cities") || !AtMost(node, loc, kSides, "cities", values))
    return false;
  bool whole = true;
  for (const YamlNode& item : node) {
    SourceLoc at = LocOf(item);
    MapReader map(file_, item, at, "city", kCityKeys, diags_, tile_id);
    if (!map.ok()) {
      whole = false;
      continue;
    }
    City city;
    city.loc = at;
    bool ok = map.Require("sides") && ParseSides(map.Get("sides"), map.Loc("sides"), "a city",
                                                 values, &city.sides);
    long long shields = 0;
    if (map.Has("shields") &&
        values.Int(map.Get("shields"), map.Loc("shields"), "shields", 0, 4, &shields))
      city.shields = int(shields);
    ok &= ReadModifiers(map, Terrain::City, values, &city.modifiers);
    if (ok) tile->cities.push_back(city);
    whole &= ok;
  }
  return whole;
}

bool SpecParser::ParseRoads(const YamlNode& node, SourceLoc loc, const std::string& tile_id,
                            TileType* tile) {
  ValueReader values(file_, diags_, tile_id);
  if (!values.Sequence(node, loc, "roads") || !AtMost(node, loc, kSides, "roads", values))
    return false;
  bool whole = true;
  for (const YamlNode& item : node) {
    SourceLoc at = LocOf(item);
    MapReader map(file_, item, at, "road", kRoadKeys, diags_, tile_id);
    if (!map.ok()) {
      whole = false;
      continue;
    }
    Road road;
    road.loc = at;
    bool ok = map.Require("sides") &&
              ParseSides(map.Get("sides"), map.Loc("sides"), "a road", values, &road.sides);
    ParseRoadEnd(map, values, &road, &ok);
    if (map.Has("bridge"))
      ok &= values.Bool(map.Get("bridge"), map.Loc("bridge"), "bridge", &road.bridge);
    ok &= ReadModifiers(map, Terrain::Road, values, &road.modifiers);
    if (ok) tile->roads.push_back(road);
    whole &= ok;
  }
  return whole;
}

void SpecParser::ParseRoadEnd(MapReader<YamlNode>& map, ValueReader& values, Road* road,
                              bool* ok) {
  std::string end;
  if (!map.Has("end") || !values.String(map.Get("end"), map.Loc("end"), "road end", &end))
    return;
  if (end == "village") road->end = RoadEnd::Village;
  else if (end == "city") road->end = RoadEnd::City;
  else if (end == "monastery") road->end = RoadEnd::Monastery;
  else if (end == "river") road->end = RoadEnd::River;
  else {
    std::string hint = Suggest(end, {"village", "city", "monastery", "river"});
    values.Error(map.Loc("end"), "road-end",
                 "road end '" + Abbreviate(end) + "' must be village, city, monastery or river" +
                     (hint.empty() ? "" : "; did you mean '" + hint + "'?"));
    *ok = false;
  }
}

bool SpecParser::ParseRivers(const YamlNode& node, SourceLoc loc, const std::string& tile_id,
                             TileType* tile) {
  ValueReader values(file_, diags_, tile_id);
  if (!values.Sequence(node, loc, "rivers") || !AtMost(node, loc, kSides, "rivers", values))
    return false;
  bool whole = true;
  for (const YamlNode& item : node) {
    SourceLoc at = LocOf(item);
    MapReader map(file_, item, at, "river", kRiverKeys, diags_, tile_id);
    if (!map.ok()) {
      whole = false;
      continue;
    }
    River river;
    river.loc = at;
    bool ok = map.Require("sides") &&
              ParseSides(map.Get("sides"), map.Loc("sides"), "a river", values, &river.sides);
    std::string end;
    if (map.Has("end") && values.String(map.Get("end"), map.Loc("end"), "river end", &end)) {
      if (end == "spring") river.end = RiverEnd::Spring;
      else if (end == "lake") river.end = RiverEnd::Lake;
      else {
        std::string hint = Suggest(end, {"spring", "lake"});
        values.Error(map.Loc("end"), "river-end",
                     "river end '" + Abbreviate(end) + "' must be spring or lake" +
                         (hint.empty() ? "" : "; did you mean '" + hint + "'?"));
        ok = false;
      }
    }
    ModifierSet none = 0;
    ok &= ReadModifiers(map, Terrain::Water, values, &none);
    if (ok) tile->rivers.push_back(river);
    whole &= ok;
  }
  return whole;
}

bool SpecParser::ParseFields(const YamlNode& node, SourceLoc loc, ValueReader& values,
                             TileType* tile) {
  if (!values.Sequence(node, loc, "fields") || !AtMost(node, loc, kHalves, "fields", values))
    return false;
  bool whole = true;
  for (const YamlNode& item : node) {
    SourceLoc at = LocOf(item);
    if (!values.Sequence(item, at, "each field")) {
      whole = false;
      continue;
    }
    Field field;
    field.loc = at;
    for (const YamlNode& h : item) {
      Half half;
      if (!h.IsScalar() || !ParseHalf(h.Scalar(), &half)) {
        std::string hint = h.IsScalar() ? Suggest(h.Scalar(), {"Nw", "Ne", "En", "Es", "Se", "Sw",
                                                               "Ws", "Wn"})
                                        : "";
        values.Error(LocOf(h), "half-side",
                     NodeKind(h) + " is not a half-side; use Nw Ne En Es Se Sw Ws Wn" +
                         (hint.empty() ? "" : " (did you mean '" + hint + "'?)"));
        whole = false;
        continue;
      }
      if (field.halves & Bit(half)) {
        values.Error(LocOf(h), "duplicate-half",
                     std::string("half-side ") + HalfName(half) + " is listed twice in one field");
        continue;
      }
      field.halves |= Bit(half);
    }
    if (item.size() == 0) values.Error(at, "empty", "a field must list at least one half-side");
    if (field.halves) tile->fields.push_back(field);
  }
  return whole;
}

}  // namespace

namespace {

/// Why the parsed document `root` of a base is not a tile spec (no mapping
/// with `set` and `tiles`), or "" when it may be one.
std::string NotASpec(const YamlNode& root) {
  bool set = false, tiles = false;
  if (root.IsMap())
    for (const YamlItem& entry : root) {
      set |= entry.first.IsScalar() && entry.first.Scalar() == "set";
      tiles |= entry.first.IsScalar() && entry.first.Scalar() == "tiles";
    }
  return set && tiles ? "" : "is not a tile spec (it has no `set` and `tiles`)";
}

/// Parses one spec's own text into `set` and `layer`, without its base. The
/// text and its tree are freed on return, before any base is loaded, so a
/// chain holds one link's text at a time. A base (`not_spec` given) is first
/// parsed quietly: when it is not YAML or not a spec, `*not_spec` says so
/// and nothing of its contents is reported.
Status ParseLayer(const std::string& file, std::string content, TileSet* set, SpecLayer* layer,
                  Diagnostics* diags, const InputLimits& limits, std::string* not_spec) {
  set->path = file;
  set->id = std::filesystem::path(file).stem().string();
  set->sources = {file};
  YamlDocument doc;
  Diagnostics quiet;
  if (!ParseYaml(file, content, limits, &doc, not_spec ? &quiet : diags)) {
    if (not_spec) *not_spec = "is not a tile spec (not YAML text)";
    return Status::Diagnosed();
  }
  std::string().swap(content);  // the tree holds what is needed
  YamlNode root = doc.root();
  if (not_spec && !(*not_spec = NotASpec(root)).empty()) return Status::Diagnosed();
  if (!root.IsDefined() || root.IsNull()) {
    diags->Error(file, {}, "empty", "the file is empty; a tile spec needs `set` and `tiles`");
    return Status::Diagnosed();
  }
  long long before = diags->ErrorCount();
  SpecParser(file, set, layer, diags).Parse(root);
  return diags->ErrorCount() > before ? Status::Diagnosed() : Status::Ok();
}

/// Composes a parsed layer with its base, if it names one.
Status Compose(TileSet* set, const SpecLayer& layer, Status parsed, Diagnostics* diags,
               const InputLimits& limits, ExtendChain* chain) {
  if (set->extends.empty()) return parsed;
  Status extended = ExtendSet(set, layer, chain, diags, limits);
  if (extended.IsIo()) return extended;
  return parsed.ok() && extended.ok() ? Status::Ok() : Status::Diagnosed();
}

/// The chain entry for `path`: its canonical path and how messages name it.
std::pair<std::string, std::string> ChainEntry(const std::string& path) {
  std::error_code ec;
  std::filesystem::path canonical = std::filesystem::weakly_canonical(path, ec);
  return {ec ? path : canonical.string(), DisplayPath(path)};
}

}  // namespace

Status LoadChainedTileSet(const std::string& path, TileSet* set, Diagnostics* diags,
                          const InputLimits& limits, ExtendChain* chain, std::string* not_spec) {
  std::string content;
  Status read = ReadInputFile(path, limits, &content, diags);
  if (!read.ok()) return read.IsInvalid() ? Status::Diagnosed() : read;
  chain->push_back(ChainEntry(path));
  SpecLayer layer;
  Status parsed = ParseLayer(path, std::move(content), set, &layer, diags, limits, not_spec);
  Status loaded = not_spec && !not_spec->empty()
                      ? parsed
                      : Compose(set, layer, parsed, diags, limits, chain);
  chain->pop_back();
  return loaded;
}

Status LoadTileSetFromString(const std::string& file, const std::string& content, TileSet* set,
                             Diagnostics* diags, const InputLimits& limits) {
  ExtendChain chain{ChainEntry(file)};
  SpecLayer layer;
  Status parsed = ParseLayer(file, content, set, &layer, diags, limits, nullptr);
  return Compose(set, layer, parsed, diags, limits, &chain);
}

Status LoadTileSet(const std::string& path, TileSet* set, Diagnostics* diags,
                   const InputLimits& limits) {
  ExtendChain chain;
  try {
    return LoadChainedTileSet(path, set, diags, limits, &chain, nullptr);
  } catch (const std::bad_alloc&) {  // whichever link: the chain is given up as a whole
    *set = TileSet();  // an I/O-like failure: the message is the whole line, as ReadInputFile's
    return Status::Io("not enough memory to load this spec and the sets it extends").At(path);
  }
}

Status LoadValidTileSet(const std::string& path, TileSet* set, Diagnostics* diags) {
  Status loaded = LoadTileSet(path, set, diags);
  if (loaded.IsIo()) return loaded;
  Validate(*set, diags);
  return diags->HasErrors() ? Status::Diagnosed() : Status::Ok();
}

}  // namespace carc
