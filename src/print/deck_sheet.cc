#include "print/deck_sheet.h"

#include <algorithm>

namespace carc {

namespace {

/// The smallest allowed grid with at least `cells` cells; the wider on a tie.
void SmallestGrid(int cells, int* columns, int* rows) {
  int best = 1 << 30;
  for (int r = kTtsMinRows; r <= kTtsMaxRows; ++r)
    for (int c = std::max(r, kTtsMinColumns); c <= kTtsMaxColumns; ++c) {
      if (c * r < cells || c * r >= best) continue;
      best = c * r;
      *columns = c;
      *rows = r;
    }
}

}  // namespace

std::vector<DeckSheet> PlanTtsSheets(int cards, int tile_px) {
  const int per_sheet = kTtsMaxColumns * kTtsMaxRows - 1;
  std::vector<DeckSheet> sheets;
  for (int first = 0; first < cards; first += per_sheet) {
    DeckSheet s;
    s.first = first;
    s.cards = std::min(per_sheet, cards - first);
    s.hidden_cell = true;
    SmallestGrid(s.cards + 1, &s.columns, &s.rows);
    sheets.push_back(s);
  }
  int cell = tile_px;
  for (const DeckSheet& s : sheets) cell = std::min({cell, kTtsMaxSide / s.columns, kTtsMaxSide / s.rows});
  for (DeckSheet& s : sheets) s.cell = std::max(1, cell);
  return sheets;
}

std::vector<DeckSheet> PlanGridSheets(int cards, int columns, int rows, int tile_px) {
  std::vector<DeckSheet> sheets;
  int per_sheet = columns * rows;
  for (int first = 0; per_sheet > 0 && first < cards; first += per_sheet)
    sheets.push_back({columns, rows, first, std::min(per_sheet, cards - first), false, tile_px});
  return sheets;
}

}  // namespace carc
