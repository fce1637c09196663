// Inns & Cathedrals (1st edition), case by case: boards of base and I&C
// tiles worked out by hand, played through the board-file loader with and
// without the final scoring. D is the start tile (city cap N, road E–W); EB
// is the straight road with an inn, EK the four-sided city with a cathedral.
#include <gtest/gtest.h>

#include "rules/engine_testing.h"
#include "rules/game.h"
#include "rules/scoring_rules.h"

namespace carc {
namespace {

using test_support::BundledSet;
using test_support::PlayedBoard;

PlayedBoard PlayIc(const std::string& yaml, bool final_scoring) {
  PlayedBoard b = test_support::Play(BundledSet("inns-cathedrals"), yaml, final_scoring);
  EXPECT_EQ(b.errors, "");
  return b;
}

int Road(const PlayedBoard& b, int p, bool final_scoring = false) {
  const PlayerScore& s = b.game->score(p);
  return (final_scoring ? s.final_scoring : s.in_play)[int(ScoreKind::Road)];
}

int City(const PlayedBoard& b, int p, bool final_scoring = false) {
  const PlayerScore& s = b.game->score(p);
  return (final_scoring ? s.final_scoring : s.in_play)[int(ScoreKind::City)];
}

// W village, D, EB (inn), W village: 4 tiles closed by red's thief on EB.
const char* kInnRoadClosed = R"(
players: [red, blue]
moves:
  - {tile: D, at: [0, 0]}
  - {tile: EB, at: [1, 0], follower: road W}
  - {tile: W, at: [-1, 0]}
  - {tile: W, at: [2, 0], rotation: 180}
)";

TEST(InnsCathedrals, CompletedRoadWithAnInnScoresTwoATile) {
  for (bool final_scoring : {false, true}) {
    PlayedBoard b = PlayIc(kInnRoadClosed, final_scoring);
    EXPECT_EQ(Road(b, 0), 4 * 2) << final_scoring;  // 4 tiles, 2 each
    EXPECT_EQ(b.Total(0), 8) << final_scoring;
    EXPECT_EQ(b.Total(1), 0) << final_scoring;
    ASSERT_EQ(b.game->events().size(), 1u);
    EXPECT_EQ(b.game->events()[0].modifiers, ModifierBit(Modifier::Inn));
  }
}

TEST(InnsCathedrals, UnfinishedRoadWithAnInnScoresNothingAtTheEnd) {
  const char* inn = R"(
players: [red, blue]
moves:
  - {tile: D, at: [0, 0]}
  - {tile: EB, at: [1, 0], follower: road W}
  - {tile: U, at: [-1, 0]}
)";
  EXPECT_EQ(PlayIc(inn, false).Total(0), 0);
  PlayedBoard b = PlayIc(inn, true);
  EXPECT_EQ(Road(b, 0, true), 0);  // 3 tiles, but the inn makes it worth nothing
  EXPECT_EQ(b.game->supply(0), 7);  // the thief stood there to the end
  // The same road without the inn: 1 a tile.
  std::string plain = inn;
  plain.replace(plain.find("EB"), 2, "U ");
  EXPECT_EQ(Road(PlayIc(plain, true), 0, true), 3);
}

// EK above D, closed by caps E on its other three sides and by M (shield),
// whose second side K closes: D, EK, E, E, M, K = 6 tiles and 1 shield.
const char* kCathedralClosed = R"(
players: [red, blue]
moves:
  - {tile: D, at: [0, 0]}
  - {tile: EK, at: [0, -1], follower: city S}
  - {tile: E, at: [0, -2], rotation: 180}
  - {tile: E, at: [-1, -1], rotation: 90}
  - {tile: M, at: [1, -1], rotation: 270}
  - {tile: K, at: [1, 0]}
)";

TEST(InnsCathedrals, CompletedCityWithACathedralScoresThreeATileAndThreeAShield) {
  for (bool final_scoring : {false, true}) {
    PlayedBoard b = PlayIc(kCathedralClosed, final_scoring);
    EXPECT_EQ(City(b, 0), 6 * 3 + 1 * 3) << final_scoring;
    EXPECT_EQ(b.Total(0), 21) << final_scoring;
    EXPECT_EQ(b.game->supply(0), 8) << final_scoring;  // the knight came back
  }
}

TEST(InnsCathedrals, UnfinishedCityWithACathedralScoresNothingAtTheEnd) {
  const char* board = R"(
players: [red, blue]
moves:
  - {tile: D, at: [0, 0]}
  - {tile: EK, at: [0, -1], follower: city S}
  - {tile: M, at: [1, -1], rotation: 270}
)";
  EXPECT_EQ(PlayIc(board, false).Total(0), 0);
  EXPECT_EQ(PlayIc(board, true).Total(0), 0);  // 3 tiles and a shield, worth nothing
  // Without the cathedral (C, the four-sided city with a shield): 3 tiles and
  // 2 shields at 1 each.
  std::string plain = board;
  plain.replace(plain.find("EK"), 2, "C ");
  EXPECT_EQ(City(PlayIc(plain, true), 0, true), 3 + 2);
}

// Red's large thief on U joins D's road; blue's thief stands on the village W
// to the east; EB (an inn) joins them and W closes the west end: 5 tiles.
const char* kLargeThief = R"(
players: [red, blue]
moves:
  - {tile: D, at: [0, 0]}
  - {tile: U, at: [1, 0], follower: road W, large: true, player: red}
  - {tile: B, at: [1, 1], player: blue}
  - {tile: B, at: [2, 1], player: red}
  - {tile: B, at: [3, 1], player: blue}
  - {tile: W, at: [3, 0], rotation: 180, follower: road W, player: blue}
  - {tile: W, at: [-1, 0], player: red}
  - {tile: EB, at: [2, 0], player: blue}
)";

TEST(InnsCathedrals, TheLargeFollowerCountsAsTwoForTheMajority) {
  for (bool final_scoring : {false, true}) {
    PlayedBoard b = PlayIc(kLargeThief, final_scoring);
    EXPECT_EQ(Road(b, 0), 5 * 2) << final_scoring;  // red's 2 beat blue's 1
    EXPECT_EQ(Road(b, 1), 0) << final_scoring;
    EXPECT_EQ(b.game->supply(0), 8) << final_scoring;
    EXPECT_EQ(b.game->large_supply(0), 1) << final_scoring;  // it came back
  }
  // With an ordinary thief the two share the road.
  std::string small = kLargeThief;
  small.erase(small.find(", large: true"), 13);
  PlayedBoard b = PlayIc(small, false);
  EXPECT_EQ(Road(b, 0), 10);
  EXPECT_EQ(Road(b, 1), 10);
}

// Red's large farmer north of D's road (on U); blue's farmer round the cap E
// that closes D's city; B joins the two fields. One completed city: 3 points.
const char* kLargeFarmer = R"(
players: [red, blue]
moves:
  - {tile: D, at: [0, 0]}
  - {tile: U, at: [1, 0], follower: field N, large: true}
  - {tile: E, at: [0, -1], rotation: 180, follower: field N}
  - {tile: B, at: [1, -1]}
)";

TEST(InnsCathedrals, ALargeFarmerWinsTheFarm) {
  PlayedBoard during = PlayIc(kLargeFarmer, false);
  EXPECT_EQ(during.Total(0) + during.Total(1), 0);
  PlayedBoard b = PlayIc(kLargeFarmer, true);
  EXPECT_EQ(b.game->score(0).final_scoring[int(ScoreKind::Farm)], points::kFarmPerCompletedCity);
  EXPECT_EQ(b.Total(1), 0);
  std::string small = kLargeFarmer;
  small.erase(small.find(", large: true"), 13);
  PlayedBoard tie = PlayIc(small, true);
  EXPECT_EQ(tie.Total(0), 3);
  EXPECT_EQ(tie.Total(1), 3);
}

TEST(InnsCathedrals, TheSupplyHoldsSevenFollowersAndOneLargeOne) {
  PlayedBoard b = PlayIc("players: [red, blue]\nmoves:\n  - {tile: D, at: [0, 0]}\n", false);
  EXPECT_EQ(b.game->supply(0), 8);
  EXPECT_EQ(b.game->large_supply(0), 1);
  EXPECT_EQ(b.game->small_supply(0), 7);
}

TEST(InnsCathedrals, ASecondLargeFollowerIsRefusedNamingWhereTheFirstStands) {
  PlayedBoard b = test_support::Play(BundledSet("inns-cathedrals"), R"(
players: [red, blue]
moves:
  - {tile: D, at: [0, 0]}
  - {tile: EB, at: [1, 0], follower: road W, large: true}
  - {tile: EA, at: [-1, 0], rotation: 180}
  - {tile: E, at: [0, 1], rotation: 180, follower: city S, large: true}
)");
  EXPECT_EQ(b.errors,
            "board.yaml:7:52: error: move 4: follower city S: red's large follower is already on "
            "the board, as a thief on tile EB at [1, 0] (move 2); the set gives each player 1 "
            "large follower\n");
}

TEST(InnsCathedrals, ModifiedPointsFollowTheRulesTable) {
  ModifierSet inn = ModifierBit(Modifier::Inn), cathedral = ModifierBit(Modifier::Cathedral);
  EXPECT_EQ(RoadPoints(4, inn, false), 4 * points::kInnRoadPerTile);
  EXPECT_EQ(RoadPoints(4, inn, true), 0);
  EXPECT_EQ(RoadPoints(4, 0, true), 4);
  EXPECT_EQ(CityPoints(5, 2, cathedral, false), 5 * 3 + 2 * 3);
  EXPECT_EQ(CityPoints(5, 2, cathedral, true), 0);
  EXPECT_EQ(CityPoints(5, 2, 0, false), 5 * 2 + 2 * 2);
}

}  // namespace
}  // namespace carc
