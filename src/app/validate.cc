#include "app/validate.h"

#include <algorithm>

#include "base/data_dir.h"
#include "base/json.h"
#include "report/validate_report.h"
#include "spec/spec_loader.h"
#include "spec/yaml_reader.h"

namespace carc {

namespace {

/// Loads a spec from standard input, named "<stdin>" in messages; relative
/// paths in it (extends, art) start from the working folder.
Status LoadStandardInput(TileSet* set, Diagnostics* diags) {
  std::string content;
  Status read = ReadInputFile("/dev/stdin", InputLimits(), &content, diags);
  if (read.IsIo()) return Status::Io("cannot read standard input").At(kStandardInputName);
  if (!read.ok()) return read;
  return LoadTileSetFromString(kStandardInputName, content, set, diags);
}

}  // namespace

Status ValidateTileSet(const ValidateRequest& request, Diagnostics* diags, ValidateResult* result) {
  TileSet set;
  Status loaded = Status::Ok();
  if (request.tileset == "-") {
    result->path = kStandardInputName;
    loaded = LoadStandardInput(&set, diags);
  } else {
    loaded = ResolveTileSet(request.tileset, &result->path);
    if (loaded.ok()) loaded = LoadTileSet(result->path, &set, diags);
  }
  if (loaded.IsIo()) return loaded;
  Validate(set, diags);
  // --strict: the warnings that fail the set are reported as errors.
  if (request.strict) diags->MakeWarningsErrors();
  result->valid = !diags->HasErrors();
  result->summary = Summarize(set);
  return result->valid ? Status::Ok() : Status::Diagnosed();
}

Status ValidateTileSets(const ValidateFilesRequest& request, ValidateRun* run) {
  if (std::count(request.files.begin(), request.files.end(), "-") > 1)
    return Status::Usage("validate: '-' (standard input) may be given once");
  bool json_format = request.format == "json";
  JsonWriter json;  // one document holding every file, in the order given
  BeginValidateDocument(json);
  for (const std::string& arg : request.files) {
    ValidatedFile& file = run->files.emplace_back();
    ValidateResult result;
    file.status = ValidateTileSet({arg, request.strict}, &file.diags, &result);
    int code = file.status.IsIo() ? 2 : result.valid ? 0 : 1;
    run->exit_code = std::max(run->exit_code, code);
    if (file.status.IsIo()) {
      if (json_format) WriteUnreadEntry(json, arg, file.status);
    } else if (json_format) {
      WriteValidateEntry(json, result.path, result.valid, file.diags, result.summary);
    } else if (result.valid) {
      file.text = ValidText(result.path, result.summary);
    }
  }
  EndValidateDocument(json, run->exit_code);
  if (json_format) run->json = json.str();
  return Status::Ok();
}

}  // namespace carc
