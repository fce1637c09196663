// Loading, validating and dealing synthetic sets of 100, 1,000 and 10,000
// tile types: the time per type (the "per type" counter) stays flat when
// every step is linear in the types and copies.
#include <benchmark/benchmark.h>

#include <string>

#include "play/match.h"
#include "print/set_glyphs.h"
#include "spec/spec_loader.h"
#include "spec/validator.h"

namespace carc {
namespace {

/// A valid spec of `types` distinct types: the base game's shapes, each with a
/// distinct shield count and id so that no two are identical.
std::string SyntheticSpec(int types) {
  const char* shapes[] = {
      "edges: CRFR, cities: [{sides: [N], shields: %d}], roads: [{sides: [E, W]}]",
      "edges: CCFC, cities: [{sides: [N, E, W], shields: %d}]",
      "edges: CRRC, cities: [{sides: [N, W], shields: %d}], roads: [{sides: [E, S]}]",
      "edges: CRRR, cities: [{sides: [N], shields: %d}], roads: [{sides: [E], end: village}, "
      "{sides: [S], end: village}, {sides: [W], end: village}]",
  };
  std::string out = "set: {name: Synthetic}\ntiles:\n";
  char line[400], shape[300];
  for (int i = 0; i < types; ++i) {
    std::snprintf(shape, sizeof shape, shapes[i % 4], i / 4 % 5);
    std::snprintf(line, sizeof line, "  - {id: T%d, name: Tile %d, count: 1%s, %s}\n", i, i,
                  i == 0 ? ", start: true" : "", shape);
    out += line;
  }
  return out;
}

/// Reports the time per tile type, which a linear step keeps flat.
void PerType(benchmark::State& state) {
  state.counters["per type"] = benchmark::Counter(
      double(state.iterations()) * double(state.range(0)),
      benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}

void BM_LoadAndValidate(benchmark::State& state) {
  std::string spec = SyntheticSpec(int(state.range(0)));
  for (auto _ : state) {
    TileSet set;
    Diagnostics diags;
    LoadTileSetFromString("synthetic.yaml", spec, &set, &diags);
    Validate(set, &diags);
    benchmark::DoNotOptimize(diags.all().size());
  }
  state.SetLabel(std::to_string(spec.size() / 1024) + " KiB spec");
  PerType(state);
}
BENCHMARK(BM_LoadAndValidate)->Arg(100)->Arg(1000)->Arg(10000)->Unit(benchmark::kMillisecond);

void BM_ValidateOnly(benchmark::State& state) {
  TileSet set;
  Diagnostics load_diags;
  LoadTileSetFromString("synthetic.yaml", SyntheticSpec(int(state.range(0))), &set, &load_diags);
  for (auto _ : state) {
    Diagnostics diags;
    Validate(set, &diags);
    benchmark::DoNotOptimize(diags.all().size());
  }
  PerType(state);
}
BENCHMARK(BM_ValidateOnly)->Arg(100)->Arg(1000)->Arg(10000)->Unit(benchmark::kMillisecond);

/// Building a game's deck from the set (every copy's stack, DeckParts) and
/// dealing it: a Match for two random players, started once.
void BM_DealDeck(benchmark::State& state) {
  TileSet set;
  Diagnostics load_diags;
  LoadTileSetFromString("synthetic.yaml", SyntheticSpec(int(state.range(0))), &set, &load_diags);
  ShapeCatalog catalog(set);
  for (auto _ : state) {
    Match match(catalog, 2);
    match.Start(1);
    benchmark::DoNotOptimize(match.deck_left());
  }
  PerType(state);
}
BENCHMARK(BM_DealDeck)->Arg(100)->Arg(1000)->Arg(10000)->Unit(benchmark::kMillisecond);

/// The rotated shapes of every type (done once per run that plays).
void BM_ShapeCatalogOfTypes(benchmark::State& state) {
  TileSet set;
  Diagnostics load_diags;
  LoadTileSetFromString("synthetic.yaml", SyntheticSpec(int(state.range(0))), &set, &load_diags);
  for (auto _ : state) {
    ShapeCatalog catalog(set);
    benchmark::DoNotOptimize(catalog.TypeCount());
  }
  PerType(state);
}
BENCHMARK(BM_ShapeCatalogOfTypes)->Arg(100)->Arg(1000)->Arg(10000)->Unit(benchmark::kMillisecond);

// The check every drawing command makes before it loads: can the kit's font
// draw every name? (fontconfig is asked once per family; the first iteration
// pays for that, about 4 ms.)
void BM_CheckSetGlyphs(benchmark::State& state) {
  TileSet set;
  Diagnostics load_diags;
  LoadTileSetFromString("synthetic.yaml", SyntheticSpec(int(state.range(0))), &set, &load_diags);
  for (auto _ : state) {
    Diagnostics diags;
    CheckSetGlyphs(set, "DejaVu Sans", &diags);
    benchmark::DoNotOptimize(diags.all().size());
  }
}
BENCHMARK(BM_CheckSetGlyphs)->Arg(10000)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace carc
