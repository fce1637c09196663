#include "art/tile_image.h"

#include <gtest/gtest.h>

#include <filesystem>

#include "base/test_util.h"

namespace carc {
namespace {

using test_support::TempDir;

void WritePng(const std::string& path, int side, double grey) {
  SurfacePtr s(cairo_image_surface_create(CAIRO_FORMAT_RGB24, side, side));
  ContextPtr cr(cairo_create(s.get()));
  cairo_set_source_rgb(cr.get(), grey, grey, grey);
  cairo_paint(cr.get());
  cairo_surface_write_to_png(s.get(), path.c_str());
}

/// A set whose tiles A, B, C ... have the given art files.
TileSet SetWithArt(const std::vector<std::string>& arts) {
  TileSet set;
  set.path = "set.yaml";
  for (size_t i = 0; i < arts.size(); ++i) {
    TileType t;
    t.id = std::string(1, char('A' + i));
    t.art = arts[i];
    t.art_loc = {4, 10};
    set.tiles.push_back(t);
  }
  return set;
}

TEST(TileImageTest, EachFileIsLoadedOnceWhateverPathLeadsToIt) {
  TempDir dir;
  WritePng(dir.Path("a.png"), 64, 0.5);
  std::filesystem::create_symlink(dir.Path("a.png"), dir.Path("link.png"));
  TileImages images;
  ASSERT_TRUE(LoadTileImages(SetWithArt({dir.Path("a.png"), dir.Path("link.png"),
                                         dir.Path("") + "./a.png"}),
                             &images)
                  .ok());
  ASSERT_EQ(images.size(), 3u);
  EXPECT_EQ(images["A"], images["B"]);
  EXPECT_EQ(images["A"], images["C"]);
}

TEST(TileImageTest, PngArtIsKeptAtThePixelsTheOutputNeeds) {
  TempDir dir;
  WritePng(dir.Path("big.png"), 1000, 0.5);
  std::unique_ptr<TileImage> image;
  TileSet set = SetWithArt({dir.Path("big.png")});
  ASSERT_TRUE(TileImage::Load(set.tiles[0], set.path, &image, {Mm(25.4), 100}).ok());
  EXPECT_EQ(image->held_bytes(), size_t(104 * 104 * 4));  // 100 pixels and a 2-pixel border
  ASSERT_TRUE(TileImage::Load(set.tiles[0], set.path, &image, {Mm(254), 600}).ok());
  EXPECT_EQ(image->held_bytes(), size_t(1004 * 1004 * 4));  // never scaled up
}

TEST(TileImageTest, WhatTheArtHoldsIsCountedAgainstTheBudget) {
  TempDir dir;
  std::vector<std::string> arts;
  for (int i = 0; i < 3; ++i) {
    arts.push_back(dir.Path("art" + std::to_string(i) + ".png"));
    WritePng(arts.back(), 600, i / 4.0);
  }
  arts.push_back(arts[0]);  // shared: not counted twice
  TileImages images;
  size_t each = 604 * 604 * 4;  // 1.4 MB
  EXPECT_TRUE(LoadTileImages(SetWithArt(arts), &images, ArtResolution(), 3 * each).ok());
  images.clear();
  Status s = LoadTileImages(SetWithArt(arts), &images, ArtResolution(), 3 << 20);
  EXPECT_TRUE(s.IsIo());
  EXPECT_EQ(s.ToString(), "set.yaml:4:10: error: tile C: the art of the set would hold more than 3 "
                         "MB in memory (3 different images, PNGs kept at 1205 pixels a side); use "
                         "fewer different images");
}

TEST(TileImageTest, TheSvgArtOfASetHasOneCpuBudget) {
  // Each SVG may take 4 s of CPU time in the sandbox: 10 000 different files
  // (or only their probes' start-up, 26 ms each) took hours in all.
  TempDir dir;
  std::vector<std::string> arts;
  for (int i = 0; i < 3; ++i) {
    arts.push_back(dir.Path("noise" + std::to_string(i) + ".svg"));
    test_support::WriteFile(arts.back(),
                       "<svg xmlns='http://www.w3.org/2000/svg' width='100' height='100'><filter "
                       "id='f'><feTurbulence baseFrequency='0.05' numOctaves='" +
                           std::to_string(10 + i) + "'/></filter><rect width='100' height='100' "
                           "filter='url(#f)'/></svg>");
  }
  SvgLimits limits;
  limits.total_cpu_seconds = 0.01;  // each of these takes a good part of a second
  TileImages images;
  Status s = LoadTileImages(SetWithArt(arts), &images, ArtResolution(), kMaxArtBytes, limits);
  EXPECT_TRUE(s.IsIo());
  EXPECT_EQ(s.ToString(), "set.yaml:4:10: error: tile A: the SVG art of the set takes more than 0.01 s "
                         "of CPU time to draw (1 SVG file so far); use fewer or simpler SVG files");
  limits.total_cpu_seconds = 60;
  limits.total_wall_seconds = 0.001;  // a probe starts a program: milliseconds at least
  images.clear();
  s = LoadTileImages(SetWithArt(arts), &images, ArtResolution(), kMaxArtBytes, limits);
  EXPECT_EQ(s.ToString(), "set.yaml:4:10: error: tile A: the SVG art of the set takes more than 0.001 s "
                         "to draw, waiting included (1 SVG file so far); use fewer or simpler SVG "
                         "files");
  images.clear();
  EXPECT_TRUE(LoadTileImages(SetWithArt(arts), &images).ok());
}

}  // namespace
}  // namespace carc
