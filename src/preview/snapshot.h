// What the preview page shows of a set at one moment: its tiles drawn, its
// diagnostics, its summary. A spec with errors keeps the last good pictures,
// marked stale; a spec that cannot be read says so and keeps them too.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "art/theme.h"
#include "base/diagnostic.h"
#include "spec/tile.h"
#include "spec/validator.h"

namespace carc {

/// One tile type as the page shows it.
struct PreviewTile {
  std::string id;
  std::string name;
  std::string edges;  ///< the edge code, e.g. "CRFR"
  int count = 0;
  bool start = false;
  bool is_new = false;  ///< a type the set adds to the set it extends
  std::string file;     ///< the spec that declares it
  int line = 0;         ///< its entry's line there
  std::string front_svg;  ///< its face, an SVG document
  std::string back_svg;   ///< its back (the first copy's), an SVG document
  std::string look;       ///< what its pictures depend on (PictureKey); equal keys, equal pictures
  long long drawn = 0;    ///< the build its pictures were drawn in (kept while its look is)
};

/// Everything a tile's pictures depend on besides the theme: its id (which
/// seeds the decoration), edges, features, back design and art file (with
/// the file's size and time, so a changed art file is drawn again).
std::string PictureKey(const TileSet& set, const TileType& tile);

/// How the last reading of the spec went.
enum class SnapshotState {
  Ok,          ///< read and valid (warnings allowed): the pictures are current
  Invalid,     ///< read with errors: the diagnostics say which
  Unreadable,  ///< a file could not be read (deleted, renamed, unreadable)
};

/// "ok", "invalid", "unreadable".
const char* SnapshotStateName(SnapshotState state);

/// The page's content after one build.
struct PreviewSnapshot {
  long long generation = 0;  ///< the build's number: 1 for the first
  SnapshotState state = SnapshotState::Unreadable;
  std::string problem;  ///< why the set cannot be read or drawn, worded as an error line
  std::vector<Diagnostic> diagnostics;  ///< sorted by file, line and column
  long long error_count = 0;    ///< errors found, listed or not
  long long warning_count = 0;  ///< warnings found, listed or not

  long long pictures_generation = 0;  ///< the build the pictures are from; 0 for none yet
  std::string set_id, set_name, extends;  ///< of the pictured set
  std::vector<PreviewTile> tiles;         ///< of the pictured set, in its order
  SetSummary summary;                     ///< of the pictured set
  std::shared_ptr<const TileSet> set;     ///< the pictured set, for a tile's details

  std::vector<std::string> watched;  ///< every file whose change calls for a new build

  /// Whether the pictures are older than this build (it failed).
  bool stale() const { return pictures_generation != generation; }
};

/// Reads and checks the spec at `path` and, when it has no errors, draws its
/// tiles with `theme`. Otherwise the pictures, summary and set of `last` are
/// kept (none when `last` is null) and the errors say why. A tile whose
/// PictureKey is the same as in `last` keeps its pictures, so a save redraws
/// only the tiles it changed. `generation` numbers
/// the build. `watched` lists the spec, every file of its `extends` chain and
/// its art files, plus those `last` watched when this reading stopped short.
PreviewSnapshot BuildSnapshot(const std::string& path, const Theme& theme, long long generation,
                              const PreviewSnapshot* last);

}  // namespace carc
