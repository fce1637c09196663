// A program built from the play stage alone (with every library it is linked
// against kept, used or not): it loads a set and plays a few games, and the
// Layering test checks with ldd that it loads no drawing library.
#include <cstdio>

#include "play/simulate.h"
#include "spec/spec_loader.h"

int main(int argc, char** argv) {
  carc::TileSet set;
  carc::Diagnostics diags;
  const char* path = argc > 1 ? argv[1] : CARCKIT_SOURCE_DIR "/tilesets/base-c1.yaml";
  if (!carc::LoadValidTileSet(path, &set, &diags).ok()) return 1;
  carc::SimulationOptions options;
  options.games = 3;
  carc::SimulationResult result = carc::Simulate(set, options);
  std::printf("%d games played\n", int(result.totals.games));
  return 0;
}
