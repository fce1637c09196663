#include "art/theme.h"

#include <gtest/gtest.h>

#include "base/test_util.h"

namespace carc {
namespace {

using test_support::TempDir;
using test_support::WriteFile;

TEST(ThemeTest, ParsesHexColours) {
  Color c;
  ASSERT_TRUE(ParseColor("#ff8000", &c));
  EXPECT_DOUBLE_EQ(c.r, 1);
  EXPECT_NEAR(c.g, 128 / 255.0, 1e-12);
  EXPECT_DOUBLE_EQ(c.b, 0);
  EXPECT_DOUBLE_EQ(c.a, 1);
  ASSERT_TRUE(ParseColor("#0f08", &c) == false);
  ASSERT_TRUE(ParseColor("#0f0", &c));
  EXPECT_DOUBLE_EQ(c.g, 1);
  ASSERT_TRUE(ParseColor("#00000080", &c));
  EXPECT_NEAR(c.a, 128 / 255.0, 1e-12);
  EXPECT_FALSE(ParseColor("red", &c));
  EXPECT_FALSE(ParseColor("#gg0000", &c));
}

TEST(ThemeTest, BundledThemesLoad) {
  for (const char* name : {"default", "ink-saver"}) {
    Theme t;
    Diagnostics diags;
    EXPECT_TRUE(LoadTheme(name, &t, &diags).ok()) << name;
    EXPECT_FALSE(diags.HasErrors());
  }
  Theme t;
  Diagnostics diags;
  LoadTheme("ink-saver", &t, &diags);
  EXPECT_EQ(t.name, "ink-saver");
  EXPECT_EQ(t.trees, 0);
}

TEST(ThemeTest, DefaultFileMatchesBuiltInDefaults) {
  Theme file, built_in;
  Diagnostics diags;
  ASSERT_TRUE(LoadTheme("default", &file, &diags).ok());
  auto near = [](const Color& a, const Color& b) {
    return std::abs(a.r - b.r) < 0.01 && std::abs(a.g - b.g) < 0.01 && std::abs(a.b - b.b) < 0.01;
  };
  EXPECT_TRUE(near(file.field, built_in.field));
  EXPECT_TRUE(near(file.city, built_in.city));
  EXPECT_TRUE(near(file.start_back, built_in.start_back));
  EXPECT_DOUBLE_EQ(file.road_width, built_in.road_width);
  EXPECT_DOUBLE_EQ(file.wall_width, built_in.wall_width);
}

TEST(ThemeTest, ErrorsHavePositions) {
  TempDir tmp;
  std::string path = tmp.Path("t.yaml");
  WriteFile(path,
            "colors:\n"
            "  feild: \"#00ff00\"\n"
            "  road: blue\n"
            "lines:\n"
            "  wall: 9\n");
  Theme t;
  Diagnostics diags;
  EXPECT_TRUE(LoadTheme(path, &t, &diags).IsInvalid());
  std::vector<std::string> got;
  for (const Diagnostic& d : diags.Sorted()) got.push_back(d.Format());
  ASSERT_EQ(got.size(), 3u);
  EXPECT_EQ(got[0], path + ":2:3: error: unknown key 'feild' in colors; did you mean 'field'?");
  EXPECT_EQ(got[1], path + ":3:9: error: colour road must be written #rrggbb (or #rgb, #rrggbbaa), got 'blue'");
  EXPECT_EQ(got[2], path + ":5:9: error: line width wall (mm) must be from 0.2 to 4, got 9");
}

TEST(ThemeTest, MissingThemeAndMissingFontAreIoErrors) {
  Theme t;
  Diagnostics diags;
  Status s = LoadTheme("nope", &t, &diags);
  EXPECT_TRUE(s.IsIo());
  EXPECT_EQ(s.ToString(), "error: no theme 'nope' (looked for a file and for templates/themes/nope.yaml)");
  TempDir tmp;
  std::string path = tmp.Path("f.yaml");
  WriteFile(path, "fonts:\n  family: No Such Font Family\n");
  s = LoadTheme(path, &t, &diags);
  EXPECT_TRUE(s.IsIo());
  EXPECT_EQ(s.ToString().rfind(path + ":2:11: error: font 'No Such Font Family' is not installed", 0), 0u)
      << s.ToString();
}

}  // namespace
}  // namespace carc
