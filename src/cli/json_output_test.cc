// The JSON contract (docs/json.md): every run of every command with
// --format json, on good and bad input, prints exactly one document that
// passes its schema in docs/schema/, carries the run's exit code and only
// error codes docs/json.md lists. tests/schema/check_json.py checks the
// outputs gathered here; its own refusals are tested with broken documents.
#include "cli/json_output.h"

#include <gtest/gtest.h>

#include <filesystem>

#include "base/test_util.h"

namespace carc {
namespace {

using test_support::RunResult;

/// Runs each command line in the source tree and files its output as a case
/// for check_json.py.
class JsonCases {
 public:
  /// Runs `carckit ARGS` (after `env` settings `env`) and files stdout.
  RunResult Add(const std::string& args, const std::string& schema, const std::string& env = "") {
    RunResult r = test_support::Run("cd '" + test_support::SourceDir() + "' && " + env + " '" + test_support::CarckitBinary() +
                               "' " + args);
    File(args, r.out, r.exit_code, schema, false);
    return r;
  }
  /// Files a document that the checks must refuse.
  void AddBad(const std::string& what, const std::string& text, int exit_code, const std::string& schema) {
    File(what, text, exit_code, schema, true);
  }
  /// What check_json.py says: "" when every case is as it should be.
  std::string Check() const {
    RunResult r = test_support::Run("cd '" + test_support::SourceDir() + "' && python3 tests/schema/check_json.py docs/schema "
                               "docs/json.md '" + dir_.Path("") + "'");
    return r.out + (r.exit_code == 0 ? "" : "exit " + std::to_string(r.exit_code) + "\n" + r.err);
  }

 private:
  void File(const std::string& what, const std::string& out, int exit_code, const std::string& schema, bool bad) {
    std::string base = dir_.Path(std::to_string(++n_));
    test_support::WriteFile(base + ".out", out);
    test_support::WriteFile(base + ".exit", std::to_string(exit_code));
    test_support::WriteFile(base + ".schema", schema);
    test_support::WriteFile(base + ".cmd", what);
    if (bad) test_support::WriteFile(base + ".bad", "");
  }
  test_support::TempDir dir_;
  int n_ = 0;
};

/// The files under `folder` (relative to the source tree) named *`suffix`, sorted, space-separated.
std::string FilesIn(const std::string& folder, const std::string& prefix, const std::string& suffix) {
  std::vector<std::string> names;
  for (const auto& e : std::filesystem::directory_iterator(test_support::SourceDir() + "/" + folder)) {
    std::string name = e.path().filename().string();
    if (name.rfind(prefix, 0) == 0 && name.size() > suffix.size() &&
        name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0)
      names.push_back(folder + "/" + name);
  }
  std::sort(names.begin(), names.end());
  std::string out;
  for (const std::string& n : names) out += " '" + n + "'";
  return out;
}

TEST(JsonOutputTest, ValidateOfEveryKindOfInputPrintsOneDocumentThatPassesItsSchema) {
  JsonCases cases;
  EXPECT_EQ(cases.Add("validate base-c1 pnp-demo river --format json", "validate").exit_code, 0);
  EXPECT_EQ(cases.Add("validate tests/specs/deck.yaml tests/specs/example.yaml nothere.yaml --format json",
                      "validate").exit_code, 2);
  // Every test spec and every bad input at once: one document of them all.
  cases.Add("validate --format json" + FilesIn("tests/specs", "", ".yaml") + FilesIn("tests/bad", "", ".yaml"),
            "validate");
  EXPECT_EQ(cases.Add("validate --strict --format json tests/specs/rotated-duplicate.yaml", "validate").exit_code, 1);
  EXPECT_EQ(cases.Add("validate --format json - < tests/specs/example.yaml", "validate").exit_code, 0);
  EXPECT_EQ(cases.Add("validate --format json tests/specs", "validate").exit_code, 2);  // a folder
  EXPECT_EQ(cases.Add("validate --format json --bogus base-c1", "failure").exit_code, 2);
  EXPECT_EQ(cases.Add("validate --format json - - < /dev/null", "failure").exit_code, 2);
  EXPECT_EQ(cases.Add("validate --format json base-c1", "failure", "CARCKIT_DATA_DIR=/nonexistent").exit_code, 2);
  EXPECT_EQ(cases.Check(), "");
}

TEST(JsonOutputTest, ScoreOfGoodAndBadBoardsPrintsOneDocumentThatPassesItsSchema) {
  JsonCases cases;
  EXPECT_EQ(cases.Add("score base-c1 tests/boards/example.yaml --format json", "score").exit_code, 0);
  EXPECT_EQ(cases.Add("score base-c1 tests/boards/farms.yaml --final --format json", "score").exit_code, 0);
  EXPECT_EQ(cases.Add("score river tests/boards/river.yaml --final --format json", "score").exit_code, 0);
  EXPECT_EQ(cases.Add("score base-c1 tests/boards/bad-edge.yaml --format json", "failure").exit_code, 1);
  EXPECT_EQ(cases.Add("score base-c1 tests/boards/missing.yaml --format json", "failure").exit_code, 2);
  EXPECT_EQ(cases.Add("score tests/bad/no-start.yaml tests/boards/example.yaml --format json", "failure").exit_code,
            1);
  EXPECT_EQ(cases.Add("score base-c1 --format json", "failure").exit_code, 2);
  for (const char* board : {"board-bad-values", "board-cell-taken", "board-illegal-edge", "board-not-lists",
                            "board-follower-occupied", "board-tile-overused", "board-unconnected"})
    EXPECT_NE(cases.Add("score base-c1 tests/bad/" + std::string(board) + ".yaml --format json", "failure").exit_code,
              0)
        << board;
  EXPECT_EQ(cases.Check(), "");
}

TEST(JsonOutputTest, SimulateOfOneSetSeveralAndBadOptionsPrintsOneDocumentThatPassesItsSchema) {
  JsonCases cases;
  RunResult random = cases.Add("simulate base-c1 --games 4 --format json", "simulate");
  EXPECT_EQ(random.exit_code, 0) << random.err;
  EXPECT_NE(random.out.find("\"follower_percent\":50"), std::string::npos);
  RunResult greedy = cases.Add("simulate pnp-demo --games 4 --ai greedy --format json", "simulate");
  EXPECT_EQ(greedy.out.find("follower_percent"), std::string::npos);  // only random players use it
  EXPECT_EQ(cases.Add("simulate river --games 3 --format json", "simulate").exit_code, 0);
  EXPECT_EQ(cases.Add("simulate base-c1 --compare pnp-demo --games 3 --format json", "simulate").exit_code, 0);
  // Paired per-type differences, an automatic run and a seat check.
  EXPECT_EQ(cases.Add("simulate pnp-demo --ablate T=2 --games 40 --format json", "simulate").exit_code, 0);
  EXPECT_EQ(cases.Add("simulate pnp-demo --games auto --max-games 600 --format json", "simulate").exit_code, 0);
  EXPECT_EQ(cases.Add("simulate pnp-demo --games 30 --players 3 --seat-check greedy --format json", "simulate")
                .exit_code,
            0);
  EXPECT_EQ(cases.Add("simulate base-c1 --games 0 --format json", "failure").exit_code, 2);
  EXPECT_EQ(cases.Add("simulate nothere --format json", "failure").exit_code, 2);
  EXPECT_EQ(cases.Add("simulate base-c1 --ai gredy --format json", "failure").exit_code, 2);
  EXPECT_EQ(cases.Add("simulate tests/bad/no-start.yaml --games 2 --format json", "failure").exit_code, 1);
  if (!test_support::UnderAddressSanitizer()) {  // out of memory after the command line is read
    EXPECT_EQ(cases.Add("simulate base-c1 --games 40 --format json", "failure", "CARCKIT_FAIL_ALLOCATION=2000")
                  .exit_code, 2);
  }
  EXPECT_EQ(cases.Check(), "");
}

TEST(JsonOutputTest, OptionsThatDoNotGoTogetherAreUsageErrors) {
  // Found after the command line is parsed, but still the command line's
  // fault: the code says so (docs/json.md), not "io", which is for files.
  for (const auto& [args, message] : std::vector<std::pair<std::string, std::string>>{
           {"simulate pnp-demo --games 40 --precision 3", "simulate: --precision: needs --games auto"},
           {"simulate pnp-demo --ablate T=2 --compare river", "simulate: --ablate and --compare cannot be used together"},
           {"simulate pnp-demo --ablate nothing", "simulate: --ablate: expected ID=COUNT, as in --ablate D=0, not 'nothing'"},
           {"simulate pnp-demo --seat-check random --compare river",
            "simulate: --seat-check plays one set: not with --compare or --ablate"},
           {"simulate pnp-demo --record-games 3", "simulate: --record-games: needs --record DIR"},
           {"simulate pnp-demo --ai random,greedy --players 3",
            "simulate: --ai names 2 players, but --players is 3: give one kind for every seat, or one per seat"},
           {"simulate pnp-demo --games 2 --report r.foo",
            "cannot tell the format of report 'r.foo': name it .pdf, .svg or .png"},
           {"validate - - < /dev/null", "validate: '-' (standard input) may be given once"}}) {
    std::string line = args, input;  // "--format json" goes before any redirection
    if (size_t redirect = args.find(" <"); redirect != std::string::npos) {
      line = args.substr(0, redirect);
      input = args.substr(redirect);
    }
    RunResult r = test_support::Run("cd '" + test_support::SourceDir() + "' && '" + test_support::CarckitBinary() +
                                    "' " + line + " --format json" + input);
    EXPECT_EQ(r.exit_code, 2) << args;
    std::string command = args.substr(0, args.find(' '));
    EXPECT_EQ(r.out, R"({"format_version":2,"command":")" + command +
                         R"(","ok":false,"exit_code":2,"errors":[{"file":null,"line":0,"column":0,"code":"usage",)"
                         R"("message":")" + message + "\"}]}\n")
        << args;
  }
}

TEST(JsonOutputTest, TheChecksRefuseWhatBreaksTheContract) {
  JsonCases cases;
  const std::string ok = R"({"format_version":2,"command":"score","ok":false,"exit_code":2,)"
                         R"("errors":[{"file":null,"line":0,"column":0,"code":"io","message":"x"}]})";
  cases.AddBad("two documents", ok + "\n" + ok + "\n", 2, "failure");
  cases.AddBad("no format_version", R"({"command":"score","ok":false,"exit_code":2,"errors":[]})" "\n", 2, "failure");
  cases.AddBad("another exit code", ok + "\n", 1, "failure");
  std::string unlisted = ok;
  unlisted.replace(unlisted.find("\"io\""), 4, "\"made-up\"");
  cases.AddBad("an unlisted code", unlisted + "\n", 2, "failure");
  cases.AddBad("text", "error: something\n", 2, "failure");
  EXPECT_EQ(cases.Check(), "");
}

TEST(JsonOutputTest, MessageLinesAboutNoFileAreReadIntoTheirParts) {
  JsonError e;
  ASSERT_TRUE(ParseErrorLine("error: simulate: --games: 0 not in range", "usage", &e));
  EXPECT_EQ(e.file, "");
  EXPECT_EQ(e.code, "usage");
  EXPECT_EQ(e.message, "simulate: --games: 0 not in range");
  ASSERT_TRUE(ParseErrorLine("carckit: error: out of memory", "out-of-memory", &e));
  EXPECT_EQ(e.message, "out of memory");
  EXPECT_FALSE(ParseErrorLine("Run 'carckit kit --help' for its options.", "usage", &e));
  EXPECT_FALSE(ParseErrorLine("see error: below", "usage", &e));
}

// A failure's file and position come from its Status, not from reading the
// printed line back: a folder named "error: x" stays whole.
TEST(JsonOutputTest, AFailuresPathIsListedWholeEvenWhenItHoldsErrorColon) {
  test_support::TempDir dir;
  std::string path = dir.Path("error: x/none.yaml");
  RunResult r = test_support::Run("cd '" + test_support::SourceDir() + "' && '" + test_support::CarckitBinary() +
                                  "' simulate '" + path + "' --format json");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.out, R"({"format_version":2,"command":"simulate","ok":false,"exit_code":2,"errors":[{"file":")" +
                       path + R"(","line":0,"column":0,"code":"io","message":"no such file, nor a bundled set; )"
                       R"(bundled sets: base-c1, inns-cathedrals, pnp-demo, river"}]})" "\n");
  EXPECT_EQ(r.err, path + ": error: no such file, nor a bundled set; bundled sets: base-c1, inns-cathedrals, "
                          "pnp-demo, river\n");
}

TEST(JsonOutputTest, AStatusIsGatheredInItsParts) {
  JsonRun::Begin("score");
  JsonRun::GatherStatus(Status::Invalid("tile A: bad").At("a: error: b.yaml", {3, 12}), "invalid");
  JsonRun::GatherStatus(Status::Io("cannot write").AboutProgram(), "io");
  JsonRun::GatherStatus(Status::Io("no such file").At("carckit"), "io");  // an input file named so
  JsonRun::GatherStatus(Status::Diagnosed(), "invalid");  // its Diagnostics were gathered
  JsonRun::GatherStatus(Status::Ok(), "io");
  EXPECT_EQ(JsonRun::FailureDocument(1),
            R"({"format_version":2,"command":"score","ok":false,"exit_code":1,"errors":[)"
            R"({"file":"a: error: b.yaml","line":3,"column":12,"code":"invalid","message":"tile A: bad"},)"
            R"({"file":null,"line":0,"column":0,"code":"io","message":"cannot write"},)"
            R"({"file":"carckit","line":0,"column":0,"code":"io","message":"no such file"}]})");
  JsonRun::End();
  EXPECT_FALSE(JsonRun::Active());
}

}  // namespace
}  // namespace carc
