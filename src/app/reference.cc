#include "app/reference.h"

#include "app/tile_set.h"
#include "art/theme.h"
#include "base/text_util.h"
#include "print/reference_sheet.h"

namespace carc {

Status DrawReference(const ReferenceRequest& r, Diagnostics* diags, WrittenFile* written) {
  TileSet set;
  Status status = LoadSet({r.tileset, true, false}, diags, &set);
  if (!status.ok()) return status;
  diags->NextStep();
  Theme theme;
  status = LoadTheme(r.theme, &theme, diags);
  if (!status.ok()) return status;
  written->path = r.output.empty() ? DefaultOutput(set.id, "reference") : r.output;
  status = WriteReference(written->path, set, theme, r.paper, set.sources, &written->pages);
  if (!status.ok()) return status;
  written->details = CountOf(int(set.tiles.size()), "tile type", "tile types");
  return Status::Ok();
}

}  // namespace carc
