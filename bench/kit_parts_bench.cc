// The kit's non-tile parts for the base game, in one process as `carckit kit`
// draws them: language loading, cover, score track, followers, rules summary.
#include <benchmark/benchmark.h>

#include <cstdio>
#include <string>

#include "base/data_dir.h"
#include "kit/cover.h"
#include "kit/follower_tokens.h"
#include "kit/rules_summary.h"
#include "kit/scoreboard.h"
#include "spec/spec_loader.h"

namespace carc {
namespace {

TileSet BaseGame() {
  TileSet set;
  Diagnostics diags;
  LoadValidTileSet(FindTileSet("base-c1"), &set, &diags);
  return set;
}

Translation Language(const char* code) {
  Translation tr;
  Diagnostics diags;
  LoadKitTranslation(code, &tr, &diags);
  return tr;
}

const std::string kOut = "/tmp/carckit-kit-parts-bench.pdf";

void BM_LoadLanguage(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(Language("ro").name());
}
BENCHMARK(BM_LoadLanguage)->Unit(benchmark::kMillisecond);

void BM_RulesSummary(benchmark::State& state) {
  TileSet set = BaseGame();
  Translation tr = Language(state.range(0) ? "ro" : "en");
  for (auto _ : state) {
    PdfDocument doc(kOut, PdfMetadata());
    SectionPages pages;
    DrawRulesSummary(doc, set, tr, RulesOptions(), &pages);
    doc.Finish();
  }
}
BENCHMARK(BM_RulesSummary)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

/// Everything but the tiles, in kit order, into one file.
void BM_AllParts(benchmark::State& state) {
  TileSet set = BaseGame();
  Translation tr = Language("en");
  for (auto _ : state) {
    RulesOptions rules;
    CoverInfo cover;
    cover.sections = {{KitPart::Scoreboard, 2, 1, PrintSides::Single},
                      {KitPart::Tokens, 3, 1, PrintSides::Single},
                      {KitPart::Rules, 4, RulesSummaryPageCount(set, tr, rules), PrintSides::Single}};
    PdfDocument doc(kOut, PdfMetadata());
    SectionPages pages;
    DrawCover(doc, set, tr, cover, &pages);
    DrawScoreboard(doc, tr, ScoreboardOptions(), &pages);
    DrawFollowerTokens(doc, set, tr, TokenOptions(), &pages);
    DrawRulesSummary(doc, set, tr, rules, &pages);
    doc.Finish();
  }
  std::remove(kOut.c_str());
}
BENCHMARK(BM_AllParts)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace carc
