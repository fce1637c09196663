#include "play/play_figures.h"

#include <algorithm>

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

  // A type under a new id is neither stronger nor weaker.
  EXPECT_FALSE(MeanDifference(e.own_points, copy.own_points).Excludes(0));
  EXPECT_TRUE(Overlap(e.own_points.ci, copy.own_points.ci));
  EXPECT_TRUE(Overlap(e.margin_gain, copy.margin_gain));
  // Whether each copy's margin gain is clearly non-zero is not compared: a
  // city cap gains the drawer a few points, near the edge of what 5,000
  // games tell from zero, so the same type measured twice falls on either
  // side by chance (E +4.2 [0.6, 7.7] and E2 +1.2 [-2.2, 4.7] here; before
  // issue 20's farmer change E was +3.4 [-0.02, 6.8], unmarked by 0.02).

  // Two shields more: stronger, and clearly so.
  Interval more = MeanDifference(e.own_points, shields.own_points);
  EXPECT_GT(more.low, 0);

  // The empty field is among the three weakest of the 27 types.
  std::vector<double> own;
  for (const StrengthFigures& s : f) own.push_back(s.own_points.mean);
  std::sort(own.begin(), own.end());
  EXPECT_LE(f[size_t(TypeIndex(r, "FFFF"))].own_points.mean, own[2]);
}

}  // namespace
}  // namespace carc
