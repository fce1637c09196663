// The look of tiles: colours, line weights, decoration and fonts, loaded from
// templates/themes/<name>.yaml (keys: docs/theme.md). Every key is optional;
// the defaults below are the bundled `default` theme.
#pragma once

#include <string>

#include "base/diagnostic.h"
#include "base/source_loc.h"
#include "base/status.h"
#include "draw/cairo_util.h"

namespace carc {

/// Colours, line weights (mm on a 45 mm tile, scaled with the tile), decoration
/// and fonts for drawing tiles.
struct Theme {
  std::string name = "default";  ///< the theme's name

  Color field{0.43, 0.62, 0.24};         ///< field green
  Color field_light{0.55, 0.72, 0.32};   ///< lighter patches in the field
  Color grass{0.28, 0.45, 0.15};         ///< grass tufts
  Color tree{0.20, 0.40, 0.14};          ///< tree crowns
  Color tree_light{0.36, 0.56, 0.22};    ///< tree highlights
  Color road{0.95, 0.92, 0.82};          ///< road surface
  Color road_edge{0.42, 0.36, 0.27};     ///< road edges
  Color city{0.85, 0.74, 0.53};          ///< city ground (warm stone)
  Color city_shade{0.78, 0.66, 0.45};    ///< stone texture in cities
  Color roof{0.72, 0.30, 0.18};          ///< roofs (lit half)
  Color roof_dark{0.52, 0.20, 0.12};     ///< roofs (shaded half)
  Color wall{0.36, 0.30, 0.24};          ///< city wall
  Color wall_top{0.70, 0.64, 0.55};      ///< the wall's lighter coping
  Color shield{0.13, 0.30, 0.62};        ///< shield blue
  Color shield_charge{1, 1, 1};          ///< the white on the shield
  Color building{0.93, 0.89, 0.80};      ///< monastery and house walls
  Color building_roof{0.75, 0.27, 0.17}; ///< monastery roof (lit)
  Color village_roof{0.80, 0.64, 0.33};     ///< village cottages' thatch
  Color village_roof_dark{0.64, 0.48, 0.22}; ///< darker thatch on some cottages
  Color building_roof_dark{0.55, 0.18, 0.11};  ///< monastery roof (shaded)
  Color outline{0.22, 0.18, 0.14};       ///< thin outlines of buildings
  Color cross{0.98, 0.86, 0.35};         ///< the monastery's cross
  Color back{0.40, 0.28, 0.17};          ///< regular tile back
  Color back_mark{0.62, 0.48, 0.30};     ///< emblem and frame on regular backs
  Color start_back{0.13, 0.27, 0.50};    ///< the start tile's back
  Color start_mark{0.98, 0.86, 0.35};    ///< the start back's star and label
  Color water{0.31, 0.56, 0.78};         ///< river, spring and lake water
  Color water_light{0.66, 0.83, 0.94};   ///< ripples and glints on the water
  Color water_deep{0.18, 0.37, 0.58};    ///< the water's dark edge along the banks
  Color shore{0.62, 0.68, 0.40};         ///< the grassy bank strip beside the water
  Color bridge{0.79, 0.74, 0.65};        ///< bridge stone
  Color river_back{0.12, 0.20, 0.28};    ///< the river tiles' darker back
  Color river_mark{0.44, 0.61, 0.75};    ///< the river back's frame and waves

  double road_width = 4.6;   ///< road surface, mm on a 45 mm tile
  double road_edge_width = 0.45;  ///< each dark road edge, mm
  double wall_width = 1.1;   ///< city wall, mm
  double river_width = 6.4;  ///< river water, mm on a 45 mm tile
  double river_bank_width = 0.8;  ///< the bank strip on each side of the water, mm
  double line_width = 0.2;   ///< outlines of houses, shields, buildings, mm

  int grass_tufts = 26;      ///< grass tufts per tile (0 for none)
  int trees = 3;             ///< most trees per tile (0 for none)
  bool roofs = true;         ///< roofs drawn inside cities
  bool field_patches = true; ///< lighter patches in fields

  std::string font = "DejaVu Sans";  ///< labels on backs and reference sheets
  std::string start_label = "START"; ///< printed on the start tile's back ("" for none)
  /// A frame line 2.5 mm inside each back's cut. Off by default: a home
  /// duplex printer's 1 mm offset would make it visibly lopsided, while a
  /// plain colour to the cut hides any offset.
  bool back_frame = false;
};

/// Loads a theme: `name_or_path` is a YAML file or a bundled theme's name
/// (templates/themes/<name>.yaml). Problems in the file go to `diags` with
/// their positions (Invalid); a missing theme or font is Io.
Status LoadTheme(const std::string& name_or_path, Theme* theme, Diagnostics* diags);

/// Loads the theme file at `path` (no lookup of bundled names).
Status LoadThemeFile(const std::string& path, Theme* theme, Diagnostics* diags);

/// Loads the theme that file `from` (a layout) names as `name` at `loc`: a
/// bundled theme or a .yaml file beside `from` (base/named_file.h); a theme
/// that cannot be loaded is one error at `loc`, quoting nothing from it.
/// With `from` empty (a theme given on the command line) it is LoadTheme.
Status LoadNamedTheme(const std::string& name, const std::string& from, SourceLoc loc,
                      Theme* theme, Diagnostics* diags);

/// Parses "#rgb", "#rrggbb" or "#rrggbbaa". Returns false for anything else.
bool ParseColor(const std::string& text, Color* out);

}  // namespace carc
