// `carckit validate FILE... [--format text|json] [--strict]`
#include <algorithm>
#include <iostream>

#include "base/data_dir.h"
#include "base/json.h"
#include "base/output_file.h"
#include "base/text_util.h"
#include "cli/cli.h"
#include "cli/json_output.h"
#include "cli/options.h"
#include "spec/spec_loader.h"
#include "spec/validator.h"
#include "spec/yaml_reader.h"

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

/// One file's entry of the validate document.
void ReportJson(JsonWriter& json, const std::string& file, bool valid, const Diagnostics& diags,
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
      .Int("river_tiles", s.river_tiles);
  if (s.start.empty()) json.Null("start");
  else json.String("start", s.start);
  json.EndObject().EndObject();
}

/// The entry of a file that could not be read or found: one "io" error.
void UnreadJson(JsonWriter& json, const std::string& file, const std::string& message) {
  JsonError e = ParseErrorLine(message, "io");
  json.BeginObject().String("file", file).Bool("valid", false).BeginArray("errors").BeginObject();
  json.String("file", e.file.empty() ? file : e.file).Int("line", e.line).Int("column", e.column);
  json.String("tile", "").String("code", "io").String("message", e.message).EndObject().EndArray();
  json.BeginArray("warnings").EndArray().Int("error_count", 1).Int("warning_count", 0).Null("summary");
  json.EndObject();
}

/// Reads a spec from standard input (`validate -`), named "<stdin>" in
/// messages; relative paths in it (extends, art) start from the working folder.
Status LoadStandardInput(TileSet* set, Diagnostics* diags, std::string* path) {
  *path = "<stdin>";
  std::string content;
  Status read = ReadInputFile("/dev/stdin", InputLimits(), &content, diags);
  if (!read.ok()) return read.IsIo() ? Status::Io("<stdin>: error: cannot read standard input") : read;
  return LoadTileSetFromString(*path, content, set, diags);
}

/// Validates one file and reports it (as text, or its entry in `json`);
/// returns its exit code.
int ValidateOne(const std::string& arg, const ValidateArgs& args, JsonWriter& json) {
  std::string path;
  TileSet set;
  Diagnostics diags;
  Status loaded = arg == kStandardOutput ? LoadStandardInput(&set, &diags, &path) : ResolveTileSet(arg, &path);
  if (loaded.ok() && arg != kStandardOutput) loaded = LoadTileSet(path, &set, &diags);
  if (loaded.IsIo()) {
    if (args.format == "json") UnreadJson(json, arg, loaded.message());
    else std::cerr << Printable(loaded.message()) << "\n";
    return 2;
  }
  Validate(set, &diags);
  if (args.strict) diags.MakeWarningsErrors();
  bool valid = !diags.HasErrors();
  SetSummary summary = Summarize(set);
  if (args.format == "json") {
    ReportJson(json, path, valid, diags, summary);
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
    if (std::count(args->files.begin(), args->files.end(), kStandardOutput) > 1)
      throw CommandExit{2, "error: validate: '-' (standard input) may be given once"};
    // JSON: one document holding every file, in the order given.
    JsonWriter json;
    json.BeginObject().Int("format_version", kJsonFormatVersion).String("command", "validate");
    json.BeginArray("files");
    int worst = 0;
    for (const std::string& f : args->files) worst = std::max(worst, ValidateOne(f, *args, json));
    json.EndArray().Bool("valid", worst == 0).Int("exit_code", worst).EndObject();
    if (args->format == "json") {
      std::cout << json.str() << "\n";
      JsonRun::Printed();
    }
    if (worst) throw CommandExit{worst, ""};
  });
}

}  // namespace carc
