// Hostile inputs too big to commit, generated here and run through the tool
// in a child process bounded in memory and CPU time (RunBounded): boards that
// span far, floods of errors, and text that tries to reach the terminal raw.
// Each bound is far above what the input needs now and far below what it
// took before the fix (figures in docs/limits.md).
#include <gtest/gtest.h>

#include <cairo.h>

#include <cstdint>
#include <filesystem>
#include <sstream>

#include "base/test_util.h"
#include "base/text_util.h"

namespace carc {
namespace {

using test_support::RunBounded;
using test_support::RunResult;
using test_support::TempDir;
using test_support::WriteFile;

/// `carckit ARGS` run inside `dir`, bounded. The default address space is
/// generous: it stops a runaway, while what a run maps besides its own work
/// (fonts, locales, Pango's threads) differs from machine to machine; CI's
/// machine could not start Pango's thread under 256 MB where this one needs
/// 150. A test whose point is memory passes its own bound.
RunResult CarckitIn(const TempDir& dir, const std::string& args, int megabytes = 1024,
                    int cpu_seconds = 60) {
  return RunBounded("cd '" + dir.Path("") + "' && exec '" + CARCKIT_BINARY + "' " + args,
                    megabytes, cpu_seconds);
}

std::vector<std::string> LinesOf(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

/// A set of 10,000 field tiles (FFFF) in 11 types, the start tile's 10 first.
std::string FieldSet() {
  std::string yaml = "set:\n  name: Fields\ntiles:\n  - {id: S, count: 10, start: true, edges: FFFF}\n";
  for (int i = 0; i < 10; ++i)
    yaml += "  - {id: F" + std::to_string(i) + ", count: 999, edges: FFFF, monastery: " +
            (i % 2 ? "true" : "false") + "}\n";
  return yaml;
}

/// A board placing all of FieldSet() in a straight line east of the start.
std::string StraightLine() {
  std::string yaml = "players: [red, blue]\nmoves:\n  - {tile: S, at: [0, 0]}\n";
  for (int x = 1; x < 10000; ++x) {
    std::string tile = x < 10 ? "S" : "F" + std::to_string((x - 10) / 999);
    yaml += "  - {tile: " + tile + ", at: [" + std::to_string(x) + ", 0]}\n";
  }
  return yaml;
}

TEST(HostileInputTest, TenThousandTilesInALineNeedLittleMemory) {
  // The board used to be a square grid around the start: 6.2 GB here.
  TempDir dir;
  WriteFile(dir.Path("fields.yaml"), FieldSet());
  WriteFile(dir.Path("line.yaml"), StraightLine());
  RunResult r = CarckitIn(dir, "score fields.yaml line.yaml --final", 200);
  ASSERT_EQ(r.exit_code, 0) << r.err.substr(0, 2000);
  EXPECT_NE(r.out.find("red: "), std::string::npos) << r.out;
}

TEST(HostileInputTest, StepPicturesAreBoundedTogether) {
  // Each step's PNG was only bounded alone: 625 steps of a 25 x 25 square at
  // 200 dpi wrote 82 million pixels each, 2.8 s apiece, half an hour in all.
  TempDir dir;
  WriteFile(dir.Path("fields.yaml"), FieldSet());
  std::string square = "players: [red, blue]\nmoves:\n";
  for (int i = 0; i < 100; ++i)
    square += "  - {tile: " + std::string(i < 10 ? "S" : "F0") + ", at: [" + std::to_string(i % 10) +
              ", " + std::to_string(i / 10) + "]}\n";
  WriteFile(dir.Path("square.yaml"), square);
  RunResult r = CarckitIn(dir, "board fields.yaml square.yaml --steps --tile-size 100 --dpi 300 -o s.png",
                          1024);
  EXPECT_EQ(r.exit_code, 2);
  std::vector<std::string> lines = LinesOf(r.err);
  ASSERT_FALSE(lines.empty());
  EXPECT_EQ(lines.back().substr(0, 43), "s.png: error: --steps would write 100 image");
  EXPECT_NE(lines.back().find(" billion pixels in all; the images of one run may have at most 5 "
                              "billion together: lower --dpi or --tile-size, or add --move N"),
            std::string::npos)
      << r.err;
  EXPECT_FALSE(std::filesystem::exists(dir.Path("s-001.png")));
}

TEST(HostileInputTest, ExportedImagesAreBoundedTogether) {
  // Each PNG was only bounded alone: 10 000 copies of 89 million pixels each
  // (12 files took 8 s) or as many one-card sheets.
  TempDir dir;
  WriteFile(dir.Path("fields.yaml"), FieldSet());
  RunResult r = CarckitIn(dir, "export fields.yaml --copies --tile-size 300 --dpi 800 -o files", 1024);
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(LinesOf(r.err).back(),
            "files: error: export would write 10003 images, 893.1 billion pixels in all; the images "
            "of one run may have at most 5 billion together: lower --dpi or --tile-size, or leave "
            "out --copies");
  r = CarckitIn(dir, "export fields.yaml --sheet grid 1x1 --dpi 2400 --tile-size 100 -o sheets", 1024);
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("sheets: error: export would write 10003 images, "), std::string::npos) << r.err;
  EXPECT_FALSE(std::filesystem::exists(dir.Path("files")));
  EXPECT_FALSE(std::filesystem::exists(dir.Path("sheets")));
}

TEST(HostileInputTest, AMillionBadMovesGiveAHundredErrorsAndACount) {
  TempDir dir;
  std::string yaml = "players: [red]\nmoves:\n";
  for (int i = 0; i < 999000; ++i) yaml += "  - {}\n";
  WriteFile(dir.Path("flood.yaml"), yaml);
  RunResult r = CarckitIn(dir, "score base-c1 flood.yaml", 300);
  EXPECT_EQ(r.exit_code, 1);
  std::vector<std::string> lines = LinesOf(r.err);
  ASSERT_EQ(lines.size(), 101u) << r.err.substr(0, 2000);
  EXPECT_EQ(lines[0],
            "flood.yaml:3:3: error: moves lists 999000 moves, but the set has only 72 tiles; only "
            "the first 72 are read");
  EXPECT_EQ(lines[1], "flood.yaml:3:5: error: move 1 is missing required key 'tile'");
  EXPECT_EQ(lines[100], "flood.yaml: and 45 more errors (only the first 100 of a file are listed)");
}

TEST(HostileInputTest, ATileSpecFloodIsCappedToo) {
  TempDir dir;
  std::string yaml = "set: {name: Flood}\ntiles:\n";
  for (int i = 0; i < 99000; ++i) yaml += "  - {}\n";
  WriteFile(dir.Path("flood.yaml"), yaml);
  RunResult r = CarckitIn(dir, "validate flood.yaml", 300);
  EXPECT_EQ(r.exit_code, 1);
  std::vector<std::string> lines = LinesOf(r.err);
  ASSERT_EQ(lines.size(), 101u) << r.err.substr(0, 2000);
  EXPECT_EQ(lines[100].substr(0, 16), "flood.yaml: and ");
  RunResult json = CarckitIn(dir, "validate --format json flood.yaml", 300);
  EXPECT_NE(json.out.find("\"error_count\":"), std::string::npos);
}

TEST(HostileInputTest, JsonOfAFileNameThatIsNotUtf8IsValidUtf8) {
  TempDir dir;
  WriteFile(dir.Path("set\xff.yaml"), test_support::ReadFile(test_support::SourceDir() + "/tests/bad/no-start.yaml"));
  RunResult r = CarckitIn(dir, "validate --format json $(printf 'set\\377.yaml')");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(FindInvalidUtf8(r.out), -1);
  EXPECT_NE(r.out.find("[{\"file\":\"set\\\\xFF.yaml\",\"valid\""), std::string::npos) << r.out;
}

TEST(HostileInputTest, PlayerNamesReachTheScoreReportEscaped) {
  TempDir dir;
  WriteFile(dir.Path("board.yaml"),
            "players: [\"\\e[2J\", \"a\\0b\", \"x\\ny\"]\nmoves:\n  - {tile: D, at: [0, 0]}\n");
  RunResult r = CarckitIn(dir, "score base-c1 board.yaml");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  for (const char* line : {"\n\\x1B[2J: 0 points\n", "\na\\x00b: 0 points\n", "\nx\\x0Ay: 0 points\n"})
    EXPECT_NE(r.out.find(line), std::string::npos) << line << "\n" << r.out;
  EXPECT_EQ(r.out.find('\x1b'), std::string::npos);
}

TEST(HostileInputTest, TileIdsAndPathsReachTheTerminalEscaped) {
  TempDir dir;
  WriteFile(dir.Path("ids.yaml"),
            "set: {name: Ids}\ntiles:\n  - {id: \"\\e[31mS\", count: 2, start: true, edges: FFFF}\n");
  RunResult r = CarckitIn(dir, "validate ids.yaml");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out.substr(r.out.size() - 16), "start \\x1B[31mS\n");
  r = CarckitIn(dir, "validate \"$(printf 'no\\033]0;title\\007.yaml')\"");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err,
            "no\\x1B]0;title\\x07.yaml: error: no such file, nor a bundled set; bundled sets: "
            "base-c1, inns-cathedrals, pnp-demo, river\n");
  r = CarckitIn(dir, "validate ids.yaml \"$(printf -- '--\\033[2J')\"");  // CLI11 quotes it
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err.find('\x1b'), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("\\x1B[2J"), std::string::npos) << r.err;
}

TEST(HostileInputTest, FileNamesThatAreNotUtf8AreDrawnEscaped) {
  // A file name's 0xFF byte made the PDF writer fail ("input string not valid
  // UTF-8", exit 2) and Pango warn on the terminal; ESC was drawn as a box and
  // a player's NUL cut their name short.
  TempDir dir;
  const std::string name = "$(printf 'w\\377\\033')";
  WriteFile(dir.Path("w\xff\x1b.yaml"), test_support::ReadFile(test_support::SourceDir() + "/tilesets/base-c1.yaml"));
  WriteFile(dir.Path("b\xff.yaml"),
            "players: [\"\\e[2J\", \"a\\0b\"]\nmoves:\n  - {tile: D, at: [0, 0]}\n");
  const std::string board = name + ".yaml \"$(printf 'b\\377.yaml')\"";
  for (const std::string& args :
       {"kit " + name + ".yaml -o kit.pdf", "board " + board + " -o board.pdf",
        "board " + board + " -o board.png", "board " + board + " -o board.svg",
        "simulate " + name + ".yaml --games 2 --report report.pdf"}) {
    RunResult r = CarckitIn(dir, args, 1024);  // memory is not the point: Pango's threads need room
    EXPECT_EQ(r.exit_code, 0) << args << "\n" << r.err;
    EXPECT_EQ(r.err.find("Pango"), std::string::npos) << args << "\n" << r.err;
    EXPECT_EQ(r.err.find("error"), std::string::npos) << args << "\n" << r.err;
  }
}

TEST(HostileInputTest, ANewlineInAFileNameStaysInItsLine) {
  // simulate's title and tables printed a set file's name raw: a name with a
  // newline could forge a line of its own.
  TempDir dir;
  WriteFile(dir.Path("x\ny.yaml"), test_support::ReadFile(test_support::SourceDir() + "/tilesets/base-c1.yaml"));
  RunResult r = CarckitIn(dir, "simulate \"$(printf 'x\\ny.yaml')\" --games 1 --compare base-c1");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  for (const std::string& line : LinesOf(r.out)) EXPECT_NE(line.substr(0, 1), "y") << r.out;
  EXPECT_NE(r.out.find("x\\x0Ay"), std::string::npos) << r.out;
  r = CarckitIn(dir, "simulate \"$(printf 'x\\ny.yaml')\" --games 1");
  EXPECT_EQ(r.out.substr(0, 30), "x\\x0Ay (Carcassonne base game)") << r.out;
}

TEST(HostileInputTest, NamedFilesAreFoundBesideTheFileThatNamesThem) {
  TempDir dir;
  std::string set = test_support::ReadFile(test_support::SourceDir() + "/tilesets/base-c1.yaml");
  set.replace(set.find("tiles:"), 6, "  layout: mine.yaml\ntiles:");
  std::filesystem::create_directory(dir.Path("sub"));
  WriteFile(dir.Path("sub/set.yaml"), set);
  WriteFile(dir.Path("sub/mine.yaml"), "tile: 40\ntheme: ink.yaml\n");
  WriteFile(dir.Path("sub/ink.yaml"),
            test_support::ReadFile(test_support::SourceDir() + "/templates/themes/ink-saver.yaml"));
  WriteFile(dir.Path("mine.yaml"), "decoy: in the working folder\n");
  WriteFile(dir.Path("ink.yaml"), "decoy: in the working folder\n");
  RunResult r = CarckitIn(dir, "render sub/set.yaml -o out.pdf");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.err, "");
  EXPECT_NE(r.out.find("tiles on"), std::string::npos) << r.out;
}

TEST(HostileInputTest, NamedFilesMustBeRegularFiles) {
  // A layout or theme named by a file that was a FIFO with a writer hung the
  // run for good; /dev/zero was read to the 8 MiB limit.
  TempDir dir;
  std::string set = test_support::ReadFile(test_support::SourceDir() + "/tilesets/base-c1.yaml");
  set.replace(set.find("tiles:"), 6, "  layout: pipe.yaml\ntiles:");
  WriteFile(dir.Path("set.yaml"), set);
  std::filesystem::create_symlink("/dev/zero", dir.Path("zero.yaml"));
  WriteFile(dir.Path("layout.yaml"), "tile: 40\ntheme: zero.yaml\n");
  // The shell keeps the FIFO open for writing, so a reader would wait for ever.
  RunResult r = RunBounded("cd '" + dir.Path("") + "' && mkfifo pipe.yaml && exec 3<>pipe.yaml && " +
                               "exec timeout 20 '" + CARCKIT_BINARY + "' render set.yaml -o out.pdf",
                           256, 60);
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err,
            "set.yaml:23:11: error: layout 'pipe.yaml' (pipe.yaml) cannot be read: it is not a "
            "regular file (a device, pipe or socket)\n");
  r = CarckitIn(dir, "render set.yaml -t layout.yaml -o out.pdf");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err,
            "layout.yaml:2:8: error: theme 'zero.yaml' (zero.yaml) cannot be read: it is not a "
            "regular file (a device, pipe or socket)\n");
}

TEST(HostileInputTest, TextsWithoutASpaceAreLaidOutInLinearTime) {
  // Every text of the language at the 4000-byte limit, without a break: the
  // rules summary took 44 s before texts got break opportunities.
  TempDir dir;
  std::istringstream en(test_support::ReadFile(test_support::SourceDir() + "/templates/lang/en.yaml"));
  std::string lang;
  for (std::string line; std::getline(en, line);) {
    size_t quote = line.find(": \"");
    bool plain = quote != std::string::npos && line[0] == ' ' &&
                 line.find_first_of("{*", quote) == std::string::npos;
    lang += (plain ? line.substr(0, quote) + ": \"" + std::string(3990, 'x') + "\"" : line) + "\n";
  }
  WriteFile(dir.Path("long.yaml"), lang);
  RunResult r = CarckitIn(dir, "rules base-c1 --lang long.yaml -o rules.pdf", 512, 40);
  EXPECT_EQ(r.exit_code, 0) << r.err;
}

/// Writes a `side` x `side` PNG: one colour, or noise that does not compress.
void WritePng(const std::string& path, int side, bool noise) {
  cairo_surface_t* s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, side, side);
  unsigned char* p = cairo_image_surface_get_data(s);
  uint32_t x = 12345;
  for (int i = 0; i < cairo_image_surface_get_stride(s) * side; ++i) {
    x = x * 1103515245u + 12345u;
    p[i] = noise ? static_cast<unsigned char>(x >> 24) : 0x60;
  }
  cairo_surface_mark_dirty(s);
  cairo_surface_write_to_png(s, path.c_str());
  cairo_surface_destroy(s);
}

/// A set of `types` field tiles whose art is the same file.
std::string SharedArtSet(int types, const std::string& art) {
  std::string yaml = "set:\n  name: Shared art\ntiles:\n";
  for (int i = 0; i < types; ++i)
    yaml += "  - {id: T" + std::to_string(i) + ", count: 2, edges: FFFF, art: " + art +
            (i == 0 ? ", start: true}\n" : "}\n");
  return yaml;
}

TEST(HostileInputTest, SevenTypesSharingABigPngDecodeItOnce) {
  // Seven decodes of 4096 x 4096 pixels and their PDF copies took 1.46 GB.
  TempDir dir;
  WritePng(dir.Path("big.png"), 4096, false);
  WriteFile(dir.Path("set.yaml"), SharedArtSet(7, "big.png"));
  RunResult r = CarckitIn(dir, "render set.yaml -o sheets.pdf", 400);
  EXPECT_EQ(r.exit_code, 0) << r.err.substr(0, 2000);
}

TEST(HostileInputTest, ArtEmbeddedInExportedFilesIsBoundedTogether) {
  // Every SVG or PDF file embeds its tile's art: 10 000 copies of a tile with
  // 2048 x 2048 pixels of noise wrote 51 GB of SVG.
  TempDir dir;
  WritePng(dir.Path("art.png"), 1300, false);
  std::string yaml = "set:\n  name: Art\ntiles:\n  - {id: S, count: 10, start: true, edges: FFFF}\n";
  for (int i = 0; i < 10; ++i)
    yaml += "  - {id: F" + std::to_string(i) + ", count: 999, edges: FFFF, art: art.png}\n";
  WriteFile(dir.Path("set.yaml"), yaml);
  RunResult r = CarckitIn(dir, "export set.yaml --copies --format svg -o files", 1024);
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(LinesOf(r.err).back().substr(0, 75),
            "files: error: export would write 10000 images, 14.6 billion pixels in all; ");
  EXPECT_NE(r.err.find("art is embedded in every file: use --format png, or leave out --copies"),
            std::string::npos)
      << r.err;
  EXPECT_FALSE(std::filesystem::exists(dir.Path("files")));
}

TEST(HostileInputTest, ArtEmbeddedInStepPicturesIsBoundedTogether) {
  // Each --steps SVG embeds the art of every tile placed so far: 100 steps
  // of 40 different images took 118 s; 631 steps of 88 noisy ones would
  // write 244 GB.
  TempDir dir;
  std::string yaml = "set:\n  name: Art\ntiles:\n  - {id: S, count: 1, start: true, edges: FFFF}\n";
  for (int i = 0; i < 60; ++i) {
    std::string art = "art" + std::to_string(i) + ".png";
    WritePng(dir.Path(art), 1300, false);
    yaml += "  - {id: F" + std::to_string(i) + ", count: 2, edges: FFFF, art: " + art + "}\n";
  }
  WriteFile(dir.Path("set.yaml"), yaml);
  std::string board = "players: [red]\nmoves:\n  - {tile: S, at: [0, 0]}\n";
  for (int i = 1; i < 100; ++i)
    board += "  - {tile: F" + std::to_string(i % 60) + ", at: [" + std::to_string(i % 10) + ", " +
             std::to_string(i / 10) + "]}\n";
  WriteFile(dir.Path("board.yaml"), board);
  RunResult r = CarckitIn(dir, "board set.yaml board.yaml --steps -o s.svg", 1024);
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(LinesOf(r.err).back().substr(0, 41), "s.svg: error: --steps would write 100 ima") << r.err;
  EXPECT_NE(r.err.find("art is embedded in every file: write a .pdf, which holds it once, or add "
                       "--move N"),
            std::string::npos)
      << r.err;
  EXPECT_FALSE(std::filesystem::exists(dir.Path("s-001.svg")));
}

TEST(HostileInputTest, NoisyArtIsEmbeddedOnceAtThePrintResolution) {
  // 2048 x 2048 pixels of noise (12 MB as PNG), for 7 tile types: each type
  // and its bleed embedded the whole image, 170 MB of PDF.
  TempDir dir;
  WritePng(dir.Path("noise.png"), 2048, true);
  WriteFile(dir.Path("set.yaml"), SharedArtSet(7, "noise.png"));
  RunResult r = CarckitIn(dir, "render set.yaml -o sheets.pdf", 400);
  ASSERT_EQ(r.exit_code, 0) << r.err.substr(0, 2000);
  std::error_code ec;
  auto size = std::filesystem::file_size(dir.Path("sheets.pdf"), ec);
  EXPECT_LT(size, 8u << 20);  // one copy at 600 dpi: 1205 x 1205 pixels, 4.4 MB
}

}  // namespace
}  // namespace carc
