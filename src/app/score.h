// `carckit score`: a board file played by the rules, its scores reported.
#pragma once

#include <string>

#include "app/played_board.h"

namespace carc {

/// What to score.
struct ScoreRequest {
  std::string tileset;         ///< a file, or a bundled set's name
  std::string board;           ///< the board file
  bool final_scoring = false;  ///< add the end-of-game scoring
  std::string format = "text"; ///< "text" or "json"
};

/// The played board and its report, ready to print.
struct ScoreResult {
  PlayedBoard played;  ///< the game, with the final scoring when asked
  std::string report;  ///< the text or JSON report (JSON ends in a newline)
};

/// Plays the board and formats its scores. Scoring draws nothing, so the
/// set's texts are not checked against the kit font. Io when a file cannot
/// be read; Invalid when the set or the board is not legal (see `diags`).
Status ScoreBoard(const ScoreRequest& request, Diagnostics* diags, ScoreResult* result);

}  // namespace carc
