#include "app/board.h"

#include <filesystem>

#include "app/played_board.h"
#include "art/theme.h"

namespace carc {

namespace {

std::string DefaultPicture(const std::string& board) {
  return "out/" + std::filesystem::path(board).stem().string() + "-board.pdf";
}

}  // namespace

Status DrawBoard(const BoardRequest& request, Diagnostics* diags, BoardPictureResult* result) {
  PlayedBoard played;
  Status status = LoadPlayedBoard(request.tileset, true, request.board, diags, &played);
  if (!status.ok()) return status;
  std::string out = request.output.empty() ? DefaultPicture(request.board) : request.output;
  status = SanitizeBoardPicture(out, played.board, request.options);
  if (!status.ok()) return status;
  diags->NextStep();
  Theme theme;
  status = LoadTheme(request.theme, &theme, diags);
  if (!status.ok()) return status;
  std::vector<std::string> inputs = played.set->sources;
  inputs.push_back(played.board.path);
  return WriteBoardPicture(out, played.board, *played.catalog, theme, request.options, inputs,
                           result);
}

}  // namespace carc
