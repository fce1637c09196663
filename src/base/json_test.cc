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

TEST(TerminalTextTest, BidiControlsAreEscapedOnTheTerminalButDrawn) {
  // A tile id "A\u202E..." reversed the rest of its line on a terminal that
  // lays out right-to-left text (VTE does).
  EXPECT_EQ(TerminalText("tile A\u202Ex\u2066y\u2069 z\u200F"),
            "tile A\\u202Ex\\u2066y\\u2069 z\u200F");  // a mark (U+200F) changes no order
  EXPECT_EQ(Printable("\u202A\u202B\u202C\u202D"), "\\u202A\\u202B\\u202C\\u202D");
  EXPECT_EQ(DrawnText("\u05D0\u2067x\u2069"), "\u05D0\u2067x\u2069");  // a page lays them out
}

TEST(JsonTest, WriterEscapesAndSeparates) {
  JsonWriter json;
  json.BeginObject().String("a", "x\"y\n").BeginArray("b").IntValue(1).IntValue(2).EndArray().Null("c").EndObject();
  EXPECT_EQ(json.str(), R"({"a":"x\"y\n","b":[1,2],"c":null})");
}

TEST(JsonTest, IndentKeepsFlatArraysOnOneLine) {
  EXPECT_EQ(IndentJson(R"({"a":"x,{y}:[z]","b":[1,2],"c":[{"d":[]},{}],"e":{}})"),
            "{\n"
            "  \"a\": \"x,{y}:[z]\",\n"
            "  \"b\": [1, 2],\n"
            "  \"c\": [\n"
            "    {\n"
            "      \"d\": []\n"
            "    },\n"
            "    {}\n"
            "  ],\n"
            "  \"e\": {}\n"
            "}");
  EXPECT_EQ(IndentJson(R"(["a\"]",[1]])"), "[\n  \"a\\\"]\",\n  [1]\n]");
}

}  // namespace
}  // namespace carc
