// The River's rules played through board files on tilesets/river.yaml:
// the river's order, continuing it, U-turns, followers, fields and scores.
#include <gtest/gtest.h>

#include "rules/engine_testing.h"
#include "rules/river_course.h"
#include "rules/river_order.h"
#include "spec/validator.h"

namespace carc {
namespace {

using test_support::BundledSet;
using test_support::Play;
using test_support::PlayedBoard;

PlayedBoard PlayRiver(const std::string& moves, bool final_scoring = false) {
  return Play(BundledSet("river"), "players: [red, blue]\nmoves:\n" + moves, final_scoring);
}

/// The river from the spring to the bridge-road bend (moves 1-6 of tests/boards/river.yaml).
const char* const kUpstream =
    "  - {tile: spring, at: [0, 0]}\n"
    "  - {tile: river, at: [0, 1]}\n"
    "  - {tile: caps, at: [0, 2], rotation: 90}\n"
    "  - {tile: bend, at: [0, 3]}\n"
    "  - {tile: bridge, at: [1, 3]}\n"
    "  - {tile: city-bend, at: [2, 3]}\n";

TEST(RiverRulesTest, TurnsAreSeenGoingDownstream) {
  EXPECT_EQ(TurnOf(Side::N, Side::S), Turn::None);
  EXPECT_EQ(TurnOf(Side::N, Side::E), Turn::Left);   // flowing south, east is on the left
  EXPECT_EQ(TurnOf(Side::W, Side::S), Turn::Right);  // flowing east, south is on the right
  EXPECT_EQ(TurnOf(Side::S, Side::W), Turn::Left);
}

TEST(RiverRulesTest, TheWholeRiverThenABaseTileIsLegal) {
  PlayedBoard b = PlayRiver(std::string(kUpstream) +
                            "  - {tile: road-bend, at: [2, 4], rotation: 180}\n"
                            "  - {tile: monastery, at: [3, 4]}\n"
                            "  - {tile: river, at: [4, 4], rotation: 90}\n"
                            "  - {tile: city-bridge, at: [5, 4]}\n"
                            "  - {tile: bend, at: [6, 4], rotation: 180}\n"
                            "  - {tile: lake, at: [6, 5]}\n"
                            "  - {tile: D, at: [1, 2], rotation: 270}\n");
  EXPECT_EQ(b.errors, "");
  EXPECT_TRUE(b.game->river().mouths().empty());  // the lake closed it
}

TEST(RiverRulesTest, AnImmediateUTurnIsIllegal) {
  // city-bend turned the river right (south); road-bend turned 90 turns it right again (west).
  PlayedBoard b = PlayRiver(std::string(kUpstream) +
                            "  - {tile: road-bend, at: [2, 4], rotation: 90}\n");
  EXPECT_EQ(b.errors,
            "board.yaml:9:5: error: move 7: tile road-bend at [2, 4] rotation 90: the river turns "
            "right twice in a row, here and on tile city-bend at [2, 3]; the River allows no "
            "U-turn\n");
}

TEST(RiverRulesTest, TwoTurnsTheSameWayWithAStraightBetweenAreLegal) {
  // Left on bend at [0, 3], straight over the bridge, then right and left again.
  PlayedBoard b = PlayRiver(std::string(kUpstream));
  EXPECT_EQ(b.errors, "");
  ASSERT_EQ(b.game->river().mouths().size(), 1u);
  const RiverMouth& m = b.game->river().mouths()[0];
  EXPECT_EQ(m.x, 2);
  EXPECT_EQ(m.y, 4);
  EXPECT_EQ(m.entry, Side::N);
  EXPECT_EQ(m.last, Turn::Right);
}

TEST(RiverRulesTest, ARiverEdgeAgainstAFieldEdgeIsIllegal) {
  PlayedBoard b = PlayRiver("  - {tile: spring, at: [0, 0]}\n"
                            "  - {tile: river, at: [1, 0], rotation: 90}\n");
  EXPECT_EQ(b.errors,
            "board.yaml:4:5: error: move 2: tile river at [1, 0] rotation 90: edge W (river) does "
            "not match edge E (field) of tile spring at [0, 0]\n");
}

TEST(RiverRulesTest, ARiverTileMustContinueTheRiver) {
  // Field against field beside the spring: the edges match but the water goes nowhere.
  PlayedBoard b = PlayRiver("  - {tile: spring, at: [0, 0]}\n"
                            "  - {tile: river, at: [1, 0]}\n");
  EXPECT_EQ(b.errors,
            "board.yaml:4:5: error: move 2: tile river at [1, 0] rotation 0: it does not continue "
            "the river: a river tile must put its river against the river's open end, at [0, 1]\n");
}

TEST(RiverRulesTest, TheRiverComesFirstAndTheLakeLast) {
  PlayedBoard early_base = PlayRiver("  - {tile: spring, at: [0, 0]}\n"
                                     "  - {tile: U, at: [1, 0]}\n");
  EXPECT_EQ(early_base.errors,
            "board.yaml:4:5: error: move 2: tile U at [1, 0] rotation 0: the river comes first: 10 "
            "river tiles (river ×2, bend ×2, city-bend, caps, city-bridge, monastery, road-bend, "
            "bridge) and the lake must be placed before the other tiles\n");
  PlayedBoard early_lake = PlayRiver("  - {tile: spring, at: [0, 0]}\n"
                                     "  - {tile: lake, at: [0, 1]}\n");
  EXPECT_EQ(early_lake.errors,
            "board.yaml:4:5: error: move 2: tile lake at [0, 1] rotation 0: the lake ends the "
            "river, but 10 river tiles must be placed first (river ×2, bend ×2, city-bend, caps, "
            "city-bridge, monastery, road-bend, bridge)\n");
}

/// A short river whose start tile goes into the river stack.
const TileSet& ShortRiver() {
  static TileSet set = [] {
    TileSet s;
    Diagnostics diags;
    Status loaded = LoadTileSetFromString(
        "short-river.yaml",
        "set: {name: Short river, start_tile: with-river}\n"
        "tiles:\n"
        "  - {id: S, count: 1, edges: FFWF, rivers: [{sides: [S], end: spring}]}\n"
        "  - {id: B, count: 2, edges: WWFF, rivers: [{sides: [N, E]}]}\n"
        "  - {id: L, count: 1, edges: WFFF, rivers: [{sides: [N], end: lake}]}\n"
        "  - {id: D, count: 2, start: true, edges: CRFR, cities: [{sides: [N]}], roads: [{sides: [E, W]}]}\n"
        "  - {id: U, count: 4, edges: FRFR, roads: [{sides: [E, W]}]}\n",
        &s, &diags);
    Validate(s, &diags);
    EXPECT_TRUE(loaded.ok() && !diags.HasErrors());
    return s;
  }();
  return set;
}

TEST(RiverRulesTest, TheLakeWaitsForEveryRiverTileThatFits) {
  // After B turns the river left (east), the second B can still turn right.
  PlayedBoard b = Play(ShortRiver(),
                       "players: [a]\nmoves:\n"
                       "  - {tile: S, at: [0, 0]}\n"
                       "  - {tile: B, at: [0, 1]}\n"
                       "  - {tile: L, at: [1, 1], rotation: 270}\n");
  EXPECT_EQ(b.errors,
            "board.yaml:5:5: error: move 3: tile L at [1, 1] rotation 270: the lake ends the "
            "river, but 2 tiles of the river stack must be placed first (B, D)\n");
}

TEST(RiverRulesTest, WithTheStartTileInTheRiverStackItMayComeEarly) {
  // D (the river stack's start tile) beside the spring puts a road over the
  // cell the river then flows into: neither the second B nor the lake fits
  // there, so the other tiles may follow.
  PlayedBoard b = Play(ShortRiver(),
                       "players: [a]\nmoves:\n"
                       "  - {tile: S, at: [0, 0]}\n"
                       "  - {tile: D, at: [1, 0], rotation: 90}\n"
                       "  - {tile: B, at: [0, 1]}\n"
                       "  - {tile: U, at: [1, -1], rotation: 90}\n");
  EXPECT_EQ(b.errors, "");
  // The second copy of D is an ordinary tile: it waits for the river.
  PlayedBoard d = Play(ShortRiver(),
                       "players: [a]\nmoves:\n"
                       "  - {tile: S, at: [0, 0]}\n"
                       "  - {tile: D, at: [1, 0], rotation: 90}\n"
                       "  - {tile: D, at: [-1, 0], rotation: 270}\n");
  EXPECT_EQ(d.errors,
            "board.yaml:5:5: error: move 3: tile D at [-1, 0] rotation 270: the river comes "
            "first: 2 river tiles (B ×2) and the lake must be placed before the other tiles\n");
}

TEST(RiverRulesTest, NoFollowerStandsOnARiver) {
  PlayedBoard b = PlayRiver("  - {tile: spring, at: [0, 0]}\n"
                            "  - {tile: river, at: [0, 1], follower: river N}\n");
  EXPECT_EQ(b.errors,
            "board.yaml:4:41: error: move 2: follower river N: no follower may stand on a river: "
            "the river is not a feature (the River's rules); name a road, city, field or "
            "monastery of the tile\n");
}

TEST(RiverRulesTest, FieldsJoinRoundTheSpring) {
  // Both banks of the first river tile are the spring's one field.
  PlayedBoard b = PlayRiver("  - {tile: spring, at: [0, 0]}\n"
                            "  - {tile: river, at: [0, 1], follower: field W}\n"
                            "  - {tile: caps, at: [0, 2], rotation: 90, follower: field Se}\n");
  EXPECT_EQ(b.errors,
            "board.yaml:5:54: error: move 3: follower field Se: the field already holds a "
            "follower: red's farmer on tile river at [0, 1] (move 2)\n");
}

TEST(RiverRulesTest, TheRiverDividesFieldsWhereARoadCutsThemFromTheSpring) {
  // Below the bridge's road the two banks are separate farms: both farmers stand.
  PlayedBoard b = PlayRiver("  - {tile: spring, at: [0, 0]}\n"
                            "  - {tile: bridge, at: [0, 1], rotation: 90, follower: field Sw}\n"
                            "  - {tile: river, at: [0, 2], follower: field E}\n"
                            "  - {tile: river, at: [0, 3], follower: field W}\n");
  EXPECT_EQ(b.errors,
            "board.yaml:6:41: error: move 4: follower field W: the field already holds a "
            "follower: red's farmer on tile bridge at [0, 1] (move 2)\n");
  EXPECT_EQ(b.game->supply(0), 6);  // red's farmer on the west bank
  EXPECT_EQ(b.game->supply(1), 6);  // blue's on the east bank
}

TEST(RiverRulesTest, TheFirstMoveIsTheSpring) {
  PlayedBoard b = PlayRiver("  - {tile: D, at: [0, 0]}\n");
  EXPECT_EQ(b.errors,
            "board.yaml:3:12: error: move 1: the first move places the start tile, which is spring "
            "(the spring: a game with the river starts with it) in this set; got D\n");
}

TEST(RiverRulesTest, HandWorkedRiverBoardScores) {
  std::string moves = std::string(kUpstream);
  // Followers: red's farmer (move 2), blue's knight (3), blue's thief (5),
  // red's knight (6), red's monk (8).
  moves = "  - {tile: spring, at: [0, 0]}\n"
          "  - {tile: river, at: [0, 1], follower: field W}\n"
          "  - {tile: caps, at: [0, 2], rotation: 90, follower: city E}\n"
          "  - {tile: bend, at: [0, 3]}\n"
          "  - {tile: bridge, at: [1, 3], follower: road N}\n"
          "  - {tile: city-bend, at: [2, 3], follower: city N}\n"
          "  - {tile: road-bend, at: [2, 4], rotation: 180}\n"
          "  - {tile: monastery, at: [3, 4], follower: monastery}\n"
          "  - {tile: river, at: [4, 4], rotation: 90}\n"
          "  - {tile: city-bridge, at: [5, 4]}\n"
          "  - {tile: bend, at: [6, 4], rotation: 180}\n"
          "  - {tile: lake, at: [6, 5]}\n"
          "  - {tile: D, at: [1, 2], rotation: 270}\n";
  PlayedBoard during = PlayRiver(moves);
  ASSERT_EQ(during.errors, "");
  // D closes blue's cap city at [0, 2]: 2 tiles × 2.
  EXPECT_EQ(during.Total(0), 0);
  EXPECT_EQ(during.Total(1), 4);
  PlayedBoard final = PlayRiver(moves, true);
  ASSERT_EQ(final.errors, "");
  // Red: knight on the open diagonal city (1 tile: 1), monk with 3 of 8
  // neighbours (1 + 3), farmer on the spring's farm, which runs along the
  // closed cap city on the east bank (3). Blue: 4 in play, thief on the
  // bridge road of 2 tiles (2).
  EXPECT_EQ(final.game->score(0).final_scoring,
            (std::array<int, kScoreKinds>{0, 1, 4, 3}));
  EXPECT_EQ(final.Total(0), 8);
  EXPECT_EQ(final.Total(1), 6);
}

}  // namespace
}  // namespace carc
