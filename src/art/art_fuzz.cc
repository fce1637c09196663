// libFuzzer target: any bytes as a tile's own art, through the path the tool
// takes (LoadTileImages: the PNG header check, decoding and scaling down;
// for SVG the scan of what it asks for, the bounded sandbox and the
// recording), then drawn into a PNG-sized image and a PDF. Input that starts
// with the PNG signature is a .png, anything else an .svg. Besides crashes,
// leaks and hangs, it fails when art is refused without a message naming the
// spec position, or when a message printed would not be UTF-8.
// Build: CC=clang CXX=clang++ cmake -DCARCKIT_FUZZ=ON; run: .ci/fuzz.
#include <cairo-pdf.h>
#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>

#include "art/svg_sandbox.h"
#include "art/tile_image.h"
#include "base/lsan_suppressions.h"  // fontconfig's caches, kept for the process's life
#include "base/text_util.h"

namespace {

void Fail(const char* why, const std::string& detail) {
  std::fprintf(stderr, "art_fuzz: %s: %s\n", why, detail.c_str());
  std::abort();
}

/// A folder for this process's art file, made once.
const std::string& Folder() {
  static const std::string dir = [] {
    char pattern[] = "/tmp/art-fuzz-XXXXXX";
    const char* made = mkdtemp(pattern);
    if (!made) Fail("cannot make a folder", pattern);
    return std::string(made);
  }();
  return dir;
}

cairo_status_t Discard(void*, const unsigned char*, unsigned int) { return CAIRO_STATUS_SUCCESS; }

void DrawBothWays(const carc::TileImage& image) {
  carc::SurfacePtr png(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 80, 80));
  carc::SurfacePtr pdf(cairo_pdf_surface_create_for_stream(Discard, nullptr, 80, 80));
  for (cairo_surface_t* target : {png.get(), pdf.get()}) {
    carc::ContextPtr cr(cairo_create(target));
    image.Draw(cr.get(), {carc::Mm(2), carc::Mm(2), carc::Mm(20), carc::Mm(20)}, carc::Mm(1), 1);
  }
  cairo_surface_finish(pdf.get());
}

}  // namespace

// libFuzzer's main calls this first: a start of the fuzzer that is an SVG
// probe (ProbeSvg starts the program afresh) draws the art and ends.
extern "C" int LLVMFuzzerInitialize(int*, char***) {
  carc::RunAsSvgProbeIfAsked();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string bytes(reinterpret_cast<const char*>(data), size);
  bool png = bytes.rfind("\x89PNG", 0) == 0;
  std::string path = Folder() + (png ? "/art.png" : "/art.svg");
  std::ofstream(path, std::ios::binary | std::ios::trunc) << bytes;
  carc::TileSet set;
  set.path = "fuzz.yaml";
  for (const char* id : {"A", "B"}) {  // two tiles, one file: loaded once
    carc::TileType tile;
    tile.id = id;
    tile.art = path;
    tile.art_loc = {7, 10};
    set.tiles.push_back(tile);
  }
  carc::TileImages images;
  carc::SvgLimits limits;  // tighter than the tool's: the fuzzer allows 10 s an input
  limits.cpu_seconds = 1;
  limits.wall_seconds = 5;
  carc::Status loaded =
      carc::LoadTileImages(set, &images, {carc::Mm(22), 100}, carc::kMaxArtBytes, limits);
  std::remove(path.c_str());
  if (loaded.ok()) {
    if (images.size() != 2 || images["A"] != images["B"]) Fail("art file loaded twice", path);
    DrawBothWays(*images["A"]);
    return 0;
  }
  std::string message = loaded.ToString();
  std::string prefix = "fuzz.yaml:7:10: error: tile A: art '" + path + "' ";
  if (message.rfind(prefix, 0) != 0) Fail("refusal without the art's position", message);
  if (message.size() == prefix.size()) Fail("refusal without a reason", message);
  if (carc::FindInvalidUtf8(carc::Printable(message)) >= 0) Fail("message is not UTF-8", message);
  return 0;
}
