// Running out of memory, anywhere: in our code, Cairo, Pango, fontconfig or
// a thread's start, a run ends with a message and exit 2, never a signal,
// and leaves no output file, whole or half.
#include "base/out_of_memory.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <regex>
#include <sstream>
#include <vector>

#include "base/json_version.h"
#include "base/test_util.h"

namespace carc {
namespace {

using test_support::RunResult;
using test_support::TempDir;

/// The last line of `text`.
std::string LastLine(const std::string& text) {
  std::istringstream in(text);
  std::string line, last;
  while (std::getline(in, line)) last = line;
  return last;
}

/// The names in `dir`, sorted, space-separated.
std::string Listing(const TempDir& dir) {
  std::vector<std::string> names;
  for (const auto& e : std::filesystem::directory_iterator(dir.Path(""))) names.push_back(e.path().filename());
  std::sort(names.begin(), names.end());
  std::string out;
  for (const std::string& n : names) out += (out.empty() ? "" : " ") + n;
  return out;
}

/// One command line and the file it writes ("" for none).
struct Command {
  std::string args, output;
};

/// Commands that between them reach every library: Pango and fontconfig (kit,
/// board), Cairo's PDF, PNG and SVG writers, librsvg (the report's charts),
/// yaml-cpp, worker threads (simulate), and JSON output.
std::vector<Command> Commands() {
  return {
    {"kit base-c1 -o out.pdf", "out.pdf"},
    {"board base-c1 '" + test_support::SourceDir() + "/tests/boards/example.yaml' --grid -o out.png", "out.png"},
    {"tile river spring -o out.svg", "out.svg"},
    {"simulate base-c1 --games 6 --threads 2 --report out.pdf", "out.pdf"},
    {"simulate pnp-demo --games 4 --ai mcts:10,greedy --threads 2 --format json", ""},
    {"validate base-c1 river --format json", ""},
  };
}

// CARCKIT_FAIL_ALLOCATION=N fails the N-th allocation request and every later
// one, C and C++ alike: the same point in the run on every machine. Whatever
// was being done then, the run says so and exits 2.
TEST(OutOfMemoryTest, AFailedAllocationAnywhereEndsTheRunWithTheMessage) {
  if (test_support::UnderAddressSanitizer()) GTEST_SKIP() << "ASan's allocator has no failure hook";
  for (const Command& c : Commands()) {
    int failed = 0;
    for (unsigned long n : {100ul, 1000ul, 4000ul, 15000ul, 60000ul, 250000ul}) {
      TempDir dir;
      RunResult r = test_support::Run("cd '" + dir.Path("") + "' && CARCKIT_FAIL_ALLOCATION=" + std::to_string(n) +
                                 " exec '" + test_support::CarckitBinary() + "' " + c.args);
      std::string what = c.args + " failing from request " + std::to_string(n);
      if (r.exit_code == 0) {
        EXPECT_EQ(Listing(dir), c.output) << what;
        continue;
      }
      ++failed;
      ASSERT_EQ(r.exit_code, 2) << what << "\n" << r.err;
      EXPECT_EQ(LastLine(r.err), "carckit: error: out of memory") << what << "\n" << r.err;
      EXPECT_EQ(Listing(dir), "") << what;  // no output, no temporary file
      if (c.args.find("--format json") != std::string::npos) {
        EXPECT_EQ(r.out, "{\"format_version\":" + std::to_string(kJsonFormatVersion) + ",\"command\":\"" +
                             c.args.substr(0, c.args.find(' ')) +
                             "\",\"ok\":false,\"exit_code\":2,\"errors\":[{\"file\":null,\"line\":0,"
                             "\"column\":0,\"code\":\"out-of-memory\",\"message\":\"out of memory\"}]}\n")
            << what;
      }  // text output may have begun: a report is written after the table
    }
    EXPECT_GE(failed, 3) << c.args << ": the hook failed too few runs to test anything";
  }
}

// The same under a real address-space limit (ulimit -v), swept from where
// Pango's font threads no longer fit to where the kit is written: where the
// run stops depends on the machine, how it stops does not. Fontconfig used
// to die here by SIGSEGV, dereferencing a null malloc gave it.
TEST(OutOfMemoryTest, UnderAnAddressSpaceLimitKitEndsWrittenOrWithAMessage) {
  if (test_support::UnderAddressSanitizer()) GTEST_SKIP() << "no address-space limit under ASan";
  const std::regex said(
      "carckit: error: (out of memory \\(the address space is limited to [0-9]+ MB: ulimit -v\\)"
      "|GLib: creating thread '.*': Error creating thread: .* \\(too little memory or too many threads\\)"
      "|cannot start thread [0-9]+ of [0-9]+: .* \\(too little memory or too many threads: ask for fewer\\))");
  // Every 10 MB up to 250, then wider steps until the kit is written: what a
  // run maps besides its own work (fonts, locales, threads) differs between
  // machines (CI's could not start Pango's thread for `rules` under 256 MB
  // where this one needs 150), so where the kit first fits is not fixed.
  std::vector<int> limits;
  for (int megabytes = 90; megabytes <= 250; megabytes += 10) limits.push_back(megabytes);
  for (int megabytes : {300, 400, 600, 1024}) limits.push_back(megabytes);
  int written = 0;
  for (int megabytes : limits) {
    if (written > 0 && megabytes > 250) break;
    TempDir dir;
    RunResult r = test_support::RunBounded(
        "cd '" + dir.Path("") + "' && exec '" + test_support::CarckitBinary() + "' kit base-c1 -o kit.pdf", megabytes, 60);
    std::string what = "under " + std::to_string(megabytes) + " MB:\n" + r.err;
    if (r.exit_code == 127 && r.err.find("error while loading shared libraries") != std::string::npos)
      continue;  // the dynamic loader could not map the libraries: before carckit runs at all
    if (r.exit_code == 0) {
      ++written;
      EXPECT_EQ(Listing(dir), "kit.pdf") << what;
      std::string pdf = test_support::ReadFile(dir.Path("kit.pdf"));
      EXPECT_EQ(pdf.rfind("%PDF-", 0), 0u) << what;
      EXPECT_NE(pdf.find("%%EOF", pdf.size() > 64 ? pdf.size() - 64 : 0), std::string::npos) << what;
      continue;
    }
    ASSERT_EQ(r.exit_code, 2) << what;
    EXPECT_TRUE(std::regex_match(LastLine(r.err), said)) << what;
    EXPECT_EQ(Listing(dir), "") << what;
  }
  EXPECT_GT(written, 0) << "1 GB holds the kit of the base game";
}

}  // namespace
}  // namespace carc
