#include "preview/snapshot.h"

#include <sys/stat.h>

#include <algorithm>
#include <map>

#include "art/tile_back.h"
#include "art/tile_image.h"
#include "preview/svg_picture.h"
#include "spec/spec_loader.h"

namespace carc {

namespace {

void AddWatched(std::vector<std::string>* watched, const std::string& path) {
  if (!path.empty() && std::find(watched->begin(), watched->end(), path) == watched->end())
    watched->push_back(path);
}

/// The spec, its bases and its art; those of `last` too when reading stopped short.
std::vector<std::string> WatchedFiles(const std::string& path, const TileSet& set, bool whole,
                                      const PreviewSnapshot* last) {
  std::vector<std::string> watched{path};
  for (const std::string& s : set.sources) AddWatched(&watched, s);
  for (const TileType& t : set.tiles) AddWatched(&watched, t.art);
  if (!whole && last)
    for (const std::string& s : last->watched) AddWatched(&watched, s);
  return watched;
}

/// The pictures of `last` by their PictureKey.
std::map<std::string, const PreviewTile*> PicturesOf(const PreviewSnapshot* last) {
  std::map<std::string, const PreviewTile*> by_look;
  if (last)
    for (const PreviewTile& t : last->tiles) by_look[t.look] = &t;
  return by_look;
}

std::vector<PreviewTile> DrawTiles(const TileSet& set, const Theme& theme, const TileImages& images,
                                   long long generation, const PreviewSnapshot* last) {
  std::vector<PreviewTile> tiles;
  std::map<std::string, const PreviewTile*> before = PicturesOf(last);
  std::map<TileBack, std::string> backs;  // a set has at most three designs: each drawn once
  for (const TileType& t : set.tiles) {
    PreviewTile p;
    p.id = t.id;
    p.name = t.name;
    p.edges = t.EdgeCode();
    p.count = t.count;
    p.start = t.start;
    p.is_new = !set.extends.empty() && !t.inherited;
    p.file = t.file;
    p.line = t.loc.line;
    p.look = PictureKey(set, t);
    auto kept = before.find(p.look);
    if (kept != before.end()) {
      p.front_svg = kept->second->front_svg;
      p.back_svg = kept->second->back_svg;
      p.drawn = kept->second->drawn;
      tiles.push_back(std::move(p));
      continue;
    }
    auto image = images.find(t.id);
    p.front_svg = TileFrontSvg(t, theme, image == images.end() ? nullptr : image->second.get());
    TileBack back = BackOf(set, t, 0);
    auto drawn = backs.find(back);
    if (drawn == backs.end()) drawn = backs.emplace(back, TileBackSvg(back, theme)).first;
    p.back_svg = drawn->second;
    p.drawn = generation;
    tiles.push_back(std::move(p));
  }
  return tiles;
}

/// Takes the pictures of `last`, or leaves none.
void KeepPictures(const PreviewSnapshot* last, PreviewSnapshot* s) {
  if (!last) return;
  s->pictures_generation = last->pictures_generation;
  s->set_id = last->set_id;
  s->set_name = last->set_name;
  s->extends = last->extends;
  s->tiles = last->tiles;
  s->summary = last->summary;
  s->set = last->set;
}

}  // namespace

std::string PictureKey(const TileSet& set, const TileType& t) {
  std::string key = t.id + '\n' + t.EdgeCode() + (t.monastery ? " monastery" : "");
  for (const City& c : t.cities) key += " C" + std::to_string(c.sides) + "/" + std::to_string(c.shields);
  for (const Road& r : t.roads)
    key += " R" + std::to_string(r.sides) + "/" + std::to_string(int(r.end)) + (r.bridge ? "b" : "");
  for (const River& r : t.rivers) key += " W" + std::to_string(r.sides) + "/" + std::to_string(int(r.end));
  for (const Field& f : t.fields) key += " F" + std::to_string(f.halves);
  key += " back" + std::to_string(int(BackOf(set, t, 0)));
  if (!t.art.empty()) {
    struct stat st {};
    key += '\n' + t.art;
    if (stat(t.art.c_str(), &st) == 0)
      key += " " + std::to_string(st.st_size) + " " + std::to_string(st.st_mtim.tv_sec) + "." +
             std::to_string(st.st_mtim.tv_nsec);
  }
  return key;
}

const char* SnapshotStateName(SnapshotState state) {
  switch (state) {
    case SnapshotState::Ok: return "ok";
    case SnapshotState::Invalid: return "invalid";
    case SnapshotState::Unreadable: return "unreadable";
  }
  return "";
}

PreviewSnapshot BuildSnapshot(const std::string& path, const Theme& theme, long long generation,
                              const PreviewSnapshot* last) {
  PreviewSnapshot s;
  s.generation = generation;
  auto set = std::make_shared<TileSet>();
  Diagnostics diags;
  Status loaded = LoadTileSet(path, set.get(), &diags);
  if (loaded.IsIo()) {
    s.state = SnapshotState::Unreadable;
    s.problem = loaded.ToString();
  } else {
    Validate(*set, &diags);
    s.state = diags.HasErrors() ? SnapshotState::Invalid : SnapshotState::Ok;
  }
  s.diagnostics = diags.Sorted();
  s.error_count = diags.ErrorCount();
  s.warning_count = diags.WarningCount();
  s.watched = WatchedFiles(path, *set, s.state != SnapshotState::Unreadable, last);
  TileImages images;
  if (s.state == SnapshotState::Ok) {
    Status art = LoadTileImages(*set, &images);
    if (!art.ok()) {
      s.state = SnapshotState::Invalid;
      s.problem = art.ToString();
    }
  }
  if (s.state != SnapshotState::Ok) {
    KeepPictures(last, &s);
    return s;
  }
  s.pictures_generation = generation;
  s.set_id = set->id;
  s.set_name = set->name;
  s.extends = set->extends;
  s.tiles = DrawTiles(*set, theme, images, generation, last);
  s.summary = Summarize(*set);
  s.set = set;
  return s;
}

}  // namespace carc
