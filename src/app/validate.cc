#include "app/validate.h"

#include "base/data_dir.h"
#include "spec/spec_loader.h"

namespace carc {

Status ValidateTileSet(const ValidateRequest& request, Diagnostics* diags, ValidateResult* result) {
  Status found = ResolveTileSet(request.tileset, &result->path);
  TileSet set;
  Status loaded = found.ok() ? LoadTileSet(result->path, &set, diags) : found;
  if (loaded.IsIo()) return loaded;
  Validate(set, diags);
  result->valid = !diags->HasErrors() && !(request.strict && diags->WarningCount() > 0);
  result->summary = Summarize(set);
  return result->valid ? Status::Ok() : Status::Invalid("");
}

}  // namespace carc
