// The point values of the rules (rules.md), in one place. The engine scores
// with these and the rules summary prints them, so this header depends on
// nothing and holds nothing but the numbers.
#pragma once

namespace carc {

/// Points per feature, during play (complete features) and in the final scoring.
struct ScoringRules {
  /// A complete road: points per tile it runs over.
  static constexpr int kRoadPerTile = 1;
  /// A complete city: points per tile it covers (a tile counts once).
  static constexpr int kCityPerTile = 2;
  /// A complete city: points per shield inside it.
  static constexpr int kCityPerShield = 2;
  /// A complete monastery (itself and all 8 neighbours present).
  static constexpr int kMonasteryComplete = 9;

  /// Final scoring, an incomplete road: points per tile.
  static constexpr int kFinalRoadPerTile = 1;
  /// Final scoring, an incomplete city: points per tile.
  static constexpr int kFinalCityPerTile = 1;
  /// Final scoring, an incomplete city: points per shield.
  static constexpr int kFinalCityPerShield = 1;
  /// Final scoring, an incomplete monastery: points for the monastery's own tile.
  static constexpr int kFinalMonasteryBase = 1;
  /// Final scoring, an incomplete monastery: points per neighbouring tile present.
  static constexpr int kFinalMonasteryPerNeighbour = 1;
  /// Final scoring, a farm: points to each owner per completed city bordering it.
  static constexpr int kFarmPerCompletedCity = 3;

  /// Tiles around a monastery that complete it.
  static constexpr int kMonasteryNeighbours = 8;
};

}  // namespace carc
