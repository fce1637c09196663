// Helpers shared by the engine's tests: the bundled sets, boards written
// inline as YAML played through the board-file loader, and the invariants
// checked after every move of a played game.
#pragma once

#include <map>
#include <memory>
#include <stdexcept>
#include <string>

#include "rules/board_file.h"
#include "rules/game.h"
#include "spec/spec_loader.h"

namespace carc {
namespace test_support {

/// A bundled set by file stem ("base-c1"), loaded and validated once.
inline const TileSet& BundledSet(const std::string& stem) {
  static std::map<std::string, std::unique_ptr<TileSet>> sets;
  auto& slot = sets[stem];
  if (!slot) {
    slot = std::make_unique<TileSet>();
    Diagnostics diags;
    Status s = LoadValidTileSet(std::string(CARCKIT_SOURCE_DIR) + "/tilesets/" + stem + ".yaml",
                                slot.get(), &diags);
    if (!s.ok()) throw std::runtime_error("cannot load bundled set " + stem);
  }
  return *slot;
}

/// A board played from YAML text: the loaded file, the game, and the
/// diagnostics (formatted, one per line) if loading or playing failed.
struct PlayedBoard {
  std::unique_ptr<ShapeCatalog> catalog;
  BoardFile board;
  std::unique_ptr<Game> game;
  std::string errors;

  /// Total points of player `p` (in play plus final, when it was done).
  int Total(int p) const { return game->score(p).Total(); }
};

/// Loads `yaml` (named "board.yaml") against `set`, plays it, and adds the
/// final scoring when `final_scoring`.
inline PlayedBoard Play(const TileSet& set, const std::string& yaml, bool final_scoring = false) {
  PlayedBoard out;
  out.catalog = std::make_unique<ShapeCatalog>(set);
  Diagnostics diags;
  Status s = LoadBoardFromString("board.yaml", yaml, *out.catalog, &out.board, &diags);
  if (s.ok()) {
    out.game = std::make_unique<Game>(NewBoardGame(out.board, *out.catalog));
    s = PlayBoard(out.board, out.game.get(), &diags);
    if (s.ok() && final_scoring) out.game->FinalScoring();
  }
  for (const std::string& line : diags.Lines()) out.errors += line + "\n";
  return out;
}

/// Plays on the base game's set.
inline PlayedBoard PlayBase(const std::string& yaml, bool final_scoring = false) {
  return Play(BundledSet("base-c1"), yaml, final_scoring);
}

/// Followers of `player` standing on the board.
inline int OnBoard(const Game& g, int player) {
  int n = 0;
  for (int i = 0; i < g.forest().size(); ++i) n += g.forest().node(i).owner == player;
  return n;
}

/// Large followers of `player` standing on the board.
inline int LargeOnBoard(const Game& g, int player) {
  int n = 0;
  for (int i = 0; i < g.forest().size(); ++i)
    n += g.forest().node(i).owner == player && g.forest().node(i).large;
  return n;
}

/// Whether the last tile placed touches the board along an edge and matches
/// every neighbour, checked from the placed shapes alone.
inline bool LastPlacementIsLegal(const Game& g) {
  int p = int(g.placements().size()) - 1;
  const TileShape& shape = g.ShapeOf(p);
  int touching = 0;
  for (int s = 0; s < kSides; ++s) {
    int q = g.board().At(g.board().Neighbour(g.placements()[size_t(p)].cell, Side(s)));
    if (q < 0) continue;
    ++touching;
    if (g.ShapeOf(q).edges[int(Opposite(Side(s)))] != shape.edges[s]) return false;
  }
  return touching > 0;
}

}  // namespace test_support
}  // namespace carc
