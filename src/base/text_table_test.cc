#include "base/text_table.h"

#include <gtest/gtest.h>

namespace carc {
namespace {

TEST(TextTableTest, PadsColumnsAndAlignsNumbersRight) {
  TextTable t;
  t.AddRow({"kind", "mean", "share"});
  t.AddRow({"monastery", "9.0", "91.2%"});
  t.AddRow({"road", "12.25", "5%"});
  EXPECT_EQ(t.Render("  "),
            "  kind        mean  share\n"
            "  monastery    9.0  91.2%\n"
            "  road       12.25     5%\n");
}

TEST(TextTableTest, CountsCharactersNotBytesAndKeepsLeftColumns) {
  TextTable t;
  t.AddRow({"é", "x", "1"});
  t.AddRow({"ab", "yy", "22"});
  EXPECT_EQ(t.Render("", 2), "é   x    1\nab  yy  22\n");
  EXPECT_EQ(DisplayWidth("Bucureşti"), 9u);
}

TEST(TextTableTest, ACellIsOneLineWhateverItHolds) {
  // A set file named "x<newline>y.yaml" broke simulate's tables (and could
  // forge a line of its own).
  TextTable t;
  t.AddRow({"x\ny", "\x1b[2J"});
  t.AddRow({"ab", "1"});
  EXPECT_EQ(t.Render(""), "x\\x0Ay  \\x1B[2J\nab            1\n");
}

}  // namespace
}  // namespace carc
