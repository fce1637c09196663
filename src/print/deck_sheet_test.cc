#include "print/deck_sheet.h"

#include <gtest/gtest.h>

namespace carc {
namespace {

TEST(DeckSheetTest, TtsSheetsHoldSixtyNineCardsAndTheHiddenCard) {
  std::vector<DeckSheet> s = PlanTtsSheets(72, 531);
  ASSERT_EQ(s.size(), 2u);
  EXPECT_EQ(s[0].columns, 10);
  EXPECT_EQ(s[0].rows, 7);
  EXPECT_EQ(s[0].cards, 69);
  EXPECT_TRUE(s[0].hidden_cell);
  // The rest, 3 cards and the hidden card, on the smallest grid TTS takes.
  EXPECT_EQ(s[1].first, 69);
  EXPECT_EQ(s[1].cards, 3);
  EXPECT_EQ(s[1].columns, 2);
  EXPECT_EQ(s[1].rows, 2);
  // 531 px cells would make the 10 x 7 sheet 5310 px wide; 409 keeps it in 4096.
  EXPECT_EQ(s[0].cell, 409);
  EXPECT_EQ(s[1].cell, 409);
  EXPECT_LE(s[0].Width(), kTtsMaxSide);
  EXPECT_LE(s[0].Height(), kTtsMaxSide);
}

TEST(DeckSheetTest, SmallDecksGetSmallGridsAndKeepTheirResolution) {
  std::vector<DeckSheet> s = PlanTtsSheets(5, 300);
  ASSERT_EQ(s.size(), 1u);
  EXPECT_EQ(s[0].columns * s[0].rows, 6);  // 5 cards + hidden
  EXPECT_EQ(s[0].columns, 3);
  EXPECT_EQ(s[0].cell, 300);
  EXPECT_EQ(PlanTtsSheets(69, 100).size(), 1u);
  EXPECT_EQ(PlanTtsSheets(70, 100).size(), 2u);
  EXPECT_EQ(PlanTtsSheets(1, 100)[0].columns, 2);  // TTS needs at least 2 x 2
  EXPECT_EQ(PlanTtsSheets(1, 100)[0].rows, 2);
  EXPECT_EQ(PlanTtsSheets(200, 100).size(), 3u);
  EXPECT_TRUE(PlanTtsSheets(0, 100).empty());
}

TEST(DeckSheetTest, GridSheetsFillRowByRow) {
  std::vector<DeckSheet> s = PlanGridSheets(48, 6, 4, 200);
  ASSERT_EQ(s.size(), 2u);
  EXPECT_EQ(s[1].first, 24);
  EXPECT_EQ(s[1].cards, 24);
  EXPECT_FALSE(s[0].hidden_cell);
  EXPECT_EQ(s[0].Width(), 1200);
  EXPECT_EQ(s[0].Height(), 800);
  EXPECT_EQ(PlanGridSheets(25, 6, 4, 200).back().cards, 1);
}

}  // namespace
}  // namespace carc
