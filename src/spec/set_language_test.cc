#include "spec/set_language.h"

#include <gtest/gtest.h>

#include "spec/spec_loader.h"

namespace carc {
namespace {

/// Loads a spec from text; the diagnostics' messages, formatted, one a line.
std::string Load(const std::string& yaml, TileSet* set) {
  Diagnostics diags;
  LoadTileSetFromString("t.yaml", yaml, set, &diags);
  std::string out;
  for (const Diagnostic& d : diags.Sorted()) out += d.Format() + "\n";
  return out;
}

const char* kTwoLanguages = R"(set:
  name: {en: Little set, ro: Setul mic}
  description:
    en: Two tiles.
tiles:
  - id: A
    name: {en: Straight road, ro: Drum drept}
    count: 2
    start: true
    edges: FRFR
    roads: [{sides: [E, W]}]
  - id: B
    name: Curved road
    count: 2
    edges: FFRR
    roads: [{sides: [S, W]}]
)";

TEST(SetLanguageTest, PlainAndPerLanguageTextsLoad) {
  TileSet set;
  EXPECT_EQ(Load(kTwoLanguages, &set), "");
  EXPECT_EQ(set.language, "en");
  EXPECT_EQ(set.name, "Little set");
  EXPECT_EQ(set.names, (LocalText{{"en", "Little set"}, {"ro", "Setul mic"}}));
  EXPECT_EQ(set.tiles[0].name, "Straight road");
  EXPECT_EQ(set.tiles[1].names, (LocalText{{"en", "Curved road"}}));
}

TEST(SetLanguageTest, SelectingALanguageFallsBackToTheSetsOwn) {
  TileSet set;
  Load(kTwoLanguages, &set);
  SelectSetLanguage("ro", &set);
  EXPECT_EQ(set.name, "Setul mic");
  EXPECT_EQ(set.description, "Two tiles.");
  EXPECT_EQ(set.tiles[0].name, "Drum drept");
  EXPECT_EQ(set.tiles[1].name, "Curved road");
  SelectSetLanguage("en", &set);
  EXPECT_EQ(set.tiles[0].name, "Straight road");
}

TEST(SetLanguageTest, WarningListsEveryMissingText) {
  TileSet set;
  Load(kTwoLanguages, &set);
  Diagnostics diags;
  CheckSetLanguage(set, "ro", &diags);
  ASSERT_EQ(diags.all().size(), 1u);
  EXPECT_EQ(diags.all()[0].Format(),
            "t.yaml:2:3: warning: no 'ro' text for the description and tile B's name; printing the "
            "set's own language ('en') for them");
  Diagnostics none;
  CheckSetLanguage(set, "en", &none);
  EXPECT_TRUE(none.all().empty());
  Diagnostics all;
  CheckSetLanguage(set, "de", &all);
  EXPECT_EQ(all.all()[0].message,
            "no 'de' text for the set's name, the description and the names of tiles A, B; "
            "printing the set's own language ('en') for them");
}

TEST(SetLanguageTest, TheSetsLanguageIsTheFallback) {
  TileSet set;
  EXPECT_EQ(Load(R"(set:
  name: {ro: Setul meu, en: My set}
  language: ro
tiles:
  - {id: A, name: Drum, count: 2, start: true, edges: FRFR, roads: [{sides: [E, W]}]}
)", &set), "");
  EXPECT_EQ(set.name, "Setul meu");
  EXPECT_EQ(set.tiles[0].names, (LocalText{{"ro", "Drum"}}));
  SelectSetLanguage("en", &set);
  EXPECT_EQ(set.name, "My set");
  EXPECT_EQ(set.tiles[0].name, "Drum");
}

TEST(SetLanguageTest, BadCodesAndMissingFallbackAreErrors) {
  TileSet set;
  EXPECT_EQ(Load(R"(set:
  name: {ro: Setul meu, EN: My set}
  language: english
tiles:
  - id: A
    name: {fr: Route, ro: [Drum]}
    count: 2
    start: true
    edges: FRFR
    roads: [{sides: [E, W]}]
)", &set),
            "t.yaml:2:25: error: set name: 'EN' is not a language code (like en, ro or pt-BR)\n"
            "t.yaml:3:13: error: language 'english' is not a language code (like en, ro or pt-BR)\n"
            "t.yaml:6:27: error: tile A: tile name (ro) must be text, got a list\n");
  EXPECT_EQ(Load(R"(set:
  name: {ro: Setul meu}
tiles:
  - {id: A, name: {ro: Drum}, count: 2, start: true, edges: FRFR, roads: [{sides: [E, W]}]}
)", &set),
            "t.yaml:2:9: error: set name has no text in the set's language 'en' (it has ro); add "
            "one, or set the set's `language`\n"
            "t.yaml:4:19: error: tile A: tile name has no text in the set's language 'en' (it has "
            "ro); add one, or set the set's `language`\n");
}

TEST(SetLanguageTest, LanguageCodes) {
  for (const char* good : {"en", "ro", "pt-BR", "zh-Hant", "ast"}) EXPECT_TRUE(IsLanguageCode(good)) << good;
  for (const char* bad : {"", "e", "EN", "english", "en-", "en_GB", "en-B", "r0"})
    EXPECT_FALSE(IsLanguageCode(bad)) << bad;
}

}  // namespace
}  // namespace carc

namespace carc {
namespace {

TEST(SetLanguageTest, BundledSetsHaveRomanianForEveryText) {
  for (const char* path : {"tilesets/base-c1.yaml", "tilesets/pnp-demo.yaml", "tilesets/river.yaml"}) {
    TileSet set;
    Diagnostics diags;
    ASSERT_TRUE(LoadTileSet(path, &set, &diags).ok()) << path;
    CheckSetLanguage(set, "ro", &diags);
    EXPECT_TRUE(diags.all().empty()) << diags.all()[0].Format();
    std::vector<std::string> texts = {set.names["ro"], set.descriptions["ro"]};
    for (const TileType& t : set.tiles) texts.push_back(t.names.at("ro"));
    for (const std::string& text : texts) {
      // Romanian takes the comma-below letters, never the cedilla look-alikes.
      EXPECT_EQ(text.find("\u015f"), std::string::npos) << text;  // ş
      EXPECT_EQ(text.find("\u0163"), std::string::npos) << text;  // ţ
      EXPECT_EQ(text.find("\u015e"), std::string::npos) << text;  // Ş
      EXPECT_EQ(text.find("\u0162"), std::string::npos) << text;  // Ţ
    }
    // Every Romanian tile name differs from the English one.
    for (const TileType& t : set.tiles) EXPECT_NE(t.names.at("ro"), t.names.at("en")) << t.id;
  }
}

}  // namespace
}  // namespace carc

namespace carc {
namespace {

TEST(SetLanguageTest, AComposedSetSwitchesItsOwnInheritedAndBaseTexts) {
  TileSet set;
  Diagnostics diags;
  ASSERT_TRUE(LoadTileSet("tilesets/river.yaml", &set, &diags).ok());
  SelectSetLanguage("ro", &set);
  EXPECT_EQ(set.name, "Râul");
  EXPECT_EQ(set.base_name, "Carcassonne, jocul de bază (prima ediție)");
  EXPECT_EQ(set.Find("spring")->name, "Izvor");  // the spec's own tile
  EXPECT_EQ(set.Find("A")->name, "Mănăstire cu drum");  // inherited from base-c1
  SelectSetLanguage("en", &set);
  EXPECT_EQ(set.base_name, "Carcassonne base game");
  EXPECT_EQ(set.Find("spring")->name, "Spring");
}

TEST(SetLanguageTest, AnInheritedTileFallsBackToItsOwnSpecsLanguage) {
  TileSet set;
  Diagnostics diags;
  ASSERT_TRUE(LoadTileSet("tests/specs/extends/on-romanian-base.yaml", &set, &diags).ok());
  EXPECT_EQ(set.language, "en");
  EXPECT_EQ(set.Find("A")->language, "ro");
  SelectSetLanguage("en", &set);
  EXPECT_EQ(set.base_name, "Little base");
  EXPECT_EQ(set.Find("A")->name, "Drum drept");  // no English: its spec's Romanian
  EXPECT_EQ(set.Find("B")->name, "Road bend");
  EXPECT_EQ(set.Find("Y")->name, "Crossroads");
  Diagnostics en;
  CheckSetLanguage(set, "en", &en);
  ASSERT_EQ(en.all().size(), 1u);
  EXPECT_EQ(en.all()[0].Format(),
            "tests/specs/extends/on-romanian-base.yaml:3:3: warning: no 'en' text for tile A's "
            "name; printing the language of the set it extends ('ro') for it");
  SelectSetLanguage("ro", &set);
  EXPECT_EQ(set.name, "Adăugiri englezești");
  EXPECT_EQ(set.base_name, "Setul de bază");
  EXPECT_EQ(set.Find("Y")->name, "Crossroads");
  Diagnostics ro;
  CheckSetLanguage(set, "ro", &ro);
  ASSERT_EQ(ro.all().size(), 1u);
  EXPECT_EQ(ro.all()[0].message,
            "no 'ro' text for tile Y's name; printing the set's own language ('en') for it");
  Diagnostics de;
  CheckSetLanguage(set, "de", &de);
  ASSERT_EQ(de.all().size(), 1u);
  EXPECT_EQ(de.all()[0].message,
            "no 'de' text for the set's name and the names of tiles A, B, X, Y; printing each in "
            "the language of the spec that gives it");
}

}  // namespace
}  // namespace carc
