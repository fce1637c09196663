// Outputs by name: a command that writes only PDF refuses an output named as
// another format (a PNG, a text file) before any work, naming what it writes;
// `-o -`, .pdf in any case and a name without an extension are taken.
#include <gtest/gtest.h>

#include "base/test_util.h"

namespace carc {
namespace {

using test_support::RunCarckit;
using test_support::RunResult;

/// Each PDF-only command, with the arguments it needs before -o.
const std::vector<std::pair<std::string, std::string>>& PdfCommands() {
  static const std::vector<std::pair<std::string, std::string>> kCommands = {
      {"kit", "kit pnp-demo"},         {"render", "render pnp-demo"}, {"rules", "rules pnp-demo"},
      {"scoreboard", "scoreboard"},    {"tokens", "tokens pnp-demo"}, {"reference", "reference pnp-demo"}};
  return kCommands;
}

TEST(OutputNamesTest, APdfOnlyCommandRefusesAnotherFormatsNameAndWritesNothing) {
  test_support::TempDir dir;
  for (const auto& [name, args] : PdfCommands()) {
    for (const char* file : {"foo.png", "foo.txt", "foo.PDF.svg"}) {
      SCOPED_TRACE(name + " " + file);
      RunResult r = RunCarckit(args + " -o '" + dir.Path(file) + "'");
      EXPECT_EQ(r.exit_code, 2);
      EXPECT_EQ(r.out, "");
      EXPECT_EQ(r.err, "error: " + name + ": --output: " + name + " writes only PDF; name the file .pdf, not '" +
                           file + "' (or -o - for standard output)\nRun 'carckit " + name +
                           " --help' for its options.\n");
      EXPECT_EQ(test_support::ReadFile(dir.Path(file)), "");
    }
  }
}

TEST(OutputNamesTest, PdfInAnyCaseANameWithoutExtensionAndStandardOutputAreTaken) {
  test_support::TempDir dir;
  RunResult r = RunCarckit("scoreboard -o '" + dir.Path("Track.PDF") + "'");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(test_support::ReadFile(dir.Path("Track.PDF")).substr(0, 5), "%PDF-");
  r = RunCarckit("scoreboard -o '" + dir.Path("track") + "'");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  r = RunCarckit("scoreboard -o - > '" + dir.Path("piped.pdf") + "'");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(test_support::ReadFile(dir.Path("piped.pdf")).substr(0, 5), "%PDF-");
}

}  // namespace
}  // namespace carc
