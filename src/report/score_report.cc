#include "report/score_report.h"

#include "base/json.h"
#include "base/json_version.h"
#include "base/text_util.h"

namespace carc {

namespace {

/// A follower still standing on the board.
struct StandingFollower {
  int player = 0;
  FeatureKind kind = FeatureKind::Road;
  int placement = 0;
  bool large = false;
};

std::vector<StandingFollower> Standing(const Game& game) {
  std::vector<StandingFollower> out;
  const FeatureForest& forest = game.forest();
  for (int i = 0; i < forest.size(); ++i) {
    const FeatureNode& n = forest.node(i);
    if (n.owner >= 0) out.push_back({n.owner, n.kind, n.placement, n.large});
  }
  return out;
}

std::string TileId(const Game& game, int placement) {
  return game.catalog().set().tiles[game.placements()[placement].type].id;
}

std::string AtText(const BoardFile& board, int placement) {
  const BoardMove& m = board.moves[placement];
  return "[" + std::to_string(m.x) + ", " + std::to_string(m.y) + "]";
}

std::string Breakdown(const std::array<int, kScoreKinds>& points, int kinds) {
  std::string out;
  int total = 0;
  for (int k = 0; k < kinds; ++k) {
    if (k) out += ", ";
    out += std::string(ScoreKindName(ScoreKind(k))) + " " + std::to_string(points[k]);
    total += points[k];
  }
  return out + " (" + std::to_string(total) + ")";
}

void WriteKinds(JsonWriter& json, const char* key, const std::array<int, kScoreKinds>& points) {
  json.BeginObject(key);
  int total = 0;
  for (int k = 0; k < kScoreKinds; ++k) {
    json.Int(ScoreKindName(ScoreKind(k)), points[k]);
    total += points[k];
  }
  json.Int("total", total).EndObject();
}

}  // namespace

std::string ScoreText(const BoardFile& board, const Game& game, bool final_scoring) {
  std::vector<StandingFollower> standing = Standing(game);
  std::string out = board.path + ": " + CountOf(int(board.moves.size()), "move", "moves") + ", " +
                    (final_scoring ? "with the final scoring"
                                   : "during play (--final adds the final scoring)") +
                    "\n";
  for (int p = 0; p < game.players(); ++p) {
    const PlayerScore& s = game.score(p);
    int total = final_scoring ? s.Total() : s.InPlay();
    out += Printable(board.players[p]) + ": " + CountOf(total, "point", "points") + "\n";
    // Farms score only in the final scoring, so play lists three kinds.
    out += "  during play: " + Breakdown(s.in_play, 3) + "\n";
    if (final_scoring) out += "  final scoring: " + Breakdown(s.final_scoring, kScoreKinds) + "\n";
    std::vector<std::string> where;
    for (const StandingFollower& f : standing)
      if (f.player == p)
        where.push_back(std::string(f.large ? "large " : "") + FollowerRole(f.kind) + " on the " + FeatureKindName(f.kind) +
                        " of tile " + Printable(TileId(game, f.placement)) + " at " +
                        AtText(board, f.placement) + " (move " +
                        std::to_string(f.placement + 1) + ")");
    std::string large = game.large_per_player() == 0
                            ? ""
                            : " (" + std::to_string(game.large_supply(p)) + " large)";
    out += "  followers: " + std::to_string(game.supply(p)) + " in supply" + large + ", " +
           std::to_string(where.size()) + " on the board" + (where.empty() ? "" : ":") + "\n";
    for (const std::string& w : where) out += "    " + w + "\n";
  }
  if (!game.events().empty()) out += "scored:\n";
  for (const ScoreEvent& e : game.events()) {
    std::vector<std::string> owners;
    for (int p : e.owners)
      owners.push_back(Printable(board.players[p]) + " " + std::to_string(e.points));
    out += "  " + (e.final_scoring ? std::string("final") : "move " + std::to_string(e.placement + 1)) +
           ": " + DescribeScored(e) + ": " + Join(owners, ", ") + "\n";
  }
  return out;
}

std::string ScoreJson(const BoardFile& board, const Game& game, bool final_scoring) {
  std::vector<StandingFollower> standing = Standing(game);
  JsonWriter json;
  json.BeginObject()
      .Int("format_version", kJsonFormatVersion)
      .String("command", "score")
      .String("board", board.path)
      .String("set", game.catalog().set().id)
      .Int("moves", (long long)board.moves.size())
      .Bool("final", final_scoring);
  json.BeginArray("players");
  for (int p = 0; p < game.players(); ++p) {
    const PlayerScore& s = game.score(p);
    json.BeginObject()
        .String("name", board.players[p])
        .Int("score", final_scoring ? s.Total() : s.InPlay());
    WriteKinds(json, "in_play", s.in_play);
    if (final_scoring) WriteKinds(json, "final_scoring", s.final_scoring);
    json.Int("supply", game.supply(p));
    if (game.large_per_player() > 0) json.Int("large_supply", game.large_supply(p));
    json.BeginArray("followers");
    for (const StandingFollower& f : standing) {
      if (f.player != p) continue;
      const BoardMove& m = board.moves[f.placement];
      json.BeginObject()
          .String("role", FollowerRole(f.kind))
          .String("feature", FeatureKindName(f.kind))
          .String("tile", TileId(game, f.placement))
          .BeginArray("at")
          .IntValue(m.x)
          .IntValue(m.y)
          .EndArray()
          .Int("move", f.placement + 1);
      if (game.large_per_player() > 0) json.Bool("large", f.large);
      json.EndObject();
    }
    json.EndArray().EndObject();
  }
  json.EndArray();
  json.BeginArray("scored");
  for (const ScoreEvent& e : game.events()) {
    json.BeginObject();
    if (e.final_scoring) json.Null("move");
    else json.Int("move", e.placement + 1);
    json.Bool("final", e.final_scoring).String("feature", ScoreKindName(e.kind));
    if (e.kind == ScoreKind::Farm) json.Int("completed_cities", e.cities);
    else json.Int("tiles", e.tiles);
    if (e.kind == ScoreKind::City) json.Int("shields", e.shields);
    if (e.modifiers != 0) {  // an inn or a cathedral changed its points
      json.BeginArray("modifiers");
      for (const ModifierInfo& m : Modifiers())
        if (HasModifier(e.modifiers, m.modifier)) json.StringValue(m.key);
      json.EndArray();
    }
    json.Int("points", e.points);
    json.BeginArray("players");
    for (int p : e.owners) json.StringValue(board.players[p]);
    json.EndArray().EndObject();
  }
  json.EndArray().EndObject();
  return json.str();
}

}  // namespace carc
