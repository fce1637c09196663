// The first page of the play-test report, in words and numbers, for the
// set's designer: which of the set's own types (in a set that extends
// another, the types it adds or changes) are strongest and weakest, which get
// set aside, how the game's length and scores change against the set it
// extends, and whether a seat is favoured. Every figure is formatted by
// report/format.h exactly as the text and JSON reports print it, and is kept
// apart, named, so that a test can find each one in the other reports.
#pragma once

#include <string>
#include <vector>

#include "play/simulate.h"
#include "spec/tile.h"

namespace carc {

/// One figure the summary prints.
struct SummaryFigure {
  /// What it is: "margin_difference ID", "won_difference ID", "set_aside ID",
  /// "draws ID", "seat_won S" (1-based), "even_share", "turns", "turns_min",
  /// "turns_max", "reference_turns", "score_difference S", "games".
  std::string key;
  std::string text;  ///< as printed
};

/// One paragraph of the summary: a label ("Strongest") and what it says.
struct SummaryItem {
  std::string label;  ///< "Strongest", "Weakest", "Strength", "Not ranked", "Same tile", "Set aside", "The game", "Seats"
  std::string text;   ///< what it says, figures and all
};

/// The set the summary compares the played set with, game by game.
struct SummaryReference {
  const SimulationResult* result = nullptr;  ///< null when there is none
  /// How it was played: true when the report played it for this (the base
  /// of an extending set), false when the command line named it (--compare).
  bool played_for_report = false;
};

/// The summary: its opening line, its paragraphs and every figure in them.
struct DesignerSummary {
  std::string lead;            ///< what the page is about, with the games and players
  std::vector<size_t> own;     ///< the set's own types, in its order
  std::vector<size_t> ranked;  ///< own types whose margin difference has an interval, strongest first
  std::vector<SummaryItem> items;      ///< the paragraphs, in the order printed
  std::vector<SummaryFigure> figures;  ///< every figure in `lead` and `items`, in the order printed
};

/// The indices of the set's own types (every type when it extends none), in
/// the set's order.
std::vector<size_t> OwnTypes(const TileSet& set);

/// The indices of every type, the set's own first, then the rest, each part
/// in the set's order.
std::vector<size_t> OwnTypesFirst(const TileSet& set);

/// The summary of `result`, a run of `set`, compared with `reference` (its
/// base, or the set --compare named) when given.
DesignerSummary SummarizeForDesigner(const SimulationResult& result, const TileSet& set,
                                     const SummaryReference& reference);

}  // namespace carc
