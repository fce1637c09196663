#include "app/score.h"

#include "report/score_report.h"

namespace carc {

Status ScoreBoard(const ScoreRequest& request, Diagnostics* diags, ScoreResult* result) {
  PlayedBoard& p = result->played;
  Status status = LoadPlayedBoard(request.tileset, false, request.board, diags, &p);
  if (!status.ok()) return status;
  if (request.final_scoring) p.game->FinalScoring();
  result->report = request.format == "json"
                       ? ScoreJson(p.board, *p.game, request.final_scoring) + "\n"
                       : ScoreText(p.board, *p.game, request.final_scoring);
  return Status::Ok();
}

}  // namespace carc
