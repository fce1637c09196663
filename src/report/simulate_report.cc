#include "report/simulate_report.h"

#include <algorithm>
#include <cstdio>

#include "base/json.h"
#include "base/json_version.h"
#include "base/text_table.h"
#include "base/text_util.h"
#include "play/paired_figures.h"
#include "play/play_figures.h"
#include "play/seat_check.h"
#include "report/format.h"

namespace carc {

namespace {


std::string Int(long long v) { return std::to_string(v); }

bool AllSame(const std::vector<PlayerSpec>& seats) {
  for (const PlayerSpec& s : seats)
    if (s.Name() != seats[0].Name()) return false;
  return true;
}

/// "greedy, random" for two players (or "random in every seat").
std::string SeatList(const std::vector<PlayerSpec>& seats) {
  if (!seats.empty() && AllSame(seats)) return seats[0].Name() + " in every seat";
  std::vector<std::string> names;
  for (const PlayerSpec& s : seats) names.push_back(s.Name());
  return Join(names, ", ");
}

/// "greedy" for a table of one kind, else "greedy, random".
std::string KindsName(const std::vector<PlayerSpec>& seats) {
  if (!seats.empty() && AllSame(seats)) return seats[0].Name();
  return SeatList(seats);
}

std::string Title(const SimulationResult& r) {
  const SimulationTotals& t = r.totals;
  std::string games = r.partial ? Int(t.games) + " of " + Int(r.options.games) + " games"
                                : Int(t.games) + " games";
  return Printable(r.set_id) + " (" + Printable(r.set_name) + "): " + games + ", " + Int(r.options.players) +
         " players, seed " + std::to_string(r.options.seed) +
         (r.partial ? " (partial: stopped before the end)" : "") + "\n";
}

/// The header and one row of score figures per seat or player.
TextTable ScoreTable(const std::vector<SeatTotals>& seats, long long games,
                     const std::string& label, const std::vector<std::string>& kinds) {
  TextTable table;
  std::vector<std::string> head = {""};
  if (!kinds.empty()) head.push_back(label == "seat" ? "player" : "kind");
  for (const char* h : {"mean", "[95%]", "sd", "min"}) head.push_back(h);
  for (int p : kScorePercentiles) head.push_back("p" + Int(p));
  for (const char* h : {"max", "won or shared", "[95%]", "tied", "turns"}) head.push_back(h);
  table.AddRow(head);
  for (size_t s = 0; s < seats.size(); ++s) {
    SeatFigures f = FiguresOf(seats[s], games);
    std::vector<std::string> row = {label + " " + Int(long(s) + 1)};
    if (!kinds.empty()) row.push_back(kinds[s]);
    row.push_back(Fixed(f.mean));
    row.push_back(IntervalText(f.score.ci));
    row.push_back(Fixed(f.sd));
    row.push_back(Int(f.min));
    for (int p : f.percentiles) row.push_back(Int(p));
    row.push_back(Int(f.max));
    row.push_back(Percent(f.win_share));
    row.push_back(IntervalText(f.won.ci, 100));
    row.push_back(PercentWithInterval(f.tie_share, f.tied.ci));
    row.push_back(FixedWithInterval(f.turns, f.turns_estimate.ci));
    table.AddRow(row);
  }
  return table;
}

std::string TurnsNote(const SimulationResult& r) {
  const SimulationTotals& t = r.totals;
  if (!UnequalTurns(t)) return "";
  std::vector<std::string> turns;
  for (const SeatTotals& s : t.seats) turns.push_back(Fixed(Ratio(s.turns, t.games)));
  return "    note: the seats get unequal turns (" + Join(turns, ", ") +
         " a game, as the tiles go round " + Int(r.options.players) +
         " players):\n    an extra turn, not the set, explains part of a difference in wins.\n";
}

std::string SeatsText(const SimulationResult& r) {
  const SimulationTotals& t = r.totals;
  std::vector<std::string> kinds;
  for (const PlayerSpec& s : r.options.seats) kinds.push_back(s.Name());
  std::string out;
  if (r.options.rotate_seats) {
    out += "  final score by player (seats rotate: each player moves first in one game of " +
           Int(r.options.players) + "):\n";
    out += ScoreTable(t.entries, t.games, "player", kinds).Render("    ", 2);
    out += "  final score by seat (seat 1 moves first):\n";
    out += ScoreTable(t.seats, t.games, "seat", {}).Render("    ");
  } else {
    out += "  final score by seat (seat 1 moves first):\n";
    out += ScoreTable(t.seats, t.games, "seat", kinds).Render("    ", 2);
  }
  return out + TurnsNote(r);
}

/// One row of the feature table, each figure with its interval; a farm is
/// never complete.
std::vector<std::string> FeatureRow(const std::string& name, const FeatureFigures& f, bool farm) {
  return {name,
          FixedWithInterval(f.count, f.count_ci),
          farm ? "-" : PercentWithInterval(f.completion, f.completion_ci),
          farm ? "-" : FixedWithInterval(f.completed_size, f.completed_size_ci),
          FixedWithInterval(f.open_size, f.open_size_ci),
          FixedWithInterval(f.in_play, f.in_play_ci),
          FixedWithInterval(f.final_scoring, f.final_ci),
          FixedWithInterval(f.in_play + f.final_scoring, f.total_ci)};
}

std::string FeaturesText(const SimulationResult& r) {
  TextTable table;
  table.AddRow({"kind", "per game", "completed", "size if complete", "size if not",
                "points in play", "at the end", "total"});
  for (int k = 0; k < kFeatureKinds; ++k) {
    FeatureKind kind = FeatureKind(k);
    FeatureFigures f = FeatureFiguresOf(r.totals, kind);
    bool farm = kind == FeatureKind::Field;
    if (farm && !r.farmers) continue;  // fields score nothing without farmers
    table.AddRow(FeatureRow(FeatureReportName(kind), f, farm));
  }
  // Inn roads and cathedral cities apart (they are among the roads and
  // cities above too), in sets that have them.
  for (int m = 0; m < kModifiers; ++m) {
    if (r.totals.modified[size_t(m)].count == 0) continue;
    FeatureFigures f = ModifiedFiguresOf(r.totals, Modifier(m));
    table.AddRow(FeatureRow(std::string("  ") + ModifiedReportName(Modifier(m)), f, false));
  }
  return "  by feature kind (at the end of each game; joined features once; sizes in tiles;\n"
         "  points per game, all players; [95% intervals], each game one unit):\n" +
         table.Render("    ");
}

/// "low" and "high" of a 95 % interval (null when the sample is too small).
void WriteInterval(JsonWriter& json, const Interval& ci) {
  if (ci.known) {
    json.Double("low", ci.low).Double("high", ci.high);
  } else {
    json.Null("low").Null("high");
  }
}

/// `key`: {low, high} of `ci` (null without one).
void WriteBounds(JsonWriter& json, const std::string& key, const Interval& ci) {
  json.BeginObject(key);
  WriteInterval(json, ci);
  json.EndObject();
}

/// A key of an "intervals" object and the interval it gives.
using KeyedInterval = std::pair<const char*, Interval>;

/// "intervals": the 95 % interval of each of the enclosing object's plain
/// figures, by the figure's key, as {low, high} (null without one).
void WriteIntervals(JsonWriter& json, std::initializer_list<KeyedInterval> items) {
  json.BeginObject("intervals");
  for (const KeyedInterval& item : items) WriteBounds(json, item.first, item.second);
  json.EndObject();
}

void WriteShare(JsonWriter& json, const std::string& key, const ShareEstimate& e) {
  json.BeginObject(key).Int("n", e.n).Double("share", e.share);
  WriteInterval(json, e.ci);
  json.EndObject();
}

void WriteMean(JsonWriter& json, const std::string& key, const MeanEstimate& e) {
  json.BeginObject(key).Int("n", e.n).Double("mean", e.mean).Double("sd", e.sd);
  WriteInterval(json, e.ci);
  json.EndObject();
}

void WriteDifference(JsonWriter& json, const std::string& key, const Interval& d, double value) {
  json.BeginObject(key).Double("value", value);
  WriteInterval(json, d);
  json.Bool("clear", d.Excludes(0)).EndObject();
}

/// A tile type's "strength" object.
void WriteStrength(JsonWriter& json, const StrengthFigures& f) {
  json.BeginObject("strength");
  WriteShare(json, "won_with", f.won_with);
  WriteShare(json, "won_without", f.won_without);
  WriteDifference(json, "won_difference", f.won_gain, f.won_with.share - f.won_without.share);
  WriteMean(json, "margin_with", f.margin_with);
  WriteMean(json, "margin_without", f.margin_without);
  WriteDifference(json, "margin_difference", f.margin_gain,
                  f.margin_with.mean - f.margin_without.mean);
  WriteMean(json, "own_points", f.own_points);
  json.EndObject();
}

std::string TypesText(const SimulationResult& r) {
  TextTable table;
  std::vector<std::string> head = {"tile", "drawn", "set aside", "[95%]", "fits", "placements", "follower"};
  // Each figure but drawn (the deck's count) with its interval, each game one unit.
  int kinds = r.farmers ? kFeatureKinds : kFeatureKinds - 1;
  for (int k = 0; k < kinds; ++k) head.push_back(FeatureKindName(FeatureKind(k)));
  table.AddRow(head);
  for (size_t i = 0; i < r.totals.types.size(); ++i) {
    TypeFigures f = FiguresOf(r.totals.types[i], r.totals.games);
    std::vector<std::string> row = {r.type_ids[i], Fixed(f.drawn, 2)};
    row.push_back(f.ever_drawn ? Percent(f.set_aside) : "-");
    row.push_back(f.ever_drawn ? IntervalText(f.aside.ci, 100) : "-");
    row.push_back(f.ever_drawn ? PercentWithInterval(f.fit, f.fit_ci) : "-");
    row.push_back(f.ever_drawn ? FixedWithInterval(f.placements, f.placements_ci) : "-");
    row.push_back(PercentWithInterval(f.follower, f.follower_ci));
    for (int k = 0; k < kinds; ++k) row.push_back(PercentWithInterval(f.follower_on[k], f.follower_on_ci[size_t(k)]));
    table.AddRow(row);
  }
  return "  by tile type (drawn: copies per game; set aside, fits and placements: per draw;\n"
         "  fits: share of the open cells where it fits at all; placements: cells x rotations\n"
         "  that look different; follower and on what: per placed copy; [95% intervals], each\n"
         "  game one unit):\n" +
         table.Render("    ");
}

/// A note for each group of types that are the same tile, whose strength
/// figures are counted together.
std::string SameTileNotes(const SimulationResult& r) {
  const SimulationTotals& t = r.totals;
  std::string out;
  for (size_t i = 0; i < t.next_same_tile.size(); ++i) {
    if (t.same_tile[i] != int32_t(i) || t.next_same_tile[i] < 0) continue;
    std::vector<std::string> ids;
    for (int32_t m = int32_t(i); m >= 0; m = t.next_same_tile[size_t(m)]) ids.push_back(r.type_ids[size_t(m)]);
    std::string last = ids.back();
    ids.pop_back();
    out += "    note: " + Join(ids, ", ") + " and " + last + " are the same tile, turned or not: their strength\n"
           "    figures are counted together (a player with a copy of any of them is 'with').\n";
  }
  return out;
}

/// How many margin differences are marked against how many chance alone would mark.
std::string MarksNote(const StrengthMarks& m) {
  return "    note: " + Int(m.marked) + " of " + Int(m.tested) +
         " types' margin differences are marked; at 95% each, chance alone would mark\n"
         "    about " + Fixed(m.by_chance) + " of them if no type changed the margin.\n";
}

std::string StrengthText(const SimulationResult& r) {
  TextTable table;
  table.AddRow({"tile", "with", "won with", "won without", "difference", "margin with",
                "margin without", "difference", "own points"});
  int clear = 0;
  for (size_t i = 0; i < r.totals.types.size(); ++i) {
    StrengthFigures f = StrengthOf(r.totals.types[i]);
    clear += f.clear();
    table.AddRow({r.type_ids[i], Int(f.won_with.n), ShareWithInterval(f.won_with),
                  ShareWithInterval(f.won_without),
                  Difference(f.won_gain, f.won_with.share - f.won_without.share, 100),
                  MeanWithInterval(f.margin_with), MeanWithInterval(f.margin_without),
                  Difference(f.margin_gain, f.margin_with.mean - f.margin_without.mean),
                  MeanWithInterval(f.own_points)});
  }
  std::string out =
      "  tile strength (per player and game: with = player-games in which the player placed a\n"
      "  copy; won or shared and margin over the best other player, with a copy and without;\n"
      "  own points: what the placer's own followers scored from the features a copy ended\n"
      "  in, per copy; [95% intervals]; * marks a difference clearly not zero; - under " +
      Int(kMinSampleForDifference) + "\n  player-games on a side):\n" +
      table.Render("    ");
  out += SameTileNotes(r);
  if (clear == 0)
    out += "    note: no type's margin difference is clear at " + Int(r.totals.games) +
           " games: the intervals are too wide to decide; play more games.\n";
  else
    out += MarksNote(StrengthMarksOf(r.totals));
  return out;
}

std::string FollowersText(const SimulationResult& r) {
  const SimulationTotals& t = r.totals;
  std::vector<std::string> seats;
  for (size_t s = 0; s < t.seats.size(); ++s) {
    ShareEstimate e = FiguresOf(t.seats[s], t.games).empty;
    seats.push_back("seat " + Int(long(s) + 1) + " " + PercentWithInterval(e.share, e.ci));
  }
  ShareEstimate all = RunFiguresOf(t).empty_supply;
  return "  followers: none left in supply on " + PercentWithInterval(all.share, all.ci) + " of turns (" +
         Join(seats, ", ") + ")\n";
}

std::string OpenEdgesText(const SimulationResult& r) {
  std::vector<std::string> parts;
  RunFigures f = RunFiguresOf(r.totals);
  for (size_t k = 0; k < r.totals.open_edges.size(); ++k)
    parts.push_back(std::string(TerrainName(Terrain(k))) + " " +
                    FixedWithInterval(Ratio(r.totals.open_edges[k], r.totals.games), f.open_edges[k].ci));
  if (parts.empty()) parts.push_back("none");
  return "  open edges at the end, per game: " + Join(parts, ", ") + "\n";
}

std::string ThroughputText(const SimulationResult& r) {
  long long n = r.totals.games;
  return "  throughput: " + Fixed(double(n) / std::max(r.seconds, 1e-9), 0) + " games/s on " +
         Int(r.options.threads) + " thread" + (r.options.threads == 1 ? "" : "s") + " (" +
         Fixed(r.seconds, 3) + " s)\n";
}

/// A half-width as the reports show it: points of percent for a share.
std::string HalfWidth(const WideFigure& w) {
  if (!w.known) return "(no interval yet)";
  return "+/-" + Fixed(w.share ? 100 * w.half_width : w.half_width);
}

/// `text` broken at spaces into lines of at most `width` characters, each
/// line after `indent`.
std::string Wrapped(const std::string& text, const std::string& indent, size_t width = 92) {
  std::string out, line;
  size_t from = 0;
  while (from < text.size()) {
    size_t space = text.find(' ', from);
    std::string word = text.substr(from, space == std::string::npos ? std::string::npos : space - from);
    from = space == std::string::npos ? text.size() : space + 1;
    if (!line.empty() && indent.size() + line.size() + 1 + word.size() > width) {
      out += indent + line + "\n";
      line.clear();
    }
    line += (line.empty() ? "" : " ") + word;
  }
  return line.empty() ? out : out + indent + line + "\n";
}

/// Most figures still too wide that the text names one by one.
constexpr size_t kWideListed = 6;

/// With `--games auto`: how many games were played, to what goal, and why
/// the run stopped; "" for a fixed number of games. `others`: the other sets
/// of a comparison, whose figures took part in the stop.
std::string PrecisionText(const SimulationResult& r,
                          const std::vector<SimulationResult>& others = {}) {
  const PrecisionOutcome& p = r.precision;
  if (!p.used) return "";
  std::string types = CountOf(long(p.types.size()), "tile type", "tile types");
  types = p.own_types ? "its " + Int(long(p.types.size())) + " new or changed tile types (" +
                            Join(p.types, ", ") + ")"
                      : "all " + types;
  std::string out = "games: auto, " + Int(r.totals.games) + " played in " +
                    CountOf(p.batches, "batch", "batches") +
                    "; the goal: every seat's won or shared within +/-" + Fixed(100 * p.goal.won) +
                    " points and the margin difference of " + types + " within +/-" +
                    Fixed(p.goal.margin) + " (95% intervals), at most " + Int(p.goal.max_games) +
                    " games; ";
  if (p.stop == PrecisionStop::Precise) return Wrapped(out + "precise enough.", "  ");
  out += p.stop == PrecisionStop::Cap ? "stopped at the cap" : "stopped by Ctrl-C";
  std::vector<std::string> wide;
  auto list = [&](const SimulationResult& set, const std::string& prefix) {
    for (const WideFigure& w : set.precision.wide)
      wide.push_back(prefix + w.what + " " + HalfWidth(w));
  };
  list(r, others.size() > 1 ? Printable(r.set_id) + ": " : "");
  for (const SimulationResult& o : others)
    if (&o != &r) list(o, Printable(o.set_id) + ": ");
  size_t more = wide.size() > kWideListed ? wide.size() - kWideListed : 0;
  wide.resize(std::min(wide.size(), kWideListed));
  if (more) wide.push_back("and " + Int(long(more)) + " more");
  if (!wide.empty()) out += "; still wider: " + Join(wide, ", ");
  return Wrapped(out + ".", "  ");
}

/// "62.5% [60.3, 64.5] favoured".
std::string LeanText(const ShareEstimate& won, SeatLean lean) {
  return ShareWithInterval(won) + " " + SeatLeanName(lean);
}

/// With `--seat-check KIND`: each seat's won or shared by the run's players
/// and by KIND over the same games, and a note where they disagree.
std::string SeatCheckText(const SimulationResult& r, const SimulationResult& check) {
  std::vector<SeatComparison> seats = CompareSeats(r.totals, check.totals);
  TextTable table;
  table.AddRow({"", SeatList(r.options.seats), SeatList(check.options.seats)});
  for (const SeatComparison& c : seats)
    table.AddRow({"seat " + Int(c.seat + 1), LeanText(c.won_a, c.lean_a), LeanText(c.won_b, c.lean_b)});
  std::string out =
      "  seat check: the same " + Int(check.totals.games) + " games with " +
      SeatList(check.options.seats) +
      " (won or shared [95%]; favoured: the whole\n"
      "  interval above the seats' average share, unfavoured: below it):\n" +
      table.Render("    ");
  int disagree = 0;
  for (const SeatComparison& c : seats) {
    if (!c.disagree) continue;
    ++disagree;
    out += "    note: seat " + Int(c.seat + 1) + " is " + SeatLeanName(c.lean_a) + " with " +
           KindsName(r.options.seats) + " but " + SeatLeanName(c.lean_b) + " with " +
           KindsName(check.options.seats) +
           ", the intervals\n    apart: the players, not the set, make this seat effect.\n";
  }
  if (disagree == 0)
    out += "    the two kinds agree: no seat is favoured by one and not by the other with the\n"
           "    intervals apart.\n";
  return out;
}

}  // namespace

std::string PlayersText(const SimulationOptions& o) {
  std::string seats = SeatList(o.SeatSpecs());
  return o.rotate_seats ? seats + "; seats rotate every game" : seats;
}

std::string SimulationText(const SimulationResult& r, const SimulationResult* seat_check) {
  const SimulationTotals& t = r.totals;
  long long n = t.games;
  std::string out = Title(r);
  out += "  players: " + PlayersText(r.options) + "\n";
  out += PrecisionText(r);
  RunFigures run = RunFiguresOf(t);
  out += "  set aside as unplaceable: mean " + FixedWithInterval(Ratio(t.set_aside, n), run.set_aside.ci, 2) +
         " tiles per game, max " + Int(t.set_aside_max) + ", in " +
         PercentWithInterval(Ratio(t.games_with_set_aside, n), run.games_with_set_aside.ci) + " of games\n";
  if (r.river)
    out += "  river: ended in its lake in " + PercentWithInterval(Ratio(t.lakes, n), run.lakes.ci) +
           " of games; river tiles set aside: mean " +
           FixedWithInterval(Ratio(t.river_set_aside, n), run.river_set_aside.ci, 2) + " per game\n";
  out += SeatsText(r);
  if (seat_check) out += SeatCheckText(r, *seat_check);
  out += FeaturesText(r);
  out += TypesText(r);
  out += StrengthText(r);
  out += FollowersText(r);
  out += OpenEdgesText(r);
  out += "  game length: mean " + FixedWithInterval(Ratio(t.turns, n), run.turns.ci) + " turns, min " +
         Int(t.turns_min) +
         ", max " + Int(t.turns_max) + "\n";
  out += ThroughputText(r);
  return out;
}

namespace {

void SeatJson(JsonWriter& json, const SeatTotals& s, long long games, const char* key, int number,
              const std::string& kind) {
  SeatFigures f = FiguresOf(s, games);
  json.BeginObject()
      .Int(key, number)
      .String("kind", kind)
      .Double("mean", f.mean)
      .Int("min", f.min)
      .Int("max", f.max)
      .Double("wins", f.win_share)
      .Double("sd", f.sd);
  WriteShare(json, "won", f.won);
  WriteMean(json, "score", f.score);
  json.BeginObject("percentiles");
  for (size_t i = 0; i < kScorePercentiles.size(); ++i)
    json.Int("p" + Int(kScorePercentiles[i]), f.percentiles[i]);
  json.EndObject()
      .Double("ties", f.tie_share)
      .Double("turns", f.turns)
      .Double("empty_supply", f.empty_supply);
  WriteIntervals(json, {{"mean", f.score.ci},
                        {"wins", f.won.ci},
                        {"ties", f.tied.ci},
                        {"turns", f.turns_estimate.ci},
                        {"empty_supply", f.empty.ci}});
  json.EndObject();
}

/// One feature kind's object of "features".
void FeatureJson(JsonWriter& json, const char* key, const FeatureFigures& f) {
  json.BeginObject(key)
      .Double("per_game", f.count)
      .Double("completion", f.completion)
      .Double("completed_size", f.completed_size)
      .Double("open_size", f.open_size)
      .Double("points_in_play", f.in_play)
      .Double("points_final", f.final_scoring);
  WriteIntervals(json, {{"per_game", f.count_ci},
                        {"completion", f.completion_ci},
                        {"completed_size", f.completed_size_ci},
                        {"open_size", f.open_size_ci},
                        {"points_in_play", f.in_play_ci},
                        {"points_final", f.final_ci}});
  json.EndObject();
}

/// A tile type's "intervals": its per-draw and per-copy figures', and
/// follower_on's by kind in an object of their own.
void TypeIntervalsJson(JsonWriter& json, const TypeFigures& f) {
  json.BeginObject("intervals");
  WriteBounds(json, "set_aside", f.aside.ci);
  WriteBounds(json, "placements", f.placements_ci);
  WriteBounds(json, "follower", f.follower_ci);
  WriteBounds(json, "fit", f.fit_ci);
  WriteBounds(json, "fit_cells", f.fit_cells_ci);
  json.BeginObject("follower_on");
  for (int k = 0; k < kFeatureKinds; ++k) WriteBounds(json, FeatureKindName(FeatureKind(k)), f.follower_on_ci[size_t(k)]);
  json.EndObject().EndObject();
}

/// Whether a seat is a random player, whose follower placement is by chance.
bool AnyRandomSeat(const SimulationResult& r) {
  for (const PlayerSpec& s : r.options.seats)
    if (s.kind == PlayerKind::Random) return true;
  return false;
}

/// "precision": how `--games auto` played, or null.
void PrecisionJson(JsonWriter& json, const PrecisionOutcome& p) {
  if (!p.used) {
    json.Null("precision");
    return;
  }
  json.BeginObject("precision")
      .Double("won_half_width", p.goal.won)
      .Double("margin_half_width", p.goal.margin)
      .Int("max_games", p.goal.max_games)
      .Bool("own_types", p.own_types);
  json.BeginArray("types");
  for (const std::string& id : p.types) json.StringValue(id);
  json.EndArray().Int("batches", p.batches).String("stopped", PrecisionStopName(p.stop));
  json.BeginArray("wider");
  for (const WideFigure& w : p.wide) {
    json.BeginObject().String("figure", w.what);
    if (w.known)
      json.Double("half_width", w.half_width);
    else
      json.Null("half_width");
    json.Double("goal", w.goal).EndObject();
  }
  json.EndArray().EndObject();
}

/// "seat_check": the seats by a second kind of player over the same games.
void SeatCheckJson(JsonWriter& json, const SimulationResult& r, const SimulationResult& check) {
  std::vector<SeatComparison> seats = CompareSeats(r.totals, check.totals);
  bool any = false;
  for (const SeatComparison& c : seats) any |= c.disagree;
  json.BeginObject("seat_check").String("kind", check.options.seats.empty() ? "" : check.options.seats[0].Name());
  json.Int("games", check.totals.games)
      .Double("average_won", AverageWonShare(r.totals))
      .Double("check_average_won", AverageWonShare(check.totals));
  json.BeginArray("seats");
  for (const SeatComparison& c : seats) {
    json.BeginObject().Int("seat", c.seat + 1);
    WriteShare(json, "won", c.won_a);
    json.String("lean", SeatLeanName(c.lean_a));
    WriteShare(json, "check_won", c.won_b);
    json.String("check_lean", SeatLeanName(c.lean_b)).Bool("disagree", c.disagree).EndObject();
  }
  json.EndArray().Bool("disagree", any).EndObject();
}

/// The tile types of `b` that `a` has too, matched by id: (index in a, index in b).
std::vector<std::pair<size_t, size_t>> SharedTypes(const SimulationResult& a,
                                                   const SimulationResult& b) {
  std::vector<std::pair<size_t, size_t>> shared;
  for (size_t ib = 0; ib < b.type_ids.size(); ++ib) {
    auto it = std::find(a.type_ids.begin(), a.type_ids.end(), b.type_ids[ib]);
    if (it != a.type_ids.end()) shared.push_back({size_t(it - a.type_ids.begin()), ib});
  }
  return shared;
}

/// Figure `f` of type b[ib] less that of type a[ia], game by game.
MeanEstimate PairedType(const SimulationResult& a, size_t ia, const SimulationResult& b, size_t ib,
                        PairedTypeFigure f) {
  return PairedTypeDifference({&a.type_games, int(a.type_ids.size()), int(ia)},
                              {&b.type_games, int(b.type_ids.size()), int(ib)}, f);
}

/// One set's figures; the document's own members first when `document`.
void WriteJson(JsonWriter& json, const SimulationResult& r, bool document,
               const SimulationResult* seat_check = nullptr) {
  const SimulationTotals& t = r.totals;
  long long n = t.games;
  json.BeginObject();
  if (document) json.Int("format_version", kJsonFormatVersion).String("command", "simulate");
  json.String("set", r.set_id)
      .String("name", r.set_name)
      .Int("tiles", r.tiles)
      .Int("games", n)
      .Int("players", r.options.players)
      .Int("seed", (long long)r.options.seed)
      .Int("threads", r.options.threads);
  // Only random players place followers by this chance; the others judge.
  if (AnyRandomSeat(r)) json.Int("follower_percent", r.options.policy.follower_percent);
  json.Bool("partial", r.partial)
      .Int("games_requested", r.options.games)
      .Bool("rotate_seats", r.options.rotate_seats);
  json.BeginArray("ai");
  for (const PlayerSpec& s : r.options.seats) json.StringValue(s.Name());
  json.EndArray();
  PrecisionJson(json, r.precision);
  RunFigures run = RunFiguresOf(t);
  json.BeginObject("set_aside")
      .Double("mean", Ratio(t.set_aside, n))
      .Int("max", t.set_aside_max)
      .Double("share_of_games", Ratio(t.games_with_set_aside, n));
  WriteIntervals(json, {{"mean", run.set_aside.ci}, {"share_of_games", run.games_with_set_aside.ci}});
  json.EndObject();
  if (r.river) {
    json.BeginObject("river")
        .Double("lake_share", Ratio(t.lakes, n))
        .Double("set_aside_mean", Ratio(t.river_set_aside, n));
    WriteIntervals(json, {{"lake_share", run.lakes.ci}, {"set_aside_mean", run.river_set_aside.ci}});
    json.EndObject();
  } else
    json.Null("river");
  json.BeginArray("seats");
  for (size_t p = 0; p < t.seats.size(); ++p)
    SeatJson(json, t.seats[p], n, "seat", int(p) + 1,
             r.options.rotate_seats ? "rotating" : r.options.seats[p].Name());
  json.EndArray();
  json.BeginArray("by_player");
  for (size_t p = 0; p < t.entries.size(); ++p)
    SeatJson(json, t.entries[p], n, "player", int(p) + 1, r.options.seats[p].Name());
  json.EndArray();
  json.Bool("unequal_turns", UnequalTurns(t));
  if (seat_check)
    SeatCheckJson(json, r, *seat_check);
  else
    json.Null("seat_check");
  json.BeginObject("features");
  for (int k = 0; k < kFeatureKinds; ++k)
    FeatureJson(json, FeatureReportName(FeatureKind(k)), FeatureFiguresOf(t, FeatureKind(k)));
  for (int m = 0; m < kModifiers; ++m) {  // inn roads, cathedral cities: in sets that have them
    if (t.modified[size_t(m)].count == 0) continue;
    FeatureJson(json, m == int(Modifier::Inn) ? "inn_road" : "cathedral_city", ModifiedFiguresOf(t, Modifier(m)));
  }
  json.EndObject();
  json.BeginArray("tile_types");
  for (size_t i = 0; i < t.types.size(); ++i) {
    TypeFigures f = FiguresOf(t.types[i], n);
    json.BeginObject()
        .String("id", r.type_ids[i])
        .String("name", r.type_names[i])
        .Double("drawn", f.drawn)
        .Double("set_aside", f.set_aside)
        .Double("placements", f.placements)
        .Double("follower", f.follower);
    json.BeginObject("follower_on");
    for (int k = 0; k < kFeatureKinds; ++k) json.Double(FeatureKindName(FeatureKind(k)), f.follower_on[k]);
    json.EndObject().Double("feature_points", f.feature_points);
    json.Double("fit", f.fit).Double("fit_cells", f.fit_cells);
    WriteShare(json, "set_aside_of_draws", f.aside);
    int32_t same = t.same_tile.empty() ? int32_t(i) : t.same_tile[i];
    if (same == int32_t(i))
      json.Null("same_tile_as");
    else
      json.String("same_tile_as", r.type_ids[size_t(same)]);
    WriteStrength(json, StrengthOf(t.types[i]));
    TypeIntervalsJson(json, f);
    json.EndObject();
  }
  json.EndArray();
  StrengthMarks marks = StrengthMarksOf(t);
  json.BeginObject("strength_marks")
      .Int("tested", marks.tested)
      .Int("marked", marks.marked)
      .Double("by_chance", marks.by_chance)
      .EndObject();
  json.BeginObject("followers").Double("empty_supply", EmptySupplyShare(t));
  WriteIntervals(json, {{"empty_supply", run.empty_supply.ci}});
  json.EndObject();
  json.BeginObject("open_edges");
  for (size_t k = 0; k < t.open_edges.size(); ++k)
    json.Double(TerrainName(Terrain(k)), Ratio(t.open_edges[k], n));
  json.EndObject();
  // Beside open_edges, whose keys are all terrains.
  json.BeginObject("open_edges_intervals");
  for (size_t k = 0; k < t.open_edges.size(); ++k) WriteBounds(json, TerrainName(Terrain(k)), run.open_edges[k].ci);
  json.EndObject();
  json.BeginObject("turns")
      .Double("mean", Ratio(t.turns, n))
      .Int("min", t.turns_min)
      .Int("max", t.turns_max);
  WriteIntervals(json, {{"mean", run.turns.ci}});
  json.EndObject();
  json.BeginObject("throughput")
      .Double("seconds", r.seconds)
      .Double("games_per_second", double(n) / std::max(r.seconds, 1e-9))
      .EndObject();
  json.EndObject();
}

}  // namespace

std::string SimulationJson(const SimulationResult& r, const SimulationResult* seat_check) {
  JsonWriter json;
  WriteJson(json, r, true, seat_check);
  return json.str();
}

std::string CompareJson(const std::vector<SimulationResult>& results) {
  JsonWriter json;
  json.BeginObject().Int("format_version", kJsonFormatVersion).String("command", "simulate").BeginArray("sets");
  for (const SimulationResult& r : results) WriteJson(json, r, false);
  json.EndArray();
  // Each set against the first, game by game (same seeds, same players).
  json.BeginArray("differences");
  for (size_t i = 1; i < results.size(); ++i) {
    const SimulationResult& a = results[0];
    const SimulationResult& b = results[i];
    json.BeginObject().String("set", b.set_id).String("against", a.set_id);
    json.BeginArray("seats");
    for (int p = 0; p < a.options.players; ++p) {
      json.BeginObject().Int("seat", p + 1);
      for (bool wins : {false, true}) {
        MeanEstimate d = PairedDifference(a.scores, b.scores, a.options.players, p, wins);
        json.BeginObject(wins ? "won" : "score").Int("n", d.n).Double("value", d.mean).Double("sd", d.sd);
        WriteInterval(json, d.ci);
        json.Bool("clear", d.ci.Excludes(0)).EndObject();
      }
      json.EndObject();
    }
    json.EndArray();
    // Each tile type both sets have, by id: its figures' differences, game by game.
    json.BeginArray("tile_types");
    for (const auto& [ia, ib] : SharedTypes(a, b)) {
      json.BeginObject().String("id", b.type_ids[ib]);
      for (PairedTypeFigure f : kPairedTypeFigures) {
        MeanEstimate d = PairedType(a, ia, b, ib, f);
        json.BeginObject(PairedTypeFigureKey(f)).Int("n", d.n).Double("value", d.mean);
        WriteInterval(json, d.ci);
        json.Bool("clear", d.ci.Excludes(0)).EndObject();
      }
      json.EndObject();
    }
    json.EndArray().EndObject();
  }
  json.EndArray().EndObject();
  return json.str();
}

namespace {

/// One figure of every set, as a row of the comparison.
template <typename Fn>
void CompareRow(TextTable* table, const std::string& label,
                const std::vector<SimulationResult>& results, Fn value) {
  std::vector<std::string> row = {label};
  for (const SimulationResult& r : results) row.push_back(value(r));
  table->AddRow(row);
}

/// The tile ids of every set, each once, in the order the sets list them.
std::vector<std::string> AllTypeIds(const std::vector<SimulationResult>& results) {
  std::vector<std::string> ids;
  for (const SimulationResult& r : results)
    for (const std::string& id : r.type_ids)
      if (std::find(ids.begin(), ids.end(), id) == ids.end()) ids.push_back(id);
  return ids;
}

/// "+3.2 [1.1, 5.3] *" for a paired difference (times `scale`), "-" without one.
std::string PairedText(const MeanEstimate& d, double scale) {
  return d.ci.known ? Difference(d.ci, d.mean, scale) : std::string("-");
}

/// Rows of each set's difference from the first, game by game, for seat `p`.
void AddPairedRows(TextTable* t, const std::string& name,
                   const std::vector<SimulationResult>& results, int p) {
  const SimulationResult& a = results[0];
  int players = a.options.players;
  auto row = [&](const std::string& label, bool wins, double scale) {
    CompareRow(t, name + ": " + label, results, [&](const SimulationResult& r) {
      if (&r == &a) return std::string("");
      return PairedText(PairedDifference(a.scores, r.scores, players, p, wins), scale);
    });
  };
  row("mean score, difference", false, 1);
  row("won or shared, difference", true, 100);
}

std::string CompareTypes(const std::vector<SimulationResult>& results) {
  TextTable table;
  table.AddRow({"tile", "set", "drawn", "set aside", "placements", "follower", "own points"});
  for (const std::string& id : AllTypeIds(results))
    for (size_t s = 0; s < results.size(); ++s) {
      const SimulationResult& r = results[s];
      std::vector<std::string> row = {s == 0 ? id : "", r.set_id};
      auto it = std::find(r.type_ids.begin(), r.type_ids.end(), id);
      if (it == r.type_ids.end()) {
        row.push_back("-");
        table.AddRow(row);
        continue;
      }
      TypeFigures f = FiguresOf(r.totals.types[size_t(it - r.type_ids.begin())], r.totals.games);
      row.push_back(Fixed(f.drawn, 2));
      row.push_back(f.ever_drawn ? PercentWithInterval(f.set_aside, f.aside.ci) : "-");
      row.push_back(f.ever_drawn ? FixedWithInterval(f.placements, f.placements_ci) : "-");
      row.push_back(PercentWithInterval(f.follower, f.follower_ci));
      row.push_back(MeanWithInterval(StrengthOf(r.totals.types[size_t(it - r.type_ids.begin())]).own_points));
      table.AddRow(row);
    }
  return "  by tile type (drawn: copies per game; set aside and placements: per draw; follower\n"
         "  and own points, what the placer's own followers scored from the features a copy\n"
         "  ended in: per placed copy; [95% intervals], each game one unit):\n" +
         table.Render("    ", 2);
}

/// Each set's tile types against the first set's, game by game.
std::string CompareTypeDifferences(const std::vector<SimulationResult>& results) {
  const SimulationResult& a = results[0];
  TextTable table;
  std::vector<std::string> head = {"tile", "set"};
  for (const char* h : {"won with", "margin difference", "own points", "set aside", "placements", "fits"})
    head.push_back(h);
  table.AddRow(head);
  bool kept = !a.type_games.empty();
  for (size_t i = 1; i < results.size(); ++i) {
    const SimulationResult& b = results[i];
    kept &= !b.type_games.empty();
    for (const auto& [ia, ib] : SharedTypes(a, b)) {
      std::vector<std::string> row = {b.type_ids[ib], b.set_id};
      for (PairedTypeFigure f : kPairedTypeFigures)
        row.push_back(PairedText(PairedType(a, ia, b, ib, f), IsShareFigure(f) ? 100 : 1));
      table.AddRow(row);
    }
  }
  std::string out =
      "  by tile type, against " + Printable(a.set_id) +
      " game by game (each set's figure less the first's over the same\n"
      "  games, for the types both have; shares in points of percent; [95% intervals];\n"
      "  * clearly not zero; - too few draws or player-games):\n" +
      table.Render("    ");
  if (!kept) out += "    note: these runs kept no per-game figures (too many games): no differences.\n";
  return out;
}

}  // namespace

std::string CompareText(const std::vector<SimulationResult>& results) {
  if (results.empty()) return "";
  const SimulationResult& first = results[0];
  std::string out = "comparing " + Int(long(results.size())) + " sets: " +
                    Int(first.options.games) + " games each, " + Int(first.options.players) +
                    " players (" + PlayersText(first.options) + "), seed " +
                    std::to_string(first.options.seed) + "\n";
  out += PrecisionText(first, results);
  for (const SimulationResult& r : results)
    if (r.partial)
      out += "  partial: " + Printable(r.set_id) + " stopped after " + Int(r.totals.games) + " games\n";
  TextTable t;
  CompareRow(&t, "", results, [](const SimulationResult& r) { return r.set_id; });
  CompareRow(&t, "tiles", results, [](const SimulationResult& r) { return Int(r.tiles); });
  CompareRow(&t, "games", results, [](const SimulationResult& r) { return Int(r.totals.games); });
  CompareRow(&t, "set aside per game", results, [](const SimulationResult& r) {
    return FixedWithInterval(Ratio(r.totals.set_aside, r.totals.games), RunFiguresOf(r.totals).set_aside.ci, 2);
  });
  CompareRow(&t, "games with a tile set aside", results, [](const SimulationResult& r) {
    return PercentWithInterval(Ratio(r.totals.games_with_set_aside, r.totals.games),
                               RunFiguresOf(r.totals).games_with_set_aside.ci);
  });
  bool river = false;
  for (const SimulationResult& r : results) river |= r.river;
  if (river)
    CompareRow(&t, "river ended in its lake", results, [](const SimulationResult& r) {
      return r.river ? PercentWithInterval(Ratio(r.totals.lakes, r.totals.games), RunFiguresOf(r.totals).lakes.ci)
                     : std::string("-");
    });
  bool rotate = first.options.rotate_seats;
  const std::string who = rotate ? "player " : "seat ";
  for (int p = 0; p < first.options.players; ++p) {
    auto seat = [p, rotate](const SimulationResult& r) {
      const auto& list = rotate ? r.totals.entries : r.totals.seats;
      return FiguresOf(list[size_t(p)], r.totals.games);
    };
    std::string name = who + Int(p + 1) + " (" + first.options.seats[size_t(p)].Name() + ")";
    CompareRow(&t, name + ": mean score", results, [&](const SimulationResult& r) {
      SeatFigures f = seat(r);
      return Fixed(f.mean) + " " + IntervalText(f.score.ci) + " (sd " + Fixed(f.sd) + ")";
    });
    CompareRow(&t, name + ": p5 p50 p95", results, [&](const SimulationResult& r) {
      SeatFigures f = seat(r);
      return Int(f.percentiles[0]) + " " + Int(f.percentiles[2]) + " " + Int(f.percentiles[4]);
    });
    CompareRow(&t, name + ": won or shared", results,
               [&](const SimulationResult& r) {
                 SeatFigures f = seat(r);
                 return Percent(f.win_share) + " " + IntervalText(f.won.ci, 100);
               });
    CompareRow(&t, name + ": turns", results,
               [&](const SimulationResult& r) {
                 SeatFigures f = seat(r);
                 return FixedWithInterval(f.turns, f.turns_estimate.ci);
               });
    if (!rotate) AddPairedRows(&t, name, results, p);
  }
  for (int k = 0; k < kFeatureKinds; ++k) {
    FeatureKind kind = FeatureKind(k);
    std::string name = FeatureReportName(kind);
    if (kind != FeatureKind::Field)
      CompareRow(&t, name + ": completed", results, [kind](const SimulationResult& r) {
        FeatureFigures f = FeatureFiguresOf(r.totals, kind);
        return PercentWithInterval(f.completion, f.completion_ci);
      });
    CompareRow(&t, name + ": points in play + at the end", results,
               [kind](const SimulationResult& r) {
                 FeatureFigures f = FeatureFiguresOf(r.totals, kind);
                 return FixedWithInterval(f.in_play, f.in_play_ci) + " + " +
                        FixedWithInterval(f.final_scoring, f.final_ci);
               });
  }
  CompareRow(&t, "no follower in supply", results,
             [](const SimulationResult& r) {
               ShareEstimate e = RunFiguresOf(r.totals).empty_supply;
               return PercentWithInterval(e.share, e.ci);
             });
  size_t terrains = 0;
  for (const SimulationResult& r : results) terrains = std::max(terrains, r.totals.open_edges.size());
  for (size_t k = 0; k < terrains; ++k)
    CompareRow(&t, std::string("open ") + TerrainName(Terrain(k)) + " edges at the end", results,
               [k](const SimulationResult& r) {
                 long long v = k < r.totals.open_edges.size() ? r.totals.open_edges[k] : 0;
                 RunFigures f = RunFiguresOf(r.totals);
                 return FixedWithInterval(Ratio(v, r.totals.games),
                                          k < f.open_edges.size() ? f.open_edges[k].ci : Interval());
               });
  CompareRow(&t, "game length, turns", results,
             [](const SimulationResult& r) {
               return FixedWithInterval(Ratio(r.totals.turns, r.totals.games), RunFiguresOf(r.totals).turns.ci);
             });
  out += t.Render("  ");
  out += CompareTypes(results);
  out += CompareTypeDifferences(results);
  return out;
}

}  // namespace carc
