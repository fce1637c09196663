#include "base/text_util.h"

#include <gtest/gtest.h>

namespace carc {
namespace {

const char* kFacts = "Carcassonne base game. Print-and-play kit. 72 land tiles · 7 followers per player and a "
                     "score marker · with fields and farmers";

TEST(NewSentencesTest, DropsSentencesWhoseWordsAndNumbersAreAllKnown) {
  EXPECT_EQ(NewSentences("The 72 land tiles of the base game (1st edition art), the start tile included. "
                         "7 followers per player; fields and farmers are in play.",
                         kFacts),
            "The 72 land tiles of the base game (1st edition art), the start tile included.");
  // A number not in the facts is news.
  EXPECT_EQ(NewSentences("8 followers per player.", kFacts), "8 followers per player.");
  EXPECT_EQ(NewSentences("Land tiles! With farmers?", kFacts), "");
  // Words are compared by their first four letters, case folded.
  EXPECT_EQ(NewSentences("FARMING fielders.", kFacts), "");
  EXPECT_EQ(NewSentences("Fish farmers.", kFacts), "Fish farmers.");
}

TEST(NewSentencesTest, KeepsTheSentencesAsWrittenAndSplitsOnlyAtSentenceEnds) {
  EXPECT_EQ(NewSentences("  Version 2.5 adds rivers.   Land tiles.  Faces are a reconstruction ", kFacts),
            "Version 2.5 adds rivers. Faces are a reconstruction");
  EXPECT_EQ(NewSentences("", kFacts), "");
  EXPECT_EQ(NewSentences("Jucători: 72 de cartonașe.", "72 de cartonașe"), "Jucători: 72 de cartonașe.");
  EXPECT_EQ(NewSentences("Cartonașe 72.", "72 de cartonașe"), "");
  // Non-breaking and thin spaces, dashes and the middle dot separate words;
  // letters beyond ASCII are letters, compared by their first four.
  EXPECT_EQ(NewSentences("7 followers, fields.", "7\u00a0followers\u2009·\u202ffields"), "");
  EXPECT_EQ(NewSentences("Țăranii.", "țăranii"), "Țăranii.");  // case folded in ASCII only
  EXPECT_EQ(NewSentences("Supuși roșii.", "supușii roșiilor"), "");
}

}  // namespace
}  // namespace carc
