#include "report/play_report_data.h"

#include <unordered_map>

#include "report/report_style.h"
#include "spec/shape_key.h"

namespace carc {

namespace {

/// Sets side by side: the kit's brown, then colours apart from the seats'.
const Color kSetColors[] = {{0.45, 0.16, 0.08, 1}, {0.05, 0.45, 0.50, 1}, {0.48, 0.26, 0.60, 1},
                            {0.55, 0.50, 0.05, 1}, {0.30, 0.30, 0.30, 1}};

}  // namespace

std::vector<TypeRow> TypeRows(const std::vector<const TileSet*>& sets, size_t count) {
  bool compare = count > 1;
  std::vector<TypeRow> rows;
  std::unordered_map<std::string, std::vector<size_t>> rows_of;  // by key, in row order
  for (size_t s = 0; s < count; ++s) {
    const TileSet& set = *sets[s];
    std::unordered_map<std::string, size_t> next;  // by key: the first of its rows this set may fill
    std::vector<size_t> order(set.tiles.size());
    for (size_t t = 0; t < order.size(); ++t) order[t] = t;
    if (s == 0) order = OwnTypesFirst(set);
    for (size_t t : order) {
      std::string key = compare ? ShapeKey(set.tiles[t]) : std::to_string(t);
      std::vector<size_t>& candidates = rows_of[key];
      size_t& i = next[key];
      while (i < candidates.size() && rows[candidates[i]].types[s] >= 0) ++i;
      if (i == candidates.size()) {
        rows.push_back({std::vector<int>(count, -1)});
        candidates.push_back(rows.size() - 1);
      }
      rows[candidates[i++]].types[s] = int(t);
    }
  }
  return rows;
}

SummaryReference ReferenceOf(const std::vector<SimulationResult>& results,
                             const std::vector<const TileSet*>& sets, const SimulationResult* played_base) {
  const TileSet& first = *sets[0];
  for (size_t i = 1; i < results.size(); ++i)
    if (!first.base_id.empty() && sets[i]->id == first.base_id) return {&results[i], false};
  if (results.size() > 1) return {&results[1], false};
  return {played_base, played_base != nullptr};
}

Color SetColor(size_t set) { return kSetColors[set % (sizeof kSetColors / sizeof kSetColors[0])]; }

Color FeatureColor(const Theme& theme, FeatureKind kind) {
  switch (kind) {
    case FeatureKind::Road: return {0.62, 0.53, 0.38, 1};
    case FeatureKind::City: return theme.roof;
    case FeatureKind::Monastery: return theme.shield;
    case FeatureKind::Field: return theme.field;
  }
  return kReportGrey;
}

Color TerrainColor(const Theme& theme, Terrain terrain) {
  switch (terrain) {
    case Terrain::Field: return theme.field;
    case Terrain::Road: return FeatureColor(theme, FeatureKind::Road);
    case Terrain::City: return theme.roof;
    case Terrain::Water: return theme.water;
  }
  return kReportGrey;
}

}  // namespace carc
