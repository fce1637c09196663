#include "app/validate.h"

#include "base/data_dir.h"
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

}  // namespace carc
