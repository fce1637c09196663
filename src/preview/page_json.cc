#include "preview/page_json.h"

#include "base/json.h"
#include "play/play_figures.h"
#include "preview/tile_detail.h"

namespace carc {

namespace {

/// The index of the pictured tile a diagnostic is about, or -1.
long long TileIndexOf(const PreviewSnapshot& s, const Diagnostic& d) {
  if (d.tile.empty()) return -1;
  for (size_t i = 0; i < s.tiles.size(); ++i)
    if (s.tiles[i].id == d.tile) return (long long)i;
  return -1;
}

void WriteDiagnostics(JsonWriter& json, const PreviewSnapshot& s) {
  json.BeginArray("diagnostics");
  for (const Diagnostic& d : s.diagnostics) {
    json.BeginObject()
        .String("file", d.file)
        .Int("line", d.line)
        .Int("column", d.column)
        .String("severity", d.severity == Severity::Error ? "error" : "warning")
        .String("tile", d.tile)
        .Int("tile_index", TileIndexOf(s, d))
        .String("code", d.code)
        .String("message", d.message)
        .String("text", d.Format())
        .EndObject();
  }
  json.EndArray();
}

void WriteSummary(JsonWriter& json, const SetSummary& m) {
  json.BeginObject("summary")
      .Int("tiles", m.tiles)
      .Int("types", m.types)
      .Int("shields", m.shields)
      .Int("monasteries", m.monasteries)
      .Int("city_segments", m.city_segments)
      .Int("road_segments", m.road_segments)
      .Int("field_segments", m.field_segments)
      .Int("river_tiles", m.river_tiles)
      .String("start", m.start)
      .EndObject();
}

void WriteTiles(JsonWriter& json, const PreviewSnapshot& s) {
  json.BeginArray("tiles");
  for (size_t i = 0; i < s.tiles.size(); ++i) {
    const PreviewTile& t = s.tiles[i];
    json.BeginObject()
        .Int("index", (long long)i)
        .String("id", t.id)
        .String("name", t.name)
        .String("edges", t.edges)
        .Int("count", t.count)
        .Bool("start", t.start)
        .Bool("new", t.is_new)
        .String("file", t.file)
        .Int("line", t.line)
        .String("front", PictureUrl(s, i, false))
        .EndObject();
  }
  json.EndArray();
}

/// One type's figures in the run: its draws, set-aside share and legal
/// placements a draw, each with its 95% interval as simulate gives it (each
/// game one unit); a type never drawn has the share's whole range, 0 to 1,
/// and no placements interval (null).
void WriteTypeFigures(JsonWriter& json, const SimulationResult& run, size_t index) {
  const TypeTotals& t = run.totals.types[index];
  TypeFigures f = FiguresOf(t, run.totals.games);
  json.String("id", run.type_ids[index])
      .Int("drawn", t.drawn)
      .Double("drawn_per_game", f.drawn)
      .Int("set_aside", t.set_aside)
      .Double("set_aside_share", f.set_aside)
      .Double("set_aside_low", f.aside.ci.known ? f.aside.ci.low : 0)
      .Double("set_aside_high", f.aside.ci.known ? f.aside.ci.high : 1)
      .Double("placements", f.placements);
  if (f.placements_ci.known)
    json.Double("placements_low", f.placements_ci.low).Double("placements_high", f.placements_ci.high);
  else
    json.Null("placements_low").Null("placements_high");
}

void WriteFigures(JsonWriter& json, const SimulationResult& run, size_t index) {
  json.BeginObject("figures")
      .Int("games", run.totals.games)
      .Int("players", run.options.players)
      .Int("seed", (long long)run.options.seed)
      .String("ai", "random");
  WriteTypeFigures(json, run, index);
  json.BeginArray("types");
  for (size_t i = 0; i < run.totals.types.size(); ++i) {
    json.BeginObject();
    WriteTypeFigures(json, run, i);
    json.EndObject();
  }
  json.EndArray().EndObject();
}

}  // namespace

std::string PictureUrl(const PreviewSnapshot& s, size_t index, bool back) {
  return std::string(back ? "/back/" : "/tile/") + std::to_string(s.tiles[index].drawn) + "/" +
         std::to_string(index) + ".svg";
}

std::string StateJson(const PreviewSnapshot& s) {
  JsonWriter json;
  json.BeginObject()
      .Int("generation", s.generation)
      .String("state", SnapshotStateName(s.state))
      .String("problem", s.problem)
      .Bool("stale", s.stale())
      .Int("pictures_generation", s.pictures_generation)
      .Int("error_count", s.error_count)
      .Int("warning_count", s.warning_count)
      .String("set_id", s.set_id)
      .String("set_name", s.set_name)
      .String("extends", s.extends);
  WriteDiagnostics(json, s);
  WriteSummary(json, s.summary);
  WriteTiles(json, s);
  json.BeginArray("watched");
  for (const std::string& w : s.watched) json.StringValue(w);
  json.EndArray();
  json.EndObject();
  return json.str();
}

std::string DetailJson(const PreviewSnapshot& s, size_t index, const SimulationResult* run) {
  const PreviewTile& t = s.tiles[index];
  JsonWriter json;
  json.BeginObject()
      .Int("index", (long long)index)
      .Int("pictures_generation", s.pictures_generation)
      .String("id", t.id)
      .String("name", t.name)
      .String("edges", t.edges)
      .Int("count", t.count)
      .String("front", PictureUrl(s, index, false))
      .String("back", PictureUrl(s, index, true));
  json.BeginArray("segments");
  for (const SegmentOutline& o : OutlineSegments(s.set->tiles[index])) {
    json.BeginObject()
        .String("kind", o.kind)
        .String("label", o.label)
        .String("describe", o.describe)
        .String("path", o.path)
        .Double("x", o.x)
        .Double("y", o.y)
        .Int("shields", o.shields)
        .EndObject();
  }
  json.EndArray();
  if (run && index < run->totals.types.size()) WriteFigures(json, *run, index);
  else json.Null("figures");
  json.EndObject();
  return json.str();
}

}  // namespace carc
