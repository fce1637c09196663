// A program built from the rules stage (the engine) alone, with every library
// it is linked against kept, used or not: it loads a set, plays a board file
// by the rules and prints the scores, and the Layering test checks with ldd
// that it loads no drawing library.
#include <cstdio>

#include "rules/board_file.h"
#include "spec/spec_loader.h"

int main(int argc, char** argv) {
  carc::TileSet set;
  carc::Diagnostics diags;
  const char* path = argc > 1 ? argv[1] : CARCKIT_SOURCE_DIR "/tilesets/base-c1.yaml";
  if (!carc::LoadValidTileSet(path, &set, &diags).ok()) return 1;
  carc::ShapeCatalog catalog(set);
  carc::BoardFile board;
  if (!carc::LoadBoardFile(CARCKIT_SOURCE_DIR "/tests/boards/example.yaml", catalog, &board, &diags)
           .ok())
    return 1;
  carc::Game game = carc::NewBoardGame(board, catalog);
  if (!carc::PlayBoard(board, &game, &diags).ok()) return 1;
  game.FinalScoring();
  for (int p = 0; p < game.players(); ++p) std::printf("%d\n", game.score(p).Total());
  return 0;
}
