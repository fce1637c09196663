#include "play/precision.h"

#include <algorithm>
#include <cmath>

#include "play/play_figures.h"
#include "play/simulate.h"
#include "spec/set_extends.h"

namespace carc {

const char* PrecisionStopName(PrecisionStop stop) {
  switch (stop) {
    case PrecisionStop::Precise: return "precise";
    case PrecisionStop::Cap: return "cap";
    case PrecisionStop::Interrupted: return "interrupted";
  }
  return "?";
}

std::vector<bool> CheckedTypes(const TileSet& set, bool* own_types) {
  auto drawable = [](const TileType& t) { return t.count - (t.start ? 1 : 0) > 0; };
  std::vector<bool> own(set.tiles.size(), false), all(set.tiles.size(), false);
  bool any_own = false;
  for (size_t i = 0; i < set.tiles.size(); ++i) {
    const TileType& t = set.tiles[i];
    all[i] = drawable(t);
    own[i] = drawable(t) && IsOwnType(t);
    any_own |= own[i];
  }
  any_own &= !set.extends.empty();  // a set of its own: all its types are its own
  if (own_types) *own_types = any_own;
  return any_own ? own : all;
}

std::vector<WideFigure> WideFigures(const SimulationResult& r, const std::vector<bool>& checked,
                                    const PrecisionGoal& goal) {
  std::vector<WideFigure> wide;
  auto check = [&](const std::string& what, const Interval& ci, double target, bool share) {
    double half = ci.known ? ci.Width() / 2 : 0;
    if (ci.known && half <= target) return;
    wide.push_back({what, share, ci.known, half, target});
  };
  const SimulationTotals& t = r.totals;
  for (size_t s = 0; s < t.seats.size(); ++s)
    check("seat " + std::to_string(s + 1) + " won or shared", FiguresOf(t.seats[s], t.games).won.ci,
          goal.won, true);
  for (size_t i = 0; i < t.types.size() && i < checked.size(); ++i)
    if (checked[i])
      check("tile " + r.type_ids[i] + " margin difference", StrengthOf(t.types[i]).margin_gain,
            goal.margin, false);
  return wide;
}

long long NextGames(long long played, const std::vector<WideFigure>& wide, const PrecisionGoal& goal) {
  // An interval narrows as 1/sqrt(n): n (h / goal)^2 games bring half-width h
  // to the goal. A figure with no interval yet asks for twice the games.
  double ratio = 1;
  for (const WideFigure& w : wide) ratio = std::max(ratio, w.known ? w.half_width / w.goal : 2.0);
  double wanted = std::ceil(double(played) * ratio * ratio * 1.1 - 1e-6);
  long long next = (long long)std::min(wanted, double(2 * played));
  next = std::max(next, played + kFirstPrecisionBatch);
  return std::min(next, goal.max_games);
}

std::vector<SimulationResult> SimulateToPrecision(const std::vector<const TileSet*>& sets,
                                                  const std::vector<SimulationOptions>& options,
                                                  const PrecisionGoal& goal) {
  std::vector<std::vector<bool>> checked;
  std::vector<bool> own(sets.size(), false);
  std::vector<SimulationResult> results(sets.size());
  PrecisionOutcome outcome;
  outcome.used = true;
  outcome.goal = goal;
  long long played = 0, next = std::min(kFirstPrecisionBatch, goal.max_games);
  for (size_t i = 0; i < sets.size(); ++i) {
    bool own_types = false;
    checked.push_back(CheckedTypes(*sets[i], &own_types));
    own[i] = own_types;
  }
  while (true) {
    bool stopped = false;
    for (size_t i = 0; i < sets.size(); ++i) {
      SimulationOptions batch = options[i];
      batch.first_game = played;
      batch.games = next;
      SimulationResult more = Simulate(*sets[i], batch);
      stopped |= more.partial;
      if (played == 0)
        results[i] = std::move(more);
      else
        AppendRun(&results[i], std::move(more));
    }
    ++outcome.batches;
    played = next;
    std::vector<WideFigure> widest;
    for (size_t i = 0; i < sets.size(); ++i) {
      std::vector<WideFigure> wide = WideFigures(results[i], checked[i], goal);
      widest.insert(widest.end(), wide.begin(), wide.end());
    }
    if (stopped) outcome.stop = PrecisionStop::Interrupted;
    else if (widest.empty()) outcome.stop = PrecisionStop::Precise;
    else if (played >= goal.max_games) outcome.stop = PrecisionStop::Cap;
    else {
      next = NextGames(played, widest, goal);
      continue;
    }
    break;
  }
  for (size_t i = 0; i < sets.size(); ++i) {
    PrecisionOutcome& o = results[i].precision;
    o = outcome;
    o.own_types = own[i];
    for (size_t t = 0; t < checked[i].size(); ++t)
      if (checked[i][t]) o.types.push_back(sets[i]->tiles[t].id);
    o.wide = WideFigures(results[i], checked[i], goal);
  }
  return results;
}

}  // namespace carc
