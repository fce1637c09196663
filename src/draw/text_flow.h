// Flowing text through columns and pages: headings, paragraphs, list items
// and table rows, measured with Pango. A block that does not fit the rest of
// a column moves on, or splits between lines; nothing runs past a column.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "base/units.h"
#include "draw/cairo_util.h"

namespace carc {

/// One block of flowing text. All text is Pango markup (user text escaped).
struct FlowBlock {
  /// What the block is.
  enum class Kind { Heading, Paragraph, Item, TableRow };
  Kind kind = Kind::Paragraph;
  std::string markup;              ///< Heading, Paragraph, Item: the text
  std::string marker;              ///< Item: "•", "1." ...
  std::vector<std::string> cells;  ///< TableRow: one text per cell
  bool header = false;             ///< TableRow: the table's header row
};

/// How flowing text looks.
struct FlowStyle {
  std::string family = "DejaVu Sans";
  double body_pt = 9.5;                   ///< paragraphs, items, table
  double heading_pt = 11.5;
  Color text{0.1, 0.1, 0.1, 1};
  Color heading{0.45, 0.16, 0.08, 1};
  Color table_header{0.93, 0.87, 0.75, 1};
  Color rule{0.55, 0.45, 0.35, 1};
  std::vector<double> table_columns{0.25, 0.375, 0.375};  ///< cell widths, fractions of the column
};

/// Where one block, or a run of its lines, goes.
struct FlowPlacement {
  int block = 0;       ///< index into the blocks
  int column = 0;      ///< index of the column
  Mm y;                ///< top of the placed part
  int first_line = 0;  ///< first line placed
  int end_line = 0;    ///< one past the last line placed (all lines when whole)
  Mm top;              ///< offset of first_line's top inside the block
  Mm height;           ///< height of the placed part
};

/// The blocks of a flow as measured, with their Pango layouts: drawing the
/// flow draws these rather than laying the text out again.
struct MeasuredBlocks;

/// A flow's placements and how many columns it used.
struct FlowResult {
  std::vector<FlowPlacement> placements;
  int columns_used = 0;
  Mm end;  ///< where the text ends in the last column used (its bottom if nothing more fitted)
  std::shared_ptr<const MeasuredBlocks> measured;  ///< the blocks' layouts
};

/// The rectangle of column `i` (0, 1, 2, ...); all columns have one width.
using ColumnFn = std::function<RectMm(int)>;

/// Flows `blocks` through the columns, measuring on `cr`. `before`, when
/// given, is a flow of the same blocks in the same style: its measurements
/// are used again if they were made on a context like `cr` and as wide as
/// these columns (so placing a measured text elsewhere lays nothing out).
FlowResult FlowBlocks(cairo_t* cr, const std::vector<FlowBlock>& blocks, const FlowStyle& style,
                      const ColumnFn& column, const FlowResult* before = nullptr);

/// Draws the placements that lie in columns [first, end), with the flow's
/// own layouts when they were measured on a context like `cr` (the same font
/// options and scale) and as wide as the columns; else measures again.
void DrawFlow(cairo_t* cr, const std::vector<FlowBlock>& blocks, const FlowStyle& style,
              const FlowResult& flow, const ColumnFn& column, int first, int end);

}  // namespace carc
