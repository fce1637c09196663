// The manual pages: written from the same definitions as --help, so every
// option of every command is on its command's page with its value name and
// default, and man(1) renders each page without a warning.
#include "cli/man_page.h"

#include <gtest/gtest.h>

#include "base/test_util.h"
#include "cli/app.h"
#include "cli/usage.h"

namespace carc {
namespace {

using test_support::RunCarckit;
using test_support::RunResult;

/// `text` as man renders it: MANWIDTH wide, with no bold or underline
/// (col -b), and man's own warnings (groff -ww) kept in `err`.
/// `text` with every run of spaces, tabs and newlines as one space.
std::string OneLine(const std::string& text) {
  std::string out;
  for (char c : text) {
    bool blank = c == ' ' || c == '\t' || c == '\n';
    if (blank && (out.empty() || out.back() == ' ')) continue;
    out += blank ? ' ' : c;
  }
  return out;
}

RunResult Render(const std::string& page_file) {
  return test_support::Run("MANWIDTH=100 MAN_KEEP_FORMATTING= man --warnings=w -l '" + page_file +
                      "' | col -b");
}

TEST(ManPageTest, RoffEscapeProtectsHyphensBackslashesAndLeadingDots) {
  EXPECT_EQ(RoffEscape("--lang a\\b"), "\\-\\-lang a\\eb");
  EXPECT_EQ(RoffEscape(".hidden\n'quote"), "\\&.hidden\n\\&'quote");
  EXPECT_EQ(RoffEscape("a.b"), "a.b");
}

TEST(ManPageTest, EveryOptionOfEveryCommandIsOnItsPageAsHelpShowsIt) {
  CLI::App app;
  SetupApp(app);
  HelpFormatter help;
  for (const CLI::App* cmd : Commands(app)) {
    std::string page = CommandManPage(app, *cmd, "9.9");
    SCOPED_TRACE(cmd->get_name());
    EXPECT_EQ(page.rfind(".TH CARCKIT\\-", 0), 0u);
    for (const CLI::Option* opt : cmd->get_options()) {
      if (opt->get_group().empty()) continue;
      for (const std::string& l : opt->get_lnames())
        EXPECT_NE(page.find("\\fB\\-\\-" + RoffEscape(l) + "\\fR"), std::string::npos) << l;
      EXPECT_NE(page.find(RoffEscape(help.make_option_desc(opt))), std::string::npos) << opt->get_name();
    }
  }
  // The main page lists every command's page.
  std::string main = ManPage(app, "9.9");
  for (const CLI::App* cmd : Commands(app))
    EXPECT_NE(main.find(".BR carckit\\-" + cmd->get_name() + " (1)"), std::string::npos) << cmd->get_name();
  EXPECT_EQ(main.find("carckit\\-man"), std::string::npos);  // the hidden command has no page
}

TEST(ManPageTest, ManRendersEveryPageTheBinaryWritesWithoutAWarning) {
  test_support::TempDir dir;
  RunResult r = RunCarckit("man --dir '" + dir.Path("man") + "'");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, "");
  CLI::App app;
  SetupApp(app);
  std::vector<std::string> names = ManPageNames(app);
  EXPECT_EQ(names.size(), Commands(app).size() + 1);
  for (const std::string& name : names) {
    SCOPED_TRACE(name);
    RunResult page = Render(dir.Path("man/" + name));
    EXPECT_EQ(page.exit_code, 0);
    EXPECT_EQ(page.err, "");  // no roff warning
    std::string title = name.substr(0, name.size() - 2);
    EXPECT_NE(test_support::Squeeze(page.out).find("NAME\n " + title + " - "), std::string::npos) << page.out;
    EXPECT_NE(page.out.find("EXIT STATUS"), std::string::npos);
    EXPECT_NE(page.out.find("CARCKIT_DATA_DIR"), std::string::npos);
  }
  // The kit's page, rendered: a synopsis and its options with value names and defaults.
  // Read as words: where man wraps a line depends on its version and width.
  std::string kit = OneLine(Render(dir.Path("man/carckit-kit.1")).out);
  bool synopsis = kit.find("SYNOPSIS carckit kit TILESET [OPTIONS]") != std::string::npos ||
                  kit.find("SYNOPSIS carckit kit TILESET [ OPTIONS ]") != std::string::npos;
  EXPECT_TRUE(synopsis) << kit;
  EXPECT_NE(kit.find("--lang LANG Language of the texts"), std::string::npos) << kit;
  EXPECT_NE(kit.find("(default: en)"), std::string::npos) << kit;
}

TEST(ManPageTest, OnePageToStandardOutputAndAnUnknownCommandIsAUsageError) {
  RunResult r = RunCarckit("man score");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out.rfind(".TH CARCKIT\\-SCORE 1 \"\" \"carckit " CARCKIT_VERSION "\"", 0), 0u) << r.out;
  r = RunCarckit("man carckit-kit");
  EXPECT_EQ(r.out.rfind(".TH CARCKIT\\-KIT 1", 0), 0u);
  r = RunCarckit("man");
  EXPECT_EQ(r.out.rfind(".TH CARCKIT 1", 0), 0u);
  r = RunCarckit("man kitt");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err.substr(0, r.err.find(';')), "error: man: no command 'kitt'");
  // Hidden: not among the commands plain carckit lists.
  EXPECT_EQ(RunCarckit("").out.find("  man "), std::string::npos);
}

}  // namespace
}  // namespace carc
