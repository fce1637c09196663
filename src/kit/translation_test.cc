#include "kit/translation.h"

#include <gtest/gtest.h>

#include "base/test_util.h"
#include "kit/kit_text.h"

namespace carc {
namespace {

/// A small schema: a greeting with a number and a text placeholder.
TextSchema Schema() {
  TextSchema s;
  s.keys = {{"hello", {"n", "name"}}, {"menu.title", {}}, {"menu.item", {"n"}}};
  s.kinds = {{"n", ParamKind::Number}, {"name", ParamKind::Text}};
  return s;
}

struct Loaded {
  Status status = Status::Ok();
  Translation tr;
  std::vector<std::string> messages;
};

Loaded Load(const std::string& yaml, const TextSchema& schema = Schema()) {
  Loaded out;
  Diagnostics diags;
  out.status = LoadTranslationFromString("xx.yaml", "xx", yaml, schema, &out.tr, &diags);
  for (const Diagnostic& d : diags.Sorted()) out.messages.push_back(d.Format());
  return out;
}

const char kGood[] =
    "language: Test\n"
    "plural_rule: one-other\n"
    "hello: \"**Hi** {name}, {n|point|points} & {{more}}\"\n"
    "menu:\n"
    "  title: Menu\n"
    "  item: \"{n}\"\n";

TEST(TranslationTest, FillsPlaceholdersPicksPluralsAndEscapesMarkup) {
  Loaded l = Load(kGood);
  ASSERT_TRUE(l.status.ok()) << l.status.ToString();
  EXPECT_EQ(l.tr.name(), "Test");
  TextParams p = TextParams().Text("name", "<Ann & Bo>").Number("n", 1);
  EXPECT_EQ(l.tr.Markup("hello", p), "<b>Hi</b> &lt;Ann &amp; Bo&gt;, 1\u00a0point &amp; {more}");
  EXPECT_EQ(l.tr.Text("hello", p.Number("n", 3)), "Hi <Ann & Bo>, 3\u00a0points & {more}");
  EXPECT_EQ(l.tr.Text("menu.title"), "Menu");
  EXPECT_EQ(l.tr.Text("menu.item"), "{n}");  // a value the caller forgot shows as itself
}

TEST(TranslationTest, RomanianPluralsTakeThreeForms) {
  Loaded l = Load(
      "language: Română\nplural_rule: one-few-other\n"
      "hello: \"{n|punct|puncte|de puncte} {name}\"\nmenu: {title: Meniu, item: x}\n");
  ASSERT_TRUE(l.status.ok()) << l.status.ToString();
  auto text = [&](long long n) { return l.tr.Text("hello", TextParams().Number("n", n).Text("name", "ș")); };
  EXPECT_EQ(text(1), "1\u00a0punct ș");
  EXPECT_EQ(text(2), "2\u00a0puncte ș");
  EXPECT_EQ(text(19), "19\u00a0puncte ș");
  EXPECT_EQ(text(20), "20\u00a0de puncte ș");
  EXPECT_EQ(text(0), "0\u00a0puncte ș");
  EXPECT_EQ(text(101), "101\u00a0puncte ș");
  EXPECT_EQ(text(120), "120\u00a0de puncte ș");
}

TEST(TranslationTest, MissingKeyIsAnErrorNamingTheKeyAndFile) {
  Loaded l = Load("language: Test\nplural_rule: one-other\nhello: hi\nmenu:\n  title: Menu\n");
  EXPECT_TRUE(l.status.IsInvalid());
  ASSERT_EQ(l.messages.size(), 1u);
  EXPECT_EQ(l.messages[0], "xx.yaml:5:3: error: missing translation key 'menu.item'");
}

TEST(TranslationTest, UnknownKeysAndPlaceholdersAreErrorsWithSuggestions) {
  Loaded l = Load(
      "language: Test\nplural_rule: one-other\n"
      "hello: \"{nam} {n|a}\"\n"
      "menu:\n  title: Menu\n  item: x\n  iten: y\n");
  EXPECT_TRUE(l.status.IsInvalid());
  std::vector<std::string> want = {
      "xx.yaml:3:8: error: unknown placeholder '{nam}' in 'hello'; did you mean '{name}'?",
      "xx.yaml:3:8: error: '{n|...}' in 'hello' has 1 plural forms but plural_rule 'one-other' needs 2 (one|other)",
      "xx.yaml:7:3: error: unknown key 'iten' in 'menu'; did you mean 'item'?",
  };
  EXPECT_EQ(l.messages, want);
}

TEST(TranslationTest, TildePrintsOnlyTheFormThatFitsTheNumber) {
  Loaded l = Load(
      "language: Test\nplural_rule: one-other\n"
      "hello: \"{~n|Page|Pages} {name} {~n|is|are} blank\"\nmenu: {title: M, item: x}\n");
  ASSERT_TRUE(l.status.ok()) << l.status.ToString();
  EXPECT_EQ(l.tr.Text("hello", TextParams().Number("n", 1).Text("name", "2")), "Page 2 is blank");
  EXPECT_EQ(l.tr.Text("hello", TextParams().Number("n", 3).Text("name", "2, 14 and 16")),
            "Pages 2, 14 and 16 are blank");
  Loaded bare = Load("language: Test\nplural_rule: one-other\nhello: \"{~n}\"\nmenu: {title: M, item: x}\n");
  EXPECT_EQ(bare.messages, std::vector<std::string>{
      "xx.yaml:3:8: error: '{~n}' in 'hello' needs plural forms: '~' prints only the form"});
}

TEST(TranslationTest, BadMarkupBracesAndPluralRuleAreErrors) {
  Loaded l = Load(
      "language: Test\nplural_rule: two\n"
      "hello: \"**bold {name|x|y} }\"\n"
      "menu:\n  title: \"{zzz_top}\"\n  item: \"{n\"\n");
  std::vector<std::string> want = {
      "xx.yaml:2:14: error: plural_rule must be one-other, zero-one-other or one-few-other, got 'two'",
      "xx.yaml:3:8: error: placeholder '{name}' in 'hello' is text and takes no plural forms",
      "xx.yaml:3:8: error: '}' without '{' in 'hello'; write '}}' for a literal brace",
      "xx.yaml:3:8: error: '**' in 'hello' opens bold text that is never closed",
      "xx.yaml:5:10: error: unknown placeholder '{zzz_top}' in 'menu.title'; allowed here: none",
      "xx.yaml:6:9: error: unclosed '{' in 'menu.item'; write '{{' for a literal brace",
  };
  EXPECT_EQ(l.messages, want);
}

TEST(TranslationTest, UnknownLanguageListsTheAvailableOnes) {
  Translation tr;
  Diagnostics diags;
  Status s = LoadKitTranslation("fr", &tr, &diags);
  EXPECT_TRUE(s.IsIo());
  EXPECT_EQ(s.ToString(), "error: unknown language 'fr'; available languages: en, ro");
  s = LoadKitTranslation("ro ", &tr, &diags);
  EXPECT_EQ(s.ToString(), "error: unknown language 'ro ' (did you mean 'ro'?); available languages: en, ro");
}

TEST(TranslationTest, BundledLanguagesLoadCleanly) {
  for (const std::string& lang : AvailableLanguages()) {
    Translation tr;
    Diagnostics diags;
    Status s = LoadKitTranslation(lang, &tr, &diags);
    EXPECT_TRUE(s.ok()) << lang << ": " << s.ToString();
    for (const Diagnostic& d : diags.all()) ADD_FAILURE() << d.Format();
    EXPECT_EQ(tr.code(), lang);
  }
}

TEST(TranslationTest, RomanianUsesCommaBelowLettersNotCedillas) {
  std::string ro = test_support::ReadFile(test_support::SourceDir() + "/templates/lang/ro.yaml");
  ASSERT_FALSE(ro.empty());
  for (const char* cedilla : {"ş", "ţ", "Ş", "Ţ"}) EXPECT_EQ(ro.find(cedilla), std::string::npos) << cedilla;
  for (const char* letter : {"ș", "ț", "ă", "â", "î"}) EXPECT_NE(ro.find(letter), std::string::npos) << letter;
}

}  // namespace
}  // namespace carc
