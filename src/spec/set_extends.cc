#include "spec/set_extends.h"

#include <algorithm>
#include <filesystem>
#include <map>

#include "base/data_dir.h"
#include "base/text_util.h"
#include "spec/spec_loader.h"
#include "spec/yaml_reader.h"

namespace carc {

namespace fs = std::filesystem;

namespace {

bool EndsWith(const std::string& s, const std::string& tail) {
  return s.size() >= tail.size() && s.compare(s.size() - tail.size(), tail.size(), tail) == 0;
}

std::string Canonical(const std::string& path) {
  std::error_code ec;
  fs::path p = fs::weakly_canonical(path, ec);
  return ec ? fs::path(path).lexically_normal().string() : p.string();
}

/// "a.yaml extends b.yaml, which extends a.yaml".
std::string CycleText(const ExtendChain& chain, size_t from, const std::string& back_to) {
  std::string text = chain[from].second;
  for (size_t i = from + 1; i < chain.size(); ++i)
    text += (i == from + 1 ? " extends " : ", which extends ") + chain[i].second;
  return text + (from + 1 == chain.size() ? " extends " : ", which extends ") + back_to;
}

std::string Where(const TileType& t) {
  return DisplayPath(t.file) + ":" + std::to_string(t.loc.line) + ":" + std::to_string(t.loc.column);
}

/// Composes the base's tiles (with the count changes) and the spec's own.
class Composer {
 public:
  Composer(TileSet* set, const TileSet& base, Diagnostics* diags)
      : set_(set), base_(base), diags_(diags) {}

  void Run(const SpecLayer& layer) {
    for (const TileType& t : base_.tiles) {
      index_[t.id] = tiles_.size();
      tiles_.push_back(t);
      tiles_.back().inherited = true;
      tiles_.back().base_count = t.count;
    }
    for (const CountChange& c : layer.count_changes) Apply(c);
    std::vector<TileType> own = std::move(set_->tiles);
    for (TileType& t : own) Add(std::move(t));
    tiles_.erase(std::remove_if(tiles_.begin(), tiles_.end(),
                                [](const TileType& t) { return t.inherited && t.count == 0; }),
                 tiles_.end());
    set_->tiles = std::move(tiles_);
  }

 private:
  void Apply(const CountChange& c) {
    auto it = index_.find(c.id);
    if (it != index_.end()) {
      tiles_[it->second].count = c.count;
      return;
    }
    if (base_.incomplete) return;  // the type may be in the base's own base, which failed
    std::vector<std::string> ids;
    for (const TileType& t : base_.tiles) ids.push_back(t.id);
    std::string hint = Suggest(c.id, ids);
    diags_->Error(set_->path, c.loc, "count-change",
                  "tile '" + Abbreviate(c.id) + "' is not in " + BaseName() +
                      ", the set this one extends, so it has no count to change" +
                      (hint.empty() ? "" : " (did you mean '" + hint + "'?)") +
                      "; a new tile type needs `edges`",
                  c.id);
  }

  void Add(TileType t) {
    auto it = index_.find(t.id);
    if (it == index_.end()) {
      tiles_.push_back(std::move(t));
      return;
    }
    const TileType& first = tiles_[it->second];
    diags_->Error(set_->path, t.loc, "duplicate-id",
                  "tile id '" + t.id + "' is taken: " + Where(first) +
                      " defines it in the set this one extends; to change that type's count "
                      "write only `id` and `count`, else choose another id",
                  t.id);
  }

  std::string BaseName() const { return DisplayPath(base_.path); }

  TileSet* set_;
  const TileSet& base_;
  Diagnostics* diags_;
  std::vector<TileType> tiles_;
  std::map<std::string, size_t> index_;
};

/// Set keys the spec did not give itself come from its base.
void Inherit(TileSet* set, const TileSet& base, const SpecLayer& layer) {
  auto missing = [&](const char* key) { return layer.given.count(key) == 0; };
  if (missing("edition")) set->edition = base.edition;
  if (missing("followers")) set->followers = base.followers;
  if (missing("farmers")) set->farmers = base.farmers;
  if (missing("large_followers")) set->large_followers = base.large_followers;
  if (missing("players")) set->max_players = base.max_players;
  if (missing("layout")) {  // found beside the base that names it, not beside this spec
    set->layout = base.layout;
    set->layout_file = base.layout_file;
    set->layout_loc = base.layout_loc;
  }
  if (missing("start_tile")) set->start_tile = base.start_tile;
  if (missing("laps")) set->laps = base.laps;
  set->base_id = base.id;
  set->base_name = base.name;
  set->base_names = base.names;
  set->base_language = base.language;
  set->base_large_followers = base.large_followers;
  set->base_max_players = base.max_players;
  set->sources.insert(set->sources.end(), base.sources.begin(), base.sources.end());
  set->incomplete |= base.incomplete;
}

/// The folder of `file` for messages, ending in '/': "./" for the working folder.
std::string Folder(const std::string& file) {
  std::string dir = DisplayPath(fs::path(file).parent_path().empty() ? "." : fs::path(file).parent_path().string());
  return dir == "." || dir.empty() ? "./" : dir + "/";
}

}  // namespace

std::string DisplayPath(const std::string& path) {
  std::error_code ec;
  fs::path cwd = fs::current_path(ec);
  if (ec) return path;
  fs::path abs = fs::absolute(path, ec).lexically_normal();
  if (ec) return path;
  fs::path rel = abs.lexically_relative(cwd);
  if (rel.empty() || *rel.begin() == "..") return path;
  return rel.string();
}

std::string ResolveExtends(const std::string& file, const std::string& value, std::string* why) {
  std::error_code ec;
  bool path_like = value.find('/') != std::string::npos || EndsWith(value, ".yaml") ||
                   EndsWith(value, ".yml");
  if (path_like) {
    if (!EndsWith(value, ".yaml")) {
      *why = "a spec file must be a .yaml file";
      return "";
    }
    fs::path p = fs::path(value).is_absolute() ? fs::path(value)
                                               : fs::path(file).parent_path() / value;
    p = p.lexically_normal();
    if (fs::is_regular_file(p, ec)) return p.string();
    if (fs::exists(p, ec)) {
      *why = DisplayPath(p.string()) + " is not a file";
      return "";
    }
    *why = "there is no file " + DisplayPath(p.string());
    // Say where a relative path starts: `../base.yaml` is read from the spec's folder, not the shell's.
    if (!fs::path(value).is_absolute()) *why += " (a path is read from the spec's folder, " + Folder(file) + ")";
    std::string stem = fs::path(value).stem().string();
    std::vector<std::string> bundled = BundledSets();
    if (value.find('/') == std::string::npos && std::count(bundled.begin(), bundled.end(), stem))
      *why += "; to build on the bundled set " + stem + ", write 'extends: " + stem + "'";
    return "";
  }
  fs::path p = fs::path(DataDir()) / "tilesets" / (value + ".yaml");
  if (fs::is_regular_file(p, ec)) return DisplayPath(p.string());
  std::vector<std::string> bundled = BundledSets();
  std::string hint = Suggest(value, bundled);
  *why = "no bundled set is called '" + Abbreviate(value) + "'" +
         (hint.empty() ? "" : " (did you mean '" + hint + "'?)") + "; the bundled sets are " +
         Join(bundled, ", ") + "; a spec file is named by its path, e.g. ./" + Abbreviate(value) +
         ".yaml";
  return "";
}

Status ExtendSet(TileSet* set, const SpecLayer& layer, ExtendChain* chain, Diagnostics* diags,
                 const InputLimits& limits) {
  std::string why;
  std::string base_path = ResolveExtends(set->path, set->extends, &why);
  set->incomplete = true;  // until the base is composed in
  auto refuse = [&](const char* code, const std::string& message) {
    diags->Error(set->path, layer.extends_loc, code, message);
    return Status::Diagnosed();
  };
  if (base_path.empty()) return refuse("extends", "extends '" + Abbreviate(set->extends) + "': " + why);
  std::string canonical = Canonical(base_path);
  for (size_t i = 0; i < chain->size(); ++i)
    if ((*chain)[i].first == canonical)
      return refuse("extends-cycle", "extends goes round in a circle: " +
                                         CycleText(*chain, i, (*chain)[i].second));
  if (chain->size() >= size_t(kMaxExtendsChain))
    return refuse("extends-depth",
                  "extends '" + Abbreviate(set->extends) + "': this makes a chain of more than " +
                      std::to_string(kMaxExtendsChain) + " specs, each extending the next (from " +
                      chain->front().second + "); that is the limit");
  TileSet base;
  std::string not_spec;
  Status loaded = LoadChainedTileSet(base_path, &base, diags, limits, chain, &not_spec);
  if (!not_spec.empty())
    return refuse("extends", "extends '" + Abbreviate(set->extends) + "': " +
                                 DisplayPath(base_path) + " " + not_spec);
  if (loaded.IsIo()) return loaded;
  if (base.path.empty()) return Status::Diagnosed();  // unreadable: the reader said why, once
  long long errors_before = diags->ErrorCount();
  Composer(set, base, diags).Run(layer);
  set->incomplete = base.incomplete;
  Inherit(set, base, layer);
  long long deck = set->TileCount();
  if (deck > kMaxTiles)
    diags->Error(set->path, layer.extends_loc, "range",
                 "with its base the set has " + std::to_string(deck) +
                     " tiles; a set may have at most " + std::to_string(kMaxTiles));
  bool failed = !loaded.ok() || diags->ErrorCount() > errors_before;
  return failed ? Status::Diagnosed() : Status::Ok();
}

TileSet OnlyNewTiles(const TileSet& set) {
  TileSet out = set;
  if (set.extends.empty()) return out;
  if (const TileType* start = set.MarkedStart()) out.marked_start_id = start->id;
  out.tiles.clear();
  for (const TileType& t : set.tiles) {
    if (!t.inherited) out.tiles.push_back(t);
    // A count change that adds copies of an inherited type adds those copies.
    else if (t.count > t.base_count) {
      out.tiles.push_back(t);
      out.tiles.back().count -= t.base_count;
      out.tiles.back().base_count = 0;  // the copies printed are all new
    }
  }
  out.only_new = true;
  return out;
}

bool IsOwnType(const TileType& type) { return !type.inherited || type.count != type.base_count; }

}  // namespace carc
