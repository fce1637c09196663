// Rendering speed: the whole base game (72 tiles, fronts and backs) on A4, as
// `carckit render` does it, a deck 100 times as large (each type's art is
// written once, so the cost per extra sheet is its placements and furniture),
// and the art of single tiles. docs/layout.md has the whole-run figures.
#include <benchmark/benchmark.h>

#include <cstdio>
#include <string>

#include "art/tile_art.h"
#include "print/sheets.h"
#include "spec/spec_loader.h"

namespace carc {
namespace {

const TileSet& Base() {
  static TileSet set = [] {
    TileSet s;
    Diagnostics diags;
    LoadValidTileSet(std::string(CARCKIT_SOURCE_DIR) + "/tilesets/base-c1.yaml", &s, &diags);
    return s;
  }();
  return set;
}

void BM_RenderBaseGameA4(benchmark::State& state) {
  SheetLayout layout;
  layout.cuts = state.range(0) ? CutStyle::Butted : CutStyle::Gutter;
  if (layout.cuts == CutStyle::Butted) {
    layout.bleed = Mm(1.5);
    layout.mark_style.offset = Mm(1);
    layout.mark_style.length = Mm(3);
  }
  std::string path = "/tmp/carckit-render-bench.pdf";
  for (auto _ : state) {
    Status s = WriteTileSheets(path, Base(), layout, Theme(), {});
    if (!s.ok()) state.SkipWithError(s.ToString().c_str());
  }
  std::remove(path.c_str());
}
BENCHMARK(BM_RenderBaseGameA4)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

// The base game with every count multiplied by the argument.
void BM_RenderLargeDeck(benchmark::State& state) {
  TileSet set = Base();
  for (TileType& t : set.tiles) t.count *= int(state.range(0));
  std::string path = "/tmp/carckit-render-bench-deck.pdf";
  for (auto _ : state) {
    Status s = WriteTileSheets(path, set, SheetLayout(), Theme(), {});
    if (!s.ok()) state.SkipWithError(s.ToString().c_str());
  }
  state.SetLabel(std::to_string(set.TileCount()) + " tiles");
  std::remove(path.c_str());
}
BENCHMARK(BM_RenderLargeDeck)->Arg(1)->Arg(10)->Arg(100)->Unit(benchmark::kMillisecond);

void BM_RecordTileFront(benchmark::State& state) {
  const TileType& t = Base().tiles[size_t(state.range(0))];
  for (auto _ : state) {
    SurfacePtr s = RecordTileFront(t, Theme(), Mm(45), Mm(3));
    benchmark::DoNotOptimize(s.get());
  }
  state.SetLabel(t.id);
}
BENCHMARK(BM_RecordTileFront)->Arg(0)->Arg(2)->Arg(11)->Arg(21)->Unit(benchmark::kMicrosecond);

}  // namespace
}  // namespace carc
