// The JSON the preview page reads: the state of the set after a build, and
// one tile's details. Pictures are not inlined: the state names their URLs,
// which carry the build each was drawn in, so the browser fetches only the
// pictures a save changed and never shows a stale cached one as current.
#pragma once

#include <string>

#include "preview/snapshot.h"
#include "play/simulate.h"

namespace carc {

/// The URL of tile `index`'s face (`back` false) or back in `s`'s pictures:
/// it names the build the picture was drawn in, so it changes exactly when
/// the picture does.
std::string PictureUrl(const PreviewSnapshot& s, size_t index, bool back);

/// The page's state after a build: what happened, the diagnostics (each with
/// its `file:line:col` line and the tile it is about), the summary, and the
/// tiles with their pictures' URLs.
std::string StateJson(const PreviewSnapshot& s);

/// Tile `index` of `s`'s pictures: its segments outlined, its back's URL
/// and, when `run` is given, its figures in that run and every type's (draws,
/// set-aside share with its 95% interval, legal placements a draw), with
/// the run's games, players and seed.
std::string DetailJson(const PreviewSnapshot& s, size_t index, const SimulationResult* run);

}  // namespace carc
