#include "spec/yaml_tree.h"

#include <gtest/gtest.h>

#include "spec/yaml_reader.h"

namespace carc {
namespace {

TEST(YamlTreeTest, BuildsMapsSequencesAndScalarsWithPositions) {
  YamlDocument doc;
  doc.Parse("a: 1\nb:\n  - x\n  - 'y'\nc: {d: [1, 2]}\ne:\n");
  YamlNode root = doc.root();
  ASSERT_TRUE(root.IsMap());
  ASSERT_EQ(root.size(), 4u);
  std::vector<std::string> keys;
  for (auto it = root.begin(); it != root.end(); ++it) keys.push_back(it->first.Scalar());
  EXPECT_EQ(keys, (std::vector<std::string>{"a", "b", "c", "e"}));
  YamlNode b = (*++root.begin()).second;
  ASSERT_TRUE(b.IsSequence());
  std::vector<std::string> items;
  for (const YamlNode& item : b) items.push_back(item.Scalar() + item.Tag());
  EXPECT_EQ(items, (std::vector<std::string>{"x?", "y!"}));
  EXPECT_EQ(LocOf(b).line, 3);
  EXPECT_EQ(LocOf(b).column, 3);
}

TEST(YamlTreeTest, LooksUpKeysAndItemsAsYamlCppDoes) {
  std::string text = "a: 1\nb: [x, y]\na: 2\n[k]: 3\n";
  YamlDocument doc;
  doc.Parse(text);
  YAML::Node tree = YAML::Load(text);
  YamlNode root = doc.root();
  EXPECT_EQ(root["a"].Scalar(), tree["a"].Scalar());  // the first of two "a"
  EXPECT_EQ(root["a"].Scalar(), "1");
  EXPECT_EQ(LocOf(root["a"]).line, LocOf(tree["a"]).line);
  EXPECT_FALSE(root["missing"].IsDefined());
  EXPECT_EQ(root["b"][1].Scalar(), "y");
  EXPECT_EQ(LocOf(root["b"][1]).column, LocOf(tree["b"][1]).column);
  EXPECT_FALSE(root["b"][2].IsDefined());
  EXPECT_FALSE(root["a"]["x"].IsDefined());  // not a map
  EXPECT_FALSE(root[size_t(0)].IsDefined());  // not a sequence
  EXPECT_FALSE(YamlNode()["a"].IsDefined());
}

TEST(YamlTreeTest, AliasesShareTheirAnchorInsteadOfCopying) {
  std::string bomb = "a: &a [x, x, x, x, x, x, x, x, x, x]\n";
  for (char c = 'b'; c <= 'z'; ++c)
    bomb += std::string(1, c) + ": &" + c + " [*" + char(c - 1) + ", *" + char(c - 1) + ", *" +
            char(c - 1) + ", *" + char(c - 1) + ", *" + char(c - 1) + "]\n";
  YamlDocument doc;
  doc.Parse(bomb);  // 10 * 5^25 leaves if expanded
  EXPECT_EQ(doc.root().size(), 26u);
}

TEST(YamlTreeTest, SyntaxErrorsThrowWithAMark) {
  YamlDocument doc;
  try {
    doc.Parse("a: [1, 2\nb: 3\n");
    FAIL() << "no exception";
  } catch (const YAML::Exception& e) {
    EXPECT_FALSE(e.mark.is_null());
  }
}

TEST(YamlTreeTest, EmptyDocumentHasUndefinedRoot) {
  YamlDocument doc;
  doc.Parse("# only a comment\n");
  EXPECT_FALSE(doc.root().IsDefined());
}

}  // namespace
}  // namespace carc
