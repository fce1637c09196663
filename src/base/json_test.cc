#include "base/json.h"

#include <gtest/gtest.h>

#include "base/text_util.h"

namespace carc {
namespace {

TEST(JsonTest, QuotesEscapesAndControlCharacters) {
  EXPECT_EQ(JsonQuote("a\"b\\c\nd\te"), "\"a\\\"b\\\\c\\nd\\te\"");
  EXPECT_EQ(JsonQuote("\x1b[2J\x7f"), "\"\\u001b[2J\\u007f\"");
  EXPECT_EQ(JsonQuote("x\xc2\x85y"), "\"x\\u0085y\"");  // NEL, a C1 control
  EXPECT_EQ(JsonQuote("caf\xc3\xa9 \xe2\x9c\x93"), "\"caf\xc3\xa9 \xe2\x9c\x93\"");
}

TEST(JsonTest, BytesThatAreNotUtf8AreWrittenAsOnTheTerminal) {
  // A file name's raw 0xFF byte: JSON must stay valid UTF-8.
  std::string quoted = JsonQuote("set\xff.yaml \xc3 \xed\xa0\x80");
  EXPECT_EQ(quoted, "\"set\\\\xFF.yaml \\\\xC3 \\\\xED\\\\xA0\\\\x80\"");
  EXPECT_EQ(FindInvalidUtf8(quoted), -1);
}

TEST(TerminalTextTest, KeepsNewlinesAndEscapesTheRest) {
  EXPECT_EQ(TerminalText("one\ntwo\x1b[31m\t\r\xff\n"), "one\ntwo\\x1B[31m\\x09\\x0D\\xFF\n");
  EXPECT_EQ(Printable("one\ntwo"), "one\\x0Atwo");
}

}  // namespace
}  // namespace carc
