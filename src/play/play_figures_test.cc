#include "play/play_figures.h"

#include <algorithm>
#include <cmath>

#include <gtest/gtest.h>

#include "play/simulate.h"
#include "spec/spec_loader.h"
#include "spec/validator.h"

namespace carc {
namespace {

/// The base game with three probes: E2, a copy of the city cap E under a
/// new id; Es, E with two shields; FFFF, an empty field.
TileSet ProbeSet() {
  const char* yaml = R"(set:
  name: strength probes
  extends: base-c1.yaml
tiles:
  - {id: E2, count: 5, edges: CFFF, cities: [{sides: [N]}]}
  - {id: Es, count: 5, edges: CFFF, cities: [{sides: [N], shields: 2}]}
  - {id: FFFF, count: 3, edges: FFFF}
)";
  TileSet set;
  Diagnostics diags;
  std::string file = std::string(CARCKIT_SOURCE_DIR) + "/tilesets/probes.yaml";
  EXPECT_TRUE(LoadTileSetFromString(file, yaml, &set, &diags).ok());
  Validate(set, &diags);
  EXPECT_FALSE(diags.HasErrors());
  return set;
}

int TypeIndex(const SimulationResult& r, const std::string& id) {
  return int(std::find(r.type_ids.begin(), r.type_ids.end(), id) - r.type_ids.begin());
}

bool Overlap(const Interval& a, const Interval& b) {
  return a.known && b.known && a.low <= b.high && b.low <= a.high;
}

TEST(PlayFiguresTest, TileStrengthTellsCopiesShieldsAndEmptyFieldsApart) {
  SimulationOptions options;
  options.games = 5000;
  options.seats = {PlayerSpec{PlayerKind::Greedy}, PlayerSpec{PlayerKind::Greedy}};
  SimulationResult r = Simulate(ProbeSet(), options);
  std::vector<StrengthFigures> f;
  for (const TypeTotals& t : r.totals.types) f.push_back(StrengthOf(t));
  const StrengthFigures& e = f[size_t(TypeIndex(r, "E"))];
  const StrengthFigures& copy = f[size_t(TypeIndex(r, "E2"))];
  const StrengthFigures& shields = f[size_t(TypeIndex(r, "Es"))];

  // A type under a new id is the same tile: its strength figures are
  // counted with its original's, so the two tie exactly.
  EXPECT_EQ(r.totals.same_tile[size_t(TypeIndex(r, "E2"))], TypeIndex(r, "E"));
  EXPECT_EQ(r.totals.same_tile[size_t(TypeIndex(r, "Es"))], TypeIndex(r, "Es"));
  EXPECT_EQ(copy.won_with.n, e.won_with.n);
  EXPECT_EQ(copy.won_with.hits, e.won_with.hits);
  EXPECT_EQ(copy.margin_with.mean, e.margin_with.mean);
  EXPECT_EQ(copy.margin_without.mean, e.margin_without.mean);
  EXPECT_EQ(copy.own_points.mean, e.own_points.mean);
  EXPECT_EQ(copy.own_points.ci.low, e.own_points.ci.low);
  EXPECT_EQ(copy.margin_gain.known, e.margin_gain.known);
  EXPECT_GT(e.own_points.n, 0);

  // Two shields more: stronger, and clearly so.
  Interval more = MeanDifference(e.own_points, shields.own_points);
  EXPECT_GT(more.low, 0);

  // The empty field is among the three weakest of the 27 types.
  std::vector<double> own;
  for (const StrengthFigures& s : f) own.push_back(s.own_points.mean);
  std::sort(own.begin(), own.end());
  EXPECT_LE(f[size_t(TypeIndex(r, "FFFF"))].own_points.mean, own[2]);
}

/// The totals of a type that exactly one of two players placed in each of
/// `margins.size()` games, the placer's margin being `margins[g]`.
TypeTotals OnePlacerOfTwo(const std::vector<long long>& margins) {
  TypeTotals t;
  for (long long y : margins) {
    t.with.margin.Add(y);
    t.with.wins += y >= 0;
    t.without.margin.Add(-y);
    t.without.wins += y <= 0;
    t.strength_games.Add({y >= 0, y, 1, y <= 0, -y, 1});
    t.own_points.Add(y > 0 ? y : 0);
    t.own_games.Add({y > 0 ? y : 0, 1});
  }
  return t;
}

TEST(PlayFiguresTest, TheDifferencesTakeEachGameAsOneUnit) {
  // In a two-player game one player's margin is the other's, negated: with
  // one placer a game, the difference is twice the placer's mean margin,
  // with twice its deviation over the games, not the narrower interval of
  // two independent samples.
  std::vector<long long> margins;
  for (int g = 0; g < 40; ++g) margins.push_back((g * 37) % 23 - 8);
  StrengthFigures f = StrengthOf(OnePlacerOfTwo(margins));
  double sum = 0, squares = 0;
  for (long long y : margins) {
    sum += 2.0 * double(y);
    squares += 4.0 * double(y) * double(y);
  }
  MeanEstimate paired = EstimateMean(40, sum, squares);  // the per-game differences
  EXPECT_NEAR(f.margin_gain.low, paired.ci.low, 1e-9);
  EXPECT_NEAR(f.margin_gain.high, paired.ci.high, 1e-9);
  Interval independent = MeanDifference(f.margin_without, f.margin_with);
  EXPECT_NEAR(f.margin_gain.Width() / independent.Width(), std::sqrt(2.0), 1e-9);
  // The won share's interval widens by as much, around the same value.
  Interval newcombe = ShareDifference(f.won_without, f.won_with);
  EXPECT_GT(f.won_gain.Width(), 1.3 * newcombe.Width());
  EXPECT_LT(f.won_gain.low, newcombe.low);
  EXPECT_GT(f.won_gain.high, newcombe.high);
}

TEST(PlayFiguresTest, IndependentPlayersKeepTheIndependentInterval) {
  // One player a game (no other player's result tied to it): nothing to
  // widen, and the interval is never narrower than the independent one.
  TypeTotals t;
  for (int g = 0; g < 120; ++g) {
    long long y = (g * 13) % 11 - 5;
    bool with = g % 3 == 0;
    (with ? t.with : t.without).margin.Add(y);
    (with ? t.with : t.without).wins += y >= 0;
    t.strength_games.Add({with && y >= 0, with ? y : 0, with, !with && y >= 0, with ? 0 : y, !with});
  }
  StrengthFigures f = StrengthOf(t);
  Interval welch = MeanDifference(f.margin_without, f.margin_with);
  EXPECT_LE(f.margin_gain.low, welch.low + 1e-12);
  EXPECT_GE(f.margin_gain.high, welch.high - 1e-12);
  EXPECT_LT(f.margin_gain.Width(), 1.05 * welch.Width());
}

TEST(PlayFiguresTest, MarksAreCountedAgainstWhatChanceWouldMark) {
  // Type 0 gains its placer 10 points a game, clearly; type 1 is the same
  // tile (counted once); type 2 was never placed (no difference to test);
  // type 3 gains nothing.
  SimulationTotals t(2, 4);
  t.PoolSameTiles({-1, 0, -1, -1});
  std::vector<long long> gains(60, 10), nothing;
  for (int g = 0; g < 60; ++g) nothing.push_back(g % 2 ? 5 : -5);
  t.types[0] = OnePlacerOfTwo(gains);
  t.types[1] = t.types[0];
  t.types[3] = OnePlacerOfTwo(nothing);
  StrengthMarks m = StrengthMarksOf(t);
  EXPECT_EQ(m.tested, 2);
  EXPECT_EQ(m.marked, 1);
  EXPECT_DOUBLE_EQ(m.by_chance, 0.1);
}

}  // namespace
}  // namespace carc
