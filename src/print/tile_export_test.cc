// Whole-set export read back: file names and count, manifest, pixel sizes
// for a resolution and bleed, and deck sheets measured cell by cell.
#include "print/tile_export.h"

#include <gtest/gtest.h>

#include <filesystem>

#include "base/test_util.h"
#include "draw/raster.h"
#include "spec/spec_loader.h"

namespace carc {
namespace {

using test_support::ReadFile;
using test_support::TempDir;

TileSet Load(const std::string& path) {
  TileSet set;
  Diagnostics diags;
  EXPECT_TRUE(LoadValidTileSet(path, &set, &diags).ok());
  return set;
}

TileSet Bundled(const std::string& name) { return Load(test_support::SourceDir() + "/tilesets/" + name + ".yaml"); }

std::vector<std::string> Names(const std::string& dir) {
  std::vector<std::string> out;
  for (const auto& e : std::filesystem::directory_iterator(dir)) out.push_back(e.path().filename().string());
  std::sort(out.begin(), out.end());
  return out;
}

/// A flat theme: plain fields pure green, backs pure blue, the start back red.
Theme Flat() {
  Theme t;
  t.field = {0, 0.8, 0, 1};
  t.grass_tufts = 0;
  t.trees = 0;
  t.field_patches = false;
  t.back = t.back_mark = {0, 0, 0.8, 1};
  t.start_back = t.start_mark = {0.8, 0, 0, 1};
  t.start_label = "";
  return t;
}

TEST(TileExportTest, OneFilePerTypeAtTheResolutionWithBleed) {
  TempDir tmp;
  TileSet set = Bundled("base-c1");
  ExportOptions o;
  o.dpi = 254;  // 10 pixels a millimetre
  o.bleed = Mm(2);
  ExportResult r;
  ASSERT_TRUE(ExportTiles(tmp.Path("x"), set, Theme(), o, &r).ok());
  std::vector<std::string> want;
  for (char c = 'A'; c <= 'X'; ++c) want.push_back(std::string(1, c) + ".png");
  want.insert(want.end(), {"back.png", "manifest.json", "start-back.png"});
  std::sort(want.begin(), want.end());
  EXPECT_EQ(Names(tmp.Path("x")), want);
  EXPECT_EQ(r.FileCount(), 27);
  for (std::string f : {"D.png", "back.png", "start-back.png"}) {
    Raster png = ReadPng(tmp.Path("x/" + f));
    EXPECT_EQ(png.width, 490) << f;  // (45 + 2 x 2) mm at 10 px/mm
    EXPECT_EQ(png.height, 490) << f;
  }
  std::string manifest = ReadFile(tmp.Path("x/manifest.json"));
  EXPECT_NE(manifest.find(R"("tile_mm": 45,
  "bleed_mm": 2,
  "dpi": 254,
  "tile_count": 72,)"), std::string::npos) << manifest;
  EXPECT_NE(manifest.find(R"(      "id": "D",
      "name": "City cap with straight road",
      "count": 4,
      "edges": "CRFR",
      "start": true,
      "features": {
        "monastery": false,
        "cities": [
          {
            "sides": ["N"],
            "shields": 0
          }
        ],
        "roads": [
          {
            "sides": ["E", "W"],
            "end": null
          }
        ],
        "fields": [
          ["En", "Wn"],
          ["Es", "Se", "Sw", "Ws"]
        ]
      },
      "summary": "city N; road E–W; 2 fields",
      "files": [
        {
          "file": "D.png",
          "pixels": [490, 490],
          "size_mm": [49, 49]
        }
      ]
)"), std::string::npos) << manifest;
  EXPECT_NE(manifest.find(R"("start_back": {
      "file": "start-back.png",)"), std::string::npos);
  EXPECT_NE(manifest.find(R"("sheets": [])"), std::string::npos);
}

TEST(TileExportTest, CopiesAndTheirBacksAreFilesOfTheirOwn) {
  TempDir tmp;
  TileSet set = Bundled("pnp-demo");
  ExportOptions o;
  o.format = ExportFormat::Svg;
  o.copies = true;
  o.backs = true;
  ExportResult r;
  ASSERT_TRUE(ExportTiles(tmp.Path("x"), set, Theme(), o, &r).ok());
  // 48 copies, each with its back, the two backs and the manifest.
  EXPECT_EQ(Names(tmp.Path("x")).size(), 48u * 2 + 3);
  EXPECT_EQ(r.FileCount(), 99);
  const TileType* d = set.Find("D");
  ASSERT_GE(d->count, 2);
  EXPECT_EQ(ReadFile(tmp.Path("x/D-1.svg")), ReadFile(tmp.Path("x/D-2.svg")));
  // The first copy of the start tile has the start back; the others the regular one.
  EXPECT_EQ(ReadFile(tmp.Path("x/D-1-back.svg")), ReadFile(tmp.Path("x/start-back.svg")));
  EXPECT_EQ(ReadFile(tmp.Path("x/D-2-back.svg")), ReadFile(tmp.Path("x/back.svg")));
  std::string manifest = ReadFile(tmp.Path("x/manifest.json"));
  EXPECT_NE(manifest.find(R"("file": "D-2-back.svg",
          "pixels": null,
          "size_mm": [45, 45])"), std::string::npos) << manifest;
}

TEST(TileExportTest, TtsSheetsMeasuredCellByCell) {
  TempDir tmp;
  std::string spec = tmp.Path("plain.yaml");
  test_support::WriteFile(spec, "set:\n  name: Plain\ntiles:\n  - {id: P, count: 5, start: true, edges: FFFF}\n");
  TileSet set = Load(spec);
  ExportOptions o;
  o.sheet = SheetKind::Tts;
  o.dpi = 25.4 * 2;  // 2 px/mm: 90-pixel cells
  o.backs = true;
  ExportResult r;
  ASSERT_TRUE(ExportTiles(tmp.Path("tts"), set, Flat(), o, &r).ok());
  ASSERT_EQ(r.sheets.size(), 1u);
  Raster face = ReadPng(tmp.Path("tts/tts-1.png")), back = ReadPng(tmp.Path("tts/tts-1-back.png"));
  // 5 cards and the hidden card: a 3 x 2 grid of 90-pixel cells.
  ASSERT_EQ(face.width, 270);
  ASSERT_EQ(face.height, 180);
  auto at = [](const Raster& img, int cell, int dx, int dy) {
    int x = (cell % 3) * 90 + dx, y = (cell / 3) * 90 + dy;
    return std::vector<int>{img.At(x, y, 0), img.At(x, y, 1), img.At(x, y, 2)};
  };
  std::vector<int> green{0, 204, 0}, blue{0, 0, 204}, red{204, 0, 0};
  for (int cell = 0; cell < 5; ++cell)
    for (auto d : {std::pair<int, int>{1, 1}, {88, 88}, {45, 45}}) EXPECT_EQ(at(face, cell, d.first, d.second), green) << cell;
  EXPECT_EQ(at(face, 5, 2, 2), blue);  // the hidden card: the back, edge to edge
  EXPECT_EQ(at(face, 5, 87, 87), blue);
  EXPECT_EQ(at(back, 0, 3, 3), red);  // unique backs: the start tile's is marked
  for (int cell = 1; cell < 6; ++cell) EXPECT_EQ(at(back, cell, 3, 3), blue) << cell;
  std::string manifest = ReadFile(tmp.Path("tts/manifest.json"));
  EXPECT_NE(manifest.find(R"("tts": {
        "type": "Rectangle",
        "face": "tts-1.png",
        "back": "tts-1-back.png",
        "unique_backs": true,
        "width": 3,
        "height": 2,
        "number": 5,
        "sideways": false,
        "back_is_hidden": false
      })"), std::string::npos) << manifest;
  EXPECT_NE(manifest.find(R"("hidden_index": 5,
      "start_index": 0,
      "cells": ["P", "P", "P", "P", "P"],)"), std::string::npos) << manifest;
}

TEST(TileExportTest, TheBaseGameFitsTtsLimits) {
  TempDir tmp;
  ExportOptions o;
  o.sheet = SheetKind::Tts;
  ExportResult r;
  ASSERT_TRUE(ExportTiles(tmp.Path("tts"), Bundled("base-c1"), Theme(), o, &r).ok());
  Raster first = ReadPng(tmp.Path("tts/tts-1.png")), second = ReadPng(tmp.Path("tts/tts-2.png"));
  EXPECT_EQ(first.width, 4090);
  EXPECT_EQ(first.height, 2863);
  EXPECT_EQ(second.width, 818);
  EXPECT_EQ(second.height, 818);
  EXPECT_EQ(Names(tmp.Path("tts")),
            (std::vector<std::string>{"back.png", "manifest.json", "start-back.png", "tts-1.png", "tts-2.png"}));
  std::string manifest = ReadFile(tmp.Path("tts/manifest.json"));
  EXPECT_NE(manifest.find(R"("back": "back.png",
        "unique_backs": false,
        "width": 10,
        "height": 7,
        "number": 69,)"), std::string::npos) << manifest;
}

TEST(TileExportTest, RiverTilesGetTheRiverBack) {
  TempDir tmp;
  Theme flat = Flat();
  flat.river_back = flat.river_mark = {0.8, 0.8, 0, 1};
  ExportOptions o;
  o.dpi = 50;
  o.copies = true;
  o.backs = true;
  ExportResult r;
  ASSERT_TRUE(ExportTiles(tmp.Path("r"), Bundled("river"), flat, o, &r).ok());
  std::vector<std::string> names = Names(tmp.Path("r"));
  EXPECT_NE(std::find(names.begin(), names.end(), "river-back.png"), names.end());
  // With a river the spring starts and the base start tile is ordinary: no start back.
  EXPECT_EQ(std::find(names.begin(), names.end(), "start-back.png"), names.end());
  Raster bend = ReadPng(tmp.Path("r/bend-1-back.png")), d = ReadPng(tmp.Path("r/D-1-back.png"));
  EXPECT_EQ(bend.At(2, 2, 0), 204);  // yellow: the river back
  EXPECT_EQ(bend.At(2, 2, 2), 0);
  EXPECT_EQ(d.At(2, 2, 2), 204);     // blue: the regular back
  std::string manifest = ReadFile(tmp.Path("r/manifest.json"));
  EXPECT_NE(manifest.find(R"("start_back": null,
    "river_back": {
      "file": "river-back.png",)"), std::string::npos) << manifest;
  EXPECT_NE(manifest.find(R"("rivers": [
          {
            "sides": ["N", "E"],
            "end": null
          }
        ],)"), std::string::npos) << manifest;
}

// The River's rules draw its tiles first, from a stack of their own: on a
// digital table they are a deck of their own, with the river back in its
// hidden cell, and the main deck holds none of them.
TEST(TileExportTest, ARiverIsADeckOfItsOwn) {
  TempDir tmp;
  Theme flat = Flat();
  flat.river_back = flat.river_mark = {0.8, 0.8, 0, 1};
  ExportOptions o;
  o.sheet = SheetKind::Tts;
  o.dpi = 25.4;  // 45-pixel cells
  ExportResult r;
  ASSERT_TRUE(ExportTiles(tmp.Path("tts"), Bundled("river"), flat, o, &r).ok());
  TileSet set = Bundled("river");
  int river_cards = 0, main_cards = 0, river_sheets = 0;
  for (const ExportedSheet& s : r.sheets) {
    bool river = s.deck == "river";
    river_sheets += river;
    for (int type : s.types) {
      EXPECT_EQ(set.tiles[size_t(type)].HasWater(), river) << s.face.name << " " << set.tiles[size_t(type)].id;
      (river ? river_cards : main_cards)++;
    }
    EXPECT_EQ(s.face.name.rfind(river ? "tts-river-" : "tts-", 0), 0u) << s.face.name;
  }
  EXPECT_EQ(river_sheets, 1);
  EXPECT_EQ(river_cards, 12);
  EXPECT_EQ(main_cards, 72);
  // 12 river tiles and the hidden card: a 7 x 2 grid, the hidden (last)
  // cell the river back.
  Raster river = ReadPng(tmp.Path("tts/tts-river-1.png"));
  ASSERT_EQ(river.width, 7 * 45);
  ASSERT_EQ(river.height, 2 * 45);
  EXPECT_EQ(river.At(6 * 45 + 3, 45 + 3, 0), 204);  // yellow: the river back
  EXPECT_EQ(river.At(6 * 45 + 3, 45 + 3, 2), 0);
  std::string manifest = ReadFile(tmp.Path("tts/manifest.json"));
  EXPECT_NE(manifest.find(R"("kind": "tts",
      "deck": "river",)"), std::string::npos) << manifest;
  EXPECT_NE(manifest.find(R"("face": "tts-river-1.png",
        "back": "river-back.png",)"), std::string::npos) << manifest;
}

TEST(TileExportTest, AnExistingFolderIsUpdatedNotEmptied) {
  TempDir tmp;
  std::filesystem::create_directories(tmp.Path("x"));
  test_support::WriteFile(tmp.Path("x/notes.txt"), "mine");
  test_support::WriteFile(tmp.Path("x/A.png"), "old");
  ExportOptions o;
  o.dpi = 30;
  Status done = ExportTiles(tmp.Path("x"), Bundled("base-c1"), Theme(), o, nullptr);
  ASSERT_TRUE(done.ok()) << done.ToString();
  EXPECT_EQ(ReadFile(tmp.Path("x/notes.txt")), "mine");
  EXPECT_FALSE(ReadPng(tmp.Path("x/A.png")).empty());
  Status s = ExportTiles(tmp.Path("x/notes.txt"), Bundled("base-c1"), Theme(), o, nullptr);
  EXPECT_EQ(s.ToString(), "error: " + tmp.Path("x/notes.txt") + " exists and is not a folder");
}

TEST(TileExportTest, OptionsAreCheckedTogether) {
  ExportOptions o;
  o.sheet = SheetKind::Tts;
  o.format = ExportFormat::Svg;
  EXPECT_EQ(SanitizeExport(o).ToString(), "error: deck sheets are images for digital tables: use --format png");
  o.format = ExportFormat::Png;
  o.bleed = Mm(3);
  EXPECT_EQ(SanitizeExport(o).ToString(), "error: deck sheets have no bleed: leave out --bleed, or export single files");
  o = ExportOptions();
  o.backs = true;
  EXPECT_EQ(SanitizeExport(o).ToString(),
            "error: --back writes each card's own back: use it with --copies (one file per copy) or --sheet");
  o = ExportOptions();
  o.sheet = SheetKind::Grid;
  EXPECT_EQ(SanitizeExport(o).ToString(), "error: --sheet grid needs COLSxROWS, each from 1 to 100, e.g. --sheet grid 6x4");
  o.columns = 6;
  o.rows = 4;
  EXPECT_TRUE(SanitizeExport(o).ok());
}

}  // namespace
}  // namespace carc
