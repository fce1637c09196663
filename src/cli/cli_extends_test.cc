// Every command on composed sets (a spec that extends another), and
// --only-new for render and kit.
#include <gtest/gtest.h>

#include "base/test_util.h"
#include "draw/raster.h"

namespace carc {
namespace {

using test_support::RunCarckit;
using test_support::TempDir;

TEST(CliExtendsTest, EveryCommandWorksOnAComposedSet) {
  TempDir tmp;
  const std::string set = "tests/specs/extends/chain.yaml";  // base ← expansion ← chain
  auto v = RunCarckit("validate " + set);
  EXPECT_EQ(v.exit_code, 0) << v.err;
  EXPECT_EQ(v.out, set + ": valid: 9 tiles, 5 types, 0 shields, 0 monasteries, 5 city segments, "
                         "10 road segments, 18 field segments, start A\n");
  auto render = RunCarckit("render " + set + " -o '" + tmp.Path("t.pdf") + "'");
  EXPECT_EQ(render.exit_code, 0) << render.err;
  EXPECT_NE(render.out.find(": 9 tiles on 1 sheet"), std::string::npos) << render.out;
  auto ref = RunCarckit("reference " + set + " -o '" + tmp.Path("r.pdf") + "'");
  EXPECT_EQ(ref.exit_code, 0) << ref.err;
  auto tile = RunCarckit("tile " + set + " X -o '" + tmp.Path("x.png") + "' --dpi 50");
  EXPECT_EQ(tile.exit_code, 0) << tile.err;  // X comes from the middle link
  auto kit = RunCarckit("kit " + set + " -o '" + tmp.Path("k.pdf") + "'");
  EXPECT_EQ(kit.exit_code, 0) << kit.err;
  auto sim = RunCarckit("simulate " + set + " --games 20");
  EXPECT_EQ(sim.exit_code, 0) << sim.err;
  EXPECT_NE(sim.out.find("chain (Second expansion): 20 games"), std::string::npos) << sim.out;
  test_support::WriteFile(tmp.Path("b.yaml"),
                     "players: [red, blue]\nmoves:\n"
                     "  - {tile: A, at: [0, 0]}\n"
                     "  - {tile: Z, at: [1, 0], rotation: 0, follower: road W}\n");
  auto score = RunCarckit("score " + set + " '" + tmp.Path("b.yaml") + "' --final");
  EXPECT_EQ(score.exit_code, 0) << score.err;
  EXPECT_NE(score.out.find("red: 2 points"), std::string::npos) << score.out;
}

TEST(CliExtendsTest, RenderOnlyNewPrintsTheTwelveRiverTilesWithRiverBacks) {
  TempDir tmp;
  std::string pdf = tmp.Path("new.pdf");
  auto r = RunCarckit("render river --only-new -o '" + pdf + "'");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, "wrote " + pdf + " (2 pages): 12 tiles on 1 sheet (3 x 5 per portrait page, "
                   "each followed by its back page)\n");
  // Every back on the back page is the dark river back.
  Raster back = RasterizePdfPage(pdf, 2, 30);
  ASSERT_FALSE(back.empty());
  Color mid = MeanColor(back, {Mm(60), Mm(60), Mm(10), Mm(10)});
  EXPECT_LT(mid.r + mid.g + mid.b, 3 * 90);
  // Without -o the sheets go beside the whole set's, never over them.
  test_support::Run("cp tilesets/river.yaml '" + tmp.Path("river.yaml") + "'");
  auto def = test_support::Run("cd '" + tmp.Path("") + "' && '" + test_support::CarckitBinary() +
                          "' render river.yaml --only-new --no-backs");
  EXPECT_EQ(def.exit_code, 0) << def.err;
  EXPECT_EQ(def.out.substr(0, def.out.find(" (")), "wrote out/river-new-tiles.pdf");
}

TEST(CliExtendsTest, RiverSimulationReportsTheRiver) {
  auto r = RunCarckit("simulate river --games 50 --seed 3");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("river (The River): 50 games, 2 players, seed 3\n"), std::string::npos);
  EXPECT_NE(r.out.find("  river: ended in its lake in "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("game length: mean "), std::string::npos);
}

}  // namespace
}  // namespace carc
