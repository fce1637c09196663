// Loading and validating a synthetic set of 10,000 tile types.
#include <benchmark/benchmark.h>

#include <string>

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
}
BENCHMARK(BM_LoadAndValidate)->Arg(10000)->Unit(benchmark::kMillisecond);

void BM_ValidateOnly(benchmark::State& state) {
  TileSet set;
  Diagnostics load_diags;
  LoadTileSetFromString("synthetic.yaml", SyntheticSpec(int(state.range(0))), &set, &load_diags);
  for (auto _ : state) {
    Diagnostics diags;
    Validate(set, &diags);
    benchmark::DoNotOptimize(diags.all().size());
  }
}
BENCHMARK(BM_ValidateOnly)->Arg(10000)->Unit(benchmark::kMillisecond);

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
