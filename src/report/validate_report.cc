#include "report/validate_report.h"

#include "base/json.h"
#include "base/json_version.h"
#include "base/text_util.h"

namespace carc {

namespace {

void WriteDiagnostics(JsonWriter& json, const char* key, const Diagnostics& diags,
                      Severity severity) {
  json.BeginArray(key);
  for (const Diagnostic& d : diags.Sorted()) {
    if (d.severity != severity) continue;
    json.BeginObject()
        .String("file", d.file)
        .Int("line", d.line)
        .Int("column", d.column)
        .String("tile", d.tile)
        .String("code", d.code)
        .String("message", d.message)
        .EndObject();
  }
  json.EndArray();
}

}  // namespace

std::string SetSummaryText(const SetSummary& s) {
  return CountOf(s.tiles, "tile", "tiles") + ", " + CountOf(s.types, "type", "types") + ", " +
         CountOf(s.shields, "shield", "shields") + ", " +
         CountOf(s.monasteries, "monastery", "monasteries") + ", " +
         CountOf(s.city_segments, "city segment", "city segments") + ", " +
         CountOf(s.road_segments, "road segment", "road segments") + ", " +
         CountOf(s.field_segments, "field segment", "field segments") +
         (s.river_tiles ? ", " + CountOf(s.river_tiles, "river tile", "river tiles") : "") +
         (s.inns ? ", " + CountOf(s.inns, "inn", "inns") : "") +
         (s.cathedrals ? ", " + CountOf(s.cathedrals, "cathedral", "cathedrals") : "") +
         ", start " + (s.start.empty() ? "none" : Printable(s.start));
}

std::string ValidText(const std::string& path, const SetSummary& summary) {
  return Printable(path) + ": valid: " + SetSummaryText(summary) + "\n";
}

void WriteValidateEntry(JsonWriter& json, const std::string& file, bool valid, const Diagnostics& diags,
                        const SetSummary& s) {
  json.BeginObject().String("file", file).Bool("valid", valid);
  WriteDiagnostics(json, "errors", diags, Severity::Error);
  WriteDiagnostics(json, "warnings", diags, Severity::Warning);
  // The lists hold the first Diagnostics::kListedPerFile; these count them all.
  json.Int("error_count", diags.ErrorCount()).Int("warning_count", diags.WarningCount());
  json.BeginObject("summary")
      .Int("tiles", s.tiles)
      .Int("types", s.types)
      .Int("shields", s.shields)
      .Int("monasteries", s.monasteries)
      .Int("city_segments", s.city_segments)
      .Int("road_segments", s.road_segments)
      .Int("field_segments", s.field_segments)
      .Int("river_tiles", s.river_tiles)
      .Int("inns", s.inns)
      .Int("cathedrals", s.cathedrals);
  if (s.start.empty()) json.Null("start");
  else json.String("start", s.start);
  json.EndObject().EndObject();
}

void WriteUnreadEntry(JsonWriter& json, const std::string& file, const Status& status) {
  std::string where = status.path().empty() ? file : status.path();
  const std::string& text = status.message();
  json.BeginObject().String("file", file).Bool("valid", false).BeginArray("errors");
  json.BeginObject().String("file", where).Int("line", 0).Int("column", 0).String("tile", "");
  json.String("code", "io").String("message", text).EndObject().EndArray();
  json.BeginArray("warnings").EndArray().Int("error_count", 1).Int("warning_count", 0).Null("summary");
  json.EndObject();
}

void BeginValidateDocument(JsonWriter& json) {
  json.BeginObject().Int("format_version", kJsonFormatVersion).String("command", "validate");
  json.BeginArray("files");
}

void EndValidateDocument(JsonWriter& json, int exit_code) {
  json.EndArray().Bool("valid", exit_code == 0).Int("exit_code", exit_code).EndObject();
}

}  // namespace carc
