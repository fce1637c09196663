#include "base/json.h"

#include <gtest/gtest.h>

namespace carc {
namespace {

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
