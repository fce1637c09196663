#include "play/game_record.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "base/output_file.h"
#include "base/text_util.h"

namespace carc {

std::vector<RecordPick> PickGames(const SimulationTotals& t, int count) {
  std::vector<RecordPick> picks;
  auto taken = [&](long long index) {
    for (const RecordPick& p : picks)
      if (p.index == index) return true;
    return false;
  };
  if (count >= 1 && t.highest.index >= 0) picks.push_back({t.highest.index, "highest"});
  if (count >= 2 && t.lowest.index >= 0 && !taken(t.lowest.index))
    picks.push_back({t.lowest.index, "lowest"});
  std::vector<GameMark> early = t.remembered;
  if (early.empty()) return picks;
  std::vector<int> totals;
  for (const GameMark& g : early) totals.push_back(g.total);
  std::nth_element(totals.begin(), totals.begin() + long(totals.size() / 2), totals.end());
  int median = totals[totals.size() / 2];
  std::stable_sort(early.begin(), early.end(), [median](const GameMark& a, const GameMark& b) {
    return std::abs(a.total - median) < std::abs(b.total - median);
  });
  for (const GameMark& g : early) {
    if (int(picks.size()) >= count) break;
    if (!taken(g.index)) picks.push_back({g.index, "ordinary"});
  }
  return picks;
}

std::string FollowerName(const TileShape& shape, int segment) {
  const Segment& g = shape.segments[segment];
  switch (g.kind) {
    case FeatureKind::Monastery: return "monastery";
    case FeatureKind::Road:
    case FeatureKind::City:
      for (int s = 0; s < kSides; ++s)
        if (Has(g.sides, s)) return std::string(FeatureKindName(g.kind)) + " " + SideName(Side(s));
      break;
    case FeatureKind::Field:
      for (int h = 0; h < kHalves; ++h)
        if ((g.halves >> h) & 1u) return std::string("field ") + HalfName(Half(h));
      for (int c = 0; c < 4; ++c)
        if ((g.corners >> c) & 1u) return std::string("field ") + CornerName(c);
      break;
  }
  return "";
}

std::vector<std::string> RecordedPlayerNames(const SimulationOptions& options, int rotation) {
  std::vector<std::string> names;
  std::vector<PlayerSpec> seats = options.SeatSpecs();
  int players = int(seats.size());
  for (int seat = 0; seat < players; ++seat) {
    int entry = (seat + rotation) % players;
    names.push_back(seats[size_t(entry)].Name() + " (player " + std::to_string(entry + 1) + ")");
  }
  return names;
}

namespace {

std::string Quoted(const std::string& text) {
  std::string out = "\"";
  for (char c : text) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out + "\"";
}

std::string MoveLine(const Game& g, int p, int segment, bool large = false) {
  const PlacedTile& t = g.placements()[size_t(p)];
  const std::string& id = g.catalog().set().tiles[size_t(t.type)].id;
  std::string line = "  - {tile: " + Quoted(id) + ", at: [" + std::to_string(g.board().X(t.cell)) +
                     ", " + std::to_string(g.board().Y(t.cell)) + "], rotation: " +
                     std::to_string(90 * t.quarters);
  if (segment >= 0) line += ", follower: " + FollowerName(g.ShapeOf(p), segment);
  if (segment >= 0 && large) line += ", large: true";
  return line + "}\n";
}

}  // namespace

std::string BoardFileText(const Match& match, const std::vector<std::string>& players,
                          const std::vector<std::string>& header) {
  const Game& g = match.game();
  std::string out;
  // A newline in a value (a --record folder's name) must not end the comment.
  for (const std::string& line : header) out += "# " + Printable(line) + "\n";
  std::vector<std::string> quoted;
  for (const std::string& p : players) quoted.push_back(Quoted(p));
  out += "players: [" + Join(quoted, ", ") + "]\n";
  out += "moves:\n";
  out += MoveLine(g, 0, -1);
  int p = 0;
  const std::vector<std::string> ids = [&] {
    std::vector<std::string> v;
    for (const TileType& t : g.catalog().set().tiles) v.push_back(t.id);
    return v;
  }();
  for (const DrawRecord& d : match.draws()) {
    if (d.legal == 0) {
      out += "  # " + ids[size_t(d.type)] + " drawn by " + players[size_t(d.seat)] +
             " fits nowhere: set aside\n";
      continue;
    }
    out += MoveLine(g, ++p, d.segment, d.large);
  }
  return out;
}

namespace {

/// "greedy (player 1) 132, random (player 2) 31".
std::string ScoreLine(const Game& g, const std::vector<std::string>& names) {
  std::vector<std::string> parts;
  for (int p = 0; p < g.players(); ++p)
    parts.push_back(names[size_t(p)] + " " + std::to_string(g.score(p).Total()));
  return Join(parts, ", ");
}

/// How a README of recorded games begins: another README is not replaced.
const std::string kReadmeFirst = "Games recorded by: ";

}  // namespace

Status CheckRecordFolder(const std::string& dir) {
  std::string readme = (std::filesystem::path(dir) / "README").string();
  std::error_code ec;
  if (std::filesystem::is_regular_file(readme, ec)) {
    std::ifstream in(readme);
    std::string first;
    std::getline(in, first);
    if (first.rfind(kReadmeFirst, 0) != 0)
      return Status::Io("refusing to replace a README that carckit did not "
                        "write; record into another folder")
          .At(readme);
  }
  return ProbeOutput(readme);  // a folder or device there says why not; makes nothing
}

Status RecordGames(const RecordRequest& request, const TileSet& set, const SimulationResult& result,
                   std::vector<std::string>* written) {
  const std::string& dir = request.dir;
  Status ready = CheckRecordFolder(dir);
  if (!ready.ok()) return ready;
  const std::string& command = request.command;
  ShapeCatalog catalog(set);
  Match match(catalog, result.options.SeatSpecs(), result.options.policy);
  std::string readme = kReadmeFirst + command + "\n\n" +
                       "Each file is a board file (docs/board-format.md). Replay one to its final\n"
                       "scores with:\n\n    carckit score " + request.set_arg + " " + dir +
                       "/FILE --final\n\n";
  for (const RecordPick& pick : PickGames(result.totals, request.count)) {
    ReplayGame(result.options, pick.index, &match);
    std::vector<std::string> names = RecordedPlayerNames(result.options, match.rotation());
    char name[64];
    std::snprintf(name, sizeof name, "game-%06lld-%s.yaml", pick.index, pick.why.c_str());
    std::string scores = ScoreLine(match.game(), names);
    std::vector<std::string> header = {
        "Recorded by: " + command,
        "Game " + std::to_string(pick.index) + " of the run (the " + pick.why +
            (pick.why == "ordinary" ? " one" : "-scoring") + "), seed " +
            std::to_string(GameSeed(result.options.seed, uint64_t(pick.index))),
        "Final scores: " + scores,
        "Replay: carckit score " + request.set_arg + " " + dir + "/" + name + " --final"};
    std::string path = (std::filesystem::path(dir) / name).string();
    Status status = WriteFileAtomically(path, BoardFileText(match, names, header));
    if (!status.ok()) return status;
    written->push_back(path);
    readme += std::string(name) + ": game " + std::to_string(pick.index) + ", " + pick.why +
              "; " + scores + "\n";
  }
  Status status = WriteFileAtomically((std::filesystem::path(dir) / "README").string(), readme);
  if (status.ok()) written->push_back((std::filesystem::path(dir) / "README").string());
  return status;
}

}  // namespace carc
