#include "app/simulate.h"

#include "app/tile_set.h"
#include "art/theme.h"
#include "base/output_file.h"
#include "base/text_util.h"
#include "report/play_report.h"
#include "report/simulate_report.h"

namespace carc {

namespace {

/// The options as a command line, for the headers of recorded games.
std::string CommandLine(const SimulateRequest& r, const SimulationOptions& o) {
  // A run with --games auto records its games with the count it chose, which
  // plays the same games again.
  std::string line = "carckit simulate " + r.tileset + " --games " + std::to_string(o.games) +
                     " --players " + std::to_string(o.players) + " --ai " + r.ai +
                     (r.rotate_seats ? " --rotate-seats" : "") + " --seed " + std::to_string(r.seed);
  if (!r.compare.empty()) line += " --compare " + Join(r.compare, " ");
  if (!r.ablate.empty()) line += " --ablate " + r.ablate;
  return line;
}

/// The simulation options of the request; Usage on a bad `ai`.
Status Options(const SimulateRequest& r, SimulationOptions* options) {
  options->games = r.games;
  options->seed = uint64_t(r.seed);
  options->threads = r.threads;
  options->rotate_seats = r.rotate_seats;
  options->stop = r.stop;
  options->progress = r.progress;
  // One kind fills the table (--players, 2 by default); a list sets its size.
  bool list = r.ai.find(',') != std::string::npos;
  int players = r.players_given || !list ? r.players : 0;
  Status parsed = ParsePlayerSpecs(r.ai, players, &options->seats);
  if (!parsed.ok()) return Status::Usage("simulate: " + parsed.message());
  options->players = int(options->seats.size());
  return Status::Ok();
}

/// Whether another of `sets` has the id of set `i` (two versions of one set,
/// v1/my-set.yaml and v2/my-set.yaml).
bool SharedId(const std::vector<TileSet>& sets, size_t i) {
  for (size_t j = 0; j < sets.size(); ++j)
    if (j != i && sets[j].id == sets[i].id) return true;
  return false;
}

/// Where the games of set `i` go: `record`, or with several sets a folder of
/// each set's own inside it.
std::string RecordFolder(const SimulateRequest& r, const std::vector<TileSet>& sets, size_t i) {
  if (sets.size() == 1) return r.record;
  // Sets that share an id get their place in the command line too, so their
  // games never mix in one folder.
  std::string name = sets[i].id;
  if (SharedId(sets, i)) name += "-" + std::to_string(i + 1);
  return r.record + "/" + name;
}

/// With `ablate` ("ID=COUNT"): a copy of `set` with COUNT copies of type ID
/// (0 removes it) in `changed`, and its label; Usage on a bad value.
Status Ablated(const std::string& value, const TileSet& set, TileSet* changed, std::string* label) {
  size_t eq = value.find('=');
  std::string id = value.substr(0, eq);
  auto usage = [](const std::string& why) { return Status::Usage("simulate: --ablate: " + why); };
  if (eq == std::string::npos || id.empty())
    return usage("expected ID=COUNT, as in --ablate D=0, not '" + value + "'");
  std::string number = value.substr(eq + 1);
  if (number.empty() || number.size() > 3 || number.find_first_not_of("0123456789") != std::string::npos)
    return usage("the count must be a whole number from 0 to 999, not '" + number + "'");
  int count = std::stoi(number);
  *changed = set;
  for (TileType& t : changed->tiles) {
    if (t.id != id) continue;
    if (t.start && count == 0) return usage("tile " + id + " is the start tile: it needs at least 1 copy");
    *label = set.id + " with " + id + " x" + std::to_string(count) + " (was x" + std::to_string(t.count) + ")";
    t.count = count;
    return Status::Ok();
  }
  return usage("the set " + set.id + " has no tile type '" + id + "'");
}

/// Ok when every output can be written, checked before a long run rather
/// than after: the report's format and folder, each set's record folder.
Status CheckOutputs(const SimulateRequest& r, const std::vector<TileSet>& sets) {
  if (!r.report.empty()) {
    Status status = CheckReportPath(r.report);
    if (!status.ok()) return status;
    status = ProbeOutput(r.report);  // makes no folder: a stopped run leaves none
    if (!status.ok()) return status;
  }
  if (r.record.empty()) return Status::Ok();
  for (size_t i = 0; i < sets.size(); ++i) {  // each set's own folder with --compare
    Status status = CheckRecordFolder(RecordFolder(r, sets, i));
    if (!status.ok()) return status;
  }
  return Status::Ok();
}

/// Plays every set with the same options (with `--games auto`, in batches
/// until precise); stops early when asked to (the sets not reached then have
/// no games, so a comparison still counts them all).
std::vector<SimulationResult> Play(const SimulateRequest& r, const std::vector<TileSet>& sets,
                                   const SimulationOptions& options) {
  std::vector<SimulationOptions> each(sets.size(), options);
  // The ablated copy deals as the set does, so their games differ only where
  // the changed count makes them.
  if (!r.ablate.empty())
    for (const TileType& t : sets[0].tiles) each.back().deal_counts.push_back(t.count);
  if (r.games_auto) {
    std::vector<const TileSet*> all;
    for (const TileSet& set : sets) all.push_back(&set);
    return SimulateToPrecision(all, each, r.precision);
  }
  std::vector<SimulationResult> results;
  for (size_t i = 0; i < sets.size(); ++i) results.push_back(Simulate(sets[i], each[i]));
  return results;
}

/// The seats of `seat_check`'s kind at a table of `players`; Usage on a
/// bad kind.
Status SeatCheckSeats(const SimulateRequest& r, int players, std::vector<PlayerSpec>* seats) {
  Status parsed = ParsePlayerKinds(r.seat_check, seats);
  if (!parsed.ok()) return Status::Usage("simulate: --seat-check: " + parsed.message());
  seats->assign(size_t(players), seats->at(0));  // one kind (the option checks it) in every seat
  return Status::Ok();
}

/// With `seat_check`: the first set's games played again, as many as were
/// played, with that kind in every seat.
Status PlaySeatCheck(const SimulateRequest& r, const TileSet& set, SimulationOptions options,
                     SimulateRun* run) {
  if (r.seat_check.empty() || run->results.empty() || run->results[0].partial) return Status::Ok();
  Status seats = SeatCheckSeats(r, options.players, &options.seats);
  if (!seats.ok()) return seats;
  options.games = run->results[0].totals.games;
  options.first_game = 0;
  options.keep_scores = false;
  run->seat_check.push_back(Simulate(set, options));
  return Status::Ok();
}

std::string Figures(const SimulateRequest& r, const SimulateRun& run) {
  bool json = r.format == "json";
  const std::vector<SimulationResult>& results = run.results;
  const SimulationResult* check = run.seat_check.empty() ? nullptr : &run.seat_check[0];
  if (results.size() == 1)
    return json ? SimulationJson(results[0], check) + "\n" : SimulationText(results[0], check);
  return json ? CompareJson(results) + "\n" : CompareText(results);
}

/// Whether to play the base of `set` for the report (SimulateRequest::report_base):
/// loads it into `base` when so.
bool BaseForReport(const SimulateRequest& r, const TileSet& set, TileSet* base) {
  if (r.report.empty() || !r.report_base || !r.compare.empty() || !r.ablate.empty()) return false;
  if (set.extends.empty() || set.sources.size() < 2) return false;
  // Loading the set loaded and checked its base already, and said what was wrong with it.
  Diagnostics again;
  return LoadSet({set.sources[1], false, false}, &again, base).ok() && base->id == set.base_id;
}

/// The base of the set played for the report: the same games as the set's
/// (with `--games auto`, as many as the set played).
SimulationResult PlayBase(const TileSet& base, SimulationOptions options,
                          const SimulationResult& played) {
  options.games = played.totals.games;
  return Simulate(base, options);
}

Status WriteReport(const SimulateRequest& r, const std::vector<TileSet>& sets, Diagnostics* diags,
                   SimulateRun* run) {
  Theme theme;
  Status loaded = LoadTheme("default", &theme, diags);
  if (!loaded.ok()) return loaded;
  std::vector<const TileSet*> played;
  std::vector<std::string> inputs;
  for (size_t i = 0; i < run->results.size(); ++i) {
    played.push_back(&sets[i]);
    inputs.push_back(sets[i].path);
  }
  return WritePlayReport(r.report, run->results, played, theme, inputs, &run->report_pages,
                         run->base.totals.games > 0 ? &run->base : nullptr);
}

Status Record(const SimulateRequest& r, const std::vector<TileSet>& sets, SimulateRun* run) {
  for (size_t i = 0; i < run->results.size(); ++i) {
    if (run->results[i].totals.games == 0) continue;  // stopped before its first game: no folder
    std::string dir = RecordFolder(r, sets, i);
    std::string set_arg = i == 0 || !r.ablate.empty() ? r.tileset : r.compare[i - 1];
    RecordRequest request{dir, set_arg, CommandLine(r, run->results[i].options), r.record_games};
    if (!r.compare.empty()) request.command += " (this set: " + set_arg + ")";
    if (!r.ablate.empty() && i > 0) request.command += " (this set: with --ablate " + r.ablate + ")";
    std::vector<std::string> written;
    Status status = RecordGames(request, sets[i], run->results[i], &written);
    if (!status.ok()) return status;
    run->recorded.push_back({dir, int(written.size()) - 1});  // less the README
  }
  return Status::Ok();
}

}  // namespace

long long TotalGames(const SimulateRequest& r) {
  long long games = r.games_auto ? r.precision.max_games : r.games;
  return games * (long long)(1 + r.compare.size() + (r.ablate.empty() ? 0 : 1) +
                             (r.seat_check.empty() ? 0 : 1));
}

Status SimulateSets(const SimulateRequest& r, Diagnostics* diags, SimulateRun* run) {
  std::vector<std::string> args = {r.tileset};
  args.insert(args.end(), r.compare.begin(), r.compare.end());
  std::vector<TileSet> sets(args.size());
  for (size_t i = 0; i < args.size(); ++i) {
    Status loaded = LoadSet({args[i], !r.report.empty(), false}, diags, &sets[i]);
    if (!loaded.ok()) return loaded;
    diags->NextStep();
  }
  if (!r.ablate.empty()) {
    if (!r.compare.empty())
      return Status::Usage("simulate: --ablate and --compare cannot be used together");
    std::string label;
    sets.emplace_back();
    Status ablated = Ablated(r.ablate, sets[0], &sets.back(), &label);
    if (!ablated.ok()) return ablated;
    args.push_back(label);
  }
  if (!r.seat_check.empty() && sets.size() > 1)
    return Status::Usage("simulate: --seat-check plays one set: not with --compare or --ablate");
  TileSet base;
  bool play_base = BaseForReport(r, sets[0], &base);
  SimulationOptions options;
  Status status = Options(r, &options);
  options.keep_scores = sets.size() > 1 || play_base;  // for the differences game by game
  std::vector<PlayerSpec> check;  // a bad kind fails before any game
  if (status.ok() && !r.seat_check.empty()) status = SeatCheckSeats(r, options.players, &check);
  if (status.ok()) status = CheckOutputs(r, sets);
  if (!status.ok()) return status;
  if (play_base && r.total) *r.total += r.games_auto ? r.precision.max_games : r.games;
  run->results = Play(r, sets, options);
  if (play_base && !(r.stop && *r.stop)) run->base = PlayBase(base, options, run->results[0]);
  run->partial |= run->base.partial;  // stopped while playing the base: Ctrl-C still ends the run as stopped
  status = PlaySeatCheck(r, sets[0], options, run);
  if (!status.ok()) return status;
  // Sets that share an id are labelled by their paths as given.
  for (size_t i = 0; i < sets.size(); ++i)
    if (SharedId(sets, i)) run->results[i].set_id = args[i];
  for (const SimulationResult& result : run->results) run->partial |= result.partial;
  for (const SimulationResult& result : run->seat_check) run->partial |= result.partial;
  run->figures = Figures(r, *run);
  if (!r.report.empty()) status = WriteReport(r, sets, diags, run);
  if (status.ok() && !r.record.empty()) status = Record(r, sets, run);
  return status;
}

}  // namespace carc
