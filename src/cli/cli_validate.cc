// `carckit validate FILE... [--format text|json] [--strict]`
#include <iostream>

#include "base/data_dir.h"
#include "base/json.h"
#include "base/text_util.h"
#include "cli/cli.h"
#include "cli/options.h"
#include "spec/spec_loader.h"
#include "spec/validator.h"

namespace carc {

namespace {

struct ValidateArgs {
  std::vector<std::string> files;
  std::string format = "text";
  bool strict = false;
};

std::string Count(int n, const std::string& one, const std::string& many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

std::string SummaryText(const SetSummary& s) {
  return Count(s.tiles, "tile", "tiles") + ", " + Count(s.types, "type", "types") + ", " +
         Count(s.shields, "shield", "shields") + ", " +
         Count(s.monasteries, "monastery", "monasteries") + ", " +
         Count(s.city_segments, "city segment", "city segments") + ", " +
         Count(s.road_segments, "road segment", "road segments") + ", " +
         Count(s.field_segments, "field segment", "field segments") +
         (s.river_tiles ? ", " + Count(s.river_tiles, "river tile", "river tiles") : "") +
         (s.inns ? ", " + Count(s.inns, "inn", "inns") : "") +
         (s.cathedrals ? ", " + Count(s.cathedrals, "cathedral", "cathedrals") : "") +
         ", start " + (s.start.empty() ? "none" : Printable(s.start));
}

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

std::string ReportJson(const std::string& file, bool valid, const Diagnostics& diags,
                       const SetSummary& s) {
  JsonWriter json;
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
  return json.str();
}

/// Validates one file and reports it; returns its exit code.
int ValidateOne(const std::string& arg, const ValidateArgs& args) {
  std::string path;
  Status found = ResolveTileSet(arg, &path);
  TileSet set;
  Diagnostics diags;
  Status loaded = found.ok() ? LoadTileSet(path, &set, &diags) : found;
  if (loaded.IsIo()) {
    std::cerr << Printable(loaded.message()) << "\n";
    return 2;
  }
  Validate(set, &diags);
  bool valid = !diags.HasErrors() && !(args.strict && diags.WarningCount() > 0);
  SetSummary summary = Summarize(set);
  if (args.format == "json") {
    std::cout << ReportJson(path, valid, diags, summary) << "\n";
  } else {
    PrintDiagnostics(diags);
    if (valid) std::cout << Printable(path) << ": valid: " << SummaryText(summary) << "\n";
  }
  return valid ? 0 : 1;
}

}  // namespace

void SetupValidate(CLI::App& app) {
  auto args = std::make_shared<ValidateArgs>();
  CLI::App* cmd = app.add_subcommand("validate", "Check tile specs against the rules of the game");
  cmd->add_option("files", args->files, "Tile spec files, or bundled sets: " + Join(BundledSets(), ", "))
      ->required()
      ->type_name("TILESET");
  AddFormatOption(cmd, &args->format);
  cmd->add_flag("--strict", args->strict, "Treat warnings as errors (exit 1)");
  cmd->callback([args] {
    int worst = 0;
    for (const std::string& f : args->files) worst = std::max(worst, ValidateOne(f, *args));
    if (worst) throw CommandExit{worst, ""};
  });
}

}  // namespace carc
