#include "art/board_art.h"

#include <cmath>
#include <set>

#include "art/tile_art.h"
#include "draw/text.h"

namespace carc {

namespace {

const Color kTable{0.93, 0.91, 0.86, 1};  ///< behind the tiles
const Color kSeam{0.20, 0.17, 0.12, 0.55};  ///< the gap between neighbouring tiles
const Color kEmptyCell{0.55, 0.52, 0.46, 1};  ///< --grid outlines of empty cells

/// The cell of board coordinates (x, y).
RectMm CellRect(const CellBox& box, PointMm origin, Mm tile, int x, int y) {
  return {origin.x + tile * double(x - box.x0), origin.y + tile * double(y - box.y0), tile, tile};
}

/// "[1, -2]", as a board file's `at` writes the cell.
std::string CoordText(int x, int y) { return "[" + std::to_string(x) + ", " + std::to_string(y) + "]"; }

/// Draws `text` with its top-left at `at` (centred on it when `centre`), on a
/// pale plate when `plate` so that it reads on any art.
void Label(cairo_t* cr, const std::string& text, const TextStyle& style, PointMm at, bool centre, bool plate) {
  LayoutPtr layout = MakeLayout(cr, text, style, Mm(0), Align::Left);
  SizeMm size = LayoutSize(layout.get());
  RectMm box{at.x, at.y, size.w, size.h};
  if (centre) box = {at.x - size.w / 2, at.y - size.h / 2, size.w, size.h};
  SaveGuard guard(cr);
  if (plate) {
    Mm pad = size.h * 0.25;
    Rectangle(cr, {box.x - pad, box.y - pad * 0.4, box.w + pad * 2, box.h + pad * 0.8});
    SetColor(cr, {1, 1, 1, 0.78});
    cairo_fill(cr);
  }
  SetColor(cr, style.color);
  MoveTo(cr, box.x, box.y);
  pango_cairo_show_layout(cr, layout.get());
}

}  // namespace

BoardArt::BoardArt(const ShapeCatalog& catalog, const Theme& theme, const TileImages& images)
    : catalog_(catalog), theme_(theme), images_(images), spots_(catalog.set()) {}

cairo_surface_t* BoardArt::Face(int type, int quarters, Mm tile) {
  if (std::abs(recorded_mm_ - tile.v) > 1e-9) {
    faces_.clear();
    recorded_mm_ = tile.v;
  }
  SurfacePtr& face = faces_[{type, quarters}];
  if (!face) {
    const TileType& t = catalog_.set().tiles[size_t(type)];
    auto image = images_.find(t.id);
    face = RecordTileFront(t, theme_, tile, Mm(0), image == images_.end() ? nullptr : image->second.get(),
                           quarters);
  }
  return face.get();
}

void BoardArt::Draw(cairo_t* cr, const BoardPosition& pos, const CellBox& box, PointMm origin,
                    const BoardArtOptions& o, const std::vector<PlayerColor>& colors) {
  SaveGuard guard(cr);
  Rectangle(cr, {origin.x, origin.y, o.tile * double(box.Width()), o.tile * double(box.Height())});
  SetColor(cr, kTable);
  cairo_fill(cr);
  for (const PositionTile& t : pos.tiles) {
    RectMm cell = CellRect(box, origin, o.tile, t.x, t.y);
    SaveGuard clip(cr);
    Rectangle(cr, cell);
    cairo_clip(cr);
    cairo_set_source_surface(cr, Face(t.type, t.quarters, o.tile), cell.x.pt(), cell.y.pt());
    cairo_paint(cr);
    Rectangle(cr, cell);  // the seam: real tiles show their edges
    SetColor(cr, kSeam);
    SetLineWidth(cr, o.tile * 0.012);
    cairo_stroke(cr);
  }
  if (o.highlight >= 0 && o.highlight < int(pos.tiles.size())) {
    const PositionTile& t = pos.tiles[size_t(o.highlight)];
    RectMm cell = CellRect(box, origin, o.tile, t.x, t.y);
    Mm w = o.tile * 0.04;
    Rectangle(cr, {cell.x + w / 2, cell.y + w / 2, cell.w - w, cell.h - w});
    SetColor(cr, t.player >= 0 ? colors[size_t(t.player)].fill : Color{1, 1, 1, 1});
    SetLineWidth(cr, w);
    cairo_stroke(cr);
  }
  for (const PositionFollower& f : pos.followers) {
    const PositionTile& t = pos.tiles[size_t(f.tile)];
    DrawFollower(cr, pos, f, CellRect(box, origin, o.tile, t.x, t.y), colors[size_t(f.player)]);
  }
  if (o.grid) DrawGrid(cr, pos, box, origin, o.tile);
}

void BoardArt::DrawFollower(cairo_t* cr, const BoardPosition& pos, const PositionFollower& f,
                            const RectMm& cell, const PlayerColor& color) {
  const PositionTile& t = pos.tiles[size_t(f.tile)];
  const Segment& segment = catalog_.Get(t.type, t.quarters).segments[size_t(f.segment)];
  Vec spot = spots_.Spot(t.type, t.quarters, segment);
  PointMm at{cell.x + cell.w * spot.x, cell.y + cell.h * spot.y};
  // The large follower stands out by its size, as on the table.
  Mm height = MeepleHeight(cell.w) * (f.large ? 1.3 : 1.0);
  bool lying = f.kind == FeatureKind::Field;
  {
    // A soft shadow lifts the piece off the tile, as a real one stands out.
    SaveGuard shadow(cr);
    cairo_push_group(cr);
    PlayerColor black{"", {0, 0, 0, 1}, {0, 0, 0, 1}};
    DrawMeepleAt(cr, black, {at.x + height * 0.04, at.y + height * 0.06}, height, lying);
    cairo_pop_group_to_source(cr);
    cairo_paint_with_alpha(cr, 0.28);
  }
  DrawMeepleAt(cr, color, at, height, lying);
}

void BoardArt::DrawGrid(cairo_t* cr, const BoardPosition& pos, const CellBox& box, PointMm origin, Mm tile) {
  std::set<std::pair<int, int>> taken;
  for (const PositionTile& t : pos.tiles) taken.insert({t.x, t.y});
  TextStyle style;
  style.family = theme_.font;
  style.size_pt = tile.v * 0.16;
  style.color = {0.15, 0.15, 0.15, 1};
  for (const PositionTile& t : pos.tiles) {
    RectMm cell = CellRect(box, origin, tile, t.x, t.y);
    Mm in = tile * 0.05;
    Label(cr, CoordText(t.x, t.y), style, {cell.x + in, cell.y + in}, false, true);
  }
  SaveGuard guard(cr);
  double dash[] = {(tile * 0.04).pt(), (tile * 0.03).pt()};
  style.color = kEmptyCell;
  // Only the empty cells beside a tile, where the next one may go: a board
  // that reaches far (a staircase) has a box of millions of empty cells,
  // and outlining them all cost memory and time with the box, not the tiles.
  std::set<std::pair<int, int>> empty;
  const int dx[] = {0, 1, 0, -1}, dy[] = {-1, 0, 1, 0};
  for (const PositionTile& t : pos.tiles)
    for (int side = 0; side < 4; ++side) {
      std::pair<int, int> cell{t.x + dx[side], t.y + dy[side]};
      if (!taken.count(cell) && cell.first >= box.x0 && cell.first <= box.x1 &&
          cell.second >= box.y0 && cell.second <= box.y1)
        empty.insert(cell);
    }
  if (pos.tiles.empty()) empty.insert({box.x0, box.y0});
  for (const auto& [x, y] : empty) {
      RectMm cell = CellRect(box, origin, tile, x, y);
      Mm in = tile * 0.03;
      Rectangle(cr, {cell.x + in, cell.y + in, cell.w - in * 2, cell.h - in * 2});
      cairo_set_dash(cr, dash, 2, 0);
      SetColor(cr, kEmptyCell);
      SetLineWidth(cr, tile * 0.008);
      cairo_stroke(cr);
      Label(cr, CoordText(x, y), style, {cell.x + cell.w / 2, cell.y + cell.h / 2}, true, false);
    }
}

}  // namespace carc
