// The bad-input corpus: every tests/bad/<name>.expected holds a command, the
// exit code it must give and its whole stderr (and stdout, if any):
//
//   $ carckit validate tests/bad/empty.yaml
//   exit 1
//   tests/bad/empty.yaml: error: the file is empty; a tile spec needs `set` and `tiles`
//   --- stdout
//   (only when the command prints something on stdout)
//
// Commands run from the source folder; one that names an output writes
// tests/bad/never-<name>.pdf, which must not exist afterwards (nor any
// temporary file for it). To add an entry, write its input and
// an .expected holding just the command line, then fill in the rest with
//   CARCKIT_UPDATE_EXPECTED=1 build/carckit_tests --gtest_filter='BadInput*'
// and read the result. Inputs too big to commit are generated below.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "base/test_util.h"

namespace carc {
namespace {

namespace fs = std::filesystem;
using test_support::ReadFile;
using test_support::RunCarckit;
using test_support::RunResult;
using test_support::SourceDir;
using test_support::TempDir;
using test_support::WriteFile;

std::vector<std::string> CorpusEntries() {
  std::vector<std::string> names;
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(SourceDir() + "/tests/bad", ec))
    if (e.path().extension() == ".expected") names.push_back(e.path().stem().string());
  std::sort(names.begin(), names.end());
  return names;
}

/// The command line of an .expected file ("$ carckit ARGS" → ARGS).
std::string CommandOf(const std::string& expected) {
  std::string first = expected.substr(0, expected.find('\n'));
  const std::string prefix = "$ carckit ";
  return first.rfind(prefix, 0) == 0 ? first.substr(prefix.size()) : "";
}

std::string Transcript(const std::string& args, const RunResult& r) {
  std::string out = "$ carckit " + args + "\nexit " + std::to_string(r.exit_code) + "\n" + r.err;
  if (!r.out.empty()) out += "--- stdout\n" + r.out;
  return out;
}

/// What the command at `args` left in the corpus folder: the file its `-o`
/// names (each entry writes its own, never-<entry>.*, so that entries running
/// in parallel do not see each other's temporary files) or a temporary file
/// for it (.never-<entry>.pdf.XXXXXX).
std::vector<std::string> Leftovers(const std::string& entry) {
  std::vector<std::string> found;
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(SourceDir() + "/tests/bad", ec)) {
    std::string name = e.path().filename().string();
    if (name.rfind("never-" + entry + ".", 0) == 0 || name.rfind(".never-" + entry + ".", 0) == 0)
      found.push_back(name);
  }
  return found;
}

class BadInput : public ::testing::TestWithParam<std::string> {};

TEST_P(BadInput, GivesExactlyTheExpectedDiagnostics) {
  std::string path = SourceDir() + "/tests/bad/" + GetParam() + ".expected";
  std::string expected = ReadFile(path);
  std::string args = CommandOf(expected);
  ASSERT_FALSE(args.empty()) << path << ": first line must be '$ carckit ARGS'";
  RunResult r = test_support::Run("cd '" + SourceDir() + "' && '" + CARCKIT_BINARY + "' " + args);
  std::string actual = Transcript(args, r);
  if (const char* update = std::getenv("CARCKIT_UPDATE_EXPECTED"); update && *update == '1') {
    WriteFile(path, actual);
    return;
  }
  EXPECT_EQ(actual, expected);
  EXPECT_TRUE(r.exit_code == 1 || r.exit_code == 2) << "exit " << r.exit_code;
  EXPECT_EQ(Leftovers(GetParam()), std::vector<std::string>());
}

INSTANTIATE_TEST_SUITE_P(Corpus, BadInput, ::testing::ValuesIn(CorpusEntries()),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                           std::string name = info.param;
                           std::replace(name.begin(), name.end(), '-', '_');
                           return name;
                         });

TEST(BadInputCorpus, HasAtLeastFortyEntries) { EXPECT_GE(CorpusEntries().size(), 40u); }

/// Runs `carckit validate NAME` inside `dir`, so messages name the file plainly.
RunResult ValidateIn(const TempDir& dir, const std::string& name) {
  return test_support::Run("cd '" + dir.Path("") + "' && '" + CARCKIT_BINARY + "' validate " + name);
}

std::string Repeat(const std::string& s, size_t n) {
  std::string out;
  out.reserve(s.size() * n);
  for (size_t i = 0; i < n; ++i) out += s;
  return out;
}

TEST(GeneratedBadInput, FiftyMegabyteFileIsRefusedBeforeReading) {
  TempDir dir;
  {
    std::ofstream f(dir.Path("huge.yaml"), std::ios::binary);
    std::string line = "# " + std::string(1021, 'x') + "\n";
    for (int i = 0; i < 50 * 1024; ++i) f << line;
  }
  RunResult r = ValidateIn(dir, "huge.yaml");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.err, "huge.yaml: error: file is 50.0 MiB; inputs are limited to 8 MiB\n");
}

TEST(GeneratedBadInput, EndlessDeviceStopsAtTheSizeLimit) {
  RunResult r = RunCarckit("validate /dev/zero");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.err, "/dev/zero: error: file is over 8 MiB; inputs are limited to 8 MiB\n");
}

TEST(GeneratedBadInput, FifoWithoutWriterDoesNotHang) {
  TempDir dir;
  ASSERT_EQ(mkfifo(dir.Path("pipe.yaml").c_str(), 0600), 0);
  RunResult r = ValidateIn(dir, "pipe.yaml");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.err, "pipe.yaml: error: the file is empty; a tile spec needs `set` and `tiles`\n");
}

TEST(GeneratedBadInput, PipedSpecIsRead) {
  RunResult r = test_support::Run("cd '" + SourceDir() + "' && '" + CARCKIT_BINARY +
                             "' validate /dev/stdin < tests/bad/no-start.yaml");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.err,
            "/dev/stdin:2:3: error: no start tile: mark one tile type with `start: true`\n");
}

TEST(GeneratedBadInput, TenThousandLevelsOfBracketsStopAt64) {
  TempDir dir;
  WriteFile(dir.Path("deep.yaml"), Repeat("[", 10000) + Repeat("]", 10000) + "\n");
  RunResult r = ValidateIn(dir, "deep.yaml");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.err, "deep.yaml:1:65: error: nesting deeper than 64 levels\n");
}

TEST(GeneratedBadInput, TenThousandLevelsOfBracesStopAt64) {
  TempDir dir;
  WriteFile(dir.Path("deep.yaml"), "set: " + Repeat("{a: ", 10000) + Repeat("}", 10000) + "\n");
  RunResult r = ValidateIn(dir, "deep.yaml");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.err, "deep.yaml:1:258: error: nesting deeper than 64 levels\n");
}

TEST(GeneratedBadInput, TenThousandLevelsOfDashesStopAt64) {
  TempDir dir;
  WriteFile(dir.Path("deep.yaml"), Repeat("- ", 10000) + "x\n");
  RunResult r = ValidateIn(dir, "deep.yaml");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.err, "deep.yaml:1:129: error: nesting deeper than 64 levels\n");
}

TEST(GeneratedBadInput, TenThousandLevelsOfComplexKeysStopAt64) {
  TempDir dir;
  WriteFile(dir.Path("deep.yaml"), Repeat("? ", 10000) + "x\n");
  RunResult r = ValidateIn(dir, "deep.yaml");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.err, "deep.yaml:1:129: error: nesting deeper than 64 levels\n");
}

TEST(GeneratedBadInput, ThreeThousandLevelsOfIndentedMappingsStopAt64) {
  TempDir dir;
  std::string text;
  for (int i = 0; i < 3000; ++i) text += std::string(size_t(i), ' ') + "a:\n";
  WriteFile(dir.Path("deep.yaml"), text);
  RunResult r = ValidateIn(dir, "deep.yaml");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.err, "deep.yaml:65:65: error: nesting deeper than 64 levels\n");
}

TEST(GeneratedBadInput, OverAMillionListItemsHitTheNodeLimit) {
  TempDir dir;
  WriteFile(dir.Path("many.yaml"), "set:\n  name: x\ntiles:\n" + Repeat("  - 1\n", 1100000));
  RunResult r = ValidateIn(dir, "many.yaml");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.err,
            "many.yaml:999997:5: error: the document has more than 1000000 values (scalars, lists "
            "and mappings); that is the limit\n");
}

TEST(GeneratedBadInput, LongOneLineListIsStoppedBeforeYamlCppBuffersIt) {
  // yaml-cpp would hold ~100 bytes of tokens per byte of this line (about 1 GB).
  TempDir dir;
  WriteFile(dir.Path("flow.yaml"), "[" + Repeat("1,", 3000000) + "1]\n");
  RunResult r = ValidateIn(dir, "flow.yaml");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.err,
            "flow.yaml:1:1: error: more than 256 KiB of text after this point make up one value "
            "(a scalar, or a [list] or {mapping} that begins a line); split it up\n");
}

TEST(GeneratedBadInput, MegabyteLongNameIsRefused) {
  TempDir dir;
  WriteFile(dir.Path("long.yaml"), "set:\n  name: " + std::string(1 << 20, 'x') + "\ntiles: []\n");
  RunResult r = ValidateIn(dir, "long.yaml");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.err,
            "long.yaml:2:3: error: more than 256 KiB of text after this point make up one value "
            "(a scalar, or a [list] or {mapping} that begins a line); split it up\n");
}

TEST(GeneratedBadInput, NameJustUnderTheLookaheadGetsTheLengthLimit) {
  TempDir dir;
  WriteFile(dir.Path("long.yaml"), "set:\n  name: " + std::string(100000, 'x') + "\ntiles: []\n");
  RunResult r = ValidateIn(dir, "long.yaml");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.err,
            "long.yaml:2:9: error: set name is 100000 characters long; the limit is 200\n"
            "long.yaml:3:8: error: tiles must list at least one tile type\n");
}

TEST(GeneratedBadInput, UnreadableFileIsAnIoError) {
  if (geteuid() == 0) GTEST_SKIP() << "root reads any file";
  TempDir dir;
  WriteFile(dir.Path("secret.yaml"), "set: {}\n");
  chmod(dir.Path("secret.yaml").c_str(), 0);
  RunResult r = ValidateIn(dir, "secret.yaml");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "secret.yaml: error: cannot read: Permission denied\n");
}

}  // namespace
}  // namespace carc
