#include "art/theme.h"

#include <cstdlib>
#include <utility>
#include <vector>

#include "base/data_dir.h"
#include "base/named_file.h"
#include "draw/text.h"
#include "spec/yaml_reader.h"

namespace carc {

namespace {

const std::vector<std::string> kTopKeys = {"name", "colors", "lines", "decoration", "fonts", "backs"};
const std::vector<std::string> kLineKeys = {"road", "road_edge", "wall", "outline", "river",
                                            "river_bank"};
const std::vector<std::string> kDecorationKeys = {"grass_tufts", "trees", "roofs", "field_patches"};
const std::vector<std::string> kFontKeys = {"family"};
const std::vector<std::string> kBackKeys = {"start_label", "frame"};

/// The colour keys and the members they set.
const std::vector<std::pair<std::string, Color Theme::*>>& ColorKeys() {
  static const std::vector<std::pair<std::string, Color Theme::*>> keys = {
      {"field", &Theme::field},
      {"field_light", &Theme::field_light},
      {"grass", &Theme::grass},
      {"tree", &Theme::tree},
      {"tree_light", &Theme::tree_light},
      {"road", &Theme::road},
      {"road_edge", &Theme::road_edge},
      {"city", &Theme::city},
      {"city_shade", &Theme::city_shade},
      {"roof", &Theme::roof},
      {"roof_dark", &Theme::roof_dark},
      {"wall", &Theme::wall},
      {"wall_top", &Theme::wall_top},
      {"shield", &Theme::shield},
      {"shield_charge", &Theme::shield_charge},
      {"building", &Theme::building},
      {"building_roof", &Theme::building_roof},
      {"village_roof", &Theme::village_roof},
      {"village_roof_dark", &Theme::village_roof_dark},
      {"building_roof_dark", &Theme::building_roof_dark},
      {"outline", &Theme::outline},
      {"cross", &Theme::cross},
      {"back", &Theme::back},
      {"back_mark", &Theme::back_mark},
      {"start_back", &Theme::start_back},
      {"start_mark", &Theme::start_mark},
      {"water", &Theme::water},
      {"water_light", &Theme::water_light},
      {"water_deep", &Theme::water_deep},
      {"shore", &Theme::shore},
      {"bridge", &Theme::bridge},
      {"river_back", &Theme::river_back},
      {"river_mark", &Theme::river_mark},
  };
  return keys;
}

int HexDigit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

/// Reads one theme file; shares the file name and diagnostics.
class ThemeParser {
 public:
  ThemeParser(const std::string& file, Theme* theme, Diagnostics* diags)
      : file_(file), theme_(theme), diags_(diags), values_(file, diags) {}

  void Parse(const YamlNode& root) {
    MapReader top(file_, root, {1, 1}, "the theme", kTopKeys, diags_);
    if (!top.ok()) return;
    if (top.Has("name")) values_.String(top.Get("name"), top.Loc("name"), "theme name", &theme_->name);
    if (top.Has("colors")) ParseColors(top.Get("colors"), top.Loc("colors"));
    if (top.Has("lines")) ParseLines(top.Get("lines"), top.Loc("lines"));
    if (top.Has("decoration")) ParseDecoration(top.Get("decoration"), top.Loc("decoration"));
    if (top.Has("fonts")) {
      MapReader fonts(file_, top.Get("fonts"), top.Loc("fonts"), "fonts", kFontKeys, diags_);
      if (fonts.ok() && fonts.Has("family"))
        values_.String(fonts.Get("family"), fonts.Loc("family"), "font family", &theme_->font);
      font_loc_ = fonts.Has("family") ? fonts.Loc("family") : top.Loc("fonts");
    }
    if (top.Has("backs")) {
      MapReader backs(file_, top.Get("backs"), top.Loc("backs"), "backs", kBackKeys, diags_);
      if (backs.ok() && backs.Has("start_label"))
        values_.String(backs.Get("start_label"), backs.Loc("start_label"), "start_label",
                       &theme_->start_label, 40);
      if (backs.ok() && backs.Has("frame"))
        values_.Bool(backs.Get("frame"), backs.Loc("frame"), "frame", &theme_->back_frame);
    }
  }

  SourceLoc font_loc() const { return font_loc_; }

 private:
  void ParseColors(const YamlNode& node, SourceLoc loc) {
    std::vector<std::string> known;
    for (const auto& [key, member] : ColorKeys()) known.push_back(key);
    MapReader map(file_, node, loc, "colors", known, diags_);
    if (!map.ok()) return;
    for (const auto& [key, member] : ColorKeys()) {
      std::string text;
      if (!map.Has(key) || !values_.String(map.Get(key), map.Loc(key), "colour " + key, &text)) continue;
      if (!ParseColor(text, &(theme_->*member)))
        values_.Error(map.Loc(key), "color",
                      "colour " + key + " must be written #rrggbb (or #rgb, #rrggbbaa), got '" +
                          text + "'");
    }
  }

  void ParseLines(const YamlNode& node, SourceLoc loc) {
    MapReader map(file_, node, loc, "lines", kLineKeys, diags_);
    if (!map.ok()) return;
    Number(map, "road", 1, 12, &theme_->road_width);
    Number(map, "road_edge", 0, 3, &theme_->road_edge_width);
    Number(map, "wall", 0.2, 4, &theme_->wall_width);
    Number(map, "outline", 0.05, 1, &theme_->line_width);
    Number(map, "river", 2, 16, &theme_->river_width);
    Number(map, "river_bank", 0, 4, &theme_->river_bank_width);
  }

  void ParseDecoration(const YamlNode& node, SourceLoc loc) {
    MapReader map(file_, node, loc, "decoration", kDecorationKeys, diags_);
    if (!map.ok()) return;
    long long n = 0;
    if (map.Has("grass_tufts") &&
        values_.Int(map.Get("grass_tufts"), map.Loc("grass_tufts"), "grass_tufts", 0, 200, &n))
      theme_->grass_tufts = int(n);
    if (map.Has("trees") && values_.Int(map.Get("trees"), map.Loc("trees"), "trees", 0, 20, &n))
      theme_->trees = int(n);
    if (map.Has("roofs")) values_.Bool(map.Get("roofs"), map.Loc("roofs"), "roofs", &theme_->roofs);
    if (map.Has("field_patches"))
      values_.Bool(map.Get("field_patches"), map.Loc("field_patches"), "field_patches",
                   &theme_->field_patches);
  }

  void Number(MapReader<YamlNode>& map, const std::string& key, double min, double max, double* out) {
    if (map.Has(key)) values_.Number(map.Get(key), map.Loc(key), "line width " + key + " (mm)", min, max, out);
  }

  std::string file_;
  Theme* theme_;
  Diagnostics* diags_;
  ValueReader values_;
  SourceLoc font_loc_;
};

}  // namespace

bool ParseColor(const std::string& text, Color* out) {
  if (text.empty() || text[0] != '#') return false;
  std::string hex = text.substr(1);
  if (hex.size() == 3) hex = {hex[0], hex[0], hex[1], hex[1], hex[2], hex[2]};
  if (hex.size() != 6 && hex.size() != 8) return false;
  double parts[4] = {0, 0, 0, 1};
  for (size_t i = 0; i < hex.size(); i += 2) {
    int hi = HexDigit(hex[i]), lo = HexDigit(hex[i + 1]);
    if (hi < 0 || lo < 0) return false;
    parts[i / 2] = (hi * 16 + lo) / 255.0;
  }
  *out = {parts[0], parts[1], parts[2], parts[3]};
  return true;
}

Status LoadTheme(const std::string& name_or_path, Theme* theme, Diagnostics* diags) {
  std::string path = FindTemplate("themes", name_or_path);
  if (path.empty())
    return Status::Io("no theme '" + name_or_path + "' (looked for a file and for templates/themes/" +
                      name_or_path + ".yaml)");
  return LoadThemeFile(path, theme, diags);
}

Status LoadNamedTheme(const std::string& name, const std::string& from, SourceLoc loc,
                      Theme* theme, Diagnostics* diags) {
  if (from.empty()) return LoadTheme(name, theme, diags);
  NamedFile named{"theme", "themes", "--theme", name, from, loc};
  return LoadNamedFile(
      named, [&](const std::string& path, Diagnostics* d) { return LoadThemeFile(path, theme, d); },
      diags);
}

Status LoadThemeFile(const std::string& path, Theme* theme, Diagnostics* diags) {
  std::string content;
  InputLimits limits;
  Status read = ReadInputFile(path, limits, &content, diags);
  if (!read.ok()) return read;
  YamlDocument doc;  // one pass of yaml-cpp's parser, limits checked as it goes
  if (!ParseYaml(path, content, limits, &doc, diags)) return Status::Diagnosed();
  YamlNode root = doc.root();
  Theme parsed;
  ThemeParser parser(path, &parsed, diags);
  parser.Parse(root);
  if (diags->HasErrors()) return Status::Diagnosed();
  Status font = CheckFont(parsed.font, "ABCabc0123" + parsed.start_label);
  if (!font.ok()) {
    return font.At(path, parser.font_loc());
  }
  *theme = parsed;
  return Status::Ok();
}

}  // namespace carc
