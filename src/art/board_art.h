// The landscape of a game position: every placed tile with the set's tile art
// at its cell and rotation, the followers as meeples in their players'
// colours on their features (farmers lying in their fields), the tile just
// placed framed, and on request every cell labelled with its coordinates.
#pragma once

#include <map>
#include <utility>
#include <vector>

#include "art/follower_spot.h"
#include "art/meeple.h"
#include "art/theme.h"
#include "art/tile_image.h"
#include "rules/board_position.h"
#include "spec/tile.h"

namespace carc {

/// How the landscape is drawn.
struct BoardArtOptions {
  Mm tile{45};            ///< the side of a cell
  bool grid = false;      ///< label every tile with its [x, y]; outline and label the empty cells beside them
  int highlight = -1;     ///< the tile (index into BoardPosition::tiles) to frame; -1 for none
};

/// Draws positions of games played with one set; tile art is recorded once
/// per tile type and rotation and reused for every copy and every position.
class BoardArt {
 public:
  /// Art for the set of `catalog` with `theme` and the set's own `images`;
  /// all must outlive this.
  BoardArt(const ShapeCatalog& catalog, const Theme& theme, const TileImages& images);

  /// Draws the cells of `box` with the tiles and followers of `pos`, the
  /// top-left corner of cell (box.x0, box.y0) at `origin`, in the colours
  /// `colors` (one per player).
  void Draw(cairo_t* cr, const BoardPosition& pos, const CellBox& box, PointMm origin,
            const BoardArtOptions& options, const std::vector<PlayerColor>& colors);

  /// The height of a meeple on a cell of side `tile`.
  static Mm MeepleHeight(Mm tile) { return tile * 0.36; }

 private:
  /// The recorded face of `type` turned `quarters`, at cell size `tile`.
  cairo_surface_t* Face(int type, int quarters, Mm tile);
  /// Draws one follower of `pos` on its tile's cell `cell`.
  void DrawFollower(cairo_t* cr, const BoardPosition& pos, const PositionFollower& f,
                    const RectMm& cell, const PlayerColor& color);
  /// Labels and outlines for --grid.
  void DrawGrid(cairo_t* cr, const BoardPosition& pos, const CellBox& box, PointMm origin, Mm tile);

  const ShapeCatalog& catalog_;
  const Theme& theme_;
  const TileImages& images_;
  FollowerSpots spots_;
  double recorded_mm_ = 0;  ///< the cell size the faces were recorded at
  std::map<std::pair<int, int>, SurfacePtr> faces_;
};

}  // namespace carc
