#include "play/game_record.h"

#include <gtest/gtest.h>

#include <filesystem>

#include "base/test_util.h"
#include "rules/engine_testing.h"

namespace carc {
namespace {

using test_support::BundledSet;

/// Plays the board file `text` by the rules with the final scoring.
std::vector<int> Replayed(const TileSet& set, const std::string& text, std::string* errors) {
  ShapeCatalog catalog(set);
  BoardFile board;
  Diagnostics diags;
  std::vector<int> scores;
  if (LoadBoardFromString("game.yaml", text, catalog, &board, &diags).ok()) {
    Game game = NewBoardGame(board, catalog);
    if (PlayBoard(board, &game, &diags).ok()) {
      game.FinalScoring();
      for (int p = 0; p < game.players(); ++p) scores.push_back(game.score(p).Total());
    }
  }
  for (const Diagnostic& d : diags.Sorted()) *errors += d.Format() + "\n";
  return scores;
}

/// Every recorded game of a run of `seats` replays to its reported scores.
void ExpectGamesReplay(const TileSet& set, std::vector<PlayerSpec> seats, int games) {
  SimulationOptions options;
  options.games = games;
  options.seats = seats;
  options.players = int(seats.size());
  options.rotate_seats = true;
  options.threads = 2;
  SimulationResult result = Simulate(set, options);
  ShapeCatalog catalog(set);
  Match match(catalog, seats);
  std::vector<RecordPick> picks = PickGames(result.totals, 4);
  ASSERT_EQ(picks.size(), size_t(std::min(games, 4)));
  for (const RecordPick& pick : picks) {
    ReplayGame(result.options, pick.index, &match);
    std::string text = BoardFileText(match, RecordedPlayerNames(options, match.rotation()), {"test"});
    std::string errors;
    std::vector<int> scores = Replayed(set, text, &errors);
    ASSERT_EQ(errors, "") << text;
    ASSERT_EQ(int(scores.size()), match.game().players());
    for (int p = 0; p < match.game().players(); ++p)
      EXPECT_EQ(scores[size_t(p)], match.game().score(p).Total()) << seats[0].Name() << " game " << pick.index;
  }
}

TEST(GameRecordTest, RecordedGamesOfEveryPlayerKindReplayToTheirScores) {
  const TileSet& base = BundledSet("base-c1");
  PlayerSpec random, greedy{PlayerKind::Greedy}, mcts{PlayerKind::Mcts, 20},
      mcts_random{PlayerKind::Mcts, 20, true};
  ExpectGamesReplay(base, {random, random}, 12);
  ExpectGamesReplay(base, {greedy, random, greedy}, 12);
  ExpectGamesReplay(base, {mcts, greedy}, 2);
  ExpectGamesReplay(base, {mcts_random, random}, 2);
  ExpectGamesReplay(BundledSet("pnp-demo"), {greedy, greedy}, 6);
}

/// Games 0..games-1 of a run of `seats` on `set`, each recorded and replayed
/// to its own scores; returns how many did not replay, with the first failure.
int RecordedGamesThatFail(const TileSet& set, const std::vector<PlayerSpec>& seats, int games,
                          uint64_t seed, std::string* first) {
  SimulationOptions options;
  options.seats = seats;
  options.players = int(seats.size());
  options.rotate_seats = true;
  options.seed = seed;
  ShapeCatalog catalog(set);
  Match match(catalog, seats);
  int failed = 0;
  for (int index = 0; index < games; ++index) {
    ReplayGame(options, index, &match);
    std::string text = BoardFileText(match, RecordedPlayerNames(options, match.rotation()), {"test"});
    std::string errors;
    std::vector<int> scores = Replayed(set, text, &errors);
    bool same = int(scores.size()) == match.game().players();
    for (int p = 0; same && p < match.game().players(); ++p)
      same = scores[size_t(p)] == match.game().score(p).Total();
    if (same) continue;
    if (failed++ == 0) *first = "game " + std::to_string(index) + ": " + errors;
  }
  return failed;
}

// A river tile that fits nowhere when drawn is set aside; the board file
// cannot say when, and the lake and the first base tile were refused while
// the set-aside tile would fit later (about 1 game in 100).
TEST(GameRecordTest, EveryRecordedRiverGameReplaysToItsScores) {
  const TileSet& river = BundledSet("river");
  PlayerSpec random, greedy{PlayerKind::Greedy};
  std::string first;
  EXPECT_EQ(RecordedGamesThatFail(river, {random, random}, 1000, 1, &first), 0) << first;
  EXPECT_EQ(RecordedGamesThatFail(river, {greedy, random}, 300, 7, &first), 0) << first;
}

TEST(GameRecordTest, SixPlayerGamesWithTheLargeFollowerReplayToTheirScores) {
  PlayerSpec random, greedy{PlayerKind::Greedy}, mcts{PlayerKind::Mcts, 10},
      mcts_random{PlayerKind::Mcts, 10, true};
  const TileSet& ic = BundledSet("inns-cathedrals");
  ExpectGamesReplay(ic, {random, random, random, random, random, random}, 8);
  ExpectGamesReplay(ic, {greedy, random, mcts, mcts_random, greedy, random}, 1);
}

TEST(GameRecordTest, PicksTheHighestTheLowestAndOrdinaryGames) {
  SimulationTotals t(2, 1);
  t.highest = {7, 200};
  t.lowest = {3, 20};
  t.remembered = {{0, 90}, {1, 150}, {2, 100}, {3, 20}, {4, 95}, {5, 110}, {6, 60}, {7, 200}};
  std::vector<RecordPick> picks = PickGames(t, 5);
  ASSERT_EQ(picks.size(), 5u);
  EXPECT_EQ(picks[0].index, 7);
  EXPECT_EQ(picks[0].why, "highest");
  EXPECT_EQ(picks[1].index, 3);
  EXPECT_EQ(picks[1].why, "lowest");
  // The median of the first games is 100: then 95 (5 off), 90 and 110 (10 off).
  EXPECT_EQ(picks[2].index, 2);
  EXPECT_EQ(picks[3].index, 4);
  EXPECT_EQ(picks[4].index, 0);
  EXPECT_EQ(picks[4].why, "ordinary");
  EXPECT_EQ(PickGames(t, 1).size(), 1u);
}

TEST(GameRecordTest, NamesFollowersAsBoardFilesDo) {
  ShapeCatalog catalog(BundledSet("base-c1"));
  const TileShape& d = catalog.Get(catalog.Find("D"), 1);  // city E, road N-S
  for (int i = 0; i < d.segment_count; ++i) {
    int segment = -1;
    std::string why;
    ASSERT_TRUE(ResolveFollower(FollowerName(d, i), d, "D", 90, &segment, &why)) << why;
    EXPECT_EQ(segment, i) << FollowerName(d, i);
  }
  EXPECT_EQ(FollowerName(d, d.side_segment[1]), "city E");
  EXPECT_EQ(FollowerName(d, d.side_segment[0]), "road N");
}

TEST(GameRecordTest, SetAsideTilesAreCommentsAndTheHeaderLeadsTheFile) {
  TileSet set;
  Diagnostics diags;
  ASSERT_TRUE(LoadTileSetFromString("tiny.yaml", R"(set:
  name: Tiny
tiles:
  - {id: D, count: 1, start: true, edges: FFFF}
  - {id: F, count: 2, edges: FFFF}
  - {id: X, count: 1, edges: CCCC, cities: [{sides: [N, E, S, W]}]}
)", &set, &diags).ok());
  ShapeCatalog catalog(set);
  SimulationOptions options;
  Match match(catalog, options.SeatSpecs());
  ReplayGame(options, 0, &match);
  std::string text = BoardFileText(match, RecordedPlayerNames(options, 0), {"a header"});
  EXPECT_EQ(text.substr(0, text.find("moves:")),
            "# a header\nplayers: [\"random (player 1)\", \"random (player 2)\"]\n");
  EXPECT_NE(text.find("  # X drawn by random (player "), std::string::npos) << text;
  EXPECT_NE(text.find(") fits nowhere: set aside\n"), std::string::npos) << text;
  std::string errors;
  EXPECT_EQ(Replayed(set, text, &errors).size(), 2u);
  EXPECT_EQ(errors, "");
}

TEST(GameRecordTest, AReadmeCarckitDidNotWriteIsNeverReplaced) {
  // `--record .` replaced the folder's own README with the list of games.
  test_support::TempDir dir;
  std::string folder = dir.Path("games");
  EXPECT_TRUE(CheckRecordFolder(folder).ok());  // missing: it will be made
  std::filesystem::create_directory(folder);
  test_support::WriteFile(folder + "/README", "My notes\n");
  Status s = CheckRecordFolder(folder);
  EXPECT_TRUE(s.IsIo());
  EXPECT_EQ(s.ToString(), folder + "/README: error: refusing to replace a README that carckit did "
                                  "not write; record into another folder");
  const TileSet& set = BundledSet("pnp-demo");
  SimulationOptions options;
  options.games = 2;
  SimulationResult result = Simulate(set, options);
  std::vector<std::string> written;
  RecordRequest request{folder, "pnp-demo", "carckit simulate pnp-demo --games 2", 1};
  EXPECT_EQ(RecordGames(request, set, result, &written).ToString(), s.ToString());
  EXPECT_EQ(test_support::ReadFile(folder + "/README"), "My notes\n");
  test_support::WriteFile(folder + "/README", "Games recorded by: carckit simulate pnp-demo\n");
  EXPECT_TRUE(CheckRecordFolder(folder).ok());  // an earlier run's
}

TEST(GameRecordTest, WritesTheGamesAndAReadme) {
  test_support::TempDir dir;
  const TileSet& set = BundledSet("pnp-demo");
  SimulationOptions options;
  options.games = 10;
  SimulationResult result = Simulate(set, options);
  std::vector<std::string> written;
  std::string folder = dir.Path("games");
  RecordRequest request{folder, "pnp-demo", "carckit simulate pnp-demo --games 10", 3};
  ASSERT_TRUE(RecordGames(request, set, result, &written).ok());
  ASSERT_EQ(written.size(), 4u);
  EXPECT_EQ(written.back(), folder + "/README");
  std::string readme = test_support::ReadFile(folder + "/README");
  EXPECT_EQ(readme.substr(0, readme.find('\n')), "Games recorded by: carckit simulate pnp-demo --games 10");
  std::string first = test_support::ReadFile(written[0]);
  EXPECT_EQ(first.substr(0, first.find('\n')), "# Recorded by: carckit simulate pnp-demo --games 10");
  EXPECT_NE(first.find("(the highest-scoring), seed "), std::string::npos) << first;
  EXPECT_EQ(written[0].substr(written[0].rfind('/') + 1).substr(12), "highest.yaml");
}

}  // namespace
}  // namespace carc
