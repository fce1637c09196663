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

using testing::RunResult;

/// What bash offers for the words typed so far (`words`, the last one the
/// word being completed), through `carckit completion bash`.
std::set<std::string> Complete(const std::string& words) {
  std::string script =
      "source <('" + testing::CarckitBinary() + "' completion bash) && COMP_WORDS=(carckit " +
      words + ") && COMP_CWORD=$((${#COMP_WORDS[@]} - 1)) && _carckit && "
      "printf '%s\\n' \"${COMPREPLY[@]}\"";
  RunResult r = testing::Run("bash -c \"$(cat <<'EOS'\n" + script + "\nEOS\n)\"");
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

TEST_F(CompletionTest, BuiltScriptsAreTheOnesTheBinaryWrites) {
  const char* build = std::getenv("CARCKIT_BUILD_DIR");
  if (!build) GTEST_SKIP() << "run through ctest";
  EXPECT_EQ(testing::ReadFile(std::string(build) + "/completion/carckit"), BashCompletion(app));
  EXPECT_EQ(testing::ReadFile(std::string(build) + "/completion/_carckit"), ZshCompletion(app));
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
  RunResult zsh_check = testing::Run("command -v zsh");
  if (zsh_check.exit_code != 0) return;  // zsh itself is optional: parse the script where it is
  testing::TempDir dir;
  testing::WriteFile(dir.Path("_carckit"), zsh);
  RunResult r = testing::Run("zsh -n '" + dir.Path("_carckit") + "'");
  EXPECT_EQ(r.exit_code, 0) << r.err;
}

}  // namespace
}  // namespace carc
