// libFuzzer target: any bytes as a board file for a bundled set (base-c1,
// with farmers; pnp-demo, without, when the text holds "#demo"), through the board
// loader, the moves, the final scoring and both score reports. Besides
// crashes, hangs and leaks it checks that every rejection is explained: an
// invalid board or an illegal move has an error, and every message is
// printable UTF-8. Build: CC=clang CXX=clang++ cmake -DCARCKIT_FUZZ=ON; run: .ci/fuzz.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>

#include "base/text_util.h"
#include "rules/board_file.h"
#include "report/score_report.h"
#include "rules/shapes.h"
#include "spec/spec_loader.h"

namespace {

void Fail(const char* why, const std::string& detail) {
  std::fprintf(stderr, "board_fuzz: %s: %s\n", why, detail.c_str());
  std::abort();
}

/// A bundled set and its shapes, loaded once.
struct Set {
  carc::TileSet tiles;
  std::unique_ptr<carc::ShapeCatalog> catalog;
};

Set LoadSet(const std::string& name) {
  Set s;
  carc::Diagnostics diags;
  std::string path = std::string(CARCKIT_SOURCE_DIR) + "/tilesets/" + name + ".yaml";
  if (!carc::LoadValidTileSet(path, &s.tiles, &diags).ok()) Fail("cannot load", path);
  s.catalog = std::make_unique<carc::ShapeCatalog>(s.tiles);
  return s;
}

void CheckMessages(const carc::Diagnostics& diags) {
  for (const carc::Diagnostic& d : diags.Sorted()) {
    std::string line = d.Format();
    if (d.message.empty()) Fail("empty message", line);
    if (carc::FindInvalidUtf8(line) >= 0) Fail("message is not UTF-8", line);
    for (char c : line)
      if (static_cast<unsigned char>(c) < 0x20) Fail("control character in message", line);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const Set base = LoadSet("base-c1"), demo = LoadSet("pnp-demo");
  std::string content(reinterpret_cast<const char*>(data), size);
  const Set& set = content.find("#demo") != std::string::npos ? demo : base;
  carc::BoardFile board;
  carc::Diagnostics diags;
  carc::Status loaded = carc::LoadBoardFromString("fuzz.yaml", content, *set.catalog, &board, &diags);
  if (loaded.IsIo()) Fail("I/O status from text in memory", loaded.ToString());
  if (loaded.IsInvalid() && !diags.HasErrors()) Fail("rejected without an error", "");
  if (loaded.ok()) {
    carc::Game game = carc::NewBoardGame(board, *set.catalog);
    carc::Status played = carc::PlayBoard(board, &game, &diags);
    if (!played.ok() && !diags.HasErrors()) Fail("illegal move without an error", "");
    if (played.ok()) {
      carc::ScoreText(board, game, false);
      game.FinalScoring();
      carc::ScoreText(board, game, true);
      carc::ScoreJson(board, game, true);
    }
  }
  CheckMessages(diags);
  return 0;
}
