#include "kit/kit_text.h"

#include <algorithm>

#include "rules/scoring_rules.h"

namespace carc {

namespace {

/// Which placeholders a group of keys may use.
enum class Scope { None, Score, Set };

struct KeyGroup {
  Scope scope;
  const char* locals;  ///< extra placeholders, space-separated
  std::vector<const char*> keys;
};

// The keys carckit reads. A language file must define exactly these.
const KeyGroup kGroups[] = {
    {Scope::None, "", {"sections.cover", "sections.tiles", "sections.scoreboard", "sections.tokens",
                       "sections.rules", "sections.blank"}},
    {Scope::None, "page", {"footer.page"}},
    {Scope::Set, "", {"footer.kit"}},
    {Scope::Set, "", {"sheets.bookmark"}},
    {Scope::None, "sheet", {"sheets.sheet", "sheets.front_label", "sheets.back_label"}},
    {Scope::None, "sheet sheets page", {"sheets.front_footer"}},
    {Scope::None, "sheet sheets page flip", {"sheets.back_footer"}},
    {Scope::None, "", {"sheets.long_edge", "sheets.short_edge"}},
    {Scope::None, "scale_mm", {"sheets.scale_bar"}},
    {Scope::Set, "",
     {"cover.subtitle", "cover.facts", "cover.with_farmers", "cover.without_farmers",
      "cover.contents", "cover.column_section", "cover.column_pages", "cover.column_print",
      "cover.single_sided", "cover.double_long_edge", "cover.double_short_edge",
      "cover.how_to_print", "cover.actual_size", "cover.all_single", "cover.paper",
      "cover.cutting", "cover.need_pieces", "cover.decimal_mark", "cover.only_new",
      "cover.only_new_pieces", "cover.title_extended", "cover.facts_only_new"}},
    {Scope::None, "", {"cover.portrait", "cover.landscape"}},
    {Scope::None, "paper orientation", {"cover.paper_one"}},
    {Scope::None, "paper portrait_pages landscape_pages portrait_count landscape_count", {"cover.paper_mixed"}},
    {Scope::None, "paper portrait_pages landscape_pages portrait_count landscape_count flip", {"cover.print_mixed"}},
    {Scope::None, "last flip blank_pages blank_count", {"cover.print_all"}},
    {Scope::None, "double_pages single_pages flip", {"cover.print_saving"}},
    {Scope::None, "items item", {"cover.list_and"}},
    {Scope::None, "first", {"cover.page_one"}},
    {Scope::None, "first last", {"cover.page_range"}},
    {Scope::None, "scale_mm", {"cover.check_scale"}},
    {Scope::None, "tile_mm", {"cover.tile_size"}},
    {Scope::None, "version", {"cover.made_with"}},
    {Scope::Score, "",
     {"scoreboard.title", "scoreboard.start", "scoreboard.how", "scoreboard.laps", "scoreboard.laps_lay_down",
      "scoreboard.cut_out"}},
    {Scope::Set, "", {"tokens.title", "tokens.legend", "tokens.legend_new", "tokens.large", "tokens.how"}},
    {Scope::Set, "",
     {"rules.title", "rules.goal",
      "rules.setup.heading", "rules.setup.tiles", "rules.setup.tiles_river", "rules.setup.pieces",
      "rules.setup.first",
      "rules.turn.heading", "rules.turn.tile", "rules.turn.follower", "rules.turn.score",
      "rules.tile.heading", "rules.tile.touch", "rules.tile.match", "rules.tile.rotate",
      "rules.tile.nowhere",
      "rules.river.heading", "rules.river.setup", "rules.river.first", "rules.river.start_with_base",
      "rules.river.start_with_river", "rules.river.continue", "rules.river.uturn",
      "rules.river.nowhere", "rules.river.followers", "rules.river.fields",
      "rules.ic.heading", "rules.ic.inn", "rules.ic.cathedral", "rules.ic.large",
      "rules.ic.large_setup", "rules.ic.sixth",
      "rules.follower.heading", "rules.follower.one", "rules.follower.thief",
      "rules.follower.knight", "rules.follower.monk", "rules.follower.farmer",
      "rules.follower.occupied", "rules.follower.occupied_farms", "rules.follower.joined",
      "rules.follower.none_left",
      "rules.scoring.heading", "rules.scoring.road", "rules.scoring.city",
      "rules.scoring.monastery", "rules.scoring.majority", "rules.scoring.return",
      "rules.scoring.return_farms", "rules.scoring.same_turn",
      "rules.track.heading", "rules.track.move", "rules.track.laps", "rules.track.laps_lay_down",
      "rules.end.heading", "rules.end.when", "rules.end.road", "rules.end.city",
      "rules.end.monastery", "rules.end.farms_last", "rules.end.winner",
      "rules.farms.heading", "rules.farms.what", "rules.farms.when", "rules.farms.owner",
      "rules.farms.points",
      "rules.table.heading", "rules.table.feature", "rules.table.complete", "rules.table.final",
      "rules.table.road", "rules.table.road_complete", "rules.table.road_final",
      "rules.table.city", "rules.table.city_complete", "rules.table.city_final",
      "rules.table.monastery", "rules.table.monastery_complete", "rules.table.monastery_final",
      "rules.table.farm", "rules.table.farm_complete", "rules.table.farm_final"}},
};

/// Placeholders only for the set-wide scope, beyond ScoreParams().
const char* const kSetTextParams[] = {"set_name", "start_tile", "start_id", "lake_id",
                                     "base_start_id", "base_name"};
const char* const kSetNumberParams[] = {"tiles",       "tile_types", "followers",       "pieces",
                                        "river_tiles", "new_tiles",  "large_followers", "players"};
/// Local number placeholders.
const char* const kLocalNumberParams[] = {"page", "first", "last", "scale_mm", "sheet", "sheets",
                                          "blank_count", "portrait_count", "landscape_count"};
/// Local text placeholders: the version and the tile size (may be fractional).
const char* const kLocalTextParams[] = {"version",      "tile_mm",      "flip", "blank_pages",
                                        "double_pages", "single_pages", "items", "item",
                                        "paper",        "orientation",  "portrait_pages", "landscape_pages"};

std::vector<std::string> Words(const char* text) {
  std::vector<std::string> out;
  std::string word;
  for (const char* p = text;; ++p) {
    if (*p == ' ' || *p == '\0') {
      if (!word.empty()) out.push_back(word);
      word.clear();
      if (*p == '\0') break;
    } else {
      word += *p;
    }
  }
  return out;
}

TextSchema BuildSchema() {
  TextSchema schema;
  std::vector<std::string> score = ScoreParams().Names();
  std::vector<std::string> set = score;
  for (const char* n : kSetTextParams) set.push_back(n);
  for (const char* n : kSetNumberParams) set.push_back(n);
  for (const std::string& n : score) schema.kinds[n] = ParamKind::Number;
  for (const char* n : kSetNumberParams) schema.kinds[n] = ParamKind::Number;
  for (const char* n : kLocalNumberParams) schema.kinds[n] = ParamKind::Number;
  for (const char* n : kSetTextParams) schema.kinds[n] = ParamKind::Text;
  for (const char* n : kLocalTextParams) schema.kinds[n] = ParamKind::Text;
  for (const KeyGroup& g : kGroups) {
    std::vector<std::string> params = g.scope == Scope::Set     ? set
                                      : g.scope == Scope::Score ? score
                                                                : std::vector<std::string>();
    for (const std::string& local : Words(g.locals)) params.push_back(local);
    for (const char* key : g.keys) schema.keys.push_back({key, params});
  }
  return schema;
}

}  // namespace

const TextSchema& KitTextSchema() {
  static const TextSchema schema = BuildSchema();
  return schema;
}

Status LoadKitTranslation(const std::string& lang, Translation* out, Diagnostics* diags) {
  return LoadTranslation(lang, KitTextSchema(), out, diags);
}

TextParams ScoreParams() {
  using namespace points;
  TextParams p;
  p.Number("road_per_tile", kRoadPerTile)
      .Number("road_per_tile_final", kRoadPerTileFinal)
      .Number("city_per_tile", kCityPerTile)
      .Number("city_per_shield", kCityPerShield)
      .Number("city_per_tile_final", kCityPerTileFinal)
      .Number("city_per_shield_final", kCityPerShieldFinal)
      .Number("monastery_complete", kMonasteryComplete)
      .Number("monastery_neighbours", kMonasteryNeighbours)
      .Number("monastery_final_base", kMonasteryFinalBase)
      .Number("monastery_per_neighbour_final", kMonasteryPerNeighbourFinal)
      .Number("farm_per_city", kFarmPerCompletedCity)
      .Number("inn_per_tile", kInnRoadPerTile)
      .Number("inn_per_tile_final", kInnRoadPerTileFinal)
      .Number("cathedral_per_tile", kCathedralCityPerTile)
      .Number("cathedral_per_shield", kCathedralCityPerShield)
      .Number("cathedral_per_tile_final", kCathedralCityPerTileFinal)
      .Number("large_weight", kLargeFollowerWeight)
      .Number("track_spaces", kScoreTrackSpaces)
      .Number("track_start", 0)
      .Number("track_last", kScoreTrackSpaces - 1)
      .Number("lap1", kScoreTrackSpaces)
      .Number("lap2", 2 * kScoreTrackSpaces);
  return p;
}

TextParams SetParams(const TileSet& set) {
  TextParams p = ScoreParams();
  const TileType* start = set.StartTile();
  const TileType* marked = set.MarkedStart();
  std::string lake;
  int river_tiles = 0, new_tiles = 0;
  for (const TileType& t : set.tiles) {
    if (t.IsLake()) lake = t.id;
    river_tiles += t.HasWater() ? t.count : 0;
    new_tiles += t.inherited ? std::max(0, t.count - t.base_count) : t.count;
  }
  p.Number("tiles", set.TileCount())
      .Number("tile_types", long(set.tiles.size()))
      .Number("followers", set.followers)
      .Number("pieces", set.followers + 1)
      .Number("large_followers", set.large_followers)
      .Number("players", set.max_players)
      .Number("river_tiles", river_tiles)
      .Number("new_tiles", new_tiles)
      .Text("set_name", set.name.empty() ? set.id : set.name)
      .Text("start_tile", start ? start->name : "")
      .Text("start_id", start ? start->id : "")
      .Text("lake_id", lake)
      .Text("base_start_id", marked ? marked->id : set.marked_start_id)
      .Text("base_name", set.base_name.empty() ? set.base_id : set.base_name);
  return p;
}

std::string PartTitle(const Translation& tr, KitPart part) {
  switch (part) {
    case KitPart::Cover: return tr.Text("sections.cover");
    case KitPart::Tiles: return tr.Text("sections.tiles");
    case KitPart::Scoreboard: return tr.Text("sections.scoreboard");
    case KitPart::Tokens: return tr.Text("sections.tokens");
    case KitPart::Rules: return tr.Text("sections.rules");
  }
  return "";
}

std::string PartPageLabel(const Translation& tr, KitPart part, int index, int count) {
  std::string title = PartTitle(tr, part);
  return count > 1 ? title + " " + std::to_string(index) : title;
}

std::string KitTitle(const TileSet& set, const Translation& tr) {
  if (!set.extends.empty() && !set.only_new) return tr.Text("cover.title_extended", SetParams(set));
  return set.name.empty() ? set.id : set.name;
}

}  // namespace carc
