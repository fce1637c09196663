// The completion scripts, checked against the command line they come from:
// bash is run for real (its completion function called as bash calls it).
#include "cli/completion.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <sstream>

#include "base/test_util.h"
#include "cli/app.h"
#include "cli/usage.h"

namespace carc {
namespace {

using test_support::RunResult;

/// The lines of `text` as a set, less empty ones.
std::set<std::string> LineSet(const std::string& text) {
  std::set<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);)
    if (!line.empty()) out.insert(line);
  return out;
}

/// What bash offers for the words typed so far (`words`, the last one the
/// word being completed), through `carckit completion bash`, in folder `cwd`
/// (the source tree when empty). carckit is typed as the built binary's path.
std::set<std::string> Complete(const std::string& words, const std::string& cwd = "") {
  std::string script =
      "source <('" + test_support::CarckitBinary() + "' completion bash) && COMP_WORDS=('" + test_support::CarckitBinary() +
      "' " + words + ") && COMP_CWORD=$((${#COMP_WORDS[@]} - 1)) && _carckit && "
      "printf '%s\\n' \"${COMPREPLY[@]}\"";
  RunResult r = test_support::Run((cwd.empty() ? "" : "cd '" + cwd + "' && ") + "bash -c \"$(cat <<'EOS'\n" +
                             script + "\nEOS\n)\"");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  std::set<std::string> out;
  std::istringstream in(r.out);
  for (std::string line; std::getline(in, line);)
    if (!line.empty()) out.insert(line);
  return out;
}

struct CompletionTest : ::testing::Test {
  CLI::App app;
  CompletionTest() { SetupApp(app); }
};

TEST_F(CompletionTest, OffersEveryCommand) {
  std::set<std::string> offered = Complete("''");
  for (const CLI::App* cmd : Commands(app)) EXPECT_TRUE(offered.count(cmd->get_name())) << cmd->get_name();
  EXPECT_EQ(Complete("va"), (std::set<std::string>{"validate"}));
}

TEST_F(CompletionTest, OffersEveryOptionOfEveryCommand) {
  for (const CLI::App* cmd : Commands(app)) {
    std::vector<std::string> names = OptionNames(*cmd);
    std::set<std::string> expected(names.begin(), names.end());
    EXPECT_EQ(Complete(cmd->get_name() + " -"), expected) << cmd->get_name();
  }
}

TEST_F(CompletionTest, OffersTheValuesOfEachOption) {
  for (const CLI::App* cmd : Commands(app)) {
    for (const CLI::Option* opt : cmd->get_options()) {
      if (opt->get_positional() || !TakesValue(*opt)) continue;
      std::string name = opt->get_lnames().empty() ? "-" + opt->get_snames()[0] : "--" + opt->get_lnames()[0];
      std::set<std::string> offered = Complete(cmd->get_name() + " " + name + " ''");
      for (const std::string& w : ValueWords(opt->get_type_name()))
        EXPECT_TRUE(offered.count(w)) << cmd->get_name() << " " << name << " " << w;
    }
  }
  EXPECT_EQ(Complete("kit --paper le"), (std::set<std::string>{"legal", "letter"}));
  EXPECT_EQ(Complete("validate --format j"), (std::set<std::string>{"json"}));
  EXPECT_EQ(Complete("completion z"), (std::set<std::string>{"zsh"}));
  std::set<std::string> sets = Complete("kit base");
  EXPECT_TRUE(sets.count("base-c1"));
  EXPECT_EQ(Complete("kit ri"), (std::set<std::string>{"river"}));
  EXPECT_EQ(Complete("render river --only"), (std::set<std::string>{"--only-new"}));
}

/// A folder holding a spec, a board, a picture, a PDF and a subfolder.
struct Folder {
  test_support::TempDir dir;
  Folder() {
    for (const char* f : {"mine.yaml", "game.yaml", "tile.png", "kit.pdf", "notes.txt"})
      test_support::WriteFile(dir.Path(f), "x");
    test_support::Run("mkdir '" + dir.Path("sub") + "'");
  }
};

TEST_F(CompletionTest, TilesetPositionsOfferBundledSetsAndYamlFilesOnly) {
  Folder f;
  std::set<std::string> expected{"base-c1", "inns-cathedrals", "pnp-demo", "river", "mine.yaml", "game.yaml", "sub"};
  EXPECT_EQ(Complete("kit ''", f.dir.Path("")), expected);
  EXPECT_EQ(Complete("validate mine.yaml ''", f.dir.Path("")), expected);  // each of several
  EXPECT_EQ(Complete("simulate --compare ''", f.dir.Path("")), expected);
}

TEST_F(CompletionTest, TileOffersTheTileIdsOfTheNamedSet) {
  std::set<std::string> base;
  for (char c = 'A'; c <= 'X'; ++c) base.insert(std::string(1, c));
  EXPECT_EQ(Complete("tile base-c1 ''"), base);
  EXPECT_EQ(Complete("tile -r 90 --dpi 100 base-c1 ''"), base);  // option values are not the set
  EXPECT_EQ(Complete("tile river spr"), (std::set<std::string>{"spring"}));
  EXPECT_EQ(Complete("tile tests/specs/example.yaml ''"), (std::set<std::string>{"A", "D", "M"}));
  EXPECT_EQ(Complete("tile nothere ''"), (std::set<std::string>{}));  // no set, nothing offered
}

TEST_F(CompletionTest, BoardPositionsOfferYamlFiles) {
  Folder f;
  std::set<std::string> boards{"mine.yaml", "game.yaml", "sub"};
  EXPECT_EQ(Complete("board base-c1 ''", f.dir.Path("")), boards);
  EXPECT_EQ(Complete("score base-c1 ''", f.dir.Path("")), boards);
  EXPECT_EQ(Complete("score --final base-c1 g", f.dir.Path("")), (std::set<std::string>{"game.yaml"}));
  EXPECT_EQ(Complete("simulate base-c1 --record ''", f.dir.Path("")), (std::set<std::string>{"sub"}));
}

TEST_F(CompletionTest, AiOffersEveryPlayerKindAlsoAfterACommma) {
  std::set<std::string> kinds{"random", "greedy", "mcts", "mcts:200", "mcts:200:random"};
  EXPECT_EQ(Complete("simulate base-c1 --ai ''"), kinds);
  EXPECT_EQ(Complete("simulate base-c1 --ai random,g"), (std::set<std::string>{"random,greedy"}));
  EXPECT_EQ(Complete("simulate base-c1 --ai greedy,mcts:"),
            (std::set<std::string>{"greedy,mcts:200", "greedy,mcts:200:random"}));
}

/// What the zsh completion offers for `words` (the last being completed):
/// tests/completion/zsh_complete.zsh runs the script's action for `want`.
std::set<std::string> ZshComplete(const std::string& want, const std::string& words, const std::string& cwd = "") {
  test_support::TempDir tmp;
  test_support::WriteFile(tmp.Path("_carckit"), test_support::RunCarckit("completion zsh").out);
  std::string bin = test_support::CarckitBinary();
  RunResult r = test_support::Run((cwd.empty() ? "" : "cd '" + cwd + "' && ") + "PATH=\"$(dirname '" + bin +
                             "')\":\"$PATH\" zsh -f '" + test_support::SourceDir() + "/tests/completion/zsh_complete.zsh' '" +
                             tmp.Path("_carckit") + "' '" + want + "' carckit " + words);
  EXPECT_EQ(r.err, "");
  return LineSet(r.out);
}

TEST_F(CompletionTest, ZshOffersTheSameDataAsBash) {
  if (test_support::Run("command -v zsh").exit_code != 0) GTEST_SKIP() << "zsh is not installed (.ci/install-deps test)";
  std::string source = test_support::SourceDir();
  Folder f;
  EXPECT_EQ(ZshComplete("1", "kit ''", f.dir.Path("")),
            (std::set<std::string>{"FILES:-g *.yaml", "base-c1", "inns-cathedrals", "pnp-demo", "river"}));
  std::set<std::string> base;
  for (char c = 'A'; c <= 'X'; ++c) base.insert(std::string(1, c));
  EXPECT_EQ(ZshComplete("2", "tile base-c1 ''"), base);
  EXPECT_EQ(ZshComplete("2", "tile '" + source + "/tests/specs/example.yaml' ''"),
            (std::set<std::string>{"A", "D", "M"}));
  EXPECT_EQ(ZshComplete("2", "score base-c1 ''"), (std::set<std::string>{"FILES:-g *.yaml"}));
  EXPECT_EQ(ZshComplete("--ai", "simulate base-c1 --ai ''"),
            (std::set<std::string>{"random", "greedy", "mcts", "mcts:200", "mcts:200:random"}));
  EXPECT_EQ(ZshComplete("--record", "simulate base-c1 --record ''"), (std::set<std::string>{"FILES:-/"}));
  EXPECT_EQ(ZshComplete("--paper", "kit base-c1 --paper ''"),
            (std::set<std::string>{"a4", "letter", "a3", "legal", "a5"}));
  std::set<std::string> commands;
  for (const CLI::App* cmd : Commands(app)) commands.insert(cmd->get_name());
  EXPECT_EQ(ZshComplete("", "''"), commands);
}

TEST_F(CompletionTest, BuiltScriptsAreTheOnesTheBinaryWrites) {
  const char* build = std::getenv("CARCKIT_BUILD_DIR");
  if (!build) GTEST_SKIP() << "run through ctest";
  EXPECT_EQ(test_support::ReadFile(std::string(build) + "/completion/carckit"), BashCompletion(app));
  EXPECT_EQ(test_support::ReadFile(std::string(build) + "/completion/_carckit"), ZshCompletion(app));
}

TEST_F(CompletionTest, ZshScriptNamesEveryCommandAndOption) {
  std::string zsh = ZshCompletion(app);
  EXPECT_EQ(zsh.rfind("#compdef carckit\n", 0), 0u);
  for (const CLI::App* cmd : Commands(app)) {
    EXPECT_NE(zsh.find("    " + cmd->get_name() + ")\n"), std::string::npos) << cmd->get_name();
    for (const std::string& name : OptionNames(*cmd))
      EXPECT_TRUE(zsh.find("'" + name + "[") != std::string::npos ||
                  zsh.find(")" + name + "[") != std::string::npos)
          << cmd->get_name() << " " << name;
  }
  RunResult zsh_check = test_support::Run("command -v zsh");
  if (zsh_check.exit_code != 0) return;  // zsh itself is optional: parse the script where it is
  test_support::TempDir dir;
  test_support::WriteFile(dir.Path("_carckit"), zsh);
  RunResult r = test_support::Run("zsh -n '" + dir.Path("_carckit") + "'");
  EXPECT_EQ(r.exit_code, 0) << r.err;
}

}  // namespace
}  // namespace carc
