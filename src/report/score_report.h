// What `carckit score` prints for a played board: each player's points by
// feature kind, during play and in the final scoring, the features scored,
// and the followers still on the board.
#pragma once

#include <string>

#include "rules/board_file.h"
#include "rules/board_position.h"
#include "rules/game.h"

namespace carc {

/// The report as text. `final_scoring` says whether the game's final scoring
/// was done and should be shown.
std::string ScoreText(const BoardFile& board, const Game& game, bool final_scoring);

/// The report as one JSON object; `players[i].score` is the player's total.
std::string ScoreJson(const BoardFile& board, const Game& game, bool final_scoring);

}  // namespace carc
