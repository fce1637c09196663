#include "art/paint.h"

#include <gtest/gtest.h>

namespace carc {
namespace {

/// A symbol's key names its kind and each colour's channels in thousandths,
/// rounded as std::lround does: two colours that print the same share a key.
TEST(PaintTest, SymbolKeyNamesTheKindAndEveryChannelInThousandths) {
  EXPECT_EQ(SymbolKey("house", {Color{0.5, 0.25, 1, 1}, Color{0, 0.0004, 0.0005, 0.1234}}),
            "house 500 250 1000 1000 0 0 1 123");
  EXPECT_EQ(SymbolKey("tree", {}), "tree");
  EXPECT_EQ(SymbolKey("odd", {Color{-0.002, 12.3456, 0.9995, -0.0004}}), "odd -2 12346 1000 0");
}

}  // namespace
}  // namespace carc
