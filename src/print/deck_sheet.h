// Deck sheets for digital tables: many cards on one image in a grid, as
// Tabletop Simulator's custom decks take them (at most 10 x 7 cells and 4096
// pixels a side, the last cell the "hidden" card shown for cards in a hand),
// or a plain grid of any size for other tools.
#pragma once

#include <vector>

namespace carc {

/// Tabletop Simulator's limits for one custom-deck image.
constexpr int kTtsMaxColumns = 10;
constexpr int kTtsMaxRows = 7;
constexpr int kTtsMinColumns = 2;
constexpr int kTtsMinRows = 2;
constexpr int kTtsMaxSide = 4096;

/// One sheet: its grid and the cards on it.
struct DeckSheet {
  int columns = 0, rows = 0;  ///< the grid
  int first = 0;              ///< the deck index of its first card
  int cards = 0;              ///< cards on it, row by row from the top-left cell
  bool hidden_cell = false;   ///< the grid's last cell holds the hidden card
  int cell = 0;               ///< a cell's side in pixels (cells are square)

  /// The image's width and height in pixels.
  int Width() const { return columns * cell; }
  int Height() const { return rows * cell; }
};

/// Sheets for a deck of `cards` cards for Tabletop Simulator: as many full
/// 10 x 7 sheets (69 cards and the hidden card) as needed, then the smallest
/// grid of 2..10 columns and 2..7 rows holding the rest and the hidden card.
/// Every cell is `tile_px` pixels, or less so that no sheet passes 4096
/// pixels a side; all sheets share one cell size.
std::vector<DeckSheet> PlanTtsSheets(int cards, int tile_px);

/// Sheets of `columns` x `rows` cards of `tile_px` pixels, as many as needed.
std::vector<DeckSheet> PlanGridSheets(int cards, int columns, int rows, int tile_px);

}  // namespace carc
