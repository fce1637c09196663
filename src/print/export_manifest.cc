#include "print/export_manifest.h"

#include "base/json.h"
#include "print/reference_sheet.h"

namespace carc {

namespace {

void Sides(JsonWriter& json, SideSet sides) {
  json.BeginArray("sides");
  for (int s = 0; s < kSides; ++s)
    if (Has(sides, s)) json.StringValue(SideName(Side(s)));
  json.EndArray();
}

void Features(JsonWriter& json, const TileType& t) {
  json.BeginObject("features").Bool("monastery", t.monastery);
  json.BeginArray("cities");
  for (const City& c : t.cities) {
    json.BeginObject();
    Sides(json, c.sides);
    json.Int("shields", c.shields).EndObject();
  }
  json.EndArray().BeginArray("roads");
  for (const Road& r : t.roads) {
    json.BeginObject();
    Sides(json, r.sides);
    if (r.end == RoadEnd::None) json.Null("end");
    else json.String("end", RoadEndName(r.end));
    if (r.bridge) json.Bool("bridge", true);
    json.EndObject();
  }
  json.EndArray();
  if (!t.rivers.empty()) {  // only river tiles: other sets' manifests stay as they were
    json.BeginArray("rivers");
    for (const River& r : t.rivers) {
      json.BeginObject();
      Sides(json, r.sides);
      if (r.end == RiverEnd::None) json.Null("end");
      else json.String("end", RiverEndName(r.end));
      json.EndObject();
    }
    json.EndArray();
  }
  json.BeginArray("fields");
  for (const Field& f : t.fields) {
    json.BeginArray();
    for (int h = 0; h < kHalves; ++h)
      if (f.halves >> h & 1) json.StringValue(HalfName(Half(h)));
    json.EndArray();
  }
  json.EndArray().EndObject();
}

/// `{"file": ..., "pixels": [w, h], "size_mm": [w, h]}`; pixels null for vector files.
void File(JsonWriter& json, const std::string& key, const ExportedFile& f) {
  json.BeginObject(key).String("file", f.name);
  if (f.width_px > 0) json.BeginArray("pixels").IntValue(f.width_px).IntValue(f.height_px).EndArray();
  else json.Null("pixels");
  json.BeginArray("size_mm").DoubleValue(f.size.w.v).DoubleValue(f.size.h.v).EndArray().EndObject();
}

void Files(JsonWriter& json, const std::string& key, const std::vector<ExportedFile>& files) {
  json.BeginArray(key);
  for (const ExportedFile& f : files) File(json, "", f);
  json.EndArray();
}

/// Where each card of type `type` lies on the sheets: file and 0-based index.
void Cards(JsonWriter& json, const ExportResult& result, int type) {
  json.BeginArray("cards");
  for (const ExportedSheet& s : result.sheets)
    for (size_t i = 0; i < s.types.size(); ++i)
      if (s.types[i] == type) json.BeginObject().String("sheet", s.face.name).Int("index", (long long)i).EndObject();
  json.EndArray();
}

void Tiles(JsonWriter& json, const TileSet& set, const ExportResult& result) {
  json.BeginArray("tiles");
  for (size_t t = 0; t < set.tiles.size(); ++t) {
    const TileType& tile = set.tiles[t];
    json.BeginObject()
        .String("id", tile.id)
        .String("name", tile.name)
        .Int("count", tile.count)
        .String("edges", tile.EdgeCode())
        .Bool("start", tile.start);
    Features(json, tile);
    json.String("summary", FeatureSummary(tile));
    if (result.sheets.empty()) {
      const ExportedTile& files = result.tiles[t];
      Files(json, "files", files.fronts);
      if (!files.backs.empty()) Files(json, "backs", files.backs);
    } else {
      Cards(json, result, int(t));
    }
    json.EndObject();
  }
  json.EndArray();
}

/// What Tabletop Simulator's "Custom Deck" dialog asks, for one sheet.
void TtsDialog(JsonWriter& json, const ExportedSheet& s, const ExportResult& result) {
  bool unique = !s.back.name.empty();
  const std::string& shared = s.hidden_back == TileBack::River ? result.river_back.name : result.back.name;
  json.BeginObject("tts")
      .String("type", "Rectangle")  // square corners: TTS's default rounds them off
      .String("face", s.face.name)
      .String("back", unique ? s.back.name : shared)
      .Bool("unique_backs", unique)
      .Int("width", s.grid.columns)
      .Int("height", s.grid.rows)
      .Int("number", s.grid.cards)
      .Bool("sideways", false)
      .Bool("back_is_hidden", false)
      .EndObject();
}

void Sheets(JsonWriter& json, const TileSet& set, const ExportOptions& o, const ExportResult& result) {
  json.BeginArray("sheets");
  for (const ExportedSheet& s : result.sheets) {
    json.BeginObject().String("kind", o.sheet == SheetKind::Tts ? "tts" : "grid").String("deck", s.deck);
    File(json, "face", s.face);
    if (s.back.name.empty()) json.Null("back");
    else File(json, "back", s.back);
    json.Int("columns", s.grid.columns).Int("rows", s.grid.rows).Int("cell_pixels", s.grid.cell);
    json.Int("cards", s.grid.cards);
    if (s.grid.hidden_cell) json.Int("hidden_index", s.grid.columns * s.grid.rows - 1);
    else json.Null("hidden_index");
    if (s.start_card >= 0) json.Int("start_index", s.start_card);
    else json.Null("start_index");
    json.BeginArray("cells");
    for (int type : s.types) json.StringValue(set.tiles[size_t(type)].id);
    json.EndArray();
    if (o.sheet == SheetKind::Tts) TtsDialog(json, s, result);
    json.EndObject();
  }
  json.EndArray();
}

}  // namespace

std::string ExportManifest(const TileSet& set, const ExportOptions& o, const ExportResult& result) {
  JsonWriter json;
  json.BeginObject()
      .String("set", set.id)
      .String("name", set.name)
      .String("format", ExportFormatName(o.format))
      .Double("tile_mm", o.tile.v)
      .Double("bleed_mm", o.sheet == SheetKind::None ? o.bleed.v : 0);
  if (o.format == ExportFormat::Png) json.Double("dpi", o.dpi);
  else json.Null("dpi");
  json.Int("tile_count", set.TileCount());
  Tiles(json, set, result);
  json.BeginObject("backs");
  File(json, "back", result.back);
  if (result.start_back.name.empty()) json.Null("start_back");
  else File(json, "start_back", result.start_back);
  if (result.river_back.name.empty()) json.Null("river_back");
  else File(json, "river_back", result.river_back);
  json.EndObject();
  Sheets(json, set, o, result);
  json.EndObject();
  return IndentJson(json.str()) + "\n";
}

}  // namespace carc
