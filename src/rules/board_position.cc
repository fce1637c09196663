#include "rules/board_position.h"

#include <algorithm>

#include "base/text_util.h"

namespace carc {

namespace {

/// Adds the followers standing on the board, in the order of their tiles.
void AddFollowers(const Game& game, BoardPosition* pos) {
  const FeatureForest& forest = game.forest();
  for (int i = 0; i < forest.size(); ++i) {
    const FeatureNode& n = forest.node(i);
    if (n.owner >= 0) pos->followers.push_back({n.placement, n.segment, n.kind, n.owner, n.large});
  }
  std::sort(pos->followers.begin(), pos->followers.end(),
            [](const PositionFollower& a, const PositionFollower& b) { return a.tile < b.tile; });
}

/// The scores, supplies and what the last move (placement `last`) scored.
void AddScores(const Game& game, int last, BoardPosition* pos) {
  pos->scores.clear();
  pos->supply.clear();
  pos->scored.clear();
  for (int p = 0; p < game.players(); ++p) {
    pos->scores.push_back(game.score(p));
    pos->supply.push_back(game.supply(p));
  }
  for (const ScoreEvent& e : game.events())
    if (e.final_scoring || e.placement == last) pos->scored.push_back(e);
}

std::string Cell(int x, int y) { return "[" + std::to_string(x) + ", " + std::to_string(y) + "]"; }

}  // namespace

BoardPosition CapturePosition(const BoardFile& board, const Game& game, bool final_scoring) {
  BoardPosition pos;
  pos.moves = int(game.placements().size());
  pos.final_scoring = final_scoring;
  for (int p = 0; p < pos.moves; ++p) {
    const PlacedTile& t = game.placements()[size_t(p)];
    const BoardMove& m = board.moves[size_t(p)];
    pos.tiles.push_back({t.type, t.quarters, m.x, m.y, t.player});
  }
  AddFollowers(game, &pos);
  if (!final_scoring) {
    AddScores(game, pos.moves - 1, &pos);
    return pos;
  }
  Game scored = game;  // the followers stay on the picture; the scores add the end
  scored.FinalScoring();
  AddScores(scored, pos.moves - 1, &pos);
  return pos;
}

CellBox BoardExtent(const BoardFile& board, int moves) {
  CellBox box;
  moves = std::min(moves, int(board.moves.size()));
  for (int i = 0; i < moves; ++i) {
    const BoardMove& m = board.moves[size_t(i)];
    if (i == 0) box = {m.x, m.y, m.x, m.y};
    box.x0 = std::min(box.x0, m.x);
    box.y0 = std::min(box.y0, m.y);
    box.x1 = std::max(box.x1, m.x);
    box.y1 = std::max(box.y1, m.y);
  }
  return box;
}

std::string DescribeMove(const BoardFile& board, const ShapeCatalog& catalog, int number) {
  const BoardMove& m = board.moves[size_t(number - 1)];
  std::string where = "tile " + m.tile + " at " + Cell(m.x, m.y) +
                      (m.rotation ? ", rotation " + std::to_string(m.rotation) : "");
  if (m.player < 0) return "start " + where;
  std::string out = board.players[size_t(m.player)] + ": " + where;
  if (m.segment < 0) return out;
  FeatureKind kind = catalog.Get(m.type, m.rotation / 90).segments[size_t(m.segment)].kind;
  return out + ", " + (m.large ? "large " : "") + FollowerRole(kind) + " on " + m.follower;
}

/// " with an inn", " with a cathedral": what changed a feature's points.
static std::string ModifierText(ModifierSet modifiers) {
  std::vector<std::string> named;
  for (const ModifierInfo& m : Modifiers())
    if (HasModifier(modifiers, m.modifier)) named.push_back(m.article);
  return named.empty() ? "" : " with " + Join(named, " and ");
}

std::string DescribeScored(const ScoreEvent& e) {
  switch (e.kind) {
    case ScoreKind::Road:
      return "road of " + CountOf(e.tiles, "tile", "tiles") + ModifierText(e.modifiers);
    case ScoreKind::City:
      return "city of " + CountOf(e.tiles, "tile", "tiles") +
             (e.shields ? " and " + CountOf(e.shields, "shield", "shields") : "") +
             ModifierText(e.modifiers);
    case ScoreKind::Monastery:
      return e.final_scoring ? "monastery with " + std::to_string(e.tiles - 1) + " of 8 neighbours"
                             : std::string("monastery, surrounded");
    case ScoreKind::Farm:
      return "farm bordering " + CountOf(e.cities, "completed city", "completed cities");
  }
  return "";
}

std::string DescribeScore(const ScoreEvent& event, const std::vector<std::string>& players) {
  std::vector<std::string> owners;
  for (int p : event.owners) owners.push_back(players[size_t(p)] + " " + std::to_string(event.points));
  return DescribeScored(event) + ": " + Join(owners, ", ");
}

}  // namespace carc
