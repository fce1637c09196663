// Every option of every command, enumerated from the command line's own
// definition (SetupApp), so that options added later are covered too: each
// bad value, a missing value and a mistyped name is a usage error (exit 2)
// that writes nothing; every option shows its default in --help; the README
// shows each command with the options and value names --help gives.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <map>
#include <regex>

#include "base/test_util.h"
#include "cli/app.h"
#include "cli/usage.h"

namespace carc {
namespace {

using test_support::RunCarckit;
using test_support::RunResult;
using test_support::TempDir;

/// The command line as the binary builds it.
struct AppFixture {
  CLI::App app;
  AppFixture() { SetupApp(app); }
  const CLI::App& Command(const std::string& name) const {
    for (const CLI::App* c : Commands(app))
      if (c->get_name() == name) return *c;
    throw std::runtime_error("no command " + name);
  }
};

std::vector<std::string> CommandNames() {
  AppFixture f;
  std::vector<std::string> names;
  for (const CLI::App* c : Commands(f.app)) names.push_back(c->get_name());
  return names;
}

/// A valid value for each positional, by its name; "" for one not known here.
std::string GoodPositional(const CLI::Option& opt) {
  static const std::map<std::string, std::string> kGood = {
      {"tileset", "base-c1"}, {"files", "base-c1"}, {"id", "D"},
      {"board", "tests/boards/example.yaml"}, {"shell", "bash"}};
  auto it = kGood.find(opt.get_name());
  return it == kGood.end() ? "" : it->second;
}

/// A value each option must refuse, by its value name; "" for one not known here.
std::string BadValue(const CLI::Option& opt) {
  const std::string type = opt.get_type_name();
  if (type.find('|') != std::string::npos) return "not-a-choice";
  static const std::map<std::string, std::string> kBad = {
      {"PAPER", "b5"},  {"LANG", "fr"}, {"THEME", "nothere"}, {"LAYOUT", "nothere"},
      {"MM", "abc"},    {"N", "abc"},   {"DPI", "abc"},       {"SEED", "-1"},
      {"X,Y", "abc,1"}, {"SEATS", "gredy"}, {"TILESET", "nothere"}, {"FILE", "/dev/null/x.pdf"}, {"DIR", "/dev/null/x"}, {"SHEET", "hex"}, {"ID=COUNT", "Z=1"},
      {"FLOAT", "abc"}, {"GAMES", "0"}, {"KIND", "gredy"}};  // a folder that cannot be made
  auto it = kBad.find(type);
  return it == kBad.end() ? "" : it->second;
}

/// The arguments that make `cmd` valid: its positionals, and an output in
/// `dir` unless `tested` is the output option itself.
std::string BaseArgs(const CLI::App& cmd, const TempDir& dir, const CLI::Option* tested = nullptr) {
  std::string args = cmd.get_name();
  for (const CLI::Option* opt : cmd.get_options())
    if (opt->get_positional()) args += " '" + GoodPositional(*opt) + "'";
  const CLI::Option* output = cmd.get_option_no_throw("--output");
  if (output && output != tested) args += " -o '" + dir.Path("out.pdf") + "'";
  return args;
}

std::string FirstName(const CLI::Option& opt) {
  return opt.get_lnames().empty() ? "-" + opt.get_snames()[0] : "--" + opt.get_lnames()[0];
}

class EveryOption : public ::testing::TestWithParam<std::string> {
 protected:
  AppFixture fixture_;
  const CLI::App& cmd() const { return fixture_.Command(GetParam()); }
};

TEST_P(EveryOption, PositionalsAreKnownToThisTest) {
  for (const CLI::Option* opt : cmd().get_options()) {
    if (!opt->get_positional()) continue;
    EXPECT_FALSE(GoodPositional(*opt).empty())
        << GetParam() << ": add a valid value for positional '" << opt->get_name()
        << "' to GoodPositional";
  }
}

TEST_P(EveryOption, TheCommandRunsWithValidArguments) {
  if (GetParam() == "kit" || GetParam() == "render") GTEST_SKIP() << "slow; kit_tests run them";
  if (GetParam() == "preview") GTEST_SKIP() << "serves until stopped; preview_tests run it";
  TempDir dir;
  RunResult r = RunCarckit(BaseArgs(cmd(), dir) + (GetParam() == "simulate" ? " --games 2" : ""));
  EXPECT_EQ(r.exit_code, 0) << r.err;
}

TEST_P(EveryOption, EveryBadValueIsAUsageErrorThatWritesNothing) {
  TempDir dir;
  for (const CLI::Option* opt : cmd().get_options()) {
    if (opt->get_positional() || !TakesValue(*opt)) continue;
    std::string base = BaseArgs(cmd(), dir, opt);
    std::string bad = BadValue(*opt);
    ASSERT_FALSE(bad.empty()) << GetParam() << " " << FirstName(*opt) << " ("
                              << opt->get_type_name() << "): add a value it must refuse to BadValue";
    for (const std::string& name : {FirstName(*opt)}) {
      RunResult r = RunCarckit(base + " " + name + " '" + bad + "'");
      SCOPED_TRACE(GetParam() + " " + name + " " + bad);
      EXPECT_EQ(r.exit_code, 2) << r.err;
      EXPECT_EQ(r.out, "");
      EXPECT_NE(r.err.find("error"), std::string::npos) << r.err;
      EXPECT_FALSE(std::ifstream(dir.Path("out.pdf")).good());
    }
  }
}

TEST_P(EveryOption, NoNumberTakesNanOrInfinity) {
  TempDir dir;
  for (const CLI::Option* opt : cmd().get_options()) {
    if (opt->get_positional() || !TakesValue(*opt)) continue;
    const std::string bad = BadValue(*opt);
    if (bad != "abc") continue;  // the options that take numbers
    for (const std::string value : {"nan", "-inf", "1e999"}) {
      RunResult r = RunCarckit(BaseArgs(cmd(), dir, opt) + " " + FirstName(*opt) + " " + value);
      SCOPED_TRACE(GetParam() + " " + FirstName(*opt) + " " + value);
      EXPECT_EQ(r.exit_code, 2) << r.err;
      EXPECT_EQ(r.out, "");
      EXPECT_FALSE(std::ifstream(dir.Path("out.pdf")).good());
    }
  }
}

TEST_P(EveryOption, AMissingValueIsAUsageError) {
  TempDir dir;
  for (const CLI::Option* opt : cmd().get_options()) {
    if (opt->get_positional() || !TakesValue(*opt)) continue;
    RunResult r = RunCarckit(BaseArgs(cmd(), dir, opt) + " " + FirstName(*opt));
    SCOPED_TRACE(GetParam() + " " + FirstName(*opt));
    EXPECT_EQ(r.exit_code, 2) << r.err;
    EXPECT_EQ(r.err.substr(0, 7 + GetParam().size() + 2), "error: " + GetParam() + ": ");
  }
}

TEST_P(EveryOption, AMistypedOptionGetsDidYouMean) {
  TempDir dir;
  std::string base = BaseArgs(cmd(), dir);
  for (const CLI::Option* opt : cmd().get_options()) {
    if (opt->get_lnames().empty() || opt->get_lnames()[0].size() < 4) continue;
    std::string name = "--" + opt->get_lnames()[0];
    std::string typo = name.substr(0, name.size() - 1);  // "--lan" for "--lang"
    RunResult r = RunCarckit(base + " " + typo + (TakesValue(*opt) ? " x" : ""));
    EXPECT_EQ(r.exit_code, 2) << typo;
    EXPECT_EQ(r.err, "error: " + GetParam() + ": unknown option '" + typo + "'; did you mean '" +
                         name + "'?\nRun 'carckit " + GetParam() + " --help' for its options.\n");
  }
}

TEST_P(EveryOption, HelpShowsEveryDefault) {
  RunResult r = RunCarckit(GetParam() + " --help");
  ASSERT_EQ(r.exit_code, 0);
  std::string help = r.out;
  std::replace(help.begin(), help.end(), '\n', ' ');
  help = test_support::Squeeze(help);
  for (const CLI::Option* opt : cmd().get_options()) {
    if (!TakesValue(*opt) || opt->get_positional()) continue;
    EXPECT_FALSE(opt->get_default_str().empty())
        << GetParam() << " " << FirstName(*opt) << " has no default in its help";
    EXPECT_NE(help.find("(default: " + opt->get_default_str() + ")"), std::string::npos)
        << GetParam() << " " << FirstName(*opt) << "\n" << r.out;
    EXPECT_NE(help.find(" " + opt->get_type_name() + " "), std::string::npos)
        << GetParam() << " " << FirstName(*opt) << "\n" << r.out;
  }
}

/// The README's synopsis of each command: the text of the code lines from
/// "carckit CMD" up to the next line that does not continue it.
std::map<std::string, std::string> ReadmeSynopses() {
  std::ifstream in(test_support::SourceDir() + "/README.md");
  std::map<std::string, std::string> out;
  std::string line, current;
  std::regex start(R"(^carckit ([a-z]+)\b(.*)$)");
  for (std::smatch m; std::getline(in, line);) {
    if (std::regex_match(line, m, start)) {
      current = m[1];
      out[current] += m[2].str() + " ";
    } else if (!current.empty() && line.rfind("        ", 0) == 0) {
      out[current] += line + " ";
    } else {
      current.clear();
    }
  }
  return out;
}

TEST_P(EveryOption, ReadmeSynopsisMatchesTheHelp) {
  std::map<std::string, std::string> synopses = ReadmeSynopses();
  ASSERT_TRUE(synopses.count(GetParam())) << "README.md has no `carckit " << GetParam() << "` line";
  const std::string& synopsis = synopses[GetParam()];
  std::map<std::string, std::string> listed;  // option name -> value name in the README
  std::regex option(R"(\[(--?[a-z][a-z0-9-]*)( [^\]]+)?\])");
  for (auto it = std::sregex_iterator(synopsis.begin(), synopsis.end(), option);
       it != std::sregex_iterator(); ++it)
    listed[(*it)[1]] = (*it)[2].length() ? (*it)[2].str().substr(1) : "";
  for (const CLI::Option* opt : cmd().get_options()) {
    if (opt->get_positional() || FirstName(*opt) == "--help") continue;
    std::string found;
    for (const std::string& n : OptionNames(cmd()))
      if (listed.count(n) && opt->check_name(n)) found = n;
    EXPECT_FALSE(found.empty()) << "README's `carckit " << GetParam() << "` lacks " << FirstName(*opt);
    if (found.empty()) continue;
    // An option that takes several values may show "NAME..." in the README.
    std::string shown = listed[found];
    if (opt->get_expected_max() > 1 && shown.size() > 3 && shown.substr(shown.size() - 3) == "...")
      shown.resize(shown.size() - 3);
    EXPECT_EQ(shown, TakesValue(*opt) ? opt->get_type_name() : "") << found;
    listed.erase(found);
  }
  for (const auto& [name, value] : listed)
    ADD_FAILURE() << "README's `carckit " << GetParam() << "` lists " << name << ", which it does not have";
}

INSTANTIATE_TEST_SUITE_P(Cli, EveryOption, ::testing::ValuesIn(CommandNames()),
                         [](const ::testing::TestParamInfo<std::string>& info) { return info.param; });

TEST(CliUsageTest, PlainCarckitListsTheCommandsOneLineEach) {
  RunResult r = RunCarckit("");
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.err, "");
  AppFixture f;
  for (const CLI::App* c : Commands(f.app))
    EXPECT_NE(r.out.find("\n  " + c->get_name() + " "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\n  validate    Check tile specs against the rules of the game\n"),
            std::string::npos)
      << r.out;
}

TEST(CliUsageTest, MistypedCommandGetsDidYouMean) {
  RunResult r = RunCarckit("valdate base-c1");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err,
            "error: unknown command 'valdate'; did you mean 'validate'?\n"
            "Run 'carckit' for what each command does.\n");
  r = RunCarckit("--strict");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "error: unknown option '--strict'\nRun 'carckit' for the list of commands.\n");
}

TEST(CliUsageTest, ANameThatIsNeitherFileNorBundledSetListsTheBundledSets) {
  for (const char* cmd : {"kit", "rules", "tokens", "render", "reference", "simulate", "validate"}) {
    RunResult r = RunCarckit(std::string(cmd) + " base-c2 -o /tmp/never.pdf");
    if (std::string(cmd) == "validate" || std::string(cmd) == "simulate")
      r = RunCarckit(std::string(cmd) + " base-c2");
    EXPECT_EQ(r.exit_code, 2) << cmd;
    EXPECT_EQ(r.err,
              "base-c2: error: no such file, nor a bundled set (did you mean 'base-c1'?); bundled "
              "sets: base-c1, inns-cathedrals, pnp-demo, river\n")
        << cmd;
  }
}

}  // namespace
}  // namespace carc
