// The figures a designer reads, derived from a run's integer totals: means,
// shares, deviations and percentiles. The text and JSON reports and the chart
// page all print these, so they always agree.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "base/confidence.h"
#include "play/play_stats.h"

namespace carc {

/// The score percentiles reported for every seat.
constexpr std::array<int, 5> kScorePercentiles = {5, 25, 50, 75, 95};

/// One seat's (or player's) figures.
struct SeatFigures {
  double mean = 0;
  double sd = 0;  ///< population standard deviation of the final score
  int min = 0;
  int max = 0;
  std::array<int, kScorePercentiles.size()> percentiles{};
  double win_share = 0;      ///< games won or shared
  double tie_share = 0;      ///< games whose top score was shared
  double turns = 0;          ///< turns per game
  double empty_supply = 0;   ///< share of its turns begun with no follower in supply
  ShareEstimate won;         ///< games won or shared, with Wilson's 95 % interval
  MeanEstimate score;        ///< the final score's mean with its 95 % interval (sample sd)
  ShareEstimate tied;        ///< games whose top score it shared, Wilson's interval
  MeanEstimate turns_estimate;  ///< turns a game, with its interval
  /// Turns begun with no follower in supply, Wilson's interval with each game one unit.
  ShareEstimate empty;
};

/// One tile type's figures.
struct TypeFigures {
  double drawn = 0;          ///< copies drawn per game
  double set_aside = 0;      ///< share of draws set aside as unplaceable
  double placements = 0;     ///< mean legal placements when drawn (0 for set-aside draws)
  double follower = 0;       ///< share of placed copies that got a follower
  std::array<double, kFeatureKinds> follower_on{};  ///< the same, by feature kind
  /// Mean worth of the features a placed copy ended in, whoever owned them
  /// (farms and longer games inflate it: not a strength figure).
  double feature_points = 0;
  bool ever_drawn = false;   ///< false for the start tile of a set with one copy
  double fit = 0;            ///< share of the frontier cells, over draws, where it fitted at all
  double fit_cells = 0;      ///< mean frontier cells where it fitted, per draw
  /// Draws set aside, of all its draws: Wilson's 95 % interval, each game
  /// one unit (the draws of a game are not independent).
  ShareEstimate aside;
  // The 95 % intervals of the figures above, each game one unit (shares:
  // Wilson's at the sample size the games are worth).
  Interval fit_ci;
  Interval fit_cells_ci;
  Interval placements_ci;
  Interval follower_ci;
  std::array<Interval, kFeatureKinds> follower_on_ci{};
};

/// Fewest player-games on each side for the differences (won or shared and
/// margin) to get an interval (and so ever be marked clear).
constexpr long long kMinSampleForDifference = 30;

/// How players did with a tile type and without it: the tile strength
/// figures, after 17lands' win rate with a card in hand and its
/// improvement when drawn. Samples are player-games; the differences' and
/// own points' intervals take each game as one unit (a game's players, and
/// the copies one player placed, are not independent), never narrower than
/// the independent-samples interval.
struct StrengthFigures {
  ShareEstimate won_with;     ///< won or shared, in player-games with a copy placed
  ShareEstimate won_without;  ///< ... and in those with none
  /// won_with - won_without: Newcombe's interval widened by the games'
  /// design effect; unknown under kMinSampleForDifference a side.
  Interval won_gain;
  MeanEstimate margin_with;     ///< final score less the best other player's, with a copy placed
  MeanEstimate margin_without;  ///< ... and with none
  Interval margin_gain;         ///< margin_with - margin_without (Welch's, widened the same way)
  /// Per placed copy: points the placer's own followers scored from the
  /// features the copy ended in (sd over copies; interval by games).
  MeanEstimate own_points;
  /// Whether the margin's difference is clearly not zero (its interval excludes 0).
  bool clear() const { return margin_gain.Excludes(0); }
};

/// How many tile types have their margin difference marked clear, of those
/// with one (types that are the same tile counted once), and how many
/// marks chance alone would give at 95 % each if no type changed the margin:
/// with many types, a few marks are expected anyway.
struct StrengthMarks {
  int tested = 0;         ///< types with a margin difference (30 player-games a side)
  int marked = 0;         ///< of which clearly not zero
  double by_chance = 0;   ///< 5 % of tested
};

/// The run's StrengthMarks.
StrengthMarks StrengthMarksOf(const SimulationTotals& t);

/// One feature kind's figures, per game.
struct FeatureFigures {
  double count = 0;            ///< features per game
  double completion = 0;       ///< share complete at the end (roads, cities, monasteries)
  double completed_size = 0;   ///< mean tiles of a complete one
  double open_size = 0;        ///< mean tiles of an incomplete one
  double in_play = 0;          ///< points per game scored during play, all players
  double final_scoring = 0;    ///< points per game in the final scoring, all players
  // Their 95 % intervals, each game one unit (a game's features are not
  // independent); the completion's is Wilson's at the games' worth.
  Interval count_ci;
  Interval completion_ci;
  Interval completed_size_ci;
  Interval open_size_ci;
  Interval in_play_ci;
  Interval final_ci;
  Interval total_ci;  ///< in_play + final_scoring
};

/// The figures of a whole run that belong to no seat, type or feature, with
/// their 95 % intervals (games are independent; turns within one are not).
struct RunFigures {
  MeanEstimate set_aside;              ///< tiles set aside a game
  ShareEstimate games_with_set_aside;  ///< games in which any was
  MeanEstimate river_set_aside;        ///< river and lake tiles set aside a game
  ShareEstimate lakes;                 ///< games in which the lake ended the river
  MeanEstimate turns;                  ///< turns a game
  ShareEstimate empty_supply;          ///< turns begun with no follower in supply, all seats
  std::vector<MeanEstimate> open_edges;  ///< open edges at the end a game, by Terrain value
};

/// `num / den`, 0 when `den` is 0.
double Ratio(long long num, long long den);

/// The figures of one seat over `games` games.
SeatFigures FiguresOf(const SeatTotals& t, long long games);
/// The figures of one tile type over `games` games.
TypeFigures FiguresOf(const TypeTotals& t, long long games);
/// The strength figures of one tile type.
StrengthFigures StrengthOf(const TypeTotals& t);

/// The per-game differences b - a of seat `seat`'s final score (or, with
/// `wins`, of its won-or-shared, 1 or 0) between two runs of the same games:
/// their mean, sd and 95 % interval. Unknown (n = 0) unless both runs kept
/// their scores for the same number of games.
MeanEstimate PairedDifference(const std::vector<int32_t>& a, const std::vector<int32_t>& b,
                              int players, int seat, bool wins);

/// The run's figures that belong to no seat, type or feature.
RunFigures RunFiguresOf(const SimulationTotals& t);

/// The figures of feature kind `kind` (its score kind for points) over the run.
FeatureFigures FeatureFiguresOf(const SimulationTotals& t, FeatureKind kind);

/// The figures of the roads (inn) or cities (cathedral) carrying modifier `m`.
FeatureFigures ModifiedFiguresOf(const SimulationTotals& t, Modifier m);

/// "road with an inn", "city with a cathedral": how the reports name them.
const char* ModifiedReportName(Modifier m);

/// Whether seats played different numbers of turns on average (a tile count
/// that does not divide among the players): win shares then differ for that.
bool UnequalTurns(const SimulationTotals& t);

/// The share of all turns begun with no follower in supply.
double EmptySupplyShare(const SimulationTotals& t);

/// The score kind points of feature kind `kind` are counted under (fields: farms).
ScoreKind ScoreKindOf(FeatureKind kind);

/// "road", "city", "monastery", "farm": a feature kind as the reports name it.
const char* FeatureReportName(FeatureKind kind);

}  // namespace carc
