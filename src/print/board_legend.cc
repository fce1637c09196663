#include "print/board_legend.h"

#include <algorithm>
#include <filesystem>

#include "base/text_util.h"
#include "draw/text.h"

namespace carc {

namespace {

constexpr Mm kIcon = Mm(6);        ///< the meeple beside a player's name
constexpr Mm kEntryGap = Mm(7);    ///< between entries on a row
constexpr Mm kRowGap = Mm(2);      ///< between rows of entries
constexpr Mm kLineGap = Mm(0.8);   ///< between header lines

TextStyle Style(const std::string& font, double pt, bool bold, double grey = 0.1) {
  TextStyle s;
  s.family = font;
  s.size_pt = pt;
  s.bold = bold;
  s.color = {grey, grey, grey, 1};
  return s;
}

std::string Points(int n) { return std::to_string(n) + (n == 1 ? " point" : " points"); }

std::string Position(const BoardPosition& pos, int total) {
  std::string out = "After move " + std::to_string(pos.moves) + " of " + std::to_string(total);
  return out + (pos.final_scoring ? ", with the final scoring" : ", during play");
}

}  // namespace

BoardLegend::BoardLegend(const BoardFile& board, const ShapeCatalog& catalog, const BoardPosition& pos,
                         const std::vector<PlayerColor>& colors, const std::string& font)
    : font_(font) {
  const TileSet& set = catalog.set();
  title_ = (set.name.empty() ? set.id : set.name) + " \u00b7 " +
           std::filesystem::path(board.path).filename().string();
  status_ = Position(pos, int(board.moves.size()));
  lines_.push_back("Move " + std::to_string(pos.moves) + " \u00b7 " + DescribeMove(board, catalog, pos.moves));
  // What scored, one paragraph each for the move and the final scoring;
  // features that scored nothing (a farm by no completed city) are left out.
  std::vector<std::string> during, final;
  for (const ScoreEvent& e : pos.scored)
    if (e.points > 0) (e.final_scoring ? final : during).push_back(DescribeScore(e, board.players));
  if (!during.empty()) lines_.push_back("Scored: " + Join(during, " \u00b7 "));
  if (!final.empty()) lines_.push_back("Final scoring: " + Join(final, " \u00b7 "));
  for (size_t p = 0; p < board.players.size(); ++p) {
    const PlayerScore& s = pos.scores[p];
    Entry e{colors[p], board.players[p], Points(pos.final_scoring ? s.Total() : s.InPlay()), ""};
    if (pos.final_scoring) e.detail = std::to_string(s.InPlay()) + " in play + " + std::to_string(s.Final()) + " final";
    else e.detail = std::to_string(pos.supply[p]) + (pos.supply[p] == 1 ? " follower" : " followers") + " in hand";
    entries_.push_back(e);
  }
}

Mm BoardLegend::Header(cairo_t* cr, PointMm at, Mm width, bool draw) const {
  Mm y = at.y;
  auto line = [&](const std::string& text, const TextStyle& style) {
    LayoutPtr layout = MakeLayout(cr, text, style, width, Align::Left);
    if (draw) {
      SaveGuard guard(cr);
      SetColor(cr, style.color);
      MoveTo(cr, at.x, y);
      pango_cairo_show_layout(cr, layout.get());
    }
    y += LayoutSize(layout.get()).h + kLineGap;
  };
  // Sizes a reader takes in at arm's length on a printed page: the title as
  // a heading, the position and the last move in body text.
  line(title_, Style(font_, 14, true));
  line(status_, Style(font_, 11, false, 0.25));
  for (const std::string& l : lines_) line(l, Style(font_, 10, false, 0.3));
  return y - at.y;
}

Mm BoardLegend::EntryWidth(cairo_t* cr, const Entry& e) const {
  LayoutPtr name = MakeLayout(cr, e.name + "  " + e.score, Style(font_, 11, true), Mm(0), Align::Left);
  LayoutPtr detail = MakeLayout(cr, e.detail, Style(font_, 9, false, 0.35), Mm(0), Align::Left);
  return kIcon + Mm(1.5) + std::max(LayoutSize(name.get()).w, LayoutSize(detail.get()).w);
}

Mm BoardLegend::MinWidth(cairo_t* cr) const {
  Mm widest{0};
  for (const Entry& e : entries_) widest = std::max(widest, EntryWidth(cr, e));
  return widest;
}

Mm BoardLegend::Scores(cairo_t* cr, PointMm at, Mm width, bool draw) const {
  Mm x = at.x, y = at.y, row = Mm(0);
  for (const Entry& e : entries_) {
    Mm w = EntryWidth(cr, e);
    if (x > at.x && x + w > at.x + width) {
      x = at.x;
      y += row + kRowGap;
      row = Mm(0);
    }
    TextStyle bold = Style(font_, 11, true), small = Style(font_, 9, false, 0.35);
    LayoutPtr name = MakeLayout(cr, e.name + "  " + e.score, bold, Mm(0), Align::Left);
    LayoutPtr detail = MakeLayout(cr, e.detail, small, Mm(0), Align::Left);
    Mm h = std::max(kIcon, LayoutSize(name.get()).h + LayoutSize(detail.get()).h);
    if (draw) {
      DrawMeepleFigure(cr, e.color, {x, y + (h - kIcon) / 2, kIcon, kIcon});
      SaveGuard guard(cr);
      SetColor(cr, bold.color);
      MoveTo(cr, x + kIcon + Mm(1.5), y);
      pango_cairo_show_layout(cr, name.get());
      SetColor(cr, small.color);
      MoveTo(cr, x + kIcon + Mm(1.5), y + LayoutSize(name.get()).h);
      pango_cairo_show_layout(cr, detail.get());
    }
    row = std::max(row, h);
    x += w + kEntryGap;
  }
  return y + row - at.y;
}

}  // namespace carc
