// render, tile, reference and export made in-process, as their commands do:
// what they write and what they say about it. Their messages as printed,
// exit codes and defaults are tested on the binary in cli/.
#include <gtest/gtest.h>

#include <filesystem>

#include "app/export.h"
#include "app/reference.h"
#include "app/render.h"
#include "app/tile.h"
#include "base/test_util.h"

namespace carc {
namespace {

using test_support::TempDir;

/// The pages of a PDF, as pdfinfo counts them.
int Pages(const std::string& pdf) {
  std::string out = test_support::Run("pdfinfo '" + pdf + "' | sed -n 's/^Pages: *//p'").out;
  return out.empty() ? -1 : std::stoi(out);
}

TEST(RenderSheetsTest, OnlyNewLaysOutTheRiverOnOneSheetAndItsBack) {
  TempDir tmp;
  RenderRequest r;
  r.tileset = "river";
  r.output = tmp.Path("tiles.pdf");
  r.only_new = true;
  Diagnostics diags;
  WrittenFile written;
  ASSERT_TRUE(RenderSheets(r, &diags, &written).ok());
  EXPECT_EQ(written.path, r.output);
  EXPECT_EQ(written.pages, 2);
  EXPECT_EQ(written.details, "12 tiles on 1 sheet (3 x 5 per portrait page, each followed by its back page)");
  EXPECT_EQ(Pages(r.output), 2);
}

TEST(RenderSheetsTest, TheRequestsChangesReachTheLayout) {
  TempDir tmp;
  RenderRequest r;
  r.tileset = "river";
  r.output = tmp.Path("tiles.pdf");
  r.only_new = true;
  r.changes.no_backs = true;
  r.changes.orientation = Orientation::Landscape;
  Diagnostics diags;
  WrittenFile written;
  ASSERT_TRUE(RenderSheets(r, &diags, &written).ok());
  EXPECT_EQ(written.pages, 1);
  EXPECT_EQ(written.details, "12 tiles on 1 sheet (5 x 3 per landscape page)");
}

TEST(RenderSheetsTest, ChangesThatLeaveNoRoomAreAUsageErrorAndWriteNothing) {
  TempDir tmp;
  RenderRequest r;
  r.tileset = "river";
  r.output = tmp.Path("tiles.pdf");
  r.changes.tile = Mm(400);
  Diagnostics diags;
  WrittenFile written;
  Status status = RenderSheets(r, &diags, &written);
  EXPECT_TRUE(status.IsIo()) << status.ToString();
  EXPECT_FALSE(std::filesystem::exists(r.output));
}

TEST(DrawTileTest, APngSaysItsPixelsAndTheFileHasThem) {
  TempDir tmp;
  TileRequest r;
  r.tileset = "base-c1";
  r.id = "D";
  r.output = tmp.Path("d.png");
  r.dpi = 100;
  r.size = 30;
  r.bleed = 1;
  Diagnostics diags;
  WrittenFile written;
  ASSERT_TRUE(DrawTile(r, &diags, &written).ok());
  EXPECT_EQ(written.details, "tile D, 30 mm, 126 x 126 pixels at 100 dpi");  // 32 mm at 100 dpi
  EXPECT_NE(test_support::Run("file -b '" + r.output + "'").out.find("PNG image data, 126 x 126,"),
            std::string::npos);
}

TEST(DrawTileTest, AnUnknownIdIsAUsageErrorNamingTheIdsTheSetHas) {
  TileRequest r;
  r.tileset = "pnp-demo";
  r.id = "nope";
  Diagnostics diags;
  WrittenFile written;
  Status status = DrawTile(r, &diags, &written);
  EXPECT_TRUE(status.IsIo());
  EXPECT_EQ(status.ToString().rfind("error: pnp-demo has no tile 'nope' (it has A, B, ", 0), 0u)
      << status.ToString();
}

TEST(DrawReferenceTest, OneOfEachTypeOnItsPages) {
  TempDir tmp;
  ReferenceRequest r;
  r.tileset = "pnp-demo";
  r.output = tmp.Path("ref.pdf");
  Diagnostics diags;
  WrittenFile written;
  ASSERT_TRUE(DrawReference(r, &diags, &written).ok());
  EXPECT_EQ(written.details, "22 tile types");
  EXPECT_EQ(Pages(r.output), written.pages);
}

TEST(ExportSetTest, ABadSheetIsAUsageErrorBeforeAnyFolderIsMade) {
  TempDir tmp;
  ExportRequest r;
  r.tileset = "pnp-demo";
  r.dir = tmp.Path("out");
  r.sheet = {"grid", "6by4"};
  Diagnostics diags;
  ExportRun run;
  Status status = ExportSet(r, &diags, &run);
  EXPECT_TRUE(status.IsIo());
  EXPECT_EQ(status.ToString(), "error: --sheet takes 'tts' or 'grid COLSxROWS', e.g. --sheet grid 6x4");
  EXPECT_FALSE(std::filesystem::exists(r.dir));
}

TEST(ExportSetTest, SvgFilesOfEveryTypeWithTheirManifest) {
  TempDir tmp;
  ExportRequest r;
  r.tileset = "pnp-demo";
  r.dir = tmp.Path("out");
  r.format = "svg";
  Diagnostics diags;
  ExportRun run;
  ASSERT_TRUE(ExportSet(r, &diags, &run).ok());
  EXPECT_EQ(run.summary, "22 tile types as SVG, backs and manifest.json (" +
                             std::to_string(run.result.FileCount()) + " files)");
  EXPECT_TRUE(std::filesystem::exists(r.dir + "/manifest.json"));
}

}  // namespace
}  // namespace carc
