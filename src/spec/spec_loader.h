// Loads a tile set from its YAML spec (format: docs/tile-spec.md).
#pragma once

#include <string>

#include "base/diagnostic.h"
#include "base/status.h"
#include "spec/tile.h"
#include "spec/yaml_reader.h"

namespace carc {

/// Most tile types one spec may declare, and most copies of one type.
constexpr int kMaxTileTypes = 100000;
constexpr int kMaxCount = 999;
/// Most tiles (all copies of all types) in one set.
constexpr int kMaxTiles = 10000;

/// Reads and parses the spec at `path` into `set`, adding a diagnostic for
/// every structural problem (syntax, unknown keys, wrong types, missing keys,
/// duplicate ids, bad edge codes, sides and half-sides). Fields omitted in the
/// spec are derived from the other features. Returns Io when the file cannot
/// be read, Invalid when any error was found, else Ok. Rules-level checks are
/// Validate()'s job (validator.h).
Status LoadTileSet(const std::string& path, TileSet* set, Diagnostics* diags,
                   const InputLimits& limits = InputLimits());

/// Like LoadTileSet, from text already in memory; `file` names it in messages
/// and anchors relative `art` paths.
Status LoadTileSetFromString(const std::string& file, const std::string& content, TileSet* set,
                             Diagnostics* diags, const InputLimits& limits = InputLimits());

/// Loads and fully validates a set (LoadTileSet plus Validate), for commands
/// that need a playable set. Prints nothing; diagnostics go to `diags`.
Status LoadValidTileSet(const std::string& path, TileSet* set, Diagnostics* diags);

}  // namespace carc
