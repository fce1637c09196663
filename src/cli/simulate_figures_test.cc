// The same seed gives the same figures: small `carckit simulate --format json`
// runs of every bundled set, pinned in tests/simulate-pin/ (made before the
// speed work of issue 26, so that no change to how games are dealt, played or
// counted can move a figure unnoticed). Every key of a pinned file must be in
// the output with the same value; keys added later do not break the pin.
// The pinned files leave out `threads` and `throughput`, the only keys that
// depend on how the run was made.
#include <gtest/gtest.h>

#include <cstdlib>
#include <string>

#include "base/test_util.h"
#include "spec/yaml_tree.h"

namespace carc {
namespace {

/// A number's value, when `text` is one.
bool AsNumber(const std::string& text, double* out) {
  if (text.empty()) return false;
  char* end = nullptr;
  *out = std::strtod(text.c_str(), &end);
  return end && *end == '\0';
}

/// Every difference between `want` and `got` under `path`, one a line; keys
/// of `got` that `want` lacks are allowed.
std::string Differences(const YamlNode& want, const YamlNode& got, const std::string& path) {
  if (!got.IsDefined()) return path + ": missing\n";
  if (want.IsMap()) {
    if (!got.IsMap()) return path + ": not an object\n";
    std::string out;
    for (auto entry = want.begin(); entry != want.end(); ++entry) {
      const std::string& key = entry->first.Scalar();
      YamlNode found;
      for (auto g = got.begin(); g != got.end(); ++g)
        if (g->first.Scalar() == key) found = g->second;
      out += Differences(entry->second, found, path + "." + key);
    }
    return out;
  }
  if (want.IsSequence()) {
    if (!got.IsSequence() || got.size() != want.size())
      return path + ": not an array of " + std::to_string(want.size()) + "\n";
    std::string out;
    size_t i = 0;
    for (auto w = want.begin(), g = got.begin(); w != want.end(); ++w, ++g, ++i)
      out += Differences(*w, *g, path + "[" + std::to_string(i) + "]");
    return out;
  }
  if (want.IsNull() != got.IsNull()) return path + ": null on one side only\n";
  if (want.IsNull()) return "";
  double a = 0, b = 0;
  if (AsNumber(want.Scalar(), &a) && AsNumber(got.Scalar(), &b) ? a == b
                                                                 : want.Scalar() == got.Scalar())
    return "";
  return path + ": " + got.Scalar() + ", pinned " + want.Scalar() + "\n";
}

/// Runs `args` and compares its JSON with tests/simulate-pin/`pinned`.
void ExpectPinned(const std::string& args, const std::string& pinned) {
  test_support::RunResult r = test_support::RunCarckit(args + " --format json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  YamlDocument want, got;
  want.Parse(test_support::ReadFile(test_support::SourceDir() + "/tests/simulate-pin/" + pinned));
  got.Parse(r.out);
  EXPECT_EQ(Differences(want.root(), got.root(), pinned), "") << args;
}

TEST(SimulateFiguresTest, RandomBaseGameIsPinned) {
  ExpectPinned("simulate base-c1 --games 40 --seed 5", "base-c1-random.json");
  ExpectPinned("simulate base-c1 --games 40 --seed 5 --threads 3", "base-c1-random.json");
}

TEST(SimulateFiguresTest, RiverWithThreePlayersIsPinned) {
  ExpectPinned("simulate river --games 30 --seed 3 --players 3", "river-random.json");
}

TEST(SimulateFiguresTest, InnsAndCathedralsGreedyRotatedIsPinned) {
  ExpectPinned("simulate inns-cathedrals --games 20 --seed 9 --ai greedy,random --rotate-seats",
               "inns-cathedrals-greedy.json");
  ExpectPinned(
      "simulate inns-cathedrals --games 20 --seed 9 --ai greedy,random --rotate-seats --threads 2",
      "inns-cathedrals-greedy.json");
}

TEST(SimulateFiguresTest, MixedTableOnTheDemoSetIsPinned) {
  ExpectPinned("simulate pnp-demo --games 30 --seed 2 --ai random,greedy,random",
               "pnp-demo-mixed.json");
}

TEST(SimulateFiguresTest, AChangedFigureIsFound) {
  // The comparison itself can fail: one pinned value off by one is reported.
  YamlDocument want, got;
  want.Parse("{a: 1, b: [1, 2.5, x], c: {d: null}}");
  got.Parse("{a: 1, b: [1, 2.5, x], c: {d: null}, e: 3}");
  EXPECT_EQ(Differences(want.root(), got.root(), "f"), "");
  got.Parse("{a: 2, b: [1, 2.5], c: {}}");
  EXPECT_EQ(Differences(want.root(), got.root(), "f"),
            "f.a: 2, pinned 1\nf.b: not an array of 3\nf.c.d: missing\n");
}

}  // namespace
}  // namespace carc
