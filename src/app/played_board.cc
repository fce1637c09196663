#include "app/played_board.h"

#include "app/tile_set.h"

namespace carc {

Status LoadPlayedBoard(const std::string& tileset, bool draws_text, const std::string& board_path,
                       Diagnostics* diags, PlayedBoard* played) {
  played->set = std::make_unique<TileSet>();
  SetRequest request;
  request.tileset = tileset;
  request.draws_text = draws_text;
  Status status = LoadSet(request, diags, played->set.get());
  if (!status.ok()) return status;
  diags->NextStep();  // the set's warnings first, as they were found
  played->catalog = std::make_unique<ShapeCatalog>(*played->set);
  status = LoadBoardFile(board_path, *played->catalog, &played->board, diags);
  if (status.IsInvalid()) return Status::Diagnosed();
  if (!status.ok()) return status;
  played->game = std::make_unique<Game>(NewBoardGame(played->board, *played->catalog));
  if (!PlayBoard(played->board, played->game.get(), diags).ok()) return Status::Diagnosed();
  return Status::Ok();
}

}  // namespace carc
