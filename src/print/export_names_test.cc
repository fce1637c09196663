#include "print/export_names.h"

#include <gtest/gtest.h>

namespace carc {
namespace {

TEST(ExportNamesTest, IdsBecomeSafeStems) {
  EXPECT_EQ(SafeStem("A"), "A");
  EXPECT_EQ(SafeStem("river-1_b"), "river-1_b");
  EXPECT_EQ(SafeStem("../etc/passwd"), "___etc_passwd");
  EXPECT_EQ(SafeStem("city cap"), "city_cap");
  EXPECT_EQ(SafeStem("Ştefan"), "_tefan");  // one '_' for the two-byte letter
  EXPECT_EQ(SafeStem("."), "tile");
  EXPECT_EQ(SafeStem(""), "tile");
}

TEST(ExportNamesTest, NoStemIsHandedOutTwiceWhateverItsCase) {
  FileNamer names;
  EXPECT_EQ(names.Claim("back"), "back");
  EXPECT_EQ(names.Claim("a"), "a");
  EXPECT_EQ(names.Claim("A"), "A_2");
  EXPECT_EQ(names.Claim("Back"), "Back_2");
  EXPECT_EQ(names.Claim("a/b"), "a_b");
  EXPECT_EQ(names.Claim("a?b"), "a_b_2");
}

}  // namespace
}  // namespace carc
