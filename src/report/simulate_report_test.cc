#include "report/simulate_report.h"

#include <gtest/gtest.h>

#include "rules/engine_testing.h"

namespace carc {
namespace {

using testing_support::BundledSet;

TEST(SimulateReportTest, TextReportForAFixedSeed) {
  SimulationOptions options;
  options.games = 200;
  options.seed = 1;
  SimulationResult r = Simulate(BundledSet("pnp-demo"), options);
  std::string text = SimulationText(r);
  text = text.substr(0, text.find("  throughput: "));
  // The random players' figures are those of the engine before players had
  // kinds (seat means 19.3 and 18.6, wins 58.0% and 46.5%, completions
  // 11.6%, 11.2%, 0.5%): new players must not change them.
  EXPECT_EQ(text,
            "pnp-demo (Carcassonne print-and-play demo (2020)): 200 games, 2 players, seed 1\n"
            "  players: random in every seat\n"
            "  set aside as unplaceable: mean 0.04 tiles per game, max 1, in 3.5% of games\n"
            "  final score by seat (seat 1 moves first):\n"
            "            player  mean   sd  min  p5  p25  p50  p75  p95  max  won or shared  tied  turns\n"
            "    seat 1  random  19.3  5.9    7  10   15   19   24   30   34          58.0%  4.5%   24.0\n"
            "    seat 2  random  18.6  6.6    8  10   14   18   22   32   42          46.5%  4.5%   23.0\n"
            "    note: the seats get unequal turns (24.0, 23.0 a game, as the tiles go round 2 players):\n"
            "    an extra turn, not the set, explains part of a difference in wins.\n"
            "  by feature kind (at the end of each game; joined features once; sizes in tiles;\n"
            "  points per game, all players):\n"
            "    kind       per game  completed  size if complete  size if not  points in play  at the end  total\n"
            "    road           24.4      11.6%               2.7          1.6             2.6        10.6   13.2\n"
            "    city           19.6      11.2%               2.4          1.7             4.7        15.8   20.5\n"
            "    monastery       3.0       0.5%               9.0          5.2             0.0         4.2    4.2\n"
            "  by tile type (drawn: copies per game; set aside and placements: per draw;\n"
            "  follower, on what, and the points of the features it ended in: per placed copy):\n"
            "    tile  drawn  set aside  placements  follower   road   city  monastery  points\n"
            "    A      1.00       0.0%        26.4     31.0%  16.0%   0.0%      15.0%     7.1\n"
            "    B      2.00       0.8%         6.7     28.0%   0.0%   0.0%      28.0%     5.2\n"
            "    C      1.00       1.5%         5.6     15.2%   0.0%  15.2%       0.0%     6.5\n"
            "    D      3.00       0.0%        25.8     20.6%  10.0%  10.6%       0.0%     6.1\n"
            "    E      2.00       0.0%        24.7     23.5%   0.0%  23.5%       0.0%     3.0\n"
            "    F      1.00       0.5%         6.3     24.6%  24.6%   0.0%       0.0%     7.5\n"
            "    G      2.00       0.0%        12.6     24.8%   0.0%  24.8%       0.0%     3.9\n"
            "    H      1.00       0.0%        12.1     29.5%   0.0%  29.5%       0.0%     6.1\n"
            "    I      2.00       0.0%        25.3     28.2%   0.0%  28.2%       0.0%     5.7\n"
            "    J      3.00       0.0%        24.7     28.5%  15.2%  13.3%       0.0%     5.6\n"
            "    K      2.00       0.0%        25.0     25.5%  14.0%  11.5%       0.0%     5.5\n"
            "    L      2.00       0.0%        25.1     29.0%  22.8%   6.2%       0.0%     8.5\n"
            "    M      2.00       0.0%        25.9     17.8%   0.0%  17.8%       0.0%     4.6\n"
            "    N      4.00       0.0%        25.1     20.9%   0.0%  20.9%       0.0%     3.7\n"
            "    O      2.00       0.0%        25.0     30.8%  15.2%  15.5%       0.0%     7.7\n"
            "    P      1.00       0.0%        25.1     28.0%  13.5%  14.5%       0.0%     6.8\n"
            "    Q      1.00       0.0%        24.0     18.5%   0.0%  18.5%       0.0%     5.1\n"
            "    R      2.00       0.0%        24.3     21.8%   0.0%  21.8%       0.0%     5.4\n"
            "    S      1.00       0.0%        23.8     22.5%  13.5%   9.0%       0.0%     7.5\n"
            "    T      5.00       0.0%        13.0     22.9%  22.9%   0.0%       0.0%     2.8\n"
            "    U      4.00       0.0%        26.5     22.2%  22.2%   0.0%       0.0%     2.7\n"
            "    V      3.00       0.0%        25.2     26.3%  26.3%   0.0%       0.0%     5.8\n"
            "  followers: none left in supply on 45.1% of turns (seat 1 45.9%, seat 2 44.2%)\n"
            "  open edges at the end, per game: field 29.5, road 27.9, city 26.1\n"
            "  game length: mean 47.0 turns, min 46, max 47\n");
}

}  // namespace
}  // namespace carc
