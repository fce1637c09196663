#include "report/score_report.h"

#include <gtest/gtest.h>

#include "rules/engine_testing.h"

namespace carc {
namespace {

using test_support::PlayBase;
using test_support::PlayedBoard;

const char kExample[] = R"(players: [red, blue]
moves:
  - {tile: D, at: [0, 0], rotation: 0}
  - {tile: V, at: [1, 0], rotation: 90, follower: road W}
  - {tile: E, at: [0, -1], rotation: 180, follower: city S, player: red}
)";

TEST(ScoreReportTest, TextDuringPlay) {
  PlayedBoard b = PlayBase(kExample);
  ASSERT_EQ(b.errors, "");
  EXPECT_EQ(ScoreText(b.board, *b.game, false),
            "board.yaml: 3 moves, during play (--final adds the final scoring)\n"
            "red: 4 points\n"
            "  during play: road 0, city 4, monastery 0 (4)\n"
            "  followers: 6 in supply, 1 on the board:\n"
            "    thief on the road of tile V at [1, 0] (move 2)\n"
            "blue: 0 points\n"
            "  during play: road 0, city 0, monastery 0 (0)\n"
            "  followers: 7 in supply, 0 on the board\n"
            "scored:\n"
            "  move 3: city of 2 tiles: red 4\n");
}

TEST(ScoreReportTest, TextWithFinalScoring) {
  PlayedBoard b = PlayBase(kExample, true);
  EXPECT_EQ(ScoreText(b.board, *b.game, true),
            "board.yaml: 3 moves, with the final scoring\n"
            "red: 6 points\n"
            "  during play: road 0, city 4, monastery 0 (4)\n"
            "  final scoring: road 2, city 0, monastery 0, farm 0 (2)\n"
            "  followers: 6 in supply, 1 on the board:\n"
            "    thief on the road of tile V at [1, 0] (move 2)\n"
            "blue: 0 points\n"
            "  during play: road 0, city 0, monastery 0 (0)\n"
            "  final scoring: road 0, city 0, monastery 0, farm 0 (0)\n"
            "  followers: 7 in supply, 0 on the board\n"
            "scored:\n"
            "  move 3: city of 2 tiles: red 4\n"
            "  final: road of 2 tiles: red 2\n");
}

TEST(ScoreReportTest, JsonGivesEachPlayersTotalAsScore) {
  PlayedBoard b = PlayBase(kExample, true);
  EXPECT_EQ(ScoreJson(b.board, *b.game, true),
            R"({"format_version":2,"command":"score","board":"board.yaml","set":"base-c1","moves":3,"final":true,"players":[)"
            R"({"name":"red","score":6,)"
            R"("in_play":{"road":0,"city":4,"monastery":0,"farm":0,"total":4},)"
            R"("final_scoring":{"road":2,"city":0,"monastery":0,"farm":0,"total":2},)"
            R"("supply":6,"followers":[{"role":"thief","feature":"road","tile":"V","at":[1,0],)"
            R"("move":2}]},)"
            R"({"name":"blue","score":0,)"
            R"("in_play":{"road":0,"city":0,"monastery":0,"farm":0,"total":0},)"
            R"("final_scoring":{"road":0,"city":0,"monastery":0,"farm":0,"total":0},)"
            R"("supply":7,"followers":[]}],)"
            R"("scored":[{"move":3,"final":false,"feature":"city","tiles":2,"shields":0,)"
            R"("points":4,"players":["red"]},)"
            R"({"move":null,"final":true,"feature":"road","tiles":2,"points":2,"players":["red"]}]})");
}

TEST(ScoreReportTest, MonasteryAndFarmEventsSayWhatScored) {
  PlayedBoard b = PlayBase(R"(players: [red, blue]
moves:
  - {tile: D, at: [0, 0]}
  - {tile: B, at: [0, 1], follower: monastery}
  - {tile: E, at: [0, -1], rotation: 180, follower: field Nw}
)", true);
  std::string text = ScoreText(b.board, *b.game, true);
  EXPECT_NE(text.find("  final: monastery with 1 of 8 neighbours: red 2\n"), std::string::npos)
      << text;
  EXPECT_NE(text.find("  final: farm bordering 1 completed city: blue 3\n"), std::string::npos)
      << text;
}

}  // namespace
}  // namespace carc
