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
  std::string line = "carckit simulate " + r.tileset + " --games " + std::to_string(r.games) +
                     " --players " + std::to_string(o.players) + " --ai " + r.ai +
                     (r.rotate_seats ? " --rotate-seats" : "") + " --seed " + std::to_string(r.seed);
  if (!r.compare.empty()) line += " --compare " + Join(r.compare, " ");
  return line;
}

/// The simulation options of the request; Io (a usage error) on a bad `ai`.
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
  if (!parsed.ok()) return Status::Io("error: simulate: " + parsed.message());
  options->players = int(options->seats.size());
  return Status::Ok();
}

/// Where the games of `set` go: `record`, or with --compare a folder of
/// each set's own inside it.
std::string RecordFolder(const SimulateRequest& r, const TileSet& set) {
  return r.compare.empty() ? r.record : r.record + "/" + set.id;
}

/// Ok when every output can be written, checked before a long run rather
/// than after: the report's format and folder, each set's record folder.
Status CheckOutputs(const SimulateRequest& r, const std::vector<TileSet>& sets) {
  if (!r.report.empty()) {
    Status status = CheckReportPath(r.report);
    if (!status.ok()) return status;
    AtomicOutput probe(r.report);  // makes its folder and a temporary file, then removes it
    if (!probe.status().ok()) return probe.status();
  }
  if (r.record.empty()) return Status::Ok();
  for (const TileSet& set : sets) {
    Status status = CheckRecordFolder(RecordFolder(r, set));
    if (!status.ok()) return status;
  }
  return Status::Ok();
}

/// Plays every set with the same options; stops early when asked to.
std::vector<SimulationResult> Play(const std::vector<TileSet>& sets, const SimulationOptions& options) {
  std::vector<SimulationResult> results;
  for (const TileSet& set : sets) {
    results.push_back(Simulate(set, options));
    if (results.back().partial) break;
  }
  return results;
}

std::string Figures(const SimulateRequest& r, const std::vector<SimulationResult>& results) {
  bool json = r.format == "json";
  if (results.size() == 1 && r.compare.empty())
    return json ? SimulationJson(results[0]) + "\n" : SimulationText(results[0]);
  return json ? CompareJson(results) + "\n" : CompareText(results);
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
  return WritePlayReport(r.report, run->results, played, theme, inputs, &run->report_pages);
}

Status Record(const SimulateRequest& r, const std::vector<TileSet>& sets, SimulateRun* run) {
  for (size_t i = 0; i < run->results.size(); ++i) {
    std::string dir = RecordFolder(r, sets[i]);
    std::string set_arg = i == 0 ? r.tileset : r.compare[i - 1];
    RecordRequest request{dir, set_arg, CommandLine(r, run->results[i].options), r.record_games};
    if (!r.compare.empty()) request.command += " (this set: " + set_arg + ")";
    std::vector<std::string> written;
    Status status = RecordGames(request, sets[i], run->results[i], &written);
    if (!status.ok()) return status;
    run->recorded.push_back({dir, int(written.size()) - 1});  // less the README
  }
  return Status::Ok();
}

}  // namespace

long long TotalGames(const SimulateRequest& r) {
  return r.games * (long long)(1 + r.compare.size());
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
  SimulationOptions options;
  Status status = Options(r, &options);
  if (status.ok()) status = CheckOutputs(r, sets);
  if (!status.ok()) return status;
  run->results = Play(sets, options);
  run->partial = run->results.back().partial;
  run->figures = Figures(r, run->results);
  if (!r.report.empty()) status = WriteReport(r, sets, diags, run);
  if (status.ok() && !r.record.empty()) status = Record(r, sets, run);
  return status;
}

}  // namespace carc
