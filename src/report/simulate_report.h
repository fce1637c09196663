// `carckit simulate`'s report as text and as JSON, for one set or for several
// sets side by side (`--compare`).
#pragma once

#include <string>
#include <vector>

#include "play/simulate.h"

namespace carc {

/// The report as text; with `seat_check`, the same games played by a second
/// kind of player, the seats of both kinds side by side.
std::string SimulationText(const SimulationResult& result,
                           const SimulationResult* seat_check = nullptr);
/// The report as one JSON object (with `seat_check`, its "seat_check" key).
std::string SimulationJson(const SimulationResult& result,
                           const SimulationResult* seat_check = nullptr);

/// Several sets played with the same options, side by side as text.
std::string CompareText(const std::vector<SimulationResult>& results);
/// Several sets played with the same options: {"sets": [one report per set]}.
std::string CompareJson(const std::vector<SimulationResult>& results);

/// The players as the reports name them: "random, greedy" or "greedy in every seat".
std::string PlayersText(const SimulationOptions& options);

}  // namespace carc
