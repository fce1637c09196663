// The words around a board picture: above it the set, the board file and
// which position this is, with the move just made and what it scored; below
// it every player's colour (a meeple), name, score and followers in hand.
#pragma once

#include <string>
#include <vector>

#include "art/meeple.h"
#include "base/units.h"
#include "draw/cairo_util.h"
#include "rules/board_position.h"

namespace carc {

/// The texts of one picture, ready to measure and draw.
class BoardLegend {
 public:
  /// The legend of `pos`, position after `pos.moves` of the moves of `board`;
  /// `colors` has one entry per player; text in `font`.
  BoardLegend(const BoardFile& board, const ShapeCatalog& catalog, const BoardPosition& pos,
              const std::vector<PlayerColor>& colors, const std::string& font);

  /// Draws the header (title, position, last move) with its top-left at `at`,
  /// wrapping at `width`; returns its height. With `draw` false only measures.
  Mm Header(cairo_t* cr, PointMm at, Mm width, bool draw = true) const;
  /// Draws the players' entries in rows across `width`; returns the height.
  Mm Scores(cairo_t* cr, PointMm at, Mm width, bool draw = true) const;
  /// The narrowest width the scores fit in without cutting an entry.
  Mm MinWidth(cairo_t* cr) const;

 private:
  /// One player's entry: the meeple and its text.
  struct Entry {
    PlayerColor color;
    std::string name, score, detail;
  };
  /// The width of `e` as drawn.
  Mm EntryWidth(cairo_t* cr, const Entry& e) const;

  std::string title_, status_;
  std::vector<std::string> lines_;  ///< the last move and what it scored
  std::vector<Entry> entries_;
  std::string font_;
};

}  // namespace carc
