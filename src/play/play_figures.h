// The figures a designer reads, derived from a run's integer totals: means,
// shares, deviations and percentiles. The text and JSON reports and the chart
// page all print these, so they always agree.
#pragma once

#include <array>
#include <string>
#include <vector>

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
};

/// One tile type's figures.
struct TypeFigures {
  double drawn = 0;          ///< copies drawn per game
  double set_aside = 0;      ///< share of draws set aside as unplaceable
  double placements = 0;     ///< mean legal placements when drawn (0 for set-aside draws)
  double follower = 0;       ///< share of placed copies that got a follower
  std::array<double, kFeatureKinds> follower_on{};  ///< the same, by feature kind
  double feature_points = 0; ///< mean worth of the features a placed copy ended in
  bool ever_drawn = false;   ///< false for the start tile of a set with one copy
};

/// One feature kind's figures, per game.
struct FeatureFigures {
  double count = 0;            ///< features per game
  double completion = 0;       ///< share complete at the end (roads, cities, monasteries)
  double completed_size = 0;   ///< mean tiles of a complete one
  double open_size = 0;        ///< mean tiles of an incomplete one
  double in_play = 0;          ///< points per game scored during play, all players
  double final_scoring = 0;    ///< points per game in the final scoring, all players
};

/// `num / den`, 0 when `den` is 0.
double Ratio(long long num, long long den);

/// The figures of one seat over `games` games.
SeatFigures FiguresOf(const SeatTotals& t, long long games);
/// The figures of one tile type over `games` games.
TypeFigures FiguresOf(const TypeTotals& t, long long games);
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
