// Differences between two runs of the same games (same seeds, same players:
// `--compare`, `--ablate`) for the figures of one tile type, with intervals
// from the pairing. A type's figures are ratios of sums over player-games or
// draws, and all the player-games of one game share its deal: the pair is
// the game. So each game's part of every sum is kept (TypeGameRows), and a
// difference's interval comes from the per-game differences of the two runs'
// linearised ratios (the delta method for ratio estimators over clusters).
#pragma once

#include <cstdint>
#include <vector>

#include "base/confidence.h"
#include "play/play_stats.h"

namespace carc {

/// The sums of a tile type's figures that one game adds to, one column each.
enum TypeGameField {
  kWithPlayers,     ///< player-games in which the player placed a copy
  kWithWins,        ///< ... of which won or shared
  kWithMargin,      ///< ... their margins over the best other player, summed
  kWithoutPlayers,  ///< player-games with no copy placed
  kWithoutWins,     ///< ... of which won or shared
  kWithoutMargin,   ///< ... their margins, summed
  kOwnCopies,       ///< copies placed by a player
  kOwnPoints,       ///< ... the placer's own points from their features, summed
  kDrawnCopies,     ///< copies drawn
  kSetAsideCopies,  ///< ... of which set aside
  kLegalSum,        ///< legal placements when drawn, summed
  kFitCellsSum,     ///< frontier cells where it fitted, summed over draws
  kFrontierSum,     ///< frontier cells, summed over draws
  kTypeGameFields,
};

/// Each game's part of every type's sums: games x types x kTypeGameFields
/// values, game-major. Built from the running totals of one thread, game by
/// game, as the difference the game made to them (SimulationTotals::Add is
/// left as it is).
class TypeGameRows {
 public:
  /// Rows for `types` tile types.
  explicit TypeGameRows(int types = 0) : last_(size_t(types) * kTypeGameFields, 0) {}
  /// Writes what the game just added to `types` into `out` (types x fields).
  void Record(const std::vector<TypeTotals>& types, int32_t* out);

 private:
  std::vector<long long> last_;  ///< the sums after the previous game recorded
};

/// The per-type figures with a paired difference.
enum class PairedTypeFigure {
  WonWith,           ///< won or shared, in player-games with a copy placed
  MarginDifference,  ///< margin with a copy less margin without
  OwnPoints,         ///< own points per placed copy
  SetAside,          ///< share of draws set aside
  Placements,        ///< legal placements per draw
  Fit,               ///< share of the open cells where it fitted
};

/// Every PairedTypeFigure, in report order.
constexpr PairedTypeFigure kPairedTypeFigures[] = {
    PairedTypeFigure::WonWith,  PairedTypeFigure::MarginDifference,
    PairedTypeFigure::OwnPoints, PairedTypeFigure::SetAside,
    PairedTypeFigure::Placements, PairedTypeFigure::Fit};

/// Its JSON key: "won_with", "margin_difference", "own_points", ...
const char* PairedTypeFigureKey(PairedTypeFigure f);
/// Whether it is a share (shown in points of percent).
bool IsShareFigure(PairedTypeFigure f);

/// One run's per-game rows of its tile types.
struct TypeRowsView {
  const std::vector<int32_t>* rows = nullptr;  ///< games x types x kTypeGameFields
  int types = 0;                               ///< tile types of the run's set
  int type = 0;                                ///< the type looked at
};

/// Figure `f` of type b.type in run b less that of a.type in run a, over the
/// same games, with its 95 % interval from the game-by-game pairing (`n`:
/// games). Unknown (no interval) when either run kept no rows, the runs
/// differ in games, or a ratio has fewer than kMinSampleForDifference in its
/// denominator (a type never drawn, or a margin with too few player-games).
MeanEstimate PairedTypeDifference(const TypeRowsView& a, const TypeRowsView& b,
                                  PairedTypeFigure f);

}  // namespace carc
