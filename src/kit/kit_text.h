// The texts of the print-and-play kit: which keys templates/lang/*.yaml must
// define, which placeholders each may use, and their values. Every number a
// text prints comes from here: the scoring constants (scoring_rules.h) and the
// tile set, never from the language files.
#pragma once

#include <string>

#include "kit/translation.h"
#include "spec/tile.h"

namespace carc {

/// The kit's parts, in the order the kit prints them.
enum class KitPart { Cover, Tiles, Scoreboard, Tokens, Rules };

/// The schema every language file is checked against.
const TextSchema& KitTextSchema();

/// Loads a kit language: a code ("en", "ro") or a path to a language file.
Status LoadKitTranslation(const std::string& lang, Translation* out, Diagnostics* diags);

/// Placeholders that depend only on the rules: points per tile, per shield,
/// the monastery, farms, the score track and lap tokens.
TextParams ScoreParams();

/// ScoreParams() plus the set's: tiles, followers, pieces, the start tile and
/// the set name.
TextParams SetParams(const TileSet& set);

/// The part's title in `tr` ("Rules summary"), for bookmarks, page labels and
/// the cover's contents.
std::string PartTitle(const Translation& tr, KitPart part);

/// The page label for page `index` (1-based) of a part with `count` pages:
/// the part's title, numbered when it has several pages.
std::string PartPageLabel(const Translation& tr, KitPart part, int index, int count);

/// The title of the game a kit of `set` makes: the set's name, or for a
/// set that extends another (printed whole, not --only-new) the whole game
/// with it, "Carcassonne with The River" (cover.title_extended).
std::string KitTitle(const TileSet& set, const Translation& tr);

}  // namespace carc
