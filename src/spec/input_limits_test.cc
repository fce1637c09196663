// Regression tests for the limits of yaml_reader.h on both parse paths
// (YamlDocument and YAML::Node), reading files, and terminal-safe messages.
// The command-level view of the same limits is tests/bad/ (bad_input_test.cc).
#include <gtest/gtest.h>
#include <sys/stat.h>

#include "base/test_util.h"
#include "base/text_util.h"
#include "spec/spec_loader.h"
#include "spec/yaml_reader.h"

namespace carc {
namespace {

using Lines = std::vector<std::string>;

Lines Formatted(const Diagnostics& diags) {
  Lines out;
  for (const Diagnostic& d : diags.Sorted()) out.push_back(d.Format());
  return out;
}

/// Parses `text` both ways; expects the same single diagnostic from each.
void ExpectRejected(const std::string& text, const std::string& message,
                    const InputLimits& limits = InputLimits()) {
  Diagnostics flat, tree;
  YamlDocument doc;
  YAML::Node node;
  EXPECT_FALSE(ParseYaml("x.yaml", text, limits, &doc, &flat));
  EXPECT_FALSE(ParseYaml("x.yaml", text, limits, &node, &tree));
  EXPECT_EQ(Formatted(flat), Lines{message});
  EXPECT_EQ(Formatted(tree), Lines{message});
}

std::string AliasBomb(int levels) {
  std::string text = "a: &a [x, x, x, x, x, x, x, x, x, x]\n";
  for (int i = 1; i < levels; ++i) {
    std::string prev(1, char('a' + i - 1)), cur(1, char('a' + i));
    text += cur + ": &" + cur + " [";
    for (int k = 0; k < 10; ++k) text += (k ? ", *" : "*") + prev;
    text += "]\n";
  }
  return text;
}

TEST(InputLimitsTest, AliasBombIsCountedAsExpanded) {
  ExpectRejected(AliasBomb(26),
                 "x.yaml:6:36: error: alias *e makes the document larger than 1000000 values "
                 "(scalars, lists and mappings, each alias counted as a full copy); that is the "
                 "limit");
}

TEST(InputLimitsTest, ModestAliasesAreFine) {
  Diagnostics diags;
  YamlDocument doc;
  EXPECT_TRUE(ParseYaml("x.yaml", AliasBomb(4), InputLimits(), &doc, &diags));
  EXPECT_EQ(doc.root().size(), 4u);
}

TEST(InputLimitsTest, AliasInsideItsOwnAnchorIsACycle) {
  ExpectRejected("a: &a [1, [2, *a]]\n", "x.yaml:1:15: error: alias *a refers to a node that contains it");
}

TEST(InputLimitsTest, AliasesCannotStackNestingPastTheLimit) {
  InputLimits limits;
  limits.max_depth = 8;
  ExpectRejected("a: &a [[[[[x]]]]]\nb: [[[*a]]]\n",
                 "x.yaml:2:7: error: alias *a nests deeper than 8 levels once expanded", limits);
}

TEST(InputLimitsTest, QuoteInsidePlainScalarDoesNotHideNesting) {
  // The old text pre-scan took the ' of "it's" as a quote and missed the brackets.
  ExpectRejected("[it's, " + std::string(70, '[') + std::string(70, ']') + "]\n",
                 "x.yaml:1:71: error: nesting deeper than 64 levels");
}

TEST(InputLimitsTest, NodeLimitCountsEveryValue) {
  InputLimits limits;
  limits.max_nodes = 10;
  ExpectRejected("[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]\n",
                 "x.yaml:1:29: error: the document has more than 10 values (scalars, lists and "
                 "mappings); that is the limit",
                 limits);
}

TEST(InputLimitsTest, LookaheadStopsLongOneLineLists) {
  InputLimits limits;
  limits.max_lookahead = 1024;
  std::string list = "[";
  for (int i = 0; i < 5000; ++i) list += "1,";
  ExpectRejected(list + "1]\n",
                 "x.yaml:1:1: error: more than 1 KiB of text after this point make up one value "
                 "(a scalar, or a [list] or {mapping} that begins a line); split it up",
                 limits);
}

TEST(InputLimitsTest, SyntaxErrorsKeepTheirPosition) {
  // yaml-cpp stops at 2:2; the mistake is the bracket at 1:4, where it is reported.
  ExpectRejected("a: [1, 2\nb: 3\n", "x.yaml:1:4: error: YAML syntax: this '[' opens a list that is never closed with ']'");
}

TEST(InputLimitsTest, FolderIsAnIoError) {
  test_support::TempDir dir;
  std::string content;
  Diagnostics diags;
  Status s = ReadInputFile(dir.Path(""), InputLimits(), &content, &diags);
  EXPECT_TRUE(s.IsIo());
  EXPECT_EQ(s.ToString(), dir.Path("") + ": error: cannot read: it is a folder");
}

TEST(InputLimitsTest, GrowingInputIsCutAtTheLimit) {
  InputLimits limits;
  limits.max_bytes = 1 << 20;
  std::string content;
  Diagnostics diags;
  Status s = ReadInputFile("/dev/zero", limits, &content, &diags);
  EXPECT_TRUE(s.IsInvalid());
  EXPECT_EQ(Formatted(diags), Lines{"/dev/zero: error: file is over 1 MiB; inputs are limited to 1 MiB"});
}

TEST(InputLimitsTest, MessagesEscapeControlCharacters) {
  Diagnostic d{"f\x1b.yaml", 1, 2, Severity::Error, "", "x", "key '\x1b[2J\x07' and \xc2\x9b"};
  EXPECT_EQ(d.Format(), "f\\x1B.yaml:1:2: error: key '\\x1B[2J\\x07' and \\u009B");
  EXPECT_EQ(Printable("Caf\xc3\xa9 \xe2\x80\x94 ok"), "Caf\xc3\xa9 \xe2\x80\x94 ok");
}

TEST(InputLimitsTest, MessagesEscapeBytesThatAreNotUtf8) {
  // yaml-cpp decodes the escape "\_" in a quoted key to a bare 0xA0 byte
  // (fuzzer finding tests/fuzz/spec_fuzz/crash-nbsp-escape-in-key.yaml).
  EXPECT_EQ(Printable("key '\xa0ka' \xe2\x80"), "key '\\xA0ka' \\xE2\\x80");
  TileSet set;
  Diagnostics diags;
  LoadTileSetFromString("f.yaml", "set:\n  \"\\_ka\": x\n", &set, &diags);
  ASSERT_FALSE(diags.all().empty());
  for (const Diagnostic& d : diags.all()) EXPECT_EQ(FindInvalidUtf8(d.Format()), -1) << d.Format();
}

}  // namespace
}  // namespace carc

namespace carc {
namespace {

std::string ValidSpecFollowedBy(const std::string& tail) {
  return test_support::ReadFile(test_support::SourceDir() + "/tilesets/base-c1.yaml") + tail;
}

TEST(InputLimitsTest, CommentLinesAreNotAValuesText) {
  std::string tail;
  for (int i = 0; i < 30000; ++i) tail += "# a comment line of some length, as people write\n";
  TileSet set;
  Diagnostics diags;
  EXPECT_TRUE(LoadTileSetFromString("x.yaml", ValidSpecFollowedBy(tail), &set, &diags).ok());
  EXPECT_EQ(Formatted(diags), Lines{});
}

TEST(InputLimitsTest, BlankLinesAreNotAValuesText) {
  TileSet set;
  Diagnostics diags;
  std::string text = ValidSpecFollowedBy(std::string(300000, '\n') + "   \n  \n");
  EXPECT_TRUE(LoadTileSetFromString("x.yaml", text, &set, &diags).ok());
  EXPECT_EQ(Formatted(diags), Lines{});
  YAML::Node node;
  EXPECT_TRUE(ParseYaml("x.yaml", text, InputLimits(), &node, &diags));
}

TEST(InputLimitsTest, CommentsBetweenTheItemsOfALongFlowListDoNotHideIt) {
  // The list's own text still counts: yaml-cpp holds its tokens.
  std::string text = "[";
  for (int i = 0; i < 200000; ++i) text += "1,\n# comment\n";
  ExpectRejected(text + "1]\n",
                 "x.yaml:1:1: error: more than 256 KiB of text after this point make up one "
                 "value (a scalar, or a [list] or {mapping} that begins a line); split it up");
}

}  // namespace
}  // namespace carc
