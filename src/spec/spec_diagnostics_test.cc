// Every bad spec under tests/specs/ with the whole diagnostic output it must give.
#include <gtest/gtest.h>

#include "spec/spec_loader.h"
#include "spec/validator.h"

namespace carc {
namespace {

using Lines = std::vector<std::string>;

/// Loads and validates tests/specs/<name>, returning every diagnostic formatted.
Lines Check(const std::string& name) {
  TileSet set;
  Diagnostics diags;
  Status loaded = LoadTileSet("tests/specs/" + name, &set, &diags);
  EXPECT_FALSE(loaded.IsIo()) << loaded.ToString();
  Validate(set, &diags);
  Lines out;
  for (const Diagnostic& d : diags.Sorted()) out.push_back(d.Format());
  return out;
}

TEST(SpecDiagnosticsTest, Crossing) {
  EXPECT_EQ(Check("crossing.yaml"),
            Lines({
                "tests/specs/crossing.yaml:11:9: error: tile A: city N–S and road E–W cross; both cannot be drawn on one tile",
                "tests/specs/crossing.yaml:17:9: error: tile B: road N–S and road E–W cross; both cannot be drawn on one tile",
                "tests/specs/crossing.yaml:18:9: error: tile C: the monastery and road E–W both need the centre of "
                "the tile; a road that reaches the monastery from both sides is two roads that end there: "
                "write each side as a road with `end: monastery`",
                "tests/specs/crossing.yaml:33:9: error: tile X: field {Nw, Ne} crosses the roads meeting at the village; its half-sides lie on both sides of it",
                "tests/specs/crossing.yaml:34:9: error: tile X: field {En, Es} crosses the roads meeting at the village; its half-sides lie on both sides of it",
                "tests/specs/crossing.yaml:35:9: error: tile X: field {Se, Sw} crosses the roads meeting at the village; its half-sides lie on both sides of it",
                "tests/specs/crossing.yaml:36:9: error: tile X: field {Ws, Wn} crosses the roads meeting at the village; its half-sides lie on both sides of it",
                "tests/specs/crossing.yaml:46:9: error: tile H: the roads meeting at the monastery and road W (running into the city's wall) cross; both cannot be drawn on one tile"
            }));
}

TEST(SpecDiagnosticsTest, Deck) {
  EXPECT_EQ(Check("deck.yaml"),
            Lines({
                "tests/specs/deck.yaml:3:10: error: total is 10 but the counts add up to 4",
                "tests/specs/deck.yaml:11:9: warning: tile B is the same as tile A; merge them and add up the counts",
                "tests/specs/deck.yaml:13:12: error: tile B is also marked as the start tile (tile A was first); a set has exactly one",
                "tests/specs/deck.yaml:19:12: error: tile Z (edges CCCC) fits next to no other tile of the set in any rotation: no other tile has an edge it could meet"
            }));
}

TEST(SpecDiagnosticsTest, Edges) {
  EXPECT_EQ(Check("edges.yaml"),
            Lines({
                "tests/specs/edges.yaml:7:12: error: tile A: edge N is a city (C) but no city includes side N",
                "tests/specs/edges.yaml:14:9: error: tile B: city N–E includes side E, but edge E is a field",
                "tests/specs/edges.yaml:19:9: error: tile C: road N–E–S joins 3 sides; a road joins at most two, so make one-sided roads that end at a village",
                "tests/specs/edges.yaml:22:12: error: tile D: side N is in 2 cities; each side is in exactly one",
                "tests/specs/edges.yaml:26:9: error: tile E: the village and road E–W both need the centre of the tile",
                "tests/specs/edges.yaml:28:12: error: tile E: side W is in 2 roads; each side is in exactly one"
            }));
}

TEST(SpecDiagnosticsTest, Empty) {
  EXPECT_EQ(Check("empty.yaml"),
            Lines({
                "tests/specs/empty.yaml: error: the file is empty; a tile spec needs `set` and `tiles`"
            }));
}

TEST(SpecDiagnosticsTest, Fields) {
  EXPECT_EQ(Check("fields.yaml"),
            Lines({
                "tests/specs/fields.yaml:13:9: error: tile D: half-side Nw is on city side N; a city side has no field halves",
                "tests/specs/fields.yaml:15:9: error: tile D: half-side Es is in two fields",
                "tests/specs/fields.yaml:22:9: error: tile U: field {Nw, Se} crosses road E–W; its half-sides lie on both sides of it",
                "tests/specs/fields.yaml:23:9: error: tile U: field {Nw, Se} and field {Ne, En, Wn} cross; both cannot be drawn on one tile",
                "tests/specs/fields.yaml:24:9: error: tile U: field {Nw, Se} and field {Es, Sw, Ws} cross; both cannot be drawn on one tile"
            }));
}

TEST(SpecDiagnosticsTest, NoStart) {
  EXPECT_EQ(Check("no-start.yaml"),
            Lines({
                "tests/specs/no-start.yaml:2:3: error: no start tile: mark one tile type with `start: true`"
            }));
}

TEST(SpecDiagnosticsTest, NotAMapping) {
  EXPECT_EQ(Check("not-a-mapping.yaml"),
            Lines({
                "tests/specs/not-a-mapping.yaml:1:1: error: the tile spec must be a mapping of keys, got a list"
            }));
}

TEST(SpecDiagnosticsTest, RoadEnds) {
  EXPECT_EQ(Check("road-ends.yaml"),
            Lines({
                "tests/specs/road-ends.yaml:9:9: error: tile A: road S ends at a monastery, but the tile has none (add `monastery: true`)",
                "tests/specs/road-ends.yaml:15:9: error: tile B: road S ends at a city, but the tile has none",
                "tests/specs/road-ends.yaml:21:9: error: tile C: road S has one side, so it needs `end: village`, `end: city`, `end: monastery` or `end: river`",
                "tests/specs/road-ends.yaml:26:9: error: tile D: road E–W joins two sides; `end` is only for a one-sided road"
            }));
}

TEST(SpecDiagnosticsTest, RotatedDuplicate) {
  EXPECT_EQ(Check("rotated-duplicate.yaml"),
            Lines({
                "tests/specs/rotated-duplicate.yaml:10:9: warning: tile U2 is tile U turned 270° clockwise; merge them and add up the counts",
                "tests/specs/rotated-duplicate.yaml:20:9: warning: tile V2 is tile V turned 180° clockwise; merge them and add up the counts"
            }));
}

TEST(SpecDiagnosticsTest, Structure) {
  EXPECT_EQ(Check("structure.yaml"),
            Lines({
                "tests/specs/structure.yaml:2:3: error: no start tile: mark one tile type with `start: true`",
                "tests/specs/structure.yaml:3:3: error: unknown key 'followrs' in set; did you mean 'followers'?",
                "tests/specs/structure.yaml:4:12: error: farmers must be true or false, got 'maybe'",
                "tests/specs/structure.yaml:7:12: error: tile A: count must be a whole number from 1 to 999, got 'two'",
                "tests/specs/structure.yaml:9:5: error: unknown key 'cites' in tile A; did you mean 'cities'?",
                "tests/specs/structure.yaml:13:5: error: tile B is missing required key 'count'",
                "tests/specs/structure.yaml:15:14: error: tile B: edges 'CRXR' must be four letters from C (city), R (road), F (field), W (water: a river) for N E S W; 'X' is not one of them",
                "tests/specs/structure.yaml:16:9: error: duplicate tile id 'A' (first defined at line 6)",
                "tests/specs/structure.yaml:19:5: error: tile is missing required key 'id'",
                "tests/specs/structure.yaml:23:12: error: tile C: count must be from 1 to 999, got 0",
                "tests/specs/structure.yaml:26:20: error: tile C: side N is listed twice in a city",
                "tests/specs/structure.yaml:28:12: error: tile D: count must be from 1 to 999, got 9223372036854775808",
                "tests/specs/structure.yaml:29:16: error: tile D: edges 'FFFFF' must be four letters from C (city), R (road), F (field), W (water: a river) for N E S W; it has 5 letters",
                "tests/specs/structure.yaml:31:12: error: tile E: count must be a whole number from 1 to 999, got '1e9'",
                "tests/specs/structure.yaml:35:14: error: tile E: road end 'vilage' must be village, city, monastery or river; did you mean 'village'?",
                "tests/specs/structure.yaml:37:12: error: tile F: count must be from 1 to 999, got -1",
                "tests/specs/structure.yaml:40:38: error: tile F: 'Wx' is not a half-side; use Nw Ne En Es Se Sw Ws Wn"
            }));
}

TEST(SpecDiagnosticsTest, SyntaxError) {
  EXPECT_EQ(Check("syntax-error.yaml"),
            Lines({
                "tests/specs/syntax-error.yaml:5:12: error: YAML syntax: this '[' opens a list that is never closed with ']'"
            }));
}

TEST(SpecDiagnosticsTest, Rivers) {
  EXPECT_EQ(Check("rivers.yaml"),
            Lines({
                "tests/specs/rivers.yaml:5:9: error: tile S: the spring and the monastery both need the centre of the tile",
                "tests/specs/rivers.yaml:18:12: error: tile A: edge E is a river (W) but no river includes side E",
                "tests/specs/rivers.yaml:20:9: error: tile A: river N–S includes side S, but edge S is a field",
                "tests/specs/rivers.yaml:25:9: error: tile B: river N–E–S joins 3 sides; a river joins one or two (it does not fork)",
                "tests/specs/rivers.yaml:30:9: error: tile C: river N has one side, so it needs `end: spring` or `end: lake`",
                "tests/specs/rivers.yaml:31:9: error: tile C: river S has one side, so it needs `end: spring` or `end: lake`",
                "tests/specs/rivers.yaml:36:9: error: tile D: river N–S joins two sides; `end` is only for a one-sided river",
                "tests/specs/rivers.yaml:39:12: error: tile E: side E is in 2 rivers; each side is in exactly one",
                "tests/specs/rivers.yaml:49:9: error: tile F: city N–S and river E–W cross; both cannot be drawn on one tile",
                "tests/specs/rivers.yaml:55:9: error: tile G: river N–S and river E–W cross; both cannot be drawn on one tile",
                "tests/specs/rivers.yaml:60:9: error: tile H: road N–S crosses river E–W; a road crosses a river only on a bridge: add `bridge: true` to the road",
                "tests/specs/rivers.yaml:67:9: error: tile I: road S has `bridge: true` but crosses no river",
                "tests/specs/rivers.yaml:74:9: error: tile J: road E ends at the river, but no river runs through the tile",
                "tests/specs/rivers.yaml:82:9: error: tile M: the roads meeting at the village and river N–S cross; both cannot be drawn on one tile",
                "tests/specs/rivers.yaml:89:9: error: tile N: field {Nw, Ne, En, Es, Se, Sw, Ws, Wn} crosses river N–S; its half-sides lie on both sides of it"
            }));
}

TEST(SpecDiagnosticsTest, RiverDeck) {
  EXPECT_EQ(Check("river-deck.yaml"),
            Lines({
                "tests/specs/river-deck.yaml:7:12: error: tile S1: count is 2, but a set with a river has exactly one spring tile",
                "tests/specs/river-deck.yaml:11:9: error: tile S2 is a second spring tile (tile S1 is the first); a set with a river has exactly one",
                "tests/specs/river-deck.yaml:11:9: warning: tile S2 is tile S1 turned 270° clockwise; merge them and add up the counts",
                "tests/specs/river-deck.yaml:16:9: error: tile P: the spring and the lake both need the centre of the tile",
                "tests/specs/river-deck.yaml:16:9: error: tile P is a second spring tile (tile S1 is the first); a set with a river has exactly one",
                "tests/specs/river-deck.yaml:16:9: error: tile P cannot continue the river: none of its rivers joins two sides (only the spring and the lake, one of each, end on their tile)"
            }));
}

TEST(SpecDiagnosticsTest, RiverWithoutLake) {
  EXPECT_EQ(Check("river-no-lake.yaml"),
            Lines({
                "tests/specs/river-no-lake.yaml:5:9: error: tile S has water edges (FFWF), so the set has a river, and a set with a river needs one lake tile: a river with `end: lake`; none of its river tiles (S, R) has one"
            }));
}

TEST(SpecDiagnosticsTest, StartTileWithoutRiver) {
  EXPECT_EQ(Check("start-tile-without-river.yaml"),
            Lines({
                "tests/specs/start-tile-without-river.yaml:3:15: error: start_tile 'with-rivr' must be with-base or with-river; did you mean 'with-river'?",
                "tests/specs/start-tile-without-river.yaml:3:15: error: start_tile only applies to a set with a river, where the spring starts the game; this set has no river"
            }));
}

TEST(SpecDiagnosticsTest, StartTileNeedsARiver) {
  EXPECT_EQ(Check("start-tile-no-river-valid-value.yaml"),
            Lines({
                "tests/specs/start-tile-no-river-valid-value.yaml:3:15: error: start_tile only applies to a set with a river, where the spring starts the game; this set has no river"
            }));
}

TEST(SpecDiagnosticsTest, ExtendsClash) {
  EXPECT_EQ(Check("extends/clash.yaml"),
            Lines({
                "tests/specs/extends/clash.yaml:6:10: error: total is 12 but the counts add up to 10",
                "tests/specs/extends/clash.yaml:8:9: error: tile id 'A' is taken: tests/specs/extends/base.yaml:10:9 defines it in the set this one extends; to change that type's count write only `id` and `count`, else choose another id",
                "tests/specs/extends/clash.yaml:13:9: error: tile 'Q' is not in tests/specs/extends/base.yaml, the set this one extends, so it has no count to change; a new tile type needs `edges`"
            }));
}

TEST(SpecDiagnosticsTest, ExtendsCycleNamesTheFiles) {
  EXPECT_EQ(Check("extends/cycle-a.yaml"),
            Lines({
                "tests/specs/extends/cycle-b.yaml:3:12: error: extends goes round in a circle: tests/specs/extends/cycle-a.yaml extends tests/specs/extends/cycle-b.yaml, which extends tests/specs/extends/cycle-a.yaml"
            }));
}

TEST(SpecDiagnosticsTest, ExtendsUnknownBundledSet) {
  EXPECT_EQ(Check("extends/missing.yaml"),
            Lines({
                "tests/specs/extends/missing.yaml:3:12: error: extends 'base-c2': no bundled set is called 'base-c2' (did you mean 'base-c1'?); the bundled sets are base-c1, inns-cathedrals, pnp-demo, river; a spec file is named by its path, e.g. ./base-c2.yaml"
            }));
}

TEST(SpecDiagnosticsTest, ExtendsMissingFile) {
  EXPECT_EQ(Check("extends/missing-file.yaml"),
            Lines({
                "tests/specs/extends/missing-file.yaml:3:12: error: extends '../nowhere/base.yaml': there is no file tests/specs/nowhere/base.yaml (a path is read from the spec's folder, tests/specs/extends/)"
            }));
}

TEST(SpecDiagnosticsTest, ExtendsReportsBaseProblemsInTheBaseFile) {
  EXPECT_EQ(Check("extends/on-broken-base.yaml"),
            Lines({
                "tests/specs/extends/broken-base.yaml:8:12: error: tile A: edge W is a road (R) but no road includes side W",
                "tests/specs/extends/broken-base.yaml:12:9: error: tile A: road E has one side, so it needs `end: village`, `end: city`, `end: monastery` or `end: river`",
                "tests/specs/extends/on-broken-base.yaml:11:9: error: tile K: city N–S and road E–W cross; both cannot be drawn on one tile"
            }));
}

}  // namespace
}  // namespace carc
