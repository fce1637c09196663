#include "rules/board_file.h"

#include <cstdlib>
#include <sstream>

#include "base/text_util.h"
#include "rules/river_order.h"

namespace carc {

namespace {

using YamlMap = MapReader<YamlNode>;

const std::vector<std::string> kTopKeys = {"players", "moves"};
const std::vector<std::string> kMoveKeys = {"tile",   "at",    "rotation",
                                            "follower", "large", "player"};
const std::vector<std::string> kFollowerKinds = {"city", "road", "field", "monastery"};

std::string Coord(long long x, long long y) {
  return "[" + std::to_string(x) + ", " + std::to_string(y) + "]";
}

std::string MoveName(int number) { return "move " + std::to_string(number); }

/// Whether `text` is a whole number: an optional sign and digits only.
bool IsWholeNumber(const std::string& text) {
  size_t start = !text.empty() && (text[0] == '+' || text[0] == '-') ? 1 : 0;
  return text.size() > start && text.find_first_not_of("0123456789", start) == std::string::npos;
}

/// The value of whole number `text` when within kMaxCoordinate of 0. Decided
/// on the text, so that no value, however long, can overflow.
bool CoordinateValue(const std::string& text, int* out) {
  size_t sign = text[0] == '+' || text[0] == '-' ? 1 : 0;
  size_t first = text.find_first_not_of('0', sign);
  std::string digits = first == std::string::npos ? "0" : text.substr(first);
  if (digits.size() > 7) return false;  // kMaxCoordinate has 7 digits
  long value = std::stol(digits);
  if (value > kMaxCoordinate) return false;
  *out = int(text[0] == '-' ? -value : value);
  return true;
}

/// "RFFR": the turned tile's edges from N clockwise.
std::string EdgeLetters(const TileShape& shape) {
  std::string out;
  for (Terrain t : shape.edges) out += TerrainLetter(t);
  return out;
}

/// Parses one board file; shares the file name, set and diagnostics.
class BoardParser {
 public:
  BoardParser(const std::string& file, const ShapeCatalog& catalog, BoardFile* board,
              Diagnostics* diags)
      : file_(file), catalog_(catalog), board_(board), diags_(diags), values_(file, diags) {}

  void Parse(const YamlNode& root) {
    YamlMap top(file_, root, {1, 1}, "the board file", kTopKeys, diags_);
    if (!top.ok()) return;
    if (top.Require("players")) ParsePlayers(top.Get("players"), top.Loc("players"));
    if (top.Require("moves")) ParseMoves(top.Get("moves"), top.Loc("moves"));
  }

 private:
  void Error(SourceLoc loc, const std::string& code, const std::string& message) {
    diags_->Error(file_, loc, code, message);
  }

  void ParsePlayers(const YamlNode& node, SourceLoc loc) {
    players_ok_ = false;
    if (!values_.Sequence(node, loc, "players")) return;
    if (node.size() == 0 || node.size() > size_t(kMaxBoardPlayers)) {
      Error(loc, "range", "players must list 1 to " + std::to_string(kMaxBoardPlayers) +
                              " names, got " + std::to_string(node.size()));
      return;
    }
    bool ok = true;
    for (const YamlNode& item : node) {
      std::string name;
      SourceLoc at = LocOf(item);
      if (!values_.String(item, at.line ? at : loc, "a player's name", &name, 40)) {
        ok = false;
        continue;
      }
      if (name.empty()) {
        Error(at, "range", "a player's name must not be empty");
        ok = false;
      } else if (FindPlayer(name) >= 0) {
        Error(at, "duplicate", "player '" + name + "' is listed twice");
        ok = false;
      }
      board_->players.push_back(name);
    }
    players_ok_ = ok;
  }

  int FindPlayer(const std::string& name) const {
    for (size_t i = 0; i < board_->players.size(); ++i)
      if (board_->players[i] == name) return int(i);
    return -1;
  }

  void ParseMoves(const YamlNode& node, SourceLoc loc) {
    if (!values_.Sequence(node, loc, "moves")) return;
    if (node.size() == 0) {
      Error(loc, "range", "moves must list at least the start tile");
      return;
    }
    // More moves than the set has tiles cannot all be legal: say so once and
    // read no further, so a flood of moves costs no memory.
    size_t most = size_t(catalog_.set().TileCount());
    if (node.size() > most)
      Error(loc, "range", "moves lists " + std::to_string(node.size()) +
                              " moves, but the set has only " + std::to_string(most) +
                              " tiles; only the first " + std::to_string(most) + " are read");
    std::vector<int> used(catalog_.set().tiles.size(), 0);
    int number = 0;
    for (const YamlNode& item : node) {
      if (size_t(number) == most) break;
      BoardMove move;
      move.number = ++number;
      move.loc = LocOf(item).line ? LocOf(item) : loc;
      if (ParseMove(item, &move) && move.type >= 0 &&
          ++used[move.type] == catalog_.set().tiles[move.type].count + 1)
        Error(move.loc, "count",
              MoveName(move.number) + ": tile " + move.tile + " is used " +
                  std::to_string(used[move.type]) + (used[move.type] == 1 ? " time" : " times") +
                  ", but the set has only " +
                  std::to_string(catalog_.set().tiles[move.type].count));
      board_->moves.push_back(move);
    }
  }

  /// Reads one move; returns false when its tile is unusable.
  bool ParseMove(const YamlNode& node, BoardMove* move) {
    std::string name = MoveName(move->number);
    YamlMap map(file_, node, move->loc, name, kMoveKeys, diags_);
    if (!map.ok()) return false;
    bool tile_ok = map.Require("tile") && ParseTile(map, move);
    if (map.Require("at")) ParseAt(map.Get("at"), map.Loc("at"), move);
    bool rotation_ok = !map.Has("rotation") || ParseRotation(map, move);
    if (map.Has("player")) ParsePlayer(map, move);
    else if (move->number > 1 && !board_->players.empty())
      move->player = (move->number - 2) % int(board_->players.size());
    if (map.Has("follower")) ParseFollower(map, move, tile_ok && rotation_ok);
    if (map.Has("large")) ParseLarge(map, move);
    if (move->number == 1) CheckStart(map, *move, tile_ok);
    return tile_ok;
  }

  bool ParseTile(const YamlMap& map, BoardMove* move) {
    SourceLoc loc = map.Loc("tile");
    if (!values_.String(map.Get("tile"), loc, MoveName(move->number) + ": tile", &move->tile))
      return false;
    move->type = catalog_.Find(move->tile);
    if (move->type >= 0) return true;
    std::vector<std::string> ids;
    for (const TileType& t : catalog_.set().tiles) ids.push_back(t.id);
    std::string hint = Suggest(move->tile, ids);
    std::string more = !hint.empty() ? "; did you mean '" + hint + "'?"
                       : ids.size() <= 30 ? "; the set's tiles are " + Join(ids, ", ")
                                          : "";
    Error(loc, "unknown-tile", MoveName(move->number) + ": unknown tile '" +
                                   Abbreviate(move->tile) + "'" + more);
    return false;
  }

  /// What a wrong `at` holds: "[1.5, .inf]" for two values, else its shape.
  static std::string GotForAt(const YamlNode& node) {
    if (!node.IsSequence()) return NodeKind(node);
    std::vector<std::string> values;
    for (const YamlNode& v : node)
      if (v.IsScalar()) values.push_back("'" + Abbreviate(v.Scalar(), 24) + "'");
    if (node.size() == 2 && values.size() == 2) return "[" + Join(values, ", ") + "]";
    return "a list of " + std::to_string(node.size());
  }

  void ParseAt(const YamlNode& node, SourceLoc loc, BoardMove* move) {
    move->at_loc = loc;
    std::vector<std::string> texts;
    if (node.IsSequence() && node.size() == 2)
      for (const YamlNode& v : node)
        if (v.IsScalar() && IsWholeNumber(v.Scalar())) texts.push_back(v.Scalar());
    if (texts.size() != 2) {
      Error(loc, "type", MoveName(move->number) + ": at must be [x, y], two whole numbers, got " +
                             GotForAt(node));
      return;
    }
    int xy[2] = {0, 0};
    if (!CoordinateValue(texts[0], &xy[0]) || !CoordinateValue(texts[1], &xy[1])) {
      Error(loc, "range", MoveName(move->number) + ": at must be within " +
                              std::to_string(kMaxCoordinate) + " of [0, 0], got [" +
                              Abbreviate(texts[0], 24) + ", " + Abbreviate(texts[1], 24) + "]");
      return;
    }
    move->x = xy[0];
    move->y = xy[1];
  }

  bool ParseRotation(const YamlMap& map, BoardMove* move) {
    const YamlNode& node = map.Get("rotation");
    SourceLoc loc = map.Loc("rotation");
    std::string text = node.IsScalar() ? node.Scalar() : "";
    for (int degrees : {0, 90, 180, 270}) {
      if (text != std::to_string(degrees)) continue;
      move->rotation = degrees;
      return true;
    }
    Error(loc, "rotation", MoveName(move->number) +
                               ": rotation must be 0, 90, 180 or 270 (degrees clockwise), got " +
                               NodeKind(node));
    return false;
  }

  void ParsePlayer(const YamlMap& map, BoardMove* move) {
    SourceLoc loc = map.Loc("player");
    std::string name;
    if (!values_.String(map.Get("player"), loc, MoveName(move->number) + ": player", &name, 40))
      return;
    move->player = FindPlayer(name);
    if (move->player >= 0 || !players_ok_) return;
    std::string hint = Suggest(name, board_->players);
    Error(loc, "unknown-player", MoveName(move->number) + ": unknown player '" + name + "'" +
                                     (hint.empty() ? "" : "; did you mean '" + hint + "'?") +
                                     " (players: " + Join(board_->players, ", ") + ")");
  }

  void ParseFollower(const YamlMap& map, BoardMove* move, bool resolvable) {
    move->follower_loc = map.Loc("follower");
    if (!values_.String(map.Get("follower"), move->follower_loc,
                        MoveName(move->number) + ": follower", &move->follower, 40))
      return;
    if (!resolvable) return;
    const TileShape& shape = catalog_.Get(move->type, move->rotation / 90);
    std::string why;
    std::string prefix = MoveName(move->number) + ": follower " + move->follower + ": ";
    if (!ResolveFollower(move->follower, shape, move->tile, move->rotation, &move->segment, &why)) {
      Error(move->follower_loc, "follower", prefix + why);
    } else if (shape.segments[move->segment].kind == FeatureKind::Field &&
               !catalog_.set().farmers) {
      Error(move->follower_loc, "follower",
            prefix + "this set plays without farmers, so no follower may go on a field");
      move->segment = -1;
    }
  }

  /// `large: true`: the move's follower is the large one, which the set must give.
  void ParseLarge(const YamlMap& map, BoardMove* move) {
    move->large_loc = map.Loc("large");
    std::string name = MoveName(move->number);
    if (!values_.Bool(map.Get("large"), move->large_loc, name + ": large", &move->large)) return;
    if (move->large && !map.Has("follower")) {
      Error(move->large_loc, "large",
            name + ": large: true needs a follower on the move (follower: city N, large: true)");
      move->large = false;
    } else if (move->large && catalog_.set().large_followers == 0) {
      Error(move->large_loc, "large",
            name + ": large: true, but this set gives no large followers (a set gives them with "
                   "`large_followers`, as inns-cathedrals does)");
      move->large = false;
    }
  }

  /// The first move places the set's start tile, for nobody.
  void CheckStart(const YamlMap& map, const BoardMove& move, bool tile_ok) {
    int start = catalog_.start_type();
    if (tile_ok && move.type != start && start >= 0)
      Error(map.Loc("tile"), "start",
            "move 1: the first move places the start tile, which is " +
                catalog_.set().tiles[start].id +
                (catalog_.set().HasRiver() ? " (the spring: a game with the river starts with it)"
                                           : "") +
                " in this set; got " + move.tile);
    if (map.Has("follower"))
      Error(map.Loc("follower"), "start", "move 1: the start tile takes no follower");
    if (map.Has("player"))
      Error(map.Loc("player"), "start",
            "move 1: the start tile is placed before play and belongs to no player");
  }

  std::string file_;
  const ShapeCatalog& catalog_;
  BoardFile* board_;
  Diagnostics* diags_;
  ValueReader values_;
  bool players_ok_ = false;  ///< the players list was read without error
};

/// Plays a loaded board move by move.
class BoardPlayer {
 public:
  BoardPlayer(const BoardFile& board, Game* game, Diagnostics* diags,
              const std::function<void(const Game&)>& after_move)
      : board_(board),
        game_(*game),
        diags_(diags),
        after_move_(after_move),
        order_(game->catalog().set()) {}

  bool Play() {
    const BoardMove& start = board_.moves[0];
    x0_ = start.x;
    y0_ = start.y;
    game_.PlaceStart(start.type, start.rotation / 90);
    order_.Placed(start.type, 1);
    order_.Seen(game_);
    if (after_move_) after_move_(game_);
    for (size_t i = 1; i < board_.moves.size(); ++i) {
      if (!PlayMove(board_.moves[i])) return false;
      if (after_move_) after_move_(game_);
    }
    return true;
  }

 private:
  bool PlayMove(const BoardMove& m) {
    const TileShape& shape = game_.catalog().Get(m.type, m.rotation / 90);
    int cell = game_.board().Cell(m.x - x0_, m.y - y0_);
    std::string where = MoveName(m.number) + ": tile " + m.tile + " at " + Coord(m.x, m.y) +
                        " rotation " + std::to_string(m.rotation) + ": ";
    std::string why = order_.Problem(m.type, game_);
    if (why.empty()) why = PlacementProblem(m, shape, cell);
    if (why.empty()) why = RiverProblemText(m, cell);
    if (!why.empty()) return Fail(m.loc, "illegal-move", where + why);
    game_.PlaceTile(m.type, m.rotation / 90, cell, m.player);
    order_.Placed(m.type, m.number);
    order_.Seen(game_);
    if (m.segment >= 0) {
      std::string problem = FollowerProblemText(m);
      if (!problem.empty())
        return Fail(m.follower_loc, "illegal-follower",
                    MoveName(m.number) + ": follower " + m.follower + ": " + problem);
      game_.PlaceFollower(m.player, m.segment, m.large);
    }
    game_.ScoreCompleted();
    return true;
  }

  /// Why move `m` may not put `shape` on `cell`; "" when it may.
  std::string PlacementProblem(const BoardMove& m, const TileShape& shape, int cell) {
    const Board& b = game_.board();
    if (cell >= 0 && b.At(cell) >= 0) {
      int p = b.At(cell);
      return "the cell is taken by tile " + TileId(p) + " (move " + std::to_string(p + 1) + ")";
    }
    if (!b.OnFrontier(cell)) {
      int x = m.x - x0_, y = m.y - y0_;
      bool corner = false;
      for (int dx : {-1, 1})
        for (int dy : {-1, 1}) corner |= b.TileAt(x + dx, y + dy) >= 0;
      return corner ? "it touches the board only at a corner; a tile must share an edge with a "
                      "placed tile"
                    : "no placed tile shares an edge with it";
    }
    int s = b.MismatchedSide(shape, cell);
    if (s < 0) return "";
    int q = b.At(b.Neighbour(cell, Side(s)));
    Side back = Opposite(Side(s));
    return std::string("edge ") + SideName(Side(s)) + " (" + TerrainName(shape.edges[s]) +
           ") does not match edge " + SideName(back) + " (" +
           TerrainName(game_.ShapeOf(q).edges[int(back)]) + ") of tile " + TileId(q) + " at " +
           At(q);
  }

  /// Why the River's rules forbid the move's tile on `cell` (edges matching); "" if they do not.
  std::string RiverProblemText(const BoardMove& m, int cell) {
    Turn turn = Turn::None;
    switch (game_.CheckRiver(m.type, m.rotation / 90, cell, &turn)) {
      case RiverProblem::None: return "";
      case RiverProblem::NotContinuing: return "it does not continue the river: " + OpenEnds();
      case RiverProblem::UTurn: break;
    }
    const Board& b = game_.board();
    for (const RiverMouth& mouth : game_.river().mouths()) {
      if (b.Cell(mouth.x, mouth.y) != cell) continue;
      int from = b.At(b.Cell(mouth.x + kSideDx[int(mouth.entry)], mouth.y + kSideDy[int(mouth.entry)]));
      if (from < 0 || mouth.last != turn) continue;
      return std::string("the river turns ") + TurnName(turn) +
             " twice in a row, here and on tile " + TileId(from) + " at " + At(from) +
             "; the River allows no U-turn";
    }
    return std::string("the river turns ") + TurnName(turn) + " twice in a row";
  }

  /// "its open end is at [1, 2]": where a river tile may go.
  std::string OpenEnds() const {
    const auto& mouths = game_.river().mouths();
    if (mouths.empty()) return "a river tile must put its river against the river's open end, "
                               "and the river has none";
    std::vector<std::string> at;
    for (const RiverMouth& m : mouths) at.push_back(Coord(m.x + x0_, m.y + y0_));
    return "a river tile must put its river against the river's open end, at " + Join(at, ", ");
  }

  std::string FollowerProblemText(const BoardMove& m) {
    switch (game_.CheckFollower(m.player, m.segment, m.large)) {
      case FollowerProblem::None: return "";
      case FollowerProblem::NoSuchSegment: return "the tile has no such feature";
      case FollowerProblem::NoFarmers:
        return "this set plays without farmers, so no follower may go on a field";
      case FollowerProblem::EmptySupply:
        return board_.players[m.player] + " has no follower in supply (the set gives each player " +
               std::to_string(game_.followers_per_player()) +
               (game_.large_per_player() ? " and " + std::to_string(game_.large_per_player()) + " large" : "") + ")";
      case FollowerProblem::NoLargeFollower: return LargeProblem(m);
      case FollowerProblem::Occupied: break;
    }
    int p = int(game_.placements().size()) - 1;
    int node = game_.OccupyingFollower(game_.NodeOf(p, m.segment));
    const FeatureNode& n = game_.forest().node(node);
    return std::string("the ") + FeatureKindName(n.kind) + " already holds a follower: " +
           board_.players[n.owner] + "'s " + FollowerRole(n.kind) + " on tile " +
           TileId(n.placement) + " at " + At(n.placement) + " (move " +
           std::to_string(n.placement + 1) + ")";
  }

  /// Why `m` may not use its player's large follower: it stands on the board.
  std::string LargeProblem(const BoardMove& m) const {
    int given = game_.large_per_player();
    std::string gives = "the set gives each player " + std::to_string(given) + " large follower" +
                        (given == 1 ? "" : "s");
    const FeatureForest& forest = game_.forest();
    for (int i = 0; i < forest.size(); ++i) {
      const FeatureNode& n = forest.node(i);
      if (n.owner != m.player || !n.large) continue;
      return board_.players[m.player] + "'s large follower is already on the board, as a " +
             FollowerRole(n.kind) + " on tile " + TileId(n.placement) + " at " + At(n.placement) +
             " (move " + std::to_string(n.placement + 1) + "); " + gives;
    }
    return board_.players[m.player] + " has no large follower in supply (" + gives + ")";
  }

  std::string TileId(int p) const {
    return game_.catalog().set().tiles[game_.placements()[p].type].id;
  }
  std::string At(int p) const { return Coord(board_.moves[p].x, board_.moves[p].y); }

  bool Fail(SourceLoc loc, const std::string& code, const std::string& message) {
    diags_->Error(board_.path, loc, code, message);
    return false;
  }

  const BoardFile& board_;
  Game& game_;
  Diagnostics* diags_;
  const std::function<void(const Game&)>& after_move_;
  RiverOrder order_;
  int x0_ = 0;
  int y0_ = 0;
};

}  // namespace

namespace {

/// A field that touches no half-side, named by a corner it reaches ("field
/// NE"): true when `where` names a corner, with the segment or the reason.
bool ResolveCornerField(const std::string& where, const TileShape& shape, const std::string& tile,
                        int* segment, std::string* why) {
  int corner = -1;
  for (int c = 0; c < 4; ++c)
    if (where == CornerName(c)) corner = c;
  if (corner < 0) return false;
  for (int i = 0; i < shape.segment_count; ++i)
    if (shape.segments[i].kind == FeatureKind::Field && ((shape.segments[i].corners >> corner) & 1u)) {
      *segment = i;
      return true;
    }
  *why = tile + " has no field between walls at corner " + where +
         " (a corner names only a field that touches no side; name a half-side)";
  return true;
}

}  // namespace

bool ResolveFollower(const std::string& text, const TileShape& shape, const std::string& tile_id,
                     int rotation, int* segment, std::string* why) {
  std::istringstream in(text);
  std::string kind, where, extra;
  in >> kind >> where >> extra;
  std::string usage = "write 'city SIDE', 'road SIDE', 'field HALF-SIDE' or 'monastery'";
  if (kind.empty() || !extra.empty()) {
    *why = usage;
    return false;
  }
  std::string tile = "tile " + tile_id + " at rotation " + std::to_string(rotation);
  if (kind == "monastery") {
    if (!where.empty()) *why = "a monastery takes no side; write 'monastery'";
    else if (shape.monastery < 0) *why = tile + " has no monastery";
    else *segment = shape.monastery;
    return why->empty();
  }
  if (kind == "river") {
    *why = "no follower may stand on a river: the river is not a feature (the River's rules); "
           "name a road, city, field or monastery of the tile";
    return false;
  }
  if (kind != "city" && kind != "road" && kind != "field") {
    std::string hint = Suggest(kind, kFollowerKinds);
    *why = "unknown feature '" + kind + "'" +
           (hint.empty() ? "" : "; did you mean '" + hint + "'?") + " " + usage;
    return false;
  }
  if (where.empty()) {
    *why = "name the side, e.g. '" + kind + (kind == "field" ? " Sw'" : " N'");
    return false;
  }
  if (kind == "field" && ResolveCornerField(where, shape, tile, segment, why)) return why->empty();
  Side side;
  Half half;
  bool is_side = ParseSide(where, &side), is_half = ParseHalf(where, &half);
  if (!is_side && !is_half) {
    *why = "'" + where + "' is not a side (N, E, S, W) or half-side (Nw, Ne, En, Es, Se, Sw, Ws, Wn)";
    return false;
  }
  std::string edges = " (its edges from N clockwise: " + EdgeLetters(shape) + ")";
  if (kind == "field") {
    if (is_side) {
      int a = shape.half_segment[2 * int(side)], b = shape.half_segment[2 * int(side) + 1];
      if (a < 0) *why = tile + " has no field on side " + where + edges;
      else if (a != b)
        *why = tile + " has two fields on side " + where + "; name a half-side: " +
               HalfName(Half(2 * int(side))) + " or " + HalfName(Half(2 * int(side) + 1));
      else *segment = a;
      return why->empty();
    }
    int f = shape.half_segment[int(half)];
    if (f < 0) *why = tile + " has no field at half-side " + where + edges;
    else *segment = f;
    return why->empty();
  }
  if (is_half) {
    *why = "a " + kind + " is named by a side (N, E, S, W), not a half-side";
    return false;
  }
  int g = shape.side_segment[int(side)];
  FeatureKind want = kind == "city" ? FeatureKind::City : FeatureKind::Road;
  if (g < 0 || shape.segments[g].kind != want) {
    *why = tile + " has no " + kind + " on side " + where + edges;
    return false;
  }
  *segment = g;
  return true;
}

Status LoadBoardFromString(const std::string& file, const std::string& content,
                           const ShapeCatalog& catalog, BoardFile* board, Diagnostics* diags) {
  board->path = file;
  YamlDocument doc;
  if (!ParseYaml(file, content, InputLimits(), &doc, diags))
    return Status::Diagnosed();
  BoardParser(file, catalog, board, diags).Parse(doc.root());
  return diags->HasErrors() ? Status::Diagnosed() : Status::Ok();
}

Status LoadBoardFile(const std::string& path, const ShapeCatalog& catalog, BoardFile* board,
                     Diagnostics* diags) {
  std::string content;
  Status read = ReadInputFile(path, InputLimits(), &content, diags);
  if (!read.ok()) return read;
  return LoadBoardFromString(path, content, catalog, board, diags);
}

Game NewBoardGame(const BoardFile& board, const ShapeCatalog& catalog) {
  const TileSet& set = catalog.set();
  Game game(catalog, int(board.players.size()), set.followers, set.farmers,
            std::max(set.TileCount(), int(board.moves.size())));
  game.set_logging(true);
  return game;
}

Status PlayBoard(const BoardFile& board, Game* game, Diagnostics* diags,
                 const std::function<void(const Game&)>& after_move) {
  game->Reset();
  if (board.moves.empty()) return Status::Ok();
  for (const BoardMove& m : board.moves)  // only a board that loaded without error plays
    if (m.type < 0 || (m.number > 1 && m.player < 0)) return Status::Invalid("board not loaded");
  return BoardPlayer(board, game, diags, after_move).Play() ? Status::Ok() : Status::Diagnosed();
}

}  // namespace carc
