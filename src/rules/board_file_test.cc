#include "rules/board_file.h"

#include <gtest/gtest.h>

#include "rules/engine_testing.h"

namespace carc {
namespace {

using test_support::BundledSet;
using test_support::Play;
using test_support::PlayBase;
using test_support::PlayedBoard;

TEST(BoardFileTest, ReadsTheIssueExample) {
  PlayedBoard b = PlayBase(R"(players: [red, blue]
moves:
  - {tile: D, at: [0, 0], rotation: 0}          # the start tile
  - {tile: V, at: [1, 0], rotation: 90, follower: road W}
  - {tile: E, at: [0, -1], rotation: 180, follower: city S, player: red}
)");
  ASSERT_EQ(b.errors, "");
  ASSERT_EQ(b.board.moves.size(), 3u);
  EXPECT_EQ(b.board.moves[0].player, -1);
  EXPECT_EQ(b.board.moves[1].player, 0);
  EXPECT_EQ(b.board.moves[1].x, 1);
  EXPECT_EQ(b.board.moves[1].rotation, 90);
  EXPECT_EQ(b.board.moves[2].player, 0);
  EXPECT_EQ(b.game->score(0).InPlay(), 4);
}

TEST(BoardFileTest, PlayersTakeTurnsByPositionAndAnOverrideDoesNotShiftThem) {
  PlayedBoard b = PlayBase(R"(players: [red, blue, green]
moves:
  - {tile: D, at: [0, 0]}
  - {tile: U, at: [1, 0]}
  - {tile: U, at: [2, 0], player: red}
  - {tile: U, at: [3, 0]}
  - {tile: U, at: [4, 0]}
)");
  ASSERT_EQ(b.errors, "");
  std::vector<int> players;
  for (const BoardMove& m : b.board.moves) players.push_back(m.player);
  EXPECT_EQ(players, (std::vector<int>{-1, 0, 0, 2, 0}));
}

TEST(BoardFileTest, ReportsEveryStructuralProblemOfEveryMove) {
  PlayedBoard b = PlayBase(R"(players: [red, blue]
moves:
  - {tile: E, at: [0, 0], follower: city N, player: red}
  - {tile: V, at: [1, 0], rotation: 45, folower: road W}
  - {tile: Z, at: [1]}
  - {tile: V, at: [0, 1], player: redd}
  - tile: U
  - {tile: C, at: [0, -1]}
  - {tile: C, at: [0, -2]}
  - [D, 0, 0]
)");
  EXPECT_EQ(b.errors,
            "board.yaml:3:12: error: move 1: the first move places the start tile, which is D in "
            "this set; got E\n"
            "board.yaml:3:37: error: move 1: the start tile takes no follower\n"
            "board.yaml:3:53: error: move 1: the start tile is placed before play and belongs to "
            "no player\n"
            "board.yaml:4:37: error: move 2: rotation must be 0, 90, 180 or 270 (degrees "
            "clockwise), got '45'\n"
            "board.yaml:4:41: error: unknown key 'folower' in move 2; did you mean 'follower'?\n"
            "board.yaml:5:12: error: move 3: unknown tile 'Z'; the set's tiles are A, B, C, D, E, "
            "F, G, H, I, J, K, L, M, N, O, P, Q, R, S, T, U, V, W, X\n"
            "board.yaml:5:19: error: move 3: at must be [x, y], two whole numbers, got a list of 1\n"
            "board.yaml:6:35: error: move 4: unknown player 'redd'; did you mean 'red'? (players: "
            "red, blue)\n"
            "board.yaml:7:5: error: move 5 is missing required key 'at'\n"
            "board.yaml:9:5: error: move 7: tile C is used 2 times, but the set has only 1\n"
            "board.yaml:10:5: error: move 8 must be a mapping of keys, got a list\n");
}

TEST(BoardFileTest, CoordinatesThatAreNoWholeNumbersAreQuoted) {
  // They were reported as "got a list of 2", which a list of 2 is.
  EXPECT_EQ(PlayBase("players: [red]\nmoves:\n  - {tile: D, at: [1.5, .inf]}\n").errors,
            "board.yaml:3:19: error: move 1: at must be [x, y], two whole numbers, got ['1.5', "
            "'.inf']\n");
}

TEST(BoardFileTest, TopLevelKeysAreRequired) {
  EXPECT_EQ(PlayBase("moves: []\n").errors,
            "board.yaml:1:1: error: the board file is missing required key 'players'\n"
            "board.yaml:1:8: error: moves must list at least the start tile\n");
  EXPECT_EQ(PlayBase("players: [a, a]\nmoves: [{tile: D, at: [0, 0]}]\nextra: 1\n").errors,
            "board.yaml:1:14: error: player 'a' is listed twice\n"
            "board.yaml:3:1: error: unknown key 'extra' in the board file\n");
  EXPECT_EQ(PlayBase("players: [a]\nmoves: [{tile: D, at: [0, 0]\n").errors,
            "board.yaml:2:9: error: YAML syntax: this '{' opens a mapping that is never closed with '}'\n");
}

TEST(BoardFileTest, FollowerMustNameAFeatureOfTheTurnedTile) {
  PlayedBoard b = PlayBase(R"(players: [red]
moves:
  - {tile: D, at: [0, 0]}
  - {tile: D, at: [1, 0], follower: field N}
  - {tile: D, at: [1, 0], follower: field E}
  - {tile: D, at: [1, 0], follower: city Nw}
  - {tile: E, at: [1, 0], follower: cty N}
  - {tile: V, at: [1, 0], follower: monastery}
  - {tile: V, at: [1, 0], rotation: 90, follower: road S}
  - {tile: V, at: [1, 0], follower: road Q}
  - {tile: V, at: [1, 0], follower: road}
  - {tile: V, at: [1, 0], follower: monastery N}
)");
  EXPECT_EQ(b.errors,
            "board.yaml:4:37: error: move 2: follower field N: tile D at rotation 0 has no field "
            "on side N (its edges from N clockwise: CRFR)\n"
            "board.yaml:5:37: error: move 3: follower field E: tile D at rotation 0 has two "
            "fields on side E; name a half-side: En or Es\n"
            "board.yaml:6:37: error: move 4: follower city Nw: a city is named by a side (N, E, "
            "S, W), not a half-side\n"
            "board.yaml:7:37: error: move 5: follower cty N: unknown feature 'cty'; did you mean "
            "'city'? write 'city SIDE', 'road SIDE', 'field HALF-SIDE' or 'monastery'\n"
            "board.yaml:8:37: error: move 6: follower monastery: tile V at rotation 0 has no "
            "monastery\n"
            "board.yaml:9:51: error: move 7: follower road S: tile V at rotation 90 has no road "
            "on side S (its edges from N clockwise: RFFR)\n"
            "board.yaml:10:37: error: move 8: follower road Q: 'Q' is not a side (N, E, S, W) or "
            "half-side (Nw, Ne, En, Es, Se, Sw, Ws, Wn)\n"
            "board.yaml:11:37: error: move 9: follower road: name the side, e.g. 'road N'\n"
            "board.yaml:12:37: error: move 10: follower monastery N: a monastery takes no side; "
            "write 'monastery'\n");
}

TEST(BoardFileTest, FieldNamedBySideWhenBothHalvesAreOneField) {
  PlayedBoard b = PlayBase(R"(players: [red]
moves:
  - {tile: D, at: [0, 0]}
  - {tile: U, at: [1, 0], follower: field N}
)");
  ASSERT_EQ(b.errors, "");
  const TileShape& u = b.catalog->Get(b.board.moves[1].type, 0);
  EXPECT_EQ(u.segments[b.board.moves[1].segment].halves, 0x87);  // Nw, Ne, En, Wn
  EXPECT_EQ(b.game->supply(0), 6);
}

TEST(BoardFileTest, SetsWithoutFarmersRefuseFollowersOnFields) {
  PlayedBoard b = Play(BundledSet("pnp-demo"), R"(players: [red]
moves:
  - {tile: D, at: [0, 0]}
  - {tile: T, at: [1, 0], follower: field Nw}
)");
  EXPECT_EQ(b.errors,
            "board.yaml:4:37: error: move 2: follower field Nw: this set plays without farmers, "
            "so no follower may go on a field\n");
}

TEST(BoardFileTest, EdgesThatDoNotMatchStopPlayAtThatMove) {
  PlayedBoard b = PlayBase(R"(players: [red, blue]
moves:
  - {tile: D, at: [0, 0]}
  - {tile: V, at: [1, 0], rotation: 90}
  - {tile: V, at: [-1, 0], rotation: 0}
  - {tile: Q, at: [5, 5]}
)");
  EXPECT_EQ(b.errors,
            "board.yaml:5:5: error: move 3: tile V at [-1, 0] rotation 0: edge E (field) does not "
            "match edge W (road) of tile D at [0, 0]\n");
}

TEST(BoardFileTest, TakenAndUnconnectedCellsAreIllegal) {
  EXPECT_EQ(PlayBase(R"(players: [red]
moves:
  - {tile: D, at: [0, 0]}
  - {tile: U, at: [0, 0]}
)").errors,
            "board.yaml:4:5: error: move 2: tile U at [0, 0] rotation 0: the cell is taken by "
            "tile D (move 1)\n");
  EXPECT_EQ(PlayBase(R"(players: [red]
moves:
  - {tile: D, at: [10, 10]}
  - {tile: U, at: [12, 10]}
)").errors,
            "board.yaml:4:5: error: move 2: tile U at [12, 10] rotation 0: no placed tile shares "
            "an edge with it\n");
  EXPECT_EQ(PlayBase(R"(players: [red]
moves:
  - {tile: D, at: [0, 0]}
  - {tile: U, at: [900000, 0]}
)").errors,
            "board.yaml:4:5: error: move 2: tile U at [900000, 0] rotation 0: no placed tile "
            "shares an edge with it\n");
}

TEST(BoardFileTest, FollowerFromAnEmptySupplyIsIllegal) {
  TileSet set;
  Diagnostics diags;
  ASSERT_TRUE(LoadTileSetFromString("one.yaml", R"(set:
  name: One follower each
  followers: 1
  farmers: false
tiles:
  - id: D
    count: 6
    start: true
    edges: CRFR
    cities: [{sides: [N]}]
    roads: [{sides: [E, W]}]
)", &set, &diags).ok());
  PlayedBoard b = Play(set, R"(players: [red, blue]
moves:
  - {tile: D, at: [0, 0]}
  - {tile: D, at: [1, 0], follower: city N}
  - {tile: D, at: [-1, 0], follower: city N}
  - {tile: D, at: [2, 0], follower: city N}
)");
  EXPECT_EQ(b.errors,
            "board.yaml:6:37: error: move 4: follower city N: red has no follower in supply (the "
            "set gives each player 1)\n");
}

}  // namespace
}  // namespace carc

namespace carc {
namespace {

TEST(BoardFileTest, LongBoardsGrowTheGridWithoutLosingAnything) {
  TileSet set;
  Diagnostics diags;
  ASSERT_TRUE(LoadTileSetFromString("line.yaml", R"(set:
  name: Long road
tiles:
  - {id: D, count: 1, start: true, edges: CRFR, cities: [{sides: [N]}], roads: [{sides: [E, W]}]}
  - {id: U, count: 60, edges: FRFR, roads: [{sides: [E, W]}]}
)", &set, &diags).ok());
  std::string yaml = "players: [red]\nmoves:\n  - {tile: D, at: [0, 0]}\n"
                     "  - {tile: U, at: [1, 0], follower: road W}\n";
  for (int x = 2; x <= 50; ++x) yaml += "  - {tile: U, at: [" + std::to_string(x) + ", 0]}\n";
  for (int x = -1; x >= -10; --x) yaml += "  - {tile: U, at: [" + std::to_string(x) + ", 0]}\n";
  test_support::PlayedBoard b = test_support::Play(set, yaml, true);
  ASSERT_EQ(b.errors, "");
  EXPECT_EQ(b.Total(0), 61);  // the whole unfinished road: 61 tiles
  EXPECT_EQ(b.game->board().At(b.game->board().Cell(50, 0)), 50);
}

}  // namespace
}  // namespace carc
