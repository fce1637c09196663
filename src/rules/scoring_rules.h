// The point values of the game: the one definition that the rules engine
// scores with and the printed rules summary quotes. Change a rule here and
// both follow.
#pragma once

namespace carc {
namespace points {

/// A completed road: points per tile it runs over.
constexpr int kRoadPerTile = 1;
/// An incomplete road at the end of the game: points per tile.
constexpr int kRoadPerTileFinal = 1;
/// A completed city: points per tile (a tile counts once).
constexpr int kCityPerTile = 2;
/// A completed city: points per shield.
constexpr int kCityPerShield = 2;
/// An incomplete city at the end of the game: points per tile.
constexpr int kCityPerTileFinal = 1;
/// An incomplete city at the end of the game: points per shield.
constexpr int kCityPerShieldFinal = 1;
/// A monastery surrounded by 8 tiles: 1 for each tile of the 3×3.
constexpr int kMonasteryComplete = 9;
/// An incomplete monastery at the end: points for itself...
constexpr int kMonasteryFinalBase = 1;
/// ...plus points per neighbouring tile.
constexpr int kMonasteryPerNeighbourFinal = 1;
/// A farm at the end of the game: points per completed city it borders.
constexpr int kFarmPerCompletedCity = 3;
/// Tiles around a monastery that complete it.
constexpr int kMonasteryNeighbours = 8;
/// Inns & Cathedrals (1st edition): a completed road with an inn, points per tile.
constexpr int kInnRoadPerTile = 2;
/// A road with an inn unfinished at the end: points per tile (nothing).
constexpr int kInnRoadPerTileFinal = 0;
/// A completed city with a cathedral: points per tile.
constexpr int kCathedralCityPerTile = 3;
/// A completed city with a cathedral: points per shield.
constexpr int kCathedralCityPerShield = 3;
/// A city with a cathedral unfinished at the end: points per tile (nothing).
constexpr int kCathedralCityPerTileFinal = 0;
/// A city with a cathedral unfinished at the end: points per shield (nothing).
constexpr int kCathedralCityPerShieldFinal = 0;
/// What the large follower counts as when majorities are decided.
constexpr int kLargeFollowerWeight = 2;
/// Spaces on the score track (0 .. kScoreTrackSpaces-1), lapped.
constexpr int kScoreTrackSpaces = 50;

}  // namespace points
}  // namespace carc
