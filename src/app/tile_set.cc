#include "app/tile_set.h"

#include "base/data_dir.h"
#include "kit/kit_section.h"
#include "print/set_glyphs.h"
#include "spec/set_extends.h"
#include "spec/spec_loader.h"

namespace carc {

Status LoadSet(const SetRequest& request, Diagnostics* diags, TileSet* set) {
  std::string path;
  Status found = ResolveTileSet(request.tileset, &path);
  if (!found.ok()) return found;
  Status status = LoadValidTileSet(path, set, diags);
  if (status.IsInvalid()) return Status::Diagnosed();
  if (!status.ok()) return status;
  if (request.draws_text) {
    CheckSetGlyphs(*set, kKitFont, diags);  // pages print these texts
    if (diags->HasErrors()) return Status::Diagnosed();
  }
  return request.only_new ? NarrowToNewTiles(diags, set) : Status::Ok();
}

Status NarrowToNewTiles(Diagnostics* diags, TileSet* set) {
  if (set->extends.empty())
    return Status::Usage("--only-new prints the tiles a set adds to the set it extends, but " +
                         DisplayPath(set->path) + " extends no set (no `extends` in its `set`)");
  *set = OnlyNewTiles(*set);
  if (set->tiles.empty())  // nothing to print: the spec only changes counts
    return Status::Invalid("--only-new prints the tile types the set adds to " + set->extends +
                           ", and it adds none (its entries only change counts)")
        .At(DisplayPath(set->path), set->set_loc);
  return Status::Ok();
}

std::string DefaultOutput(const std::string& stem, const std::string& part,
                          const std::string& lang, const std::string& ext) {
  return "out/" + stem + "-" + part + (lang.empty() ? "" : "-" + lang) + "." + ext;
}

std::string OutputStem(const TileSet& set) { return set.id + (set.only_new ? "-new" : ""); }

}  // namespace carc
