#include "report/simulate_report.h"

#include <algorithm>
#include <cmath>
#include <regex>
#include <sstream>

#include <gtest/gtest.h>

#include "play/paired_figures.h"
#include "report/format.h"
#include "play/seat_check.h"
#include "rules/engine_testing.h"
#include "spec/spec_loader.h"
#include "spec/yaml_tree.h"

namespace carc {
namespace {

using test_support::BundledSet;

TEST(SimulateReportTest, TextReportForAFixedSeed) {
  SimulationOptions options;
  options.games = 200;
  options.seed = 1;
  SimulationResult r = Simulate(BundledSet("pnp-demo"), options);
  std::string text = SimulationText(r);
  text = text.substr(0, text.find("  throughput: "));
  // The tile strength table, pinned by its head and first row.
  size_t strength = text.find("  tile strength"), after = text.find("  followers: ");
  ASSERT_NE(strength, std::string::npos);
  std::string table = text.substr(strength, after - strength);
  EXPECT_EQ(table.substr(0, table.find("    B ")),
            "  tile strength (per player and game: with = player-games in which the player placed a\n"
            "  copy; won or shared and margin over the best other player, with a copy and without;\n"
            "  own points: what the placer's own followers scored from the features a copy ended\n"
            "  in, per copy; [95% intervals]; * marks a difference clearly not zero; - under 30\n"
            "  player-games on a side):\n"
            "    tile  with            won with         won without             difference       margin with     margin without           difference      own points\n"
            "    A      200  49.5% [42.6, 56.4]  55.0% [48.1, 61.7]      -5.5 [-18.8, 8.0]  -0.3 [-1.5, 1.0]    0.3 [-1.0, 1.5]     -0.6 [-3.1, 1.9]  1.3 [1.0, 1.6]\n");
  text.erase(strength, after - strength);
  // The random players' figures are those of the engine before players had
  // kinds (seat means 19.3 and 18.6, wins 58.0% and 46.5%, completions
  // 11.6%, 11.2%, 0.5%): new players must not change them.
  EXPECT_EQ(text,
            "pnp-demo (Carcassonne print-and-play demo (2020)): 200 games, 2 players, seed 1\n"
            "  players: random in every seat\n"
            "  set aside as unplaceable: mean 0.04 [0.01, 0.06] tiles per game, max 1, in 3.5% [1.7, 7.0] of games\n"
            "  final score by seat (seat 1 moves first):\n"
            "            player  mean         [95%]   sd  min  p5  p25  p50  p75  p95  max  won or shared         [95%]             tied              turns\n"
            "    seat 1  random  19.3  [18.5, 20.1]  5.9    7  10   15   19   24   30   34          58.0%  [51.1, 64.6]  4.5% [2.4, 8.3]  24.0 [23.9, 24.0]\n"
            "    seat 2  random  18.6  [17.6, 19.5]  6.6    8  10   14   18   22   32   42          46.5%  [39.7, 53.4]  4.5% [2.4, 8.3]  23.0 [23.0, 23.0]\n"
            "    note: the seats get unequal turns (24.0, 23.0 a game, as the tiles go round 2 players):\n"
            "    an extra turn, not the set, explains part of a difference in wins.\n"
            "  by feature kind (at the end of each game; joined features once; sizes in tiles;\n"
            "  points per game, all players; [95% intervals], each game one unit):\n"
            "    kind                per game           completed  size if complete     size if not  points in play         at the end              total\n"
            "    road       24.4 [24.1, 24.7]  11.6% [10.8, 12.6]    2.7 [2.6, 2.7]  1.6 [1.6, 1.6]  2.6 [2.3, 3.0]  10.6 [10.1, 11.1]  13.2 [12.7, 13.7]\n"
            "    city       19.6 [19.3, 19.9]  11.2% [10.2, 12.2]    2.4 [2.3, 2.4]  1.7 [1.7, 1.7]  4.7 [3.8, 5.6]  15.8 [15.1, 16.5]  20.5 [19.4, 21.6]\n"
            "    monastery     3.0 [3.0, 3.0]     0.5% [0.2, 1.5]    9.0 [9.0, 9.0]  5.2 [5.1, 5.4]  0.0 [0.0, 0.0]     4.2 [3.5, 4.8]     4.2 [3.5, 4.8]\n"
            "  by tile type (drawn: copies per game; set aside, fits and placements: per draw;\n"
            "  fits: share of the open cells where it fits at all; placements: cells x rotations\n"
            "  that look different; follower and on what: per placed copy; [95% intervals], each\n"
            "  game one unit):\n"
            "    tile  drawn  set aside       [95%]                fits         placements            follower                road                city           monastery\n"
            "    A      1.00       0.0%  [0.0, 1.9]  52.3% [51.0, 53.7]  26.4 [24.7, 28.1]  31.0% [25.0, 37.7]  16.0% [11.6, 21.7]     0.0% [0.0, 1.9]  15.0% [10.7, 20.6]\n"
            "    B      2.00       0.8%  [0.3, 2.2]  24.0% [23.1, 24.8]     6.7 [6.4, 7.1]  28.0% [23.6, 32.8]     0.0% [0.0, 1.0]     0.0% [0.0, 1.0]  28.0% [23.6, 32.8]\n"
            "    C      1.00       1.5%  [0.5, 4.3]  20.3% [19.2, 21.4]     5.6 [5.2, 6.0]  15.2% [10.9, 20.9]     0.0% [0.0, 1.9]  15.2% [10.9, 20.9]     0.0% [0.0, 1.9]\n"
            "    D      3.00       0.0%  [0.0, 0.6]  72.6% [71.7, 73.4]  25.8 [24.9, 26.7]  20.6% [18.0, 23.6]   10.0% [8.1, 12.3]   10.6% [8.7, 13.0]     0.0% [0.0, 0.5]\n"
            "    E      2.00       0.0%  [0.0, 1.0]  50.7% [49.7, 51.8]  24.7 [23.5, 26.0]  23.5% [19.6, 27.9]     0.0% [0.0, 1.0]  23.5% [19.6, 27.9]     0.0% [0.0, 1.0]\n"
            "    F      1.00       0.5%  [0.1, 2.8]  22.2% [21.1, 23.3]     6.3 [5.9, 6.7]  24.6% [19.1, 31.1]  24.6% [19.1, 31.1]     0.0% [0.0, 1.9]     0.0% [0.0, 1.9]\n"
            "    G      2.00       0.0%  [0.0, 1.0]  45.0% [44.0, 45.9]  12.6 [12.0, 13.2]  24.8% [20.8, 29.2]     0.0% [0.0, 1.0]  24.8% [20.8, 29.2]     0.0% [0.0, 1.0]\n"
            "    H      1.00       0.0%  [0.0, 1.9]  45.7% [44.4, 47.1]  12.1 [11.4, 12.9]  29.5% [23.6, 36.2]     0.0% [0.0, 1.9]  29.5% [23.6, 36.2]     0.0% [0.0, 1.9]\n"
            "    I      2.00       0.0%  [0.0, 1.0]  51.6% [50.7, 52.6]  25.3 [24.2, 26.4]  28.2% [24.1, 32.9]     0.0% [0.0, 1.0]  28.2% [24.1, 32.9]     0.0% [0.0, 1.0]\n"
            "    J      3.00       0.0%  [0.0, 0.6]  72.5% [71.7, 73.3]  24.7 [23.8, 25.5]  28.5% [25.0, 32.2]  15.2% [12.5, 18.3]  13.3% [10.8, 16.3]     0.0% [0.0, 0.6]\n"
            "    K      2.00       0.0%  [0.0, 1.0]  72.3% [71.4, 73.2]  25.0 [24.0, 26.0]  25.5% [21.5, 30.0]  14.0% [10.9, 17.7]   11.5% [8.7, 15.0]     0.0% [0.0, 1.0]\n"
            "    L      2.00       0.0%  [0.0, 1.0]  48.4% [47.4, 49.3]  25.1 [24.0, 26.2]  29.0% [24.8, 33.6]  22.8% [18.9, 27.1]     6.2% [4.3, 9.1]     0.0% [0.0, 1.0]\n"
            "    M      2.00       0.0%  [0.0, 1.0]  50.9% [50.0, 51.9]  25.9 [24.8, 27.0]  17.8% [14.3, 21.8]     0.0% [0.0, 1.0]  17.8% [14.3, 21.8]     0.0% [0.0, 1.0]\n"
            "    N      4.00       0.0%  [0.0, 0.5]  51.7% [50.8, 52.6]  25.1 [24.2, 25.9]  20.9% [18.2, 23.8]     0.0% [0.0, 0.5]  20.9% [18.2, 23.8]     0.0% [0.0, 0.5]\n"
            "    O      2.00       0.0%  [0.0, 1.0]  50.1% [49.1, 51.0]  25.0 [24.0, 26.0]  30.8% [26.4, 35.4]  15.2% [12.1, 19.1]  15.5% [12.3, 19.4]     0.0% [0.0, 1.0]\n"
            "    P      1.00       0.0%  [0.0, 1.9]  50.0% [48.7, 51.3]  25.1 [23.6, 26.6]  28.0% [22.2, 34.6]   13.5% [9.4, 18.9]  14.5% [10.3, 20.1]     0.0% [0.0, 1.9]\n"
            "    Q      1.00       0.0%  [0.0, 1.9]  48.2% [46.8, 49.5]  24.0 [22.5, 25.5]  18.5% [13.7, 24.5]     0.0% [0.0, 1.9]  18.5% [13.7, 24.5]     0.0% [0.0, 1.9]\n"
            "    R      2.00       0.0%  [0.0, 1.0]  48.3% [47.4, 49.3]  24.3 [23.2, 25.5]  21.8% [17.9, 26.2]     0.0% [0.0, 1.0]  21.8% [17.9, 26.2]     0.0% [0.0, 1.0]\n"
            "    S      1.00       0.0%  [0.0, 1.9]  47.4% [46.1, 48.7]  23.8 [22.2, 25.4]  22.5% [17.3, 28.8]   13.5% [9.4, 18.9]    9.0% [5.8, 13.8]     0.0% [0.0, 1.9]\n"
            "    T      5.00       0.0%  [0.0, 0.4]  47.0% [46.2, 47.8]  13.0 [12.6, 13.4]  22.9% [20.4, 25.6]  22.9% [20.4, 25.6]     0.0% [0.0, 0.4]     0.0% [0.0, 0.4]\n"
            "    U      4.00       0.0%  [0.0, 0.5]  53.4% [52.4, 54.4]  26.5 [25.7, 27.4]  22.2% [19.5, 25.3]  22.2% [19.5, 25.3]     0.0% [0.0, 0.5]     0.0% [0.0, 0.5]\n"
            "    V      3.00       0.0%  [0.0, 0.6]  50.9% [50.0, 51.7]  25.2 [24.3, 26.1]  26.3% [23.0, 30.0]  26.3% [23.0, 30.0]     0.0% [0.0, 0.6]     0.0% [0.0, 0.6]\n"
            "  followers: none left in supply on 45.1% [43.4, 46.8] of turns (seat 1 45.9% [43.8, 48.1], seat 2 44.2% [41.6, 46.8])\n"
            "  open edges at the end, per game: field 29.5 [28.9, 30.1], road 27.9 [27.3, 28.4], city 26.1 [25.5, 26.7]\n"
            "  game length: mean 47.0 [46.9, 47.0] turns, min 46, max 47\n");
}

/// Every number in `text`, in order.
std::vector<double> Numbers(const std::string& text) {
  std::vector<double> out;
  std::regex number(R"(-?\d+(\.\d+)?)");
  for (auto it = std::sregex_iterator(text.begin(), text.end(), number); it != std::sregex_iterator(); ++it)
    out.push_back(std::stod(it->str()));
  return out;
}

/// The numbers of JSON object `key` in `json` (its first occurrence from
/// `from`), in key order, the "n" left out; a value whose "low" is null
/// is left out with its interval, as the text shows "-" for it.
std::vector<double> JsonFigures(const std::string& json, size_t from, const std::string& key,
                                double scale) {
  size_t at = json.find("\"" + key + "\":{", from);
  EXPECT_NE(at, std::string::npos) << key;
  std::string object = json.substr(at, json.find('}', at) - at);
  std::vector<double> out;
  if (object.find("\"low\":null") != std::string::npos) return out;
  std::regex field(R"re("(\w+)":(-?[\d.e+-]+))re");
  for (auto it = std::sregex_iterator(object.begin(), object.end(), field); it != std::sregex_iterator(); ++it) {
    std::string name = (*it)[1];
    if (name == "n" || name == "sd") continue;
    out.push_back(std::stod((*it)[2]) * scale);
  }
  return out;
}

TEST(SimulateReportTest, TextAndJsonAgreeFigureForFigure) {
  SimulationOptions options;
  options.games = 150;
  options.seats = {PlayerSpec{PlayerKind::Greedy}, PlayerSpec{PlayerKind::Random}};
  SimulationResult r = Simulate(BundledSet("pnp-demo"), options);
  std::string text = SimulationText(r), json = SimulationJson(r);
  std::string table = text.substr(text.find("  tile strength"));
  int rows = 0;
  for (size_t i = 0; i < r.type_ids.size(); ++i) {
    const std::string& id = r.type_ids[i];
    SCOPED_TRACE(id);
    size_t line = table.find("\n    " + id + " ");
    ASSERT_NE(line, std::string::npos);
    std::string row = table.substr(line + 5 + id.size(), table.find('\n', line + 1) - line - 5 - id.size());
    size_t from = json.find("\"id\":\"" + id + "\"");
    std::vector<double> expected = {double(r.totals.types[i].with.margin.n)};
    for (const char* key : {"won_with", "won_without", "won_difference"})
      for (double v : JsonFigures(json, from, key, 100)) expected.push_back(v);
    for (const char* key : {"margin_with", "margin_without", "margin_difference", "own_points"})
      for (double v : JsonFigures(json, from, key, 1)) expected.push_back(v);
    std::vector<double> shown = Numbers(row);
    ASSERT_EQ(shown.size(), expected.size()) << row;
    for (size_t k = 0; k < shown.size(); ++k)  // the text rounds to one decimal
      EXPECT_NEAR(shown[k], expected[k], 0.05 + 1e-6) << row << " figure " << k;
    ++rows;
  }
  EXPECT_EQ(rows, int(r.type_ids.size()));
}

/// A figure of `object` and its interval from `object`'s "intervals" (or
/// `intervals`), times `scale`: value, low, high (the value alone without one).
std::vector<double> FigureAndInterval(const YamlNode& object, const std::string& key, double scale,
                                      const YamlNode* intervals = nullptr) {
  YamlNode bounds = (intervals ? *intervals : object["intervals"])[key];
  double value = scale * std::stod(object[key].Scalar());
  if (bounds["low"].IsNull()) return {value};  // the text shows the figure alone
  return {value, scale * std::stod(bounds["low"].Scalar()), scale * std::stod(bounds["high"].Scalar())};
}

/// Expects `shown` (a text row's numbers) to be `expected` as the text rounds them.
void ExpectShown(const std::vector<double>& shown, const std::vector<double>& expected, const std::string& row) {
  ASSERT_EQ(shown.size(), expected.size()) << row;
  for (size_t k = 0; k < shown.size(); ++k)  // one decimal (two for tiles a game)
    EXPECT_NEAR(shown[k], expected[k], 0.05 + 1e-6) << row << " figure " << k;
}

TEST(SimulateReportTest, EveryFigureShowsTheIntervalItsJsonGives) {
  SimulationOptions options;
  options.games = 120;
  options.seats = {PlayerSpec{PlayerKind::Greedy}, PlayerSpec{PlayerKind::Greedy}};
  SimulationResult r = Simulate(BundledSet("river"), options);
  std::string text = SimulationText(r);
  YamlDocument doc;
  doc.Parse(SimulationJson(r));
  YamlNode json = doc.root();
  auto row_of = [&text](const std::string& head, size_t after = 0) {
    size_t at = text.find(head, after);
    EXPECT_NE(at, std::string::npos) << head;
    size_t from = at + head.size();
    return text.substr(from, text.find('\n', from) - from);
  };
  // Feature kinds: every column but the total, which JSON does not repeat.
  for (const char* kind : {"road", "city", "monastery"}) {
    SCOPED_TRACE(kind);
    YamlNode f = json["features"][kind];
    std::vector<double> expected;
    for (const char* key : {"per_game", "completion", "completed_size", "open_size", "points_in_play", "points_final"})
      for (double v : FigureAndInterval(f, key, std::string(key) == "completion" ? 100 : 1)) expected.push_back(v);
    std::vector<double> shown = Numbers(row_of(std::string("\n    ") + kind + " "));
    shown.resize(std::min(shown.size(), expected.size()));
    ExpectShown(shown, expected, kind);
  }
  // Tile types: set aside, fits, placements, follower and by kind.
  for (size_t i = 0; i < r.type_ids.size(); ++i) {
    const std::string& id = r.type_ids[i];
    SCOPED_TRACE(id);
    YamlNode t = json["tile_types"][i];
    if (std::stod(t["drawn"].Scalar()) == 0) continue;  // never drawn (a start tile): "-"
    YamlNode intervals = t["intervals"];
    std::vector<double> expected = {std::stod(t["drawn"].Scalar())};
    for (double v : FigureAndInterval(t, "set_aside", 100)) expected.push_back(v);
    for (double v : FigureAndInterval(t, "fit", 100)) expected.push_back(v);
    for (double v : FigureAndInterval(t, "placements", 1)) expected.push_back(v);
    for (double v : FigureAndInterval(t, "follower", 100)) expected.push_back(v);
    YamlNode on_intervals = intervals["follower_on"];
    for (const char* kind : {"road", "city", "monastery", "field"})
      for (double v : FigureAndInterval(t["follower_on"], kind, 100, &on_intervals)) expected.push_back(v);
    std::string row = row_of("\n    " + id + " ", text.find("  by tile type"));
    if (id.find_first_of("0123456789") != std::string::npos) continue;  // its id would count as a number
    ExpectShown(Numbers(row), expected, row);
  }
  // The lines: set aside, river, followers, open edges, game length.
  YamlNode set_aside = json["set_aside"], river = json["river"], turns = json["turns"];
  std::vector<double> expected = FigureAndInterval(set_aside, "mean", 1);
  expected.push_back(std::stod(set_aside["max"].Scalar()));
  for (double v : FigureAndInterval(set_aside, "share_of_games", 100)) expected.push_back(v);
  ExpectShown(Numbers(row_of("  set aside as unplaceable: ")), expected, "set aside");
  expected = FigureAndInterval(river, "lake_share", 100);
  for (double v : FigureAndInterval(river, "set_aside_mean", 1)) expected.push_back(v);
  ExpectShown(Numbers(row_of("  river: ")), expected, "river");
  expected = FigureAndInterval(json["followers"], "empty_supply", 100);
  for (size_t seat = 0; seat < 2; ++seat) {
    expected.push_back(double(seat + 1));
    for (double v : FigureAndInterval(json["seats"][seat], "empty_supply", 100)) expected.push_back(v);
  }
  ExpectShown(Numbers(row_of("  followers: ")), expected, "followers");
  expected.clear();
  YamlNode edge_intervals = json["open_edges_intervals"];
  for (const char* terrain : {"field", "road", "city", "water"})
    if (json["open_edges"][terrain].IsDefined())
      for (double v : FigureAndInterval(json["open_edges"], terrain, 1, &edge_intervals)) expected.push_back(v);
  ExpectShown(Numbers(row_of("  open edges at the end, per game: ")), expected, "open edges");
  expected = FigureAndInterval(turns, "mean", 1);
  expected.push_back(std::stod(turns["min"].Scalar()));
  expected.push_back(std::stod(turns["max"].Scalar()));
  ExpectShown(Numbers(row_of("  game length: mean ")), expected, "game length");
  // The marks against chance, when any type is marked.
  YamlNode marks = json["strength_marks"];
  ASSERT_GT(std::stod(marks["marked"].Scalar()), 0);
  EXPECT_NE(text.find("    note: " + marks["marked"].Scalar() + " of " + marks["tested"].Scalar() +
                      " types' margin differences are marked; at 95% each, chance alone would mark\n    about " +
                      Fixed(std::stod(marks["by_chance"].Scalar())) + " of them if no type changed the margin.\n"),
            std::string::npos)
      << text;
}

TEST(SimulateReportTest, TypesThatAreOneTileShowTheirStrengthTogether) {
  // fan-expansion's twin-of-D is D under another id: the text says so under
  // the strength table, the JSON names the type it copies, and both rows
  // carry the same strength figures.
  TileSet set;
  Diagnostics diags;
  ASSERT_TRUE(LoadValidTileSet(std::string(CARCKIT_SOURCE_DIR) + "/tests/specs/fan-expansion.yaml", &set, &diags)
                  .ok());
  SimulationOptions options;
  options.games = 60;
  SimulationResult r = Simulate(set, options);
  std::string text = SimulationText(r), json = SimulationJson(r);
  EXPECT_NE(text.find("\n    note: D and twin-of-D are the same tile, turned or not: their strength\n"
                      "    figures are counted together (a player with a copy of any of them is 'with').\n"),
            std::string::npos)
      << text;
  std::string d = json.substr(json.find("{\"id\":\"D\""));
  std::string twin = json.substr(json.find("{\"id\":\"twin-of-D\""));
  EXPECT_EQ(d.substr(d.find("\"same_tile_as\""), 20), "\"same_tile_as\":null,");
  EXPECT_EQ(twin.substr(twin.find("\"same_tile_as\""), 19), "\"same_tile_as\":\"D\",");
  auto strength = [](const std::string& from) {
    size_t at = from.find("\"strength\"");
    return from.substr(at, from.find("}}", at) - at);
  };
  EXPECT_EQ(strength(twin), strength(d));
}

}  // namespace
}  // namespace carc

namespace carc {
namespace {

/// pnp-demo and a copy with one follower fewer, the same 120 greedy games
/// on each, kept for pairing.
std::vector<SimulationResult> PairedRuns() {
  SimulationOptions options;
  options.games = 120;
  options.keep_scores = true;
  options.seats = {PlayerSpec{PlayerKind::Greedy}, PlayerSpec{PlayerKind::Greedy}};
  TileSet fewer = BundledSet("pnp-demo");
  fewer.followers -= 1;
  std::vector<SimulationResult> runs = {Simulate(BundledSet("pnp-demo"), options),
                                        Simulate(fewer, options)};
  runs[1].set_id = "fewer";
  return runs;
}

TEST(SimulateReportTest, PairedTypeDifferencesAgreeInTextAndJson) {
  std::vector<SimulationResult> runs = PairedRuns();
  std::string text = CompareText(runs), json = CompareJson(runs);
  size_t section = text.find("  by tile type, against pnp-demo game by game");
  ASSERT_NE(section, std::string::npos) << text;
  std::string table = text.substr(section);
  EXPECT_EQ(table.substr(table.find("    tile"), table.find('\n', table.find("    tile")) - table.find("    tile")),
            "    tile    set             won with  margin difference           own points         "
            "set aside           placements                 fits");
  size_t types = json.find("\"tile_types\":[{\"id\":\"A\",\"won_with\":", json.find("\"differences\""));
  ASSERT_NE(types, std::string::npos) << json;
  int clear = 0;
  for (const std::string& id : runs[0].type_ids) {
    SCOPED_TRACE(id);
    size_t line = table.find("\n    " + id + " ");
    ASSERT_NE(line, std::string::npos);
    std::string row = table.substr(line + 5 + id.size(), table.find('\n', line + 1) - line - 5 - id.size());
    row = row.substr(row.find("fewer") + 5);
    size_t from = json.find("{\"id\":\"" + id + "\"", types);
    std::vector<double> expected;
    for (PairedTypeFigure f : kPairedTypeFigures)
      for (double v : JsonFigures(json, from, PairedTypeFigureKey(f), IsShareFigure(f) ? 100 : 1))
        expected.push_back(v);
    std::vector<double> shown = Numbers(row);
    ASSERT_EQ(shown.size(), expected.size()) << row;
    for (size_t k = 0; k < shown.size(); ++k)
      EXPECT_NEAR(shown[k], expected[k], 0.05 + 1e-6) << row << " figure " << k;
    // The star where the JSON says clear, and only there.
    size_t stars = size_t(std::count(row.begin(), row.end(), '*'));
    size_t clears = 0, end = std::min(json.find("}},{\"id\"", from), json.find("}}]", from));
    for (size_t at = json.find("\"clear\":true", from); at < end; at = json.find("\"clear\":true", at + 1))
      ++clears;
    EXPECT_EQ(stars, clears) << row;
    clear += int(stars);
  }
  // One follower fewer shows somewhere: fewer followers on the board.
  EXPECT_GT(clear, 0);
}

TEST(SimulateReportTest, SeatCheckShowsBothKindsAndNotesWhereTheyDisagree) {
  // pnp-demo's 47 draws give seat 1 one turn more, which greedy players make
  // far more of than random ones. (Greedy's first seat at four players on
  // base-c1 disagreed with random's until issue 20 took the clock off its
  // farmers; now the kinds agree there.)
  SimulationOptions options;
  options.games = 1000;
  options.seats = std::vector<PlayerSpec>(2, PlayerSpec{PlayerKind::Greedy});
  SimulationResult greedy = Simulate(BundledSet("pnp-demo"), options);
  options.seats = std::vector<PlayerSpec>(2, PlayerSpec{PlayerKind::Random});
  SimulationResult random = Simulate(BundledSet("pnp-demo"), options);
  std::string text = SimulationText(greedy, &random), json = SimulationJson(greedy, &random);
  size_t at = text.find("  seat check: the same 1000 games with random in every seat");
  ASSERT_NE(at, std::string::npos) << text;
  std::string section = text.substr(at, text.find("  by feature kind") - at);
  std::vector<SeatComparison> seats = CompareSeats(greedy.totals, random.totals);
  ASSERT_EQ(seats.size(), 2u);
  bool any = false;
  for (const SeatComparison& c : seats) {
    std::string note = "note: seat " + std::to_string(c.seat + 1) + " is ";
    EXPECT_EQ(section.find(note) != std::string::npos, c.disagree) << section;
    any |= c.disagree;
  }
  EXPECT_TRUE(any) << section;  // greedy's first seat, with its extra turn
  EXPECT_NE(json.find("\"seat_check\":{\"kind\":\"random\",\"games\":1000,"), std::string::npos);
  EXPECT_NE(json.find("\"disagree\":true}"), std::string::npos);
  EXPECT_NE(SimulationJson(greedy).find("\"seat_check\":null"), std::string::npos);
}

}  // namespace
}  // namespace carc
