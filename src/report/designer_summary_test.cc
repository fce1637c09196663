#include "report/designer_summary.h"

#include <gtest/gtest.h>

#include <map>

#include "rules/engine_testing.h"
#include "spec/spec_loader.h"
#include "spec/validator.h"

namespace carc {
namespace {

/// `n` tile types, A (the start), B, C, ..., in a set that extends none.
const TileSet& Types(int n) {
  static std::map<int, TileSet> sets;
  if (!sets.count(n)) {
    Diagnostics diags;
    std::string yaml = "set:\n  name: Types\ntiles:\n";
    for (int t = 0; t < n; ++t)
      yaml += std::string("  - {id: ") + char('A' + t) + ", count: 2" + (t == 0 ? ", start: true" : "") +
              ", edges: FRFR, roads: [{sides: [E, W]}]}\n";
    if (!LoadTileSetFromString("types.yaml", yaml, &sets[n], &diags).ok()) ADD_FAILURE() << yaml;
  }
  return sets[n];
}

const TileSet& ThreeTypes() { return Types(3); }

/// `n` margins of mean `mean` and standard deviation 10.
SampleSums Margins(long long n, long long mean) {
  return {n, n * mean, n * (100 + mean * mean)};
}

/// A run of 1000 games between two greedy players in which type t placed
/// gives its player a margin `gain[t]` points above not placing it.
SimulationResult Games(const std::vector<long long>& gain) {
  SimulationResult r;
  r.set_id = "three";
  r.options.players = 2;
  if (!ParsePlayerSpecs("greedy", 2, &r.options.seats).ok()) ADD_FAILURE();
  r.totals = SimulationTotals(2, int(gain.size()));
  r.totals.games = 1000;
  r.totals.turns = 5000;
  r.totals.turns_min = 5;
  r.totals.turns_max = 5;
  for (SeatTotals& s : r.totals.seats) {
    s.wins = 500;
    s.turns = 2500;
  }
  for (size_t t = 0; t < gain.size(); ++t) {
    r.type_ids.push_back(std::string(1, char('A' + t)));
    TypeTotals& type = r.totals.types[t];
    type.drawn = 1000;
    type.with.margin = Margins(1000, gain[t]);
    type.with.wins = 500;
    type.without.margin = Margins(1000, 0);
    type.without.wins = 500;
  }
  return r;
}

std::string Said(const DesignerSummary& s, const std::string& label) {
  for (const SummaryItem& item : s.items)
    if (item.label == label) return item.text;
  return "(no " + label + ")";
}

TEST(DesignerSummaryTest, TheStrongestAndWeakestAreNamedWhenTheirIntervalsStandApart) {
  DesignerSummary s = SummarizeForDesigner(Games({0, 10, -10}), ThreeTypes(), {});
  EXPECT_EQ(s.lead.substr(0, s.lead.find(". ")),
            "The 3 types of three, over 1000 games (greedy in every seat, seed 1)");
  EXPECT_EQ(s.ranked, (std::vector<size_t>{1, 0, 2}));
  EXPECT_EQ(Said(s, "Strongest"),
            "B +10.0 [9.1, 10.9] (clearly above zero); its interval lies above every other type's.");
  EXPECT_EQ(Said(s, "Weakest"),
            "C -10.0 [-10.9, -9.1] (clearly below zero); its interval lies below every other type's.");
}

TEST(DesignerSummaryTest, OverlappingIntervalsAreUndecided) {
  DesignerSummary s = SummarizeForDesigner(Games({0, 1, 2}), ThreeTypes(), {});
  EXPECT_EQ(Said(s, "Strongest"),
            "C leads with +2.0 [1.1, 2.9] (clearly above zero), but undecided: its interval overlaps those "
            "of B +1.0 [0.1, 1.9].");
  EXPECT_EQ(Said(s, "Weakest"),
            "A trails with +0.0 [-0.9, 0.9] (not clearly different from zero), but undecided: its interval "
            "overlaps those of B +1.0 [0.1, 1.9].");
  s = SummarizeForDesigner(Games({0, 0, 0}), ThreeTypes(), {});
  EXPECT_EQ(Said(s, "Strength"),
            "undecided: the intervals of all 3 ranked types overlap, from A +0.0 [-0.9, 0.9] to C +0.0 "
            "[-0.9, 0.9]; play more games to tell them apart.");
}

TEST(DesignerSummaryTest, AtMostThreeUndecidedRivalsAreNamedTheNearestFirst) {
  DesignerSummary s = SummarizeForDesigner(Games({0, 1, 1, 1, 1, 2, -3}), Types(7), {});
  EXPECT_EQ(Said(s, "Strongest"),
            "F leads with +2.0 [1.1, 2.9] (clearly above zero), but undecided: its interval overlaps those of 4 "
            "other types, the nearest B +1.0 [0.1, 1.9], C +1.0 [0.1, 1.9] and D +1.0 [0.1, 1.9].");
  EXPECT_EQ(Said(s, "Weakest"),
            "G -3.0 [-3.9, -2.1] (clearly below zero); its interval lies below every other type's.");
}

TEST(DesignerSummaryTest, TypesWithoutAnIntervalAreNotRanked) {
  SimulationResult r = Games({0, 10, -10});
  r.totals.types[2].without.margin = Margins(12, 0);  // nearly every player placed one
  DesignerSummary s = SummarizeForDesigner(r, ThreeTypes(), {});
  EXPECT_EQ(s.ranked, (std::vector<size_t>{1, 0}));
  EXPECT_EQ(Said(s, "Not ranked"),
            "C: too few player-games with a copy placed, or without one (fewer than 30), for an interval.");
}

TEST(DesignerSummaryTest, SetAsideTypesWithTheirIntervals) {
  SimulationResult r = Games({0, 0, 0});
  r.totals.types[1].set_aside = 50;
  r.totals.types[2].set_aside = 5;
  DesignerSummary s = SummarizeForDesigner(r, ThreeTypes(), {});
  EXPECT_EQ(Said(s, "Set aside"),
            "B 5.0% [3.8, 6.5] of 1000 draws and C 0.5% [0.2, 1.2] of 1000 draws. The other 1 type never "
            "(each at most 0.4% of its draws, by its interval).");
  SimulationResult many = Games({0, 0, 0, 0, 0, 0, 0, 0});
  for (size_t t = 0; t < 8; ++t) many.totals.types[t].set_aside = long(t + 1);
  EXPECT_EQ(Said(SummarizeForDesigner(many, Types(8), {}), "Set aside"),
            "H 0.8% [0.4, 1.6] of 1000 draws, G 0.7% [0.3, 1.4] of 1000 draws, F 0.6% [0.3, 1.3] of 1000 "
            "draws, E 0.5% [0.2, 1.2] of 1000 draws, D 0.4% [0.2, 1.0] of 1000 draws, C 0.3% [0.1, 0.9] of "
            "1000 draws and 2 more types (in the tile table).");
  r.totals.types[1].set_aside = r.totals.types[2].set_aside = 0;
  s = SummarizeForDesigner(r, ThreeTypes(), {});
  EXPECT_EQ(Said(s, "Set aside"),
            "none of the 3 types drawn was ever set aside (each at most 0.4% of its draws, by its interval).");
}

TEST(DesignerSummaryTest, ASeatIsFavouredOnlyWhenItsIntervalExcludesTheEvenShare) {
  SimulationResult r = Games({0, 0, 0});
  DesignerSummary s = SummarizeForDesigner(r, ThreeTypes(), {});
  EXPECT_EQ(Said(s, "Seats"),
            "won or shared, seat 1: 50.0% [46.9, 53.1] and seat 2: 50.0% [46.9, 53.1]. No seat clearly "
            "favoured: every seat's interval includes the even share, 50.0% (the seats' average).");
  r.totals.seats[0].wins = 600;
  r.totals.seats[1].wins = 400;
  s = SummarizeForDesigner(r, ThreeTypes(), {});
  EXPECT_EQ(Said(s, "Seats"),
            "won or shared, seat 1: 60.0% [56.9, 63.0] and seat 2: 40.0% [37.0, 43.1]. Favoured: seat 1, whose "
            "interval lies above the even share, 50.0% (the seats' average). Behind: seat 2, whose interval "
            "lies below it.");
}

TEST(DesignerSummaryTest, TheGameIsComparedGameByGameWithTheReference) {
  SimulationResult r = Games({0, 0, 0}), base = Games({0, 0, 0});
  base.set_id = "base";
  base.totals.turns = 4000;
  base.totals.turns_min = 3;
  base.totals.turns_max = 5;
  for (int g = 0; g < 4; ++g) {  // scores of 4 games: seat 1 gains 10 or 12, seat 2 nothing
    r.scores.insert(r.scores.end(), {100 + 10 + 2 * (g % 2), 90});
    base.scores.insert(base.scores.end(), {100, 90});
  }
  DesignerSummary s = SummarizeForDesigner(r, ThreeTypes(), {&base, true});
  EXPECT_EQ(Said(s, "The game"),
            "against base (played by this report for the comparison: the same games, seeds and players): "
            "5.0 turns a game (5 to 5), against 4.0 (3 to 5); final scores change by, seat 1: +11.0 [9.9, 12.1] "
            "and seat 2: +0.0 [0.0, 0.0] points a game (three less base, paired game by game).");
  base.partial = true;  // Ctrl-C while the base was played
  s = SummarizeForDesigner(r, ThreeTypes(), {&base, true});
  EXPECT_EQ(Said(s, "The game").substr(0, 116),
            "against base (played by this report for the comparison: the same games, seeds and players; "
            "stopped after 1000 games)");
  s = SummarizeForDesigner(r, ThreeTypes(), {});
  EXPECT_EQ(Said(s, "The game"),
            "5.0 turns a game (5 to 5); mean scores, seat 1: 0.0 [0.0, 0.0] and seat 2: 0.0 [0.0, 0.0] points. "
            "Nothing to compare with: it extends no set; --compare names one.");
}

TEST(DesignerSummaryTest, ATypeThatIsAnotherUnderANewIdIsSaidToBeIt) {
  // ThreeTypes' B and C are A again: the page says they are one tile, with
  // the strength of the tile they copy (a simulation counts them together,
  // SimulationTotals::same_tile; these made-up totals do not).
  DesignerSummary s = SummarizeForDesigner(Games({4, 0, 0}), ThreeTypes(), {});
  EXPECT_EQ(Said(s, "Same tile"),
            "B is A (+4.0 [3.1, 4.9]) and C is A (+4.0 [3.1, 4.9]): each the same tile under another id, they "
            "play alike, so each one's strength is counted together with the tile it copies (a player with a "
            "copy of either is 'with'). To add copies of a tile, raise its count.");
  s = SummarizeForDesigner(Games({4, 0}), Types(2), {});
  EXPECT_EQ(Said(s, "Same tile"),
            "B is A (+4.0 [3.1, 4.9]): the same tile under another id, it plays alike, so its strength is "
            "counted together with the tile it copies (a player with a copy of either is 'with'). To add "
            "copies of a tile, raise its count.");
  TileSet set;
  Diagnostics diags;
  ASSERT_TRUE(LoadValidTileSet(std::string(CARCKIT_SOURCE_DIR) + "/tests/specs/fan-expansion.yaml", &set, &diags)
                  .ok());
  std::vector<EarlierTwin> twins = EarlierTwins(set);
  for (size_t t = 0; t < set.tiles.size(); ++t) {
    std::string twin = twins[t].type < 0 ? "" : set.tiles[size_t(twins[t].type)].id;
    EXPECT_EQ(twin, set.tiles[t].id == "twin-of-D" ? "D" : "") << set.tiles[t].id;
  }
}

TEST(DesignerSummaryTest, AnExtendingSetsOwnTypesAreTheOnesItAddsOrChanges) {
  TileSet set;
  Diagnostics diags;
  ASSERT_TRUE(LoadValidTileSet(std::string(CARCKIT_SOURCE_DIR) + "/tests/specs/fan-expansion.yaml", &set, &diags)
                  .ok());
  std::vector<std::string> own;
  for (size_t t : OwnTypes(set)) own.push_back(set.tiles[t].id);
  EXPECT_EQ(own, (std::vector<std::string>{"C", "crossgate-with-village", "twin-of-D", "three-shield-cap",
                                           "four-shield-castle", "empty-meadow", "road-city-road-city",
                                           "double-bend-roads", "monastery-on-the-crossroads"}));
  std::vector<size_t> order = OwnTypesFirst(set);
  ASSERT_EQ(order.size(), set.tiles.size());
  EXPECT_EQ(set.tiles[order[9]].id, "A");
  EXPECT_EQ(set.tiles[order.back()].id, "X");
  EXPECT_EQ(OwnTypes(ThreeTypes()).size(), 3u);  // a set that extends none: every type
}

}  // namespace
}  // namespace carc
