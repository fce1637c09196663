// Sets that build on sets: a spec that says `extends: base-c1` (a bundled
// set's name) or `extends: ../my-base.yaml` (a path relative to the spec)
// lists only its own tile types and count changes; its deck is the base's
// deck with those changes plus its own types. Chains work; cycles are errors.
#pragma once

#include <set>
#include <string>
#include <utility>
#include <vector>

#include "base/diagnostic.h"
#include "base/status.h"
#include "spec/tile.h"
#include "spec/yaml_reader.h"

namespace carc {

/// An entry `{id: D, count: N}` in a spec that extends another: it changes
/// the inherited type D to N copies, or removes it when N is 0.
struct CountChange {
  std::string id;
  int count = 0;
  SourceLoc loc;        ///< the `id` value
  SourceLoc count_loc;  ///< the `count` value
};

/// What one spec file says about the set it extends, besides its own tiles.
struct SpecLayer {
  std::vector<CountChange> count_changes;
  SourceLoc extends_loc;        ///< the `extends` value
  std::set<std::string> given;  ///< inheritable `set` keys the spec gives itself
};

/// Most spec files in one chain of `extends` (the spec and its bases): a
/// chain is loaded one link deeper at a time, so this bounds the stack.
constexpr int kMaxExtendsChain = 16;

/// The spec files being loaded, outermost first, to find cycles: each entry
/// is (the file's canonical path, how messages name it).
using ExtendChain = std::vector<std::pair<std::string, std::string>>;

/// Where `extends: value` in the spec `file` points: a path relative to the
/// spec's folder when `value` has a '/' or ends in .yaml/.yml, else the
/// bundled tilesets/<value>.yaml. Returns "" when no such file exists, with
/// the reason in `*why`.
std::string ResolveExtends(const std::string& file, const std::string& value, std::string* why);

/// Loads the base `set->extends` names (and its own bases) and composes
/// `set`, which holds the spec's own tiles, with it: the base's tiles first,
/// marked inherited, with `layer`'s count changes; then the spec's own types;
/// followers, farmers, layout, edition and start_tile inherited unless the
/// spec gives them. Every problem goes to `diags` in the file it lies in: a
/// missing base, a cycle, a count change naming no inherited type, a new
/// type whose id clashes with an inherited one (both places shown). Returns
/// Invalid after any error, Io when a base cannot be read.
Status ExtendSet(TileSet* set, const SpecLayer& layer, ExtendChain* chain, Diagnostics* diags,
                 const InputLimits& limits);

/// Loads the spec at `path` like LoadTileSet (spec_loader.h), as a link of
/// `chain`; implemented in spec_loader.cc. A base (`not_spec` given) that is
/// not YAML or not a tile spec leaves why in `*not_spec`, reporting nothing.
/// `set->path` stays empty when the file cannot be read (the reader said so).
Status LoadChainedTileSet(const std::string& path, TileSet* set, Diagnostics* diags,
                          const InputLimits& limits, ExtendChain* chain, std::string* not_spec);

/// The set narrowed to the tile types it adds to its base (`only_new` set),
/// and the copies a count change adds to an inherited type, for players who
/// own the base game; the set itself when it extends nothing.
TileSet OnlyNewTiles(const TileSet& set);

/// Whether `type` is its set's own: not inherited from the set it extends,
/// or inherited with its count changed.
bool IsOwnType(const TileType& type);

/// The path messages use for `path`: relative to the working folder when it
/// lies inside it, else as given.
std::string DisplayPath(const std::string& path);

}  // namespace carc
