// Text, JSON and the report agree figure for figure: one run of a fan
// expansion (and of its base, with the same games), formatted as text, as
// JSON and as the report; every figure the report's first page prints must
// be printed on that page, and be the figure the text and the JSON give.
#include <gtest/gtest.h>

#include <cstdlib>
#include <map>

#include "base/test_util.h"
#include "kit/kit_test_util.h"
#include "play/play_figures.h"
#include "report/format.h"
#include "report/play_report.h"
#include "report/simulate_report.h"
#include "report/strength_chart.h"
#include "spec/spec_loader.h"
#include "spec/yaml_tree.h"

namespace carc {
namespace {

/// The value of `key` in the map `node` (undefined when it has none).
YamlNode At(const YamlNode& node, const std::string& key) {
  if (node.IsMap())
    for (auto e = node.begin(); e != node.end(); ++e)
      if (e->first.Scalar() == key) return e->second;
  return YamlNode();
}

/// Item `i` of the sequence `node`.
YamlNode Item(const YamlNode& node, size_t i) {
  size_t n = 0;
  for (auto e = node.begin(); e != node.end(); ++e, ++n)
    if (n == i) return *e;
  return YamlNode();
}

double Number(const YamlNode& node) { return std::strtod(node.Scalar().c_str(), nullptr); }

/// A JSON interval {"low", "high"} as format.h's Interval.
Interval IntervalOf(const YamlNode& node) { return {Number(At(node, "low")), Number(At(node, "high")), true}; }

/// A JSON share {"n", "share", "low", "high"} as format.h prints it.
std::string ShareText(const YamlNode& node) {
  ShareEstimate e;
  e.n = (long long)Number(At(node, "n"));
  e.share = Number(At(node, "share"));
  e.ci = IntervalOf(node);
  return ShareWithInterval(e);
}

/// The line of `text` that begins (after its indent) with `start`, "" if none.
std::string Line(const std::string& text, const std::string& start) {
  size_t at = 0;
  while (at < text.size()) {
    size_t end = text.find('\n', at);
    if (end == std::string::npos) end = text.size();
    std::string line = text.substr(at, end - at);
    size_t first = line.find_first_not_of(' ');
    if (first != std::string::npos && line.compare(first, start.size(), start) == 0) return line;
    at = end + 1;
  }
  return "";
}

/// The row of the tile table (or of the strength table) of type `id`.
std::string TypeRow(const std::string& text, const std::string& table, const std::string& id) {
  size_t from = text.find(table);
  return from == std::string::npos ? "" : Line(text.substr(from), id + " ");
}

struct FanRun {
  TileSet set, base;
  SimulationResult result, base_result;
};

/// The fan expansion and base-c1, the same 400 greedy games each.
const FanRun& Fan() {
  static FanRun* run = [] {
    auto* r = new FanRun;
    Diagnostics diags;
    std::string dir = std::string(CARCKIT_SOURCE_DIR);
    if (!LoadValidTileSet(dir + "/tests/specs/fan-expansion.yaml", &r->set, &diags).ok() ||
        !LoadValidTileSet(dir + "/tilesets/base-c1.yaml", &r->base, &diags).ok())
      ADD_FAILURE() << "cannot load the sets";
    SimulationOptions options;
    options.games = 400;
    options.seed = 20;
    options.keep_scores = true;
    if (!ParsePlayerSpecs("greedy", 2, &options.seats).ok()) ADD_FAILURE();
    options.players = 2;
    r->result = Simulate(r->set, options);
    r->base_result = Simulate(r->base, options);
    return r;
  }();
  return *run;
}

/// Where a figure is found in the text and JSON reports, by its key's kind.
class Reports {
 public:
  Reports(const FanRun& run)
      : text_(SimulationText(run.result)), compare_(CompareText({run.base_result, run.result})) {
    json_.Parse(SimulationJson(run.result));
    compare_json_.Parse(CompareJson({run.base_result, run.result}));
    YamlNode types = At(json_.root(), "tile_types");
    for (auto t = types.begin(); t != types.end(); ++t) types_[At(*t, "id").Scalar()] = *t;
  }

  /// What the text and the JSON print for the figure `key` of the summary
  /// (the text's part that must hold it, the JSON's figure formatted as the
  /// report formats it).
  void Expect(const SummaryFigure& f) const {
    std::string kind = f.key.substr(0, f.key.find(' '));
    std::string arg = f.key.find(' ') == std::string::npos ? "" : f.key.substr(f.key.find(' ') + 1);
    YamlNode seats = At(json_.root(), "seats");
    if (kind == "margin_difference") {
      YamlNode d = At(At(types_.at(arg), "strength"), kind);
      EXPECT_EQ(DifferenceText(IntervalOf(d), Number(At(d, "value"))), f.text) << f.key;
      EXPECT_NE(TypeRow(text_, "  tile strength", arg).find(" " + f.text), std::string::npos) << f.key;
    } else if (kind == "set_aside") {
      EXPECT_EQ(ShareText(At(types_.at(arg), "set_aside_of_draws")), f.text) << f.key;
      std::string row = TypeRow(text_, "  by tile type", arg);
      EXPECT_NE(row.find(f.text.substr(0, f.text.find(' '))), std::string::npos) << row;
      EXPECT_NE(row.find(f.text.substr(f.text.find(' ') + 1)), std::string::npos) << row;
    } else if (kind == "draws") {
      EXPECT_EQ(At(At(types_.at(arg), "set_aside_of_draws"), "n").Scalar(), f.text) << f.key;
    } else if (kind == "seat_won") {
      YamlNode seat = Item(seats, std::stoul(arg) - 1);
      EXPECT_EQ(ShareText(At(seat, "won")), f.text) << f.key;
      std::string row = Line(text_, "seat " + arg + " ");
      EXPECT_NE(row.find(f.text.substr(0, f.text.find(' '))), std::string::npos) << row;
      EXPECT_NE(row.find(f.text.substr(f.text.find(' ') + 1)), std::string::npos) << row;
    } else if (kind == "seat_score") {
      YamlNode score = At(Item(seats, std::stoul(arg) - 1), "score");
      MeanEstimate e;
      e.mean = Number(At(score, "mean"));
      e.ci = IntervalOf(score);
      EXPECT_EQ(MeanWithInterval(e), f.text) << f.key;
      std::string row = Line(text_, "seat " + arg + " ");
      EXPECT_NE(row.find(f.text.substr(0, f.text.find(' '))), std::string::npos) << row;
      EXPECT_NE(row.find(f.text.substr(f.text.find(' ') + 1)), std::string::npos) << row;
    } else if (kind == "even_share") {
      double sum = 0;
      for (auto s = seats.begin(); s != seats.end(); ++s) sum += Number(At(At(*s, "won"), "share"));
      EXPECT_EQ(Percent(sum / double(seats.size())), f.text);
    } else if (kind == "turns" || kind == "turns_min" || kind == "turns_max") {
      std::string which = kind == "turns" ? "mean" : kind.substr(6);
      YamlNode turns = At(At(json_.root(), "turns"), which);
      EXPECT_EQ(kind == "turns" ? Fixed(Number(turns)) : turns.Scalar(), f.text) << f.key;
      std::string line = Line(text_, "game length:");
      EXPECT_NE(line.find((kind == "turns" ? "mean " : which + " ") + f.text), std::string::npos) << line;
    } else if (kind == "reference_turns") {
      YamlNode base = Item(At(compare_json_.root(), "sets"), 0);
      EXPECT_EQ(Fixed(Number(At(At(base, "turns"), "mean"))), f.text);
      EXPECT_NE(Line(compare_, "game length, turns").find(" " + f.text + " "), std::string::npos) << compare_;
    } else if (kind == "score_difference") {
      YamlNode d = At(Item(At(Item(At(compare_json_.root(), "differences"), 0), "seats"), std::stoul(arg) - 1),
                      "score");
      EXPECT_EQ(DifferenceText(IntervalOf(d), Number(At(d, "value"))), f.text) << f.key;
      EXPECT_NE(Line(compare_, "seat " + arg + " (greedy): mean score, difference").find(f.text), std::string::npos)
          << compare_;
    } else if (kind == "games") {
      EXPECT_EQ(At(json_.root(), "games").Scalar(), f.text);
      EXPECT_NE(text_.find(": " + f.text + " games,"), std::string::npos);
    } else if (kind == "never_set_aside_bound") {
      EXPECT_NE(text_.find("0.0%  [0.0, " + f.text.substr(0, f.text.size() - 1) + "]"), std::string::npos)
          << f.text;
    } else {
      ADD_FAILURE() << "a figure the test does not know: " << f.key;
    }
  }

  const std::string& text() const { return text_; }

 private:
  std::string text_, compare_;
  YamlDocument json_, compare_json_;
  std::map<std::string, YamlNode> types_;
};

TEST(ReportFiguresTest, TextJsonAndReportAgreeFigureForFigure) {
  const FanRun& run = Fan();
  std::vector<SimulationResult> results = {run.result};
  std::vector<const TileSet*> sets = {&run.set};
  DesignerSummary summary = PlayReportSummary(results, sets, &run.base_result);
  test_support::TempDir dir;
  int pages = 0;
  ASSERT_TRUE(WritePlayReport(dir.Path("r.pdf"), results, sets, Theme(), {}, &pages, &run.base_result).ok());
  std::string first = test_support::FlatText(dir.Path("r.pdf"), 1);
  Reports reports(run);
  std::map<std::string, int> kinds;
  for (const SummaryFigure& f : summary.figures) {
    EXPECT_NE(first.find(f.text), std::string::npos) << f.key << " = " << f.text << " not on page 1:\n" << first;
    reports.Expect(f);
    ++kinds[f.key.substr(0, f.key.find(' '))];
  }
  // Every kind of figure the page can print was checked here.
  for (const char* kind : {"margin_difference", "set_aside", "draws", "seat_won", "even_share", "turns",
                           "reference_turns", "score_difference", "games", "never_set_aside_bound"})
    EXPECT_GT(kinds[kind], 0) << kind;
  // The tile table prints each type's figures as the text's table does.
  std::string all = test_support::FlatText(dir.Path("r.pdf"));
  size_t table = all.find("Tile types");
  ASSERT_NE(table, std::string::npos);
  for (size_t t = 0; t < run.result.type_ids.size(); ++t) {
    const std::string& id = run.result.type_ids[t];
    TypeFigures f = FiguresOf(run.result.totals.types[t], run.result.totals.games);
    if (!f.ever_drawn || id.size() > 20) continue;  // a long id may wrap in the table
    std::string row = TypeRow(reports.text(), "  by tile type", id);
    size_t at = all.find(" " + id + " ", table);
    ASSERT_NE(at, std::string::npos) << id;
    std::string drawn = all.substr(at, 300);
    for (const std::string& figure :
         {Fixed(f.drawn, 2), Percent(f.set_aside), Percent(f.fit), Fixed(f.placements), Percent(f.follower)}) {
      EXPECT_NE(row.find(" " + figure + " "), std::string::npos) << figure << " not in the text's row " << row;
      EXPECT_NE(drawn.find(" " + figure + " "), std::string::npos) << figure << " not in the report's row " << drawn;
    }
  }
  // The strength chart and the tile table print each own type's strength as the text does.
  for (size_t t : summary.own) {
    StrengthFigures f = StrengthOf(run.result.totals.types[t]);
    std::string row = TypeRow(reports.text(), "  tile strength", run.result.type_ids[t]);
    for (const std::string& figure : {MarginCellText(f), WonCellText(f)}) {
      if (figure == "-") continue;
      EXPECT_NE(row.find(figure), std::string::npos) << row;
      EXPECT_GE(test_support::Count(all, figure), 1) << figure;
    }
  }
}

// Without a set to compare with, the page gives each seat's mean score instead.
TEST(ReportFiguresTest, WithoutABaseThePageGivesTheScoresAsTheTextDoes) {
  const FanRun& run = Fan();
  std::vector<SimulationResult> results = {run.result};
  std::vector<const TileSet*> sets = {&run.set};
  DesignerSummary summary = PlayReportSummary(results, sets);
  test_support::TempDir dir;
  int pages = 0;
  ASSERT_TRUE(WritePlayReport(dir.Path("r.pdf"), results, sets, Theme(), {}, &pages).ok());
  std::string first = test_support::FlatText(dir.Path("r.pdf"), 1);
  Reports reports(run);
  int scores = 0;
  for (const SummaryFigure& f : summary.figures) {
    EXPECT_NE(first.find(f.text), std::string::npos) << f.key << " = " << f.text << " not on page 1:\n" << first;
    reports.Expect(f);
    scores += f.key.rfind("seat_score ", 0) == 0;
  }
  EXPECT_EQ(scores, 2);
  EXPECT_NE(first.find("Nothing to compare with: its base was not played."), std::string::npos) << first;
}

}  // namespace
}  // namespace carc
