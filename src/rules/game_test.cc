// The rules, case by case: every worked example of rules.md and the cases
// engines get wrong, each built as a board of base tiles (D is the start tile:
// city cap N, road E–W) and played through the board-file loader.
#include "rules/game.h"

#include <gtest/gtest.h>

#include "rules/engine_testing.h"
#include "rules/scoring_rules.h"

namespace carc {
namespace {

using test_support::PlayBase;
using test_support::PlayedBoard;

/// Plays `yaml` and fails the test on any diagnostic.
PlayedBoard Legal(const std::string& yaml, bool final_scoring = false) {
  PlayedBoard b = PlayBase(yaml, final_scoring);
  EXPECT_EQ(b.errors, "");
  return b;
}

// ---- Worked examples of rules.md ------------------------------------------

TEST(WorkedExample, ClosedRoadOfThreeTilesScoresThree) {
  PlayedBoard b = Legal(R"(
players: [red, blue]
moves:
  - {tile: D, at: [0, 0]}
  - {tile: W, at: [-1, 0], follower: road E}
  - {tile: W, at: [1, 0], rotation: 180}
)");
  EXPECT_EQ(b.game->score(0).in_play[int(ScoreKind::Road)], 3);
  EXPECT_EQ(b.Total(1), 0);
}

TEST(WorkedExample, ClosedRoadOfFourTilesScoresFour) {
  PlayedBoard b = Legal(R"(
players: [red, blue]
moves:
  - {tile: D, at: [0, 0]}
  - {tile: W, at: [-1, 0], follower: road E}
  - {tile: U, at: [1, 0]}
  - {tile: W, at: [2, 0], rotation: 180}
)");
  EXPECT_EQ(b.game->score(0).in_play[int(ScoreKind::Road)], 4);
}

TEST(WorkedExample, ClosedCityOfThreeSegmentsWithOneShieldScoresEight) {
  PlayedBoard b = Legal(R"(
players: [red, blue]
moves:
  - {tile: D, at: [0, 0]}
  - {tile: M, at: [0, -1], rotation: 180, follower: city S}
  - {tile: E, at: [1, -1], rotation: 270}
)");
  EXPECT_EQ(b.game->score(0).in_play[int(ScoreKind::City)], 8);
  ASSERT_EQ(b.game->events().size(), 1u);
  EXPECT_EQ(b.game->events()[0].tiles, 3);
  EXPECT_EQ(b.game->events()[0].shields, 1);
}

TEST(WorkedExample, CityOfFourTilesOneHoldingTwoOfItsSegmentsScoresEight) {
  // Tile I's caps N and W both belong to the city: 4 tiles, 5 segments.
  PlayedBoard b = Legal(R"(
players: [red, blue]
moves:
  - {tile: D, at: [0, 0]}
  - {tile: N, at: [0, 1], rotation: 180, follower: city E}
  - {tile: N, at: [1, 1], rotation: 270}
  - {tile: N, at: [0, 2], rotation: 90}
  - {tile: I, at: [1, 2]}
)");
  EXPECT_EQ(b.game->score(0).in_play[int(ScoreKind::City)], 8);
  EXPECT_EQ(b.game->events().at(0).tiles, 4);
}

TEST(WorkedExample, TwoKnightsOfDifferentPlayersInAClosedCityOfFiveTilesScoreTenEach) {
  PlayedBoard b = Legal(R"(
players: [red, blue]
moves:
  - {tile: D, at: [0, 0]}
  - {tile: N, at: [0, -1], rotation: 180, follower: city S}
  - {tile: D, at: [1, 0], follower: city N}
  - {tile: R, at: [1, -1], rotation: 180}
  - {tile: E, at: [2, -1], rotation: 270}
)");
  EXPECT_EQ(b.game->score(0).in_play[int(ScoreKind::City)], 10);
  EXPECT_EQ(b.game->score(1).in_play[int(ScoreKind::City)], 10);
  EXPECT_EQ(b.game->supply(0), 7);
  EXPECT_EQ(b.game->supply(1), 7);
}

TEST(WorkedExample, CompleteMonasteryScoresNine) {
  PlayedBoard b = Legal(R"(
players: [red, blue]
moves:
  - {tile: D, at: [0, 0]}
  - {tile: B, at: [0, 1], follower: monastery}
  - {tile: V, at: [-1, 0], rotation: 180}
  - {tile: V, at: [1, 0], rotation: 90}
  - {tile: E, at: [-1, 1], rotation: 270}
  - {tile: E, at: [1, 1], rotation: 90}
  - {tile: U, at: [0, 2]}
  - {tile: U, at: [-1, 2]}
  - {tile: U, at: [1, 2]}
)");
  EXPECT_EQ(b.game->score(0).in_play[int(ScoreKind::Monastery)], 9);
  EXPECT_EQ(b.game->events().at(0).placement, 8);  // scored on the 9th move
  EXPECT_EQ(b.game->supply(0), 7);
}

TEST(WorkedExample, FinalIncompleteCityOfFiveTilesAndThreeShieldsScoresEightForTheMajority) {
  // Red's knights on F (W) and E (N) and blue's on F (E) are joined by C.
  PlayedBoard b = Legal(R"(
players: [red, blue]
moves:
  - {tile: D, at: [0, 0]}
  - {tile: U, at: [-1, 0]}
  - {tile: U, at: [1, 0]}
  - {tile: F, at: [-1, -1], follower: city W}
  - {tile: F, at: [1, -1], follower: city E}
  - {tile: E, at: [1, -2]}
  - {tile: E, at: [0, -2], rotation: 180, follower: city S, player: red}
  - {tile: C, at: [0, -1]}
)", true);
  EXPECT_EQ(b.game->score(0).final_scoring[int(ScoreKind::City)], 8);
  EXPECT_EQ(b.Total(0), 8);
  EXPECT_EQ(b.Total(1), 0);
}

TEST(WorkedExample, FinalIncompleteMonasteryWithThreeNeighboursScoresFour) {
  PlayedBoard b = Legal(R"(
players: [red, blue]
moves:
  - {tile: D, at: [0, 0]}
  - {tile: B, at: [0, 1], follower: monastery}
  - {tile: U, at: [-1, 0]}
  - {tile: U, at: [1, 0]}
)", true);
  EXPECT_EQ(b.game->score(0).final_scoring[int(ScoreKind::Monastery)], 4);
}

TEST(WorkedExample, FinalIncompleteCityOfTwoTilesAndOneShieldScoresThree) {
  PlayedBoard b = Legal(R"(
players: [red, blue]
moves:
  - {tile: D, at: [0, 0]}
  - {tile: M, at: [0, -1], rotation: 180, follower: city S}
)", true);
  EXPECT_EQ(b.game->score(0).final_scoring[int(ScoreKind::City)], 3);
  EXPECT_EQ(b.Total(0), 3);
}

TEST(WorkedExample, FinalIncompleteRoadOfThreeTilesScoresThree) {
  PlayedBoard b = Legal(R"(
players: [red, blue]
moves:
  - {tile: D, at: [0, 0]}
  - {tile: U, at: [1, 0], follower: road W}
  - {tile: U, at: [-1, 0]}
)", true);
  EXPECT_EQ(b.game->score(0).final_scoring[int(ScoreKind::Road)], 3);
  EXPECT_EQ(b.Total(0), 3);
}

TEST(WorkedExample, FarmBorderingThreeCompletedCitiesGivesItsOwnerNine) {
  PlayedBoard b = Legal(R"(
players: [red, blue]
moves:
  - {tile: D, at: [0, 0]}
  - {tile: E, at: [0, -1], rotation: 180, follower: field Nw}
  - {tile: E, at: [0, -2]}
  - {tile: E, at: [0, -3], rotation: 180}
  - {tile: E, at: [1, -1], rotation: 90}
  - {tile: E, at: [2, -1], rotation: 270}
)", true);
  EXPECT_EQ(b.game->score(0).final_scoring[int(ScoreKind::Farm)], 9);
  EXPECT_EQ(b.Total(0), 9);
  EXPECT_EQ(b.Total(1), 0);
}

TEST(WorkedExample, OwnersTiedTwoFarmersToTwoEachGetThreePerCompletedCity) {
  // Four separate farms, each given a farmer, are joined by the two A tiles
  // (roads ending at a monastery do not split fields). The farm borders two
  // completed cities (D+E and the two E caps), the second along two tiles.
  PlayedBoard b = Legal(R"(
players: [red, blue]
moves:
  - {tile: D, at: [0, 0]}
  - {tile: U, at: [-1, 0], follower: field Nw}
  - {tile: X, at: [1, 0], follower: field Ne}
  - {tile: E, at: [0, -1], rotation: 180, follower: field Nw}
  - {tile: U, at: [-2, 0], follower: field Sw}
  - {tile: A, at: [-3, 0], rotation: 270}
  - {tile: A, at: [1, -1]}
  - {tile: E, at: [-1, -1], rotation: 270}
  - {tile: E, at: [-2, -1], rotation: 90}
)", true);
  EXPECT_EQ(b.game->score(0).final_scoring[int(ScoreKind::Farm)], 6);
  EXPECT_EQ(b.game->score(1).final_scoring[int(ScoreKind::Farm)], 6);
  EXPECT_EQ(b.Total(0), 6);
  EXPECT_EQ(b.Total(1), 6);
}

TEST(WorkedExample, CityBorderingTwoFarmsScoresForBothFarmsOwners) {
  // D's cap separates D's north field (red, via U) from the field beyond E (blue).
  PlayedBoard b = Legal(R"(
players: [red, blue]
moves:
  - {tile: D, at: [0, 0]}
  - {tile: U, at: [1, 0], follower: field Nw}
  - {tile: E, at: [0, -1], rotation: 180, follower: field Nw}
)", true);
  EXPECT_EQ(b.game->score(0).final_scoring[int(ScoreKind::Farm)], 3);
  EXPECT_EQ(b.game->score(1).final_scoring[int(ScoreKind::Farm)], 3);
}

// ---- Cases engines get wrong ----------------------------------------------

TEST(Rules, CityBorderingTwoFarmsOfOnePlayerCountsForEach) {
  PlayedBoard b = Legal(R"(
players: [red, blue]
moves:
  - {tile: D, at: [0, 0]}
  - {tile: U, at: [1, 0], follower: field Nw}
  - {tile: U, at: [-1, 0]}
  - {tile: E, at: [0, -1], rotation: 180, follower: field Nw}
)", true);
  EXPECT_EQ(b.game->score(0).final_scoring[int(ScoreKind::Farm)], 6);
}

TEST(Rules, RoadLoopIsCompleteAndScoresItsTiles) {
  PlayedBoard b = Legal(R"(
players: [red, blue]
moves:
  - {tile: D, at: [0, 0]}
  - {tile: V, at: [0, 1], rotation: 270, follower: road E}
  - {tile: V, at: [1, 1]}
  - {tile: V, at: [0, 2], rotation: 180}
  - {tile: V, at: [1, 2], rotation: 90}
)");
  EXPECT_EQ(b.game->score(0).in_play[int(ScoreKind::Road)], 4);
  EXPECT_EQ(b.game->supply(0), 7);
}

TEST(Rules, RoadFromAVillageBackToTheSameVillageCountsTheTileOnce) {
  // L (turned 180) has its N and W arms joined by three curves: tiles L, V, V, V.
  PlayedBoard b = Legal(R"(
players: [red, blue]
moves:
  - {tile: D, at: [0, 0]}
  - {tile: L, at: [0, -1], rotation: 180, follower: road N}
  - {tile: V, at: [0, -2]}
  - {tile: V, at: [-1, -2], rotation: 270}
  - {tile: V, at: [-1, -1], rotation: 180}
)");
  EXPECT_EQ(b.game->score(0).in_play[int(ScoreKind::Road)], 4);
}

TEST(Rules, FollowerIsRefusedOnAConnectedOccupiedFeature) {
  PlayedBoard b = PlayBase(R"(
players: [red, blue]
moves:
  - {tile: D, at: [0, 0]}
  - {tile: N, at: [0, -1], rotation: 180, follower: city S}
  - {tile: N, at: [1, -1], rotation: 270, follower: city W}
)");
  EXPECT_EQ(b.errors,
            "board.yaml:6:53: error: move 3: follower city W: the city already holds a follower: "
            "red's knight on tile N at [0, -1] (move 2)\n");
}

TEST(Rules, OwnFollowerAlsoBlocksTheFeature) {
  PlayedBoard b = PlayBase(R"(
players: [red, blue]
moves:
  - {tile: D, at: [0, 0]}
  - {tile: U, at: [1, 0], follower: road W}
  - {tile: U, at: [2, 0], follower: road W, player: red}
)");
  EXPECT_EQ(b.errors,
            "board.yaml:6:37: error: move 3: follower road W: the road already holds a follower: "
            "red's thief on tile U at [1, 0] (move 2)\n");
}

TEST(Rules, RoadEndingAtAMonasteryDoesNotSplitTheField) {
  PlayedBoard b = PlayBase(R"(
players: [red, blue]
moves:
  - {tile: D, at: [0, 0]}
  - {tile: U, at: [1, 0], follower: field Nw}
  - {tile: A, at: [2, 0], rotation: 90}
  - {tile: U, at: [-1, 0], follower: field Sw}
)");
  EXPECT_EQ(b.errors,
            "board.yaml:7:38: error: move 4: follower field Sw: the field already holds a "
            "follower: red's farmer on tile U at [1, 0] (move 2)\n");
}

TEST(Rules, RoadEndingAtACityDoesSplitTheField) {
  PlayedBoard b = Legal(R"(
players: [red, blue]
moves:
  - {tile: D, at: [0, 0]}
  - {tile: U, at: [1, 0], follower: field Nw}
  - {tile: S, at: [2, 0], rotation: 90}
  - {tile: U, at: [-1, 0], follower: field Sw}
)");
  EXPECT_EQ(b.game->supply(0), 5);
}

TEST(Rules, CornerContactIsNotAdjacency) {
  PlayedBoard b = PlayBase(R"(
players: [red, blue]
moves:
  - {tile: D, at: [0, 0]}
  - {tile: B, at: [1, 1]}
)");
  EXPECT_EQ(b.errors,
            "board.yaml:5:5: error: move 2: tile B at [1, 1] rotation 0: it touches the board only "
            "at a corner; a tile must share an edge with a placed tile\n");
}

TEST(Rules, IncompleteMonasteryCountsItself) {
  PlayedBoard b = Legal(R"(
players: [red, blue]
moves:
  - {tile: D, at: [0, 0]}
  - {tile: B, at: [0, 1], follower: monastery}
)", true);
  EXPECT_EQ(b.Total(0), points::kMonasteryFinalBase + 1);
}

TEST(Rules, MonasteryPlacedIntoASurroundedHoleIsCompleteAtOnce) {
  PlayedBoard b = Legal(R"(
players: [red, blue]
moves:
  - {tile: D, at: [0, 0]}
  - {tile: V, at: [-1, 0], rotation: 180}
  - {tile: V, at: [1, 0], rotation: 90}
  - {tile: E, at: [-1, 1], rotation: 270}
  - {tile: E, at: [1, 1], rotation: 90}
  - {tile: U, at: [-1, 2]}
  - {tile: U, at: [0, 2], player: red}
  - {tile: U, at: [1, 2]}
  - {tile: B, at: [0, 1], follower: monastery, player: blue}
)");
  EXPECT_EQ(b.game->score(1).in_play[int(ScoreKind::Monastery)], 9);
  EXPECT_EQ(b.game->supply(1), 7);
}

TEST(Rules, FollowerOnTheFeatureItsTileCompletesScoresAndReturnsAtOnce) {
  PlayedBoard b = Legal(R"(
players: [red, blue]
moves:
  - {tile: D, at: [0, 0]}
  - {tile: E, at: [0, -1], rotation: 180, follower: city S}
)");
  EXPECT_EQ(b.game->score(0).in_play[int(ScoreKind::City)], 4);  // a 2-tile city scores 4
  EXPECT_EQ(b.game->supply(0), 7);
}

TEST(Rules, FarmersStayAndOtherFollowersReturnAfterScoring) {
  PlayedBoard b = Legal(R"(
players: [red, blue]
moves:
  - {tile: D, at: [0, 0]}
  - {tile: E, at: [0, -1], rotation: 180, follower: field Nw}
  - {tile: U, at: [1, 0], follower: road W}
  - {tile: W, at: [-1, 0], follower: road W}
  - {tile: W, at: [2, 0], rotation: 180}
)", true);
  EXPECT_EQ(b.game->supply(0), 5);  // farmer and thief on W's west arm stay
  EXPECT_EQ(b.game->supply(1), 7);  // blue's thief came back with 4 points
  EXPECT_EQ(b.game->score(1).in_play[int(ScoreKind::Road)], 4);
}

TEST(Rules, IncompleteCitiesGiveFarmsNothing) {
  PlayedBoard b = Legal(R"(
players: [red, blue]
moves:
  - {tile: D, at: [0, 0]}
  - {tile: U, at: [1, 0], follower: field Nw}
)", true);
  EXPECT_EQ(b.Total(0), 0);
}

TEST(Rules, ScoresNeverCountAnUnoccupiedFeature) {
  PlayedBoard b = Legal(R"(
players: [red, blue]
moves:
  - {tile: D, at: [0, 0]}
  - {tile: E, at: [0, -1], rotation: 180}
  - {tile: W, at: [-1, 0]}
  - {tile: W, at: [1, 0], rotation: 180}
)", true);
  EXPECT_EQ(b.Total(0) + b.Total(1), 0);
  EXPECT_TRUE(b.game->events().empty());
}

}  // namespace
}  // namespace carc
