#include "app/tile_ids.h"

#include "base/data_dir.h"
#include "spec/spec_loader.h"

namespace carc {

Status TileIds(const std::string& tileset, std::vector<std::string>* ids) {
  std::string path;
  Status found = ResolveTileSet(tileset, &path);
  if (!found.ok()) return found;
  TileSet set;
  Diagnostics diags;  // not reported: the ids are for completion
  Status loaded = LoadTileSet(path, &set, &diags);
  if (loaded.IsIo()) return loaded;
  for (const TileType& t : set.tiles) ids->push_back(t.id);
  return Status::Ok();
}

}  // namespace carc
