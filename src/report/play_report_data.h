// What the pages of the play-test report share: the runs and sets drawn,
// the rows of the tile table, the first page's summary, and the colours of
// sets and feature kinds.
#pragma once

#include <string>
#include <vector>

#include "art/theme.h"
#include "draw/cairo_util.h"
#include "play/simulate.h"
#include "report/designer_summary.h"
#include "spec/tile.h"

namespace carc {

/// One row of the tile table: the type of each set shown in it, -1 where a
/// set has none. Compared sets are matched by what their tiles show (edges
/// and features, in any rotation: ShapeKey), never by their letters, which
/// mean different tiles in different sets.
struct TypeRow {
  std::vector<int> types;  ///< by set
};

/// The rows of the tile table for the first `count` of `sets` (compared
/// when more than one): one per type of a single set, its own types first
/// (OwnTypesFirst); for compared sets one per shape, in that order of the
/// first set, then the shapes only later sets have. A shape a set has
/// twice fills two rows, matched in order. Linear in the types: each key's rows are kept in order, and each set
/// fills them from the first it has not filled yet (a scan of every row
/// for every type made 10 000 types a quadratic 50 million comparisons, on
/// every page).
std::vector<TypeRow> TypeRows(const std::vector<const TileSet*>& sets, size_t count);

/// What the designer's page compares the first set with: the base among
/// the compared sets, else the first set compared, else the base the
/// report played itself (`played_base`), else nothing.
SummaryReference ReferenceOf(const std::vector<SimulationResult>& results,
                             const std::vector<const TileSet*>& sets, const SimulationResult* played_base);

/// Everything the report's drawing functions share.
struct PlayReportData {
  /// The report of `results` (one per set of `sets`), drawn with `theme`;
  /// `played_base` as WritePlayReport takes it.
  PlayReportData(const std::vector<SimulationResult>* results, const std::vector<const TileSet*>* sets,
                 const Theme* theme, const SimulationResult* played_base)
      : results(results),
        sets(sets),
        theme(theme),
        rows(TypeRows(*sets, results->size())),
        summary(SummarizeForDesigner(results->at(0), *sets->at(0), ReferenceOf(*results, *sets, played_base))) {}
  const std::vector<SimulationResult>* results;  ///< one per set drawn
  const std::vector<const TileSet*>* sets;       ///< the sets, in the same order
  const Theme* theme;                            ///< the tiles' colours and art
  std::vector<TypeRow> rows;  ///< the tile table's rows, made once for every page
  DesignerSummary summary;    ///< the first page's words and figures
  /// The number of sets drawn.
  size_t size() const { return results->size(); }
  /// Whether several sets are drawn side by side (--compare, --ablate).
  bool compare() const { return results->size() > 1; }
  /// The run of set `i`.
  const SimulationResult& at(size_t i) const { return (*results)[i]; }
};

/// The colour of compared set `set`: the kit's brown, then colours apart from the seats'.
Color SetColor(size_t set);

/// The colour of a feature kind, taken from the tiles' own art.
Color FeatureColor(const Theme& theme, FeatureKind kind);

/// The colour of an edge terrain, from the tiles' own art.
Color TerrainColor(const Theme& theme, Terrain terrain);

}  // namespace carc
